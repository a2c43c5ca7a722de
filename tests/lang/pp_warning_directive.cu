// #warning is a warning: the translation goes on
#define LEVEL 2
#if LEVEL > 1
#warning LEVEL above 1 is deprecated
#endif

__host__ __device__ long long run() { return LEVEL * 21; }
