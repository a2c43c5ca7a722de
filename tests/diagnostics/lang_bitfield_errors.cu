// expect: warning 5:17: declared size for bit field is larger than the size of the bit field type; truncated to 8 bits
// expect: error 9:12: taking the address of a bit field is not allowed
// a bit-field wider than its type (nvcc truncates it), and the address of a bit-field
struct R {
    char wide : 9;
    unsigned low : 4;
};
__device__ unsigned* f(R* r) {
    return &r->low;
}
__global__ void k(unsigned* out) { R r; out[0] = *f(&r); }
