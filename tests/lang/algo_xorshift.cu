// xorshift64* pseudo-random numbers
__host__ __device__ unsigned long long next(unsigned long long& s) {
    s ^= s >> 12;
    s ^= s << 25;
    s ^= s >> 27;
    return s * 2685821657736338717ull;
}

__host__ __device__ long long run() {
    unsigned long long state = 88172645463325252ull;
    unsigned long long acc = 0;
    for (int i = 0; i < 1000; i++) acc += next(state) >> 20;
    return (long long)(acc ^ state) & 0x7FFFFFFFFFFFFFFFLL;
}
