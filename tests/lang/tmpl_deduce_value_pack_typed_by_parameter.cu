// a non-type parameter pack whose type is a type parameter (`T... Ints`) deduced from a
// class template instance (`seq<int, 4, 5, 6>`) takes the instance's values with their
// type, so a signature naming `typename pick<I, seq<T, Ints...>>::type` substitutes (as
// CuTe's `get<I>(integer_sequence<T, Ints...>)`)
typedef unsigned long size_t;
template <class T, T v> struct constant { static constexpr T value = v; };
template <class T, T... Ints> struct seq {};
template <size_t I, class T> struct pick;
template <size_t I, class T, T... Is> struct pick<I, seq<T, Is...>> {
    static constexpr T at[sizeof...(Is)] = {Is...};
    using type = constant<T, at[I]>;
};
template <size_t I, class T> using pick_t = typename pick<I, T>::type;
template <size_t I, class T, T... Ints> __host__ __device__ constexpr pick_t<I, seq<T, Ints...>> get(seq<T, Ints...>) {
    return {};
}
template <class T, T... Ints> __host__ __device__ constexpr typename pick<0, seq<T, Ints...>>::type first(seq<T, Ints...>) {
    return {};
}
template <class T, T... Ints> __host__ __device__ constexpr T sum(seq<T, Ints...>) { return (T(0) + ... + Ints); }
__host__ __device__ long long run() {
    auto g = get<2>(seq<int, 4, 5, 6>{});
    auto h = get<0>(seq<char, 'a', 'b'>{});
    long long r = decltype(g)::value * 1000 + decltype(h)::value;
    r = r * 100 + decltype(first(seq<long, 42L, 7L>{}))::value;
    r = r * 100 + sum(seq<short, 10, 20, 30>{});
    return r;
}
