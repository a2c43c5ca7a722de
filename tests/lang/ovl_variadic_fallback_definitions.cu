// Functions whose only parameter is `...`, as SFINAE fallbacks are written
// (CuTe's `is_valid_impl(...)`): overload resolution prefers any other viable
// candidate, a call that picks the ellipsis still evaluates its arguments
// (with their side effects), and the body, which cannot read them, returns
// its own value. decltype of a class temporary `T{}` (alone or after a comma)
// is `T`, not a reference.

struct Yes { static constexpr int value = 1; };
struct No { static constexpr int value = 0; };

template <class T>
__host__ __device__ auto has_size(int) -> decltype(T::size, Yes{}) { return Yes{}; }
template <class T>
__host__ __device__ No has_size(...) { return No{}; }

struct Sized { static constexpr int size = 4; };

__host__ __device__ int count_rest(...) { return 30; }

__host__ __device__ int bump(int& k) { return ++k; }

__host__ __device__ long long run() {
    int k = 0;
    long long r = 0;
    r = r * 10 + decltype(has_size<Sized>(0))::value;
    r = r * 10 + decltype(has_size<int>(0))::value;
    r = r * 10 + has_size<int>(0).value;
    r = r * 100 + count_rest(3, bump(k), 2.5, "text");
    r = r * 10 + k;
    r = r * 100 + count_rest(bump(k));
    r = r * 10 + k;
    return r;
}
