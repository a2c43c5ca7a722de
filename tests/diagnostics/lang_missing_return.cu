// expect: warning 6:1: missing return statement at end of non-void function "f"
// expect: error 8:19: too many arguments in function call
// a missing return warns; a bad call in the same file is an error
__device__ int f(int x) {
    if (x > 0) return 1;
}
__global__ void k(int* out) {
    out[0] = f(1, 2);
}
