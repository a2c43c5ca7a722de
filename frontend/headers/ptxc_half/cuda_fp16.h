/*
 * <cuda_fp16.h> as ptxc ships it. `__half` is ptxc's builtin IEEE binary16
 * type (`__ptxc_fp16`, mangled `6__half` like CUDA's class); `__half2` is a
 * class of two with CUDA's constructors. Conversions with round-to-nearest are casts; the directed
 * roundings and the bit casts are body-less builtins lowered by IR
 * generation (compiler/src/irgen/builtins.rs) to `cvt` with that rounding.
 * The arithmetic shared with <cuda_bf16.h> is in ptxc_half_ops.h.
 * specs/language.md and specs/runtime.md describe the whole surface.
 */
#pragma once
#include <vector_types.h>

typedef __ptxc_fp16 __half;
typedef __half half;

/* CUDA's pair classes as CUDA declares them: not aggregates, and non-trivial for calls
   (the copy constructor is user-provided), so a pair passed or returned by value travels
   by address, as between nvcc's functions. */
#define PTXC_PAIR_CLASS(NAME, T)                                                               \
    struct __align__(4) NAME {                                                                 \
        T x;                                                                                   \
        T y;                                                                                   \
        NAME() = default;                                                                      \
        __host__ __device__ constexpr NAME(const T& a, const T& b) : x(a), y(b) {}             \
        __host__ __device__ NAME(const NAME& src) : x(src.x), y(src.y) {}                      \
    }
PTXC_PAIR_CLASS(__half2, __half);
typedef __half2 half2;

/* CUDA 13's execution spaces: conversions and pair building are __host__ __device__; the
   conversions to integers in other roundings than toward zero are __device__. */
#define PTXC_H static __host__ __device__ __forceinline__

/* ---- bit reinterpretation ---- */
__host__ __device__ short __half_as_short(__half h);
__host__ __device__ unsigned short __half_as_ushort(__half h);
__host__ __device__ __half __short_as_half(short i);
__host__ __device__ __half __ushort_as_half(unsigned short i);

/* ---- conversions: round to nearest even as casts, other roundings as builtins ---- */
PTXC_H __half __float2half(float a) { return (__half)a; }
PTXC_H __half __float2half_rn(float a) { return (__half)a; }
__host__ __device__ __half __float2half_rz(float a);
__host__ __device__ __half __float2half_rd(float a);
__host__ __device__ __half __float2half_ru(float a);
PTXC_H float __half2float(__half a) { return (float)a; }
PTXC_H __half __double2half(double a) { return (__half)a; }
#define PTXC_TO_HALF(NAME, T)                                                                  \
    PTXC_H __half __##NAME##2##half_rn(T i) { return (__half)i; }                                \
    __host__ __device__ __half __##NAME##2##half_rz(T i);                                        \
    __host__ __device__ __half __##NAME##2##half_rd(T i);                                        \
    __host__ __device__ __half __##NAME##2##half_ru(T i);                                        \
    PTXC_H T __half2##NAME##_rz(__half h) { return (T)h; }                                     \
    __device__ T __half2##NAME##_rn(__half h);                                                 \
    __device__ T __half2##NAME##_rd(__half h);                                                 \
    __device__ T __half2##NAME##_ru(__half h);
PTXC_TO_HALF(int, int)
PTXC_TO_HALF(uint, unsigned int)
PTXC_TO_HALF(ll, long long)
PTXC_TO_HALF(ull, unsigned long long)
PTXC_TO_HALF(short, short)
PTXC_TO_HALF(ushort, unsigned short)
#undef PTXC_TO_HALF

/* to 8-bit integers toward zero: saturating, NaN to 0 (as `cvt.rzi.s8`/`.u8`) */
PTXC_H signed char __half2char_rz(__half h) { int v = __float2int_rz((float)h); return (signed char)(v > 127 ? 127 : (v < -128 ? -128 : v)); }
PTXC_H unsigned char __half2uchar_rz(__half h) { unsigned int v = __float2uint_rz((float)h); return (unsigned char)(v > 255u ? 255u : v); }

/* ---- CUDA's raw storage types: the bits, convertible to and from the value types ---- */
struct __half_raw {
    unsigned short x;
    __host__ __device__ __half_raw() : x(0) {}
    __host__ __device__ __half_raw(__half h) : x(__half_as_ushort(h)) {}
    __host__ __device__ operator __half() const { return __ushort_as_half(x); }
};
struct __half2_raw {
    unsigned short x, y;
    __host__ __device__ __half2_raw() : x(0), y(0) {}
    __host__ __device__ __half2_raw(const __half2& h) : x(__half_as_ushort(h.x)), y(__half_as_ushort(h.y)) {}
    __host__ __device__ operator __half2() const { __half2 r = {__ushort_as_half(x), __ushort_as_half(y)}; return r; }
};

/* ---- building and taking apart pairs ---- */
PTXC_H __half2 make_half2(const __half x, const __half y) { __half2 r = {x, y}; return r; }
PTXC_H __half2 __halves2half2(__half a, __half b) { __half2 r = {a, b}; return r; }
PTXC_H __half2 __half2half2(__half a) { __half2 r = {a, a}; return r; }
PTXC_H __half2 __float2half2_rn(float a) { __half2 r = {(__half)a, (__half)a}; return r; }
PTXC_H __half2 __floats2half2_rn(float a, float b) { __half2 r = {(__half)a, (__half)b}; return r; }
PTXC_H __half2 __float22half2_rn(const float2& a) { __half2 r = {(__half)a.x, (__half)a.y}; return r; }
PTXC_H float2 __half22float2(const __half2& a) { float2 r = {(float)a.x, (float)a.y}; return r; }
PTXC_H float __low2float(const __half2& a) { return (float)a.x; }
PTXC_H float __high2float(const __half2& a) { return (float)a.y; }
PTXC_H __half __low2half(const __half2& a) { return a.x; }
PTXC_H __half __high2half(const __half2& a) { return a.y; }
PTXC_H __half2 __low2half2(const __half2& a) { __half2 r = {a.x, a.x}; return r; }
PTXC_H __half2 __high2half2(const __half2& a) { __half2 r = {a.y, a.y}; return r; }
PTXC_H __half2 __lows2half2(const __half2& a, const __half2& b) { __half2 r = {a.x, b.x}; return r; }
PTXC_H __half2 __highs2half2(const __half2& a, const __half2& b) { __half2 r = {a.y, b.y}; return r; }
#undef PTXC_H

/* ---- arithmetic, comparisons, pair operations ---- */
#define PTXC_T __half
#define PTXC_T2 __half2
#define PTXC_AS __half_as_ushort
#define PTXC_FROM __ushort_as_half
#define PTXC_INF 0x7c00
#define PTXC_HAS_FMA 1
#include <ptxc_half_ops.h>
#undef PTXC_T
#undef PTXC_T2
#undef PTXC_AS
#undef PTXC_FROM
#undef PTXC_INF
#undef PTXC_HAS_FMA

/* ---- atomics: `atom.add.noftz.f16x2` (sm_60+) and `.f16` (sm_70+) ---- */
__device__ unsigned int __ptxc_atomic_add_f16x2(void* p, unsigned int v);
__device__ unsigned short __ptxc_atomic_add_f16(void* p, unsigned short v);
static __device__ __forceinline__ __half2 atomicAdd(__half2* p, const __half2& v) {
    unsigned int bits = (unsigned int)__half_as_ushort(v.x) | ((unsigned int)__half_as_ushort(v.y) << 16);
    unsigned int old = __ptxc_atomic_add_f16x2(p, bits);
    __half2 r = {__ushort_as_half((unsigned short)old), __ushort_as_half((unsigned short)(old >> 16))};
    return r;
}
#if __CUDA_ARCH__ >= 700
static __device__ __forceinline__ __half atomicAdd(__half* p, __half v) {
    return __ushort_as_half(__ptxc_atomic_add_f16(p, __half_as_ushort(v)));
}
#endif
