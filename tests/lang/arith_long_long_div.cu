// 64-bit division and remainder by variables
__host__ __device__ long long run() {
    long long s = 0;
    long long n = 9223372036854775807LL;
    for (long long d = 3; d < 1000000; d = d * 7 + 1) s ^= n / d + n % d;
    unsigned long long un = 18446744073709551615ull;
    for (unsigned long long d = 5; d < 100000000ull; d = d * 13 + 3) s ^= (long long)(un / d) + (long long)(un % d);
    long long m = -9223372036854775807LL;
    s ^= m / 12345 + m % 12345;
    return s;
}
