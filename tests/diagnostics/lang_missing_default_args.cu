// expect: error 3:33: default argument not at end of parameter list
// a parameter without a default after one with a default
__device__ int f(int a = 1, int b) { return a + b; }
__global__ void k(int* out) { out[0] = f(1, 2); }
