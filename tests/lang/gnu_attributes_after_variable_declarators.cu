// GNU attributes after a variable's declarator (`T a[N] __attribute__((aligned(A)));`,
// as YARPGen and glibc write them) belong to that variable: an alignment there is the
// variable's, whether it is a global, a static or a local, and other attributes
// (`unused`) are read and ignored; each declarator of a list has its own.
#include <stdint.h>
__device__ short table[6][6] __attribute__((aligned(64)));
__device__ int counter __attribute__((aligned(16))) = 5;
__device__ char flags[3] __attribute__((unused)), wide[5] __attribute__((aligned(32)));

__host__ __device__ long long run() {
    short local[10] __attribute__((aligned(16)));
    static long long kept[2] __attribute__((aligned(32))) = {7, 8};
    for (int i = 0; i < 10; ++i) local[i] = (short)(i * 3);
    long long r = local[9] + kept[1];
    r = r * 10 + (int)(((uintptr_t)local) % 16 == 0) + (int)(((uintptr_t)kept) % 32 == 0);
#ifdef __CUDA_ARCH__
    r = r * 10 + (int)(((uintptr_t)table) % 64 == 0) + (int)(((uintptr_t)&counter) % 16 == 0);
    r = r * 10 + (int)(((uintptr_t)wide) % 32 == 0) + counter - 5;
#else
    r = r * 10 + 2;
    r = r * 10 + 1;
#endif
    return r;
}
