// Default call arguments of function templates that have overloads of the same name
// (CUB's ThreadScanExclusive(in, out, op, prefix, bool apply_prefix = true) next to
// other ThreadScanExclusive templates): a call may leave them out, and the instance
// parses them; also member templates, and empty-class defaults written `= {}`, whose
// temporary the calling function holds (its address is a real one).
template <int N, class T, class Op>
__host__ __device__ T Scan(T inclusive, T exclusive, T* in, T* out, Op op, int) { return exclusive + N; }
template <int N, class T, class Op>
__host__ __device__ T Scan(T* in, T* out, Op op, T prefix, bool apply = true) {
    T s = apply ? prefix : 0;
    for (int i = 0; i < N; i++) {
        T x = in[i];
        out[i] = s;
        s = op(s, x);
    }
    return s;
}
template <int N, class T, class Op>
__host__ __device__ T Scan(T (&in)[N], T (&out)[N], Op op, T prefix, bool apply = true) {
    return Scan<N>((T*)in, (T*)out, op, prefix, apply) + 1000;
}
struct Plus {
    __host__ __device__ int operator()(int a, int b) const { return a + b; }
};
template <class T> __host__ __device__ T pick(T a, int scale = 2) { return a * scale; }
template <class T> __host__ __device__ T pick(T a, const T* b, int scale = 3) { return (a + *b) * scale; }

struct Twice {
    __host__ __device__ int operator()(int x) const { return x * 2; }
};
struct Tag {};
__host__ __device__ long long has_address(const Tag& t = {}) { return &t != nullptr; }

template <class T>
struct Sorter {
    int acc = 0;
    template <bool Descending, class Dec = Twice>
    __host__ __device__ void blocked(int x, Dec dec = {}) { acc += dec(x) + Descending; }
    template <bool Descending>
    __host__ __device__ void blocked(int x, int y, int z) { acc += x + y + z; }
    __host__ __device__ void sort() {
        blocked<true>(5);
        blocked<false>(1, Twice{});
        blocked<false>(1, 2, 3);
    }
};
template <class Dec = Twice> __host__ __device__ int apply(int x, Dec dec = {}) { return dec(x); }

__host__ __device__ long long run() {
    int a[4] = {1, 2, 3, 4}, b[4];
    int r1 = Scan<4>((int*)a, (int*)b, Plus{}, 10);
    int r2 = Scan<4>((int*)a, (int*)b, Plus{}, 10, false);
    int r3 = Scan(a, b, Plus{}, 5);
    Sorter<int> s;
    s.sort();
    long long v = r1 * 100000000LL + r2 * 100000 + r3 * 10 + b[3] + pick(3) * 10000 + pick(1, &a[1]) * 100
        + pick(1, &a[2], 1);
    return v * 100000 + s.acc * 100 + apply(7) + has_address() * 1000000000000000LL;
}
