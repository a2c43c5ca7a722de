// expect: error 4:1: static assertion failed with "risky may throw"
// the noexcept operator is false for a call of a function not declared noexcept (nvcc's text)
__device__ int risky(int x) { return x * 2; }
static_assert(noexcept(risky(1)), "risky may throw");
