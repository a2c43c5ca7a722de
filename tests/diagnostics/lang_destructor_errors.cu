// expect: error 10:24: invalid destructor declaration
// expect: error 11:26: a destructor may not have parameters
// expect: error 12:27: destructors declared without a definition in the class are not supported yet (define it in the class)
// (virtual destructors are accepted: tests/lang/cls_virtual_*.cu)
// destructors: nvcc's errors for a destructor named after another class and for
// one with parameters; ptxc wants a destructor defined in its class (a declaration
// alone is reported).
struct T {};
struct S {
    int x; __device__ ~T() {}
    int y; __device__ ~S(int a) {}
    int z; __device__ ~S();
    int w;
};
__global__ void k(int* o) { S s; s.x = 1; o[0] = s.x; }
