/*
 * ptxc_int128.h -- 128-bit integer division, remainder and floating
 * conversions for __int128 / unsigned __int128 in device code, written by
 * this project. PTX has no such instructions (nvcc calls library routines
 * too); IR generation (compiler/src/irgen) calls these functions for '/' and
 * '%' on 128-bit operands and for conversions between them and float or
 * double. Everything else on 128-bit integers (add, mul, shifts, compares)
 * is expanded into 64-bit halves by the legalize-i128 pass; this file uses
 * only those operations and the primitives of ptxc_math.h.
 */
#ifndef PTXC_INT128_H
#define PTXC_INT128_H

/* Leading zero bits of a 128-bit value (128 for 0). */
static __device__ int __ptxc_clz128(unsigned __int128 x) {
  unsigned long long hi = (unsigned long long)(x >> 64);
  return hi ? __clzll((long long)hi) : 64 + __clzll((long long)(unsigned long long)x);
}

/* Quotient of n / d, remainder in *rem, by shift and subtract: d is aligned
   under n's highest bit, then one quotient bit per step (d != 0: division by
   zero is undefined in C++). */
static __device__ unsigned __int128 __ptxc_udivmod128(unsigned __int128 n, unsigned __int128 d,
                                                      unsigned __int128* rem) {
  unsigned __int128 q = 0;
  if (d <= n) {
    int shift = __ptxc_clz128(d) - __ptxc_clz128(n);
    d <<= shift;
    for (int i = 0; i <= shift; i++) {
      q <<= 1;
      if (n >= d) {
        n -= d;
        q |= 1;
      }
      d >>= 1;
    }
  }
  *rem = n;
  return q;
}

extern "C" {
static __device__ unsigned __int128 __ptxc_udiv128(unsigned __int128 n, unsigned __int128 d) {
  unsigned __int128 r;
  return __ptxc_udivmod128(n, d, &r);
}

static __device__ unsigned __int128 __ptxc_urem128(unsigned __int128 n, unsigned __int128 d) {
  unsigned __int128 r;
  __ptxc_udivmod128(n, d, &r);
  return r;
}

/* Signed forms divide magnitudes: the quotient is negative when the signs
   differ, the remainder takes the dividend's sign (truncating division). */
static __device__ __int128 __ptxc_sdiv128(__int128 a, __int128 b) {
  unsigned __int128 ua = a < 0 ? -(unsigned __int128)a : (unsigned __int128)a;
  unsigned __int128 ub = b < 0 ? -(unsigned __int128)b : (unsigned __int128)b;
  unsigned __int128 r;
  unsigned __int128 q = __ptxc_udivmod128(ua, ub, &r);
  return (a < 0) != (b < 0) ? (__int128)-q : (__int128)q;
}

static __device__ __int128 __ptxc_srem128(__int128 a, __int128 b) {
  unsigned __int128 ua = a < 0 ? -(unsigned __int128)a : (unsigned __int128)a;
  unsigned __int128 ub = b < 0 ? -(unsigned __int128)b : (unsigned __int128)b;
  unsigned __int128 r;
  __ptxc_udivmod128(ua, ub, &r);
  return a < 0 ? (__int128)-r : (__int128)r;
}

/* Integer to floating, rounded once to nearest even: the value's top 64 bits
   with a sticky bit for everything below them convert exactly as the whole
   value would (64 bits hold the rounding and sticky positions of both float
   and double); the result is then scaled by the dropped power of two, exactly. */
static __device__ double __ptxc_u128_to_f64(unsigned __int128 u) {
  unsigned long long hi = (unsigned long long)(u >> 64);
  if (hi == 0) return (double)(unsigned long long)u;
  int k = 64 - __clzll((long long)hi);
  unsigned __int128 dropped = u & (((unsigned __int128)1 << k) - 1);
  unsigned long long m = (unsigned long long)(u >> k) | (dropped != 0);
  return (double)m * __longlong_as_double((long long)(1023 + k) << 52);
}

static __device__ float __ptxc_u128_to_f32(unsigned __int128 u) {
  unsigned long long hi = (unsigned long long)(u >> 64);
  if (hi == 0) return (float)(unsigned long long)u;
  int k = 64 - __clzll((long long)hi);
  unsigned __int128 dropped = u & (((unsigned __int128)1 << k) - 1);
  unsigned long long m = (unsigned long long)(u >> k) | (dropped != 0);
  return (float)m * __int_as_float((127 + k) << 23);
}

static __device__ double __ptxc_i128_to_f64(__int128 x) {
  double r = __ptxc_u128_to_f64(x < 0 ? -(unsigned __int128)x : (unsigned __int128)x);
  return x < 0 ? -r : r;
}

static __device__ float __ptxc_i128_to_f32(__int128 x) {
  float r = __ptxc_u128_to_f32(x < 0 ? -(unsigned __int128)x : (unsigned __int128)x);
  return x < 0 ? -r : r;
}

/* Floating to integer, truncating toward zero (float arrives widened to
   double, exactly). At and above 2^64 the high half is the value scaled by
   2^-64 and truncated, and the low half the exact difference (an integer
   below 2^64 with at most 53 significant bits). Values out of range are
   undefined in C++. */
static __device__ unsigned __int128 __ptxc_f64_to_u128(double d) {
  if (!(d >= 1.0)) return 0;
  if (d < 18446744073709551616.0) return (unsigned long long)d;
  unsigned long long hi = (unsigned long long)(d * 5.42101086242752217e-20);
  unsigned long long lo = (unsigned long long)(d - (double)hi * 18446744073709551616.0);
  return (unsigned __int128)hi << 64 | lo;
}

static __device__ __int128 __ptxc_f64_to_i128(double d) {
  return d < 0 ? -(__int128)__ptxc_f64_to_u128(-d) : (__int128)__ptxc_f64_to_u128(d);
}
}

#endif /* PTXC_INT128_H */
