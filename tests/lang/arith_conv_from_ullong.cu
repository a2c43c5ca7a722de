// conversions from unsigned long long to every arithmetic type (values in range of the target for float->int)
__host__ __device__ unsigned long long mixu(unsigned long long h, unsigned long long v) { return (h ^ v) * 0x100000001B3ull + (h >> 29); }
__host__ __device__ unsigned long long bitsd(double d) {
    union { double d; unsigned long long u; } x;
    x.d = d;
    return x.u;
}

__host__ __device__ long long run() {
    unsigned long long h = 1;
    volatile unsigned long long v[5] = {(unsigned long long)0ULL, (unsigned long long)1ULL, (unsigned long long)2ULL, (unsigned long long)6148914691236517205ULL, (unsigned long long)18446744073709551615ULL};
    h = mixu(h, (unsigned long long)((char)v[0]));
    h = mixu(h, (unsigned long long)((char)v[1]));
    h = mixu(h, (unsigned long long)((char)v[2]));
    h = mixu(h, (unsigned long long)((char)v[3]));
    h = mixu(h, (unsigned long long)((char)v[4]));
    h = mixu(h, (unsigned long long)((signed char)v[0]));
    h = mixu(h, (unsigned long long)((signed char)v[1]));
    h = mixu(h, (unsigned long long)((signed char)v[2]));
    h = mixu(h, (unsigned long long)((signed char)v[3]));
    h = mixu(h, (unsigned long long)((signed char)v[4]));
    h = mixu(h, (unsigned long long)((unsigned char)v[0]));
    h = mixu(h, (unsigned long long)((unsigned char)v[1]));
    h = mixu(h, (unsigned long long)((unsigned char)v[2]));
    h = mixu(h, (unsigned long long)((unsigned char)v[3]));
    h = mixu(h, (unsigned long long)((unsigned char)v[4]));
    h = mixu(h, (unsigned long long)((short)v[0]));
    h = mixu(h, (unsigned long long)((short)v[1]));
    h = mixu(h, (unsigned long long)((short)v[2]));
    h = mixu(h, (unsigned long long)((short)v[3]));
    h = mixu(h, (unsigned long long)((short)v[4]));
    h = mixu(h, (unsigned long long)((unsigned short)v[0]));
    h = mixu(h, (unsigned long long)((unsigned short)v[1]));
    h = mixu(h, (unsigned long long)((unsigned short)v[2]));
    h = mixu(h, (unsigned long long)((unsigned short)v[3]));
    h = mixu(h, (unsigned long long)((unsigned short)v[4]));
    h = mixu(h, (unsigned long long)((int)v[0]));
    h = mixu(h, (unsigned long long)((int)v[1]));
    h = mixu(h, (unsigned long long)((int)v[2]));
    h = mixu(h, (unsigned long long)((int)v[3]));
    h = mixu(h, (unsigned long long)((int)v[4]));
    h = mixu(h, (unsigned long long)((unsigned int)v[0]));
    h = mixu(h, (unsigned long long)((unsigned int)v[1]));
    h = mixu(h, (unsigned long long)((unsigned int)v[2]));
    h = mixu(h, (unsigned long long)((unsigned int)v[3]));
    h = mixu(h, (unsigned long long)((unsigned int)v[4]));
    h = mixu(h, (unsigned long long)((long)v[0]));
    h = mixu(h, (unsigned long long)((long)v[1]));
    h = mixu(h, (unsigned long long)((long)v[2]));
    h = mixu(h, (unsigned long long)((long)v[3]));
    h = mixu(h, (unsigned long long)((long)v[4]));
    h = mixu(h, (unsigned long long)((unsigned long)v[0]));
    h = mixu(h, (unsigned long long)((unsigned long)v[1]));
    h = mixu(h, (unsigned long long)((unsigned long)v[2]));
    h = mixu(h, (unsigned long long)((unsigned long)v[3]));
    h = mixu(h, (unsigned long long)((unsigned long)v[4]));
    h = mixu(h, (unsigned long long)((long long)v[0]));
    h = mixu(h, (unsigned long long)((long long)v[1]));
    h = mixu(h, (unsigned long long)((long long)v[2]));
    h = mixu(h, (unsigned long long)((long long)v[3]));
    h = mixu(h, (unsigned long long)((long long)v[4]));
    h = mixu(h, bitsd((double)((float)v[0])));
    h = mixu(h, bitsd((double)((float)v[1])));
    h = mixu(h, bitsd((double)((float)v[2])));
    h = mixu(h, bitsd((double)((float)v[3])));
    h = mixu(h, bitsd((double)((float)v[4])));
    h = mixu(h, bitsd((double)((double)v[0])));
    h = mixu(h, bitsd((double)((double)v[1])));
    h = mixu(h, bitsd((double)((double)v[2])));
    h = mixu(h, bitsd((double)((double)v[3])));
    h = mixu(h, bitsd((double)((double)v[4])));
    h = mixu(h, (unsigned long long)((bool)v[0]));
    h = mixu(h, (unsigned long long)((bool)v[1]));
    h = mixu(h, (unsigned long long)((bool)v[2]));
    h = mixu(h, (unsigned long long)((bool)v[3]));
    h = mixu(h, (unsigned long long)((bool)v[4]));
    return (long long)(h >> 1);
}
