// lambdas passed to function templates (deduced closure types), one template
// instantiated with several closure types, lambdas stored in auto variables and
// called repeatedly, and a lambda returning a struct
struct Pair {
    int lo, hi;
};
template <typename F> __host__ __device__ int apply(F f, int x) { return f(x); }
template <typename F> __host__ __device__ void fill(int* p, int n, F gen) {
    for (int i = 0; i < n; i++)
        p[i] = gen(i);
}
template <typename F> __host__ __device__ long long reduce(const int* p, int n, long long init, F op) {
    for (int i = 0; i < n; i++)
        init = op(init, p[i]);
    return init;
}
template <typename F, typename G> __host__ __device__ int compose(F f, G g, int x) { return f(g(x)); }
__host__ __device__ long long run() {
    int data[8];
    int scale = 3;
    fill(data, 8, [scale](int i) { return i * scale + 1; });
    long long sum = reduce(data, 8, 0, [](long long acc, int v) { return acc + v; });
    long long mx = reduce(data, 8, -1, [](long long acc, int v) { return v > acc ? (long long)v : acc; });
    int offset = 10;
    auto plus = [&](int x) { return x + offset; };
    auto twice = [](int x) { return 2 * x; };
    long long r = sum * 100 + mx;
    r = r * 1000 + apply(plus, 5) + apply(twice, 7);
    offset = 20;
    r = r * 1000 + compose(plus, twice, 4) + compose(twice, plus, 4);
    auto split = [](int v) -> Pair { Pair p; p.lo = v % 10; p.hi = v / 10; return p; };
    Pair q = split(57);
    r = r * 100 + q.lo * 10 + q.hi;
    r = r * 100 + apply([](int x) { return x - 1; }, 50);
    return r;
}
