// expect: error 7:25: attributes are not permitted in a function definition
// expect: error 9:35: attributes are not permitted in a function definition
// GNU attributes after a function declarator's parameters belong on a declaration; on
// a definition nvcc rejects them (g++ too), and so does ptxc, also for member
// functions. The declaration's own form is accepted (tests/lang/decl_attributes_after_declarator.cu).
__device__ int ok(int x) __attribute__((noinline));
__device__ int h(int x) __attribute__((noinline)) { return x; }
struct S {
    __device__ int m(int x) const __attribute__((always_inline)) { return x; }
};
__global__ void k(int *p) { S s; *p = h(*p) + s.m(1) + ok(2); }
