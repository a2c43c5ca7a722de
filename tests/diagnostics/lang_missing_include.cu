// expect: error 3:1: 'no_such_header.h' file not found
// including a header that does not exist
#include "no_such_header.h"
__global__ void k(int* out) { out[0] = 1; }
