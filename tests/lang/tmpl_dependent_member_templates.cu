// Member templates of dependent classes as template template arguments
// (`xref<T>::template call`, where xref is an alias of `decltype(v<T>)` of a
// variable template), in a partial specialization's pattern checked by
// substitution (`void_t<...>`), and array bounds only substitution can compute
// (`T (&a)[S::value]`), as CCCL's common_reference.h and concept fragments
// write them.
template <class...> using void_t = void;
struct keep { template <class U> using call = U; };
struct add_const { template <class U> using call = const U; };
template <class> extern keep apply_cv;
template <class T> extern add_const apply_cv<const T>;
template <class T> using xref = decltype(apply_cv<T>);

template <class, class, template <class> class, template <class> class, class = void> struct common {};
struct A {};
struct B {};
template <template <class> class TQ, template <class> class UQ> struct common<A, B, TQ, UQ> {
    using type = UQ<long>;
};
template <class T, class U>
using common_t = typename common<T, U, xref<T>::template call, xref<U>::template call>::type;

template <class T, class U, class = void> struct has_common { static constexpr int v = 1; };
template <class T, class U> struct has_common<T, U, void_t<common_t<T, U>>> { static constexpr int v = 2; };

template <class T, T v> struct constant { static constexpr T value = v; };
template <class T, class S>
__host__ __device__ int count(T (&a)[S::value]) { return sizeof(a) / sizeof(T); }

__host__ __device__ long long run() {
    long long s = has_common<int, int>::v;
    s = s * 10 + has_common<A, B>::v;
    s = s * 10 + has_common<A, const B>::v;
    s = s * 10 + sizeof(common_t<A, B>);
    short arr[6] = {};
    s = s * 10 + count<short, constant<int, 6>>(arr);
    return s;
}
