// expect: error 6:52: qualified name is not a member of class "B" or its base classes
// `x.A::a` with `A` not the class of `x` nor one of its bases (nvcc's text, at the
// qualifier)
struct A { int a; };
struct B { int b; };
__global__ void k(int* o) { B x; x.b = 1; o[0] = x.A::a; }
