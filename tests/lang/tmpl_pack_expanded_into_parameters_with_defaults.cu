// A pattern's pack expanded into a class template whose parameters are no pack and
// end in defaults (`Triple<Ts...>` with `template <class A, class B, class C = int>`,
// as CuTe's TiledMMA<Args...> is written): the expansion stands for all of them, so
// nothing is missing in the signature; deduction takes the instance's complete
// arguments (defaults filled in) as the pack, also after a leading fixed argument and
// in a partial specialization.
template <class A, class B, class C = int> struct Triple {
    A a;
    B b;
    C c;
};
template <int X, int Y = 7, int Z = 9> struct Dims {};

template <class... Ts> __host__ __device__ constexpr int count(Triple<Ts...> const&) { return sizeof...(Ts); }

template <class... Ts> __host__ __device__ constexpr int bytes(const Triple<Ts...>&) {
    return (0 + ... + (int)sizeof(Ts));
}

template <class... Rest> __host__ __device__ constexpr int after_char(Triple<char, Rest...>) {
    return 100 + sizeof...(Rest);
}
template <class... Ts> __host__ __device__ constexpr int after_char(Triple<Ts...>) { return 200; }

template <int... Ns> __host__ __device__ constexpr int sum(Dims<Ns...>) { return (0 + ... + Ns); }

template <class T> struct Arity { static constexpr int value = -1; };
template <class... Ts> struct Arity<Triple<Ts...>> { static constexpr int value = sizeof...(Ts) * 11; };

__host__ __device__ long long run() {
    Triple<char, short> x{1, 2, 3};
    Triple<char, short, long long> y{4, 5, 6};
    Triple<short, short> z{7, 8, 9};
    long long r = count(x);                  // 3: the default C = int is deduced too
    r = r * 10 + count(y);                   // 3
    r = r * 100 + bytes(x);                  // 1 + 2 + 4
    r = r * 100 + bytes(y);                  // 1 + 2 + 8
    r = r * 1000 + after_char(x);            // 102
    r = r * 1000 + after_char(z);            // 200
    r = r * 100 + sum(Dims<1>{});            // 1 + 7 + 9
    r = r * 100 + sum(Dims<1, 2>{});         // 1 + 2 + 9
    r = r * 100 + Arity<Triple<int, int>>::value + Arity<int>::value;  // 33 - 1
    return r + x.c + y.c + z.c;
}
