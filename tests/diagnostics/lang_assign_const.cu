// expect: error 5:5: expression must be a modifiable lvalue
// assigning to a const local
__global__ void k(int* out) {
    const int c = 4;
    c = 5;
    out[0] = c;
}
