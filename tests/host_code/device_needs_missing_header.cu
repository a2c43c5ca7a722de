// A kernel that needs a declaration from a header ptxc does not ship: the error at the
// use names the header that was set aside.
#include <cufft.h>
__global__ void scale(cufftComplex* c, int n) { c[0].x *= 2.0f; }
