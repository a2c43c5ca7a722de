// The other translation unit of separate_compilation/main.cu.
__device__ int scale = 1;
__device__ int polynomial(int x) { return x * x + 2 * x + 7; }
