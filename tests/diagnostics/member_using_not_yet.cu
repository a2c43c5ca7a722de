// expect: error 6:16: a using-declaration of "g", which the class also declares, is not supported yet
// expect: error 7:16: inheriting constructors (`using Base::Base;`) are not supported yet
// A using-declaration whose effect ptxc does not implement yet is reported, never
// compiled with other semantics (here the base's g would join E's overloads).
struct B { __device__ int g(double d) const { return (int)(d * 2); } int val = 5; };
struct E : B { using B::g; __device__ int g(int) const { return 100; } };
struct F : B { using B::B; };
__global__ void k(int* o) { E e; F f; o[0] = e.g(1) + f.val; }
