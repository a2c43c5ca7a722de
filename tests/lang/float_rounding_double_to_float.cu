// double to float conversion rounds to nearest even
__host__ __device__ unsigned fbits(float f) {
    union { float f; unsigned u; } x;
    x.f = f;
    return x.u;
}

__host__ __device__ long long run() {
    double vals[] = {1.0 + 0x1p-24, 1.0 + 0x1p-23 + 0x1p-24, 1.0 + 0x1p-24 + 0x1p-40, 3.4028235e38, 1e-40, -1.0 - 0x1p-24, 0.1, 1.0 / 3.0};
    unsigned long long h = 0;
    for (int i = 0; i < 8; i++) h = h * 1000003 + fbits((float)vals[i]);
    return (long long)(h >> 2);
}
