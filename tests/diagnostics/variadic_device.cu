// expect: error 3:29: PTX generation does not support variadic function _Z2vaiz
// (a __noinline__ variadic device function must be emitted, and PTX has no variadic functions)
__noinline__ __device__ int va(int n, ...) { return n; }
__global__ void k(int* o) { o[0] = va(1, 2.0); }
