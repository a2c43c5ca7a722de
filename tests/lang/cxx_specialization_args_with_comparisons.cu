// Explicit specializations whose template arguments hold a comparison or a shift in
// parentheses (`R<(1 > 2)>`): the `>` inside the parentheses is an operator, not the
// end of the argument list, where the specialization is defined and where it is named.
// Checked against g++.
template <bool B> struct R { static const int v = 1; };
template <> struct R<(1 > 2)> { static const int v = 2; };
template <int N> struct Q { int a[N]; };
template <> struct Q<(3 > 2)> { int b; };
template <int N> struct S { static const int w = 10; };
template <> struct S<(64 >> 3)> { static const int w = 30; };

__host__ __device__ long long run() {
    long long s = R<(1 > 2)>::v * 10 + R<true>::v;     // 21
    s = s * 100 + (long long)sizeof(Q<(3 > 2)>);       // 2104
    s = s * 100 + S<8>::w + S<(2 > 1)>::w;             // 210440
    return s;
}
