// Inside a class template, C++17 lets a constructor and the destructor be declared with
// the class's own template arguments (`Fixed<N, D>(int)`, `~Fixed<N, D>()`): the
// injected-class-name as a template-id. Found in CUTLASS's exmy_base.h.
template <int N, class Derived>
struct Fixed {
    int raw;
    __host__ __device__ Fixed<N, Derived>() : raw(N) {}
    __host__ __device__ explicit Fixed<N, Derived>(int x) : raw(x * N) {}
    __host__ __device__ explicit Fixed<N, Derived>(float x) { raw = static_cast<Derived*>(this)->round(x); }
    __host__ __device__ ~Fixed<N, Derived>() {}
};

struct Tenths : Fixed<10, Tenths> {
    __host__ __device__ explicit Tenths(float x) : Fixed<10, Tenths>(x) {}
    __host__ __device__ int round(float x) const { return int(x * 10.0f + 0.5f); }
};

__host__ __device__ long long run() {
    Fixed<3, int> a;
    Fixed<4, int> b(5);
    Tenths t(2.25f);
    return a.raw * 10000 + b.raw * 100 + t.raw;   // 3, 20, 23
}
