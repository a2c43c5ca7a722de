// expect: error 5:14: a pointer to void cannot be dereferenced
// dereferencing a void pointer
__global__ void k(int* out) {
    void* p = out;
    out[0] = *p;
}
