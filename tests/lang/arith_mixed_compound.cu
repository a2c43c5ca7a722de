// compound assignments whose right-hand side has a wider or floating type
__host__ __device__ long long run() {
    int i = 10;
    i += 2.75;
    i *= 1.5f;
    unsigned u = 100;
    u -= 0.5;
    short sh = 7;
    sh *= 1e3;
    unsigned char uc = 10;
    uc += 1000LL;
    long long ll = 3;
    ll *= 2.5;
    float f = 2;
    f += 3LL;
    f /= 3;
    int j = 1000;
    j /= 7.0;
    unsigned long long s = i;
    s = s * 1000 + u;
    s = s * 10000 + sh;
    s = s * 1000 + uc;
    s = s * 100 + ll;
    s = s * 1000 + (long long)(f * 300);
    s = s * 1000 + j;
    return (long long)(s >> 1);
}
