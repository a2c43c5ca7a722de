// Warp shuffles and __ldg on __half, __half2 and __nv_bfloat16: a warp sum
// with __shfl_down_sync, a pair exchange with __shfl_xor_sync, an indexed
// shuffle within 16-lane segments.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
__global__ void shuffle(const __half* a, const __half2* b, __half* o, __half2* o2, __nv_bfloat16* bo) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    __half v = __ldg(&a[i]);
    for (int d = 16; d > 0; d /= 2) v = v + __shfl_down_sync(0xffffffffu, v, d);
    __half2 w = __ldg(&b[i]);
    w = w + __shfl_xor_sync(0xffffffffu, w, 1);
    o[i] = v;
    o2[i] = w;
    bo[i] = __shfl_sync(0xffffffffu, __float2bfloat16((float)threadIdx.x), 3, 16);
}
