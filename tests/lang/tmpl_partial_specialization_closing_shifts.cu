// Partial specializations whose pattern ends in `>>>>` after an alias template of a
// dependent type (`same_v<remove_cv_t<typename T::element_type>, remove_cv_t<typename
// T::value_type>>>>`, as libcu++'s indirectly_readable_traits is written): the alias's
// list closed by the first half of a `>>` is a type, not a member named last, and a
// condition skipped to its end stops at a `>>` that closes the lists around it.
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class T> struct rcv { using type = T; };
template <class T> struct rcv<const T> { using type = T; };
template <class T> using remove_cv_t = typename rcv<T>::type;
template <class A, class B> inline constexpr bool same_v = false;
template <class A> inline constexpr bool same_v<A, A> = true;
template <class T> inline constexpr bool is_const_v = false;
template <class T> inline constexpr bool is_const_v<const T> = true;
template <class T, class = void> inline constexpr bool has_value_type = false;
template <class T> inline constexpr bool has_value_type<T, decltype(void(sizeof(typename T::value_type)))> = true;
template <class T, class = void> inline constexpr bool has_element_type = false;
template <class T>
inline constexpr bool has_element_type<T, decltype(void(sizeof(typename T::element_type)))> = true;

template <class, class = void> struct cond_value_type {};
template <class T> struct cond_value_type<T, enable_if_t<sizeof(T) != 0>> { using value_type = remove_cv_t<T>; };

template <class, class = void> struct readable {};
template <class I> struct readable<const I> : readable<I> {};
template <class T> struct readable<T*> : cond_value_type<T> {};
template <class T>
struct readable<T, enable_if_t<!is_const_v<T> && has_value_type<T> && !has_element_type<T>>>
    : cond_value_type<typename T::value_type> {};
template <class T>
struct readable<T, enable_if_t<!is_const_v<T> && !has_value_type<T> && has_element_type<T>>>
    : cond_value_type<typename T::element_type> {};
template <class T>
struct readable<T, enable_if_t<!is_const_v<T> && has_value_type<T> && has_element_type<T>
                               && same_v<remove_cv_t<typename T::element_type>, remove_cv_t<typename T::value_type>>>>
    : cond_value_type<typename T::value_type> {};

template <class, class = void> struct rank { static constexpr int v = 1; };
template <class T> struct rank<T, enable_if_t<same_v<int, remove_cv_t<typename T::value_type>>>> {
    static constexpr int v = 2;
};

template <class T, int N> struct span { using element_type = T; using value_type = remove_cv_t<T>; };
struct vec { using value_type = short; };
struct ptr { using element_type = const char; };
struct ci { using value_type = const int; };

__host__ __device__ long long run() {
    long long r = sizeof(typename readable<span<unsigned, 5>>::value_type) * 100
        + sizeof(typename readable<span<const double, 2>>::value_type) * 10000
        + sizeof(typename readable<vec>::value_type) * 10 + sizeof(typename readable<const ptr>::value_type)
        + sizeof(typename readable<double*>::value_type) * 1000;
    return r * 100 + rank<ci>::v * 10 + rank<vec>::v;
}
