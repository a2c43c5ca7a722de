// expect: error 4:42: a delegating constructor cannot have other mem-initializers
// a delegating constructor initializes the whole object through its target, so
// nvcc rejects any other member initializer next to it (pointing at that one)
struct X { int a; __device__ X() : X(1), a(2) {} __device__ X(int v) : a(v) {} };
__global__ void k(int* o) { X x; o[0] = x.a; }
