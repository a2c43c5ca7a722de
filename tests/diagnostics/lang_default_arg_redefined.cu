// expect: error 4:22: default argument already specified in a previous declaration
// a default argument given twice
__device__ int f(int a = 1);
__device__ int f(int a = 1) { return a; }
__global__ void k(int* out) { out[0] = f(); }
