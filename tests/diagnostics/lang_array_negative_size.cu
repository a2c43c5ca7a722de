// expect: error 4:11: the size of an array must be greater than zero
// an array with a negative size
__global__ void k(int* out) {
    int a[-1];
    out[0] = 1;
}
