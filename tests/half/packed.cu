// __half2: the packed intrinsics, the pair operators, building and taking
// apart pairs, and the float conversions of pairs.
#include <cuda_fp16.h>
__global__ void packed(const __half2* A, const __half2* B, const __half2* C, __half2* o, float* f, int* m) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    __half2 a = A[i], b = B[i], c = C[i];
    __half2* r = o + 16 * i;
    r[0] = __hadd2(a, b);
    r[1] = __hsub2(a, b);
    r[2] = __hmul2(a, b);
    r[3] = __h2div(a, b);
    r[4] = __hfma2(a, b, c);
    r[5] = __hneg2(a);
    r[6] = __habs2(a);
    r[7] = __hmax2(a, b);
    r[8] = a + b * c;
    r[9] = -a / b;
    __half2 t = a;
    t -= c;
    r[10] = t;
    r[11] = __heq2(a, b);
    r[12] = __lowhigh2highlow(a);
    r[13] = __halves2half2(__low2half(a), __high2half(b));
    r[14] = __floats2half2_rn(__low2float(a) * 3.0f, __high2float(b));
    r[15] = __hlt2(a, b);
    float2 w = __half22float2(c);
    f[2 * i] = w.x;
    f[2 * i + 1] = w.y;
    m[3 * i] = (int)__hbeq2(a, b) | ((int)(a < b) << 1) | ((int)(a != b) << 2) | ((int)__hbgeu2(a, b) << 3);
    m[3 * i + 1] = (int)__hlt2_mask(a, b);
    m[3 * i + 2] = (int)__hltu2_mask(a, b) ^ (int)__half_as_ushort(__hneu2(a, b).y);
}
