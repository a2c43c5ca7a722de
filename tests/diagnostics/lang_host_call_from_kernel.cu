// expect: error 5:14: calling a __host__ function("host_helper(int)") from a __global__ function("k") is not allowed
// a kernel calls a host function
int host_helper(int x) { return x + 1; }
__global__ void k(int* out) {
    out[0] = host_helper(1);
}
