// constexpr floating point: variables, functions over float and double (each step
// rounded to its type), values used as array sizes, template arguments and in
// static_assert
constexpr float PI = 3.14159f;
constexpr double sq(double x) { return x * x; }
constexpr float sum_tenths(int n) {
    float s = 0;
    for (int i = 0; i < n; i++) s += 0.1f;
    return s;
}
constexpr double newton_sqrt(double v) {
    double x = v;
    for (int i = 0; i < 20; i++) x = 0.5 * (x + v / x);
    return x;
}
constexpr double D = sq(1.5);
constexpr float THIRD = 1.0f / 3.0f;
constexpr double THIRD_D = THIRD;
static_assert(sq(2.0) == 4.0, "double arithmetic");
static_assert(sum_tenths(10) != 1.0f, "float rounding at every step");
static_assert(newton_sqrt(2.0) > 1.414 && newton_sqrt(2.0) < 1.415, "loops over doubles");

template <int K> __host__ __device__ int get() { return K; }

__host__ __device__ long long run() {
    float a[(int)(PI * 2)];
    for (int i = 0; i < (int)(PI * 2); i++) a[i] = PI * i;
    constexpr float h = PI / 2;
    int arr[(int)sq(3.0)];
    long long s = sizeof(a) / sizeof(a[0]);
    s = s * 100 + sizeof(arr) / sizeof(int);
    s = s * 1000 + (long long)(a[3] * 100);
    s = s * 1000 + (long long)(D * 100);
    s = s * 100 + get<(int)sq(2.5)>();
    s = s * 10000 + (long long)(h * 1000);
    s = s * 1000 + (long long)((THIRD_D - 1.0 / 3.0) * 1e10);
    s = s * 10 + (sum_tenths(10) > 1.0f);
    return s;
}
