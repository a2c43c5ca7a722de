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

/* Quotient of the 128-bit value hi:lo by v, remainder in *rem, for hi < v
   (so the quotient fits in 64 bits): long division in base 2^32 with the
   64-bit hardware division estimating each quotient digit (Knuth's algorithm
   D for a two-digit divisor). v is first shifted left until its top bit is
   set, which makes every estimate at most 2 too large; the loops correct it. */
static __device__ unsigned long long __ptxc_udiv128by64(unsigned long long hi, unsigned long long lo,
                                                        unsigned long long v,
                                                        unsigned long long* rem) {
  const unsigned long long base = 4294967296ull;
  int s = __clzll((long long)v);
  v <<= s;
  unsigned long long top = (hi << s) | (s ? lo >> (64 - s) : 0);
  unsigned long long low = lo << s;
  unsigned long long v1 = v >> 32, v0 = v & 0xFFFFFFFFull;
  unsigned long long n1 = low >> 32, n0 = low & 0xFFFFFFFFull;
  /* First digit: top:n1 / v. */
  unsigned long long q1 = top / v1, r = top - q1 * v1;
  while (q1 >= base || q1 * v0 > ((r << 32) | n1)) {
    q1--;
    r += v1;
    if (r >= base) break;
  }
  unsigned long long mid = (top << 32) + n1 - q1 * v; /* top:n1 - q1*v, below v */
  /* Second digit: mid:n0 / v. */
  unsigned long long q0 = mid / v1;
  r = mid - q0 * v1;
  while (q0 >= base || q0 * v0 > ((r << 32) | n0)) {
    q0--;
    r += v1;
    if (r >= base) break;
  }
  *rem = ((mid << 32) + n0 - q0 * v) >> s;
  return (q1 << 32) | q0;
}

/* Quotient of n / d, remainder in *rem (d != 0: division by zero is
   undefined in C++). A divisor below 2^64 takes one or two 128-by-64 steps;
   a wider one leaves a quotient below 2^64, estimated from the divisor's top
   64 bits (normalised) and n / 2, which is at most one too large after the
   decrement, then corrected by one comparison. */
static __device__ unsigned __int128 __ptxc_udivmod128(unsigned __int128 n, unsigned __int128 d,
                                                      unsigned __int128* rem) {
  unsigned long long nh = (unsigned long long)(n >> 64), nl = (unsigned long long)n;
  unsigned long long dh = (unsigned long long)(d >> 64), dl = (unsigned long long)d;
  if (dh == 0) {
    if (nh == 0) {
      *rem = nl % dl;
      return nl / dl;
    }
    unsigned long long qh = 0, r;
    if (nh >= dl) {
      qh = nh / dl;
      nh = nh % dl;
    }
    unsigned long long ql = __ptxc_udiv128by64(nh, nl, dl, &r);
    *rem = r;
    return (unsigned __int128)qh << 64 | ql;
  }
  if (n < d) {
    *rem = n;
    return 0;
  }
  int s = __clzll((long long)dh);
  unsigned long long top = (dh << s) | (s ? dl >> (64 - s) : 0);
  unsigned __int128 half = n >> 1;
  unsigned long long unused;
  unsigned long long q =
      __ptxc_udiv128by64((unsigned long long)(half >> 64), (unsigned long long)half, top, &unused) >>
      (63 - s);
  if (q != 0) q--;
  unsigned __int128 r = n - (unsigned __int128)q * d;
  if (r >= d) {
    q++;
    r -= d;
  }
  *rem = r;
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
