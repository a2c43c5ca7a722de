// The overloads CUDA 13 declares beside other families' functions (issue 75, found by
// scripts/probe-device-api.py's overload table): the vector forms of the dot products,
// the signed 64-bit bitwise atomics, C++'s abs, min and max on long, the mixed copysign,
// pow with an int exponent (double, as <cmath> promotes it), and the `long double` classification
// (`long double` is double on the device). Over the operand words a[i], b[i], c[i];
// out[i * N + k] holds result k's bits. nvcc's PTX: nvcc/overloads.ARCH.ptx.
// N = 24
extern "C" __global__ void overloads(const unsigned long long* a, const unsigned long long* b, const unsigned long long* c, unsigned long long* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned long long p = a[i], q = b[i], r = c[i];
    unsigned int pw = (unsigned int)p, qw = (unsigned int)q;
    char4 ca = make_char4(pw, pw >> 8, pw >> 16, pw >> 24), cb = make_char4(qw, qw >> 8, qw >> 16, qw >> 24);
    uchar4 ua = make_uchar4(pw, pw >> 8, pw >> 16, pw >> 24), ub = make_uchar4(qw, qw >> 8, qw >> 16, qw >> 24);
    short2 sa = make_short2(pw, pw >> 16);
    ushort2 va = make_ushort2(pw, pw >> 16);
    double x = __longlong_as_double((long long)p), y = __longlong_as_double((long long)q);
    float xf = __uint_as_float(pw), yf = __uint_as_float(qw);
    unsigned long long* o = out + i * 24;
    o[0] = (unsigned int)__dp4a(ca, cb, (int)r);
    o[1] = __dp4a(ua, ub, (unsigned int)r);
    o[2] = (unsigned int)__dp2a_lo(sa, cb, (int)r);
    o[3] = __dp2a_lo(va, ub, (unsigned int)r);
    o[4] = (unsigned int)__dp2a_hi(sa, cb, (int)r);
    o[5] = __dp2a_hi(va, ub, (unsigned int)r);
    long long* slot = (long long*)(o + 6);
    *slot = (long long)p;
    o[7] = (unsigned long long)atomicAnd(slot, (long long)q);
    o[8] = (unsigned long long)atomicOr_block(slot, (long long)r);
    o[9] = (unsigned long long)atomicXor_system(slot, (long long)q);
    o[10] = (unsigned long long)abs((long)p);
    o[11] = (unsigned long long)abs((long long)q);
    o[12] = max((long)p, (unsigned long)q);
    o[13] = min((unsigned long)p, (long)q);
    o[14] = (unsigned long long)__double_as_longlong(copysign(x, yf));
    o[15] = (unsigned long long)__double_as_longlong(copysign(xf, y));
    o[16] = (unsigned long long)__double_as_longlong(pow((int)(p % 7) - 3, (int)(q % 6)));
    o[17] = __float_as_uint(pow(xf, (int)(q % 5) - 1));
    o[18] = (unsigned long long)__double_as_longlong(pow(x, (int)(r % 5) - 1));
    o[19] = isnan((long double)x);
    o[20] = isinf((long double)x);
    o[21] = isfinite((long double)x);
    o[22] = signbit((long double)x);
    o[23] = __isnanl((long double)y) + 2 * __isinfl((long double)y) + 4 * __finitel((long double)y) + 8 * __signbitl((long double)y);
}
