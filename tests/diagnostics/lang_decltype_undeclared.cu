// expect: error 4:14: identifier "nothing" is undefined
// decltype of an undeclared name
__global__ void k(int* out) {
    decltype(nothing) v = 1;
    out[0] = v;
}
