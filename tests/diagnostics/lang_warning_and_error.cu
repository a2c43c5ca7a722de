// expect: warning 4:1: #warning this file is old
// expect: error 6:14: identifier "undefined_value" is undefined
// #warning is reported as a warning next to a real error
#warning this file is old
__global__ void k(int* out) {
    out[0] = undefined_value;
}
