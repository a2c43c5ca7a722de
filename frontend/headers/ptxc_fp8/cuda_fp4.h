/*
 * cuda_fp4.h -- CUDA's 4-bit floating-point type for ptxc (specs/ir.md,
 * "Type translation"; specs/runtime.md): E2M1 (values 0, 0.5, 1, 1.5, 2, 3,
 * 4, 6 and their negatives), held in the low 4 bits of a byte; a pair packs
 * .x in the low nibble of one byte. The C conversions saturate (NaN becomes
 * +6) and take CUDA's rounding mode (ptxc_minifloat.h). The C++ types are in
 * cuda_fp4.hpp, included at the end.
 */
#pragma once
#include <cuda_fp8.h>
#include <ptxc_minifloat.h>

typedef __nv_fp8_storage_t __nv_fp4_storage_t;
typedef __nv_fp8_storage_t __nv_fp4x2_storage_t;
typedef __nv_fp8x2_storage_t __nv_fp4x4_storage_t;
typedef enum __nv_fp4_interpretation_t { __NV_E2M1 } __nv_fp4_interpretation_t;

#define PTXC_FP4 static __host__ __device__ __forceinline__

/* ---- narrowing (E2M1 is the only interpretation) ---- */
PTXC_FP4 __nv_fp4_storage_t __nv_cvt_double_to_fp4(const double x, const __nv_fp4_interpretation_t fp4_interpretation,
                                                   const enum cudaRoundMode rounding) {
  (void)fp4_interpretation;
  return __ptxc_minifloat_encode(x, 2, 1, rounding);
}

PTXC_FP4 __nv_fp4_storage_t __nv_cvt_float_to_fp4(const float x, const __nv_fp4_interpretation_t fp4_interpretation,
                                                  const enum cudaRoundMode rounding) {
  return __nv_cvt_double_to_fp4((double)x, fp4_interpretation, rounding);
}

PTXC_FP4 __nv_fp4_storage_t __nv_cvt_halfraw_to_fp4(const __half_raw x, const __nv_fp4_interpretation_t fp4_interpretation,
                                                    const enum cudaRoundMode rounding) {
  return __nv_cvt_double_to_fp4((double)(float)__ushort_as_half(x.x), fp4_interpretation, rounding);
}

PTXC_FP4 __nv_fp4_storage_t __nv_cvt_bfloat16raw_to_fp4(const __nv_bfloat16_raw x,
                                                        const __nv_fp4_interpretation_t fp4_interpretation,
                                                        const enum cudaRoundMode rounding) {
  return __nv_cvt_double_to_fp4((double)__uint_as_float((unsigned)x.x << 16), fp4_interpretation, rounding);
}

/* Pairs: .x in the low nibble. */
PTXC_FP4 __nv_fp4x2_storage_t __nv_cvt_double2_to_fp4x2(const double2 x, const __nv_fp4_interpretation_t fp4_interpretation,
                                                        const enum cudaRoundMode rounding) {
  unsigned lo = __nv_cvt_double_to_fp4(x.x, fp4_interpretation, rounding);
  unsigned hi = __nv_cvt_double_to_fp4(x.y, fp4_interpretation, rounding);
  return (__nv_fp4x2_storage_t)(lo | (hi << 4));
}

PTXC_FP4 __nv_fp4x2_storage_t __nv_cvt_float2_to_fp4x2(const float2 x, const __nv_fp4_interpretation_t fp4_interpretation,
                                                       const enum cudaRoundMode rounding) {
  unsigned lo = __nv_cvt_float_to_fp4(x.x, fp4_interpretation, rounding);
  unsigned hi = __nv_cvt_float_to_fp4(x.y, fp4_interpretation, rounding);
  return (__nv_fp4x2_storage_t)(lo | (hi << 4));
}

PTXC_FP4 __nv_fp4x2_storage_t __nv_cvt_halfraw2_to_fp4x2(const __half2_raw x, const __nv_fp4_interpretation_t fp4_interpretation,
                                                         const enum cudaRoundMode rounding) {
  __half_raw lo, hi;
  lo.x = x.x;
  hi.x = x.y;
  return (__nv_fp4x2_storage_t)(__nv_cvt_halfraw_to_fp4(lo, fp4_interpretation, rounding) |
                                ((unsigned)__nv_cvt_halfraw_to_fp4(hi, fp4_interpretation, rounding) << 4));
}

PTXC_FP4 __nv_fp4x2_storage_t __nv_cvt_bfloat16raw2_to_fp4x2(const __nv_bfloat162_raw x,
                                                             const __nv_fp4_interpretation_t fp4_interpretation,
                                                             const enum cudaRoundMode rounding) {
  __nv_bfloat16_raw lo, hi;
  lo.x = x.x;
  hi.x = x.y;
  return (__nv_fp4x2_storage_t)(__nv_cvt_bfloat16raw_to_fp4(lo, fp4_interpretation, rounding) |
                                ((unsigned)__nv_cvt_bfloat16raw_to_fp4(hi, fp4_interpretation, rounding) << 4));
}

/* ---- widening, exactly (the bits above the low nibble are ignored) ---- */
PTXC_FP4 __half_raw __nv_cvt_fp4_to_halfraw(const __nv_fp4_storage_t x, const __nv_fp4_interpretation_t fp4_interpretation) {
  (void)fp4_interpretation;
  __half_raw r;
  r.x = __ptxc_minifloat_to_halfbits(x & 0xFu, 2, 1);
  return r;
}

PTXC_FP4 __half2_raw __nv_cvt_fp4x2_to_halfraw2(const __nv_fp4x2_storage_t x,
                                               const __nv_fp4_interpretation_t fp4_interpretation) {
  __half2_raw r;
  r.x = __nv_cvt_fp4_to_halfraw((__nv_fp4_storage_t)x, fp4_interpretation).x;
  r.y = __nv_cvt_fp4_to_halfraw((__nv_fp4_storage_t)(x >> 4), fp4_interpretation).x;
  return r;
}

PTXC_FP4 __nv_bfloat16_raw __nv_cvt_fp4_to_bf16raw(const __nv_fp4_storage_t x,
                                                  const __nv_fp4_interpretation_t fp4_interpretation) {
  __nv_bfloat16_raw r;
  r.x = __ptxc_halfbits_to_bf16bits(__nv_cvt_fp4_to_halfraw(x, fp4_interpretation).x);
  return r;
}

PTXC_FP4 __nv_bfloat162_raw __nv_cvt_fp4x2_to_bf162raw(const __nv_fp4x2_storage_t x,
                                                      const __nv_fp4_interpretation_t fp4_interpretation) {
  __nv_bfloat162_raw r;
  r.x = __nv_cvt_fp4_to_bf16raw((__nv_fp4_storage_t)x, fp4_interpretation).x;
  r.y = __nv_cvt_fp4_to_bf16raw((__nv_fp4_storage_t)(x >> 4), fp4_interpretation).x;
  return r;
}

/* FP4 bits (low nibble) -> float, exactly (ptxc name). */
PTXC_FP4 float __ptxc_fp4_to_float(__nv_fp4_storage_t x, __nv_fp4_interpretation_t fp4_interpretation) {
  (void)fp4_interpretation;
  return __ptxc_minifloat_decode(x & 0xFu, 2, 1);
}

#undef PTXC_FP4

#include <cuda_fp4.hpp>
