// __ldg (ld.global.nc) and the cache-hinted loads and stores. Launch: grid 1, block 32;
// i[32] = 3 * t - 40, f[32] = t * 0.5, d[32] = t * 0.25, c[32] = t - 9; out u32[32 * 8], dout f64[32].
__global__ void loads(const int* i, const float* f, const double* d, const signed char* c, unsigned* out, double* dout)
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
}
