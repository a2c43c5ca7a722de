// comparisons between signed and unsigned operands
__host__ __device__ long long run() {
    int i = -1;
    unsigned u = 1;
    long l = -1;
    unsigned long long ull = 1;
    unsigned short us = 1;
    long long s = 0;
    s = s * 2 + (i < u);
    s = s * 2 + (l < u);
    s = s * 2 + (l < ull);
    s = s * 2 + (i < us);
    s = s * 2 + (-1 < 1u);
    s = s * 2 + (-1L < 1u);
    s = s * 2 + ((unsigned char)255 > (signed char)-1);
    s = s * 2 + (i == 0xFFFFFFFF);
    return s;
}
