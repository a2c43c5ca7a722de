// expect: error 12:17: a value of type "int" cannot be used to initialize an entity of type "int S::*"
// expect: error 14:13: expression must have arithmetic, unscoped enum, or pointer type but has type "int S::*"
// expect: error 15:17: expression must have pointer-to-member type
// expect: error 16:13: pointer-to-member selection class types are incompatible ("T" and "S")
// expect: error 17:17: taking the address of a bit field is not allowed
// expect: error 18:13: expression must have arithmetic, unscoped enum, or pointer type but has type "int S::*"
// Ill-formed uses of pointers to members: each one error with its span
// (nvcc's texts; nvcc reports the first five).
struct S { int a; unsigned bits : 3; int f(int); };
struct T { int z; };
__device__ int use(S* s, T* t) {
    int S::*p = 5;
    int S::*q = &S::a;
    int r = q + 1;
    int u = s->*r;
    int v = t->*q;
    int S::*w = &S::bits;
    return (q < q) + u + v;
}
