// `(X<args>::type::value == 1)`: a parenthesized expression that starts with a
// class template's member chain is no C-style cast (libcu++'s chrono
// conversions test `(__no_overflow<P2, P>::type::den == 1)` in SFINAE
// conditions); as a template argument, in a function body and in SFINAE.
template <bool B, class T = void> struct en_if {};
template <class T> struct en_if<true, T> { using type = T; };
template <bool B, class T = void> using en_if_t = typename en_if<B, T>::type;
template <long long N, long long D = 1>
struct ratio {
    static constexpr long long num = N;
    static constexpr long long den = D;
    using type = ratio<N, D>;
};
template <class R1, class R2>
struct mul {
    using type = ratio<R1::num * R2::den, R1::den * R2::num>;
};
template <bool B> struct BoolC { static constexpr bool value = B; };

template <class P, en_if_t<(mul<P, ratio<1>>::type::den == 1), int> = 0>
__host__ __device__ int kind(P) { return 1; }
template <class P, en_if_t<(mul<P, ratio<1>>::type::den != 1), int> = 0>
__host__ __device__ int kind(P) { return 2; }

template <class P>
__host__ __device__ long long in_body() {
    long long d = (ratio<P::num, P::den>::type::den + 1) * 10;
    return d + BoolC<(ratio<P::num, P::den>::type::den == 3)>::value;
}

__host__ __device__ long long run() {
    return kind(ratio<3>()) * 100000 + kind(ratio<1, 3>()) * 10000 + in_body<ratio<1, 3>>();
}
