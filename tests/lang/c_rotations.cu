// rotations and shifts by variable amounts (all amounts within the width)
__host__ __device__ unsigned rotl32(unsigned x, unsigned r) { return r == 0 ? x : (x << r) | (x >> (32 - r)); }
__host__ __device__ unsigned long long rotr64(unsigned long long x, unsigned r) { return r == 0 ? x : (x >> r) | (x << (64 - r)); }

__host__ __device__ long long run() {
    unsigned long long s = 0;
    for (unsigned r = 0; r < 32; r += 3) s = s * 31 + rotl32(0x80000001u, r);
    for (unsigned r = 0; r < 64; r += 7) s ^= rotr64(0x0123456789ABCDEFull, r);
    int v = -12345;
    for (int k = 0; k < 31; k += 5) s += (unsigned long long)(v >> k);
    return (long long)(s >> 1);
}
