// Newton iteration for square roots in double and float
__host__ __device__ double nsqrt(double v) {
    double x = v > 1 ? v : 1;
    for (int i = 0; i < 60; i++) x = 0.5 * (x + v / x);
    return x;
}

__host__ __device__ float nsqrtf(float v) {
    float x = v > 1 ? v : 1;
    for (int i = 0; i < 40; i++) x = 0.5f * (x + v / x);
    return x;
}

__host__ __device__ long long run() {
    long long s = 0;
    for (int i = 1; i < 20; i++) s = s * 3 + (long long)(nsqrt(i * 1000.0) * 1e6) + (long long)(nsqrtf(i * 10.0f) * 1e3f);
    return s;
}
