// A fold whose pattern holds a pack expansion of its own: `(op(ic<I>{}, args...), ...)`
// folds over `I` and passes all of `args` at every step (the inner `...` expands
// `args`, not the fold). The operation is a generic lambda, whose call operator is
// first made while one element of the fold is parsed. (The shape of a compile-time
// `for` over an index sequence, as CCCL's `static_for` writes it.)
template <int... I> struct seq {};
template <int I> struct ic { static constexpr int value = I; };

template <class Op, int... I, class... A>
__host__ __device__ void each(Op op, seq<I...>, A&&... args) {
    (op(ic<I * 2 + 1>{}, args...), ...);
}

template <class... A>
__host__ __device__ int sum(A... a) { return (0 + ... + a); }

// An expansion inside an expansion's element: every `v` beside all of `w`.
template <class... V>
struct outer {
    template <class... W>
    __host__ __device__ static long long mix(V... v, W... w) {
        long long r = 0;
        ((r = r * 10 + v * sum(w...)), ...);
        return r;
    }
};

__host__ __device__ long long run() {
    long long total = 0;
    each([&](auto k, int p, int q) { total = total * 1000 + k.value * 100 + p * q; }, seq<0, 1, 2>{}, 3, 4);
    int calls = 0;
    each([&](auto k) { calls += k.value; }, seq<4, 5>{});
    long long m = outer<int, int, int>::mix<int, int>(1, 2, 3, 1, 1);
    return total * 7 + calls * 1000003 + m;
}
