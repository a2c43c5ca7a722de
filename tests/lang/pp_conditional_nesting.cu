// nested conditional groups, including skipped groups with unknown directives inside
#define A 1
#define B 0

#if A
#if B
#define R 1
#elif defined(A) && A + 1 == 2
#if 0
#bogus directive in a skipped group
#define R 99
#else
#define R 2
#endif
#endif
#else
#define R 3
#endif

#ifndef R
#define R 4
#endif

__host__ __device__ long long run() { return R * 10 + A + B; }
