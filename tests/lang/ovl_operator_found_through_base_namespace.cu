// An operator expression finds non-member operator functions by argument-dependent
// lookup as a call does ([over.match.oper]/3.2): the namespaces of the operands'
// base classes are associated too, so `b - a` on an iterator declared in `lib::impl`
// finds the operator template declared beside its base `lib::facade`, and the
// expression is written in a third namespace where ordinary lookup finds nothing.
namespace lib {
template <class Derived, class Diff>
struct facade {
    typedef Diff difference_type;
};

template <class D1, class F1, class D2, class F2>
__host__ __device__ F1 operator-(const facade<D1, F1>& l, const facade<D2, F2>& r)
{
    return static_cast<const D2&>(r).distance_to(static_cast<const D1&>(l));
}

template <class D, class F>
__host__ __device__ bool operator==(const facade<D, F>& l, const facade<D, F>& r)
{
    return (l - r) == 0;
}

namespace impl {
template <class P>
struct normal : facade<normal<P>, long> {
    P p;
    __host__ __device__ explicit normal(P q) : p(q) {}
    __host__ __device__ long distance_to(const normal& o) const { return o.p - p; }
};
}  // namespace impl
}  // namespace lib

namespace algo {
template <class It>
__host__ __device__ long distance(It first, It last)
{
    return last - first;
}
}  // namespace algo

__host__ __device__ long long run()
{
    int data[9] = {};
    lib::impl::normal<int*> a(data + 2), b(data + 7);
    long d = algo::distance(a, b);
    long back = a - b;
    return d * 1000 + back * 10 + (a == lib::impl::normal<int*>(data + 2));
}
