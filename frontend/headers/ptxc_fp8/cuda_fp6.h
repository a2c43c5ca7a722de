/*
 * cuda_fp6.h -- CUDA's 6-bit floating-point types for ptxc (specs/ir.md,
 * "Type translation"; specs/runtime.md): E2M3 (largest 7.5) and E3M2
 * (largest 28), no infinity or NaN, held in the low 6 bits of a byte; a pair
 * is two bytes, .x low. The C conversions saturate (NaN becomes +largest)
 * and take CUDA's rounding mode; the sm_100f family's cvt forms where nvcc
 * uses them (below), C otherwise (ptxc_minifloat.h). The C++ types are in cuda_fp6.hpp, included at the end.
 */
#pragma once
#include <cuda_fp8.h>
#include <ptxc_minifloat.h>

typedef __nv_fp8_storage_t __nv_fp6_storage_t;
typedef __nv_fp8x2_storage_t __nv_fp6x2_storage_t;
typedef __nv_fp8x4_storage_t __nv_fp6x4_storage_t;
typedef enum __nv_fp6_interpretation_t { __NV_E2M3, __NV_E3M2 } __nv_fp6_interpretation_t;

#define PTXC_FP6 static __host__ __device__ __forceinline__

/* ---- the sm_100f family's cvt forms, as nvcc uses them: float, half and bfloat16 pairs
 * to FP6 pairs rounding to nearest (and toward zero on sm_107f), FP6 pairs to half and
 * bfloat16 pairs. cvt puts its first source in the upper byte; the bits above each
 * byte's low 6 are cleared before widening (cvt wants them 0). ---- */
#if PTXC_MF_CVT
#define PTXC_FP6_CVT_MODE(r) ((r) == cudaRoundNearest || (PTXC_MF_CVT_RZ && (r) == cudaRoundZero))
#if PTXC_MF_CVT_RZ
#define PTXC_FP6_RZ(FORM, ...)                                                                      \
  if (rz) {                                                                                         \
    if (e3m2) asm("cvt.rz.satfinite.e3m2x2." FORM : "=h"(r) : __VA_ARGS__);                         \
    else asm("cvt.rz.satfinite.e2m3x2." FORM : "=h"(r) : __VA_ARGS__);                              \
    return r;                                                                                       \
  }
#else
#define PTXC_FP6_RZ(FORM, ...)
#endif
PTXC_FP6 __nv_fp6x2_storage_t __ptxc_cvt_f32x2_to_fp6x2(const float lo, const float hi, const int e3m2, const int rz) {
  unsigned short r;
  (void)rz;
  PTXC_FP6_RZ("f32 %0, %1, %2;", "f"(hi), "f"(lo))
  if (e3m2) asm("cvt.rn.satfinite.e3m2x2.f32 %0, %1, %2;" : "=h"(r) : "f"(hi), "f"(lo));
  else asm("cvt.rn.satfinite.e2m3x2.f32 %0, %1, %2;" : "=h"(r) : "f"(hi), "f"(lo));
  return r;
}
PTXC_FP6 __nv_fp6x2_storage_t __ptxc_cvt_f16x2_to_fp6x2(const unsigned int h2, const int e3m2, const int rz) {
  unsigned short r;
  (void)rz;
  PTXC_FP6_RZ("f16x2 %0, %1;", "r"(h2))
  if (e3m2) asm("cvt.rn.satfinite.e3m2x2.f16x2 %0, %1;" : "=h"(r) : "r"(h2));
  else asm("cvt.rn.satfinite.e2m3x2.f16x2 %0, %1;" : "=h"(r) : "r"(h2));
  return r;
}
PTXC_FP6 __nv_fp6x2_storage_t __ptxc_cvt_bf16x2_to_fp6x2(const unsigned int b2, const int e3m2, const int rz) {
  unsigned short r;
  (void)rz;
  PTXC_FP6_RZ("bf16x2 %0, %1;", "r"(b2))
  if (e3m2) asm("cvt.rn.satfinite.e3m2x2.bf16x2 %0, %1;" : "=h"(r) : "r"(b2));
  else asm("cvt.rn.satfinite.e2m3x2.bf16x2 %0, %1;" : "=h"(r) : "r"(b2));
  return r;
}
PTXC_FP6 unsigned int __ptxc_cvt_fp6x2_to_f16x2(const __nv_fp6x2_storage_t x, const int e3m2) {
  unsigned int r;
  const unsigned short v = (unsigned short)(x & 0x3F3Fu);
  if (e3m2) asm("cvt.rn.f16x2.e3m2x2 %0, %1;" : "=r"(r) : "h"(v));
  else asm("cvt.rn.f16x2.e2m3x2 %0, %1;" : "=r"(r) : "h"(v));
  return r;
}
PTXC_FP6 unsigned int __ptxc_cvt_fp6x2_to_bf16x2(const __nv_fp6x2_storage_t x, const int e3m2) {
  unsigned int r;
  const unsigned short v = (unsigned short)(x & 0x3F3Fu);
  if (e3m2) asm("cvt.rn.bf16x2.e3m2x2 %0, %1;" : "=r"(r) : "h"(v));
  else asm("cvt.rn.bf16x2.e2m3x2 %0, %1;" : "=r"(r) : "h"(v));
  return r;
}
#endif

/* ---- narrowing: half and bfloat16 widen exactly to double, so one rounding from there ---- */
PTXC_FP6 __nv_fp6_storage_t __nv_cvt_double_to_fp6(const double x, const __nv_fp6_interpretation_t fp6_interpretation,
                                                   const enum cudaRoundMode rounding) {
  return fp6_interpretation == __NV_E3M2 ? __ptxc_minifloat_encode(x, 3, 2, rounding)
                                         : __ptxc_minifloat_encode(x, 2, 3, rounding);
}

PTXC_FP6 __nv_fp6_storage_t __nv_cvt_float_to_fp6(const float x, const __nv_fp6_interpretation_t fp6_interpretation,
                                                  const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT
  if (PTXC_FP6_CVT_MODE(rounding)) return (__nv_fp6_storage_t)__ptxc_cvt_f32x2_to_fp6x2(x, 0.0f, fp6_interpretation == __NV_E3M2, rounding == cudaRoundZero);
#endif
  return __nv_cvt_double_to_fp6((double)x, fp6_interpretation, rounding);
}

PTXC_FP6 __nv_fp6_storage_t __nv_cvt_halfraw_to_fp6(const __half_raw x, const __nv_fp6_interpretation_t fp6_interpretation,
                                                    const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT
  if (PTXC_FP6_CVT_MODE(rounding)) return (__nv_fp6_storage_t)__ptxc_cvt_f16x2_to_fp6x2(x.x, fp6_interpretation == __NV_E3M2, rounding == cudaRoundZero);
#endif
  return __nv_cvt_double_to_fp6((double)(float)__ushort_as_half(x.x), fp6_interpretation, rounding);
}

PTXC_FP6 __nv_fp6_storage_t __nv_cvt_bfloat16raw_to_fp6(const __nv_bfloat16_raw x,
                                                        const __nv_fp6_interpretation_t fp6_interpretation,
                                                        const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT
  if (PTXC_FP6_CVT_MODE(rounding)) return (__nv_fp6_storage_t)__ptxc_cvt_bf16x2_to_fp6x2(x.x, fp6_interpretation == __NV_E3M2, rounding == cudaRoundZero);
#endif
  return __nv_cvt_double_to_fp6((double)__uint_as_float((unsigned)x.x << 16), fp6_interpretation, rounding);
}

/* Pairs: .x in the low byte. */
PTXC_FP6 __nv_fp6x2_storage_t __nv_cvt_double2_to_fp6x2(const double2 x, const __nv_fp6_interpretation_t fp6_interpretation,
                                                        const enum cudaRoundMode rounding) {
  unsigned lo = __nv_cvt_double_to_fp6(x.x, fp6_interpretation, rounding);
  unsigned hi = __nv_cvt_double_to_fp6(x.y, fp6_interpretation, rounding);
  return (__nv_fp6x2_storage_t)(lo | (hi << 8));
}

PTXC_FP6 __nv_fp6x2_storage_t __nv_cvt_float2_to_fp6x2(const float2 x, const __nv_fp6_interpretation_t fp6_interpretation,
                                                       const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT
  if (PTXC_FP6_CVT_MODE(rounding)) return __ptxc_cvt_f32x2_to_fp6x2(x.x, x.y, fp6_interpretation == __NV_E3M2, rounding == cudaRoundZero);
#endif
  unsigned lo = __nv_cvt_float_to_fp6(x.x, fp6_interpretation, rounding);
  unsigned hi = __nv_cvt_float_to_fp6(x.y, fp6_interpretation, rounding);
  return (__nv_fp6x2_storage_t)(lo | (hi << 8));
}

PTXC_FP6 __nv_fp6x2_storage_t __nv_cvt_halfraw2_to_fp6x2(const __half2_raw x, const __nv_fp6_interpretation_t fp6_interpretation,
                                                         const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT
  if (PTXC_FP6_CVT_MODE(rounding))
    return __ptxc_cvt_f16x2_to_fp6x2((unsigned int)x.x | ((unsigned int)x.y << 16), fp6_interpretation == __NV_E3M2, rounding == cudaRoundZero);
#endif
  __half_raw lo, hi;
  lo.x = x.x;
  hi.x = x.y;
  return (__nv_fp6x2_storage_t)(__nv_cvt_halfraw_to_fp6(lo, fp6_interpretation, rounding) |
                                ((unsigned)__nv_cvt_halfraw_to_fp6(hi, fp6_interpretation, rounding) << 8));
}

PTXC_FP6 __nv_fp6x2_storage_t __nv_cvt_bfloat16raw2_to_fp6x2(const __nv_bfloat162_raw x,
                                                             const __nv_fp6_interpretation_t fp6_interpretation,
                                                             const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT
  if (PTXC_FP6_CVT_MODE(rounding))
    return __ptxc_cvt_bf16x2_to_fp6x2((unsigned int)x.x | ((unsigned int)x.y << 16), fp6_interpretation == __NV_E3M2, rounding == cudaRoundZero);
#endif
  __nv_bfloat16_raw lo, hi;
  lo.x = x.x;
  hi.x = x.y;
  return (__nv_fp6x2_storage_t)(__nv_cvt_bfloat16raw_to_fp6(lo, fp6_interpretation, rounding) |
                                ((unsigned)__nv_cvt_bfloat16raw_to_fp6(hi, fp6_interpretation, rounding) << 8));
}

/* ---- widening, exactly (the bits above the low 6 are ignored) ---- */
PTXC_FP6 __half_raw __nv_cvt_fp6_to_halfraw(const __nv_fp6_storage_t x, const __nv_fp6_interpretation_t fp6_interpretation) {
  __half_raw r;
#if PTXC_MF_CVT
  r.x = (unsigned short)__ptxc_cvt_fp6x2_to_f16x2(x, fp6_interpretation == __NV_E3M2);
  return r;
#endif
  r.x = fp6_interpretation == __NV_E3M2 ? __ptxc_minifloat_to_halfbits(x & 0x3Fu, 3, 2)
                                        : __ptxc_minifloat_to_halfbits(x & 0x3Fu, 2, 3);
  return r;
}

PTXC_FP6 __half2_raw __nv_cvt_fp6x2_to_halfraw2(const __nv_fp6x2_storage_t x,
                                               const __nv_fp6_interpretation_t fp6_interpretation) {
  __half2_raw r;
#if PTXC_MF_CVT
  const unsigned int h2 = __ptxc_cvt_fp6x2_to_f16x2(x, fp6_interpretation == __NV_E3M2);
  r.x = (unsigned short)h2;
  r.y = (unsigned short)(h2 >> 16);
  return r;
#endif
  r.x = __nv_cvt_fp6_to_halfraw((__nv_fp6_storage_t)x, fp6_interpretation).x;
  r.y = __nv_cvt_fp6_to_halfraw((__nv_fp6_storage_t)(x >> 8), fp6_interpretation).x;
  return r;
}

PTXC_FP6 __nv_bfloat16_raw __nv_cvt_fp6_to_bf16raw(const __nv_fp6_storage_t x,
                                                  const __nv_fp6_interpretation_t fp6_interpretation) {
  __nv_bfloat16_raw r;
#if PTXC_MF_CVT
  r.x = (unsigned short)__ptxc_cvt_fp6x2_to_bf16x2(x, fp6_interpretation == __NV_E3M2);
  return r;
#endif
  r.x = __ptxc_halfbits_to_bf16bits(__nv_cvt_fp6_to_halfraw(x, fp6_interpretation).x);
  return r;
}

PTXC_FP6 __nv_bfloat162_raw __nv_cvt_fp6x2_to_bf162raw(const __nv_fp6x2_storage_t x,
                                                      const __nv_fp6_interpretation_t fp6_interpretation) {
  __nv_bfloat162_raw r;
#if PTXC_MF_CVT
  const unsigned int b2 = __ptxc_cvt_fp6x2_to_bf16x2(x, fp6_interpretation == __NV_E3M2);
  r.x = (unsigned short)b2;
  r.y = (unsigned short)(b2 >> 16);
  return r;
#endif
  r.x = __nv_cvt_fp6_to_bf16raw((__nv_fp6_storage_t)x, fp6_interpretation).x;
  r.y = __nv_cvt_fp6_to_bf16raw((__nv_fp6_storage_t)(x >> 8), fp6_interpretation).x;
  return r;
}

/* FP6 bits -> float, exactly (ptxc name). */
PTXC_FP6 float __ptxc_fp6_to_float(__nv_fp6_storage_t x, __nv_fp6_interpretation_t fp6_interpretation) {
  return fp6_interpretation == __NV_E3M2 ? __ptxc_minifloat_decode(x & 0x3Fu, 3, 2)
                                         : __ptxc_minifloat_decode(x & 0x3Fu, 2, 3);
}

#undef PTXC_FP6
#undef PTXC_FP6_CVT_MODE
#undef PTXC_FP6_RZ

#include <cuda_fp6.hpp>
