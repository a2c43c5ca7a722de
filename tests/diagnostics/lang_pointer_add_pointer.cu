// expect: error 6:20: expression must have arithmetic or unscoped enum type
// adding two pointers
__global__ void k(int* out) {
    int* p = out;
    int* q = out + 1;
    out[0] = *(p + q);
}
