// constexpr functions used in constant expressions and at run time
__host__ __device__ constexpr int square(int x) { return x * x; }
__host__ __device__ constexpr long long pow2(int n) { return n == 0 ? 1 : 2 * pow2(n - 1); }

__host__ __device__ long long run() {
    int a[square(3)];
    for (int i = 0; i < square(3); i++) a[i] = i;
    constexpr int k = square(4) + 1;
    static_assert(square(5) == 25, "constexpr evaluation");
    int v = 7;
    long long s = sizeof(a) / sizeof(int);
    s = s * 100 + k;
    s = s * 1000 + square(v);
    s = s * 10000 + pow2(10);
    return s;
}
