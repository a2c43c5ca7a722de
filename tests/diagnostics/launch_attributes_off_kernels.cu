// expect: error 9:39: __launch_bounds__ is only allowed on a __global__ function
// expect: error 10:42: __cluster_dims__ is only allowed on a __global__ function
// expect: error 11:32: __maxnreg__ is only allowed on a __global__ function
// expect: error 12:54: __launch_bounds__ is only allowed on a __global__ function
// expect: error 13:17: The maximum number of registers that can be allocated per thread must be positive
// expect: error 14:17: __cluster_dims__ arguments must be positive integers
// expect: error 15:17: max blocks per cluster must not be negative
// Launch attributes belong to kernels (nvcc's messages, nvcc 13 -arch=sm_90).
__device__ __launch_bounds__(256) int f(int x) { return x + 1; }
__device__ __cluster_dims__(2, 1, 1) int g(int x) { return x + 2; }
__device__ __maxnreg__(32) int h(int x) { return x + 3; }
__host__ __device__ void __launch_bounds__(64, 2, 0) both() {}
__global__ void __maxnreg__(0) k1(int* p) { *p = f(1) + g(2) + h(3); }
__global__ void __cluster_dims__(0, 1) k2(int* p) { *p = 2; }
__global__ void __launch_bounds__(64, 1, -2) k3(int* p) { *p = 3; }
