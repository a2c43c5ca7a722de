// SFINAE conditions on non-type template parameters, as libcu++ writes them:
// `typename enable_if<can<C>::yes, int>::type = 0` with `C` a non-type
// parameter of enumeration or integer type, `(N > 3)` inside the condition, an
// unnamed parameter ending in `::type`; a variable template with a defaulted
// `bool = !is_same_v<T, C>>` parameter (the default ends in `>>`) and a partial
// specialization on it; a variable template calling a member template of a class
// defined after it, whose default template argument stands after the variable
// template's own tokens.
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
enum class sel { a, b };
template <sel S> struct can { static constexpr bool yes = S == sel::a; };
template <int N> struct can3 { static constexpr bool yes = N == 4; };
template <sel C = sel::a, typename enable_if<can<C>::yes, int>::type = 0> __host__ __device__ int f1() { return 1; }
template <sel C, typename enable_if<!can<C>::yes, int>::type = 0> __host__ __device__ int f1() { return 2; }
template <int N = 4, typename enable_if<can3<N>::yes, int>::type = 0> __host__ __device__ int g2() { return 3; }
template <int N, typename enable_if<(N > 3), int>::type = 0> __host__ __device__ int g3() { return N; }
template <int N, typename enable_if<(N <= 3), int>::type = 0> __host__ __device__ int g3() { return -N; }

template <class A, class B> inline constexpr bool is_same_v = false;
template <class A> inline constexpr bool is_same_v<A, A> = true;
template <class T, class C, bool = !is_same_v<T, C>> inline constexpr bool differs = false;
template <class T, class C> inline constexpr bool differs<T, C, true> = true;

template <class...> struct tag;
template <class T, class... Args> extern T make_dependent;
template <class Impl, class... Args> using dependent_t = decltype(make_dependent<Impl, Args...>);
template <class I> constexpr bool has_value_type = dependent_t<struct D, I>::sat(static_cast<tag<void, I>*>(nullptr), 0);
struct D {
    template <class, class I> static auto well_formed() -> decltype(static_cast<tag<typename I::value_type>*>(nullptr), void()) {}
    template <class... Args, class = decltype(&D::well_formed<Args...>)>
    static constexpr bool sat(tag<Args...>*, int) { return true; }
    static constexpr bool sat(void*, long) { return false; }
};
struct A { using value_type = int; };

__host__ __device__ long long run() {
    long long s = f1() * 10 + f1<sel::b>();
    s = s * 10 + g2();
    s = s * 100 + g3<5>() * 10 + g3<2>() + 20;
    s = s * 100 + differs<int, char> * 10 + differs<int, int>;
    s = s * 100 + has_value_type<A> * 10 + has_value_type<int>;
    return s;
}
