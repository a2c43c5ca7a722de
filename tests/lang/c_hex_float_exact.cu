// hex float literals give exact bit patterns
__host__ __device__ long long run() {
    double x = 0x1.fffffffffffffp0;
    float y = 0x1.fffffep-1f;
    double tiny = 0x1p-1000;
    long long s = (long long)((x - 1.0) * 0x1p52);
    s = s * 7 + (long long)(y * 0x1p24f);
    s = s * 3 + (tiny > 0 ? 1 : 0);
    s = s * 3 + (tiny * 0x1p1000 == 1.0 ? 1 : 0);
    return s;
}
