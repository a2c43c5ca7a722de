// expect: error 4:10: incomplete type "void" is not allowed
// a variable of type void
__global__ void k(int* out) {
    void v;
    out[0] = 1;
}
