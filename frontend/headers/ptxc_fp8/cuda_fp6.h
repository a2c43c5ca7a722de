/*
 * cuda_fp6.h -- CUDA's 6-bit floating-point types for ptxc (specs/ir.md,
 * "Type translation"; specs/runtime.md): E2M3 (largest 7.5) and E3M2
 * (largest 28), no infinity or NaN, held in the low 6 bits of a byte; a pair
 * is two bytes, .x low. The C conversions saturate (NaN becomes +largest)
 * and take CUDA's rounding mode; they are written in C (ptxc_minifloat.h)
 * for every SM. The C++ types are in cuda_fp6.hpp, included at the end.
 */
#pragma once
#include <cuda_fp8.h>
#include <ptxc_minifloat.h>

typedef __nv_fp8_storage_t __nv_fp6_storage_t;
typedef __nv_fp8x2_storage_t __nv_fp6x2_storage_t;
typedef __nv_fp8x4_storage_t __nv_fp6x4_storage_t;
typedef enum __nv_fp6_interpretation_t { __NV_E2M3, __NV_E3M2 } __nv_fp6_interpretation_t;

#define PTXC_FP6 static __host__ __device__ __forceinline__

/* ---- narrowing: half and bfloat16 widen exactly to double, so one rounding from there ---- */
PTXC_FP6 __nv_fp6_storage_t __nv_cvt_double_to_fp6(const double x, const __nv_fp6_interpretation_t fp6_interpretation,
                                                   const enum cudaRoundMode rounding) {
  return fp6_interpretation == __NV_E3M2 ? __ptxc_minifloat_encode(x, 3, 2, rounding)
                                         : __ptxc_minifloat_encode(x, 2, 3, rounding);
}

PTXC_FP6 __nv_fp6_storage_t __nv_cvt_float_to_fp6(const float x, const __nv_fp6_interpretation_t fp6_interpretation,
                                                  const enum cudaRoundMode rounding) {
  return __nv_cvt_double_to_fp6((double)x, fp6_interpretation, rounding);
}

PTXC_FP6 __nv_fp6_storage_t __nv_cvt_halfraw_to_fp6(const __half_raw x, const __nv_fp6_interpretation_t fp6_interpretation,
                                                    const enum cudaRoundMode rounding) {
  return __nv_cvt_double_to_fp6((double)(float)__ushort_as_half(x.x), fp6_interpretation, rounding);
}

PTXC_FP6 __nv_fp6_storage_t __nv_cvt_bfloat16raw_to_fp6(const __nv_bfloat16_raw x,
                                                        const __nv_fp6_interpretation_t fp6_interpretation,
                                                        const enum cudaRoundMode rounding) {
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
  unsigned lo = __nv_cvt_float_to_fp6(x.x, fp6_interpretation, rounding);
  unsigned hi = __nv_cvt_float_to_fp6(x.y, fp6_interpretation, rounding);
  return (__nv_fp6x2_storage_t)(lo | (hi << 8));
}

PTXC_FP6 __nv_fp6x2_storage_t __nv_cvt_halfraw2_to_fp6x2(const __half2_raw x, const __nv_fp6_interpretation_t fp6_interpretation,
                                                         const enum cudaRoundMode rounding) {
  __half_raw lo, hi;
  lo.x = x.x;
  hi.x = x.y;
  return (__nv_fp6x2_storage_t)(__nv_cvt_halfraw_to_fp6(lo, fp6_interpretation, rounding) |
                                ((unsigned)__nv_cvt_halfraw_to_fp6(hi, fp6_interpretation, rounding) << 8));
}

PTXC_FP6 __nv_fp6x2_storage_t __nv_cvt_bfloat16raw2_to_fp6x2(const __nv_bfloat162_raw x,
                                                             const __nv_fp6_interpretation_t fp6_interpretation,
                                                             const enum cudaRoundMode rounding) {
  __nv_bfloat16_raw lo, hi;
  lo.x = x.x;
  hi.x = x.y;
  return (__nv_fp6x2_storage_t)(__nv_cvt_bfloat16raw_to_fp6(lo, fp6_interpretation, rounding) |
                                ((unsigned)__nv_cvt_bfloat16raw_to_fp6(hi, fp6_interpretation, rounding) << 8));
}

/* ---- widening, exactly (the bits above the low 6 are ignored) ---- */
PTXC_FP6 __half_raw __nv_cvt_fp6_to_halfraw(const __nv_fp6_storage_t x, const __nv_fp6_interpretation_t fp6_interpretation) {
  __half_raw r;
  r.x = fp6_interpretation == __NV_E3M2 ? __ptxc_minifloat_to_halfbits(x & 0x3Fu, 3, 2)
                                        : __ptxc_minifloat_to_halfbits(x & 0x3Fu, 2, 3);
  return r;
}

PTXC_FP6 __half2_raw __nv_cvt_fp6x2_to_halfraw2(const __nv_fp6x2_storage_t x,
                                               const __nv_fp6_interpretation_t fp6_interpretation) {
  __half2_raw r;
  r.x = __nv_cvt_fp6_to_halfraw((__nv_fp6_storage_t)x, fp6_interpretation).x;
  r.y = __nv_cvt_fp6_to_halfraw((__nv_fp6_storage_t)(x >> 8), fp6_interpretation).x;
  return r;
}

PTXC_FP6 __nv_bfloat16_raw __nv_cvt_fp6_to_bf16raw(const __nv_fp6_storage_t x,
                                                  const __nv_fp6_interpretation_t fp6_interpretation) {
  __nv_bfloat16_raw r;
  r.x = __ptxc_halfbits_to_bf16bits(__nv_cvt_fp6_to_halfraw(x, fp6_interpretation).x);
  return r;
}

PTXC_FP6 __nv_bfloat162_raw __nv_cvt_fp6x2_to_bf162raw(const __nv_fp6x2_storage_t x,
                                                      const __nv_fp6_interpretation_t fp6_interpretation) {
  __nv_bfloat162_raw r;
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

#include <cuda_fp6.hpp>
