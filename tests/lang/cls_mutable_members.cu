// `mutable` data members: modifiable through a `const` object and in `const` member
// functions (a cache, a call counter, a stateful functor called from a `const`
// `operator()` as Thrust's wrapped_function does); other members stay `const`.
struct Counter {
    int n = 0;
    __host__ __device__ int operator()(int x) { return x + ++n; }
};
template <typename Function, typename Result>
struct wrapped {
    mutable Function m_f;
    template <typename... Ts>
    inline __host__ __device__ Result operator()(Ts&&... args) const { return static_cast<Result>(m_f(args...)); }
};
struct Cached {
    int base;
    mutable int hits = 0;
    mutable bool valid = false;
    mutable long cache = 0;
    __host__ __device__ long value() const {
        ++hits;
        if (!valid) {
            cache = base * 3L;
            valid = true;
        }
        return cache;
    }
};
__host__ __device__ long long run() {
    const wrapped<Counter, long> w{};
    long a = w(10);
    long b = w(10);
    const Cached c{7};
    long v = c.value() + c.value();
    c.hits += 10;
    return a * 100000 + b * 1000 + v * 10 + c.hits;
}
