// 64-bit multiplication, including wrapping unsigned products
__host__ __device__ long long run() {
    long long a = 3037000499LL;
    long long sq = a * a;
    unsigned long long x = 0x9E3779B97F4A7C15ull;
    unsigned long long h = 0;
    for (int i = 0; i < 10; i++) h = (h ^ (unsigned long long)i) * x;
    long long m = -123456789012LL * 3;
    return sq ^ (long long)(h >> 2) ^ m;
}
