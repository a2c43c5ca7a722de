// The device code of with_host_code.cu without its host code; the kernel template's
// instance that with_host_code.cu's launch makes is instantiated explicitly.
#include "kernels.cuh"
template __global__ void scale<float>(float*, float, int);
