// The caller of the interop suite (tests/interop.rs): one thread calls every
// function of shapes.h with inputs read from memory (and a few constants) and
// writes each result, widened to 64 bits, to out[] in call order.
#include "shapes.h"

__constant__ int table_const[4] = {7, -8, 9, -10};
__device__ int table_global[4] = {70, -80, 90, -100};

__device__ long long bits(float f) { return __float_as_uint(f); }
__device__ long long bits(double d) { return __double_as_longlong(d); }

__global__ void interop(long long* out, const long long* in) {
    __shared__ int table_shared[4];
    int table_local[4];
    for (int k = 0; k < 4; ++k) {
        table_shared[k] = (int)in[k] * 11;
        table_local[k] = (int)in[k] * 13;
    }
    int n = 0;
    for (int k = 0; k < 6; ++k) {
        long long v = in[k];
        out[n++] = nc((char)v);
        out[n++] = nsc((signed char)v);
        out[n++] = nuc((unsigned char)v);
        out[n++] = ns((short)(v * 1000));
        out[n++] = nus((unsigned short)(v * 1000));
        out[n++] = ni((int)v);
        out[n++] = nu((unsigned)v);
        out[n++] = nll(v * 123456789);
        out[n++] = (long long)null_((unsigned long long)v);
        out[n++] = nb(v != 0);
        out[n++] = nlt((char)v, (unsigned char)(v + 3));
        out[n++] = mix((char)v, (short)(v * 300), (unsigned char)(v * 7), (unsigned short)(v * 5000), v & 1, v << 20);
        out[n++] = nc16((char16_t)(v * 3000));
        out[n++] = nwc((wchar_t)v);
        out[n++] = bits(nf((float)v));
        out[n++] = bits(nd((double)v));
        out[n++] = __half_as_ushort(nh(__float2half((float)v * 0.75f)));
        out[n++] = __bfloat16_as_ushort(nbf(__float2bfloat16((float)v * 0.5f)));
        out[n++] = bits(hsum(__float2half((float)v), __float2bfloat16(-(float)v), __float2half(0.5f)));
        out[n++] = vc2(make_char2((char)v, (char)(v * 3)));
        out[n++] = vuc3(make_uchar3((unsigned char)v, (unsigned char)(v * 5), (unsigned char)(v * 7)));
        out[n++] = vs4(make_short4((short)v, (short)(v * 300), (short)(v * -7), (short)(v * 1111)));
        out[n++] = vi3(make_int3((int)v, (int)(v * v), (int)(v - 9)));
        out[n++] = bits(vf4(make_float4((float)v, 0.5f, (float)(v * v), -1.25f)));
        out[n++] = bits(vd2(make_double2((double)v * 0.1, 3.0)));
        out[n++] = vl2(make_longlong2(v << 40, v));
        Pair8 p{(char)(v * 9), (short)(v * -1234)};
        out[n++] = rp8(p);
        Mixed m{(char)v, (double)v * 0.25, (int)(v * 99), {(char)(v + 1), 2, (char)(v - 1)}};
        out[n++] = bits(rmixed(m));
        Wide w;
        for (int j = 0; j < 20; ++j) w.v[j] = (int)(v * j - 7);
        out[n++] = rwide(w);
        Aligned16 a{(float)v * 0.5f, (int)(v * 3)};
        out[n++] = bits(ra16(a, (char)(v * 40)));
        Pair8 p8 = op8((int)v);
        out[n++] = p8.a * 100000 + p8.b;
        Mixed mo = omixed((int)v);
        out[n++] = bits(mo.c + mo.d + mo.i) ^ ((long long)mo.t[0] << 40) ^ ((long long)mo.t[1] << 48) ^ ((long long)mo.t[2] << 56);
        Wide wo = owide((int)v);
        long long ws = 0;
        for (int j = 0; j < 20; ++j) ws = ws * 5 + wo.v[j];
        out[n++] = ws;
        Aligned16 ao = oa16((int)v);
        out[n++] = bits(ao.x) * 1000 + ao.y;
        float4 f4 = of4((float)v);
        out[n++] = bits(f4.x) ^ (bits(f4.y) << 8) ^ (bits(f4.z) << 16) ^ (bits(f4.w) << 24);
        int3 i3 = oi3((int)v);
        out[n++] = (long long)i3.x * 1000003 + (long long)i3.y * 101 + i3.z;
        uchar3 u3 = ouc3((int)v);
        out[n++] = u3.x + u3.y * 256 + u3.z * 65536;
        char2 c2 = oc2((int)v);
        out[n++] = c2.x * 1000 + c2.y;
        double2 d2 = od2((double)v);
        out[n++] = bits(d2.x) ^ bits(d2.y);
        Tracked t((int)v);
        out[n++] = tget(t);
        Tracked tm = tmod(t);
        out[n++] = (long long)tm.v * 1000 + t.v;
        __half2 ha = __floats2half2_rn((float)v * 0.5f, 1.5f), hb = __floats2half2_rn(2.0f, -(float)v);
        __half2 hm = h2mix(ha, hb);
        out[n++] = __half_as_ushort(hm.x) | ((long long)__half_as_ushort(hm.y) << 16);
        __nv_bfloat162 ba = __floats2bfloat162_rn((float)v, -0.25f);
        out[n++] = bits(h2dot(hm, ba));
        __nv_bfloat162 bs = b2swap(ba);
        out[n++] = __bfloat16_as_ushort(bs.x) | ((long long)__bfloat16_as_ushort(bs.y) << 16);
        int idx = (int)(v & 3);
        out[n++] = pget(table_global, idx);
        out[n++] = pget(table_const, idx);
        out[n++] = pget(table_shared, idx);
        out[n++] = pget(table_local, idx);
        pset(table_local, idx, (int)v);
        out[n++] = table_local[idx];
        pset(table_shared, idx, (int)v * 2);
        out[n++] = table_shared[idx];
        int r = (int)v;
        rinc(r, (short)(v * 1000));
        out[n++] = r;
        double d = (double)v + 0.5;
        out[n++] = bits(rcd(d));
        int x = (int)v, y = (int)(v * 2);
        rpick(x, y, v & 1) += 5;
        out[n++] = x;
        out[n++] = y;
        __int128 q = i128(((__int128)v << 64) + v * 77, (__int128)(v - 5));
        out[n++] = (long long)q;
        out[n++] = (long long)(q >> 64);
        unsigned __int128 u = u128(((unsigned __int128)(unsigned long long)v << 90) | (unsigned long long)v);
        out[n++] = (long long)u;
        out[n++] = (long long)(u >> 64);
    }
    // Immediate arguments, as in the issue's example.
    out[n++] = nc(100);
    out[n++] = nuc(200);
    out[n++] = ns(-20000);
    out[n++] = nb(false);
    out[n] = n;
}
