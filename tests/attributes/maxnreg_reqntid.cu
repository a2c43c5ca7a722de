// Kernel attributes -> PTX directives; checked against tests/nvcc/attributes/maxnreg_reqntid.ptx (sm_90).
__global__ void __maxnreg__(40) k_nreg(int* p) { p[threadIdx.x] = (int)threadIdx.x; }
__global__ void __launch_bounds__(1024) k_wide(float* p, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) p[i] *= 2.0f; }
__global__ void plain(float* p) { p[0] = 0.0f; }
