// Arrays of unknown bound whose elements are of a class with constructors (or
// default member initializers) take their length from the brace list: `const Desc
// ds[] = {d};` has one element, copied from `d` (CUB's warpspeed `addPhase`), and
// is deduced as `const Desc (&)[1]` by a function template.
struct Desc {
    int idx = -1;
    int warps = -1;
    constexpr Desc() = default;
    __host__ __device__ constexpr Desc(int i, int w) noexcept : idx(i), warps(w) {}
};
struct Plain {
    int v;
    __host__ __device__ Plain(int x) : v(x * 3) {}
};

template <int N>
__host__ __device__ int count(const Desc (&d)[N]) {
    int s = 0;
    for (int i = 0; i < N; ++i)
        s += d[i].warps * 10 + d[i].idx;
    return s * 10 + N;
}

__host__ __device__ int one(const Desc& d) {
    const Desc ds[] = {d};
    return count(ds);
}

__host__ __device__ long long run() {
    Desc a{1, 2};
    const Desc arr[] = {Desc{0, 4}, a, {3, 1}};
    Plain p[] = {1, 2, Plain(3), 4};
    long long r = one(a) * 10000 + count(arr);
    r = r * 1000 + sizeof(p) / sizeof(p[0]) * 100 + p[3].v * 2 + p[2].v;
    return r;
}
