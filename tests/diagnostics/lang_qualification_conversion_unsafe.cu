// expect: warning 16:21: a value of type "int **" cannot be used to initialize an entity of type "const int **"
// expect: warning 17:9: a value of type "int **" cannot be assigned to an entity of type "const int **"
// expect: warning 18:19: argument of type "int **" is incompatible with parameter of type "const int **"
// expect: warning 12:12: return value type does not match the function type
// expect: warning 19:22: a value of type "int ***" cannot be used to initialize an entity of type "int *const **"
// expect: error 20:18: a value of type "const int **" cannot be used to initialize an entity of type "int **"
// expect: error 21:16: a value of type "int *const **" cannot be used to initialize an entity of type "int ***"
// `int **` to `const int **` adds a qualifier without the `const` every level above
// it needs: C++ has no such conversion, nvcc accepts it with a warning (its
// discretionary error); dropping a qualifier stays an error.
__device__ const int** widen(int** p) {
    return p;
}
__device__ int take(const int** p) { return **p; }
__global__ void k(int** pp, int*** ppp, int* out) {
    const int** a = pp;
    a = pp;
    out[0] = take(pp) + **widen(pp) + **a;
    int* const** b = ppp;
    int** back = a;
    int*** c = &b[0];
    out[1] = **back + ***c;
}
