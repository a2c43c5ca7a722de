/*
 * <cuda_bf16.h> as ptxc ships it. `__nv_bfloat16` is ptxc's builtin
 * bfloat16 type (`__ptxc_bf16`, mangled `13__nv_bfloat16` like CUDA's
 * class); `__nv_bfloat162` is a struct of two. As in CUDA 13, `__hfma` on
 * bfloat needs sm_80 (`fma.rn.bf16`) and the bfloat atomics sm_90. The
 * shared arithmetic is in ptxc_half_ops.h; specs/language.md.
 */
#pragma once
#include <cuda_fp16.h>

typedef __ptxc_bf16 __nv_bfloat16;
typedef __nv_bfloat16 nv_bfloat16;
struct __nv_bfloat162 { __nv_bfloat16 x; __nv_bfloat16 y; };
typedef __nv_bfloat162 nv_bfloat162;

#define PTXC_H static __device__ __forceinline__

/* ---- bit reinterpretation ---- */
__device__ short __bfloat16_as_short(__nv_bfloat16 h);
__device__ unsigned short __bfloat16_as_ushort(__nv_bfloat16 h);
__device__ __nv_bfloat16 __short_as_bfloat16(short i);
__device__ __nv_bfloat16 __ushort_as_bfloat16(unsigned short i);

/* ---- conversions (round to nearest even; bfloat widens exactly) ---- */
PTXC_H __nv_bfloat16 __float2bfloat16(float a) { return (__nv_bfloat16)a; }
PTXC_H __nv_bfloat16 __float2bfloat16_rn(float a) { return (__nv_bfloat16)a; }
PTXC_H float __bfloat162float(__nv_bfloat16 a) { return (float)a; }
PTXC_H __nv_bfloat16 __double2bfloat16(double a) { return (__nv_bfloat16)a; }
PTXC_H __nv_bfloat16 __int2bfloat16_rn(int i) { return (__nv_bfloat16)i; }
PTXC_H __nv_bfloat16 __uint2bfloat16_rn(unsigned int i) { return (__nv_bfloat16)i; }
PTXC_H __nv_bfloat16 __ll2bfloat16_rn(long long i) { return (__nv_bfloat16)i; }
PTXC_H __nv_bfloat16 __ull2bfloat16_rn(unsigned long long i) { return (__nv_bfloat16)i; }
PTXC_H __nv_bfloat16 __short2bfloat16_rn(short i) { return (__nv_bfloat16)i; }
PTXC_H __nv_bfloat16 __ushort2bfloat16_rn(unsigned short i) { return (__nv_bfloat16)i; }
PTXC_H int __bfloat162int_rz(__nv_bfloat16 h) { return (int)h; }
PTXC_H unsigned int __bfloat162uint_rz(__nv_bfloat16 h) { return (unsigned int)h; }
PTXC_H long long __bfloat162ll_rz(__nv_bfloat16 h) { return (long long)h; }
PTXC_H unsigned long long __bfloat162ull_rz(__nv_bfloat16 h) { return (unsigned long long)h; }
PTXC_H short __bfloat162short_rz(__nv_bfloat16 h) { return (short)h; }
PTXC_H unsigned short __bfloat162ushort_rz(__nv_bfloat16 h) { return (unsigned short)h; }

/* ---- building and taking apart pairs ---- */
PTXC_H __nv_bfloat162 __halves2bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) { __nv_bfloat162 r = {a, b}; return r; }
PTXC_H __nv_bfloat162 __bfloat162bfloat162(__nv_bfloat16 a) { __nv_bfloat162 r = {a, a}; return r; }
PTXC_H __nv_bfloat162 __float2bfloat162_rn(float a) { __nv_bfloat162 r = {(__nv_bfloat16)a, (__nv_bfloat16)a}; return r; }
PTXC_H __nv_bfloat162 __floats2bfloat162_rn(float a, float b) { __nv_bfloat162 r = {(__nv_bfloat16)a, (__nv_bfloat16)b}; return r; }
PTXC_H __nv_bfloat162 __float22bfloat162_rn(const float2& a) { __nv_bfloat162 r = {(__nv_bfloat16)a.x, (__nv_bfloat16)a.y}; return r; }
PTXC_H float2 __bfloat1622float2(const __nv_bfloat162& a) { float2 r = {(float)a.x, (float)a.y}; return r; }
PTXC_H float __low2float(const __nv_bfloat162& a) { return (float)a.x; }
PTXC_H float __high2float(const __nv_bfloat162& a) { return (float)a.y; }
PTXC_H __nv_bfloat16 __low2bfloat16(const __nv_bfloat162& a) { return a.x; }
PTXC_H __nv_bfloat16 __high2bfloat16(const __nv_bfloat162& a) { return a.y; }
PTXC_H __nv_bfloat162 __low2bfloat162(const __nv_bfloat162& a) { __nv_bfloat162 r = {a.x, a.x}; return r; }
PTXC_H __nv_bfloat162 __high2bfloat162(const __nv_bfloat162& a) { __nv_bfloat162 r = {a.y, a.y}; return r; }
PTXC_H __nv_bfloat162 __lows2bfloat162(const __nv_bfloat162& a, const __nv_bfloat162& b) { __nv_bfloat162 r = {a.x, b.x}; return r; }
PTXC_H __nv_bfloat162 __highs2bfloat162(const __nv_bfloat162& a, const __nv_bfloat162& b) { __nv_bfloat162 r = {a.y, b.y}; return r; }
#undef PTXC_H

/* ---- arithmetic, comparisons, pair operations ---- */
#define PTXC_T __nv_bfloat16
#define PTXC_T2 __nv_bfloat162
#define PTXC_AS __bfloat16_as_ushort
#define PTXC_FROM __ushort_as_bfloat16
#define PTXC_INF 0x7f80
#define PTXC_HAS_FMA (__CUDA_ARCH__ >= 800)
#include <ptxc_half_ops.h>
#undef PTXC_T
#undef PTXC_T2
#undef PTXC_AS
#undef PTXC_FROM
#undef PTXC_INF
#undef PTXC_HAS_FMA

/* ---- atomics: `atom.add.noftz.bf16x2`/`.bf16` on sm_90+; before, a
 * compare-and-swap loop on the 32-bit word holding the value (as CUDA does) ---- */
#if __CUDA_ARCH__ >= 900
__device__ unsigned int __ptxc_atomic_add_bf16x2(void* p, unsigned int v);
__device__ unsigned short __ptxc_atomic_add_bf16(void* p, unsigned short v);
static __device__ __forceinline__ __nv_bfloat162 atomicAdd(__nv_bfloat162* p, const __nv_bfloat162& v) {
    unsigned int bits = (unsigned int)__bfloat16_as_ushort(v.x) | ((unsigned int)__bfloat16_as_ushort(v.y) << 16);
    unsigned int old = __ptxc_atomic_add_bf16x2(p, bits);
    __nv_bfloat162 r = {__ushort_as_bfloat16((unsigned short)old), __ushort_as_bfloat16((unsigned short)(old >> 16))};
    return r;
}
static __device__ __forceinline__ __nv_bfloat16 atomicAdd(__nv_bfloat16* p, __nv_bfloat16 v) {
    return __ushort_as_bfloat16(__ptxc_atomic_add_bf16(p, __bfloat16_as_ushort(v)));
}
#else
static __device__ __forceinline__ __nv_bfloat162 atomicAdd(__nv_bfloat162* p, const __nv_bfloat162& v) {
    unsigned int* w = (unsigned int*)p;
    unsigned int old = *w, assumed;
    do {
        assumed = old;
        __nv_bfloat16 x = __ushort_as_bfloat16((unsigned short)assumed) + v.x;
        __nv_bfloat16 y = __ushort_as_bfloat16((unsigned short)(assumed >> 16)) + v.y;
        unsigned int sum = (unsigned int)__bfloat16_as_ushort(x) | ((unsigned int)__bfloat16_as_ushort(y) << 16);
        old = atomicCAS(w, assumed, sum);
    } while (assumed != old);
    __nv_bfloat162 r = {__ushort_as_bfloat16((unsigned short)old), __ushort_as_bfloat16((unsigned short)(old >> 16))};
    return r;
}
static __device__ __forceinline__ __nv_bfloat16 atomicAdd(__nv_bfloat16* p, __nv_bfloat16 v) {
    unsigned long a = (unsigned long)p;
    unsigned int* w = (unsigned int*)(a & ~3ul);
    unsigned int shift = (unsigned int)(a & 2) * 8;
    unsigned int old = *w, assumed;
    do {
        assumed = old;
        __nv_bfloat16 x = __ushort_as_bfloat16((unsigned short)(assumed >> shift)) + v;
        unsigned int sum = (assumed & ~(0xffffu << shift)) | ((unsigned int)__bfloat16_as_ushort(x) << shift);
        old = atomicCAS(w, assumed, sum);
    } while (assumed != old);
    return __ushort_as_bfloat16((unsigned short)(old >> shift));
}
#endif
