// expect: error 12:13: expected an identifier
// expect: error 13:13: incomplete type "Fwd" is not allowed
// expect: error 14:16: duplicate base class name
// expect: error 15:13: virtual base classes are not supported yet
// (D5 below reuses the tail padding of P, which is not POD, as the Itanium ABI
// does: sizeof(D5) is 8; V has a vtable pointer.)
// base clauses: nvcc's errors for a base that is not a class name, an incomplete
// base and a repeated one; virtual bases are not implemented and say so
// (a clean error, nothing else).
struct Fwd;
struct A { int a; };
struct D1 : int { int x; };
struct D2 : Fwd { int x; };
struct D3 : A, A { int x; };
struct D4 : virtual A { int x; };
struct P { int x; char c; __device__ P() : x(0), c(0) {} };
struct D5 : P { char d; };
__global__ void k(int* o) { o[0] = sizeof(D5); }
struct V { int n; virtual __device__ int f() { return n; } };
__global__ void k2(int* o) { o[0] = sizeof(D1) + sizeof(D2) + sizeof(D3) + sizeof(D4) + sizeof(V); }
