// expect: error 4:14: initial value of reference to non-const must be an lvalue
// a non-const reference cannot bind to a temporary
__global__ void k(int* out) {
    int& r = 5;
    out[0] = r;
}
