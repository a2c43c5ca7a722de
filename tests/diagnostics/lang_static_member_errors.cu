// expect: error 8:5: memory qualifier on data member is not allowed
// expect: error 9:18: a member with an in-class initializer must be const
// expect: error 11:12: memory qualifier on data member is not allowed
// (nvcc also reports the definition of S::nope below: see the note above.)
// static data members: nvcc's errors for memory spaces on them and in-class initializers
// of non-const ones (a definition of a missing member is host code: set aside).
struct S {
    static __device__ int a;
    static int b = 3;
    static const int c;
    static __constant__ float d;
};
const int S::c = 2;
int S::nope = 4;
__global__ void k(int* o) { o[0] = S::c; }
