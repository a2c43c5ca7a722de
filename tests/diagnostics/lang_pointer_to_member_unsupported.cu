// expect: error 8:9: pointers to members are not supported by ptxc yet
// expect: error 9:10: pointers to members are not supported by ptxc yet
// expect: error 10:13: the pointer-to-member operators .* and ->* are not supported by ptxc yet
// Pointers to data members and member functions (issue 17, seed 000's type
// table; nvcc supports them): one error per declarator and operator
struct S { int a; int f(int); };
__global__ void k(int* o, S* s) {
    int S::*pm = &S::a;
    int (S::*pf)(int) = &S::f;
    o[0] = s->*pm;
}
