// Array parameters whose bound is computed from non-type template parameters
// (`T (&a)[N * S]`, `const int (&a)[N + 1]`): the bound stays dependent until the
// explicit arguments give it, and the argument's array must have that many elements;
// `T (&a)[N]` still deduces `N` from the argument
template <int N, int S, class T>
__host__ __device__ T sum_grid(T (&a)[N * S]) {
    T s = 0;
    for (int i = 0; i < N * S; i++) s += a[i] * (i % S + 1);
    return s;
}

template <int N>
__host__ __device__ int last_of(const int (&a)[N + 1]) {
    return a[N];
}

template <int N, class T>
__host__ __device__ int count_of(T (&)[N]) {
    return N;
}

template <int R, int C>
__host__ __device__ int trace(int (&m)[R][C]) {
    int t = 0;
    for (int i = 0; i < R && i < C; i++) t += m[i][i];
    return t;
}

__host__ __device__ long long run() {
    int a[6] = {1, 2, 3, 4, 5, 6};
    long long b[8] = {1, 1, 2, 3, 5, 8, 13, 21};
    int m[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    long long s = sum_grid<2, 3>(a);
    s = s * 1000 + sum_grid<4, 2, long long>(b);
    s = s * 100 + last_of<5>(a);
    s = s * 100 + count_of(a) * 10 + count_of(b) % 10;
    return s * 100 + trace(m);
}
