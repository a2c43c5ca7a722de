// A `<` inside the template arguments of a function template's return type compares
// when it follows a number, a `)` or a member of a dependent class named without
// `template` (`R<a, b>::den < R<x, y>::num`, CuTe's integral_ratio.hpp); only a
// template's name opens an argument list ([temp.names]/3). The declaration is still a
// function template, not a variable template.
template <bool B> struct bool_c { static constexpr bool value = B; };
template <int N, int D> struct ratio { static constexpr int num = N, den = D; };

template <int a, int b, int x, int y>
__host__ __device__ constexpr bool_c<ratio<a, b>::num * ratio<x, y>::den < ratio<x, y>::num * ratio<a, b>::den>
less(ratio<a, b>, ratio<x, y>) {
    return {};
}

template <int a>
__host__ __device__ constexpr bool_c<3 < a> above_three() {
    return {};
}

template <int a, int b>
__host__ __device__ constexpr bool_c<(a < b)> ordered(ratio<a, b>) {
    return {};
}

__host__ __device__ long long run() {
    long long r = decltype(less(ratio<1, 2>{}, ratio<2, 3>{}))::value;   // 1
    r = r * 10 + decltype(less(ratio<3, 4>{}, ratio<2, 3>{}))::value;    // 0
    r = r * 10 + decltype(above_three<5>())::value;                       // 1
    r = r * 10 + decltype(above_three<2>())::value;                       // 0
    r = r * 10 + decltype(ordered(ratio<1, 9>{}))::value;                 // 1
    return r;
}
