// expect: error 15:17: a value of type "int" cannot be used to initialize an entity of type "int S::*"
// expect: error 17:13: expression must have arithmetic, unscoped enum, or pointer type but has type "int S::*"
// expect: error 18:17: expression must have pointer-to-member type
// expect: error 19:13: pointer-to-member selection class types are incompatible ("T" and "S")
// expect: error 20:17: taking the address of a bit field is not allowed
// expect: error 21:22: a pointer to a virtual member function is not supported by ptxc yet
// expect: error 22:13: expression must have arithmetic, unscoped enum, or pointer type but has type "int S::*"
// Ill-formed uses of pointers to members: each one error with its span
// (nvcc's texts for the first five; ptxc's own for the virtual member
// function, which nvcc accepts).
struct S { int a; unsigned bits : 3; int f(int); };
struct T { int z; };
struct V { __device__ virtual int g() { return 1; } };
__device__ int use(S* s, T* t) {
    int S::*p = 5;
    int S::*q = &S::a;
    int r = q + 1;
    int u = s->*r;
    int v = t->*q;
    int S::*w = &S::bits;
    int (V::*vg)() = &V::g;
    return (q < q) + u + v;
}
