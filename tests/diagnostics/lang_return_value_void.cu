// expect: error 5:12: return value type does not match the function type
// returning a value from a void function
__device__ void f(int* p) {
    p[0] = 1;
    return 5;
}
__global__ void k(int* out) { f(out); }
