// range-based for through non-member begin()/end() (a span of values adapted
// by free functions, as containers without members are), and auto
// with a braced initializer (auto x{e} deduces from the one element)
struct Span {
    int* data;
    int n;
};

__host__ __device__ int* begin(Span s) { return s.data; }
__host__ __device__ int* end(Span s) { return s.data + s.n; }

__host__ __device__ long long run() {
    int v[5] = {3, 1, 4, 1, 5};
    Span sp = {v + 1, 3};
    auto k{10};
    auto scale{2.5};
    long long s = 0;
    for (auto& x : sp) x *= k;
    for (int x : sp) s = s * 100 + x;
    for (int x : v) s = s * 10 + x % 10;
    return s * 10 + (long long)(scale * 2) + sizeof(k);
}
