// division and remainder by constants (ptx/src/isel/const_div.rs: multiply-high
// by a magic number and shifts, as nvcc): unsigned and signed, 32 and 64 bits,
// small, large, even, odd, negative and power-of-two divisors, over dividends
// that include 0, the extremes and negative values; a dividend known to be
// non-negative (a loop counter) divides as unsigned.
__device__ unsigned seed_u = 0x9e3779b9u;
__device__ unsigned long long seed_ull = 0x9e3779b97f4a7c15ull;

__host__ __device__ unsigned step(unsigned x) { return x * 1664525u + 1013904223u; }

__host__ __device__ long long run() {
    unsigned u = seed_u;
    unsigned long long w = seed_ull;
    long long acc = 0;
    for (int k = 0; k < 40; k++) {
        u = step(u);
        w = w * 6364136223846793005ull + 1442695040888963407ull;
        unsigned a = k < 4 ? (k == 0 ? 0u : k == 1 ? 0xffffffffu : k == 2 ? 0x80000000u : 0x7fffffffu) : u;
        int s = (int)a;
        unsigned long long b = k < 4 ? (k == 0 ? 0ull : k == 1 ? ~0ull : k == 2 ? 1ull << 63 : ~0ull >> 1) : w;
        long long t = (long long)b;
        unsigned h = a / 10u + a % 10u + a / 7u + a % 641u + a / 3u + a % 1000000007u + a / 0x7fffffffu + a % 6u
                   + a / 0x40000001u + a % 12u;
        int g = s / 10 + s % 10 + s / -7 + s % -7 + s / 32 + s % 32 + s / -8 + s % -2 + s / 3 + s % 1000
              + s / 0x3fffffff + s % 24;
        unsigned long long v = b / 10 + b % 10 + b / 7 + b % 1000000007ull + b / 0x7fffffffffffffffull + b % 6
                             + b / 274177 + b % 3;
        long long z = t / 1000 + t % 1000 + t / -3 + t % 4096 + t / -4096 + t % -7 + t / 641 + t % 0x100000001ll;
        int nonneg = k * 37 + 5;
        int q = nonneg / 3 + nonneg % 5 + nonneg / 8 + nonneg % 16;
        acc = acc * 31 + (long long)(h ^ (unsigned)g ^ (unsigned)(v >> 17) ^ (unsigned)z ^ (unsigned)(z >> 32) ^ (unsigned)q);
        acc &= 0xffffffffffffll;
    }
    return acc;
}
