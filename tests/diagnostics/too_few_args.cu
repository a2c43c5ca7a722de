// expect: error 3:41: too few arguments in function call
__device__ int two(int a, int b) { return a + b; }
__global__ void k(int* p) { p[0] = two(1); }
