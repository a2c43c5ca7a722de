// constexpr variables as constant expressions
constexpr int N = 6;
constexpr long long BIG = 1LL << 40;

__host__ __device__ long long run() {
    int a[N * 2];
    for (int i = 0; i < N * 2; i++) a[i] = i;
    constexpr int M = N + 1;
    long long s = sizeof(a) / sizeof(int);
    s = s * 10 + M;
    s += BIG >> 30;
    return s;
}
