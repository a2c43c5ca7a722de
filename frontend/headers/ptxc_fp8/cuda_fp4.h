/*
 * cuda_fp4.h -- CUDA's 4-bit floating-point storage types for ptxc (specs/ir.md,
 * "Type translation"): E2M1 (values 0, 0.5, 1, 1.5, 2, 3, 4, 6 and their
 * negatives), held in the low 4 bits of a byte; pairs pack .x in the low
 * nibble. Conversions saturate and take CUDA's rounding mode (ptxc_minifloat.h).
 */
#pragma once
#include <cuda_fp8.h>
#include <ptxc_minifloat.h>

typedef __nv_fp8_storage_t __nv_fp4_storage_t;
typedef __nv_fp8_storage_t __nv_fp4x2_storage_t;
typedef __nv_fp8x2_storage_t __nv_fp4x4_storage_t;
typedef enum __nv_fp4_interpretation_t { __NV_E2M1 } __nv_fp4_interpretation_t;

struct __nv_fp4_e2m1 { __nv_fp4_storage_t __x; };
struct __nv_fp4x2_e2m1 { __nv_fp4x2_storage_t __x; };
struct __nv_fp4x4_e2m1 { __nv_fp4x4_storage_t __x; };

extern "C" {

static __device__ __forceinline__ __nv_fp4_storage_t __nv_cvt_double_to_fp4(double x, __nv_fp4_interpretation_t fp4_interpretation,
                                                                             enum cudaRoundMode rounding) {
  (void)fp4_interpretation;
  return __ptxc_minifloat_encode(x, 2, 1, rounding);
}

static __device__ __forceinline__ __nv_fp4_storage_t __nv_cvt_float_to_fp4(float x, __nv_fp4_interpretation_t fp4_interpretation,
                                                                            enum cudaRoundMode rounding) {
  return __nv_cvt_double_to_fp4((double)x, fp4_interpretation, rounding);
}

static __device__ __forceinline__ __nv_fp4x2_storage_t __nv_cvt_float2_to_fp4x2(float2 x, __nv_fp4_interpretation_t fp4_interpretation,
                                                                                 enum cudaRoundMode rounding) {
  unsigned lo = __nv_cvt_float_to_fp4(x.x, fp4_interpretation, rounding);
  unsigned hi = __nv_cvt_float_to_fp4(x.y, fp4_interpretation, rounding);
  return (__nv_fp4x2_storage_t)(lo | (hi << 4));
}

/* FP4 bits (low nibble) -> float, exactly (ptxc name). */
static __device__ __forceinline__ float __ptxc_fp4_to_float(__nv_fp4_storage_t x, __nv_fp4_interpretation_t fp4_interpretation) {
  (void)fp4_interpretation;
  return __ptxc_minifloat_decode(x & 0xFu, 2, 1);
}

} /* extern "C" */
