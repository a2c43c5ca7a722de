// expect: error 4:5: cannot assign to variable 'blockIdx' with predefined meaning in CUDA
// blockIdx cannot be assigned
__global__ void k(int* out) {
    blockIdx.x = 3;
    out[0] = 1;
}
