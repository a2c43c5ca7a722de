// A parameter whose type names only template parameters given explicitly takes part in
// no deduction, so the call argument converts to it ([temp.arg.explicit]/6):
// `count<char>(nullptr)` and `count<int>(0)` for `T*`, `scale<double>(3)` for `T`,
// `mix<int>(nullptr, 7)` deducing `U` alone; an array bound still to deduce
// (`extent<int>(xs)` for `T (&)[N]`) is deduced.
template <class T> __host__ __device__ int count(T* p) { return p ? 1 : 0; }
template <class T> __host__ __device__ T scale(T x) { return x * 2; }
template <class T, class U> __host__ __device__ long long mix(T* p, U u) { return (p ? 100 : 200) + u; }
template <class T> __host__ __device__ long long span(const T* p, int n) {
    long long s = 0;
    for (int i = 0; i < n; ++i) s += p[i];
    return s;
}
template <class T, int N> __host__ __device__ int extent(T (&)[N]) { return N; }

__host__ __device__ long long run() {
    int xs[3] = {4, 5, 6};
    long long r = count<char>(nullptr) * 1 + count<int>(0) * 2 + count<int>(xs) * 4;
    r += (long long)(scale<double>(3) * 10);
    r += mix<int>(nullptr, 7) * 1000;
    r += span<int>(xs, 3) * 1000000;
    r += extent<int>(xs) * 100000000;
    return r;
}
