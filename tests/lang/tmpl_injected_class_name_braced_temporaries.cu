// Expression statements starting with a temporary of a class template instance: the
// injected class name given arguments and a brace list (`unroll<n - 1>{}(f, args...);`,
// compile-time recursion over a count) and a template-id with `()`.
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

// `Impl<T, sizeof(T)>()(p, v);`: a value-initialized temporary called at once (no
// declarator is an empty pair of parentheses).
template <typename T, int Size>
struct AddImpl {
    __host__ __device__ void operator()(T* p, T v) const { *p += v * Size; }
};

__host__ __device__ long long run_value_initialized() {
    long long x = 1;
    AddImpl<long long, sizeof(long long)>()(&x, 3);
    return x;
}

__host__ __device__ long long run() {
    long long s = 0;
    unroll<4>{}(Accumulate{&s}, 2, 1);
    long long t = 0;
    unroll<3>{}.add(&t);
    return (s * 1000 + t) * 100 + run_value_initialized();
}
