// An expression statement starting with the injected class name of a class template
// given arguments and a brace list (`unroll<n - 1>{}(f, args...);`): a temporary of
// another instance, called, as in compile-time recursion over a count.
template <int n>
struct unroll {
    template <typename Func, typename... Args>
    __host__ __device__ void operator()(const Func& f, Args... args) const {
        f(n - 1, args...);
        unroll<n - 1>{}(f, args...);
    }
    __host__ __device__ void add(long long* s) const {
        *s = *s * 10 + n;
        unroll<n - 1>{}.add(s);
    }
};

template <>
struct unroll<1> {
    template <typename Func, typename... Args>
    __host__ __device__ void operator()(const Func& f, Args... args) const {
        f(0, args...);
    }
    __host__ __device__ void add(long long* s) const { *s = *s * 10 + 1; }
};

struct Accumulate {
    long long* total;
    __host__ __device__ void operator()(int i, int scale, int bias) const { *total = *total * 10 + i * scale + bias; }
};

__host__ __device__ long long run() {
    long long s = 0;
    unroll<4>{}(Accumulate{&s}, 2, 1);
    long long t = 0;
    unroll<3>{}.add(&t);
    return s * 1000 + t;
}
