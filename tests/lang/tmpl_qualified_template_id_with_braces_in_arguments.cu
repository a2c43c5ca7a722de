// a template-id qualifying a member (`is_same<A, decltype(f(Z{}))>::value`) whose
// arguments hold a brace initializer inside parentheses, as a template argument of
// another template-id and in an expression, in plain and template functions
template <bool B> struct bool_c { static constexpr bool value = B; };
template <class A, class B> struct same { static constexpr bool value = false; };
template <class A> struct same<A, A> { static constexpr bool value = true; };
struct Z { int v; };
__host__ __device__ int f(Z z) { return z.v; }
__host__ __device__ long f(int a, Z) { return a; }
template <int N> struct num { static constexpr int value = N; };
__host__ __device__ auto plain() { return bool_c<same<int, decltype(f(Z{}))>::value>{}; }
template <class T> __host__ __device__ auto tmpl(T const& t) {
    return bool_c<same<long, decltype(f(t, Z{}))>::value>{};
}
template <class T> __host__ __device__ int sized(T const&) { return num<sizeof(decltype(f(T{}, Z{1})))>::value; }
__host__ __device__ long long run() {
    long long r = decltype(plain())::value;
    r = r * 10 + decltype(tmpl(3))::value;
    r = r * 10 + decltype(tmpl(2.5))::value;
    r = r * 10 + same<int, decltype(f(Z{2}))>::value;
    r = r * 10 + sized(1);
    return r;
}
