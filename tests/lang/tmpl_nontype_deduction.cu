// non-type template parameters deduced through class template arguments: by value, by
// const reference, together with a type parameter, from a nested argument, and in a
// recursive template that peels one element per call
template <int N>
struct Vec { int v[N]; };

template <typename T, int R, int C>
struct Mat { T m[R][C]; };

template <int N>
__host__ __device__ int length(Vec<N> v) { return N; }

template <int N>
__host__ __device__ int total(const Vec<N>& v) {
    int s = 0;
    for (int i = 0; i < N; i++) s += v.v[i];
    return s;
}

template <typename T, int R, int C>
__host__ __device__ T trace_like(const Mat<T, R, C>& a) {
    T s = 0;
    for (int i = 0; i < R && i < C; i++) s += a.m[i][i];
    return s * 100 + R * 10 + C;
}

template <int N>
__host__ __device__ int first_sum(const Vec<N>& v, int k) {
    return k >= N ? 0 : v.v[k] + first_sum(v, k + 1);
}

__host__ __device__ long long run() {
    Vec<3> a = {{1, 2, 3}};
    Vec<5> b = {{10, 20, 30, 40, 50}};
    Mat<long long, 2, 3> m = {{{1, 2, 3}, {4, 5, 6}}};
    long long s = length(a) * 10 + length(b);        // 35
    s = s * 1000 + total(a) + total(b);               // 156
    s = s * 10000 + trace_like(m);                    // 623
    s = s * 1000 + first_sum(b, 2);                   // 120
    return s;
}
