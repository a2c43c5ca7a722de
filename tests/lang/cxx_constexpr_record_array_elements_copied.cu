// An element of a constant array of records is a constant record: it can be copied
// into a constexpr variable or passed by value to a constexpr function (CUB's
// lowest_cc_resolver evaluates `Selector{}(all_ccs[Is])...` over a static constexpr
// member array of compute capabilities).
struct Cap {
    int cc{};
    constexpr Cap() = default;
    explicit constexpr Cap(int c) : cc(c) {}
    constexpr int get() const { return cc; }
};
struct Pol {
    int threads, items;
};
struct Sel {
    constexpr Pol operator()(Cap c) const { return Pol{c.get() >= 90 ? 128 : 256, c.get() / 10}; }
};
template <unsigned long... Is> struct resolver {
    static constexpr Cap all_ccs[sizeof...(Is)]{Cap{80 + 10 * int(Is)}...};
    static constexpr Pol all_policies[sizeof...(Is)]{Sel{}(all_ccs[Is])...};
    static constexpr Cap first = all_ccs[0];
};
constexpr Cap global_caps[2]{Cap{70}, Cap{90}};
constexpr Pol global_policy = Sel{}(global_caps[1]);
static_assert(resolver<0, 1>::all_policies[1].threads == 128, "second element");
static_assert(resolver<0>::all_policies[0].items == 8, "single element");
static_assert(resolver<0, 1>::first.get() == 80, "copied element");
static_assert(global_policy.threads == 128, "namespace-scope array");

__host__ __device__ long long run() {
    constexpr Pol a = resolver<0, 1, 2>::all_policies[2];
    constexpr int b = resolver<0, 1>::all_policies[0].threads;
    return a.threads * 1000000LL + a.items * 10000 + b + global_policy.items;
}
