// expect: error 6:19: too many arguments in function call
// a call with more arguments than parameters
__device__ int f(int a) { return a; }

__global__ void k(int* out) {
    out[0] = f(1, 2);
}
