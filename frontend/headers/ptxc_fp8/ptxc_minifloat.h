/*
 * ptxc_minifloat.h -- shared by <cuda_fp8.h>, <cuda_fp6.h> and <cuda_fp4.h>:
 * conversions for the saturating sub-byte float formats (no infinity, no
 * NaN, every exponent field normal) and the exact widening of any of the
 * small formats to half. A value has 1 sign, exp_bits exponent and
 * mant_bits fraction bits with bias 2^(exp_bits-1) - 1, held in the low
 * bits of a byte.
 */
#pragma once
#include <cuda_fp16.h>

/* The sm_100f family's cvt forms (FP4, FP6, E8M0 and the bfloat16 pairs), as nvcc's
 * headers use them: on an `a` or `f` target of sm_100 to sm_12x. */
#if defined(__CUDA_ARCH__) && defined(__CUDA_ARCH_FAMILY_SPECIFIC__) && __CUDA_ARCH__ >= 1000 && \
    __CUDA_ARCH_FAMILY_SPECIFIC__ >= 1000 && __CUDA_ARCH_FAMILY_SPECIFIC__ < 1300
#define PTXC_MF_CVT 1
#else
#define PTXC_MF_CVT 0
#endif
/* sm_107f's family adds the .rz forms for FP4 and FP6, and UE5M3's forms. */
#if PTXC_MF_CVT && __CUDA_ARCH_FAMILY_SPECIFIC__ >= 1070 && __CUDA_ARCH_FAMILY_SPECIFIC__ < 1100
#define PTXC_MF_CVT_RZ 1
#else
#define PTXC_MF_CVT_RZ 0
#endif

#ifndef PTXC_CUDA_ROUND_MODE
#define PTXC_CUDA_ROUND_MODE
/* CUDA's rounding modes (driver_types.h). */
enum cudaRoundMode { cudaRoundNearest, cudaRoundZero, cudaRoundPosInf, cudaRoundMinInf };
#endif

/* x -> code, rounded by `rounding` (a value that is no cudaRoundMode rounds to
 * nearest, as CUDA's); out-of-range values saturate to the largest finite value
 * of their sign and NaN becomes +largest (CUDA's rule). */
static __host__ __device__ __forceinline__ unsigned char __ptxc_minifloat_encode(double x, int exp_bits, int mant_bits,
                                                                                enum cudaRoundMode rounding) {
  const int bias = (1 << (exp_bits - 1)) - 1;
  const unsigned max_code = (1u << (exp_bits + mant_bits)) - 1u;
  const unsigned long long bits = (unsigned long long)__double_as_longlong(x);
  const int dexp = (int)((bits >> 52) & 0x7FF);
  if (dexp == 0x7FF && (bits & 0xFFFFFFFFFFFFFull) != 0) return (unsigned char)max_code;
  const int negative = (int)(bits >> 63);
  const unsigned sign = (unsigned)negative << (exp_bits + mant_bits);
  const double a = __longlong_as_double((long long)(bits & 0x7FFFFFFFFFFFFFFFull));
  unsigned code;
  if (dexp == 0x7FF) {
    code = max_code + 1u;
  } else if (a == 0.0) {
    code = 0;
  } else {
    int e = dexp == 0 ? -1023 : dexp - 1023;
    const int emin = 1 - bias;
    const int qexp = (e < emin ? emin : e) - mant_bits;
    const double q = __longlong_as_double((long long)((unsigned long long)(qexp + 1023) << 52));
    const double s = a / q; /* exact: q is a power of two */
    /* Rounding of the magnitude: toward +inf rounds a negative value's magnitude down. */
    long long m;
    if (rounding == cudaRoundZero || (rounding == cudaRoundPosInf && negative) ||
        (rounding == cudaRoundMinInf && !negative)) {
      m = __double2ll_rz(s);
    } else if (rounding == cudaRoundPosInf || rounding == cudaRoundMinInf) {
      m = __double2ll_ru(s);
    } else {
      m = __double2ll_rn(s);
    }
    if (e < emin) {
      code = (unsigned)m;
    } else {
      if (m == (2ll << mant_bits)) {
        m >>= 1;
        e += 1;
      }
      code = ((unsigned)(e + bias) << mant_bits) | (unsigned)(m - (1ll << mant_bits));
    }
  }
  if (code > max_code) code = max_code;
  return (unsigned char)(sign | code);
}

/* code -> float, exactly. */
static __host__ __device__ __forceinline__ float __ptxc_minifloat_decode(unsigned code, int exp_bits, int mant_bits) {
  const int bias = (1 << (exp_bits - 1)) - 1;
  const unsigned sign = (code >> (exp_bits + mant_bits)) & 1u;
  const unsigned exp = (code >> mant_bits) & ((1u << exp_bits) - 1u);
  const unsigned mant = code & ((1u << mant_bits) - 1u);
  /* Subnormals: mant * 2^(1 - bias - mant_bits); normals: (2^m + mant) * 2^(exp - bias - m). */
  const int scale = exp == 0u ? 1 - bias - mant_bits : (int)exp - bias - mant_bits;
  const unsigned sig = exp == 0u ? mant : (mant | (1u << mant_bits));
  const float v = (float)sig * __uint_as_float((unsigned)(scale + 127) << 23);
  return sign ? -v : v;
}

/* code -> the bits of the equal half, exactly (every value of a format with at most
 * 4 exponent bits is a normal half; subnormal codes are normalized). The caller
 * handles the codes that are NaN in its format. */
static __host__ __device__ __forceinline__ unsigned short __ptxc_minifloat_to_halfbits(unsigned code, int exp_bits,
                                                                                      int mant_bits) {
  const int bias = (1 << (exp_bits - 1)) - 1;
  const unsigned sign = ((code >> (exp_bits + mant_bits)) & 1u) << 15;
  int exp = (int)((code >> mant_bits) & ((1u << exp_bits) - 1u));
  unsigned mant = code & ((1u << mant_bits) - 1u);
  if (exp == 0) {
    if (mant == 0u) return (unsigned short)sign;
    exp = 1;
    while ((mant & (1u << mant_bits)) == 0u) { /* normalize: at most mant_bits steps */
      mant <<= 1;
      exp -= 1;
    }
    mant &= (1u << mant_bits) - 1u;
  }
  return (unsigned short)(sign | ((unsigned)(exp - bias + 15) << 10) | (mant << (10 - mant_bits)));
}

/* half bits -> bfloat16 bits as CUDA widens the small formats to bfloat16: through
 * float, truncated (exact for their values), NaN as 0x7FFF. */
static __host__ __device__ __forceinline__ unsigned short __ptxc_halfbits_to_bf16bits(unsigned short h) {
  if ((h & 0x7FFFu) > 0x7C00u) return (unsigned short)0x7FFFu;
  return (unsigned short)(__float_as_uint((float)__ushort_as_half(h)) >> 16);
}
