// expect: error 5:14: expression preceding parentheses of apparent call must have (pointer-to-) function type
// calling a variable
__global__ void k(int* out) {
    int f = 2;
    out[0] = f(1);
}
