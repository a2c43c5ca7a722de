// An unqualified call in a member function that ordinary lookup resolves to a class
// member (CuTe's `Swizzle::operator()` calling its static `apply(offset)`) takes no
// argument-dependent lookup ([basic.lookup.argdep]/3): the namespace's two-parameter
// `apply` next to the argument's class is not a candidate, so the call is not an
// overload mismatch.
namespace ns {
template <class T, class F>
__host__ __device__ constexpr auto apply(T&& t, F&& f) { return f(t) + 1000; }
template <unsigned S>
struct bits { unsigned d; };
template <unsigned S>
__host__ __device__ constexpr unsigned operator^(bits<S> const& m, int b) { return (S | m.d) ^ b; }
template <int B>
struct swizzle {
    template <class O>
    __host__ __device__ static constexpr auto apply(O const& o) { return o ^ B; }
    template <class O>
    __host__ __device__ constexpr auto operator()(O const& o) const { return apply(o); }
    template <class O>
    __host__ __device__ constexpr auto twice(O const& o) const { return apply(o) + apply(o); }
};
}
__host__ __device__ long long run() {
    ns::swizzle<3> s;
    return s(ns::bits<8>{5}) * 100 + s.twice(ns::bits<16>{1}) + s(7u);
}
