/*
 * cuda_fp6.h -- CUDA's 6-bit floating-point storage types for ptxc (specs/ir.md,
 * "Type translation"): E2M3 (largest 7.5) and E3M2 (largest 28), no infinity or
 * NaN, held in the low 6 bits of a byte. Conversions saturate and take CUDA's
 * rounding mode; they are written in C (ptxc_minifloat.h) for every SM.
 */
#pragma once
#include <cuda_fp8.h>
#include <ptxc_minifloat.h>

typedef __nv_fp8_storage_t __nv_fp6_storage_t;
typedef __nv_fp8x2_storage_t __nv_fp6x2_storage_t;
typedef __nv_fp8x4_storage_t __nv_fp6x4_storage_t;
typedef enum __nv_fp6_interpretation_t { __NV_E2M3, __NV_E3M2 } __nv_fp6_interpretation_t;

struct __nv_fp6_e2m3 { __nv_fp6_storage_t __x; };
struct __nv_fp6_e3m2 { __nv_fp6_storage_t __x; };
struct __nv_fp6x2_e2m3 { __nv_fp6x2_storage_t __x; };
struct __nv_fp6x2_e3m2 { __nv_fp6x2_storage_t __x; };

extern "C" {

static __device__ __forceinline__ __nv_fp6_storage_t __nv_cvt_double_to_fp6(double x, __nv_fp6_interpretation_t fp6_interpretation,
                                                                             enum cudaRoundMode rounding) {
  return fp6_interpretation == __NV_E3M2 ? __ptxc_minifloat_encode(x, 3, 2, rounding)
                                         : __ptxc_minifloat_encode(x, 2, 3, rounding);
}

static __device__ __forceinline__ __nv_fp6_storage_t __nv_cvt_float_to_fp6(float x, __nv_fp6_interpretation_t fp6_interpretation,
                                                                            enum cudaRoundMode rounding) {
  return __nv_cvt_double_to_fp6((double)x, fp6_interpretation, rounding);
}

/* Two values, .x in the low byte. */
static __device__ __forceinline__ __nv_fp6x2_storage_t __nv_cvt_float2_to_fp6x2(float2 x, __nv_fp6_interpretation_t fp6_interpretation,
                                                                                 enum cudaRoundMode rounding) {
  unsigned lo = __nv_cvt_float_to_fp6(x.x, fp6_interpretation, rounding);
  unsigned hi = __nv_cvt_float_to_fp6(x.y, fp6_interpretation, rounding);
  return (__nv_fp6x2_storage_t)(lo | (hi << 8));
}

static __device__ __forceinline__ __nv_fp6x2_storage_t __nv_cvt_double2_to_fp6x2(double2 x, __nv_fp6_interpretation_t fp6_interpretation,
                                                                                  enum cudaRoundMode rounding) {
  unsigned lo = __nv_cvt_double_to_fp6(x.x, fp6_interpretation, rounding);
  unsigned hi = __nv_cvt_double_to_fp6(x.y, fp6_interpretation, rounding);
  return (__nv_fp6x2_storage_t)(lo | (hi << 8));
}

/* FP6 bits -> float, exactly (ptxc name: CUDA converts through __half_raw). */
static __device__ __forceinline__ float __ptxc_fp6_to_float(__nv_fp6_storage_t x, __nv_fp6_interpretation_t fp6_interpretation) {
  return fp6_interpretation == __NV_E3M2 ? __ptxc_minifloat_decode(x & 0x3Fu, 3, 2)
                                         : __ptxc_minifloat_decode(x & 0x3Fu, 2, 3);
}

} /* extern "C" */
