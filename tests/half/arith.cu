// Scalar __half arithmetic: the intrinsics, their _sat forms and the C++
// operators (binary, unary minus, compound assignment, increment).
#include <cuda_fp16.h>
__global__ void arith(const unsigned short* A, const unsigned short* B, const unsigned short* C, unsigned short* o) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    __half a = __ushort_as_half(A[i]), b = __ushort_as_half(B[i]), c = __ushort_as_half(C[i]);
    unsigned short* r = o + 16 * i;
    r[0] = __half_as_ushort(__hadd(a, b));
    r[1] = __half_as_ushort(__hsub(a, b));
    r[2] = __half_as_ushort(__hmul(a, b));
    r[3] = __half_as_ushort(__hdiv(a, b));
    r[4] = __half_as_ushort(__hfma(a, b, c));
    r[5] = __half_as_ushort(__hneg(a));
    r[6] = __half_as_ushort(__habs(a));
    r[7] = __half_as_ushort(__hadd_sat(a, b));
    r[8] = __half_as_ushort(__hmul_sat(a, b));
    r[9] = __half_as_ushort(__hfma_sat(a, b, c));
    r[10] = __half_as_ushort(a + b);
    r[11] = __half_as_ushort(a * b - c);
    r[12] = __half_as_ushort(-a);
    __half t = a;
    t += b;
    t *= c;
    r[13] = __half_as_ushort(t);
    __half u = a;
    u++;
    r[14] = __half_as_ushort(u);
    r[15] = __half_as_ushort(a / b);
}
