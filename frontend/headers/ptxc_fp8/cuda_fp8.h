/*
 * cuda_fp8.h -- CUDA's 8-bit floating-point types for ptxc (specs/ir.md,
 * "Type translation"; specs/runtime.md lists the API). FP8 values are named
 * integer storage: each type is a record holding one unsigned integer (__x),
 * so in the IR they are %struct.__nv_fp8_e4m3 = type { i8 } and friends,
 * passed and stored as bytes.
 *
 * This file holds the storage typedefs, the enumerations and CUDA's C
 * conversion functions, with CUDA's results on every SM (round to nearest
 * even, saturation as asked, NaN and rounding-mode rules as CUDA 13 documents
 * them): the cvt forms where nvcc's headers use them (sm_89+ for E4M3/E5M2,
 * the sm_100f family for bfloat16 pairs and E8M0, sm_107f for UE5M3; inline
 * asm), C otherwise. The C++ types (constructors and conversion operators)
 * are in cuda_fp8.hpp, included at the end.
 *
 *   E4M3: bias 7, largest finite 448, no infinity, NaN is S.1111.111.
 *   E5M2: bias 15, largest finite 57344, infinity S.11111.00, NaN S.11111.xx
 *         (the upper byte of an IEEE half).
 *   E8M0: an unsigned power of two 2^(x - 127), x in 0..254; 0xFF is NaN.
 *   UE5M3: unsigned, bias 15, largest 114688 (0xFE), no infinity, 0xFF NaN.
 */
#pragma once
#include <cuda_bf16.h>
#include <ptxc_minifloat.h>

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;

typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;

#define __CUDA_FP8_TYPES_EXIST__
#define PTXC_FP8 static __host__ __device__ __forceinline__

/* ---- sm_89's cvt forms, as nvcc uses them: float and half pairs to E4M3/E5M2
 * pairs (saturating; NOSAT and double stay C) and E4M3/E5M2 pairs to half
 * pairs. cvt puts its first source in the upper byte. ---- */
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 890
#define PTXC_FP8_CVT 1
PTXC_FP8 __nv_fp8x2_storage_t __ptxc_cvt_f32x2_to_fp8x2(const float lo, const float hi, const int e5m2) {
  unsigned short r;
  if (e5m2) asm("cvt.rn.satfinite.e5m2x2.f32 %0, %1, %2;" : "=h"(r) : "f"(hi), "f"(lo));
  else asm("cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;" : "=h"(r) : "f"(hi), "f"(lo));
  return r;
}
PTXC_FP8 __nv_fp8x2_storage_t __ptxc_cvt_f16x2_to_fp8x2(const unsigned int h2, const int e5m2) {
  unsigned short r;
  if (e5m2) asm("cvt.rn.satfinite.e5m2x2.f16x2 %0, %1;" : "=h"(r) : "r"(h2));
  else asm("cvt.rn.satfinite.e4m3x2.f16x2 %0, %1;" : "=h"(r) : "r"(h2));
  return r;
}
PTXC_FP8 unsigned int __ptxc_cvt_fp8x2_to_f16x2(const __nv_fp8x2_storage_t x, const int e5m2) {
  unsigned int r;
  if (e5m2) asm("cvt.rn.f16x2.e5m2x2 %0, %1;" : "=r"(r) : "h"(x));
  else asm("cvt.rn.f16x2.e4m3x2 %0, %1;" : "=r"(r) : "h"(x));
  return r;
}
#else
#define PTXC_FP8_CVT 0
#endif

/* ---- the sm_100f family's: bfloat16 pairs to and from E4M3/E5M2 pairs, and E8M0 ---- */
#if PTXC_MF_CVT
PTXC_FP8 __nv_fp8x2_storage_t __ptxc_cvt_bf16x2_to_fp8x2(const unsigned int b2, const int e5m2) {
  unsigned short r;
  if (e5m2) asm("cvt.rn.satfinite.e5m2x2.bf16x2 %0, %1;" : "=h"(r) : "r"(b2));
  else asm("cvt.rn.satfinite.e4m3x2.bf16x2 %0, %1;" : "=h"(r) : "r"(b2));
  return r;
}
PTXC_FP8 unsigned int __ptxc_cvt_fp8x2_to_bf16x2(const __nv_fp8x2_storage_t x, const int e5m2) {
  unsigned int r;
  if (e5m2) asm("cvt.rn.bf16x2.e5m2x2 %0, %1;" : "=r"(r) : "h"(x));
  else asm("cvt.rn.bf16x2.e4m3x2 %0, %1;" : "=r"(r) : "h"(x));
  return r;
}
/* E8M0 toward zero (up when `up`), saturating when `sat`. */
PTXC_FP8 __nv_fp8x2_storage_t __ptxc_cvt_f32x2_to_ue8m0x2(const float lo, const float hi, const int up, const int sat) {
  unsigned short r;
  if (up && sat) asm("cvt.rp.satfinite.ue8m0x2.f32 %0, %1, %2;" : "=h"(r) : "f"(hi), "f"(lo));
  else if (up) asm("cvt.rp.ue8m0x2.f32 %0, %1, %2;" : "=h"(r) : "f"(hi), "f"(lo));
  else if (sat) asm("cvt.rz.satfinite.ue8m0x2.f32 %0, %1, %2;" : "=h"(r) : "f"(hi), "f"(lo));
  else asm("cvt.rz.ue8m0x2.f32 %0, %1, %2;" : "=h"(r) : "f"(hi), "f"(lo));
  return r;
}
PTXC_FP8 __nv_fp8x2_storage_t __ptxc_cvt_bf16x2_to_ue8m0x2(const unsigned int b2, const int up, const int sat) {
  unsigned short r;
  if (up && sat) asm("cvt.rp.satfinite.ue8m0x2.bf16x2 %0, %1;" : "=h"(r) : "r"(b2));
  else if (up) asm("cvt.rp.ue8m0x2.bf16x2 %0, %1;" : "=h"(r) : "r"(b2));
  else if (sat) asm("cvt.rz.satfinite.ue8m0x2.bf16x2 %0, %1;" : "=h"(r) : "r"(b2));
  else asm("cvt.rz.ue8m0x2.bf16x2 %0, %1;" : "=h"(r) : "r"(b2));
  return r;
}
PTXC_FP8 unsigned int __ptxc_cvt_ue8m0x2_to_bf16x2(const __nv_fp8x2_storage_t x) {
  unsigned int r;
  asm("cvt.rn.bf16x2.ue8m0x2 %0, %1;" : "=r"(r) : "h"(x));
  return r;
}
#endif

/* ---- to E4M3 / E5M2 ---- */

/* x (any double) -> FP8 bits: round to nearest even at FP8 precision, then
 * overflow by the saturation mode (anything but __NV_NOSAT saturates to the
 * largest finite value; NOSAT gives NaN for E4M3, infinity for E5M2). NaN keeps
 * its sign; in E5M2 it keeps the top two bits of the double's fraction too. */
PTXC_FP8 __nv_fp8_storage_t __nv_cvt_double_to_fp8(const double x, const __nv_saturation_t saturate,
                                                   const __nv_fp8_interpretation_t fp8_interpretation) {
  const int e5m2 = fp8_interpretation == __NV_E5M2;
  const int mant_bits = e5m2 ? 2 : 3;
  const int bias = e5m2 ? 15 : 7;
  const unsigned max_code = e5m2 ? 0x7Bu : 0x7Eu;
  const unsigned long long bits = (unsigned long long)__double_as_longlong(x);
  const unsigned sign = (unsigned)(bits >> 63) << 7;
  const int dexp = (int)((bits >> 52) & 0x7FF);
  if (dexp == 0x7FF && (bits & 0xFFFFFFFFFFFFFull) != 0)
    return (__nv_fp8_storage_t)(sign | (e5m2 ? 0x7Eu | (unsigned)((bits >> 50) & 3u) : 0x7Fu));
  unsigned code;
  if (dexp == 0x7FF) {
    code = 0x100u; /* infinity: overflow below */
  } else if (dexp == 0) {
    code = 0; /* zero and double subnormals are far below FP8's smallest value */
  } else {
    int e = dexp - 1023;
    const int emin = 1 - bias;
    /* Quantum of the FP8 binade holding |x| (subnormal spacing below emin). */
    const int qexp = (e < emin ? emin : e) - mant_bits;
    const double a = __longlong_as_double((long long)(bits & 0x7FFFFFFFFFFFFFFFull));
    const double q = __longlong_as_double((long long)((unsigned long long)(qexp + 1023) << 52));
    unsigned long long m = (unsigned long long)__double2ll_rn(a / q);
    if (e < emin) {
      code = (unsigned)m; /* subnormal, or exactly the smallest normal */
    } else {
      if (m == (2ull << mant_bits)) { /* rounded up into the next binade */
        m >>= 1;
        e += 1;
      }
      code = ((unsigned)(e + bias) << mant_bits) | (unsigned)(m - (1ull << mant_bits));
    }
  }
  if (code > max_code) {
    if (saturate != __NV_NOSAT) code = max_code;
    else code = e5m2 ? 0x7Cu : 0x7Fu;
  }
  return (__nv_fp8_storage_t)(sign | code);
}

/* A float NaN becomes the positive NaN 0x7F in both formats (CUDA canonicalizes it). */
PTXC_FP8 __nv_fp8_storage_t __nv_cvt_float_to_fp8(const float x, const __nv_saturation_t saturate,
                                                  const __nv_fp8_interpretation_t fp8_interpretation) {
#if PTXC_FP8_CVT
  if (saturate != __NV_NOSAT) return (__nv_fp8_storage_t)__ptxc_cvt_f32x2_to_fp8x2(x, 0.0f, fp8_interpretation == __NV_E5M2);
#endif
  if ((__float_as_uint(x) & 0x7FFFFFFFu) > 0x7F800000u) return (__nv_fp8_storage_t)0x7Fu;
  return __nv_cvt_double_to_fp8((double)x, saturate, fp8_interpretation);
}

/* Pairs: .x in the low byte. */
PTXC_FP8 __nv_fp8x2_storage_t __nv_cvt_double2_to_fp8x2(const double2 x, const __nv_saturation_t saturate,
                                                        const __nv_fp8_interpretation_t fp8_interpretation) {
  unsigned lo = __nv_cvt_double_to_fp8(x.x, saturate, fp8_interpretation);
  unsigned hi = __nv_cvt_double_to_fp8(x.y, saturate, fp8_interpretation);
  return (__nv_fp8x2_storage_t)(lo | (hi << 8));
}

PTXC_FP8 __nv_fp8x2_storage_t __nv_cvt_float2_to_fp8x2(const float2 x, const __nv_saturation_t saturate,
                                                       const __nv_fp8_interpretation_t fp8_interpretation) {
#if PTXC_FP8_CVT
  if (saturate != __NV_NOSAT) return __ptxc_cvt_f32x2_to_fp8x2(x.x, x.y, fp8_interpretation == __NV_E5M2);
#endif
  unsigned lo = __nv_cvt_float_to_fp8(x.x, saturate, fp8_interpretation);
  unsigned hi = __nv_cvt_float_to_fp8(x.y, saturate, fp8_interpretation);
  return (__nv_fp8x2_storage_t)(lo | (hi << 8));
}

/* half and bfloat16 widen exactly to float, so rounding once from there is CUDA's result. */
PTXC_FP8 __nv_fp8_storage_t __nv_cvt_halfraw_to_fp8(const __half_raw x, const __nv_saturation_t saturate,
                                                    const __nv_fp8_interpretation_t fp8_interpretation) {
#if PTXC_FP8_CVT
  if (saturate != __NV_NOSAT) return (__nv_fp8_storage_t)__ptxc_cvt_f16x2_to_fp8x2(x.x, fp8_interpretation == __NV_E5M2);
#endif
  return __nv_cvt_float_to_fp8((float)__ushort_as_half(x.x), saturate, fp8_interpretation);
}

PTXC_FP8 __nv_fp8x2_storage_t __nv_cvt_halfraw2_to_fp8x2(const __half2_raw x, const __nv_saturation_t saturate,
                                                         const __nv_fp8_interpretation_t fp8_interpretation) {
#if PTXC_FP8_CVT
  if (saturate != __NV_NOSAT)
    return __ptxc_cvt_f16x2_to_fp8x2((unsigned int)x.x | ((unsigned int)x.y << 16), fp8_interpretation == __NV_E5M2);
#endif
  unsigned lo = __nv_cvt_float_to_fp8((float)__ushort_as_half(x.x), saturate, fp8_interpretation);
  unsigned hi = __nv_cvt_float_to_fp8((float)__ushort_as_half(x.y), saturate, fp8_interpretation);
  return (__nv_fp8x2_storage_t)(lo | (hi << 8));
}

PTXC_FP8 __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_fp8(const __nv_bfloat16_raw x, const __nv_saturation_t saturate,
                                                        const __nv_fp8_interpretation_t fp8_interpretation) {
#if PTXC_MF_CVT
  if (saturate != __NV_NOSAT) return (__nv_fp8_storage_t)__ptxc_cvt_bf16x2_to_fp8x2(x.x, fp8_interpretation == __NV_E5M2);
#endif
  return __nv_cvt_float_to_fp8(__uint_as_float((unsigned)x.x << 16), saturate, fp8_interpretation);
}

PTXC_FP8 __nv_fp8x2_storage_t __nv_cvt_bfloat16raw2_to_fp8x2(const __nv_bfloat162_raw x, const __nv_saturation_t saturate,
                                                             const __nv_fp8_interpretation_t fp8_interpretation) {
#if PTXC_MF_CVT
  if (saturate != __NV_NOSAT)
    return __ptxc_cvt_bf16x2_to_fp8x2((unsigned int)x.x | ((unsigned int)x.y << 16), fp8_interpretation == __NV_E5M2);
#endif
  unsigned lo = __nv_cvt_float_to_fp8(__uint_as_float((unsigned)x.x << 16), saturate, fp8_interpretation);
  unsigned hi = __nv_cvt_float_to_fp8(__uint_as_float((unsigned)x.y << 16), saturate, fp8_interpretation);
  return (__nv_fp8x2_storage_t)(lo | (hi << 8));
}

/* ---- from E4M3 / E5M2, exactly; NaN becomes the half NaN 0x7FFF, sign dropped ---- */

PTXC_FP8 __half_raw __nv_cvt_fp8_to_halfraw(const __nv_fp8_storage_t x, const __nv_fp8_interpretation_t fp8_interpretation) {
  __half_raw r;
#if PTXC_FP8_CVT
  r.x = (unsigned short)__ptxc_cvt_fp8x2_to_f16x2(x, fp8_interpretation == __NV_E5M2);
  return r;
#endif
  if (fp8_interpretation == __NV_E5M2)
    r.x = (x & 0x7Fu) > 0x7Cu ? (unsigned short)0x7FFFu : (unsigned short)((unsigned)x << 8);
  else
    r.x = (x & 0x7Fu) == 0x7Fu ? (unsigned short)0x7FFFu : __ptxc_minifloat_to_halfbits(x, 4, 3);
  return r;
}

PTXC_FP8 __half2_raw __nv_cvt_fp8x2_to_halfraw2(const __nv_fp8x2_storage_t x,
                                               const __nv_fp8_interpretation_t fp8_interpretation) {
  __half2_raw r;
#if PTXC_FP8_CVT
  const unsigned int h2 = __ptxc_cvt_fp8x2_to_f16x2(x, fp8_interpretation == __NV_E5M2);
  r.x = (unsigned short)h2;
  r.y = (unsigned short)(h2 >> 16);
  return r;
#endif
  r.x = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)x, fp8_interpretation).x;
  r.y = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)(x >> 8), fp8_interpretation).x;
  return r;
}

PTXC_FP8 __nv_bfloat16_raw __nv_cvt_fp8_to_bf16raw(const __nv_fp8_storage_t x,
                                                  const __nv_fp8_interpretation_t fp8_interpretation) {
  __nv_bfloat16_raw r;
#if PTXC_MF_CVT
  r.x = (unsigned short)__ptxc_cvt_fp8x2_to_bf16x2(x, fp8_interpretation == __NV_E5M2);
  return r;
#endif
  r.x = __ptxc_halfbits_to_bf16bits(__nv_cvt_fp8_to_halfraw(x, fp8_interpretation).x);
  return r;
}

PTXC_FP8 __nv_bfloat162_raw __nv_cvt_fp8x2_to_bf162raw(const __nv_fp8x2_storage_t x,
                                                      const __nv_fp8_interpretation_t fp8_interpretation) {
  __nv_bfloat162_raw r;
#if PTXC_MF_CVT
  const unsigned int b2 = __ptxc_cvt_fp8x2_to_bf16x2(x, fp8_interpretation == __NV_E5M2);
  r.x = (unsigned short)b2;
  r.y = (unsigned short)(b2 >> 16);
  return r;
#endif
  r.x = __nv_cvt_fp8_to_bf16raw((__nv_fp8_storage_t)x, fp8_interpretation).x;
  r.y = __nv_cvt_fp8_to_bf16raw((__nv_fp8_storage_t)(x >> 8), fp8_interpretation).x;
  return r;
}

/* FP8 bits -> float, exactly (ptxc name, kept for existing code: NaN keeps its sign). */
PTXC_FP8 float __ptxc_fp8_to_float(__nv_fp8_storage_t x, __nv_fp8_interpretation_t fp8_interpretation) {
  const unsigned sign = (unsigned)(x & 0x80u) << 24;
  if (fp8_interpretation != __NV_E5M2 && (x & 0x7Fu) == 0x7Fu) return __uint_as_float(sign | 0x7FC00000u);
  if (fp8_interpretation == __NV_E5M2 && (x & 0x7Fu) > 0x7Cu) return __uint_as_float(sign | 0x7FC00000u);
  const float v = (float)__ushort_as_half(__nv_cvt_fp8_to_halfraw(x, fp8_interpretation).x);
  return v;
}

/* ---- E8M0: powers of two, the scale type of the MX formats ---- */

/* The modes E8M0 takes: nearest, toward zero (cudaRoundZero or cudaRoundMinInf; the
 * value is positive) and up (cudaRoundPosInf and anything else). */
PTXC_FP8 enum cudaRoundMode __ptxc_e8m0_rounding(const enum cudaRoundMode rounding) {
  if (rounding == cudaRoundNearest) return cudaRoundNearest;
  if (rounding == cudaRoundZero || rounding == cudaRoundMinInf) return cudaRoundZero;
  return cudaRoundPosInf;
}

/* |x| as the 8-bit exponent of its rounding to a power of two: a value's exponent
 * field, fraction and "is it below 2^-126" decide everything. bits_inf is the
 * format's infinity, frac_bits its fraction width. The result is 0 for anything up
 * to 2^-127 (the smallest E8M0), 0xFF for NaN and overflow, 0xFE saturated. */
PTXC_FP8 __nv_fp8_storage_t __ptxc_to_e8m0(unsigned abs_bits, unsigned frac_bits, const __nv_saturation_t saturate,
                                            enum cudaRoundMode rounding) {
  const unsigned inf = 0xFFu << frac_bits;
  const unsigned half_min = 1u << (frac_bits - 1); /* 2^-127: half the smallest normal */
  const unsigned frac = abs_bits & ((1u << frac_bits) - 1u);
  unsigned r;
  if (abs_bits > inf) return (__nv_fp8_storage_t)0xFFu;
  rounding = __ptxc_e8m0_rounding(rounding);
  if (rounding == cudaRoundNearest) {
    if (abs_bits < half_min) {
      r = 0;
    } else if (abs_bits < (1u << frac_bits)) {
      /* between 2^-127 and 2^-126: the midpoint is 1.5 * 2^-127 */
      r = abs_bits >= half_min + (half_min >> 1) ? 1u : 0u;
    } else {
      /* ties go up: E8M0 has no even */
      r = (abs_bits >> frac_bits) + (abs_bits < inf && frac >= half_min ? 1u : 0u);
    }
  } else {
    r = abs_bits >> frac_bits;
    if (rounding == cudaRoundPosInf && frac != 0 && abs_bits > half_min && abs_bits < inf) r += 1;
  }
  if (saturate != __NV_NOSAT && r == 0xFFu) r = 0xFEu;
  return (__nv_fp8_storage_t)r;
}

PTXC_FP8 __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_e8m0(const __nv_bfloat16_raw x, const __nv_saturation_t saturate,
                                                         const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT
  if (__ptxc_e8m0_rounding(rounding) != cudaRoundNearest)
    return (__nv_fp8_storage_t)__ptxc_cvt_bf16x2_to_ue8m0x2(x.x, __ptxc_e8m0_rounding(rounding) == cudaRoundPosInf,
                                                           saturate != __NV_NOSAT);
#endif
  return __ptxc_to_e8m0(x.x & 0x7FFFu, 7, saturate, rounding);
}

PTXC_FP8 __nv_fp8x2_storage_t __nv_cvt_bfloat162raw_to_e8m0x2(const __nv_bfloat162_raw x, const __nv_saturation_t saturate,
                                                              const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT
  if (__ptxc_e8m0_rounding(rounding) != cudaRoundNearest)
    return __ptxc_cvt_bf16x2_to_ue8m0x2((unsigned int)x.x | ((unsigned int)x.y << 16),
                                        __ptxc_e8m0_rounding(rounding) == cudaRoundPosInf, saturate != __NV_NOSAT);
#endif
  unsigned lo = __ptxc_to_e8m0(x.x & 0x7FFFu, 7, saturate, rounding);
  unsigned hi = __ptxc_to_e8m0(x.y & 0x7FFFu, 7, saturate, rounding);
  return (__nv_fp8x2_storage_t)(lo | (hi << 8));
}

/* float: nearest rounds the float itself; toward zero and up round it to bfloat16 in
 * that direction first (as CUDA does), which leaves the E8M0 result unchanged. */
PTXC_FP8 __nv_fp8_storage_t __nv_cvt_float_to_e8m0(const float x, const __nv_saturation_t saturate,
                                                   const enum cudaRoundMode rounding) {
  const enum cudaRoundMode mode = __ptxc_e8m0_rounding(rounding);
#if PTXC_MF_CVT
  if (mode != cudaRoundNearest)
    return (__nv_fp8_storage_t)__ptxc_cvt_f32x2_to_ue8m0x2(x, 0.0f, mode == cudaRoundPosInf, saturate != __NV_NOSAT);
#endif
  const unsigned a = __float_as_uint(x) & 0x7FFFFFFFu;
  if (mode == cudaRoundNearest) return __ptxc_to_e8m0(a, 23, saturate, mode);
  unsigned b; /* |x| rounded to bfloat16 in the mode's direction */
  if (a > 0x7F800000u) b = 0x7FFFu;
  else if (mode == cudaRoundPosInf && a < 0x7F800000u && (a & 0xFFFFu) != 0) b = (a >> 16) + 1u;
  else b = a >> 16;
  return __ptxc_to_e8m0(b, 7, saturate, mode);
}

PTXC_FP8 __nv_fp8x2_storage_t __nv_cvt_float2_to_e8m0x2(const float2 x, const __nv_saturation_t saturate,
                                                        const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT
  if (__ptxc_e8m0_rounding(rounding) != cudaRoundNearest)
    return __ptxc_cvt_f32x2_to_ue8m0x2(x.x, x.y, __ptxc_e8m0_rounding(rounding) == cudaRoundPosInf, saturate != __NV_NOSAT);
#endif
  unsigned lo = __nv_cvt_float_to_e8m0(x.x, saturate, rounding);
  unsigned hi = __nv_cvt_float_to_e8m0(x.y, saturate, rounding);
  return (__nv_fp8x2_storage_t)(lo | (hi << 8));
}

/* double -> float toward zero with a sticky low bit for any inexactness: rounding
 * that float to a power of two in any mode gives the double's result. */
PTXC_FP8 float __ptxc_double_to_float_sticky(const double x) {
  const float f = (float)x;
  const double d = (double)f;
  unsigned u = __float_as_uint(f);
  const int not_nan = (u << 1) <= 0xFF000000u;
  if ((x > 0.0 && d > x) || (x < 0.0 && d < x)) u -= 1u;
  if (d != x && not_nan) u |= 1u;
  return __uint_as_float(u);
}

PTXC_FP8 __nv_fp8_storage_t __nv_cvt_double_to_e8m0(const double x, const __nv_saturation_t saturate,
                                                    const enum cudaRoundMode rounding) {
  return __nv_cvt_float_to_e8m0(__ptxc_double_to_float_sticky(x), saturate, rounding);
}

PTXC_FP8 __nv_fp8x2_storage_t __nv_cvt_double2_to_e8m0x2(const double2 x, const __nv_saturation_t saturate,
                                                         const enum cudaRoundMode rounding) {
  unsigned lo = __nv_cvt_double_to_e8m0(x.x, saturate, rounding);
  unsigned hi = __nv_cvt_double_to_e8m0(x.y, saturate, rounding);
  return (__nv_fp8x2_storage_t)(lo | (hi << 8));
}

/* E8M0 -> bfloat16, exactly: 0 is 2^-127 (a bfloat16 subnormal), 0xFF the NaN 0x7FFF. */
PTXC_FP8 __nv_bfloat16_raw __nv_cvt_e8m0_to_bf16raw(const __nv_fp8_storage_t x) {
  __nv_bfloat16_raw r;
#if PTXC_MF_CVT
  r.x = (unsigned short)__ptxc_cvt_ue8m0x2_to_bf16x2(x);
  return r;
#endif
  r.x = x == 0xFFu ? (unsigned short)0x7FFFu : x == 0u ? (unsigned short)0x0040u : (unsigned short)((unsigned)x << 7);
  return r;
}

PTXC_FP8 __nv_bfloat162_raw __nv_cvt_e8m0x2_to_bf162raw(const __nv_fp8x2_storage_t x) {
  __nv_bfloat162_raw r;
#if PTXC_MF_CVT
  const unsigned int b2 = __ptxc_cvt_ue8m0x2_to_bf16x2(x);
  r.x = (unsigned short)b2;
  r.y = (unsigned short)(b2 >> 16);
  return r;
#endif
  r.x = __nv_cvt_e8m0_to_bf16raw((__nv_fp8_storage_t)x).x;
  r.y = __nv_cvt_e8m0_to_bf16raw((__nv_fp8_storage_t)(x >> 8)).x;
  return r;
}

/* ---- UE5M3: unsigned, bias 15, 3 fraction bits, every exponent field finite
 * (largest 0xFE = 114688), 0xFF NaN; a scale type of the MX formats ---- */

/* The modes UE5M3 takes: nearest (and anything that is no cudaRoundMode), up, and
 * toward zero (cudaRoundZero, and cudaRoundMinInf: the sign is dropped first). */
PTXC_FP8 enum cudaRoundMode __ptxc_ue5m3_rounding(const enum cudaRoundMode rounding) {
  if (rounding == cudaRoundZero || rounding == cudaRoundMinInf) return cudaRoundZero;
  if (rounding == cudaRoundPosInf) return cudaRoundPosInf;
  return cudaRoundNearest;
}

/* sm_107f's UE5M3 cvt forms, as nvcc uses them: by the sanitized mode and the saturation. */
#if PTXC_MF_CVT_RZ
#define PTXC_UE5M3_CVT(FORM, ...)                                                                   \
  if (mode == cudaRoundZero && sat) asm("cvt.rz.satfinite.ue5m3x2." FORM : "=h"(r) : __VA_ARGS__);  \
  else if (mode == cudaRoundZero) asm("cvt.rz.ue5m3x2." FORM : "=h"(r) : __VA_ARGS__);              \
  else if (mode == cudaRoundPosInf && sat) asm("cvt.rp.satfinite.ue5m3x2." FORM : "=h"(r) : __VA_ARGS__); \
  else if (mode == cudaRoundPosInf) asm("cvt.rp.ue5m3x2." FORM : "=h"(r) : __VA_ARGS__);            \
  else if (sat) asm("cvt.rn.satfinite.ue5m3x2." FORM : "=h"(r) : __VA_ARGS__);                      \
  else asm("cvt.rn.ue5m3x2." FORM : "=h"(r) : __VA_ARGS__);
PTXC_FP8 __nv_fp8x2_storage_t __ptxc_cvt_f32x2_to_ue5m3x2(const float lo, const float hi, const enum cudaRoundMode mode,
                                                         const int sat) {
  unsigned short r;
  PTXC_UE5M3_CVT("f32 %0, %1, %2;", "f"(hi), "f"(lo))
  return r;
}
PTXC_FP8 __nv_fp8x2_storage_t __ptxc_cvt_f16x2_to_ue5m3x2(const unsigned int h2, const enum cudaRoundMode mode,
                                                         const int sat) {
  unsigned short r;
  PTXC_UE5M3_CVT("f16x2 %0, %1;", "r"(h2))
  return r;
}
PTXC_FP8 __nv_fp8x2_storage_t __ptxc_cvt_bf16x2_to_ue5m3x2(const unsigned int b2, const enum cudaRoundMode mode,
                                                          const int sat) {
  unsigned short r;
  PTXC_UE5M3_CVT("bf16x2 %0, %1;", "r"(b2))
  return r;
}
PTXC_FP8 unsigned int __ptxc_cvt_ue5m3x2_to_f16x2(const __nv_fp8x2_storage_t x) {
  unsigned int r;
  asm("cvt.rn.f16x2.ue5m3x2 %0, %1;" : "=r"(r) : "h"(x));
  return r;
}
PTXC_FP8 unsigned int __ptxc_cvt_ue5m3x2_to_bf16x2(const __nv_fp8x2_storage_t x) {
  unsigned int r;
  asm("cvt.rn.bf16x2.ue5m3x2 %0, %1;" : "=r"(r) : "h"(x));
  return r;
}
#undef PTXC_UE5M3_CVT
#endif

/* |x| rounded to UE5M3 in the mode. Overflow as IEEE's with NaN for infinity: an
 * infinite input, or a finite one rounding past 0xFE under nearest or up, is NaN
 * unless saturating (then 0xFE); toward zero a finite value stops at 0xFE. */
PTXC_FP8 __nv_fp8_storage_t __nv_cvt_double_to_ue5m3(const double x, const __nv_saturation_t saturate,
                                                     const enum cudaRoundMode rounding) {
  const enum cudaRoundMode mode = __ptxc_ue5m3_rounding(rounding);
  const double a = __longlong_as_double(__double_as_longlong(x) & 0x7FFFFFFFFFFFFFFFll);
  if (a != a) return (__nv_fp8_storage_t)0xFFu;
  if (a == __longlong_as_double(0x7FF0000000000000ll)) return (__nv_fp8_storage_t)(saturate != __NV_NOSAT ? 0xFEu : 0xFFu);
  /* as a sign-less 8-bit E5M3 whose 0xFF is 1.875 * 2^16, clamped there */
  const unsigned code = __ptxc_minifloat_encode(a, 5, 3, mode);
  if (code != 0xFFu) return (__nv_fp8_storage_t)code;
  return (__nv_fp8_storage_t)(saturate != __NV_NOSAT || mode == cudaRoundZero ? 0xFEu : 0xFFu);
}

PTXC_FP8 __nv_fp8_storage_t __nv_cvt_float_to_ue5m3(const float x, const __nv_saturation_t saturate,
                                                    const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT_RZ
  return (__nv_fp8_storage_t)__ptxc_cvt_f32x2_to_ue5m3x2(x, 0.0f, __ptxc_ue5m3_rounding(rounding), saturate != __NV_NOSAT);
#endif
  return __nv_cvt_double_to_ue5m3((double)x, saturate, rounding);
}

PTXC_FP8 __nv_fp8_storage_t __nv_cvt_halfraw_to_ue5m3(const __half_raw x, const __nv_saturation_t saturate,
                                                      const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT_RZ
  return (__nv_fp8_storage_t)__ptxc_cvt_f16x2_to_ue5m3x2(x.x, __ptxc_ue5m3_rounding(rounding), saturate != __NV_NOSAT);
#endif
  return __nv_cvt_double_to_ue5m3((double)(float)__ushort_as_half(x.x), saturate, rounding);
}

PTXC_FP8 __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_ue5m3(const __nv_bfloat16_raw x, const __nv_saturation_t saturate,
                                                          const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT_RZ
  return (__nv_fp8_storage_t)__ptxc_cvt_bf16x2_to_ue5m3x2(x.x, __ptxc_ue5m3_rounding(rounding), saturate != __NV_NOSAT);
#endif
  return __nv_cvt_double_to_ue5m3((double)__uint_as_float((unsigned)x.x << 16), saturate, rounding);
}

/* The pairs: .x to the low byte, .y to the high one. */
PTXC_FP8 __nv_fp8x2_storage_t __nv_cvt_double2_to_ue5m3x2(const double2 x, const __nv_saturation_t saturate,
                                                          const enum cudaRoundMode rounding) {
  const unsigned lo = __nv_cvt_double_to_ue5m3(x.x, saturate, rounding);
  const unsigned hi = __nv_cvt_double_to_ue5m3(x.y, saturate, rounding);
  return (__nv_fp8x2_storage_t)(lo | (hi << 8));
}

PTXC_FP8 __nv_fp8x2_storage_t __nv_cvt_float2_to_ue5m3x2(const float2 x, const __nv_saturation_t saturate,
                                                         const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT_RZ
  return __ptxc_cvt_f32x2_to_ue5m3x2(x.x, x.y, __ptxc_ue5m3_rounding(rounding), saturate != __NV_NOSAT);
#endif
  const unsigned lo = __nv_cvt_float_to_ue5m3(x.x, saturate, rounding);
  const unsigned hi = __nv_cvt_float_to_ue5m3(x.y, saturate, rounding);
  return (__nv_fp8x2_storage_t)(lo | (hi << 8));
}

PTXC_FP8 __nv_fp8x2_storage_t __nv_cvt_half2raw_to_ue5m3x2(const __half2_raw x, const __nv_saturation_t saturate,
                                                           const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT_RZ
  return __ptxc_cvt_f16x2_to_ue5m3x2((unsigned int)x.x | ((unsigned int)x.y << 16), __ptxc_ue5m3_rounding(rounding), saturate != __NV_NOSAT);
#endif
  __half_raw lo, hi;
  lo.x = x.x;
  hi.x = x.y;
  const unsigned l = __nv_cvt_halfraw_to_ue5m3(lo, saturate, rounding);
  const unsigned h = __nv_cvt_halfraw_to_ue5m3(hi, saturate, rounding);
  return (__nv_fp8x2_storage_t)(l | (h << 8));
}

PTXC_FP8 __nv_fp8x2_storage_t __nv_cvt_bfloat162raw_to_ue5m3x2(const __nv_bfloat162_raw x,
                                                               const __nv_saturation_t saturate,
                                                               const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT_RZ
  return __ptxc_cvt_bf16x2_to_ue5m3x2((unsigned int)x.x | ((unsigned int)x.y << 16), __ptxc_ue5m3_rounding(rounding), saturate != __NV_NOSAT);
#endif
  __nv_bfloat16_raw lo, hi;
  lo.x = x.x;
  hi.x = x.y;
  const unsigned l = __nv_cvt_bfloat16raw_to_ue5m3(lo, saturate, rounding);
  const unsigned h = __nv_cvt_bfloat16raw_to_ue5m3(hi, saturate, rounding);
  return (__nv_fp8x2_storage_t)(l | (h << 8));
}

/* UE5M3 -> bfloat16, exactly; 0xFF is the NaN 0x7FFF. */
PTXC_FP8 __nv_bfloat16_raw __nv_cvt_ue5m3_to_bf16raw(const __nv_fp8_storage_t x) {
  __nv_bfloat16_raw r;
#if PTXC_MF_CVT_RZ
  r.x = (unsigned short)__ptxc_cvt_ue5m3x2_to_bf16x2(x);
  return r;
#endif
  r.x = x == 0xFFu ? (unsigned short)0x7FFFu : (unsigned short)(__float_as_uint(__ptxc_minifloat_decode(x, 5, 3)) >> 16);
  return r;
}

PTXC_FP8 __nv_bfloat162_raw __nv_cvt_ue5m3x2_to_bf162raw(const __nv_fp8x2_storage_t x) {
  __nv_bfloat162_raw r;
#if PTXC_MF_CVT_RZ
  const unsigned int b2 = __ptxc_cvt_ue5m3x2_to_bf16x2(x);
  r.x = (unsigned short)b2;
  r.y = (unsigned short)(b2 >> 16);
  return r;
#endif
  r.x = __nv_cvt_ue5m3_to_bf16raw((__nv_fp8_storage_t)x).x;
  r.y = __nv_cvt_ue5m3_to_bf16raw((__nv_fp8_storage_t)(x >> 8)).x;
  return r;
}

/* UE5M3 -> half: the same bias, so a shift; codes from 0xF8 (2^16) are past half's
 * range and become infinity, 0xFF the NaN 0x7FFF. */
PTXC_FP8 __half_raw __nv_cvt_ue5m3_to_halfraw(const __nv_fp8_storage_t x) {
  __half_raw r;
#if PTXC_MF_CVT_RZ
  r.x = (unsigned short)__ptxc_cvt_ue5m3x2_to_f16x2(x);
  return r;
#endif
  r.x = x == 0xFFu ? (unsigned short)0x7FFFu : x > 0xF7u ? (unsigned short)0x7C00u : (unsigned short)((unsigned)x << 7);
  return r;
}

PTXC_FP8 __half2_raw __nv_cvt_ue5m3x2_to_halfraw2(const __nv_fp8x2_storage_t x) {
  __half2_raw r;
#if PTXC_MF_CVT_RZ
  const unsigned int h2 = __ptxc_cvt_ue5m3x2_to_f16x2(x);
  r.x = (unsigned short)h2;
  r.y = (unsigned short)(h2 >> 16);
  return r;
#endif
  r.x = __nv_cvt_ue5m3_to_halfraw((__nv_fp8_storage_t)x).x;
  r.y = __nv_cvt_ue5m3_to_halfraw((__nv_fp8_storage_t)(x >> 8)).x;
  return r;
}

#undef PTXC_FP8
#undef PTXC_FP8_CVT

#include <cuda_fp8.hpp>
