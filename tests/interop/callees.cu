// The callees of the interop suite (tests/interop.rs); see shapes.h.
#include "shapes.h"

__device__ char nc(char x) { return x * 3; }
__device__ signed char nsc(signed char x) { return x * 5 - 1; }
__device__ unsigned char nuc(unsigned char x) { return x * 3; }
__device__ short ns(short x) { return x * 7; }
__device__ unsigned short nus(unsigned short x) { return x * 9; }
__device__ int ni(int x) { return x * -3 + 1; }
__device__ unsigned nu(unsigned x) { return x * 2654435761u; }
__device__ long long nll(long long x) { return x * -1000003; }
__device__ unsigned long long null_(unsigned long long x) { return x * 0x9E3779B97F4A7C15ull; }
__device__ bool nb(bool x) { return !x; }
__device__ bool nlt(char a, unsigned char b) { return a < (int)b; }
__device__ int mix(char a, short b, unsigned char c, unsigned short d, bool e, long long f) {
    return a * 1 + b * 3 + c * 5 + d * 7 + (e ? 11 : 13) + (int)(f >> 3);
}
__device__ char16_t nc16(char16_t x) { return x * 3; }
__device__ wchar_t nwc(wchar_t x) { return x * -3; }
__device__ float nf(float x) { return x * 1.5f - 0.25f; }
__device__ double nd(double x) { return x / 3.0; }
__device__ __half nh(__half x) { return __hmul(x, __float2half(-2.5f)); }
__device__ __nv_bfloat16 nbf(__nv_bfloat16 x) { return __hadd(x, __float2bfloat16(1.0f)); }
__device__ float hsum(__half a, __nv_bfloat16 b, __half c) {
    return __half2float(a) * 2.0f + __bfloat162float(b) * 4.0f + __half2float(c);
}
__device__ int vc2(char2 v) { return v.x * 100 + v.y; }
__device__ int vuc3(uchar3 v) { return v.x + v.y * 256 + v.z * 65536; }
__device__ int vs4(short4 v) { return v.x - v.y * 2 + v.z * 3 - v.w * 4; }
__device__ int vi3(int3 v) { return v.x ^ (v.y << 1) ^ (v.z << 2); }
__device__ float vf4(float4 v) { return v.x + v.y * 2 + v.z * 4 + v.w * 8; }
__device__ double vd2(double2 v) { return v.x - v.y; }
__device__ long long vl2(longlong2 v) { return v.x * 3 - v.y; }
__device__ int rp8(Pair8 p) { return p.a * 1000 + p.b; }
__device__ double rmixed(Mixed m) { return m.c + m.d * 2 + m.i * 3 + m.t[0] + m.t[2] * 5; }
__device__ int rwide(Wide w) {
    int s = 0;
    for (int k = 0; k < 20; ++k) s = s * 3 + w.v[k];
    return s;
}
__device__ float ra16(Aligned16 a, char after) { return a.x * a.y + after; }
__device__ Pair8 op8(int v) { return Pair8{(char)(v * 7), (short)(v * -301)}; }
__device__ Mixed omixed(int v) {
    Mixed m;
    m.c = (char)(v + 2);
    m.d = v * 0.125;
    m.i = v * -17;
    for (int k = 0; k < 3; ++k) m.t[k] = (char)(v * (k + 3));
    return m;
}
__device__ Wide owide(int v) {
    Wide w;
    for (int k = 0; k < 20; ++k) w.v[k] = v * k + (k ^ v);
    return w;
}
__device__ Aligned16 oa16(int v) { return Aligned16{v * 0.75f, v - 40}; }
__device__ float4 of4(float v) { return make_float4(v, v * 2.5f, -v, v + 0.125f); }
__device__ int3 oi3(int v) { return make_int3(v, v * v, ~v); }
__device__ uchar3 ouc3(int v) { return make_uchar3(v, v * 3, v * 5); }
__device__ char2 oc2(int v) { return make_char2(v, -v); }
__device__ double2 od2(double v) { return make_double2(v / 7.0, v * v); }

__device__ int tget(Tracked t) { return t.v * 2; }
__device__ Tracked tmod(Tracked t) { t.v *= 3; return t; }
__device__ __half2 h2mix(__half2 a, __half2 b) { return __hfma2(a, b, __halves2half2(b.y, a.x)); }
__device__ float h2dot(__half2 a, __nv_bfloat162 b) {
    return __low2float(a) * __low2float(b) - __high2float(a) * __high2float(b);
}
__device__ __nv_bfloat162 b2swap(__nv_bfloat162 a) { return __lowhigh2highlow(__hmul2(a, a)); }
__device__ int pget(const int* p, int i) { return p[i] * 2; }
__device__ void pset(int* p, int i, int v) { p[i] = v + 1; }
__device__ void rinc(int& r, short by) { r += by; }
__device__ double rcd(const double& d) { return d * d; }
__device__ int& rpick(int& a, int& b, bool first) { return first ? a : b; }
__device__ __int128 i128(__int128 x, __int128 y) { return x * y - (x >> 70); }
__device__ unsigned __int128 u128(unsigned __int128 x) { return x * 3 + (x >> 100); }
