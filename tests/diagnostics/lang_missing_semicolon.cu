// expect: error 5:5: expected a ";"
// a missing semicolon after a declaration
__global__ void k(int* out) {
    int a = 1
    out[0] = a;
}
