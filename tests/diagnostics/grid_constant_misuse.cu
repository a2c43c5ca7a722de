// expect: error 5:41: a parameter annotated with __grid_constant__ must have const-qualified type
// expect: error 6:46: __grid_constant__ annotation is only allowed on a parameter of a __global__ function
// expect: warning 7:1: attribute "grid_constant" does not apply here
// __grid_constant__ needs a const parameter of a kernel (nvcc's messages)
__global__ void k(__grid_constant__ int n, int* o) { o[0] = n; }
__device__ int f(const __grid_constant__ int m) { return m; }
__grid_constant__ int g;
