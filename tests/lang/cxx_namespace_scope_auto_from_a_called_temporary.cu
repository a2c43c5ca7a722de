// A namespace-scope variable initialized by calling a temporary (`sel{}(3)`,
// `sel()(4)`): the class's prvalue is only the start of the initializer, so the
// variable's type comes from the call, not from the class (CCCL picks tuning
// policies as `constexpr auto policy = selector{}(arch);`).
struct sel {
    int scale;
    __host__ __device__ constexpr int operator()(int c) const { return c * scale; }
};
struct pick {
    __host__ __device__ constexpr sel operator()(int s) const { return sel{s}; }
};
constexpr auto braced = sel{2}(3);
constexpr auto parenthesized = sel{3}.operator()(4);
static constexpr auto chained = pick{}(5)(6);
constexpr auto whole = sel{7};

__host__ __device__ long long run() {
    long long s = braced;
    s = s * 100 + parenthesized;
    s = s * 100 + chained;
    s = s * 100 + whole(2);
    return s;
}
