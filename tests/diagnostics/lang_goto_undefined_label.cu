// expect: error 5:10: label "nowhere" was referenced but not defined
// a goto to a label the function does not define
__device__ int f(int x) {
    if (x)
    goto nowhere;
    return x;
}
