// integer conversions through casts: truncation, sign extension, zero extension
__host__ __device__ long long run() {
    int big = 0x12345678;
    long long s = 0;
    s = s * 1000 + (unsigned char)big;
    s = s * 1000 + (signed char)0xF0;
    s = s * 100000 + (unsigned short)-1;
    s = s * 100000 + (short)0x8001;
    long long w = (long long)(int)0xFFFFFFFFu;
    unsigned long long z = (unsigned long long)(unsigned)-1;
    s ^= w;
    s += (long long)(z >> 4);
    return s;
}
