// loops whose bound is not a constant but has a known range, which the
// optimizer unrolls into copies that each keep their test (loop-unroll):
// `j <= k % 2` over a counter, `j < (v & 7)`, `j < u % 5u`, a loop counting
// down to `k & 3`, a break inside, the counter and a sum used after the loop,
// bounds of 0, and near misses that stay loops (a remainder of a value that
// may be negative, a bound up to 15).
__device__ int seed = 11;

__host__ __device__ long long run() {
    int s = seed;
    unsigned long long r = 0;
    for (int k = 0; k < 2 * s; k++) {
        int acc = 0;
        for (int j = 0; j <= k % 2; j++)
            acc += (k * 7 + s) >> (j * 2);
        r = r * 3 + acc;
    }
    for (int v = 0; v < 20; v++) {
        int x = v * s;
        int j = 0;
        long long t = 0;
        for (; j < (x & 7); j++)
            t += j * x;
        r = r * 5 + t + j;
    }
    for (unsigned u = 0; u < 17; u++) {
        unsigned n = 0;
        for (unsigned j = 0; j < (u * s) % 5u; j++)
            n = n * 3 + j + u;
        r = r * 7 + n;
    }
    for (int k = 0; k < 12; k++) {
        int c = 0;
        for (int j = 3; j > ((k + s) & 3); j--)
            c = c * 2 + j;
        r = r * 11 + c;
    }
    for (int k = 0; k < 9; k++) {
        int last = -1;
        for (int j = 0; j < ((k * s) & 7); j++) {
            if (j * j > s + k)
                break;
            last = j;
        }
        r = r * 13 + last;
    }
    for (int k = -6; k < 6; k++) {
        int c = 0;
        for (int j = 0; j <= (k * s) % 2; j++)
            c += j + 1;
        r = r * 17 + c;
    }
    for (int k = 0; k < 40; k++) {
        int c = 0;
        for (int j = 0; j < ((k * s) & 15); j++)
            c += j;
        r = r * 19 + c;
    }
    return (long long)r;
}
