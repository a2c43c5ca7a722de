// expect: error 6:1: label "again" has already been defined
// the same label twice in one function
__device__ int f(int x) {
again:
    x++;
again:
    if (x < 10) goto again;
    return x;
}
