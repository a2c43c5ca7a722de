// 16-bit floating globals with initializers: __device__ scalars and arrays,
// a __constant__ pair, a __constant__ class built by a constexpr constructor from a
// float and a double; the initializers are rounded at compile time.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
__device__ __half g = 0.1f;
__device__ __nv_bfloat16 gb = 3;
__constant__ __half2 c2 = {1.0f, -2.5};
__device__ __half arr[3] = {1, 65520.0, 1e-7f};
__device__ __nv_bfloat16 barr[2] = {0.1, -1e30f};
struct Rounded {
    __half h;
    __nv_bfloat16 b;
    constexpr __host__ __device__ Rounded(float x, double y) : h(x), b(y) {}
};
__constant__ Rounded rounded = {0.3f, -1.0e-3};
__global__ void globals(unsigned short* o) {
    o[0] = __half_as_ushort(g);
    o[1] = __bfloat16_as_ushort(gb);
    o[2] = __half_as_ushort(c2.x);
    o[3] = __half_as_ushort(c2.y);
    for (int k = 0; k < 3; k++) o[4 + k] = __half_as_ushort(arr[k]);
    o[7] = __bfloat16_as_ushort(barr[0]);
    o[8] = __bfloat16_as_ushort(barr[1]);
    o[9] = __half_as_ushort(rounded.h);
    o[10] = __bfloat16_as_ushort(rounded.b);
}
