// expect: error 4:14: identifier "nosuch" is undefined
// calling a function that was never declared
__global__ void k(int* out) {
    out[0] = nosuch(3);
}
