// expect: error 4:13: a value of type "int *" cannot be used to initialize an entity of type "int"
// initializing an int with a pointer
__global__ void k(int* out) {
    int x = out;
    out[0] = x;
}
