// expect: error 11:24: invalid destructor declaration
// expect: error 12:26: a destructor may not have parameters
// expect: error 17:15: function "S::~S" has already been defined
// expect: error 19:15: defining an implicitly declared member function is not allowed
// (virtual destructors are accepted: tests/lang/cls_virtual_*.cu)
// destructors: nvcc's errors for a destructor named after another class, for
// one with parameters, for a second definition outside the class and for a
// definition of a destructor the class does not declare.
struct T {};
struct S {
    int x; __device__ ~T() {}
    int y; __device__ ~S(int a) {}
    int z; __device__ ~S();
    int w;
};
__device__ S::~S() { z = 1; }
__device__ S::~S() { z = 2; }
struct U { int v; };
__device__ U::~U() {}
__global__ void k(int* o) { S s; s.x = 1; o[0] = s.x; }
