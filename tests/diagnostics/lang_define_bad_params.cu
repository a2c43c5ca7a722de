// expect: error 3:16: invalid macro parameter list
// a function-like macro whose parameter list is malformed
#define BAD(a, 1) a
__global__ void k(int* out) { out[0] = 1; }
