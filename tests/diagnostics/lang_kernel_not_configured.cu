// expect: error 5:5: a __global__ function call must be configured
// calling a kernel without <<<...>>>
__global__ void k(int* out) { out[0] = 1; }
void host(int* p) {
    k(p);
}
