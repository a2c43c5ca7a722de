// expect: error 3:1: static assertion failed with "int is 64 bits"
// a static_assert whose condition is false
static_assert(sizeof(int) == 8, "int is 64 bits");
__global__ void k(int* out) { out[0] = 1; }
