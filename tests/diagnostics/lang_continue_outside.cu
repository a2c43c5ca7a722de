// expect: error 5:5: a continue statement may only be used within a loop
// continue outside any loop
__global__ void k(int* out) {
    out[0] = 1;
    continue;
}
