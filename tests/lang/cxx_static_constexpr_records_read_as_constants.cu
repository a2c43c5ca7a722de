// A `static constexpr` record local to a function (a kernel's tuning, as CUB keeps
// its policy) is read as the constants of its initializer: its fields, an array
// member's elements and its zero-initialized part; reads at a run-time index
// give the same values.
struct Tuning {
    int threads;
    int items;
    short steps[4];
    double scale;
    int unused[3];
};

__host__ __device__ constexpr Tuning make_tuning() { return {256, 2, {1, 3, 5, 7}, 0.25, {}}; }

__host__ __device__ __noinline__ long long tile(int i) {
    static constexpr Tuning t = make_tuning();
    long long s = t.threads * t.items + t.steps[2] + (long long)(t.scale * 100) + t.unused[1];
    return s * 10 + t.steps[i & 3];
}

__host__ __device__ long long run() {
    long long s = 0;
    for (int i = 0; i < 5; i++) s = s * 7 + tile(i);
    return s;
}
