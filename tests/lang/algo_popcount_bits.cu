// bit tricks: popcount, lowest set bit, bit reversal, power-of-two test
__host__ __device__ int popcount(unsigned long long x) {
    int n = 0;
    while (x) {
        x &= x - 1;
        n++;
    }
    return n;
}

__host__ __device__ unsigned reverse(unsigned x) {
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0F0F0F0Fu) | ((x & 0x0F0F0F0Fu) << 4);
    x = ((x >> 8) & 0x00FF00FFu) | ((x & 0x00FF00FFu) << 8);
    return (x >> 16) | (x << 16);
}

__host__ __device__ long long run() {
    unsigned long long s = 0;
    unsigned long long v = 0x0123456789ABCDEFull;
    for (int i = 0; i < 20; i++) {
        s = s * 7 + popcount(v);
        unsigned lo = (unsigned)v;
        s ^= reverse(lo);
        s += (lo & -lo) == lo ? 1 : 0;
        s += ((lo & (lo - 1)) == 0);
        v = v * 6364136223846793005ull + 1442695040888963407ull;
    }
    return (long long)(s >> 1);
}
