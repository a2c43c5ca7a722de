// expect: error 4:10: reference variable "r" requires an initializer
// a reference without an initializer
__global__ void k(int* out) {
    int& r;
    out[0] = 1;
}
