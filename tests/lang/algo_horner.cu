// polynomial evaluation by Horner's rule in float and double
__host__ __device__ double horner(const double* c, int n, double x) {
    double r = 0;
    for (int i = n - 1; i >= 0; i--) r = r * x + c[i];
    return r;
}

__host__ __device__ float hornerf(const float* c, int n, float x) {
    float r = 0;
    for (int i = n - 1; i >= 0; i--) r = r * x + c[i];
    return r;
}

__host__ __device__ long long run() {
    double c[5] = {1, -2, 0.5, 3, -0.25};
    float cf[4] = {0.5f, 0.25f, -1.0f, 2.0f};
    long long s = 0;
    for (int i = -4; i <= 4; i++) {
        s = s * 7 + (long long)(horner(c, 5, i * 0.5) * 256);
        s = s * 7 + (long long)(hornerf(cf, 4, i * 0.25f) * 64);
    }
    return s;
}
