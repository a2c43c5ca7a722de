// Placeholders after `->` (`-> auto`, `-> auto&`, `-> const auto&`, `-> auto&&`,
// as libcu++'s pod_tuple writes `__get(_Tuple&&) -> auto&&`) are deduced from the
// first `return` like a leading `auto`; `auto&&` is a forwarding reference: `T&`
// for an lvalue, `T&&` for an xvalue.
template <class T>
__host__ __device__ constexpr T&& move_it(T& x) noexcept {
    return static_cast<T&&>(x);
}
struct Pair {
    int a;
    int b;
};
template <int I, class P>
__host__ __device__ constexpr auto get(P&& p) noexcept -> auto&& {
    if constexpr (I == 0)
        return p.a;
    else
        return p.b;
}
__host__ __device__ auto twice(int x) -> auto { return x * 2; }
__host__ __device__ auto first(Pair& p) -> auto& { return p.a; }
__host__ __device__ auto second(const Pair& p) -> const auto& { return p.b; }
__host__ __device__ auto&& forward_b(Pair& p) { return move_it(p.b); }
__host__ __device__ int take(int&& x) { return x + 1000; }
__host__ __device__ int take(int& x) { return x + 2000; }

__host__ __device__ long long run() {
    Pair p{1, 2};
    get<1>(p) = 5;
    first(p) += 10;
    const Pair q{7, 8};
    int via_const = get<0>(q) + second(q);
    return p.a * 100 + p.b + twice(4) * 1000 + via_const * 10000 + take(forward_b(p)) * 1000000
        + take(get<0>(p)) * 100000000LL;
}
