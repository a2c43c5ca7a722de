// __half comparisons (ordered and unordered intrinsics and the operators),
// classification, and min/max with their NaN rules; bit k of m is test k.
#include <cuda_fp16.h>
__global__ void compare(const unsigned short* A, const unsigned short* B, unsigned int* m, unsigned short* mm) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    __half a = __ushort_as_half(A[i]), b = __ushort_as_half(B[i]);
    bool t[20] = {__heq(a, b), __hne(a, b), __hlt(a, b), __hle(a, b), __hgt(a, b), __hge(a, b),
                  __hequ(a, b), __hneu(a, b), __hltu(a, b), __hleu(a, b), __hgtu(a, b), __hgeu(a, b),
                  a == b, a != b, a < b, a <= b, a > b, a >= b, __hisnan(a), (bool)a};
    unsigned int bits = 0;
    for (int k = 0; k < 20; k++) {
        if (t[k]) bits |= 1u << k;
    }
    m[i] = bits | ((unsigned int)(__hisinf(a) + 1) << 20);
    mm[4 * i + 0] = __half_as_ushort(__hmax(a, b));
    mm[4 * i + 1] = __half_as_ushort(__hmin(a, b));
    mm[4 * i + 2] = __half_as_ushort(__hmax_nan(a, b));
    mm[4 * i + 3] = __half_as_ushort(__hmin_nan(a, b));
}
