// Constructor templates declared with attributes before the constructor's name, as
// CCCL's `_CCCL_API` macro writes them (`__host__ __device__
// __attribute__((__visibility__("hidden"))) constexpr S(...)`), and `[[nodiscard]]`-style
// standard attributes: in a class, a class template and a full specialization.
struct Ignore {
    int n;
    Ignore() = default;
    template <class T, class... Ts>
    __host__ __device__ __attribute__((__visibility__("hidden"))) constexpr Ignore(const T&, const Ts&...) noexcept
        : n(1 + (int)sizeof...(Ts)) {}
};

template <class... T> struct Pack {
    int sum;
    template <class U>
    __host__ __device__ __attribute__((__visibility__("hidden"))) inline Pack(U u, int k) : sum((int)u * k) {}
};
template <> struct Pack<> {
    int sum;
    template <class U>
    [[gnu::always_inline]] __host__ __device__ __attribute__((__visibility__("hidden"))) Pack(U u) : sum((int)u + 100) {}
};

__host__ __device__ long long run() {
    Ignore a(1, 2.5, 'c');
    Ignore b(3);
    Pack<int, char> p(2.5, 4);
    Pack<> q(7L);
    return a.n + b.n * 10 + p.sum * 100 + q.sum * 10000;
}
