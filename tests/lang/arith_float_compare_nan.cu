// comparisons with NaN and infinities
__host__ __device__ long long run() {
    float zero = 0.0f;
    float nan = zero / zero;
    float inf = 1.0f / zero;
    double dnan = (double)nan;
    long long s = 0;
    s = s * 2 + (nan == nan);
    s = s * 2 + (nan != nan);
    s = s * 2 + (nan < 1.0f);
    s = s * 2 + (nan >= 1.0f);
    s = s * 2 + (inf > 1e38f);
    s = s * 2 + (-inf < -1e38f);
    s = s * 2 + (dnan != dnan);
    s = s * 2 + (inf == inf);
    s = s * 2 + !(nan > 0);
    s = s * 2 + (zero == -zero);
    return s;
}
