// expect: error 6:5: case label value has already appeared in this switch
// two case labels with the same value
__global__ void k(int* out, int x) {
    switch (x) {
    case 1: out[0] = 1; break;
    case 1: out[0] = 2; break;
    }
}
