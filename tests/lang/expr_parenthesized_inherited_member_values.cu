// A parenthesized qualified name whose member is inherited from a base
// (`(ns::is_wide<T>::value)`, as CuTe's `__CUTE_REQUIRES(...)` wraps `is_arithmetic<T>`,
// whose `value` comes from `integral_constant`): looking ahead cannot see that `value`
// is no type, but a `)` followed by `>`, `,`, `==`, `&&`, `?` ... ends a value, never a
// C-style cast. Also in a template's default argument, where it picks overloads.
template <bool B> struct bool_c { static constexpr bool value = B; };
namespace traits {
template <class T> struct is_wide : bool_c<(sizeof(T) >= 4)> {};
template <class T> struct size_of : bool_c<true> { static constexpr int bytes = sizeof(T); };
}  // namespace traits
template <bool B, class T = void> struct only_if {};
template <class T> struct only_if<true, T> { using type = T; };

template <class T, typename only_if<(traits::is_wide<T>::value)>::type* = nullptr>
__host__ __device__ constexpr int width(T) { return 2; }
template <class T, typename only_if<!(traits::is_wide<T>::value)>::type* = nullptr>
__host__ __device__ constexpr int width(T) { return 1; }

template <class T> struct holder {
    static constexpr int n = (traits::size_of<T>::value) ? traits::size_of<T>::bytes : -1;
};

__host__ __device__ long long run() {
    only_if<(traits::is_wide<int>::value)>::type* p = nullptr;
    bool both = (traits::is_wide<long>::value) && (traits::is_wide<char>::value);
    int pick = (traits::is_wide<short>::value) ? 7 : 8;
    long long r = width(1) * 1000 + width('c') * 100 + width(2.0) * 10 + (p == nullptr);
    return r * 1000 + both * 100 + pick * 10 + holder<double>::n;
}
