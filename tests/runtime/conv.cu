// Bit casts, rounded arithmetic and conversions, fast-math intrinsics.
// Launch: grid 1, block 64; x[64] floats, d[64] doubles, out[64 * 16] u32, fo[64 * 8] f32.
__global__ void conv(const float* x, const double* d, unsigned* out, float* fo)
{
    int t = threadIdx.x;
    float v = x[t];
    double w = d[t];
    unsigned* o = out + 16 * t;
    o[0] = (unsigned)__float_as_int(v);
    o[1] = __float_as_uint(__int_as_float(t * 1000) + __uint_as_float(0x3f800000u));
    o[2] = (unsigned)(__double_as_longlong(__longlong_as_double(0x4000000000000000ll) * w) >> 32);
    o[3] = (unsigned)__float2int_rn(v * 10.0f);
    o[4] = (unsigned)__float2int_rz(v * 10.0f);
    o[5] = (unsigned)__float2int_ru(v * 10.0f);
    o[6] = (unsigned)__float2int_rd(v * 10.0f);
    o[7] = __float2uint_rn(v * v * 100.0f);
    o[8] = (unsigned)__double2ll_rz(w * 1e6);
    o[9] = __float_as_uint(__int2float_rz(t * 33554433));
    o[10] = __float_as_uint(__fadd_rz(v, 1e-9f)) ^ __float_as_uint(__fadd_ru(v, 1e-9f));
    o[11] = __float_as_uint(__fmul_rd(v, 3.3f)) ^ __float_as_uint(__fmaf_rn(v, v, -1.0f));
    o[12] = __float_as_uint(__fdiv_rn(1.0f, v)) ^ __float_as_uint(__frcp_rn(v));
    o[13] = __float_as_uint(__fsqrt_rn(v * v + 1.0f)) + __float_as_uint(__fsub_rn(v, 0.75f));
    o[14] = __float_as_uint(__double2float_rd(w)) ^ (unsigned)(__double_as_longlong(__dsqrt_rn(w * w)) >> 11);
    o[15] = __float_as_uint(__saturatef(v * 2.0f - 0.5f));
    float* f = fo + 8 * t;
    f[0] = __expf(v);
    f[1] = __logf(v + 1.0f);
    f[2] = __sinf(v);
    f[3] = __cosf(v);
    f[4] = __powf(v + 1.0f, 1.5f);
    f[5] = __fdividef(v, 3.0f);
    f[6] = __exp10f(v) + __log2f(v + 2.0f) + __log10f(v + 3.0f);
    f[7] = __tanf(v * 0.5f);
}
