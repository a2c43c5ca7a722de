// float and double division and reciprocals round correctly
__host__ __device__ long long run() {
    unsigned long long h = 0;
    for (int i = 1; i < 50; i++) {
        float q = (float)(i * 7) / (float)(i + 3);
        double dq = (double)(i * 13) / (double)(i * i + 1);
        union { float f; unsigned u; } x;
        union { double d; unsigned long long u; } y;
        x.f = q;
        y.d = dq;
        h = h * 31 + x.u;
        h ^= y.u;
    }
    return (long long)(h >> 1);
}
