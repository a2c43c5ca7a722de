// expect: error 11:15: an rvalue reference cannot be bound to an lvalue
// expect: error 12:19: an rvalue reference cannot be bound to an lvalue
// expect: error 13:23: initial value of reference to non-const must be an lvalue
// an rvalue reference does not bind an lvalue; a non-const lvalue reference does
// not bind a temporary
struct S { int a; };
__device__ int sink(int&& x) { return x; }
__device__ int keep(S& s) { return s.a; }
__global__ void k(int* out) {
    int v = 1;
    int&& r = v;
    out[0] = sink(v);
    out[1] = r + keep(S{2});
}
