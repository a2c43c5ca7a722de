// float to integer conversions truncate toward zero (values in range)
__host__ __device__ long long run() {
    float fs[] = {2.99f, -2.99f, 0.0f, -0.0f, 2147483520.0f, -2147483648.0f};
    long long s = 0;
    for (int i = 0; i < 6; i++) s = s * 5 + (int)fs[i];
    double ds[] = {1e15 + 0.7, -1e15 - 0.7, 4294967295.9};
    for (int i = 0; i < 2; i++) s ^= (long long)ds[i];
    s += (unsigned)ds[2];
    s += (unsigned short)65535.9;
    s += (unsigned long long)1.8e19 >> 8;
    return s;
}
