// expect: error 5:1: #error version 3 or later is required
// #error stops the compilation with its message
#define VERSION 2
#if VERSION < 3
#error version 3 or later is required
#endif
__global__ void k(int* out) { out[0] = 1; }
