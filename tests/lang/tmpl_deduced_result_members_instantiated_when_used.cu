// A member function of a class template instance whose result is deduced from its
// body (`static auto mode() { return first(seq<Ns...>{}); }`, as CuTe's `ScaledBasis`
// writes it) is instantiated only when used ([temp.inst]/4): an instance for which its
// body does not compile (no `Ns`) is still a complete class, usable in every other
// way. ptxc parses such bodies with the class (their result is needed early); one that
// fails now waits for a use instead of making the class an error. Before,
// `Basis<int>` reported "no instance of overloaded function" and every use failed.
template <int... Ns> struct seq {};
template <int N, int... Ns> __host__ __device__ constexpr int first(seq<N, Ns...>) { return N; }

template <class T, int... Ns> struct Basis {
    T value;
    __host__ __device__ static constexpr auto mode() { return first(seq<Ns...>{}); }
    __host__ __device__ auto scaled(int k) const { return value * k + first(seq<Ns...>{}); }
    __host__ __device__ constexpr T get() const { return value; }
};

__host__ __device__ long long run() {
    Basis<int> none{7};                 // mode() and scaled() are never used
    Basis<int, 5, 6> some{8};
    long long r = none.get();           // 7
    r = r * 10 + some.mode();           // 5
    r = r * 100 + some.scaled(3);       // 8 * 3 + 5 = 29
    r = r * 10 + sizeof(none) / sizeof(int);  // 1
    return r;
}
