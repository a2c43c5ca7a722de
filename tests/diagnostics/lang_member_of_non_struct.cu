// expect: error 5:14: expression must have class type but it has type "int"
// member access on an int
__global__ void k(int* out) {
    int x = 3;
    out[0] = x.field;
}
