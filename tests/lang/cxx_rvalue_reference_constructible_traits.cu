// `__is_constructible(T&&, U)`: an rvalue reference binds an xvalue or a prvalue
// (`int&&` from `int&&`, from `int`, from a `long` through a temporary) and never an
// lvalue of its own type (`int&&` from `int&`). A converting constructor constrained on
// the trait, as a proxy of `T = int&&` declares one, takes an xvalue.
template <bool B, class T = void> struct EnableIf {};
template <class T> struct EnableIf<true, T> { using type = T; };

struct Token { int v; };
struct Holder {
    int v;
    __host__ __device__ operator Token() const { return Token{v}; }
};

template <class T>
struct Wrap {
    T data;
    template <class U, typename EnableIf<__is_constructible(T, U&&), int>::type = 0>
    __host__ __device__ constexpr Wrap(U&& u) : data(static_cast<U&&>(u)) {}
};

template <class T, class U>
__host__ __device__ constexpr int bit(int k) { return __is_constructible(T, U) ? 1 << k : 0; }

__host__ __device__ long long run() {
    int traits = bit<int&&, int&&>(0) | bit<int&&, int>(1) | bit<int&&, long>(2) | bit<int&&, int&>(3)
               | bit<int&&, const int&&>(4) | bit<const int&&, int&&>(5) | bit<int&, int&&>(6)
               | bit<const int&, int&&>(7) | bit<Token&&, Holder&>(8) | bit<Token&&, Token&>(9)
               | bit<Token&&, Token>(10);
    int x = 41;
    Wrap<int&&> w{static_cast<int&&>(x)};
    w.data += 1;                       // writes x through the rvalue reference
    Wrap<int&> l{x};
    l.data *= 2;
    return (long long)traits * 1000 + x;
}
