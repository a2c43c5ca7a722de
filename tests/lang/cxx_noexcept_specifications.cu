// noexcept specifications with an argument (`noexcept(true)`, `noexcept(expr)`
// naming template parameters, nested parentheses) on functions, member
// functions, constructors, destructors and lambdas: accepted, and the code
// runs as without them (device code has no exceptions).
template <class T>
struct Box {
    T v;
    __host__ __device__ explicit Box(T x) noexcept(sizeof(T) <= 8) : v(x) {}
    __host__ __device__ ~Box() noexcept(true) {}
    __host__ __device__ T get() const noexcept((sizeof(T) > 1) && true) { return v; }
};

template <class T>
__host__ __device__ T twice(T x) noexcept(noexcept(x + x)) { return x + x; }

__host__ __device__ int plain(int x) noexcept(false) { return x - 1; }

__host__ __device__ long long run() {
    Box<int> b(20);
    auto inc = [](int x) noexcept(true) { return x + 1; };
    auto mul = [k = 3](int x) mutable noexcept { return x * k; };
    return twice(b.get()) * 1000 + plain(inc(mul(5)) * 10);
}
