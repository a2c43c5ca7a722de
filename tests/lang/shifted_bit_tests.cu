// Bit tests on shifted values, which instcombine rewrites to test the bits in
// place: `(v >> k) & m` compared with zero for unrolled k, logical and
// arithmetic shifts, masks whose bits reach past the top (logical: those
// bits test zeros; arithmetic: copies of the sign bit, which stay as written),
// 64-bit values, and the `!=`/`==` forms.
__device__ unsigned seed = 0x9e3779b9u;

__host__ __device__ long long run() {
    unsigned long long r = 0;
    unsigned u = seed;
    int s = (int)(seed ^ 0x80000000u) - 12345;
    long long w = (long long)seed * -977LL;
    for (int round = 0; round < 6; round++) {
        for (int k = 0; k < 32; k++) {
            r = r * 3 + (((u >> k) & 1u) != 0);
            r = r * 3 + (((u >> k) & 5u) == 0);
            r = r * 3 + (((s >> k) & 1) != 0);
            r = r * 3 + (((s >> k) & 7) == 0);
            r = r * 3 + (((s >> k) & -4) != 0);
        }
        for (int k = 0; k < 64; k += 3)
            r = r * 5 + (((w >> k) & 3LL) != 0) + (((unsigned long long)w >> k & 0xF0ULL) == 0);
        u = u * 1664525u + 1013904223u;
        s = (int)((unsigned)s * 7u + 11u);
        w = (long long)((unsigned long long)w * 31ULL - 5ULL);
    }
    return (long long)r;
}
