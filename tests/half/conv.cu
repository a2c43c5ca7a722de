// Half and bfloat conversions: float -> half in all four roundings, double
// and integers -> half, half -> float and integers in all four roundings,
// float/double/int -> bfloat and bfloat -> float. Checked by tests/half.rs.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
__global__ void conv(const float* f, const int* n, unsigned short* h, int* hi, float* hf, unsigned short* bf, float* bff, int* bi) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float x = f[i];
    double d = (double)x + (double)x * 1e-9;
    h[8 * i + 0] = __half_as_ushort(__float2half(x));
    h[8 * i + 1] = __half_as_ushort(__float2half_rz(x));
    h[8 * i + 2] = __half_as_ushort(__float2half_rd(x));
    h[8 * i + 3] = __half_as_ushort(__float2half_ru(x));
    h[8 * i + 4] = __half_as_ushort(__double2half(d));
    h[8 * i + 5] = __half_as_ushort(__int2half_rn(n[i]));
    h[8 * i + 6] = __half_as_ushort(__int2half_rz(n[i]));
    h[8 * i + 7] = __half_as_ushort(__ushort2half_ru((unsigned short)n[i]));
    __half hx = __ushort_as_half((unsigned short)n[i]);
    hf[i] = __half2float(hx);
    hi[4 * i + 0] = __half2int_rz(hx);
    hi[4 * i + 1] = __half2int_rn(hx);
    hi[4 * i + 2] = __half2int_rd(hx);
    hi[4 * i + 3] = __half2int_ru(hx);
    bf[9 * i + 0] = __bfloat16_as_ushort(__float2bfloat16(x));
    bf[9 * i + 1] = __bfloat16_as_ushort(__double2bfloat16(d));
    bf[9 * i + 2] = __bfloat16_as_ushort(__int2bfloat16_rn(n[i]));
    bf[9 * i + 3] = __bfloat16_as_ushort(__float2bfloat16_rz(x));
    bf[9 * i + 4] = __bfloat16_as_ushort(__float2bfloat16_rd(x));
    bf[9 * i + 5] = __bfloat16_as_ushort(__float2bfloat16_ru(x));
    bf[9 * i + 6] = __bfloat16_as_ushort(__int2bfloat16_rz(n[i]));
    bf[9 * i + 7] = __bfloat16_as_ushort(__ll2bfloat16_ru((long long)n[i] * 1000003));
    bf[9 * i + 8] = __bfloat16_as_ushort(__ushort2bfloat16_rd((unsigned short)n[i]));
    __nv_bfloat16 bx = __ushort_as_bfloat16((unsigned short)n[i]);
    bff[i] = __bfloat162float(bx);
    bi[5 * i + 0] = __bfloat162int_rz(bx);
    bi[5 * i + 1] = __bfloat162int_rn(bx);
    bi[5 * i + 2] = __bfloat162int_rd(bx);
    bi[5 * i + 3] = __bfloat162int_ru(bx);
    bi[5 * i + 4] = __bfloat162short_rn(bx);
}
