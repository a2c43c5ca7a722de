// SIMD video intrinsics and sm_90 DPX functions (issue 43), every one CUDA declares,
// over the operand words a[i], b[i], c[i] (tests/device_api.rs makes them: every pair
// of edge lanes 0, 1, 0x7f.., 0x80.., 0xff.. in each position, and random words).
// out[i * N + k] is function k's result; ptxc's PTX and nvcc's (nvcc/simd.ptx) must
// give the same words in ptxsim.
extern "C" __global__ void simd(const unsigned int* a, const unsigned int* b, const unsigned int* c, unsigned int* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned int x = a[i], y = b[i], z = c[i];
    unsigned int* o = out + i * 134;
    o[0] = __vadd2(x, y);
    o[1] = __vaddss2(x, y);
    o[2] = __vaddus2(x, y);
    o[3] = __vsub2(x, y);
    o[4] = __vsubss2(x, y);
    o[5] = __vsubus2(x, y);
    o[6] = __vabsdiffs2(x, y);
    o[7] = __vabsdiffu2(x, y);
    o[8] = __vavgs2(x, y);
    o[9] = __vavgu2(x, y);
    o[10] = __vhaddu2(x, y);
    o[11] = __vmaxs2(x, y);
    o[12] = __vmaxu2(x, y);
    o[13] = __vmins2(x, y);
    o[14] = __vminu2(x, y);
    o[15] = __vsads2(x, y);
    o[16] = __vsadu2(x, y);
    o[17] = __vcmpeq2(x, y);
    o[18] = __vseteq2(x, y);
    o[19] = __vcmpne2(x, y);
    o[20] = __vsetne2(x, y);
    o[21] = __vcmpges2(x, y);
    o[22] = __vsetges2(x, y);
    o[23] = __vcmpgeu2(x, y);
    o[24] = __vsetgeu2(x, y);
    o[25] = __vcmpgts2(x, y);
    o[26] = __vsetgts2(x, y);
    o[27] = __vcmpgtu2(x, y);
    o[28] = __vsetgtu2(x, y);
    o[29] = __vcmples2(x, y);
    o[30] = __vsetles2(x, y);
    o[31] = __vcmpleu2(x, y);
    o[32] = __vsetleu2(x, y);
    o[33] = __vcmplts2(x, y);
    o[34] = __vsetlts2(x, y);
    o[35] = __vcmpltu2(x, y);
    o[36] = __vsetltu2(x, y);
    o[37] = __vadd4(x, y);
    o[38] = __vaddss4(x, y);
    o[39] = __vaddus4(x, y);
    o[40] = __vsub4(x, y);
    o[41] = __vsubss4(x, y);
    o[42] = __vsubus4(x, y);
    o[43] = __vabsdiffs4(x, y);
    o[44] = __vabsdiffu4(x, y);
    o[45] = __vavgs4(x, y);
    o[46] = __vavgu4(x, y);
    o[47] = __vhaddu4(x, y);
    o[48] = __vmaxs4(x, y);
    o[49] = __vmaxu4(x, y);
    o[50] = __vmins4(x, y);
    o[51] = __vminu4(x, y);
    o[52] = __vsads4(x, y);
    o[53] = __vsadu4(x, y);
    o[54] = __vcmpeq4(x, y);
    o[55] = __vseteq4(x, y);
    o[56] = __vcmpne4(x, y);
    o[57] = __vsetne4(x, y);
    o[58] = __vcmpges4(x, y);
    o[59] = __vsetges4(x, y);
    o[60] = __vcmpgeu4(x, y);
    o[61] = __vsetgeu4(x, y);
    o[62] = __vcmpgts4(x, y);
    o[63] = __vsetgts4(x, y);
    o[64] = __vcmpgtu4(x, y);
    o[65] = __vsetgtu4(x, y);
    o[66] = __vcmples4(x, y);
    o[67] = __vsetles4(x, y);
    o[68] = __vcmpleu4(x, y);
    o[69] = __vsetleu4(x, y);
    o[70] = __vcmplts4(x, y);
    o[71] = __vsetlts4(x, y);
    o[72] = __vcmpltu4(x, y);
    o[73] = __vsetltu4(x, y);
    o[74] = __vabs2(x);
    o[75] = __vabsss2(x);
    o[76] = __vneg2(x);
    o[77] = __vnegss2(x);
    o[78] = __vabs4(x);
    o[79] = __vabsss4(x);
    o[80] = __vneg4(x);
    o[81] = __vnegss4(x);
    o[82] = (unsigned int)__viaddmax_s16x2(x, y, z);
    o[83] = (unsigned int)__viaddmax_s16x2_relu(x, y, z);
    o[84] = (unsigned int)__viaddmax_u16x2(x, y, z);
    o[85] = (unsigned int)__viaddmax_s32((int)x, (int)y, (int)z);
    o[86] = (unsigned int)__viaddmax_s32_relu((int)x, (int)y, (int)z);
    o[87] = (unsigned int)__viaddmax_u32(x, y, z);
    o[88] = (unsigned int)__viaddmin_s16x2(x, y, z);
    o[89] = (unsigned int)__viaddmin_s16x2_relu(x, y, z);
    o[90] = (unsigned int)__viaddmin_u16x2(x, y, z);
    o[91] = (unsigned int)__viaddmin_s32((int)x, (int)y, (int)z);
    o[92] = (unsigned int)__viaddmin_s32_relu((int)x, (int)y, (int)z);
    o[93] = (unsigned int)__viaddmin_u32(x, y, z);
    o[94] = (unsigned int)__vimax3_s16x2(x, y, z);
    o[95] = (unsigned int)__vimax3_s16x2_relu(x, y, z);
    o[96] = (unsigned int)__vimax3_u16x2(x, y, z);
    o[97] = (unsigned int)__vimax3_s32((int)x, (int)y, (int)z);
    o[98] = (unsigned int)__vimax3_s32_relu((int)x, (int)y, (int)z);
    o[99] = (unsigned int)__vimax3_u32(x, y, z);
    o[100] = (unsigned int)__vimin3_s16x2(x, y, z);
    o[101] = (unsigned int)__vimin3_s16x2_relu(x, y, z);
    o[102] = (unsigned int)__vimin3_u16x2(x, y, z);
    o[103] = (unsigned int)__vimin3_s32((int)x, (int)y, (int)z);
    o[104] = (unsigned int)__vimin3_s32_relu((int)x, (int)y, (int)z);
    o[105] = (unsigned int)__vimin3_u32(x, y, z);
    o[106] = (unsigned int)__vimax_s16x2_relu(x, y);
    o[107] = (unsigned int)__vimin_s16x2_relu(x, y);
    o[108] = (unsigned int)__vimax_s32_relu((int)x, (int)y);
    o[109] = (unsigned int)__vimin_s32_relu((int)x, (int)y);
    { bool p; o[110] = (unsigned int)__vibmax_s32((int)x, (int)y, &p); o[111] = p; o[112] = 0; }
    { bool p; o[113] = (unsigned int)__vibmax_u32(x, y, &p); o[114] = p; o[115] = 0; }
    { bool p; o[116] = (unsigned int)__vibmin_s32((int)x, (int)y, &p); o[117] = p; o[118] = 0; }
    { bool p; o[119] = (unsigned int)__vibmin_u32(x, y, &p); o[120] = p; o[121] = 0; }
    { bool h, l; o[122] = __vibmax_s16x2(x, y, &h, &l); o[123] = h; o[124] = l; }
    { bool h, l; o[125] = __vibmax_u16x2(x, y, &h, &l); o[126] = h; o[127] = l; }
    { bool h, l; o[128] = __vibmin_s16x2(x, y, &h, &l); o[129] = h; o[130] = l; }
    { bool h, l; o[131] = __vibmin_u16x2(x, y, &h, &l); o[132] = h; o[133] = l; }
}
// N = 134
