// CUDA's statistics, norm and Bessel functions (issue 43): double and float forms over the
// operands a[i], b[i], c[i] (tests/device_api.rs: edge values, the functions' domains, random
// bits); out[i * N + k] holds function k's result bits. tests/device_api.rs compares ptxc's
// results with nvcc's (nvcc/fmath.ARCH.ptx) in ptxsim within each function's tolerance.
// N = 46
extern "C" __global__ void fmath(const double* a, const double* b, const double* c, unsigned long long* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double x = a[i], y = b[i], z = c[i], w = x - y;
    float xf = (float)x, yf = (float)y, zf = (float)z, wf = (float)w;
    double v3[3] = {x, y, z};
    float v3f[3] = {xf, yf, zf};
    unsigned long long* o = out + i * 46;
    o[0] = (unsigned long long)__double_as_longlong(normcdf(x));
    o[1] = (unsigned long long)__float_as_uint(normcdff(xf));
    o[2] = (unsigned long long)__double_as_longlong(normcdfinv(x));
    o[3] = (unsigned long long)__float_as_uint(normcdfinvf(xf));
    o[4] = (unsigned long long)__double_as_longlong(erfcinv(x));
    o[5] = (unsigned long long)__float_as_uint(erfcinvf(xf));
    o[6] = (unsigned long long)__double_as_longlong(erfcx(x));
    o[7] = (unsigned long long)__float_as_uint(erfcxf(xf));
    o[8] = (unsigned long long)__double_as_longlong(rhypot(x, y));
    o[9] = (unsigned long long)__float_as_uint(rhypotf(xf, yf));
    o[10] = (unsigned long long)__double_as_longlong(norm3d(x, y, z));
    o[11] = (unsigned long long)__float_as_uint(norm3df(xf, yf, zf));
    o[12] = (unsigned long long)__double_as_longlong(rnorm3d(x, y, z));
    o[13] = (unsigned long long)__float_as_uint(rnorm3df(xf, yf, zf));
    o[14] = (unsigned long long)__double_as_longlong(norm4d(x, y, z, w));
    o[15] = (unsigned long long)__float_as_uint(norm4df(xf, yf, zf, wf));
    o[16] = (unsigned long long)__double_as_longlong(rnorm4d(x, y, z, w));
    o[17] = (unsigned long long)__float_as_uint(rnorm4df(xf, yf, zf, wf));
    o[18] = (unsigned long long)__double_as_longlong(norm(3, v3));
    o[19] = (unsigned long long)__float_as_uint(normf(3, v3f));
    o[20] = (unsigned long long)__double_as_longlong(rnorm(3, v3));
    o[21] = (unsigned long long)__float_as_uint(rnormf(3, v3f));
    o[22] = (unsigned long long)__double_as_longlong(cyl_bessel_i0(x));
    o[23] = (unsigned long long)__float_as_uint(cyl_bessel_i0f(xf));
    o[24] = (unsigned long long)__double_as_longlong(cyl_bessel_i1(x));
    o[25] = (unsigned long long)__float_as_uint(cyl_bessel_i1f(xf));
    o[26] = (unsigned long long)__double_as_longlong(j0(x));
    o[27] = (unsigned long long)__float_as_uint(j0f(xf));
    o[28] = (unsigned long long)__double_as_longlong(j1(x));
    o[29] = (unsigned long long)__float_as_uint(j1f(xf));
    o[30] = (unsigned long long)__double_as_longlong(y0(x));
    o[31] = (unsigned long long)__float_as_uint(y0f(xf));
    o[32] = (unsigned long long)__double_as_longlong(y1(x));
    o[33] = (unsigned long long)__float_as_uint(y1f(xf));
    o[34] = (unsigned long long)__double_as_longlong(jn(2, x));
    o[35] = (unsigned long long)__float_as_uint(jnf(2, xf));
    o[36] = (unsigned long long)__double_as_longlong(yn(2, x));
    o[37] = (unsigned long long)__float_as_uint(ynf(2, xf));
    o[38] = (unsigned long long)__double_as_longlong(jn(5, x));
    o[39] = (unsigned long long)__float_as_uint(jnf(5, xf));
    o[40] = (unsigned long long)__double_as_longlong(yn(5, x));
    o[41] = (unsigned long long)__float_as_uint(ynf(5, xf));
    o[42] = (unsigned long long)__double_as_longlong(jn(17, x));
    o[43] = (unsigned long long)__float_as_uint(jnf(17, xf));
    o[44] = (unsigned long long)__double_as_longlong(yn(17, x));
    o[45] = (unsigned long long)__float_as_uint(ynf(17, xf));
}
