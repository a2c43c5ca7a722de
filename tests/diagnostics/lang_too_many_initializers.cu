// expect: error 4:23: too many initializer values
// more initializers than array elements
__global__ void k(int* out) {
    int a[2] = {1, 2, 3};
    out[0] = a[0];
}
