// expect: error 5:14: a value of type "float *" cannot be used to initialize an entity of type "int *"
// initializing a pointer with a pointer to a different type
__global__ void k(int* out) {
    float f = 1;
    int* p = &f;
    out[0] = *p;
}
