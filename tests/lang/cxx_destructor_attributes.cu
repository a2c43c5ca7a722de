// Destructors declared after attributes among their specifiers (libcu++'s
// `_CCCL_HIDE_FROM_ABI ~__barrier_base() = default;`, the macro being
// `__attribute__((visibility("hidden"))) inline`), defaulted or with a body.
__device__ int destroyed = 0;
template <class T>
struct Base {
    T v;
    __host__ __device__ Base(T x) : v(x) {}
    __attribute__((visibility("hidden"))) inline ~Base() = default;
};
struct Counted {
    int id;
    __host__ __device__ Counted(int i) : id(i) {}
    [[maybe_unused]] __attribute__((noinline)) __host__ __device__ ~Counted() { destroyed += id; }
};

__host__ __device__ long long run() {
    long long s = 0;
    {
        Base<int> b(4);
        Counted c(7);
        s = b.v * 10;
    }
    return s * 100 + destroyed;
}
