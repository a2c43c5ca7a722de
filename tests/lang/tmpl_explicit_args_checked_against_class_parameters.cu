// Explicit template arguments fix a parameter's class template instance as written:
// `f<int>(x)` where `f` takes `const base<D>&` and `D` comes first is viable only if
// `x`'s class is (or derives from) `base<int>`. Otherwise the overload whose first
// parameter `T` takes the `int` is the one called.
template <class D>
struct base {};

template <class D>
struct middle : base<D> {};

struct leaf : middle<leaf> {};

template <class D>
__host__ __device__ int pick(const base<D>&, unsigned long) {
    return 1;
}

template <class T, class D>
__host__ __device__ int pick(const base<D>&, unsigned long n) {
    return 2 + static_cast<int>(sizeof(T) * n);
}

template <class T, class D>
__host__ __device__ int through(middle<D>& m, long n) {
    return pick<T>(m, n);
}

__host__ __device__ long long run() {
    leaf l;
    long long r = pick<int>(l, 3);
    r = r * 100 + through<double>(l, 2);
    r = r * 100 + pick<int, leaf>(l, 1);
    return r;
}
