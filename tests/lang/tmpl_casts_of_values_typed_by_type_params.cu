// template arguments combining values whose type is a type parameter: `(S + 1)` and `(S + Is)...` in trailing return types are read per instance (not typed while the signature is read), `T(S * 2)` is a functional cast, and `R(A)` still a function type
template <class T, T... Vs> struct values {
    static constexpr int count = sizeof...(Vs);
    static constexpr long long sum() { return (0LL + ... + (long long)Vs); }
};
template <class T, T... Is> struct seq {};
template <class T, T S>
__host__ __device__ auto next_one() -> values<T, (S + 1)>;
template <class T, T S>
__host__ __device__ auto twice_and_next() -> values<T, T(S * 2), (S + 1)>;
template <class T, T S, T... Is>
__host__ __device__ auto shifted(seq<T, Is...>*) -> values<T, (S + Is)...>;
template <class F> struct fn_type { static constexpr int arity = -1; };
template <class R, class A> struct fn_type<R(A)> { static constexpr int arity = 1; };
__host__ __device__ long long run() {
    using B = decltype(next_one<unsigned char, 41>());
    using D = decltype(twice_and_next<short, 300>());
    long long r = B::sum() * 10 + B::count;
    r += D::count * 100000 + D::sum() * 1000;
    r += fn_type<int(long)>::arity * 7;                    // still a function type
    return r;
}
