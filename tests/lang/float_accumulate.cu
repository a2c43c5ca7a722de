// float accumulation order matters; the exact IEEE result is reproduced
__host__ __device__ long long run() {
    float s1 = 0, s2 = 0;
    for (int i = 1; i <= 1000; i++) s1 += 1.0f / i;
    for (int i = 1000; i >= 1; i--) s2 += 1.0f / i;
    double d = 0;
    for (int i = 1; i <= 1000; i++) d += 1.0 / ((double)i * i);
    union { float f; int i; } a, b;
    a.f = s1;
    b.f = s2;
    return (long long)a.i * 3 + b.i + (long long)(d * 1e15);
}
