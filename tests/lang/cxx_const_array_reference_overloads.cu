// Overloaded member templates whose parameters are references to arrays of const
// elements (`const T (&in)[N]`, as CUB's BlockExchange::ScatterToBlocked): an lvalue
// `T[N]` binds them, adding `const` (an array's qualifiers are its elements'), which
// ranks below an exact binding.
template <class T, int N>
struct Exchange {
    int acc = 0;
    template <class O, class R>
    __host__ __device__ void Scatter(const T (&in)[N], O (&out)[N], R (&ranks)[N], bool) {
        for (int i = 0; i < N; i++)
            out[ranks[i]] = in[i];
        acc += 1;
    }
    template <class O, class R>
    __host__ __device__ void Scatter(const T (&in)[N], O (&out)[N], R*, int) { acc += 2; }
    template <class O, class R>
    __host__ __device__ void Scatter(const T (&in)[N], O (&out)[N], R (&ranks)[N]) {
        T copy[N];
        for (int i = 0; i < N; i++)
            copy[i] = in[i];
        Scatter(copy, out, ranks, true);
        acc += 10;
    }
    template <class R>
    __host__ __device__ void Scatter(T (&items)[N], R (&ranks)[N]) {
        Scatter(items, items, ranks);
        acc += 100;
    }
};

__host__ __device__ int which(const int (&)[2][3]) { return 1; }
__host__ __device__ int which(int (&)[2][3]) { return 2; }
__host__ __device__ int which_const(const int (&)[2][3]) { return 3; }
__host__ __device__ int which_const(const int (&)[2][4]) { return 4; }

__host__ __device__ long long run() {
    Exchange<unsigned char, 4> e;
    unsigned char it[4] = {10, 20, 30, 40};
    int r[4] = {3, 2, 1, 0};
    e.Scatter(it, r);
    int m[2][3] = {};
    const int c[2][3] = {};
    long long v = e.acc * 10000LL + it[0] * 10 + it[3] / 10;
    return v * 1000 + which(m) * 100 + which(c) * 10 + which_const(m);
}
