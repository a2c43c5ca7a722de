// expect: error 6:34: function "twice" cannot be referenced -- it is a deleted function
// Choosing a deleted overload is an error (it is not skipped for the next best).
__device__ int twice(int x) { return 2 * x; }
__device__ int twice(double) = delete;
__global__ void k(int* out) {
    out[0] = twice(21); out[1] = twice(2.5); out[2] = 0;
}
