// expect: error 5:10: expression must have a constant value
// a case label that is not a constant
__global__ void k(int* out, int x, int y) {
    switch (x) {
    case y: out[0] = 1; break;
    }
}
