// Objects built by constexpr constructors hold constant values: a `constexpr` local
// constructed by one has fields constant expressions can read, and a function-scope
// `static` object (a device variable in device code) is initialized at compile time
// with what the constructor computes, default member initializers included, never
// with its arguments laid over the fields in order.
struct Pair {
    int first = 3;
    int second;
    __host__ __device__ constexpr Pair() : second(4) {}
    __host__ __device__ constexpr Pair(int x) : second(x * 2) {}
};
struct Scaled {
    long base;
    int factor = 5;
    __host__ __device__ constexpr Scaled(long b, int f) : base(b + 1), factor(f) {}
};

__host__ __device__ int from_statics(int pick) {
    static constexpr Pair p(7);
    static const Pair q;
    static Scaled s(10, 6);
    static constexpr Scaled t = Scaled(20, 2);
    return pick ? p.first * 1000 + p.second * 100 + q.first * 10 + q.second
                : (int)(s.base * s.factor + t.base * t.factor);
}

__host__ __device__ long long run() {
    constexpr Pair made;
    constexpr Pair braced{};
    constexpr Pair one(6);
    static_assert(made.first + made.second == 7, "default constructor's fields");
    static_assert(braced.second == 4, "value-initialized through the constructor");
    static_assert(one.second == 12 && one.first == 3, "default member initializer kept");
    int sized[one.second];
    for (int i = 0; i < one.second; ++i) sized[i] = i;
    long long r = from_statics(1);
    r = r * 1000 + from_statics(0);
    return r * 100 + sized[11] + made.first;
}
