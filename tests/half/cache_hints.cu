// The cache-hint loads and stores on the 16-bit types and their pairs: slot k < 6 of
// thread i's ten holds the k-th load (__ldg, __ldcg, __ldca, __ldcs, __ldlu, __ldcv) of
// element i + k, slot 6 + j the j-th store (__stwb, __stcg, __stcs, __stwt) of element i + j.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#define HINTS(IN, OUT)                                                                                      \
    OUT[10 * i + 0] = __ldg(IN + i);                                                                        \
    OUT[10 * i + 1] = __ldcg(IN + i + 1);                                                                   \
    OUT[10 * i + 2] = __ldca(IN + i + 2);                                                                   \
    OUT[10 * i + 3] = __ldcs(IN + i + 3);                                                                   \
    OUT[10 * i + 4] = __ldlu(IN + i + 4);                                                                   \
    OUT[10 * i + 5] = __ldcv(IN + i + 5);                                                                   \
    __stwb(OUT + 10 * i + 6, IN[i]);                                                                        \
    __stcg(OUT + 10 * i + 7, IN[i + 1]);                                                                    \
    __stcs(OUT + 10 * i + 8, IN[i + 2]);                                                                    \
    __stwt(OUT + 10 * i + 9, IN[i + 3]);
__global__ void cache_hints(const __half* h, const __half2* h2, const __nv_bfloat16* b, const __nv_bfloat162* b2,
                            __half* oh, __half2* oh2, __nv_bfloat16* ob, __nv_bfloat162* ob2)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    HINTS(h, oh)
    HINTS(h2, oh2)
    HINTS(b, ob)
    HINTS(b2, ob2)
}
