// expect: error 5:14: expression must have integral or unscoped enum type
// << on a double
__global__ void k(double* out) {
    double d = 1;
    out[0] = d << 2;
}
