// expect: error 5:5: expression must be a modifiable lvalue
// incrementing a value that is not an lvalue
__global__ void k(int* out) {
    int a = 1;
    (a + 1)++;
    out[0] = a;
}
