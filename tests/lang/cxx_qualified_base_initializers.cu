// Mem-initializers naming a base by a qualified name: `::ns::Base<T>(v)`,
// `ns::Plain{v}`, a nested class `Outer::Inner(v)` (libcu++'s
// `: ::cuda::std::__atomic_ref_impl<T, S>(ref)`).
namespace lib {
namespace detail {
template <class T, int K>
struct Impl {
    T v;
    __host__ __device__ explicit Impl(T x) : v(x * K) {}
};
}  // namespace detail
struct Plain {
    int p;
};
struct Outer {
    struct Inner {
        int i;
        __host__ __device__ Inner(int x) : i(x + 1) {}
    };
};
}  // namespace lib

template <class T>
struct Ref : ::lib::detail::Impl<T, 3>, lib::Plain, lib::Outer::Inner {
    __host__ __device__ Ref(T x) : ::lib::detail::Impl<T, 3>(x), lib::Plain{5}, lib::Outer::Inner(8) {}
};
struct Plainly : lib::detail::Impl<int, 2> {
    __host__ __device__ Plainly() : lib::detail::Impl<int, 2>{21} {}
};

__host__ __device__ long long run() {
    Ref<long long> r(4);
    Plainly q;
    return r.v * 10000 + r.p * 1000 + r.i * 100 + q.v;
}
