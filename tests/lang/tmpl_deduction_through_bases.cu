// Deduction from a derived class ([temp.deduct.call]/4.3): a parameter naming a
// class template instance (by pointer, reference or value) deduces from the one
// base that matches, also with a non-type argument given explicitly; libcu++'s
// __type_switch picks its case this way (a class deriving from every case, a
// function template taking a pointer to the case for the label).
template <class V> struct B { V v; };
template <int N, class V> struct C { V v; };
struct D : B<short>, C<3, double>, C<4, char> {};
template <class V> __host__ __device__ int f(B<V>*) { return sizeof(V); }
template <class V> __host__ __device__ int fr(const B<V>&) { return 10 * sizeof(V); }
template <int N, class V> __host__ __device__ int h(C<N, V>*, int) { return N * 10 + sizeof(V); }

template <class T, T v> struct ic { static constexpr T value = v; };
template <class Label, class Value> struct case_ {
    template <class Other> using rebind = case_<ic<Other, Label::value>, Value>;
    using type = Value;
};
template <int L, class V> using tcase = case_<ic<int, L>, V>;
template <class V> struct tdefault {
    template <class> using rebind = tdefault;
    using type = V;
};
template <int L, class V> auto sw(tcase<L, V>*, int) -> tcase<L, V>;
template <int L, class V> auto sw(tdefault<V>*, long) -> tdefault<V>;
template <class... Cases> struct switch_fn : Cases::template rebind<int>... {
    template <int L> using call = typename decltype(sw<L>(static_cast<switch_fn*>(nullptr), 0))::type;
};
using table = switch_fn<tcase<1, char>, tcase<2, double>, tdefault<float>>;

__host__ __device__ long long run() {
    D d{};
    long long s = f(&d) * 10 + fr(d);
    s = s * 100 + h<3>(&d, 0);
    s = s * 100 + h<4>(&d, 0);
    s = s * 10 + sizeof(table::call<1>);
    s = s * 10 + sizeof(table::call<2>);
    s = s * 10 + sizeof(table::call<7>);
    return s;
}
