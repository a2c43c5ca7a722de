// expect: error 6:5: cannot assign to variable 'threadIdx' with predefined meaning in CUDA
// expect: error 7:21: cannot take address of builtin variable "gridDim"
// expect: error 8:16: initial value of reference to non-const must be an lvalue
// whole built-in variables are read-only values: no assignment, address or reference
__global__ void k(unsigned* out, uint3 v) {
    threadIdx = v;
    const dim3* g = &gridDim;
    uint3& r = blockIdx;
    out[0] = g->x + r.x;
}
