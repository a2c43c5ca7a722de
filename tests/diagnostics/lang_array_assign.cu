// expect: error 6:5: expression must be a modifiable lvalue
// arrays cannot be assigned as a whole
__global__ void k(int* out) {
    int a[3] = {1, 2, 3};
    int b[3];
    b = a;
    out[0] = b[0];
}
