// Two-phase lookup: an argument built from a type-dependent expression is type-dependent
// whatever its own type turns out to be ([temp.dep.expr]), and so is an `auto` variable
// initialized by one: in `detail::sum`, `t.a`, `second(t)` and `b` are `C<3>`, `C<4>` and
// `C<4>`, types that name no template argument, but the calls on them are dependent, so
// argument-dependent lookup at the point of instantiation finds `cu::sum`, declared after
// `detail::sum` (ordinary lookup finds only the two-argument `detail::sum`). CuTe's
// `detail::zip2_by` calls `zip2_by(get<Is>(t), get<Is>(guide))...` and needs the
// two-argument `cute::zip2_by` declared after it in the same way.
namespace cu {
template <int N>
struct C {
};
template <class A, class B>
struct pair {
    A a;
    B b;
};
template <class A, class B>
__host__ __device__ B second(pair<A, B> const& p) { return p.b; }

namespace detail {
template <class T>
__host__ __device__ int sum(T const& t, int extra)
{
    auto b = second(t);
    return sum(t.a) * 100 + sum(second(t)) * 10 + sum(b) + extra;
}
} // namespace detail

template <int N>
__host__ __device__ int sum(C<N>) { return N; }
template <class T>
__host__ __device__ int sum(T const& t) { return detail::sum(t, 100); }
} // namespace cu

__host__ __device__ long long run()
{
    cu::pair<cu::C<3>, cu::C<4>> p{};
    return cu::sum(p);
}
