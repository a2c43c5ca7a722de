// `_Float32`, `_Float64`, `_Float32x`, `_Float64x` are float, double, double and
// long double to nvcc (glibc's C++ typedefs): the same mangled names and
// parameter types (nvcc 13 -ptx -arch=sm_80 -O3 prints `_Z1af`, `_Z1bd`,
// `_Z1cd`, `_Z1de`, `_Z1m...`). Checked in tests/types.rs.
__device__ __noinline__ _Float32 a(_Float32 x) { return x * 2; }
__device__ __noinline__ _Float64 b(_Float64 x) { return x * 3; }
__device__ __noinline__ _Float32x c(_Float32x x) { return x * 4; }
__device__ __noinline__ _Float64x d(_Float64x x) { return x * 5; }
__device__ __noinline__ double m(_Float32 p, _Float64 q, _Float32x r, _Float64x s) { return p + q + r + s; }
__global__ void k(float* f, double* g)
{
    f[0] = a(f[1]);
    g[0] = b(g[1]) + c(g[2]) + (double)d(g[3]) + m(f[2], g[4], g[5], g[6]);
}
