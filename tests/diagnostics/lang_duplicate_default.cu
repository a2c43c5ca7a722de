// expect: error 7:5: default label already appeared in this switch
// two default labels in one switch
__global__ void k(int* out, int x) {
    switch (x) {
    default: out[0] = 1; break;
    case 2: out[0] = 2; break;
    default: out[0] = 3; break;
    }
}
