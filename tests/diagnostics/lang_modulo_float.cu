// expect: error 5:14: expression must have integral or unscoped enum type
// % on floating operands
__global__ void k(float* out) {
    float a = 5, b = 2;
    out[0] = a % b;
}
