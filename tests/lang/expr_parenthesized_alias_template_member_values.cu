// a member of an alias template's instance inside parentheses with an operator after it
// (`(is_int_t<U>::value && t == 0)`) is a value, not a C-style cast to a type: in an
// expression, in a template argument, and in an `enable_if` condition of a template
// parameter's default (CuTe's `__CUTE_REQUIRES(is_std_integral<U>::value && t == 0)`)
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <class T> struct is_int { static constexpr bool value = false; };
template <> struct is_int<int> { static constexpr bool value = true; };
template <bool B> struct bool_c { static constexpr bool value = B; };
struct true_base { static constexpr bool value = true; };
template <class T> struct is_long : bool_c<false> {};
template <> struct is_long<long> : true_base {};
template <class T> using is_int_t = is_int<T>;
template <class T> using is_long_t = is_long<T>;
template <auto v> struct C { static constexpr auto value = v; };
template <auto t, class U, typename enable_if<(is_int_t<U>::value && t == 0)>::type* = nullptr>
__host__ __device__ constexpr int pick(C<t>, U) { return 1; }
template <auto t, class U, typename enable_if<(is_long_t<U>::value || t == 7)>::type* = nullptr>
__host__ __device__ constexpr int pick(C<t>, U) { return 2; }
template <int t, class U, typename enable_if<(is_int_t<U>::value && t == 0)>::type* = nullptr>
__host__ __device__ constexpr int zero(U u) { return u + 10; }
__host__ __device__ long long run() {
    bool a = (is_int_t<int>::value && true);
    bool b = bool_c<(is_long_t<long>::value && !is_int_t<long>::value)>::value;
    int c = (is_int_t<char>::value) + (is_long_t<long>::value + 2);
    long long r = a * 100 + b * 10 + c;
    r = r * 10 + pick(C<0>{}, 3);
    r = r * 10 + pick(C<5>{}, 3L);
    r = r * 10 + pick(C<7>{}, 'x');
    r = r * 100 + zero<0>(4);
    return r;
}
