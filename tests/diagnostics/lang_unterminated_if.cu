// expect: error 3:1: unterminated conditional directive
// #if without #endif
#if 1
__global__ void k(int* out) { out[0] = 1; }
