// The noexcept(expr) operator: a bool constant, its operand unevaluated, true when
// everything the operand calls is declared noexcept (or noexcept(true), or is a
// destructor); calls of other functions make it false. Specifications with a
// constant argument (noexcept(sizeof(T) <= 4)) in templates; the operator in
// static_assert, template arguments, if constexpr and constexpr members.
__host__ __device__ int safe(int x) noexcept { return x + 1; }
__host__ __device__ int risky(int x) { return x * 2; }
__host__ __device__ int maybe_not(int x) noexcept(false) { return x - 1; }
__host__ __device__ int sure(int x) noexcept(1 + 1 == 2) { return x; }
struct Quiet {
    int v;
    __host__ __device__ Quiet(int x) noexcept : v(x) {}
    __host__ __device__ int get() const noexcept { return v; }
    __host__ __device__ int twice() const { return 2 * v; }
};
struct Loud {
    int v;
    __host__ __device__ Loud(int x) : v(x) {}
};
template <class T> __host__ __device__ int narrow(T x) noexcept(sizeof(T) <= 4) { return (int)x; }
template <class T> struct makes_quietly {
    static constexpr bool value = noexcept(T(1));
};
template <bool B> struct flag { static constexpr int value = B ? 10 : 20; };
template <class T> __host__ __device__ int how(T x) {
    if constexpr (noexcept(T(x))) return 1;
    else return 2;
}

static_assert(noexcept(safe(1)), "safe is noexcept");
static_assert(!noexcept(risky(1)), "risky may throw");
static_assert(noexcept(1 + 2 * 3), "arithmetic does not throw");
static_assert(!noexcept(safe(risky(1))), "an argument may throw");
static_assert(noexcept(narrow(1)) && !noexcept(narrow(1.0)), "conditional specification");

__host__ __device__ long long run() {
    Quiet q(3);
    Loud l(4);
    int calls = 0;
    long long r = noexcept(safe(calls++));                        // 1, calls stays 0
    r = r * 10 + noexcept(risky(1));                               // 0
    r = r * 10 + noexcept(maybe_not(1));                           // 0
    r = r * 10 + noexcept(sure(1));                                // 1
    r = r * 10 + noexcept(q.get());                                // 1
    r = r * 10 + noexcept(q.twice());                              // 0
    r = r * 10 + noexcept(Quiet(2));                               // 1
    r = r * 10 + noexcept(Loud(2));                                // 0
    r = r * 10 + makes_quietly<Quiet>::value + 2 * makes_quietly<Loud>::value + 4 * makes_quietly<int>::value;  // 5
    r = r * 100 + flag<noexcept(safe(0))>::value;                  // 10
    r = r * 10 + how(q) + 2 * how(l);                              // 5
    r = r * 10 + calls;                                            // 0
    return r * 100 + safe(l.v) + narrow(q.v);                      // 8
}
