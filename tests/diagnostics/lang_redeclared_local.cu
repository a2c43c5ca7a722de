// expect: error 5:11: "a" has already been declared in the current scope
// the same name declared twice in one scope
__global__ void k(int* out) {
    int a = 1;
    float a = 2;
    out[0] = a;
}
