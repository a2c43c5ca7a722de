/*
 * cuda_fp8.h -- CUDA's 8-bit floating-point types for ptxc (specs/ir.md,
 * "Type translation"). FP8 values are named integer storage: each type is a
 * record holding one unsigned integer (__x), so in the IR they are
 * %struct.__nv_fp8_e4m3 = type { i8 } and friends, passed and stored as
 * bytes. Conversions are written here in C with round-to-nearest-even and
 * CUDA's saturation modes, so they run on every SM (nvcc uses the sm_89
 * cvt.rn.satfinite.e4m3x2 instructions where it can).
 *
 *   E4M3: bias 7, largest finite 448, no infinity, NaN is S.1111.111.
 *   E5M2: bias 15, largest finite 57344, infinity S.11111.00, NaN S.11111.xx.
 */
#pragma once
#include <vector_types.h>

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;

typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;

struct __nv_fp8_e4m3 { __nv_fp8_storage_t __x; };
struct __nv_fp8_e5m2 { __nv_fp8_storage_t __x; };
struct __nv_fp8x2_e4m3 { __nv_fp8x2_storage_t __x; };
struct __nv_fp8x2_e5m2 { __nv_fp8x2_storage_t __x; };
struct __nv_fp8x4_e4m3 { __nv_fp8x4_storage_t __x; };
struct __nv_fp8x4_e5m2 { __nv_fp8x4_storage_t __x; };

extern "C" {

/* x (any double) -> FP8 bits: round to nearest even at FP8 precision, then
 * overflow by the saturation mode (SATFINITE: largest finite; NOSAT: NaN for
 * E4M3, infinity for E5M2). NaN stays NaN (0x7F, sign kept). */
static __device__ __forceinline__ __nv_fp8_storage_t __nv_cvt_double_to_fp8(double x, __nv_saturation_t saturate,
                                                                             __nv_fp8_interpretation_t fp8_interpretation) {
  const int e5m2 = fp8_interpretation == __NV_E5M2;
  const int mant_bits = e5m2 ? 2 : 3;
  const int bias = e5m2 ? 15 : 7;
  const unsigned max_code = e5m2 ? 0x7Bu : 0x7Eu;
  const unsigned long long bits = (unsigned long long)__double_as_longlong(x);
  const unsigned sign = (unsigned)(bits >> 63) << 7;
  const int dexp = (int)((bits >> 52) & 0x7FF);
  if (dexp == 0x7FF && (bits & 0xFFFFFFFFFFFFFull) != 0) return (__nv_fp8_storage_t)(sign | 0x7Fu);
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
    if (saturate == __NV_SATFINITE) code = max_code;
    else code = e5m2 ? 0x7Cu : 0x7Fu;
  }
  return (__nv_fp8_storage_t)(sign | code);
}

static __device__ __forceinline__ __nv_fp8_storage_t __nv_cvt_float_to_fp8(float x, __nv_saturation_t saturate,
                                                                            __nv_fp8_interpretation_t fp8_interpretation) {
  return __nv_cvt_double_to_fp8((double)x, saturate, fp8_interpretation);
}

/* Two values, .x in the low byte. */
static __device__ __forceinline__ __nv_fp8x2_storage_t __nv_cvt_float2_to_fp8x2(float2 x, __nv_saturation_t saturate,
                                                                                 __nv_fp8_interpretation_t fp8_interpretation) {
  unsigned lo = __nv_cvt_float_to_fp8(x.x, saturate, fp8_interpretation);
  unsigned hi = __nv_cvt_float_to_fp8(x.y, saturate, fp8_interpretation);
  return (__nv_fp8x2_storage_t)(lo | (hi << 8));
}

static __device__ __forceinline__ __nv_fp8x2_storage_t __nv_cvt_double2_to_fp8x2(double2 x, __nv_saturation_t saturate,
                                                                                  __nv_fp8_interpretation_t fp8_interpretation) {
  unsigned lo = __nv_cvt_double_to_fp8(x.x, saturate, fp8_interpretation);
  unsigned hi = __nv_cvt_double_to_fp8(x.y, saturate, fp8_interpretation);
  return (__nv_fp8x2_storage_t)(lo | (hi << 8));
}

/* FP8 bits -> float, exactly (ptxc name: CUDA converts through __half_raw). */
static __device__ __forceinline__ float __ptxc_fp8_to_float(__nv_fp8_storage_t x,
                                                            __nv_fp8_interpretation_t fp8_interpretation) {
  const int e5m2 = fp8_interpretation == __NV_E5M2;
  const unsigned mant_bits = e5m2 ? 2u : 3u;
  const int bias = e5m2 ? 15 : 7;
  const unsigned sign = (unsigned)(x & 0x80u) << 24;
  const unsigned exp = (x & 0x7Fu) >> mant_bits;
  const unsigned mant = x & ((1u << mant_bits) - 1u);
  if (!e5m2 && (x & 0x7Fu) == 0x7Fu) return __uint_as_float(sign | 0x7FC00000u);
  if (e5m2 && exp == 31u) return __uint_as_float(sign | (mant ? 0x7FC00000u : 0x7F800000u));
  if (exp == 0u) {
    /* Subnormal: mant * 2^(1 - bias - mant_bits), exact in float. */
    float scale = e5m2 ? 1.52587890625e-05f /* 2^-16 */ : 0.001953125f /* 2^-9 */;
    return __uint_as_float(sign | __float_as_uint((float)mant * scale));
  }
  return __uint_as_float(sign | ((exp - (unsigned)bias + 127u) << 23) | (mant << (23u - mant_bits)));
}

} /* extern "C" */
