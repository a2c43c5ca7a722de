// expect: error 11:12: a "final" class type cannot be used as a base class
// expect: error 13:27: no suitable constructor exists to convert from "int" to "S"
// expect: error 15:11: no suitable constructor exists to convert from "int" to "S"
// expect: error 16:7: copy-list-initialization cannot use a constructor marked "explicit"
// expect: error 17:16: no suitable constructor exists to convert from "int" to "S"
// expect: error 19:13: no suitable conversion function from "C" to "int" exists
// explicit constructors serve no copy-initialization, explicit conversion functions no implicit conversion, final classes no derivation (nvcc's texts)
struct S { int v; explicit __device__ S(int x) : v(x) {} };
struct C { int v; __device__ explicit operator int() const { return v; } };
struct B final { int a; };
struct D : B { int b; };
__device__ int f(S s) { return s.v; }
__device__ S g() { return 3; }
__global__ void k(int* out) {
    S a = 5;
    S b = {6};
    out[0] = f(7) + a.v + b.v + g().v;
    C c{1};
    int i = c;
    D d;
    out[1] = i + d.a;
}
