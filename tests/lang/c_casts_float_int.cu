// float <-> integer conversions (in range), truncation toward zero
__host__ __device__ long long run() {
    float f[] = {3.7f, -3.7f, 0.5f, -0.5f, 1e9f, 123456.789f};
    long long s = 0;
    for (int i = 0; i < 6; i++) s = s * 3 + (int)f[i];
    double d = -2.9999;
    s = s * 10 + (long long)d;
    unsigned u = (unsigned)4000000000.0;
    s += u;
    s += (long long)(float)16777217;
    s += (long long)(double)9007199254740993LL;
    unsigned char c = (unsigned char)250.9f;
    s = s * 7 + c;
    return s;
}
