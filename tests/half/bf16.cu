// __nv_bfloat16 arithmetic and comparisons (add/sub/mul are native on
// sm_90, fma.rn.bf16 on sm_80, computed in f32 on sm_75; __hfma needs
// sm_80 as in CUDA 13) and __nv_bfloat162 operations (add.bf16x2 and friends
// on sm_90, one fma.rn.bf16x2 each on sm_80, lane by lane on sm_75).
#include <cuda_bf16.h>
__global__ void bf16(const unsigned short* A, const unsigned short* B, const unsigned short* C, unsigned short* o, unsigned int* m, __nv_bfloat162* p) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    __nv_bfloat16 a = __ushort_as_bfloat16(A[i]), b = __ushort_as_bfloat16(B[i]), c = __ushort_as_bfloat16(C[i]);
    unsigned short* r = o + 10 * i;
    r[0] = __bfloat16_as_ushort(__hadd(a, b));
    r[1] = __bfloat16_as_ushort(__hsub(a, b));
    r[2] = __bfloat16_as_ushort(__hmul(a, b));
    r[3] = __bfloat16_as_ushort(__hdiv(a, b));
#if __CUDA_ARCH__ >= 800
    r[4] = __bfloat16_as_ushort(__hfma(a, b, c));
#else
    r[4] = 0xffff;
#endif
    r[5] = __bfloat16_as_ushort(-a);
    r[6] = __bfloat16_as_ushort(__habs(a));
    r[7] = __bfloat16_as_ushort(a * b + c);
    r[8] = __bfloat16_as_ushort(__hmax(a, b));
    __nv_bfloat16 t = a;
    t -= b;
    r[9] = __bfloat16_as_ushort(t);
    m[i] = (unsigned int)(a == b) | ((unsigned int)(a < b) << 1) | ((unsigned int)__hgeu(a, b) << 2) | ((unsigned int)__hisnan(a) << 3);
    __nv_bfloat162 x = __halves2bfloat162(a, b), y = __halves2bfloat162(c, a);
    p[3 * i] = __hmul2(x, y) + x;
#if __CUDA_ARCH__ >= 800
    p[3 * i + 1] = __hfma2(x, y, x);
#else
    p[3 * i + 1] = y;
#endif
    p[3 * i + 2] = __hsub2(x, y);
}
