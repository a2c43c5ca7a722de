// A brace list given to a function template parameter `const T (&)[N]` is an array
// of its elements, so `N` (and `T`) are deduced from it ([temp.deduct.call]/1), as
// CUB's warpspeed `addPhase(sync, alloc, {squad_reduce(p), squad_scan_store(p)})`
// calls the member template next to ordinary overloads taking one `const Desc&`.
struct Desc {
    int idx = -1;
    int warps = -1;
    constexpr Desc() = default;
    __host__ __device__ constexpr Desc(int i, int w) noexcept : idx(i), warps(w) {}
};

template <int N>
__host__ __device__ int count(const Desc (&d)[N]) {
    int s = 0;
    for (int i = 0; i < N; ++i)
        s += d[i].warps * 10 + d[i].idx;
    return s * 10 + N;
}

template <class T, int N>
__host__ __device__ T total(const T (&v)[N]) {
    T s = 0;
    for (int i = 0; i < N; ++i)
        s += v[i];
    return s * 10 + N;
}

struct Phases {
    int sum = 0;
    template <int N>
    __host__ __device__ void add(int scale, const Desc (&ds)[N]) {
        for (int i = 0; i < N; ++i)
            sum += scale * ds[i].warps;
        sum = sum * 10 + N;
    }
    __host__ __device__ void add(int scale, const Desc& d) {
        const Desc ds[] = {d};
        add(scale, ds);
    }
};

__host__ __device__ long long run() {
    Desc a{1, 2};
    long long r = count({Desc{5, 6}, Desc{7, 8}, a});
    r = r * 1000 + total({3, 4, 5}) + total({1.5, 2.5});
    Phases p;
    p.add(2, {Desc{0, 1}, Desc{1, 3}});
    p.add(3, a);
    r = r * 10000 + p.sum;
    return r;
}
