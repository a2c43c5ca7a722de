// expect: warning 8:5: transfer of control bypasses initialization of: variable "y"
// expect: warning 15:1: label "unused" was declared but never referenced
// expect: warning 17:5: label "end" was declared but never referenced
// expect: warning 18:5: expected a statement
// expect: error 19:10: label "missing" was referenced but not defined
// warnings nvcc also gives: a case label past an initialization, an unused label, a label closing a block
__device__ int f(int x) {
    switch (x) {
    case 1:
        int y = 3;
        return y;
    case 2:
        return 2;
    }
unused:
    if (x) {
    end:
    }
    goto missing;
}
