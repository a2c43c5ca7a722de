// Kernel attributes -> PTX directives; checked against tests/nvcc/attributes/cluster_rank.ptx (sm_90).
__global__ void __launch_bounds__(256, 2, 4) k7(float* p) { p[threadIdx.x] = 7.0f; }
