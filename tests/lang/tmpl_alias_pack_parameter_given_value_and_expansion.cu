// An alias template whose one parameter is a pack, written in a function template's
// signature with a non-type parameter followed by a pack expansion
// (`seq<Cur, Rest...>`): `Cur` and `Rest...` together are the pack's arguments,
// and deduction peels one value per call, as libcu++'s mdspan helpers do; the
// same for a type pack.
typedef unsigned long usize;
template <class T, T... Vs> struct int_seq {
    static constexpr usize count = sizeof...(Vs);
    static constexpr long long digits() {
        const long long all[] = {0, (long long)Vs...};
        long long r = 0;
        for (long long v : all) r = r * 10 + v;
        return r;
    }
};
template <usize... Vs> using seq = int_seq<usize, Vs...>;

template <usize... Kept>
__host__ __device__ constexpr auto evens(seq<Kept...>, seq<>) { return seq<Kept...>{}; }

template <usize... Kept, usize Cur, usize... Rest>
__host__ __device__ constexpr auto evens(seq<Kept...>, seq<Cur, Rest...>) {
    if constexpr (Cur % 2 == 0)
        return evens(seq<Kept..., Cur>{}, seq<Rest...>{});
    else
        return evens(seq<Kept...>{}, seq<Rest...>{});
}

template <usize First, usize... Rest>
__host__ __device__ constexpr usize head(seq<First, Rest...>) { return First * 100 + sizeof...(Rest); }

// The same with types: `list<T, Ts...>` through an alias of a type pack.
template <class... Ts> struct type_list { static constexpr int size = sizeof...(Ts); };
template <class... Xs> using list = type_list<Xs...>;
template <class T, class... Ts>
__host__ __device__ int first_size(list<T, Ts...>) { return sizeof(T) * 10 + sizeof...(Ts); }

__host__ __device__ long long run() {
    auto e = evens(seq<>{}, seq<1, 2, 3, 4, 5, 6, 8>{});
    using E = decltype(e);
    long long r = E::digits() * 1000 + E::count * 100 + head(seq<7, 1, 1>{});
    return r * 1000 + first_size(type_list<double, int, char>{});
}
