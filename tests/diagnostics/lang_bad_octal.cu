// expect: error 4:14: invalid digit '8' in octal constant
// the digit 8 in an octal literal
__global__ void k(int* out) {
    out[0] = 0128;
}
