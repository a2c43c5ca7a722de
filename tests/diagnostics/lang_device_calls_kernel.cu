// expect: error 5:5: a __global__ function call must be configured
// a __device__ function calls a kernel without a launch configuration
__global__ void child(int* out) { out[0] = 1; }
__device__ void parent(int* out) {
    child(out);
}
__global__ void k(int* out) { parent(out); }
