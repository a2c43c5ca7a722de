// A class template instance named only as a template argument and not chosen is not
// instantiated in C++ ([temp.inst]/2): CUB's WarpExchange selects
// `_If<c, WarpExchangeSmem<...>, WarpExchangeShfl<...>>`, and the unchosen
// WarpExchangeShfl's static_assert must not fail the compile. ptxc keeps such a
// failure with the class and reports it only if the class is used.
template <bool C> struct if_impl {
    template <class A, class B> using select = A;
};
template <> struct if_impl<false> {
    template <class A, class B> using select = B;
};
template <bool C, class A, class B> using if_t = typename if_impl<C>::template select<A, B>;

template <int Items, int Lanes> struct Shuffle {
    static_assert(Items == Lanes, "shuffle needs one item per lane");
    static constexpr int kind = 1;
    int v[Items];
};
template <int Items, int Lanes> struct Shared {
    static constexpr int kind = 2;
    int v[Items];
    __host__ __device__ int sum() const {
        int s = 0;
        for (int i = 0; i < Items; ++i)
            s += v[i];
        return s;
    }
};

template <int Items, int Lanes, bool UseShared>
using Exchange = if_t<UseShared, Shared<Items, Lanes>, Shuffle<Items, Lanes>>;

__host__ __device__ long long run() {
    Exchange<4, 32, true> e{{1, 2, 3, 4}};
    Exchange<8, 8, false> f{};
    long long s = e.kind * 100 + e.sum();
    s = s * 10 + f.kind;
    s = s * 100 + sizeof(f) / sizeof(int);
    return s;
}
