// expect: error 4:5: a case label may only be used within a switch
// a case label outside a switch
__global__ void k(int* out) {
    case 1: out[0] = 1;
}
