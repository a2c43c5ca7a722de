// Kernel attributes -> PTX directives; checked against tests/nvcc/attributes/launch_bounds_three_args.ptx (sm_90).
// A zero third argument (max blocks per cluster) sets no limit, as a zero second one.
__global__ void __launch_bounds__(256, 2, 0) k8(float* p) { p[threadIdx.x] = 8.0f; }
__global__ void __launch_bounds__(128, 0, 8) k9(float* p) { p[threadIdx.x] = 9.0f; }
__global__ void __launch_bounds__(64, 0, 0) k10(float* p) { p[threadIdx.x] = 10.0f; }
