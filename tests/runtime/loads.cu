// __ldg (ld.global.nc) and the cache-hinted loads and stores. Launch: grid 1, block 32;
// i[32] = 3 * t - 40, f[32] = t * 0.5, d[32] = t * 0.25, c[32] = t - 9; out u32[32 * 8], dout f64[32];
// v4[32] = (t, t + 0.5, t + 0.25, -t), w4 float4[32]; v2[32] = (5 t, 1 - t), w2 int2[64].
__global__ void loads(const int* i, const float* f, const double* d, const signed char* c, unsigned* out, double* dout,
                      const float4* v4, float4* w4, const int2* v2, int2* w2)
{
    int t = threadIdx.x;
    unsigned* o = out + 8 * t;
    o[0] = (unsigned)__ldg(i + t);
    o[1] = (unsigned)(__ldg(f + t) * 4.0f);
    o[2] = (unsigned)(int)__ldg(c + t);
    o[3] = (unsigned)__ldcg(i + (t ^ 1));
    o[4] = (unsigned)__ldca(i + (t ^ 2)) + (unsigned)__ldcs(i + (t ^ 3));
    o[5] = (unsigned)__ldlu(i + (t ^ 4)) + (unsigned)__ldcv(i + (t ^ 5));
    __stcg(o + 6, 7u * t);
    __stcs(o + 7, 9u * t);
    __stwt(dout + t, __ldg(d + t) * 2.0);
    // The vector overloads.
    float4 a = __ldcg(v4 + t);
    float4 b = __ldcs(v4 + (t ^ 1));
    float4 g = __ldg(v4 + (t ^ 2));
    __stcs(w4 + t, make_float4(a.x + b.y, a.y + g.z, a.z * 2.0f, b.w + g.w));
    int2 p = __ldlu(v2 + t);
    int2 q = __ldcv(v2 + (t ^ 3));
    int2 r = __ldca(v2 + (t ^ 4));
    __stwb(w2 + t, make_int2(p.x + q.y, r.x - p.y));
    __stcg(w2 + 32 + t, __ldca(v2 + (t ^ 5)));
}
