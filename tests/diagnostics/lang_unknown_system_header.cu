// expect: error 3:1: 'no_such_library/api.h' file not found
// a system header that ptxc does not ship
#include <no_such_library/api.h>
__global__ void k(int* out) { out[0] = 1; }
