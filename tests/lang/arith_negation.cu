// unary minus on unsigned values wraps; on narrow types it promotes
__host__ __device__ long long run() {
    unsigned u = 5;
    unsigned nu = -u;
    unsigned long long ull = 1;
    unsigned long long nul = -ull;
    unsigned char uc = 3;
    int nuc = -uc;
    long long s = nu;
    s = s * 2 + (nul == 0xFFFFFFFFFFFFFFFFull);
    s = s * 100 + nuc;
    s = s * 10 + sizeof(-uc);
    int m = -2147483647 - 1;
    s += m / 2;
    return s;
}
