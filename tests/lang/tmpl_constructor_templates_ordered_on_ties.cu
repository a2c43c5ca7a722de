// Constructor templates tied on every argument are ordered by specialization: for an
// `int*`, `explicit ptr(OE*)` (by value) and `ptr(const OP&)` (a reference binding,
// whose SFINAE condition holds for raw pointers, as Thrust's pointer has) are both
// identities, and the more specialized `OE*` wins; the copy goes to `const OP&`.
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class P> inline constexpr bool is_fancy_v = false;
template <class P> inline constexpr bool is_fancy_v<P*> = true;
namespace detail {
template <class F, class T, bool = is_fancy_v<F> && is_fancy_v<T>>
inline constexpr bool lazy_conv_v = false;
template <class F, class T>
inline constexpr bool lazy_conv_v<F, T, true> = true;
template <class F, class T, class R = void>
using enable_if_conv_t = enable_if_t<lazy_conv_v<F, T>, R>;
}
template <class E>
struct ptr {
    using element = E;
    E* p;
    __host__ __device__ ptr() : p(nullptr) {}
    __host__ __device__ ptr(decltype(nullptr)) : p(nullptr) {}
    template <class OE>
    __host__ __device__ explicit ptr(OE* q) : p(q) {}
    template <class OP, detail::enable_if_conv_t<OP, ptr>* = nullptr>
    __host__ __device__ ptr(const OP& other) : p(other.p) {}
};
template <class E> inline constexpr bool is_fancy_v<ptr<E>> = true;
__host__ __device__ long long run() {
    int x = 42;
    ptr<int> a(static_cast<int*>(nullptr));
    ptr<int> b(&x);
    ptr<int> c(b);
    return (a.p == nullptr) * 100 + *c.p;
}
