/*
 * cuda_fp4.h -- CUDA's 4-bit floating-point type for ptxc (specs/ir.md,
 * "Type translation"; specs/runtime.md): E2M1 (values 0, 0.5, 1, 1.5, 2, 3,
 * 4, 6 and their negatives), held in the low 4 bits of a byte; a pair packs
 * .x in the low nibble of one byte. The C conversions saturate (NaN becomes
 * +6) and take CUDA's rounding mode: the sm_100f family's cvt forms where
 * nvcc uses them (below), C otherwise (ptxc_minifloat.h). The C++ types are in
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

/* ---- the sm_100f family's cvt forms, as nvcc uses them: float, half and bfloat16 pairs
 * to an E2M1 pair rounding to nearest (and toward zero on sm_107f), E2M1 pairs to half
 * and bfloat16 pairs. The pair is a .b8 in PTX, moved through a 16-bit register;
 * cvt puts its first source in the upper nibble. ---- */
#if PTXC_MF_CVT
#define PTXC_FP4_CVT_MODE(r) ((r) == cudaRoundNearest || (PTXC_MF_CVT_RZ && (r) == cudaRoundZero))
#define PTXC_FP4_NARROW(RND, FORM, ...)                                                             \
  asm("{ .reg .b8 p;\n\tcvt." RND ".satfinite.e2m1x2." FORM "\n\tmov.b16 %0, {p, 0};\n\t}"      \
      : "=h"(r) : __VA_ARGS__)
PTXC_FP4 __nv_fp4x2_storage_t __ptxc_cvt_f32x2_to_fp4x2(const float lo, const float hi, const int rz) {
  unsigned short r;
  (void)rz;
#if PTXC_MF_CVT_RZ
  if (rz) {
    PTXC_FP4_NARROW("rz", "f32 p, %1, %2;", "f"(hi), "f"(lo));
    return (__nv_fp4x2_storage_t)r;
  }
#endif
  PTXC_FP4_NARROW("rn", "f32 p, %1, %2;", "f"(hi), "f"(lo));
  return (__nv_fp4x2_storage_t)r;
}
PTXC_FP4 __nv_fp4x2_storage_t __ptxc_cvt_f16x2_to_fp4x2(const unsigned int h2, const int rz) {
  unsigned short r;
  (void)rz;
#if PTXC_MF_CVT_RZ
  if (rz) {
    PTXC_FP4_NARROW("rz", "f16x2 p, %1;", "r"(h2));
    return (__nv_fp4x2_storage_t)r;
  }
#endif
  PTXC_FP4_NARROW("rn", "f16x2 p, %1;", "r"(h2));
  return (__nv_fp4x2_storage_t)r;
}
PTXC_FP4 __nv_fp4x2_storage_t __ptxc_cvt_bf16x2_to_fp4x2(const unsigned int b2, const int rz) {
  unsigned short r;
  (void)rz;
#if PTXC_MF_CVT_RZ
  if (rz) {
    PTXC_FP4_NARROW("rz", "bf16x2 p, %1;", "r"(b2));
    return (__nv_fp4x2_storage_t)r;
  }
#endif
  PTXC_FP4_NARROW("rn", "bf16x2 p, %1;", "r"(b2));
  return (__nv_fp4x2_storage_t)r;
}
PTXC_FP4 unsigned int __ptxc_cvt_fp4x2_to_f16x2(const unsigned short x) {
  unsigned int r;
  asm("{ .reg .b8 p, z;\n\tmov.b16 {p, z}, %1;\n\tcvt.rn.f16x2.e2m1x2 %0, p;\n\t}" : "=r"(r) : "h"(x));
  return r;
}
PTXC_FP4 unsigned int __ptxc_cvt_fp4x2_to_bf16x2(const unsigned short x) {
  unsigned int r;
  asm("{ .reg .b8 p, z;\n\tmov.b16 {p, z}, %1;\n\tcvt.rn.bf16x2.e2m1x2 %0, p;\n\t}" : "=r"(r) : "h"(x));
  return r;
}
#endif

/* ---- narrowing (E2M1 is the only interpretation) ---- */
PTXC_FP4 __nv_fp4_storage_t __nv_cvt_double_to_fp4(const double x, const __nv_fp4_interpretation_t fp4_interpretation,
                                                   const enum cudaRoundMode rounding) {
  (void)fp4_interpretation;
  return __ptxc_minifloat_encode(x, 2, 1, rounding);
}

PTXC_FP4 __nv_fp4_storage_t __nv_cvt_float_to_fp4(const float x, const __nv_fp4_interpretation_t fp4_interpretation,
                                                  const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT
  if (PTXC_FP4_CVT_MODE(rounding)) return __ptxc_cvt_f32x2_to_fp4x2(x, 0.0f, rounding == cudaRoundZero);
#endif
  return __nv_cvt_double_to_fp4((double)x, fp4_interpretation, rounding);
}

PTXC_FP4 __nv_fp4_storage_t __nv_cvt_halfraw_to_fp4(const __half_raw x, const __nv_fp4_interpretation_t fp4_interpretation,
                                                    const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT
  if (PTXC_FP4_CVT_MODE(rounding)) return __ptxc_cvt_f16x2_to_fp4x2(x.x, rounding == cudaRoundZero);
#endif
  return __nv_cvt_double_to_fp4((double)(float)__ushort_as_half(x.x), fp4_interpretation, rounding);
}

PTXC_FP4 __nv_fp4_storage_t __nv_cvt_bfloat16raw_to_fp4(const __nv_bfloat16_raw x,
                                                        const __nv_fp4_interpretation_t fp4_interpretation,
                                                        const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT
  if (PTXC_FP4_CVT_MODE(rounding)) return __ptxc_cvt_bf16x2_to_fp4x2(x.x, rounding == cudaRoundZero);
#endif
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
#if PTXC_MF_CVT
  if (PTXC_FP4_CVT_MODE(rounding)) return __ptxc_cvt_f32x2_to_fp4x2(x.x, x.y, rounding == cudaRoundZero);
#endif
  unsigned lo = __nv_cvt_float_to_fp4(x.x, fp4_interpretation, rounding);
  unsigned hi = __nv_cvt_float_to_fp4(x.y, fp4_interpretation, rounding);
  return (__nv_fp4x2_storage_t)(lo | (hi << 4));
}

PTXC_FP4 __nv_fp4x2_storage_t __nv_cvt_halfraw2_to_fp4x2(const __half2_raw x, const __nv_fp4_interpretation_t fp4_interpretation,
                                                         const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT
  if (PTXC_FP4_CVT_MODE(rounding)) return __ptxc_cvt_f16x2_to_fp4x2((unsigned int)x.x | ((unsigned int)x.y << 16), rounding == cudaRoundZero);
#endif
  __half_raw lo, hi;
  lo.x = x.x;
  hi.x = x.y;
  return (__nv_fp4x2_storage_t)(__nv_cvt_halfraw_to_fp4(lo, fp4_interpretation, rounding) |
                                ((unsigned)__nv_cvt_halfraw_to_fp4(hi, fp4_interpretation, rounding) << 4));
}

PTXC_FP4 __nv_fp4x2_storage_t __nv_cvt_bfloat16raw2_to_fp4x2(const __nv_bfloat162_raw x,
                                                             const __nv_fp4_interpretation_t fp4_interpretation,
                                                             const enum cudaRoundMode rounding) {
#if PTXC_MF_CVT
  if (PTXC_FP4_CVT_MODE(rounding)) return __ptxc_cvt_bf16x2_to_fp4x2((unsigned int)x.x | ((unsigned int)x.y << 16), rounding == cudaRoundZero);
#endif
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
#if PTXC_MF_CVT
  r.x = (unsigned short)__ptxc_cvt_fp4x2_to_f16x2(x & 0xFu);
  return r;
#endif
  r.x = __ptxc_minifloat_to_halfbits(x & 0xFu, 2, 1);
  return r;
}

PTXC_FP4 __half2_raw __nv_cvt_fp4x2_to_halfraw2(const __nv_fp4x2_storage_t x,
                                               const __nv_fp4_interpretation_t fp4_interpretation) {
  __half2_raw r;
#if PTXC_MF_CVT
  const unsigned int h2 = __ptxc_cvt_fp4x2_to_f16x2(x);
  r.x = (unsigned short)h2;
  r.y = (unsigned short)(h2 >> 16);
  (void)fp4_interpretation;
  return r;
#endif
  r.x = __nv_cvt_fp4_to_halfraw((__nv_fp4_storage_t)x, fp4_interpretation).x;
  r.y = __nv_cvt_fp4_to_halfraw((__nv_fp4_storage_t)(x >> 4), fp4_interpretation).x;
  return r;
}

PTXC_FP4 __nv_bfloat16_raw __nv_cvt_fp4_to_bf16raw(const __nv_fp4_storage_t x,
                                                  const __nv_fp4_interpretation_t fp4_interpretation) {
  __nv_bfloat16_raw r;
#if PTXC_MF_CVT
  r.x = (unsigned short)__ptxc_cvt_fp4x2_to_bf16x2(x & 0xFu);
  (void)fp4_interpretation;
  return r;
#endif
  r.x = __ptxc_halfbits_to_bf16bits(__nv_cvt_fp4_to_halfraw(x, fp4_interpretation).x);
  return r;
}

PTXC_FP4 __nv_bfloat162_raw __nv_cvt_fp4x2_to_bf162raw(const __nv_fp4x2_storage_t x,
                                                      const __nv_fp4_interpretation_t fp4_interpretation) {
  __nv_bfloat162_raw r;
#if PTXC_MF_CVT
  const unsigned int b2 = __ptxc_cvt_fp4x2_to_bf16x2(x);
  r.x = (unsigned short)b2;
  r.y = (unsigned short)(b2 >> 16);
  (void)fp4_interpretation;
  return r;
#endif
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
#undef PTXC_FP4_CVT_MODE
#undef PTXC_FP4_NARROW

#include <cuda_fp4.hpp>
