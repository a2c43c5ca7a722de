// Kernel attributes -> PTX directives; checked against tests/nvcc/attributes/cluster_and_bounds.ptx (sm_90).
__global__ void __launch_bounds__(256, 2, 4) __cluster_dims__(2, 2, 1) k5(float* p) { p[threadIdx.x] = 5.0f; }
__global__ void __launch_bounds__(64, 0) k6(float* p) { p[threadIdx.x] = 6.0f; }
