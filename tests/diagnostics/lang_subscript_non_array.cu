// expect: error 5:14: expression must have pointer-to-object type
// subscripting a value that is neither array nor pointer
__global__ void k(int* out) {
    float f = 2;
    out[0] = f[1];
}
