// digit separators (C++14) in every base, with suffixes, in code and in #if
#if 1'000 + 0x1'0 == 1016
#define SEP_IN_IF 1
#else
#define SEP_IN_IF 0
#endif

__host__ __device__ long long run() {
    long long a = 1'000'000;
    unsigned b = 0xFF'FFu;
    int c = 0b1010'1010;
    long long d = 07'7LL;
    double e = 1'234.5'6;
    return a + b + c + d + (long long)(e * 100) + SEP_IN_IF * 1'000'000'000LL;
}
