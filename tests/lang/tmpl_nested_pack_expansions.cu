// Pack expansions whose pattern holds another expansion or fold: the inner one
// expands its own packs and the outer one the packs named outside it (a fold over
// `op(slot<Is>{}, args...)`, a list expansion of a fold `(xs * (Ys + ...))...`),
// and folds whose pattern ends in `>>` closing two template argument lists
// (`(!is_void<same_t<Ts>>::value && ...)`) in `static_assert` and as a call argument.
template <class T> struct is_void { static constexpr bool value = false; };
template <> struct is_void<void> { static constexpr bool value = true; };
template <class T> using same_t = T;

template <int V> struct slot { static constexpr int value = V; };
template <int... Is> struct seq {};

// Calls op(slot<I * 2>, args...) for each I, as a static loop does.
template <class F, class... As, int... Is>
__host__ __device__ void each_index(seq<Is...>, F op, As... as) {
    (op(slot<Is * 2>{}, as...), ...);
}

__host__ __device__ int sum() { return 0; }
template <class T, class... Ts>
__host__ __device__ int sum(T t, Ts... ts) { return int(t) + 10 * sum(ts...); }

template <int... Ys> struct adder {
    // Each x times the sum of the Ys: the inner fold expands Ys, the outer list xs.
    template <class... Xs>
    __host__ __device__ static int apply(Xs... xs) { return sum((xs * (Ys + ...))...); }
};

template <class Tuple, class Out> struct selector {};
template <class... Ins> struct list {};
template <class... Ins, class Out>
struct selector<list<Ins...>, Out> {
    static_assert((!is_void<same_t<Ins>>::value && ...), "no void inputs");
    static constexpr int count = sizeof...(Ins);
};

__host__ __device__ int pick(bool ok, int n) { return ok ? n : -n; }

template <class... Ts>
__host__ __device__ int checked(int n) {
    static_assert((!is_void<same_t<Ts>>::value && ...), "no void");
    return pick((!is_void<same_t<Ts>>::value && ...), n);
}

__host__ __device__ long long run() {
    int out[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    each_index(seq<0, 1, 3>{}, [&](auto i, int a, int b) { out[i.value] = a * 10 + b + i.value; }, 4, 5);
    long long r = out[0] + 100 * out[2] + 10000 * out[6];                 // 45 + 4700 + 510000
    r = r * 1000 + adder<1, 2>::apply(3, 1, 2);                           // 9 + 30 + 600
    r = r * 10 + selector<list<int, float, char>, int>::count;            // 3
    r = r * 100 + checked<int, double>(42);                               // 42
    return r;
}
