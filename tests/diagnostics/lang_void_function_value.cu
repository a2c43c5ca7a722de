// expect: error 5:14: a value of type "void" cannot be assigned to an entity of type "int"
// using the result of a void function
__device__ void f() {}
__global__ void k(int* out) {
    out[0] = f();
}
