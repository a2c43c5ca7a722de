// expect: error 5:15: operand of "*" must be a pointer but has type "int"
// dereferencing an integer
__global__ void k(int* out) {
    int x = 3;
    out[0] = *x;
}
