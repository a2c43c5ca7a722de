// expect: error 4:21: cannot take address of builtin variable "blockDim"
// the address of blockDim cannot be taken
__global__ void k(unsigned* out) {
    const void* p = &blockDim;
    out[0] = p != 0;
}
