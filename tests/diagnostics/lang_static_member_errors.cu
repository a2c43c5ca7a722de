// expect: error 8:5: memory qualifier on data member is not allowed
// expect: error 9:18: a member with an in-class initializer must be const
// expect: error 11:12: memory qualifier on data member is not allowed
// expect: error 14:8: class "S" has no member "nope"
// static data members: nvcc rejects CUDA memory spaces on them, in-class
// initializers of non-const ones, and definitions of members the class lacks.
struct S {
    static __device__ int a;
    static int b = 3;
    static const int c;
    static __constant__ float d;
};
const int S::c = 2;
int S::nope = 4;
__global__ void k(int* o) { o[0] = S::c; }
