// Loops with run-time bounds whose addresses are affine in the counter, the
// shapes strength-reduce turns into pointer increments: a row and a column
// of a matrix (`a[row * n + k]`, `b[k * n + col]`), a counter stepping down
// and by 3, an index built with `<<` and `-`, 64-bit counters (signed and
// `size_t`), two counters in one loop, stores through such addresses, and
// an address also used after its loop (which stays as it is).
#include <stddef.h>

__device__ int seed = 5;
__device__ int mat[16 * 16];
__device__ long long wide[64];

__host__ __device__ long long run() {
    int n = seed + 3; // 8, not known to the compiler
    for (int i = 0; i < 16 * 16; i++)
        mat[i] = (i * 37 + seed) % 101 - 50;
    for (int i = 0; i < 64; i++)
        wide[i] = (long long)i * i - 7 * i;
    unsigned long long r = 0;
    for (int row = 0; row < n; row++)
        for (int col = 0; col < n; col++) {
            int acc = 0;
            for (int k = 0; k < n; k++)
                acc += mat[row * n + k] * mat[k * n + col];
            r = r * 31 + (unsigned)acc;
        }
    for (int k = n + 5; k >= 0; k--)
        r = r * 7 + (unsigned)mat[2 * k + 1];
    for (int k = 1; k < 5 * n; k += 3)
        r = r * 3 + (unsigned)mat[(k << 2) - k - 1];
    for (long long k = 0; k < n * 4; k++)
        r = r * 5 + (unsigned long long)wide[k + 3 - 2];
    for (size_t k = 2; k < (size_t)(n * 6); k++)
        r = r * 9 + (unsigned long long)wide[k];
    int j = 100;
    for (int k = 0; k < n; k++, j -= 2) {
        mat[k * 3] += mat[j];
        r = r * 11 + (unsigned)mat[k + 16];
    }
    int k = 0;
    int* last = &mat[0];
    for (; k < n + seed; k++) {
        last = &mat[k * 2];
        *last += k;
    }
    r = r * 13 + (unsigned)*last + (unsigned)k;
    for (int i = 0; i < 16 * 16; i++)
        r = r * 17 + (unsigned)mat[i];
    return (long long)r;
}
