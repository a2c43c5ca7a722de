// C++11 attributes after a declarator-id or an enumerator belong to what they follow
// (cuSPARSE's `typedef struct S* S_t [[deprecated("...")]];`, its enumerators `A
// [[deprecated]] = 0`): the declaration stands, and a deprecation there does not reach
// the next declaration.
struct info;
typedef struct info* info_t [[deprecated("the type goes away")]];
typedef int count_t [[maybe_unused]];
enum policy { NO_LEVEL [[deprecated]] = 0, USE_LEVEL [[deprecated("use the new one")]] = 1, NEXT };
enum class scoped { A [[maybe_unused]] = 3, B __attribute__((deprecated)) = 5 };
__host__ __device__ static int twice [[gnu::unused]] (int x) { return 2 * x; }
__host__ __device__ static int plain(int x) { return x + 1; }

__host__ __device__ long long run() {
    info_t p = 0;
    count_t n [[maybe_unused]] = 4;
    long long r = (p == 0) + 10 * n + 100 * USE_LEVEL + 1000 * NEXT;
    r += 10000 * (int)scoped::B + 100000 * twice(3) + 1000000 * plain(2);
    return r;
}
