// float and double mixed arithmetic: promotion to double, rounding back to float
__host__ __device__ long long run() {
    float f = 0.1f;
    double d = 0.1;
    double mix = f + d;
    float back = (float)(d * 3);
    float ff = f * 3;
    long long s = (long long)(mix * 1e12);
    s = s * 3 + (back == ff);
    s = s * 3 + (f == d);
    s = s * 3 + ((double)f == (double)0.1f);
    float third = 1.0f / 3.0f;
    double dthird = 1.0 / 3.0;
    s += (long long)((dthird - third) * 1e15);
    return s;
}
