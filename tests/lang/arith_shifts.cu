// shifts: promoted left operand, arithmetic right shift of negatives, 64-bit shifts
__host__ __device__ long long run() {
    int neg = -256;
    unsigned un = 0x80000000u;
    long long s = 0;
    s = s * 1000 + (neg >> 4);
    s = s * 100000 + (un >> 31);
    s = s * 10 + (long long)(un >> 28);
    char c = 1;
    s += sizeof(c << 2);
    long long w = 1LL << 40;
    s += w >> 35;
    unsigned long long u64 = 0x8000000000000000ull;
    s += (long long)(u64 >> 60);
    long long n64 = -(1LL << 50);
    s += n64 >> 45;
    int amt = 33;
    s += (1ULL << amt) >> 30;
    s += 5 << 2L;
    unsigned short us = 0xFFFF;
    s += us << 8;
    return s;
}
