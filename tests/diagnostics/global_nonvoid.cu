// expect: error 2:16: a __global__ function must have a void return type
__global__ int k(int x) { return x; }
