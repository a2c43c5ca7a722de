// A `constexpr` local of class type initialized from a record prvalue (a constexpr
// function's result, `P(80)`, `P{3}` after `=`) is a constant: constant expressions read
// its members and call its constexpr member functions (CCCL's `constexpr auto cc =
// current_compute_capability();` then `cc.get()`, CUB's `constexpr ScanPolicy policy =
// current_policy<...>();` then `if constexpr (policy.algorithm == ...)`).
enum class Algo { plain, lookahead };

struct Cap {
    int cc_{};
    constexpr Cap() = default;
    __host__ __device__ explicit constexpr Cap(int cc) : cc_{cc} {}
    constexpr Cap(const Cap&) = default;
    __host__ __device__ constexpr int get() const { return cc_; }
    __host__ __device__ constexpr int major_cap() const { return cc_ / 10; }
};

struct Policy {
    Algo algorithm;
    int threads;
    int items;
};

__host__ __device__ constexpr Cap current() { return Cap{86}; }

__host__ __device__ constexpr Policy select(Cap cc) {
    return cc.get() >= 80 ? Policy{Algo::lookahead, 256, cc.major_cap()} : Policy{Algo::plain, 128, 1};
}

template <int N> struct Width { static constexpr int value = N; };

__host__ __device__ long long run() {
    constexpr auto cc = current();
    constexpr int v = cc.get();
    constexpr Cap older = Cap(75);
    constexpr Policy policy = select(cc);
    constexpr Policy fallback = select(older);
    long long r = v * 100 + older.get();
    if constexpr (policy.algorithm == Algo::lookahead) {
        r = r * 1000 + policy.threads;
    } else {
        r = r * 1000 + 1;
    }
    static_assert(fallback.algorithm == Algo::plain, "a pre-80 capability takes the plain scan");
    int arr[policy.items];
    for (int i = 0; i < policy.items; ++i) arr[i] = i;
    return r * 100 + Width<fallback.threads>::value / 4 + arr[policy.items - 1];
}
