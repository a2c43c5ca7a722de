// expect: warning 6:18: division by zero
// expect: error 7:14: identifier "nothing" is undefined
// integer division by a constant zero warns; an error elsewhere is reported too
__global__ void k(int* out) {
    int a = 5;
    out[0] = a / 0;
    out[1] = nothing;
}
