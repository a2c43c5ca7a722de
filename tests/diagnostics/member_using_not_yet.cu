// expect: error 7:16: a using-declaration of "g", which the class also declares, is not supported yet
// expect: error 9:36: inheriting constructors of "F", which has data members or virtual functions of its own, are not supported yet
// A using-declaration whose effect ptxc does not implement yet is reported, never
// compiled with other semantics (here the base's g would join E's overloads, and F's
// inherited constructor would have to initialize F's own member too).
struct B { __device__ B(int x) : val(x) {} __device__ int g(double d) const { return (int)(d * 2); } int val = 5; };
struct E : B { using B::g; __device__ E() : B(1) {} __device__ int g(int) const { return 100; } };
struct F : B { using B::B; int extra = 3; };
__global__ void k(int* o) { E e; F f(4); o[0] = e.g(1) + f.val; }
