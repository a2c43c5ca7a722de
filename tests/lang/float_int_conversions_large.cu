// conversions near the limits of the integer types
__host__ __device__ long long run() {
    long long s = 0;
    s ^= (long long)9.2233720368547748e18;
    s ^= (long long)-9.2233720368547758e18;
    s += (long long)(unsigned long long)1.8446744073709550e19 >> 10;
    s += (int)2147483647.0;
    s += (int)-2147483648.0;
    s += (unsigned)4294967295.0;
    s += (short)-32768.9f;
    s += (unsigned char)255.99;
    float f = 9.2233715e18f;
    s ^= (long long)f;
    double d = (double)0x7FFFFFFFFFFFFFFFLL;
    s += d == 9.2233720368547758e18;
    return s;
}
