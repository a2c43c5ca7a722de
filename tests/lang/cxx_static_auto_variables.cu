// `auto` for variables with static storage (namespace scope, `static` locals, CUDA memory
// spaces, `inline constexpr auto` function objects as CCCL declares them), and `T x =
// T{...}` / `auto x = T{...}` at namespace scope initializing the variable directly
// (C++17 guaranteed elision, no temporary); GNU's `__alignof`
struct Triple { __host__ __device__ constexpr int operator()(int x) const { return x * 3; } };
struct Pair { int a, b; };
namespace fns { struct Twice { __host__ __device__ int operator()(int x) const { return 2 * x; } }; }

inline constexpr auto triple = Triple{};
constexpr auto twice = fns::Twice{};
constexpr auto base = 40;
constexpr auto ratio = 1.5f;
__device__ auto counter = 5L;
__device__ Pair pair = Pair{3, 4};
__device__ auto pair2 = Pair{5};
static const auto& base_ref = base;

__host__ __device__ long long next_call() {
    static auto calls = 0u;
    return ++calls;
}

__host__ __device__ long long run() {
    long long s = triple(base);                 // 120
    s = s * 100 + twice(base_ref) - 10;         // 70
    s = s * 10 + (long long)(ratio * 2);        // 3
    s = s * 10 + next_call() + next_call();     // 3
    s = s * 100 + sizeof(counter) + __alignof(double);  // 16
    s = s * 100 + counter + pair.a + pair.b + pair2.a + pair2.b;   // 17
    return s;
}
