// array lengths deduced from references to arrays (T (&a)[N]), with the element type,
// for const and non-const arrays, 2-D arrays, and beside an explicit argument
template <typename T, int N>
__host__ __device__ int count_of(T (&a)[N]) { return N; }

template <typename T, int N>
__host__ __device__ T total(const T (&a)[N]) {
    T s = 0;
    for (int i = 0; i < N; i++) s += a[i];
    return s;
}

template <int R, int C>
__host__ __device__ int cells(int (&m)[R][C]) { return R * 10 + C; }

template <typename S, typename T, int N>
__host__ __device__ S total_as(T (&a)[N]) {
    S s = 0;
    for (int i = 0; i < N; i++) s += (S)a[i];
    return s * N;
}

__host__ __device__ long long run() {
    int a[5] = {1, 2, 3, 4, 5};
    const float f[3] = {0.5f, 1.5f, 2.0f};
    int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
    long long s = count_of(a) * 10 + count_of(f);          // 53
    s = s * 100 + total(a) + (long long)total(f);          // 15 + 4
    s = s * 100 + cells(m);                                // 23
    s = s * 1000 + total_as<long long>(a);                 // 75
    return s;
}
