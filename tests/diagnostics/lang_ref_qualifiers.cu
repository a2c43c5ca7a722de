// expect: error 13:18: overloading two member functions with the same parameter types requires that they both have ref-qualifiers or both lack ref-qualifiers
// expect: error 15:26: a ref-qualifier is not allowed here
// expect: error 19:10: function "B::f" cannot be called on an lvalue
// expect: error 20:10: function "B::g" cannot be called on an rvalue
// expect: error 22:10: function "B::f" cannot be called on an lvalue
// Ref-qualifiers misused (nvcc's messages): a member with one and an overload
// without, a ref-qualifier on a free function, `&&` members on lvalues and `&`
// members on rvalues.
struct B { int v;
  __device__ int f() && { return v; }
  __device__ int g() & { return v; }
  __device__ int h() &;
  __device__ int h();
};
__device__ int free_fn() &;
__device__ B mk();
__global__ void k(int* o) {
  B b{1};
  o[0] = b.f();
  o[1] = mk().g();
  B* p = &b;
  o[2] = p->f();
}
