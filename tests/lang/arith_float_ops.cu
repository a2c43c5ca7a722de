// float arithmetic with exactly-rounded IEEE results
__host__ __device__ long long run() {
    float a = 1.1f, b = 2.3f;
    float r[] = {a + b, a - b, a * b, a / b, -a};
    unsigned long long h = 0;
    for (int i = 0; i < 5; i++) h = h * 1000003 + (unsigned long long)(long long)(r[i] * 1000000.0f);
    double x = 1e300, y = 1e-300;
    double q = x * y;
    h += (unsigned long long)(q * 1000);
    return (long long)(h >> 1);
}
