// <cuda_fp8.h>'s UE5M3 kind (issue 43): the C conversions to it from float, double, half and
// bfloat16 (and their pairs) under every cudaRoundMode, both saturation modes and values that
// are neither, the widenings of every code, and the C++ types __nv_fp8_ue5m3, __nv_fp8x2_ue5m3
// and __nv_fp8x4_ue5m3, over operands a[i], b[i] (float bits: every UE5M3 value, the midpoints
// between neighbours and a hair either side, their negatives, NaN, infinities, subnormals,
// overflow edges, random bits; tests/device_api.rs), c[i] (random bits) and the code i & 0xFF.
// out[i * N + k] holds result k's bits; they must equal nvcc's (nvcc/ue5m3.ARCH.ptx) in ptxsim.
// N = 72
#include <cuda_fp8.h>
static __device__ unsigned long long f2(float2 v) {
    return __float_as_uint(v.x) | ((unsigned long long)__float_as_uint(v.y) << 32);
}
static __device__ unsigned long long h2(__half2 v) { return __half_as_ushort(v.x) | ((unsigned)__half_as_ushort(v.y) << 16); }
static __device__ unsigned long long b2(__nv_bfloat162 v) {
    return __bfloat16_as_ushort(v.x) | ((unsigned)__bfloat16_as_ushort(v.y) << 16);
}
extern "C" __global__ void ue5m3(const unsigned* a, const unsigned* b, const unsigned* c, unsigned long long* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const float x = __uint_as_float(a[i]), y = __uint_as_float(b[i]);
    const double d = (double)x + (double)y * 0x1p-40;         // doubles between the floats
    const double dd = __hiloint2double((int)a[i], (int)c[i]);  // any double, NaN payloads too
    __half_raw hr; hr.x = (unsigned short)b[i];                // every class of half
    __half_raw hx_; hx_.x = __half_as_ushort(__float2half_rn(x)); // x rounded to half
    __nv_bfloat16_raw br; br.x = (unsigned short)(a[i] >> 16); // x truncated to bfloat16
    __nv_bfloat16_raw bc; bc.x = (unsigned short)(a[i] >> 16) | (unsigned short)((c[i] & 1) << 0);
    __half2_raw h2r; h2r.x = hx_.x; h2r.y = (unsigned short)b[i];
    __nv_bfloat162_raw b2r; b2r.x = br.x; b2r.y = (unsigned short)(b[i] >> 16);
    const __half hx = hx_; const __nv_bfloat16 bx = br;
    const __half2 hx2 = h2r; const __nv_bfloat162 bx2 = b2r;
    const unsigned char code = (unsigned char)i;
    const unsigned short pair = (unsigned short)((i & 0xFF) | ((c[i] & 0xFF) << 8));
    const int ival = (int)b[i] >> (i & 31);
    const long long lval = (long long)((unsigned long long)a[i] << 32 | b[i]) >> (i & 63);
    const float2 xy = make_float2(x, y);
    const float4 x4 = make_float4(x, y, -y, x * 0.5f);
    const cudaRoundMode modes[4] = {cudaRoundNearest, cudaRoundZero, cudaRoundPosInf, cudaRoundMinInf};
    unsigned long long* o = out + i * 72;
    // the C functions: each mode, saturating and not
    for (int m = 0; m < 4; m++) {
        o[m] = __nv_cvt_float_to_ue5m3(x, __NV_SATFINITE, modes[m]);
        o[4 + m] = __nv_cvt_float_to_ue5m3(x, __NV_NOSAT, modes[m]);
        o[8 + m] = __nv_cvt_double_to_ue5m3(d, __NV_SATFINITE, modes[m]);
        o[12 + m] = __nv_cvt_double_to_ue5m3(dd, __NV_NOSAT, modes[m]);
        o[16 + m] = __nv_cvt_halfraw_to_ue5m3(hr, __NV_SATFINITE, modes[m]);
        o[20 + m] = __nv_cvt_halfraw_to_ue5m3(hx_, __NV_NOSAT, modes[m]);
        o[24 + m] = __nv_cvt_bfloat16raw_to_ue5m3(br, __NV_NOSAT, modes[m]);
        o[28 + m] = __nv_cvt_bfloat16raw_to_ue5m3(bc, __NV_SATFINITE, modes[m]);
    }
    // a rounding mode and a saturation that are neither of CUDA's
    o[32] = __nv_cvt_float_to_ue5m3(x, (__nv_saturation_t)5, (cudaRoundMode)9);
    o[33] = __nv_cvt_double_to_ue5m3(d, __NV_NOSAT, (cudaRoundMode)(c[i] & 7));
    // the pairs
    o[34] = __nv_cvt_float2_to_ue5m3x2(xy, __NV_NOSAT, cudaRoundPosInf);
    o[35] = __nv_cvt_double2_to_ue5m3x2(make_double2(d, dd), __NV_SATFINITE, cudaRoundNearest);
    o[36] = __nv_cvt_half2raw_to_ue5m3x2(h2r, __NV_SATFINITE, cudaRoundZero);
    o[37] = __nv_cvt_bfloat162raw_to_ue5m3x2(b2r, __NV_NOSAT, cudaRoundMinInf);
    // widening every code and pair
    o[38] = __nv_cvt_ue5m3_to_bf16raw(code).x;
    o[39] = __nv_cvt_ue5m3_to_halfraw(code).x;
    o[40] = __nv_cvt_ue5m3x2_to_bf162raw(pair).x | ((unsigned)__nv_cvt_ue5m3x2_to_bf162raw(pair).y << 16);
    o[41] = __nv_cvt_ue5m3x2_to_halfraw2(pair).x | ((unsigned)__nv_cvt_ue5m3x2_to_halfraw2(pair).y << 16);
    // the C++ types
    o[42] = __nv_fp8_ue5m3(x).__x;
    o[43] = __nv_fp8_ue5m3(d).__x;
    o[44] = __nv_fp8_ue5m3(hx).__x;
    o[45] = __nv_fp8_ue5m3(bx).__x;
    o[46] = __nv_fp8_ue5m3(ival).__x | ((unsigned)__nv_fp8_ue5m3((unsigned)ival).__x << 8)
          | ((unsigned)__nv_fp8_ue5m3((short)ival).__x << 16) | ((unsigned)__nv_fp8_ue5m3((unsigned short)ival).__x << 24);
    o[47] = __nv_fp8_ue5m3(lval).__x | ((unsigned)__nv_fp8_ue5m3((unsigned long long)lval).__x << 8)
          | ((unsigned)__nv_fp8_ue5m3((long)lval).__x << 16);
    __nv_fp8_ue5m3 u; u.__x = code;
    o[48] = __float_as_uint(float(u));
    o[49] = __double_as_longlong(static_cast<double>(u));
    o[50] = __half_as_ushort(__half(u));
    o[51] = __bfloat16_as_ushort(__nv_bfloat16(u));
    o[52] = (unsigned)(int)u;
    o[53] = (unsigned)u;
    o[54] = (unsigned char)u | ((unsigned)(unsigned char)(signed char)u << 8) | ((unsigned)(unsigned char)(char)u << 16);
    o[55] = (unsigned short)(short)u | ((unsigned long long)(unsigned short)u << 16);
    o[56] = (unsigned long long)u;
    o[57] = (unsigned long long)(long long)u;
    o[58] = (bool)u;
    o[59] = __nv_fp8x2_ue5m3(xy).__x;
    o[60] = __nv_fp8x2_ue5m3(hx2).__x;
    o[61] = __nv_fp8x2_ue5m3(bx2).__x;
    o[62] = __nv_fp8x2_ue5m3(make_double2(d, dd)).__x;
    __nv_fp8x2_ue5m3 p; p.__x = pair;
    o[63] = f2(static_cast<float2>(p));
    o[64] = h2(static_cast<__half2>(p));
    o[65] = b2(static_cast<__nv_bfloat162>(p));
    o[66] = __nv_fp8x4_ue5m3(x4).__x;
    o[67] = __nv_fp8x4_ue5m3(make_double4(d, dd, -d, x)).__x;
    o[68] = __nv_fp8x4_ue5m3(hx2, hx2).__x;
    o[69] = __nv_fp8x4_ue5m3(bx2, bx2).__x;
    __nv_fp8x4_ue5m3 q; q.__x = pair | ((unsigned)(pair ^ 0x8181u) << 16);
    const float4 w = static_cast<float4>(q);
    o[70] = f2(make_float2(w.x, w.y));
    o[71] = f2(make_float2(w.z, w.w));
}
