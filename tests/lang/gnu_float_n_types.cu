// `_Float32`, `_Float64`, `_Float32x` and `_Float64x` (issue 42) as glibc declares
// them for C++ (typedefs of float, double, double and long double, which device
// code computes as double), usable without an include as nvcc's implicit
// cuda_runtime.h makes them.
#include <stdlib.h>

__host__ __device__ long long run() {
    _Float32 a = 1.25f;
    _Float64 b = 2.5;
    _Float32x c = b * 3;
    long long r = sizeof(_Float32) * 100 + sizeof(_Float64) * 10 + sizeof(_Float32x);
    r = r * 1000 + (long long)((a + b + c) * 100);
    return r;
}
