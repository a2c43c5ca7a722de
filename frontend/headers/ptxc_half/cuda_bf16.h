/*
 * <cuda_bf16.h> as ptxc ships it. `__nv_bfloat16` is ptxc's builtin
 * bfloat16 type (`__ptxc_bf16`, mangled `13__nv_bfloat16` like CUDA's
 * class); `__nv_bfloat162` is a class of two, as `__half2` (cuda_fp16.h). As in CUDA 13, `__hfma` on
 * bfloat needs sm_80 (`fma.rn.bf16`) and the bfloat atomics sm_90. The
 * shared arithmetic is in ptxc_half_ops.h; specs/language.md.
 */
#pragma once
#include <cuda_fp16.h>

typedef __ptxc_bf16 __nv_bfloat16;
typedef __nv_bfloat16 nv_bfloat16;
PTXC_PAIR_CLASS(__nv_bfloat162, __nv_bfloat16);
typedef __nv_bfloat162 nv_bfloat162;

/* CUDA 13's execution spaces: PTXC_HD for the __host__ __device__ conversions and pair
   functions, PTXC_H for the __device__ ones (integer conversions in a directed rounding). */
#define PTXC_H static __device__ __forceinline__
#define PTXC_HD static __host__ __device__ __forceinline__

/* ---- bit reinterpretation ---- */
__host__ __device__ short __bfloat16_as_short(__nv_bfloat16 h);
__host__ __device__ unsigned short __bfloat16_as_ushort(__nv_bfloat16 h);
__host__ __device__ __nv_bfloat16 __short_as_bfloat16(short i);
__host__ __device__ __nv_bfloat16 __ushort_as_bfloat16(unsigned short i);

/* ---- conversions (round to nearest even; bfloat widens exactly) ---- */
PTXC_HD __nv_bfloat16 __float2bfloat16(float a) { return (__nv_bfloat16)a; }
PTXC_HD __nv_bfloat16 __float2bfloat16_rn(float a) { return (__nv_bfloat16)a; }
PTXC_HD float __bfloat162float(__nv_bfloat16 a) { return (float)a; }
PTXC_HD __nv_bfloat16 __double2bfloat16(double a) { return (__nv_bfloat16)a; }
PTXC_HD __nv_bfloat16 __int2bfloat16_rn(int i) { return (__nv_bfloat16)i; }
PTXC_HD __nv_bfloat16 __uint2bfloat16_rn(unsigned int i) { return (__nv_bfloat16)i; }
PTXC_HD __nv_bfloat16 __ll2bfloat16_rn(long long i) { return (__nv_bfloat16)i; }
PTXC_HD __nv_bfloat16 __ull2bfloat16_rn(unsigned long long i) { return (__nv_bfloat16)i; }
PTXC_HD __nv_bfloat16 __short2bfloat16_rn(short i) { return (__nv_bfloat16)i; }
PTXC_HD __nv_bfloat16 __ushort2bfloat16_rn(unsigned short i) { return (__nv_bfloat16)i; }
/* Directed roundings. bfloat is the upper half of a float, so float -> bfloat
 * rounds by the discarded low 16 bits; integers first round to float in the
 * same direction (rounding twice in one direction is rounding once), and
 * bfloat widens exactly to float for the conversions to integers. */
PTXC_HD __nv_bfloat16 __ptxc_f2bf_dir(float a, int up_when_positive, int up_when_negative) {
    unsigned int b = __float_as_uint(a);
    unsigned short hi = (unsigned short)(b >> 16);
    if ((b & 0x7fffffffu) > 0x7f800000u) return __ushort_as_bfloat16((unsigned short)(hi | 0x40));
    bool inexact = (b & 0xffffu) != 0;
    bool negative = (b >> 31) != 0;
    if (inexact && (negative ? up_when_negative : up_when_positive)) hi = (unsigned short)(hi + 1);
    return __ushort_as_bfloat16(hi);
}
PTXC_HD __nv_bfloat16 __float2bfloat16_rz(float a) { return __ptxc_f2bf_dir(a, 0, 0); }
PTXC_HD __nv_bfloat16 __float2bfloat16_rd(float a) { return __ptxc_f2bf_dir(a, 0, 1); }
PTXC_HD __nv_bfloat16 __float2bfloat16_ru(float a) { return __ptxc_f2bf_dir(a, 1, 0); }
#define PTXC_TO_BF16(NAME, T)                                                                                      \
    PTXC_H __nv_bfloat16 __##NAME##2##bfloat16_rz(T i) { return __float2bfloat16_rz(__##NAME##2##float_rz(i)); }     \
    PTXC_H __nv_bfloat16 __##NAME##2##bfloat16_rd(T i) { return __float2bfloat16_rd(__##NAME##2##float_rd(i)); }     \
    PTXC_H __nv_bfloat16 __##NAME##2##bfloat16_ru(T i) { return __float2bfloat16_ru(__##NAME##2##float_ru(i)); }     \
    PTXC_HD T __bfloat162##NAME##_rz(__nv_bfloat16 h) { return __float2##NAME##_rz((float)h); }                     \
    PTXC_H T __bfloat162##NAME##_rn(__nv_bfloat16 h) { return __float2##NAME##_rn((float)h); }                     \
    PTXC_H T __bfloat162##NAME##_rd(__nv_bfloat16 h) { return __float2##NAME##_rd((float)h); }                     \
    PTXC_H T __bfloat162##NAME##_ru(__nv_bfloat16 h) { return __float2##NAME##_ru((float)h); }
PTXC_TO_BF16(int, int)
PTXC_TO_BF16(uint, unsigned int)
PTXC_TO_BF16(ll, long long)
PTXC_TO_BF16(ull, unsigned long long)
#undef PTXC_TO_BF16
/* 16-bit integers: exact in float; to them, saturating like `cvt`. */
PTXC_HD short __ptxc_sat_s16(int v) { return (short)(v > 32767 ? 32767 : (v < -32768 ? -32768 : v)); }
PTXC_HD unsigned short __ptxc_sat_u16(unsigned int v) { return (unsigned short)(v > 65535u ? 65535u : v); }
#define PTXC_SHORT_BF16(NAME, T, WIDE, SAT)                                                                        \
    PTXC_H __nv_bfloat16 __##NAME##2##bfloat16_rz(T i) { return __float2bfloat16_rz((float)i); }                   \
    PTXC_H __nv_bfloat16 __##NAME##2##bfloat16_rd(T i) { return __float2bfloat16_rd((float)i); }                   \
    PTXC_H __nv_bfloat16 __##NAME##2##bfloat16_ru(T i) { return __float2bfloat16_ru((float)i); }                   \
    PTXC_HD T __bfloat162##NAME##_rz(__nv_bfloat16 h) { return SAT(__float2##WIDE##_rz((float)h)); }                \
    PTXC_H T __bfloat162##NAME##_rn(__nv_bfloat16 h) { return SAT(__float2##WIDE##_rn((float)h)); }                \
    PTXC_H T __bfloat162##NAME##_rd(__nv_bfloat16 h) { return SAT(__float2##WIDE##_rd((float)h)); }                \
    PTXC_H T __bfloat162##NAME##_ru(__nv_bfloat16 h) { return SAT(__float2##WIDE##_ru((float)h)); }
PTXC_SHORT_BF16(short, short, int, __ptxc_sat_s16)
PTXC_SHORT_BF16(ushort, unsigned short, uint, __ptxc_sat_u16)
#undef PTXC_SHORT_BF16

/* to 8-bit integers toward zero: saturating, NaN to 0 */
PTXC_HD signed char __bfloat162char_rz(__nv_bfloat16 h) { int v = __float2int_rz((float)h); return (signed char)(v > 127 ? 127 : (v < -128 ? -128 : v)); }
PTXC_HD unsigned char __bfloat162uchar_rz(__nv_bfloat16 h) { unsigned int v = __float2uint_rz((float)h); return (unsigned char)(v > 255u ? 255u : v); }

/* ---- CUDA's raw storage types ---- */
struct __nv_bfloat16_raw {
    unsigned short x;
    __host__ __device__ __nv_bfloat16_raw() : x(0) {}
    __host__ __device__ __nv_bfloat16_raw(__nv_bfloat16 h) : x(__bfloat16_as_ushort(h)) {}
    __host__ __device__ operator __nv_bfloat16() const { return __ushort_as_bfloat16(x); }
};
struct __nv_bfloat162_raw {
    unsigned short x, y;
    __host__ __device__ __nv_bfloat162_raw() : x(0), y(0) {}
    __host__ __device__ __nv_bfloat162_raw(const __nv_bfloat162& h) : x(__bfloat16_as_ushort(h.x)), y(__bfloat16_as_ushort(h.y)) {}
    __host__ __device__ operator __nv_bfloat162() const {
        __nv_bfloat162 r = {__ushort_as_bfloat16(x), __ushort_as_bfloat16(y)};
        return r;
    }
};

/* ---- building and taking apart pairs ---- */
PTXC_HD __nv_bfloat162 make_bfloat162(const __nv_bfloat16 x, const __nv_bfloat16 y) { __nv_bfloat162 r = {x, y}; return r; }
PTXC_HD __nv_bfloat162 __halves2bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) { __nv_bfloat162 r = {a, b}; return r; }
PTXC_HD __nv_bfloat162 __bfloat162bfloat162(__nv_bfloat16 a) { __nv_bfloat162 r = {a, a}; return r; }
PTXC_HD __nv_bfloat162 __float2bfloat162_rn(float a) { __nv_bfloat162 r = {(__nv_bfloat16)a, (__nv_bfloat16)a}; return r; }
PTXC_HD __nv_bfloat162 __floats2bfloat162_rn(float a, float b) { __nv_bfloat162 r = {(__nv_bfloat16)a, (__nv_bfloat16)b}; return r; }
PTXC_HD __nv_bfloat162 __float22bfloat162_rn(const float2& a) { __nv_bfloat162 r = {(__nv_bfloat16)a.x, (__nv_bfloat16)a.y}; return r; }
PTXC_HD float2 __bfloat1622float2(const __nv_bfloat162& a) { float2 r = {(float)a.x, (float)a.y}; return r; }
PTXC_HD float __low2float(const __nv_bfloat162& a) { return (float)a.x; }
PTXC_HD float __high2float(const __nv_bfloat162& a) { return (float)a.y; }
PTXC_HD __nv_bfloat16 __low2bfloat16(const __nv_bfloat162& a) { return a.x; }
PTXC_HD __nv_bfloat16 __high2bfloat16(const __nv_bfloat162& a) { return a.y; }
PTXC_HD __nv_bfloat162 __low2bfloat162(const __nv_bfloat162& a) { __nv_bfloat162 r = {a.x, a.x}; return r; }
PTXC_HD __nv_bfloat162 __high2bfloat162(const __nv_bfloat162& a) { __nv_bfloat162 r = {a.y, a.y}; return r; }
PTXC_HD __nv_bfloat162 __lows2bfloat162(const __nv_bfloat162& a, const __nv_bfloat162& b) { __nv_bfloat162 r = {a.x, b.x}; return r; }
PTXC_HD __nv_bfloat162 __highs2bfloat162(const __nv_bfloat162& a, const __nv_bfloat162& b) { __nv_bfloat162 r = {a.y, b.y}; return r; }
#undef PTXC_H
#undef PTXC_HD

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
