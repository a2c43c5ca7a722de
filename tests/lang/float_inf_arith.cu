// arithmetic with infinities (no NaN results)
__host__ __device__ long long run() {
    double zero = 0;
    double inf = 1 / zero;
    float finf = (float)inf;
    long long s = 0;
    s = s * 2 + (inf + 1 == inf);
    s = s * 2 + (inf * -2 < 0);
    s = s * 2 + (1 / inf == 0);
    s = s * 2 + (finf > 3e38f);
    s = s * 2 + ((float)1e39 == finf);
    s = s * 2 + (-finf < -3e38f);
    s = s * 2 + (inf > 1e308);
    float big = 3e38f;
    s = s * 2 + (big * 10 == finf);
    return s;
}
