// Half and bfloat16 math and the functions issue 43 added to <cuda_fp16.h>/<cuda_bf16.h>,
// over the 16-bit operands in a[i], b[i], c[i] (tests/device_api.rs: every special class and
// random bits); out[i * N + k] holds result k's bits. Math results must be within the
// tolerance tests/device_api.rs gives each of nvcc's (nvcc/hmath.ARCH.ptx) in ptxsim,
// the others equal.
// N = 128
#include <cuda_fp16.h>
#include <cuda_bf16.h>
extern "C" __global__ void hmath(const unsigned short* a, const unsigned short* b, const unsigned short* c, unsigned long long* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    __half x = __ushort_as_half(a[i]), y = __ushort_as_half(b[i]), z = __ushort_as_half(c[i]);
    __nv_bfloat16 xb = __ushort_as_bfloat16(a[i]), yb = __ushort_as_bfloat16(b[i]), zb = __ushort_as_bfloat16(c[i]);
    __half2 x2 = make_half2(x, y), y2 = make_half2(y, z), z2 = make_half2(z, x);
    __nv_bfloat162 x2b = make_bfloat162(xb, yb), y2b = make_bfloat162(yb, zb), z2b = make_bfloat162(zb, xb);
    unsigned long long* o = out + i * 128;
    o[0] = __half_as_ushort(hsin(x));
    o[1] = __half_as_ushort(hcos(x));
    o[2] = __half_as_ushort(hexp(x));
    o[3] = __half_as_ushort(hexp2(x));
    o[4] = __half_as_ushort(hexp10(x));
    o[5] = __half_as_ushort(hlog(x));
    o[6] = __half_as_ushort(hlog2(x));
    o[7] = __half_as_ushort(hlog10(x));
    o[8] = __half_as_ushort(hsqrt(x));
    o[9] = __half_as_ushort(hrsqrt(x));
    o[10] = __half_as_ushort(hrcp(x));
    o[11] = __half_as_ushort(hrint(x));
    o[12] = __half_as_ushort(hceil(x));
    o[13] = __half_as_ushort(hfloor(x));
    o[14] = __half_as_ushort(htrunc(x));
    o[15] = __half_as_ushort(htanh(x));
    o[16] = __half_as_ushort(htanh_approx(x));
    o[17] = __bfloat16_as_ushort(hsin(xb));
    o[18] = __bfloat16_as_ushort(hcos(xb));
    o[19] = __bfloat16_as_ushort(hexp(xb));
    o[20] = __bfloat16_as_ushort(hexp2(xb));
    o[21] = __bfloat16_as_ushort(hexp10(xb));
    o[22] = __bfloat16_as_ushort(hlog(xb));
    o[23] = __bfloat16_as_ushort(hlog2(xb));
    o[24] = __bfloat16_as_ushort(hlog10(xb));
    o[25] = __bfloat16_as_ushort(hsqrt(xb));
    o[26] = __bfloat16_as_ushort(hrsqrt(xb));
    o[27] = __bfloat16_as_ushort(hrcp(xb));
    o[28] = __bfloat16_as_ushort(hrint(xb));
    o[29] = __bfloat16_as_ushort(hceil(xb));
    o[30] = __bfloat16_as_ushort(hfloor(xb));
    o[31] = __bfloat16_as_ushort(htrunc(xb));
    o[32] = __bfloat16_as_ushort(htanh(xb));
    o[33] = __bfloat16_as_ushort(htanh_approx(xb));
    { __half2 t = h2sin(x2); o[34] = __half_as_ushort(t.x); o[35] = __half_as_ushort(t.y); }
    { __half2 t = h2cos(x2); o[36] = __half_as_ushort(t.x); o[37] = __half_as_ushort(t.y); }
    { __half2 t = h2exp(x2); o[38] = __half_as_ushort(t.x); o[39] = __half_as_ushort(t.y); }
    { __half2 t = h2exp2(x2); o[40] = __half_as_ushort(t.x); o[41] = __half_as_ushort(t.y); }
    { __half2 t = h2exp10(x2); o[42] = __half_as_ushort(t.x); o[43] = __half_as_ushort(t.y); }
    { __half2 t = h2log(x2); o[44] = __half_as_ushort(t.x); o[45] = __half_as_ushort(t.y); }
    { __half2 t = h2log2(x2); o[46] = __half_as_ushort(t.x); o[47] = __half_as_ushort(t.y); }
    { __half2 t = h2log10(x2); o[48] = __half_as_ushort(t.x); o[49] = __half_as_ushort(t.y); }
    { __half2 t = h2sqrt(x2); o[50] = __half_as_ushort(t.x); o[51] = __half_as_ushort(t.y); }
    { __half2 t = h2rsqrt(x2); o[52] = __half_as_ushort(t.x); o[53] = __half_as_ushort(t.y); }
    { __half2 t = h2rcp(x2); o[54] = __half_as_ushort(t.x); o[55] = __half_as_ushort(t.y); }
    { __half2 t = h2rint(x2); o[56] = __half_as_ushort(t.x); o[57] = __half_as_ushort(t.y); }
    { __half2 t = h2ceil(x2); o[58] = __half_as_ushort(t.x); o[59] = __half_as_ushort(t.y); }
    { __half2 t = h2floor(x2); o[60] = __half_as_ushort(t.x); o[61] = __half_as_ushort(t.y); }
    { __half2 t = h2trunc(x2); o[62] = __half_as_ushort(t.x); o[63] = __half_as_ushort(t.y); }
    { __half2 t = h2tanh(x2); o[64] = __half_as_ushort(t.x); o[65] = __half_as_ushort(t.y); }
    { __half2 t = h2tanh_approx(x2); o[66] = __half_as_ushort(t.x); o[67] = __half_as_ushort(t.y); }
    { __nv_bfloat162 t = h2sin(x2b); o[68] = __bfloat16_as_ushort(t.x); o[69] = __bfloat16_as_ushort(t.y); }
    { __nv_bfloat162 t = h2cos(x2b); o[70] = __bfloat16_as_ushort(t.x); o[71] = __bfloat16_as_ushort(t.y); }
    { __nv_bfloat162 t = h2exp(x2b); o[72] = __bfloat16_as_ushort(t.x); o[73] = __bfloat16_as_ushort(t.y); }
    { __nv_bfloat162 t = h2exp2(x2b); o[74] = __bfloat16_as_ushort(t.x); o[75] = __bfloat16_as_ushort(t.y); }
    { __nv_bfloat162 t = h2exp10(x2b); o[76] = __bfloat16_as_ushort(t.x); o[77] = __bfloat16_as_ushort(t.y); }
    { __nv_bfloat162 t = h2log(x2b); o[78] = __bfloat16_as_ushort(t.x); o[79] = __bfloat16_as_ushort(t.y); }
    { __nv_bfloat162 t = h2log2(x2b); o[80] = __bfloat16_as_ushort(t.x); o[81] = __bfloat16_as_ushort(t.y); }
    { __nv_bfloat162 t = h2log10(x2b); o[82] = __bfloat16_as_ushort(t.x); o[83] = __bfloat16_as_ushort(t.y); }
    { __nv_bfloat162 t = h2sqrt(x2b); o[84] = __bfloat16_as_ushort(t.x); o[85] = __bfloat16_as_ushort(t.y); }
    { __nv_bfloat162 t = h2rsqrt(x2b); o[86] = __bfloat16_as_ushort(t.x); o[87] = __bfloat16_as_ushort(t.y); }
    { __nv_bfloat162 t = h2rcp(x2b); o[88] = __bfloat16_as_ushort(t.x); o[89] = __bfloat16_as_ushort(t.y); }
    { __nv_bfloat162 t = h2rint(x2b); o[90] = __bfloat16_as_ushort(t.x); o[91] = __bfloat16_as_ushort(t.y); }
    { __nv_bfloat162 t = h2ceil(x2b); o[92] = __bfloat16_as_ushort(t.x); o[93] = __bfloat16_as_ushort(t.y); }
    { __nv_bfloat162 t = h2floor(x2b); o[94] = __bfloat16_as_ushort(t.x); o[95] = __bfloat16_as_ushort(t.y); }
    { __nv_bfloat162 t = h2trunc(x2b); o[96] = __bfloat16_as_ushort(t.x); o[97] = __bfloat16_as_ushort(t.y); }
    { __nv_bfloat162 t = h2tanh(x2b); o[98] = __bfloat16_as_ushort(t.x); o[99] = __bfloat16_as_ushort(t.y); }
    { __nv_bfloat162 t = h2tanh_approx(x2b); o[100] = __bfloat16_as_ushort(t.x); o[101] = __bfloat16_as_ushort(t.y); }
    o[102] = __half_as_ushort(__hfma_relu(x, y, z));
    { __half2 t = __hfma2_relu(x2, y2, z2); o[103] = __half_as_ushort(t.x); o[104] = __half_as_ushort(t.y); }
    { __half2 t = __hcmadd(x2, y2, z2); o[105] = __half_as_ushort(t.x); o[106] = __half_as_ushort(t.y); }
    { __half2 t = __hmax2_nan(x2, y2); o[107] = __half_as_ushort(t.x); o[108] = __half_as_ushort(t.y); }
    { __half2 t = __hmin2_nan(x2, y2); o[109] = __half_as_ushort(t.x); o[110] = __half_as_ushort(t.y); }
    o[111] = __bfloat16_as_ushort(__hfma_relu(xb, yb, zb));
    { __nv_bfloat162 t = __hfma2_relu(x2b, y2b, z2b); o[112] = __bfloat16_as_ushort(t.x); o[113] = __bfloat16_as_ushort(t.y); }
    { __nv_bfloat162 t = __hcmadd(x2b, y2b, z2b); o[114] = __bfloat16_as_ushort(t.x); o[115] = __bfloat16_as_ushort(t.y); }
    { __nv_bfloat162 t = __hmax2_nan(x2b, y2b); o[116] = __bfloat16_as_ushort(t.x); o[117] = __bfloat16_as_ushort(t.y); }
    { __nv_bfloat162 t = __hmin2_nan(x2b, y2b); o[118] = __bfloat16_as_ushort(t.x); o[119] = __bfloat16_as_ushort(t.y); }
    o[120] = (unsigned long long)((unsigned char)__half2char_rz(x));
    o[121] = (unsigned long long)(__half2uchar_rz(x));
    o[122] = (unsigned long long)((unsigned char)__bfloat162char_rz(xb));
    o[123] = (unsigned long long)(__bfloat162uchar_rz(xb));
    { __half_raw r = x; __half back = r; o[124] = r.x; o[125] = __half_as_ushort(back); }
    { __nv_bfloat16_raw r = xb; __nv_bfloat16 back = r; o[126] = r.x; o[127] = __bfloat16_as_ushort(back); }
}
