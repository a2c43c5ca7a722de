// expect: error 3:16: a __global__ function must have a void return type
// a __global__ function must return void
__global__ int k(int* out) {
    out[0] = 1;
    return 0;
}
