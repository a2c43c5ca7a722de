// A function template declared with some parameter names and defined with others
// (Thrust's copy: `System` in copy.h, `DerivedPolicy` in copy.inl): instances parse
// the definition with its own names bound.
template <class D> struct base { int k; };
struct seq : base<seq> {};
template <class System, class In, class Out>
__host__ __device__ Out copy(const base<System>& system, In first, In last, Out result);
template <class DerivedPolicy, class InputIterator, class OutputIterator>
__host__ __device__ OutputIterator copy(const base<DerivedPolicy>& exec, InputIterator first, InputIterator last, OutputIterator result)
{
    const DerivedPolicy& d = static_cast<const DerivedPolicy&>(exec);
    for (; first != last; ++first, ++result) *result = *first + d.k;
    return result;
}
__host__ __device__ long long run() {
    int a[3] = {1, 2, 3}, b[3];
    seq s;
    s.k = 10;
    copy(s, a, a + 3, b);
    return b[0] * 10000 + b[1] * 100 + b[2];
}
