// expect: error 6:1: expected a declaration
// A host declaration cut short by the end of the file, whose error is not at the end:
// it is not set aside either.
template <class T> struct Num { T v; __device__ Num(T x) : v(x) {} };
__global__ void k(int *p) { *p = 1; }
Num(bool) -
