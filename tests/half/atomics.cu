// atomicAdd on __half2 (sm_60+), __half (sm_70+), __nv_bfloat162 and
// __nv_bfloat16 (native on sm_90, a compare-and-swap loop before); each
// thread records the old values.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
__global__ void atomics(__half2* h2, __half* h, __nv_bfloat162* b2, __nv_bfloat16* b, __half2* old2, __half* old,
                        __nv_bfloat162* oldb2, __nv_bfloat16* oldb) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    old2[i] = atomicAdd(h2, __floats2half2_rn(1.0f, 0.5f));
    old[i] = atomicAdd(h, __float2half(0.25f));
    oldb2[i] = atomicAdd(b2, __floats2bfloat162_rn(1.0f, 2.0f));
    oldb[i] = atomicAdd(&b[1], __float2bfloat16(4.0f));
    atomicAdd(&b[0], __float2bfloat16(-1.0f));
}
