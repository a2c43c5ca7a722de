// division and remainder truncate toward zero for all sign combinations
__host__ __device__ long long run() {
    int vals[] = {7, -7, 13, -13};
    int divs[] = {2, -2, 5, -5};
    long long s = 0;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) s = s * 3 + (vals[i] / divs[j]) * 7 + vals[i] % divs[j];
    long long a = -9000000000LL;
    s += a / 7 + a % 7;
    unsigned u = 4000000000u;
    s += u / 3 + u % 3;
    unsigned long long ua = 0xFFFFFFFFFFFFFFFFull;
    s += (long long)(ua / 1000000007ull) + (long long)(ua % 1000000007ull);
    return s;
}
