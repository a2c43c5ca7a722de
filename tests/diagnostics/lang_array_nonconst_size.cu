// expect: error 4:11: expression must have a constant value
// an array bound that is not a constant expression
__global__ void k(int* out, int n) {
    int a[n];
    out[0] = a[0];
}
