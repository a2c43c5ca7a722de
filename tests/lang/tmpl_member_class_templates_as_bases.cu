// A member class template of another class's instance as a base class
// (`struct make : parity<N % 2>::template pmake<N> {}`, as libcu++ builds
// make_integer_sequence without compiler builtins), also without the `template`
// keyword, and `sizeof...(Is)` inside a pack expansion's pattern that expands `Is`
// (`sizeof...(Is) + Is...`): the whole pack's length; and explicit conversions
// written with a typename-specifier (`typename make<5>::type{}`, `typename
// box<long>::type(7)`).
template <int... Is> struct seq {
    static constexpr int size = sizeof...(Is);
    static constexpr int sum = (0 + ... + Is);
};
template <class S, int... Extra> struct repeat;
template <int... Is, int... Extra> struct repeat<seq<Is...>, Extra...> {
    using type = seq<Is..., sizeof...(Is) + Is..., Extra...>;
};
template <int N> struct parity;
template <int N> struct make : parity<N % 2>::template pmake<N> {};
template <> struct make<0> { using type = seq<>; };
template <> struct make<1> { using type = seq<0>; };
template <> struct parity<0> {
    template <int N> struct pmake : repeat<typename make<N / 2>::type> {};
};
template <> struct parity<1> {
    template <int N> struct pmake : repeat<typename make<N / 2>::type, N - 1> {};
};

template <int N> struct outer {
    template <int M> struct inner { static constexpr int v = N * 10 + M; };
};
template <int N> struct derived : outer<N % 2>::inner<N> {};
template <int N> struct named { using type = typename outer<N>::template inner<N + 1>; };

template <class T> struct box { using type = T; };
template <class T> __host__ __device__ long long convert(int x) { return typename box<T>::type(x) + typename box<T>::type{}; }

template <int... Is> __host__ __device__ long long weigh(seq<Is...>) {
    long long w = 0;
    int v[] = {0, (Is * (int)sizeof...(Is))...};
    for (int k = 0; k <= (int)sizeof...(Is); k++)
        w += v[k];
    return w;
}

__host__ __device__ long long run() {
    using S9 = typename make<9>::type;
    using S6 = make<6>::type;
    long long r = S9::size * 1000 + S9::sum * 10 + S6::size;
    return r * 100000 + derived<3>::v * 1000 + named<4>::type::v + weigh(typename make<5>::type{}) * 10000000000LL + convert<long>(7) * 1000000000000000LL;
}
