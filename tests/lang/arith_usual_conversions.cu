// usual arithmetic conversions pick the common type
__host__ __device__ long long run() {
    int i = -5;
    unsigned u = 3;
    long l = -7;
    unsigned long ul = 2;
    long long s = 0;
    s = s * 1000 + sizeof(i + u) * 10 + sizeof(l + u);
    unsigned r1 = i + u;
    long r2 = l + u;
    unsigned long r3 = l + ul;
    s = s * 10000000000LL + r1;
    s ^= r2;
    s = s + (long long)(r3 >> 8);
    float f = i * 0.5f;
    s = s * 10 + (long long)(f * -2);
    return s;
}
