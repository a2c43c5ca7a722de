// Kernel attributes -> PTX directives; checked against tests/nvcc/attributes/launch_bounds.ptx (sm_90).
__global__ void __launch_bounds__(256, 2) k1(float* p) { p[threadIdx.x] = 1.0f; }
__global__ void __cluster_dims__(2, 1, 1) k2(float* p) { p[threadIdx.x] = 2.0f; }
__global__ __launch_bounds__(128) void k3(float* p) { p[threadIdx.x] = 3.0f; }
__global__ void __maxnreg__(32) k4(float* p) { p[threadIdx.x] = 4.0f; }
