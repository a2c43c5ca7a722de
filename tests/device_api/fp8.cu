// <cuda_fp8.h>, <cuda_fp6.h>, <cuda_fp4.h> (issues 42/43): CUDA's C conversions and the C++
// types (constructors, conversion operators) of E4M3, E5M2, E8M0, E2M3, E3M2 and E2M1, over
// operands a[i], b[i] (float bits: every FP8 code's value and the midpoints between them,
// NaN, infinities, subnormals, overflow, random bits; tests/device_api.rs) and the code
// i & 0xFF (so every 8-bit code is widened). out[i * N + k] holds result k's bits; they
// must equal nvcc's (nvcc/fp8.ARCH.ptx) in ptxsim bit for bit.
// N = 146
#include <cuda_fp8.h>
#include <cuda_fp6.h>
#include <cuda_fp4.h>
static __device__ unsigned long long f2(float2 v) {
    return __float_as_uint(v.x) | ((unsigned long long)__float_as_uint(v.y) << 32);
}
static __device__ unsigned long long h2(__half2 v) { return __half_as_ushort(v.x) | ((unsigned)__half_as_ushort(v.y) << 16); }
static __device__ unsigned long long b2(__nv_bfloat162 v) {
    return __bfloat16_as_ushort(v.x) | ((unsigned)__bfloat16_as_ushort(v.y) << 16);
}
extern "C" __global__ void fp8(const unsigned* a, const unsigned* b, const unsigned* c, unsigned long long* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const float x = __uint_as_float(a[i]), y = __uint_as_float(b[i]);
    const double d = (double)x + (double)y * 0x1p-40;         // doubles between the floats
    const double dd = __hiloint2double((int)a[i], (int)c[i]);  // any double, NaN payloads too
    __half_raw hr; hr.x = (unsigned short)b[i];                // every class of half
    __nv_bfloat16_raw br; br.x = (unsigned short)(a[i] >> 16); // x truncated to bfloat16
    __half2_raw h2r; h2r.x = (unsigned short)b[i]; h2r.y = (unsigned short)(a[i] >> 16);
    __nv_bfloat162_raw b2r; b2r.x = br.x; b2r.y = (unsigned short)(b[i] >> 16);
    const __half hx = hr; const __nv_bfloat16 bx = br;
    const __half2 hx2 = h2r; const __nv_bfloat162 bx2 = b2r;
    const unsigned char code = (unsigned char)i;
    const unsigned short pair = (unsigned short)((i & 0xFF) | ((c[i] & 0xFF) << 8));
    const int ival = (int)b[i] >> (i & 31);
    const long long lval = (long long)((unsigned long long)a[i] << 32 | b[i]) >> (i & 63);
    const float2 xy = make_float2(x, y);
    const float4 x4 = make_float4(x, y, -y, x * 0.5f);
    unsigned long long* o = out + i * 146;
    // E4M3 and E5M2, the C functions
    o[0] = __nv_cvt_float_to_fp8(x, __NV_SATFINITE, __NV_E4M3);
    o[1] = __nv_cvt_float_to_fp8(x, __NV_NOSAT, __NV_E4M3);
    o[2] = __nv_cvt_float_to_fp8(x, __NV_SATFINITE, __NV_E5M2);
    o[3] = __nv_cvt_float_to_fp8(x, __NV_NOSAT, __NV_E5M2);
    o[4] = __nv_cvt_double_to_fp8(d, __NV_SATFINITE, __NV_E4M3);
    o[5] = __nv_cvt_double_to_fp8(d, __NV_NOSAT, __NV_E5M2);
    o[6] = __nv_cvt_double_to_fp8(dd, __NV_SATFINITE, __NV_E5M2);
    o[7] = __nv_cvt_double_to_fp8(dd, __NV_NOSAT, __NV_E4M3);
    o[8] = __nv_cvt_float2_to_fp8x2(xy, __NV_SATFINITE, __NV_E4M3);
    o[9] = __nv_cvt_double2_to_fp8x2(make_double2(d, dd), __NV_NOSAT, __NV_E5M2);
    o[10] = __nv_cvt_halfraw_to_fp8(hr, __NV_SATFINITE, __NV_E4M3);
    o[11] = __nv_cvt_halfraw2_to_fp8x2(h2r, __NV_NOSAT, __NV_E5M2);
    o[12] = __nv_cvt_bfloat16raw_to_fp8(br, __NV_SATFINITE, __NV_E5M2);
    o[13] = __nv_cvt_bfloat16raw2_to_fp8x2(b2r, __NV_NOSAT, __NV_E4M3);
    o[14] = __nv_cvt_fp8_to_halfraw(code, __NV_E4M3).x;
    o[15] = __nv_cvt_fp8_to_halfraw(code, __NV_E5M2).x;
    o[16] = __nv_cvt_fp8x2_to_halfraw2(pair, __NV_E4M3).x | ((unsigned)__nv_cvt_fp8x2_to_halfraw2(pair, __NV_E4M3).y << 16);
    o[17] = __nv_cvt_fp8x2_to_halfraw2(pair, __NV_E5M2).x | ((unsigned)__nv_cvt_fp8x2_to_halfraw2(pair, __NV_E5M2).y << 16);
    o[18] = __nv_cvt_fp8_to_bf16raw(code, __NV_E4M3).x;
    o[19] = __nv_cvt_fp8x2_to_bf162raw(pair, __NV_E5M2).x | ((unsigned)__nv_cvt_fp8x2_to_bf162raw(pair, __NV_E5M2).y << 16);
    // E4M3 and E5M2, the C++ types
    o[20] = __nv_fp8_e4m3(x).__x;
    o[21] = __nv_fp8_e5m2(x).__x;
    o[22] = __nv_fp8_e4m3(d).__x;
    o[23] = __nv_fp8_e5m2(hx).__x;
    o[24] = __nv_fp8_e4m3(bx).__x;
    o[25] = __nv_fp8_e4m3(ival).__x;
    o[26] = __nv_fp8_e5m2((unsigned long long)lval).__x;
    o[27] = __nv_fp8_e4m3((short)ival).__x;
    __nv_fp8_e4m3 e4; e4.__x = code;
    __nv_fp8_e5m2 e5; e5.__x = code;
    o[28] = __float_as_uint(float(e4));
    o[29] = __float_as_uint(static_cast<float>(e5));
    o[30] = __double_as_longlong(double(e4));
    o[31] = __half_as_ushort(__half(e5));
    o[32] = __bfloat16_as_ushort(__nv_bfloat16(e4));
    o[33] = (unsigned)(int)e4;
    o[34] = (unsigned)e5;
    o[35] = (unsigned char)(signed char)e4;
    o[36] = (unsigned char)e5;
    o[37] = (unsigned short)(short)e5;
    o[38] = (unsigned short)e4;
    o[39] = (unsigned long long)(long long)e5;
    o[40] = (unsigned long long)e4;
    o[41] = (bool)e4 | ((bool)e5 << 1);
    o[42] = (unsigned char)(char)e5 | ((unsigned)(unsigned char)e4 << 8) | ((unsigned long long)(long)e4 << 16);
    o[43] = __nv_fp8x2_e4m3(xy).__x;
    o[44] = __nv_fp8x4_e5m2(x4).__x;
    __nv_fp8x2_e4m3 p4; p4.__x = pair;
    __nv_fp8x2_e5m2 p5; p5.__x = pair;
    __nv_fp8x4_e5m2 q5; q5.__x = pair | ((unsigned)(pair ^ 0x8181u) << 16);
    o[45] = f2(static_cast<float2>(p4));
    const float4 w5 = static_cast<float4>(q5);
    o[46] = f2(make_float2(w5.x, w5.y));
    o[47] = f2(make_float2(w5.z, w5.w));
    o[48] = h2(static_cast<__half2>(p5));
    o[49] = b2(static_cast<__nv_bfloat162>(p4));
    o[50] = __nv_fp8x2_e5m2(hx2).__x;
    o[51] = __nv_fp8x4_e4m3(bx2, bx2).__x;
    o[52] = __nv_fp8x4_e4m3(make_double4(d, dd, -d, x)).__x;
    // E8M0
    o[53] = __nv_cvt_float_to_e8m0(x, __NV_SATFINITE, cudaRoundNearest);
    o[54] = __nv_cvt_float_to_e8m0(x, __NV_NOSAT, cudaRoundZero);
    o[55] = __nv_cvt_float_to_e8m0(x, __NV_SATFINITE, cudaRoundPosInf);
    o[56] = __nv_cvt_float_to_e8m0(x, __NV_NOSAT, cudaRoundMinInf);
    o[57] = __nv_cvt_double_to_e8m0(d, __NV_SATFINITE, cudaRoundPosInf);
    o[58] = __nv_cvt_double_to_e8m0(dd, __NV_NOSAT, cudaRoundNearest);
    o[59] = __nv_cvt_double_to_e8m0(d, __NV_SATFINITE, cudaRoundZero);
    o[60] = __nv_cvt_bfloat16raw_to_e8m0(br, __NV_NOSAT, cudaRoundPosInf);
    o[61] = __nv_cvt_bfloat16raw_to_e8m0(br, __NV_SATFINITE, cudaRoundNearest);
    o[62] = __nv_cvt_bfloat162raw_to_e8m0x2(b2r, __NV_SATFINITE, cudaRoundZero);
    o[63] = __nv_cvt_float2_to_e8m0x2(xy, __NV_NOSAT, cudaRoundPosInf);
    o[64] = __nv_cvt_double2_to_e8m0x2(make_double2(d, dd), __NV_SATFINITE, cudaRoundNearest);
    o[65] = __nv_cvt_e8m0_to_bf16raw(code).x;
    o[66] = __nv_cvt_e8m0x2_to_bf162raw(pair).x | ((unsigned)__nv_cvt_e8m0x2_to_bf162raw(pair).y << 16);
    o[67] = __nv_fp8_e8m0(x).__x;
    o[68] = __nv_fp8_e8m0(d).__x;
    o[69] = __nv_fp8_e8m0(hx).__x;
    o[70] = __nv_fp8_e8m0(bx).__x;
    o[71] = __nv_fp8_e8m0(ival).__x;
    o[72] = __nv_fp8_e8m0(lval).__x;
    o[73] = __nv_fp8_e8m0((unsigned long long)lval).__x;
    o[74] = __nv_fp8_e8m0((unsigned)ival).__x | ((unsigned)__nv_fp8_e8m0((unsigned short)ival).__x << 8);
    __nv_fp8_e8m0 e8; e8.__x = code;
    o[75] = __float_as_uint(float(e8));
    o[76] = __double_as_longlong(double(e8));
    o[77] = __half_as_ushort(__half(e8));
    o[78] = (unsigned)(int)e8;
    o[79] = (unsigned char)e8 | ((unsigned)(unsigned char)(signed char)e8 << 8);
    o[80] = (unsigned long long)e8;
    o[81] = (bool)e8;
    o[82] = (unsigned short)(short)e8 | ((unsigned long long)(unsigned short)e8 << 16);
    o[83] = __bfloat16_as_ushort(__nv_bfloat16(e8));
    __nv_fp8x2_e8m0 p8; p8.__x = pair;
    __nv_fp8x4_e8m0 q8; q8.__x = pair | ((unsigned)(pair ^ 0x8181u) << 16);
    o[84] = f2(static_cast<float2>(p8));
    o[85] = h2(static_cast<__half2>(p8));
    o[86] = __nv_fp8x2_e8m0(xy).__x;
    o[87] = __nv_fp8x4_e8m0(x4).__x;
    o[88] = __nv_fp8x4_e8m0(hx2, hx2).__x;
    const float4 w8 = static_cast<float4>(q8);
    o[89] = f2(make_float2(w8.y, w8.z));
    // E2M3 and E3M2
    o[90] = __nv_cvt_float_to_fp6(x, __NV_E2M3, cudaRoundNearest);
    o[91] = __nv_cvt_float_to_fp6(x, __NV_E2M3, cudaRoundZero);
    o[92] = __nv_cvt_float_to_fp6(x, __NV_E2M3, cudaRoundPosInf);
    o[93] = __nv_cvt_float_to_fp6(x, __NV_E2M3, cudaRoundMinInf);
    o[94] = __nv_cvt_float_to_fp6(x, __NV_E3M2, cudaRoundNearest);
    o[95] = __nv_cvt_float_to_fp6(x, __NV_E3M2, cudaRoundZero);
    o[96] = __nv_cvt_float_to_fp6(x, __NV_E3M2, cudaRoundPosInf);
    o[97] = __nv_cvt_float_to_fp6(x, __NV_E3M2, cudaRoundMinInf);
    o[98] = __nv_cvt_double_to_fp6(d, __NV_E3M2, cudaRoundNearest);
    o[99] = __nv_cvt_halfraw_to_fp6(hr, __NV_E2M3, cudaRoundZero);
    o[100] = __nv_cvt_bfloat16raw_to_fp6(br, __NV_E3M2, cudaRoundPosInf);
    o[101] = __nv_cvt_float2_to_fp6x2(xy, __NV_E2M3, cudaRoundMinInf);
    o[102] = __nv_cvt_halfraw2_to_fp6x2(h2r, __NV_E3M2, cudaRoundNearest);
    o[103] = __nv_cvt_bfloat16raw2_to_fp6x2(b2r, __NV_E2M3, cudaRoundNearest);
    o[104] = __nv_cvt_fp6_to_halfraw(code, __NV_E2M3).x;
    o[105] = __nv_cvt_fp6_to_halfraw(code, __NV_E3M2).x;
    o[106] = __nv_cvt_fp6x2_to_halfraw2(pair, __NV_E3M2).x | ((unsigned)__nv_cvt_fp6x2_to_halfraw2(pair, __NV_E3M2).y << 16);
    o[107] = __nv_cvt_fp6_to_bf16raw(code, __NV_E2M3).x;
    o[108] = __nv_cvt_fp6x2_to_bf162raw(pair, __NV_E3M2).x | ((unsigned)__nv_cvt_fp6x2_to_bf162raw(pair, __NV_E3M2).y << 16);
    o[109] = __nv_fp6_e2m3(x).__x;
    o[110] = __nv_fp6_e3m2(d).__x;
    o[111] = __nv_fp6_e3m2(hx).__x;
    o[112] = __nv_fp6_e2m3(ival).__x;
    __nv_fp6_e2m3 s23; s23.__x = code;
    __nv_fp6_e3m2 s32; s32.__x = code;
    o[113] = __float_as_uint(float(s32));
    o[114] = (unsigned)(int)s23;
    o[115] = (unsigned char)s32;
    o[116] = (unsigned char)(signed char)s23;
    o[117] = (bool)s23 | ((bool)s32 << 1);
    o[118] = __bfloat16_as_ushort(__nv_bfloat16(s32));
    __nv_fp6x2_e2m3 p23; p23.__x = pair;
    __nv_fp6x4_e2m3 q23; q23.__x = pair | ((unsigned)(pair ^ 0x2121u) << 16);
    o[119] = f2(static_cast<float2>(p23));
    o[120] = __nv_fp6x4_e3m2(x4).__x;
    const float4 w23 = static_cast<float4>(q23);
    o[121] = f2(make_float2(w23.x, w23.w));
    // E2M1
    o[122] = __nv_cvt_float_to_fp4(x, __NV_E2M1, cudaRoundNearest);
    o[123] = __nv_cvt_float_to_fp4(x, __NV_E2M1, cudaRoundZero);
    o[124] = __nv_cvt_float_to_fp4(x, __NV_E2M1, cudaRoundPosInf);
    o[125] = __nv_cvt_float_to_fp4(x, __NV_E2M1, cudaRoundMinInf);
    o[126] = __nv_cvt_double_to_fp4(dd, __NV_E2M1, cudaRoundNearest);
    o[127] = __nv_cvt_halfraw_to_fp4(hr, __NV_E2M1, cudaRoundZero);
    o[128] = __nv_cvt_bfloat16raw_to_fp4(br, __NV_E2M1, cudaRoundPosInf);
    o[129] = __nv_cvt_float2_to_fp4x2(xy, __NV_E2M1, cudaRoundNearest);
    o[130] = __nv_cvt_halfraw2_to_fp4x2(h2r, __NV_E2M1, cudaRoundMinInf);
    o[131] = __nv_cvt_bfloat16raw2_to_fp4x2(b2r, __NV_E2M1, cudaRoundNearest);
    o[132] = __nv_cvt_fp4_to_halfraw(code, __NV_E2M1).x;
    o[133] = __nv_cvt_fp4x2_to_halfraw2(code, __NV_E2M1).x | ((unsigned)__nv_cvt_fp4x2_to_halfraw2(code, __NV_E2M1).y << 16);
    o[134] = __nv_cvt_fp4_to_bf16raw(code, __NV_E2M1).x;
    o[135] = __nv_cvt_fp4x2_to_bf162raw(code, __NV_E2M1).x | ((unsigned)__nv_cvt_fp4x2_to_bf162raw(code, __NV_E2M1).y << 16);
    o[136] = __nv_fp4_e2m1(x).__x;
    o[137] = __nv_fp4_e2m1(hx).__x;
    o[138] = __nv_fp4_e2m1(lval).__x;
    __nv_fp4_e2m1 s21; s21.__x = code;
    o[139] = __float_as_uint(float(s21));
    o[140] = (unsigned)(int)s21;
    o[141] = (unsigned char)s21;
    o[142] = (bool)s21;
    __nv_fp4x2_e2m1 p21; p21.__x = code;
    __nv_fp4x4_e2m1 q21; q21.__x = pair;
    o[143] = f2(static_cast<float2>(p21));
    o[144] = __nv_fp4x4_e2m1(x4).__x;
    const float4 w21 = static_cast<float4>(q21);
    o[145] = f2(make_float2(w21.y, w21.z));
}
