// expect: error 6:14: no instance of overloaded function "h" matches the argument list
// no overload accepts a pointer argument
__device__ int h(int) { return 1; }
__device__ int h(double) { return 2; }
__global__ void k(int* out) {
    out[0] = h(out);
}
