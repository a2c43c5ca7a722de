// expect: error 4:20: initializer not allowed for __shared__ variable
// a __shared__ variable cannot have an initializer
__global__ void k(int* out) {
    __shared__ int tile = 5;
    out[0] = tile;
}
