// expect: error 4:14: namespace "nowhere" is undefined
// calling a function in a namespace that was never declared
__global__ void k(int* out) {
    out[0] = nowhere::f();
}
