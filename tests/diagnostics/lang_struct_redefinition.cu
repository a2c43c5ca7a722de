// expect: error 4:8: class "S" has already been defined
// a struct defined twice
struct S { int a; };
struct S { float b; };
__global__ void k(int* out) { out[0] = sizeof(S); }
