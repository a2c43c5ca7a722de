// expect: error 3:1: #else without #if
// #else without #if
#else
__global__ void k(int* out) { out[0] = 1; }
