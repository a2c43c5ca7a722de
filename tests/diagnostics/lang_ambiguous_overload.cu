// expect: error 6:14: more than one instance of overloaded function "h" matches the argument list
// a call that matches two overloads equally well
__device__ int h(int) { return 1; }
__device__ int h(double) { return 2; }
__global__ void k(int* out) {
    out[0] = h(1L);
}
