// expect: error 5:20: expression must have integral or unscoped enum type
// & between a pointer and an integer
__global__ void k(int* out) {
    int* p = out;
    out[0] = (int)(p & 3);
}
