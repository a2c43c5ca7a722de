/* ptxc_math_float.h -- single precision part of ptxc's device math library.
 * Included by ptxc_math.h; see there for the primitive list. */
#ifndef PTXC_MATH_FLOAT_H
#define PTXC_MATH_FLOAT_H

#include "ptxc_math_consts.h"

#define PTXC_F_INF __int_as_float(0x7f800000)
#define PTXC_F_NAN __int_as_float(0x7fffffff)

/* ------------------------------------------------------------ classification */
PTXC_MF int __isnanf(float x) { return (__float_as_uint(x) & 0x7fffffffu) > 0x7f800000u; }
PTXC_MF int __isinff(float x) { return (__float_as_uint(x) & 0x7fffffffu) == 0x7f800000u; }
PTXC_MF int __finitef(float x) { return (__float_as_uint(x) & 0x7fffffffu) < 0x7f800000u; }
PTXC_MF int __signbitf(float x) { return (int)(__float_as_uint(x) >> 31); }

PTXC_MF float fabsf(float x) { return __ptxc_abs_f32(x); }
PTXC_MF float copysignf(float x, float y) { return __ptxc_copysign_f32(x, y); }
PTXC_MF float fmaf(float a, float b, float c) { return __fmaf_rn(a, b, c); }
/* sqrt.rn, or sqrt.approx under -prec-sqrt=false (as nvcc's sqrtf) */
PTXC_MF float sqrtf(float x) { return __ptxc_sqrtf(x); }

/* PTX min.f32: a NaN operand yields the other, -0 orders below +0 (C's fminf) */
PTXC_MF float fminf(float x, float y) { return min(x, y); }
/* PTX max.f32: a NaN operand yields the other, -0 orders below +0 (C's fmaxf) */
PTXC_MF float fmaxf(float x, float y) { return max(x, y); }
PTXC_MF float fdimf(float x, float y)
{
  if (__isnanf(x) || __isnanf(y)) return x + y;
  return x > y ? x - y : 0.0f;
}

/* ------------------------------------------------------------ rounding */
PTXC_MF float truncf(float x) { return __ptxc_trunc_f32(x); }
PTXC_MF float floorf(float x) { return __ptxc_floor_f32(x); }
PTXC_MF float ceilf(float x) { return __ptxc_ceil_f32(x); }
PTXC_MF float roundf(float x)
{
  float a = fabsf(x), t = truncf(a);
  if (a - t >= 0.5f) t = t + 1.0f; /* a - t is exact */
  return copysignf(t, x);
}
PTXC_MF float rintf(float x) { return __ptxc_rint_f32(x); }
PTXC_MF float nearbyintf(float x) { return rintf(x); }
PTXC_MF long lroundf(float x) { return (long)roundf(x); }
PTXC_MF long long llroundf(float x) { return (long long)roundf(x); }
PTXC_MF long lrintf(float x) { return (long)rintf(x); }
PTXC_MF long long llrintf(float x) { return (long long)rintf(x); }

/* ------------------------------------------------------------ exponent handling */
/* x * 2^n, exact unless the result over/underflows; correctly rounded into subnormals */
PTXC_MF float scalbnf(float x, int n)
{
  unsigned int u = __float_as_uint(x);
  unsigned int s = u & 0x80000000u;
  int ex = (int)((u >> 23) & 0xff);
  if (ex == 255 || (u << 1) == 0) return x;
  if (ex == 0) { /* subnormal: normalize */
    u = __float_as_uint(x * 0x1p24f);
    ex = (int)((u >> 23) & 0xff);
    n -= 24;
  }
  if (n > 400) n = 400;
  if (n < -400) n = -400;
  int e = ex + n;
  if (e >= 255) return __uint_as_float(s | 0x7f800000u);
  if (e >= 1) return __uint_as_float(s | ((unsigned int)e << 23) | (u & 0x007fffffu));
  /* subnormal result: shift the 24-bit significand right, round to nearest even */
  int sh = 1 - e;
  if (sh > 25) return __uint_as_float(s);
  unsigned int m = (u & 0x007fffffu) | 0x00800000u;
  unsigned int rem = m & ((1u << sh) - 1u), half = 1u << (sh - 1);
  m >>= sh;
  if (rem > half || (rem == half && (m & 1u))) m++;
  return __uint_as_float(s | m);
}
PTXC_MF float ldexpf(float x, int n) { return scalbnf(x, n); }
PTXC_MF float scalblnf(float x, long n)
{
  return scalbnf(x, n > 1000 ? 1000 : (n < -1000 ? -1000 : (int)n));
}
PTXC_MF float frexpf(float x, int *e)
{
  unsigned int u = __float_as_uint(x);
  int ex = (int)((u >> 23) & 0xff), adj = 0;
  if (ex == 255 || (u << 1) == 0) { *e = 0; return x; }
  if (ex == 0) { u = __float_as_uint(x * 0x1p24f); ex = (int)((u >> 23) & 0xff); adj = 24; }
  *e = ex - 126 - adj;
  return __uint_as_float((u & 0x807fffffu) | 0x3f000000u);
}
PTXC_MF int ilogbf(float x)
{
  unsigned int u = __float_as_uint(x) & 0x7fffffffu;
  if (u == 0) return (int)0x80000000; /* FP_ILOGB0 */
  if (u > 0x7f800000u) return (int)0x80000000; /* FP_ILOGBNAN */
  if (u == 0x7f800000u) return 0x7fffffff;
  if (u < 0x00800000u) return -127 - (__clz((int)u) - 9) ;
  return (int)(u >> 23) - 127;
}
PTXC_MF float logbf(float x)
{
  unsigned int u = __float_as_uint(x) & 0x7fffffffu;
  if (u == 0) return -PTXC_F_INF;
  if (u >= 0x7f800000u) return x * x; /* inf -> +inf, nan -> nan */
  return (float)ilogbf(x);
}
PTXC_MF float modff(float x, float *ip)
{
  float t = truncf(x);
  *ip = t;
  if (__isinff(x)) return copysignf(0.0f, x);
  return copysignf(x - t, x);
}
PTXC_MF float nextafterf(float x, float y)
{
  if (__isnanf(x) || __isnanf(y)) return x + y;
  if (x == y) return y;
  if (x == 0.0f) return copysignf(__uint_as_float(1u), y);
  unsigned int u = __float_as_uint(x);
  if ((x < y) == (x > 0.0f)) u++; else u--;
  return __uint_as_float(u);
}

/* ------------------------------------------------------------ fmod / remainder / remquo (exact) */
/* |x| = mx * 2^ex, |y| = my * 2^ey with integer significands */
PTXC_MF float __ptxc_remf(float x, float y, int *quo, int nearest)
{
  unsigned int ux = __float_as_uint(x), uy = __float_as_uint(y);
  unsigned int sx = ux & 0x80000000u, sq = (ux ^ uy) & 0x80000000u;
  ux &= 0x7fffffffu; uy &= 0x7fffffffu;
  *quo = 0;
  if (ux >= 0x7f800000u || uy > 0x7f800000u || uy == 0) return (x * y) / (x * y); /* nan */
  if (uy == 0x7f800000u) return x; /* |x| < inf */
  int ex = (int)(ux >> 23), ey = (int)(uy >> 23);
  unsigned long long mx = ux & 0x007fffffu, my = uy & 0x007fffffu;
  if (ex) mx |= 0x00800000u; else ex = 1;
  if (ey) my |= 0x00800000u; else ey = 1;
  unsigned int q = 0;
  if (ux < uy) { /* |x| < |y|: quotient 0 */
    if (!nearest) return x;
    /* remainder: x or x - sign*|y| */
    float ax = __uint_as_float(ux), ay = __uint_as_float(uy);
    if (ax > ay - ax) { /* ay - ax exact here when ax >= ay/2 */
      *quo = sq ? -1 : 1;
      return __uint_as_float(__float_as_uint(ay - ax) ^ (sx ^ 0x80000000u));
    }
    return x;
  }
  int d = ex - ey;
  q = (unsigned int)(mx / my); mx = mx % my;
  while (d > 0) {
    int k = d > 31 ? 31 : d;
    unsigned long long t = mx << k;
    q = (q << k) + (unsigned int)(t / my);
    mx = t % my;
    d -= k;
  }
  /* now |x| = q*|y| + mx*2^ey, 0 <= mx < my */
  if (nearest) {
    if (2 * mx > my || (2 * mx == my && (q & 1u))) { mx = my - mx; q++; sx ^= 0x80000000u; }
  }
  *quo = (int)(q & 0x7fu);
  if (sq) *quo = -*quo;
  float r = scalbnf((float)mx, ey - 150);
  return __uint_as_float(__float_as_uint(r) ^ sx);
}
PTXC_MF float fmodf(float x, float y) { int q; return __ptxc_remf(x, y, &q, 0); }
PTXC_MF float remainderf(float x, float y) { int q; return __ptxc_remf(x, y, &q, 1); }
PTXC_MF float remquof(float x, float y, int *quo) { return __ptxc_remf(x, y, quo, 1); }

/* ------------------------------------------------------------ exp family */
/* 2^n for n in [-126, 127] */
PTXC_MF float __ptxc_pow2f(int n) { return __int_as_float((n + 127) << 23); }
/* v * 2^n for v in [0.25, 4], n in [-300, 300]; one rounding */
PTXC_MF float __ptxc_scalef(float v, int n)
{
  if (n > 127) {
    if (n > 200) n = 200;
    return v * __ptxc_pow2f(n - 100) * 0x1p100f;
  }
  if (n < -125) {
    if (n < -200) n = -200;
    return (v * __ptxc_pow2f(n + 100)) * 0x1p-100f;
  }
  return v * __ptxc_pow2f(n);
}
/* e^(rh+rl), |rh| <= 0.36, |rl| << ulp(rh); returns value in [0.69, 1.43] */
PTXC_MF float __ptxc_expf_poly(float rh, float rl)
{
  float s = rh + rl; /* renormalize so that the dropped rl*(e^r - 1) is negligible */
  rl = rl - (s - rh);
  float p = __ptxc_pf_exp(s);
  return 1.0f + (s + __fmaf_rn(s * s, p, rl));
}
/* e^x = v * 2^n for finite |x| < 200 */
PTXC_MF float __ptxc_expf_k(float x, int *n)
{
  float fn = __fmaf_rn(x, PTXC_F_L2E_HI, 0x1.8p23f) - 0x1.8p23f;
  float rh = __fmaf_rn(-fn, PTXC_F_LN2_HI, x);
  float rl = fn * -PTXC_F_LN2_LO;
  *n = (int)fn;
  return __ptxc_expf_poly(rh, rl);
}
/* e^(xh+xl) = v * 2^n, |xh| < 200 */
PTXC_MF float __ptxc_expf_k2(float xh, float xl, int *n)
{
  float fn = __fmaf_rn(xh, PTXC_F_L2E_HI, 0x1.8p23f) - 0x1.8p23f;
  float rh = __fmaf_rn(-fn, PTXC_F_LN2_HI, xh);
  float rl = __fmaf_rn(fn, -PTXC_F_LN2_LO, xl);
  float s = rh + rl;
  rl = rl - (s - rh);
  *n = (int)fn;
  return __ptxc_expf_poly(s, rl);
}
/* 2^(x * (hi + lo)), hi + lo a base-2 logarithm as a float pair, as nvcc computes its
   exp family: n = rint(x * hi) clamped to [-126, 127] so that 2^n is a normal float
   built from bits, f = x * (hi + lo) - n by two fmas (|f| <= 0.5 + 2^-24 unless
   clamped), 2^f by ex2.approx.ftz.  `.ftz` changes nothing here: a subnormal f has
   2^f = 1 to float precision and 2^f is subnormal only when the result is below
   2^-252 (zero either way); subnormal results are rounded once, by the final product.
   NaN, infinities and overflow come out of the same path (PTX min/max return the
   non-NaN operand, ex2 of +-inf is inf or 0). */
PTXC_MF float __ptxc_exp2f_scaled(float x, float hi, float lo)
{
  float t = __fmaf_rn(x, hi, 0x1.8p23f); /* 0x1.8p23 + rint(x * hi) */
  t = fminf(fmaxf(t, 0x1.8p23f - 126.0f), 0x1.8p23f + 127.0f);
  float f = __fmaf_rn(x, hi, 0x1.8p23f - t); /* 0x1.8p23 - t = -n, exact */
  f = __fmaf_rn(x, lo, f);
  /* t's low significand bits hold n: shifted into the exponent field, 2^n */
  float scale = __uint_as_float((__float_as_uint(t) << 23) + 0x3f800000u);
  return __ptxc_ex2_approx_ftz_f32(f) * scale;
}
/* 2^(th + tl) for |th| <= 200, tl below th's ulp (powf; issue 45: the double-float
   exp core made powf 158 executed instructions against nvcc's 110): the same
   construction as __ptxc_exp2f_scaled, f = (th - n) + tl with th - n exact, so
   the error is ex2.approx's plus at most ~0.35 ulp from rounding f (within
   NVIDIA's 4 ulp for powf). */
PTXC_MF float __ptxc_exp2f_pair(float th, float tl)
{
  float t = fminf(fmaxf(th + 0x1.8p23f, 0x1.8p23f - 126.0f), 0x1.8p23f + 127.0f);
  float f = (th - (t - 0x1.8p23f)) + tl;
  float scale = __uint_as_float((__float_as_uint(t) << 23) + 0x3f800000u);
  return __ptxc_ex2_approx_ftz_f32(f) * scale;
}
PTXC_MF float expf(float x) { return __ptxc_exp2f_scaled(x, PTXC_F_L2E_HI, PTXC_F_L2E_LO); }
/* ex2.approx.f32, nvcc's exp2f (NVIDIA documents both at 2 ulp) */
PTXC_MF float exp2f(float x) { return __ptxc_exp2f_approx(x); }
PTXC_MF float exp10f(float x) { return __ptxc_exp2f_scaled(x, PTXC_F_L2T_HI, PTXC_F_L2T_LO); }
PTXC_MF float expm1f(float x)
{
  float a = fabsf(x);
  if (a < 0.34f) {
    if (a < 0x1p-25f) return x;
    float p = __fmaf_rn(x, __ptxc_pf_expm1(x), 0.5f);
    return __fmaf_rn(x * x, p, x);
  }
  if (!(x < 89.0f)) return x > 0.0f ? PTXC_F_INF : x + x; /* overflow, inf, nan */
  if (x < -17.5f) return -1.0f;
  float fn = __fmaf_rn(x, PTXC_F_L2E_HI, 0x1.8p23f) - 0x1.8p23f;
  float rh = __fmaf_rn(-fn, PTXC_F_LN2_HI, x);
  float rl = fn * -PTXC_F_LN2_LO;
  int n = (int)fn;
  float s0 = rh + rl;
  rl = rl - (s0 - rh);
  rh = s0;
  /* u = expm1(rh + rl) = rh + ul */
  float ul = __fmaf_rn(rh * rh, __fmaf_rn(rh, __ptxc_pf_expm1(rh), 0.5f), rl);
  if (n >= 0) {
    /* 2^n * ((1 - 2^-n) + rh + ul) */
    float a0 = 1.0f;
    if (n <= 24) a0 = 1.0f - __ptxc_pow2f(-n); else if (n < 100) ul = ul - __ptxc_pow2f(-n);
    float s = a0 + rh;
    float e = (a0 - s) + rh;
    return __ptxc_scalef(s + (e + ul), n);
  }
  /* (2^n - 1) + 2^n * (rh + ul) */
  float b = (rh + ul) * __ptxc_pow2f(n);
  return (__ptxc_pow2f(n) - 1.0f) + b;
}

/* ------------------------------------------------------------ log family */
/* natural log of finite x > 0 as hi + *lo (relative error ~2^-44) */
PTXC_MF float __ptxc_logf_k(float x, float *lo)
{
  unsigned int u = __float_as_uint(x);
  int k = 0;
  if (u < 0x00800000u) { u = __float_as_uint(x * 0x1p23f); k = -23; }
  k += (int)(u >> 23) - 127;
  int i = (int)((u >> 16) & 127u);
  if (i >= 53) k += 1;
  float m = __uint_as_float((u & 0x007fffffu) | 0x3f800000u);
  float r = __fmaf_rn(m, __ptxc_log_invc[i], -1.0f); /* exact */
  float r2h = r * r, r2l = __fmaf_rn(r, r, -r2h);
  float hh = -0.5f * r2h, hl = -0.5f * r2l;
  float s = r + hh, se = (r - s) + hh;                 /* |r| >= |hh| */
  float tail = se + hl + r * r2h * __ptxc_pf_log1p(r); /* r^3 P(r) */
  float kf = (float)k;
  float a = kf * PTXC_F_LN2K_HI; /* exact */
  float al = kf * PTXC_F_LN2K_LO;
  float ch = __ptxc_logf_tab[2 * i], cl = __ptxc_logf_tab[2 * i + 1];
  /* b = a + ch (2sum) */
  float b = a + ch, bv = b - a, bl = (a - (b - bv)) + (ch - bv);
  /* h = b + s (2sum) */
  float h = b + s, hv = h - b, h2 = (b - (h - hv)) + (s - hv);
  float l = ((bl + al) + cl) + (h2 + tail);
  float hi = h + l;
  *lo = l - (hi - h);
  return hi;
}
/* natural log of finite x > 0 as hi + *tail for logf and log10f (issue 45:
 * no table, no extra precision, within NVIDIA's 1 ulp; __ptxc_logf_k is the
 * accurate core the other functions keep). x = 2^k m with m in [sqrt(2)/2,
 * sqrt(2)), f = m - 1 exact, log1p(f) = f - f^2/2 + f^3 R(f); hi = k ln2_hi + f
 * exactly (Fast2Sum: |k ln2_hi| >= |f| unless k = 0), *tail the rest. */
PTXC_MF float __ptxc_logf_fast(float x, float *tail)
{
  float kf = 0.0f;
  if (x < 0x1p-126f) { x = x * 0x1p23f; kf = -23.0f; } /* subnormal */
  int e = (int)(__float_as_uint(x) - 0x3f3504f3u) >> 23; /* 0x3f3504f3: sqrt(2)/2 */
  float m = __uint_as_float(__float_as_uint(x) - ((unsigned int)e << 23));
  float f = m - 1.0f; /* exact: m in [1/2, 2] */
  kf += (float)e;
  float a = kf * PTXC_F_LN2K_HI; /* exact: |k| <= 149, ln2_hi has 15 bits */
  float hi = a + f, err = (a - hi) + f;
  float q = __fmaf_rn(f, __ptxc_pf_logr(f), -0.5f);
  *tail = __fmaf_rn(q, f * f, __fmaf_rn(kf, PTXC_F_LN2K_LO, err));
  return hi;
}
/* x <= 0, +inf or NaN: one unsigned compare (issue 46: `!(x > 0) || isinf(x)` was
   two branches and a block per log call) */
PTXC_MF int __ptxc_log_special(float x) { return __float_as_uint(x) - 1u >= 0x7f7fffffu; }
/* the log of such an x: -inf for +-0; x * inf + inf is inf for +inf, NaN for NaN and
   every x < 0 */
PTXC_MF float __ptxc_log_special_value(float x)
{
  return x == 0.0f ? -PTXC_F_INF : x * PTXC_F_INF + PTXC_F_INF;
}
/* no branch: the core's arithmetic on such an x is harmless, its result replaced
   (two selects: as one, the `x == 0` choice inside it kept a branch) */
PTXC_MF float logf(float x)
{
  float tail, hi = __ptxc_logf_fast(x, &tail);
  float r = __ptxc_log_special(x) ? x * PTXC_F_INF + PTXC_F_INF : hi + tail;
  return x == 0.0f ? -PTXC_F_INF : r;
}
PTXC_MF float __ptxc_mul_ddf(float h, float l, float ch, float cl)
{
  float p = h * ch;
  return p + (__fmaf_rn(h, ch, -p) + (h * cl + l * ch));
}
/* log2f keeps the accurate core: the fast one gives 1.03 ulp here (bound 1) */
PTXC_MF float log2f(float x)
{
  if (__ptxc_log_special(x)) return __ptxc_log_special_value(x);
  float lo, hi = __ptxc_logf_k(x, &lo);
  return __ptxc_mul_ddf(hi, lo, PTXC_F_L2E_HI, PTXC_F_L2E_LO);
}
PTXC_MF float log10f(float x)
{
  if (__ptxc_log_special(x)) return __ptxc_log_special_value(x);
  float tail, hi = __ptxc_logf_fast(x, &tail);
  return __fmaf_rn(hi, PTXC_F_L10E_HI, __fmaf_rn(tail, PTXC_F_L10E_HI, hi * PTXC_F_L10E_LO));
}
PTXC_MF float log1pf(float x)
{
  if (!(x > -1.0f) || __isinff(x)) {
    if (x == -1.0f) return -PTXC_F_INF;
    if (x == PTXC_F_INF) return x;
    return PTXC_F_NAN;
  }
  if (fabsf(x) < 0x1p-24f) return x;
  float u = 1.0f + x;
  float c = fabsf(x) <= 1.0f ? (1.0f - u) + x : (x - u) + 1.0f; /* 1 + x = u + c exactly */
  float lo, hi = __ptxc_logf_k(u, &lo);
  return hi + (lo + c / u);
}

/* ------------------------------------------------------------ pow */
PTXC_MF int __ptxc_isintf(float y) { return truncf(y) == y; }
PTXC_MF int __ptxc_isoddf(float y) { return fabsf(y) < 0x1p24f && __ptxc_isintf(y) && (((int)y) & 1); }
/* powf's special cases (C99 F.10.4.4): y = +-0, x = 1, NaN, infinite y, x = +-0 or
   +-inf, and x < 0 with y not an integer; selects in C99's order of precedence, from
   the last to the first */
PTXC_MF float __ptxc_powf_special(float x, float y)
{
  float ax = fabsf(x);
  /* x = +-0 or +-inf: 0 or inf, negative for x = -0 or -inf and an odd y */
  float r = ((x == 0.0f) == (y < 0.0f)) ? PTXC_F_INF : 0.0f;
  r = __signbitf(x) && __ptxc_isoddf(y) ? -r : r;
  r = (ax == 0.0f) | (ax == PTXC_F_INF) ? r : PTXC_F_NAN; /* else x < 0, y not an integer */
  float ry = ((ax < 1.0f) == (y < 0.0f)) ? PTXC_F_INF : 0.0f;
  r = __isinff(y) ? (ax == 1.0f ? 1.0f : ry) : r;
  r = __isnanf(x) | __isnanf(y) ? x + y : r;
  return (y == 0.0f) | (x == 1.0f) ? 1.0f : r;
}
/* The special cases are one rare branch, its test one `|` of compares (no
   short-circuit blocks): with a constant y (`powf(v, 1.5f)`) the tests of y fold
   away and what is left is |x| in (0, inf) and the sign of x (issue 46). */
PTXC_MF float powf(float x, float y)
{
  unsigned int ux = __float_as_uint(x) & 0x7fffffffu;
  int yint = __ptxc_isintf(y);
  if ((y == 0.0f) | ((ux - 1u) >= 0x7f7fffffu) | !(fabsf(y) < PTXC_F_INF) | ((x < 0.0f) & !yint))
    return __ptxc_powf_special(x, y);
  /* finite x != 0 (not 1 unless y is finite: log 1 = 0 gives 1 exactly), finite y != 0 */
  int negate = (x < 0.0f) & __ptxc_isoddf(y);
  float lo, hi = __ptxc_logf_k(__uint_as_float(ux), &lo);
  /* log2(ax) as lh + ll */
  float lh = hi * PTXC_F_L2E_HI;
  float ll = __fmaf_rn(hi, PTXC_F_L2E_HI, -lh) + (hi * PTXC_F_L2E_LO + lo * PTXC_F_L2E_HI);
  float s0 = lh + ll;
  ll = ll - (s0 - lh);
  lh = s0;
  float th = y * lh;
  float tl = __fmaf_rn(y, lh, -th) + y * ll;
  float r = __ptxc_exp2f_pair(th, tl);
  /* beyond +-200, overflow and underflow (th may be infinite, tl then NaN) */
  r = th > 200.0f ? PTXC_F_INF : r;
  r = th < -200.0f ? 0.0f : r;
  return negate ? -r : r;
}

/* ------------------------------------------------------------ sqrt family */
PTXC_MF float rsqrtf(float x) { return 1.0f / __fsqrt_rn(x); }
/* cube root of m in [1,8): accurate to ~2^-30 as yh (+ returned correction in *yl) */
PTXC_MF float __ptxc_cbrtf_k(float m, float *yl)
{
  float y = __ptxc_pf_cbrt(m - 4.5f);
  y = y - (y - m / (y * y)) * 0x1.555556p-2f;
  y = y - (y - m / (y * y)) * 0x1.555556p-2f;
  float y2h = y * y, y2l = __fmaf_rn(y, y, -y2h);
  float y3h = y2h * y, y3l = __fmaf_rn(y2h, y, -y3h) + y2l * y;
  float res = (y3h - m) + y3l; /* y^3 - m, accurately */
  *yl = -res / (3.0f * y2h);
  return y;
}
PTXC_MF void __ptxc_cbrt_split(float a, float *m, int *q)
{
  unsigned int u = __float_as_uint(a);
  int e = 0;
  if (u < 0x00800000u) { u = __float_as_uint(a * 0x1p24f); e = -24; }
  e += (int)(u >> 23) - 127;
  int qq = (e + 384) / 3 - 128, rem = e - 3 * qq;
  *m = __uint_as_float((u & 0x007fffffu) | ((unsigned int)(127 + rem) << 23));
  *q = qq;
}
PTXC_MF float cbrtf(float x)
{
  float a = fabsf(x);
  if (a == 0.0f || !(a < PTXC_F_INF)) return x + x;
  float m; int q;
  __ptxc_cbrt_split(a, &m, &q);
  float yl, y = __ptxc_cbrtf_k(m, &yl);
  return copysignf((y + yl) * __ptxc_pow2f(q), x);
}
PTXC_MF float rcbrtf(float x)
{
  float a = fabsf(x);
  if (a == 0.0f) return copysignf(PTXC_F_INF, x);
  if (!(a < PTXC_F_INF)) return __isnanf(x) ? x + x : copysignf(0.0f, x);
  float m; int q;
  __ptxc_cbrt_split(a, &m, &q);
  float yl, y = __ptxc_cbrtf_k(m, &yl);
  float z = 1.0f / (y + yl);
  /* refine z with an accurate residual m*z^3 - 1 */
  float z2h = z * z, z2l = __fmaf_rn(z, z, -z2h);
  float z3h = z2h * z, z3l = __fmaf_rn(z2h, z, -z3h) + z2l * z;
  float p = m * z3h, pl = __fmaf_rn(m, z3h, -p);
  float res = (p - 1.0f) + (pl + m * z3l);
  z = __fmaf_rn(-z * 0x1.555556p-2f, res, z);
  return copysignf(z * __ptxc_pow2f(-q), x);
}
PTXC_MF float hypotf(float x, float y)
{
  float a = fabsf(x), b = fabsf(y);
  if (__isinff(a) || __isinff(b)) return PTXC_F_INF;
  if (__isnanf(a) || __isnanf(b)) return x + y;
  float mx = a > b ? a : b, mn = a > b ? b : a;
  if (mn == 0.0f) return mx;
  int pre = 0;
  if (mx < 0x1p-100f) { mx *= 0x1p100f; mn *= 0x1p100f; pre = -100; }
  int e = (int)(__float_as_uint(mx) >> 23) - 127;
  float s = __uint_as_float((unsigned int)(127 - e) << 23); /* 2^-e, may be 2^-127 (exact) */
  if (e == 127) s = 0x1p-127f;
  mx *= s; mn *= s;
  float r = __fsqrt_rn(__fmaf_rn(mx, mx, mn * mn));
  return scalbnf(r, e + pre);
}

/* ------------------------------------------------------------ trig argument reduction */
/* Payne-Hanek: x = m * 2^e (m < 2^53 integer).  Returns the quadrant (x*2/pi rounded to
   the nearest integer, mod 4) and the signed remainder x*2/pi - n in [-1/2, 1/2] as a
   128-bit two's complement fixed-point number (*fh:*fl) scaled by 2^128. */
PTXC_MF int __ptxc_payne_hanek(unsigned long long m, int e, unsigned long long *fh, unsigned long long *fl)
{
  int s = e - 2 + 64; /* bits skipped before the one of weight 2^1, +64 for the zero padding */
  int w = s >> 5, sh = s & 31;
  /* m times the window, one 32-bit word of it at a time from the least
     significant, carrying the rest: c[k] is word k of the exact product (the
     words above c[5] weigh multiples of 4 and leave the quadrant alone). One
     loop, which unrolls to a few instructions a word. */
  unsigned long long c[6], carry = 0;
  unsigned long long m0 = m & 0xffffffffull, m1 = m >> 32;
  /* one base address: the loads below are at constant offsets from it */
  const unsigned int *bits = __ptxc_2opi_bits + w;
  unsigned int nx = bits[6]; /* each word is loaded once, then is the next one's nx */
  int k;
  for (k = 0; k < 6; k++) {
    /* the window's word: (hi:nx << sh) >> 32, one shf.l (issue 46: a shift each
       way, a select for sh = 0 and an or) */
    unsigned int hi = bits[5 - k];
    unsigned long long v = __funnelshift_l(nx, hi, (unsigned int)sh);
    nx = hi;
    unsigned long long lo = m0 * v + (carry & 0xffffffffull); /* < 2^64 */
    carry = m1 * v + (carry >> 32) + (lo >> 32);               /* m1 < 2^21 */
    c[k] = lo & 0xffffffffull;
  }
  /* c[k] < 2^32: its top two bits are the quadrant, and shifted left by 34 its
     bits 30 and 31 leave the word (no masks needed) */
  int q = (int)(c[5] >> 30);
  unsigned long long h = (c[5] << 34) | (c[4] << 2) | (c[3] >> 30);
  unsigned long long l = (c[3] << 34) | (c[2] << 2) | (c[1] >> 30);
  if (h >> 63) q = (q + 1) & 3;
  *fh = h; *fl = l;
  return q;
}
/* |x| >= 2^17, infinite or NaN: Payne-Hanek; NaN for inf and NaN (quadrant 0) */
PTXC_MF int __ptxc_rem_pio2f_large(float x, float *rh, float *rl)
{
  float a = fabsf(x);
  if (!(a < PTXC_F_INF)) { *rh = x * 0.0f; *rl = 0.0f; return 0; }
  unsigned int u = __float_as_uint(a);
  unsigned long long m = (u & 0x007fffffu) | 0x00800000u;
  int e = (int)(u >> 23) - 150;
  unsigned long long fh, fl;
  int q = __ptxc_payne_hanek(m, e, &fh, &fl);
  int neg = (int)(fh >> 63);
  if (neg) fh = ~fh + (fl == 0 ? 1u : 0u); /* |f| top 64 bits (the low word only adds carry) */
  int lz = __clzll((long long)fh);
  if (lz > 90) lz = 90;
  unsigned long long nrm = fh << lz;
  float hi = (float)(unsigned int)(nrm >> 40);
  float lo = (float)(unsigned int)((nrm >> 16) & 0xffffffu);
  float sc = __ptxc_pow2f(-64 - lz + 40); /* hi * sc = value of the top 24 bits */
  hi *= sc;
  lo *= sc * 0x1p-24f;
  float ph = hi * PTXC_F_PIO2_HI;
  float pl = __fmaf_rn(hi, PTXC_F_PIO2_HI, -ph) + (hi * PTXC_F_PIO2_LO + lo * PTXC_F_PIO2_HI);
  float s = ph + pl;
  pl = pl - (s - ph);
  int flip = neg ^ (x < 0.0f); /* one sign change for both */
  *rh = flip ? -s : s;
  *rl = flip ? -pl : pl;
  return x < 0.0f ? (4 - q) & 3 : q;
}
/* returns quadrant, reduced argument rh + rl in [-pi/4, pi/4] (NaN for inf and NaN).
   Below 2^17 Cody-Waite, also for |x| <= pi/4 (n = 0 leaves x exactly, as nvcc's
   sinf does: no branch); the rest is one rare branch (issue 46). +-0 comes out as
   +0: callers that keep the sign of zero test for it. */
PTXC_MF int __ptxc_rem_pio2f(float x, float *rh, float *rl)
{
  if (!(fabsf(x) < 0x1p17f)) return __ptxc_rem_pio2f_large(x, rh, rl);
  float fn = __fmaf_rn(x, PTXC_F_2OPI, 0x1.8p23f) - 0x1.8p23f;
  float r1 = __fmaf_rn(-fn, PTXC_F_PIO2_1, x); /* exact */
  float w = fn * PTXC_F_PIO2_2, wl = __fmaf_rn(fn, PTXC_F_PIO2_2, -w);
  float h = r1 - w; /* 2sum: h + e = r1 - w exactly */
  float bv = h - r1, e = (r1 - (h - bv)) + (-w - bv);
  float l = e - (wl + fn * PTXC_F_PIO2_3);
  float s = h + l;
  *rh = s;
  *rl = l - (s - h);
  return ((int)fn) & 3;
}
PTXC_MF float __ptxc_sinf_k(float rh, float rl)
{
  float t = rh * rh;
  return rh + __fmaf_rn(rh * t, __ptxc_pf_sin(t), rl);
}
PTXC_MF float __ptxc_cosf_k(float rh, float rl)
{
  float t = rh * rh, tl = __fmaf_rn(rh, rh, -t);
  float hz = 0.5f * t, w = 1.0f - hz;
  float rest = (((1.0f - w) - hz) - 0.5f * tl) + __fmaf_rn(t * t, __ptxc_pf_cos(t), -rh * rl);
  return w + rest;
}
/* |x| >= 105615, infinite or NaN (NaN, quadrant 0): Payne-Hanek for one float r
   (issue 46: the shared 53-bit form, six words and a 128-bit fraction, was ~95 PTX
   instructions). The 24-bit mantissa times three 32-bit words of the window of
   2/pi (c3, c4, c5 of the product): c5's top two bits are n mod 4 (the words above
   weigh multiples of 4), the next 62 bits the fraction; the words below c3 change
   it by less than 2^-61, and the fraction of a float at or above 105615 is never
   below 2^-30 (an exhaustive search: at 0x1.47d0fep+34), so that error stays under
   2^-8 ulp of r. The signed fraction f (the nearest n, |f| <= 1/2) times 2^63 is
   converted as fh + fl (exact to 2^-48) and multiplied by pi/2 2^-63 in
   double-float, rounded once. The quadrant is only read mod 4: not masked. */
PTXC_MF int __ptxc_rem_pio2f_huge(float x, float *r)
{
  float a = fabsf(x);
  if (!(a < PTXC_F_INF)) { *r = x * 0.0f; return 0; }
  unsigned int u = __float_as_uint(a);
  unsigned long long m = (u & 0x007fffffu) | 0x00800000u;
  int s = (int)(u >> 23) - 150 - 2 + 64; /* as __ptxc_payne_hanek's window */
  unsigned int sh = (unsigned int)s & 31u;
  const unsigned int *bits = __ptxc_2opi_bits + (s >> 5);
  unsigned int b1 = bits[1], b2 = bits[2];
  unsigned long long p3 = m * __funnelshift_l(bits[3], b2, sh);
  unsigned long long p4 = m * __funnelshift_l(b2, b1, sh) + (p3 >> 32);
  unsigned long long p5 = m * __funnelshift_l(b1, bits[0], sh) + (p4 >> 32);
  unsigned long long t = (p5 << 32) | (p4 & 0xffffffffull); /* c5:c4 */
  unsigned long long h = (t << 2) | ((p3 & 0xffffffffull) >> 30);
  int q = (int)(t >> 62) + (int)(h >> 63); /* n rounds up when the fraction >= 1/2 */
  long long f = (long long)h >> 1;         /* x 2/pi - n, times 2^63 */
  float fh = (float)f;
  float fl = (float)(f - (long long)fh); /* exact difference, |.| < 2^39 */
  float ph = fh * (PTXC_F_PIO2_HI * 0x1p-63f);
  float pl = __fmaf_rn(fh, PTXC_F_PIO2_HI * 0x1p-63f, -ph)
           + (fh * (PTXC_F_PIO2_LO * 0x1p-63f) + fl * (PTXC_F_PIO2_HI * 0x1p-63f));
  float v = ph + pl;
  *r = x < 0.0f ? -v : v;
  return x < 0.0f ? -q : q;
}
/* sinf, cosf, sincosf (issue 46: the double-float reduction and separate sine and
   cosine kernels were ~55 PTX instructions where nvcc's are ~25; NVIDIA's bound is
   2 ulp): below 105615 three fmas with pi/2 as three positive parts, x - n T1 exact,
   the single float r within about an ulp of x - n pi/2 (an ulp of r plus n's
   share of the truncated pi/2, below 2^-55). With n = +0 each product is -0, so
   r = x exactly, -0 included. Larger, infinite or NaN: Payne-Hanek (rare branch).
   The quadrant is returned unmasked: callers read q & 1 and q & 2. */
PTXC_MF int __ptxc_rem_pio2f_short(float x, float *r)
{
  if (!(fabsf(x) < 105615.0f)) return __ptxc_rem_pio2f_huge(x, r);
  float fn = __fmaf_rn(x, PTXC_F_2OPI, 0x1.8p23f) - 0x1.8p23f;
  float v = __fmaf_rn(fn, -PTXC_F_PIO2T_1, x); /* exact */
  v = __fmaf_rn(fn, -PTXC_F_PIO2T_2, v);
  *r = __fmaf_rn(fn, -PTXC_F_PIO2T_3, v);
  return (int)fn; /* read mod 4 */
}
/* sin r for q even, cos r for q odd (|r| <= pi/4), negated for q & 2: one
   polynomial whose coefficients the quadrant selects, sin r = r + r t S(t) and
   cos r = 1 + t K(t) as base + (t base) P(t). `t base` is an fma with +0 so that
   r = -0 gives +0 there and the last fma (P(0) < 0) returns -0. */
PTXC_MF float __ptxc_sincosf_k(float r, int q)
{
  int c = q & 1;
  float t = r * r;
  float base = c ? 1.0f : r;
  float p = c ? __fmaf_rn(__PTXC_PF_COS1_C3, t, __PTXC_PF_COS1_C2) : __PTXC_PF_SIN2_C2;
  p = __fmaf_rn(p, t, c ? __PTXC_PF_COS1_C1 : __PTXC_PF_SIN2_C1);
  p = __fmaf_rn(p, t, c ? __PTXC_PF_COS1_C0 : __PTXC_PF_SIN2_C0);
  float v = __fmaf_rn(p, __fmaf_rn(t, base, 0.0f), base);
  return (q & 2) ? -v : v;
}
PTXC_MF float sinf(float x)
{
  float r;
  int q = __ptxc_rem_pio2f_short(x, &r);
  return __ptxc_sincosf_k(r, q);
}
PTXC_MF float cosf(float x)
{
  float r;
  int q = __ptxc_rem_pio2f_short(x, &r);
  return __ptxc_sincosf_k(r, q + 1);
}
PTXC_MF void sincosf(float x, float *sp, float *cp)
{
  float r;
  int q = __ptxc_rem_pio2f_short(x, &r);
  *sp = __ptxc_sincosf_k(r, q);
  *cp = __ptxc_sincosf_k(r, q + 1);
}
PTXC_MF float tanf(float x)
{
  if (fabsf(x) < 0x1p-12f) return x;
  if (__isinff(x)) return PTXC_F_NAN;
  if (__isnanf(x)) return x + x;
  float rh, rl;
  int q = __ptxc_rem_pio2f(x, &rh, &rl);
  if (fabsf(rh) < 0x1p-12f) { /* tan r = r + r^3/3 */
    float t = __fmaf_rn(rh * rh * rh, 0x1.555556p-2f, rl) + rh;
    return (q & 1) ? -1.0f / t : t;
  }
  float s = __ptxc_sinf_k(rh, rl), c = __ptxc_cosf_k(rh, rl);
  return (q & 1) ? -c / s : s / c;
}
/* x = n/2 + f exactly, |f| <= 1/4; returns n mod 4 */
PTXC_MF int __ptxc_redpif(float x, float *f)
{
  float a = fabsf(x);
  if (a >= 0x1p24f) { *f = 0.0f; return 0; }
  if (a >= 0x1p22f) { int n = (int)(2.0f * x); *f = 0.0f; return n & 3; }
  float fn = rintf(2.0f * x);
  *f = x - 0.5f * fn;
  return ((int)fn) & 3;
}
PTXC_MF float sinpif(float x)
{
  if (!__finitef(x)) return __isnanf(x) ? x + x : PTXC_F_NAN;
  if (fabsf(x) < 0x1p-100f) { /* pi x, scaled so that only the final multiply rounds into subnormals */
    float y = x * 0x1p64f;
    return __fmaf_rn(y, PTXC_F_PI_HI, y * PTXC_F_PI_LO) * 0x1p-64f;
  }
  float f;
  int q = __ptxc_redpif(x, &f);
  float rh = f * PTXC_F_PI_HI, rl = __fmaf_rn(f, PTXC_F_PI_HI, -rh) + f * PTXC_F_PI_LO;
  float r = (q & 1) ? __ptxc_cosf_k(rh, rl) : __ptxc_sinf_k(rh, rl);
  r = (q & 2) ? -r : r;
  return r == 0.0f ? copysignf(0.0f, x) : r;
}
PTXC_MF float cospif(float x)
{
  if (!__finitef(x)) return __isnanf(x) ? x + x : PTXC_F_NAN;
  float f;
  int q = __ptxc_redpif(x, &f);
  float rh = f * PTXC_F_PI_HI, rl = __fmaf_rn(f, PTXC_F_PI_HI, -rh) + f * PTXC_F_PI_LO;
  float r = (q & 1) ? __ptxc_sinf_k(rh, rl) : __ptxc_cosf_k(rh, rl);
  r = ((q + 1) & 2) ? -r : r;
  return r + 0.0f; /* cospi(n + 1/2) = +0 */
}
PTXC_MF void sincospif(float x, float *sp, float *cp) { *sp = sinpif(x); *cp = cospif(x); }

/* ------------------------------------------------------------ inverse trig */
/* Without branches, as acosf below: |x| <= 0.5: x + x^3 p(x^2); otherwise, with
 * s = sqrt((1 - |x|) / 2), pi/2 - 2s - 2w (w = asin(s) - s) with the sign of x. */
PTXC_MF float asinf(float x)
{
  float a = fabsf(x);
  int big = a > 0.5f;
  float z = (1.0f - a) * 0.5f; /* exact for |x| in [0.5, 1]; nan past 1 */
  float s = __fsqrt_rn(z);
  float t = big ? z : x * x;
  float p = __ptxc_pf_asin(t);
  float near = __fmaf_rn(x * t, p, x);
  float w = s * z * p;
  float h = PTXC_F_PIO2_HI - 2.0f * s;
  float e = (PTXC_F_PIO2_HI - h) - 2.0f * s;
  float far = copysignf(h + (e + (PTXC_F_PIO2_LO - 2.0f * w)), x);
  return big ? far : near;
}
/* Without branches, as nvcc's: both ranges are computed and one is selected, so
 * that an acosf of a loop-invariant value leaves the loop with it (LICM moves
 * instructions, not branches). Each range is C - v - W with C split hi + lo:
 * |x| <= 0.5: pi/2 - x - x^3 p(x^2); otherwise, with s = sqrt((1 - |x|) / 2),
 * 0 + 2s + 2w for x > 0 and pi - 2s - 2w for x < 0 (w = asin(s) - s). */
PTXC_MF float acosf(float x)
{
  float a = fabsf(x);
  int big = a > 0.5f;
  float z = (1.0f - a) * 0.5f; /* exact for |x| in [0.5, 1]; nan past 1 */
  float s = __fsqrt_rn(z);
  float t = big ? z : x * x;
  float p = __ptxc_pf_asin(t);
  float w = big ? 2.0f * (s * z * p) : x * t * p;
  float v = big ? 2.0f * s : x;
  int flip = big && x > 0.0f; /* 0 - (-2s) - (-2w) */
  v = flip ? -v : v;
  w = flip ? -w : w;
  float c_hi = big ? (flip ? 0.0f : PTXC_F_PI_HI) : PTXC_F_PIO2_HI;
  float c_lo = big ? (flip ? 0.0f : PTXC_F_PI_LO) : PTXC_F_PIO2_LO;
  float h = c_hi - v;
  float e = (c_hi - h) - v;
  return h + (e + (c_lo - w));
}
/* atan(u) for |u| <= 0.52 */
PTXC_MF float __ptxc_atanf_p(float u)
{
  float t = u * u;
  return __fmaf_rn(u * t, __ptxc_pf_atan(t), u);
}
/* atan(a), a >= 0 (or nan) */
PTXC_MF float __ptxc_atanf_pos(float a)
{
  if (a <= 0.5f) return a < 0x1p-12f ? a : __ptxc_atanf_p(a);
  if (a <= 2.0f) {
    float u = (a - 1.0f) / (a + 1.0f);
    float t = u * u;
    float w = __fmaf_rn(u * t, __ptxc_pf_atan(t), PTXC_F_PIO4_LO);
    return PTXC_F_PIO4_HI + (u + w);
  }
  float u = 1.0f / a;
  float t = u * u;
  float w = __fmaf_rn(u * t, __ptxc_pf_atan(t), -PTXC_F_PIO2_LO);
  return PTXC_F_PIO2_HI - (u + w);
}
PTXC_MF float atanf(float x)
{
  if (__isnanf(x)) return x + x;
  return copysignf(__ptxc_atanf_pos(fabsf(x)), x);
}
PTXC_MF float atan2f(float y, float x)
{
  if (__isnanf(x) || __isnanf(y)) return x + y;
  float ax = fabsf(x), ay = fabsf(y);
  float r;
  if (ay == 0.0f) {
    r = __signbitf(x) ? PTXC_F_PI_HI : 0.0f;
  } else if (ax == 0.0f) {
    r = PTXC_F_PIO2_HI;
  } else if (__isinff(ax) && __isinff(ay)) {
    r = __signbitf(x) ? 3.0f * PTXC_F_PIO4_HI : PTXC_F_PIO4_HI;
  } else if (__isinff(ax)) {
    r = __signbitf(x) ? PTXC_F_PI_HI : 0.0f;
  } else if (__isinff(ay)) {
    r = PTXC_F_PIO2_HI;
  } else {
    float mx = ax > ay ? ax : ay, mn = ax > ay ? ay : ax;
    /* bring into range where mn/mx keeps precision */
    if (mx > 0x1p100f) { mx *= 0x1p-64f; mn *= 0x1p-64f; }
    if (mx < 0x1p-100f) { mx *= 0x1p64f; mn *= 0x1p64f; }
    float u = mn / mx;
    float ah, al; /* atan(u) as ah + al, u <= 1 */
    if (u <= 0.5f) {
      float t = u * u;
      ah = u; al = u * t * __ptxc_pf_atan(t);
    } else {
      float v = (mn - mx) / (mn + mx);
      float t = v * v;
      ah = PTXC_F_PIO4_HI; al = v + __fmaf_rn(v * t, __ptxc_pf_atan(t), PTXC_F_PIO4_LO);
    }
    if (ay > ax) { /* pi/2 - atan */
      float h = PTXC_F_PIO2_HI - ah;
      al = PTXC_F_PIO2_LO - al; ah = h;
    }
    if (__signbitf(x)) { /* pi - atan */
      float h = PTXC_F_PI_HI - ah;
      al = PTXC_F_PI_LO - al; ah = h;
    }
    r = ah + al;
  }
  return copysignf(r, y);
}

/* ------------------------------------------------------------ hyperbolic */
PTXC_MF float sinhf(float x)
{
  float a = fabsf(x);
  if (a < 1.0f) {
    if (a < 0x1p-12f) return x;
    float t = x * x;
    return __fmaf_rn(x * t, __ptxc_pf_sinh(t), x);
  }
  if (!(a < 90.0f)) return __isnanf(x) ? x + x : copysignf(PTXC_F_INF, x);
  int n;
  float v = __ptxc_expf_k(a, &n);
  float e = __ptxc_scalef(v, n - 1); /* e^a / 2 */
  float r = a > 12.0f ? e : e - 0.25f / e;
  return copysignf(r, x);
}
PTXC_MF float coshf(float x)
{
  float a = fabsf(x);
  if (!(a < 90.0f)) return __isnanf(x) ? x + x : PTXC_F_INF;
  int n;
  float v = __ptxc_expf_k(a, &n);
  float e = __ptxc_scalef(v, n - 1);
  return a > 12.0f ? e : e + 0.25f / e;
}
PTXC_MF float tanhf(float x)
{
  float a = fabsf(x);
  if (a < 0.75f) {
    /* x + (x t) P(t) is x itself for tiny x; `x t` is an fma with +0 so that
       x = -0 gives +0 there and the last fma (P(0) < 0) returns -0 (issue 46:
       no select for it) */
    float t = x * x;
    return __fmaf_rn(__fmaf_rn(x, t, 0.0f), __ptxc_pf_tanh(t), x);
  }
  /* e^(2a) (2 ln2 as the pair, exact doublings); beyond a = 9.5 the quotient is
     below half an ulp of 1 (e = inf beyond 44.4: 1 - 0), NaN stays NaN */
  float e = __ptxc_exp2f_scaled(a, 0x1.715476p+1f, 0x1.4ae0c0p-25f);
  return copysignf(1.0f - 2.0f / (e + 1.0f), x);
}
PTXC_MF float asinhf(float x)
{
  float a = fabsf(x);
  if (a < 0x1p-12f) return x;
  if (!__finitef(x)) return x + x;
  float r;
  if (a > 0x1p30f) {
    float lo, hi = __ptxc_logf_k(a, &lo);
    r = hi + (lo + PTXC_F_LN2_HI);
  } else {
    /* log1p(a + a^2 / (1 + sqrt(1 + a^2))) */
    float t = a * a;
    float s = __fsqrt_rn(1.0f + t);
    r = log1pf(a + t / (1.0f + s));
  }
  return copysignf(r, x);
}
PTXC_MF float acoshf(float x)
{
  if (!(x >= 1.0f)) return PTXC_F_NAN;
  if (x > 0x1p30f) {
    if (__isinff(x)) return x;
    float lo, hi = __ptxc_logf_k(x, &lo);
    return hi + (lo + PTXC_F_LN2_HI);
  }
  float t = x - 1.0f; /* exact for x < 2^24 */
  return log1pf(t + __fsqrt_rn(t * (x + 1.0f)));
}
PTXC_MF float atanhf(float x)
{
  float a = fabsf(x);
  if (!(a <= 1.0f)) return PTXC_F_NAN;
  if (a < 0x1p-12f) return x;
  if (a == 1.0f) return copysignf(PTXC_F_INF, x);
  return copysignf(0.5f * log1pf(2.0f * a / (1.0f - a)), x);
}

/* ------------------------------------------------------------ error functions */
/* erfc(a) for a >= 0.5: e^(-a^2) * erfcx(a), e^(-a^2) = 2^n (vh + vl) with a^2 exact */
PTXC_MF float __ptxc_erfcf_big(float a)
{
  if (a >= 10.1f) return 0.0f;
  float x2h = a * a, x2l = __fmaf_rn(a, a, -x2h);
  float fn = __fmaf_rn(-x2h, PTXC_F_L2E_HI, 0x1.8p23f) - 0x1.8p23f;
  float rh = __fmaf_rn(-fn, PTXC_F_LN2_HI, -x2h); /* exact */
  float rl = __fmaf_rn(fn, -PTXC_F_LN2_LO, -x2l);
  float s = rh + rl;
  rl = rl - (s - rh);
  float ut = __fmaf_rn(s * s, __ptxc_pf_exp(s), rl);
  float u = s + ut, ue = (s - u) + ut;
  float vh = 1.0f + u, vl = ((1.0f - vh) + u) + ue;
  float t, ch, cl, p;
  if (a < 2.5f) {
    t = a - 1.5f;
    ch = __PTXC_PF_ERFCX1_C0_HI; cl = __fmaf_rn(t, __ptxc_pf_erfcx1_q(t), __PTXC_PF_ERFCX1_C0_LO);
    p = __fmaf_rn(vh, ch, __fmaf_rn(vh, cl, vl * ch));
  } else {
    t = 1.0f / a - 0.25f;
    ch = __PTXC_PF_ERFCX2_C0_HI; cl = __fmaf_rn(t, __ptxc_pf_erfcx2_q(t), __PTXC_PF_ERFCX2_C0_LO);
    p = __fmaf_rn(vh, ch, __fmaf_rn(vh, cl, vl * ch)) / a;
  }
  return __ptxc_scalef(p, (int)fn);
}
PTXC_MF float erff(float x)
{
  float a = fabsf(x);
  if (a < 1.0f) { /* x * (c0 + t Q(t)), c0 = 2/sqrt(pi) split in two floats */
    float t = x * x;
    return __fmaf_rn(x, 0x1.20dd76p+0f, x * __fmaf_rn(t, __ptxc_pf_erfq(t), -0x1.f7ac92p-25f));
  }
  if (__isnanf(x)) return x + x;
  if (a >= 4.0f) return copysignf(1.0f, x);
  return copysignf(1.0f - __ptxc_erfcf_big(a), x);
}
PTXC_MF float erfcf(float x)
{
  if (__isnanf(x)) return x + x;
  float a = fabsf(x);
  if (a < 0.5f) {
    float t = x * x;
    float h = __fmaf_rn(-x, 0x1.20dd76p+0f, 1.0f);
    return h - x * __fmaf_rn(t, __ptxc_pf_erfq(t), -0x1.f7ac92p-25f);
  }
  if (x < 0.0f) {
    if (a < 1.0f) return __fmaf_rn(a, __ptxc_pf_erf(a * a), 1.0f);
    if (a >= 4.0f) return 2.0f;
    return 2.0f - __ptxc_erfcf_big(a);
  }
  return __ptxc_erfcf_big(a);
}
PTXC_MF float erfinvf(float x)
{
  float a = fabsf(x);
  if (!(a < 1.0f)) {
    if (a == 1.0f) return copysignf(PTXC_F_INF, x);
    return PTXC_F_NAN;
  }
  if (a < 0x1p-12f) return x * 0x1.c5bf8ap-1f; /* sqrt(pi)/2 */
  float p = (1.0f - a) * (1.0f + a);
  float lo, hi = __ptxc_logf_k(p, &lo);
  float w = -(hi + lo);
  if (w < 2.2f) /* x * (c0 + w R(w)), c0 = sqrt(pi)/2 split in two floats */
    return __fmaf_rn(x, 0x1.c5bf8ap-1f, x * __fmaf_rn(w, __ptxc_pf_erfinv0(w - 1.1f), -0x1.c96212p-26f));
  float t;
  if (w < 5.0f) {
    t = w - 3.6f;
    return __fmaf_rn(x, __PTXC_PF_ERFINV1_C0_HI, x * __fmaf_rn(t, __ptxc_pf_erfinv1_q(t), __PTXC_PF_ERFINV1_C0_LO));
  }
  t = __fsqrt_rn(w) - 3.25f;
  return __fmaf_rn(x, __PTXC_PF_ERFINV2_C0_HI, x * __fmaf_rn(t, __ptxc_pf_erfinv2_q(t), __PTXC_PF_ERFINV2_C0_LO));
}

/* ------------------------------------------------------------ gamma functions */
/* lgamma(x) for x >= 10 (Stirling), as hi + *lo */
PTXC_MF float __ptxc_lgammaf_big(float x, float *lo)
{
  float ll, lh = __ptxc_logf_k(x, &ll);
  float xm = x - 0.5f; /* exact for x < 2^23 */
  float ah = lh - 1.0f, al = ((lh - ah) - 1.0f) + ll; /* lh >= log 10 > 1 */
  float ph = xm * ah;
  if (__isinff(ph)) { *lo = 0.0f; return ph; }
  float pl = __fmaf_rn(xm, ah, -ph) + xm * al;
  float u = 1.0f / x, t = u * u;
  /* Stirling series u (1/12 - u^2/360 + u^4/1260), remainder < 2e-10 for x >= 10 */
  float corr = u * __fmaf_rn(t, __fmaf_rn(t, 0x1.a01a02p-11f, -0x1.6c16c2p-9f), 0x1.555556p-4f);
  float c0 = PTXC_F_LNSQRT2PI_HI - 0.5f; /* exact */
  float c = c0 + corr;
  float cl = ((c0 - c) + corr) + PTXC_F_LNSQRT2PI_LO;
  float sm = ph + c, bv = sm - ph, e = (ph - (sm - bv)) + (c - bv);
  float l = e + pl + cl;
  float h = sm + l;
  *lo = l - (h - sm);
  return h;
}
/* lgamma(x), x > 0 finite, as hi + *lo */
PTXC_MF float __ptxc_lgammaf_pos(float x, float *lo)
{
  if (x >= 10.0f) return __ptxc_lgammaf_big(x, lo);
  if (x < 0.75f) { /* lgamma(1 + x) - log(x) */
    float ll, lh = __ptxc_logf_k(x, &ll);
    float g = 0.0f;
    if (x >= 0x1p-30f) {
      float y = 1.0f + x, yl = (1.0f - y) + x; /* y + yl = 1 + x exactly */
      float t = y - 1.0f;                     /* exact */
      if (y < 1.25f) g = t * __ptxc_pf_lgam1(t);
      else g = __ptxc_pf_lgamm(y - 1.5f);
      g = g + yl * __fmaf_rn(0.98905599f, t, -0.57721566f); /* + digamma(y) * yl */
    }
    float h = g - lh;
    *lo = ((g - h) - lh) - ll;
    return h;
  }
  if (x < 1.25f) { float t = x - 1.0f; *lo = 0.0f; return t * __ptxc_pf_lgam1(t); }
  if (x < 1.75f) { *lo = 0.0f; return __ptxc_pf_lgamm(x - 1.5f); }
  if (x < 2.5f) { float t = x - 2.0f; *lo = 0.0f; return t * __ptxc_pf_lgam2(t); }
  /* [2.5, 10): lgamma(y) + log(y (y+1) ... (x-1)), y = x - k in [1.5, 2.5), product in double-float */
  float y = x, ph = 1.0f, pl = 0.0f;
  while (y >= 2.5f) {
    y = y - 1.0f; /* exact */
    float p = ph * y;
    pl = __fmaf_rn(ph, y, -p) + pl * y;
    ph = p;
  }
  float g = y < 1.75f ? __ptxc_pf_lgamm(y - 1.5f) : (y - 2.0f) * __ptxc_pf_lgam2(y - 2.0f);
  float ll, lh = __ptxc_logf_k(ph, &ll);
  ll += pl / ph;
  float h = lh + g;
  *lo = ((lh - h) + g) + ll;
  return h;
}
PTXC_MF float lgammaf(float x)
{
  if (__isnanf(x)) return x + x;
  if (__isinff(x)) return PTXC_F_INF;
  float lo, hi;
  if (x > 0.0f) {
    hi = __ptxc_lgammaf_pos(x, &lo);
    return hi + lo;
  }
  if (x == 0.0f || truncf(x) == x) return PTXC_F_INF;
  float a = -x;
  if (a < 0x1p-30f) { hi = __ptxc_logf_k(a, &lo); return -hi - lo; }
  /* reflection: log(pi) - log|x sinpi(x)| - lgamma(|x|) */
  float s = fabsf(sinpif(x));
  float ph = a * s, pl = __fmaf_rn(a, s, -ph);
  float ql, qh = __ptxc_logf_k(ph, &ql);
  ql += pl / ph;
  hi = __ptxc_lgammaf_pos(a, &lo);
  float h = PTXC_F_LNPI_HI - qh;
  float l = ((PTXC_F_LNPI_HI - h) - qh) + (PTXC_F_LNPI_LO - ql);
  float r = h - hi;
  l = l + (((h - r) - hi) - lo);
  return r + l;
}
PTXC_MF float tgammaf(float x)
{
  if (__isnanf(x)) return x + x;
  if (x == PTXC_F_INF) return x;
  if (x == 0.0f) return copysignf(PTXC_F_INF, x);
  if (x < 0.0f && (truncf(x) == x || __isinff(x))) return PTXC_F_NAN;
  if (x > 35.1f) return PTXC_F_INF;
  float a = fabsf(x);
  if (a < 0x1p-26f) return 1.0f / x;
  if (x < -60.0f) return copysignf(0.0f, -sinpif(a));
  int n;
  if (x < 10.0f && x > -10.0f) {
    /* Gamma(x) = Gamma(x + k) / (x (x+1) ... (x+k-1)), x + k >= 10, in double-float */
    float bh = x, bl = 0.0f, ph = 1.0f, pl = 0.0f;
    while (bh < 10.0f) {
      float p = ph * bh;
      pl = __fmaf_rn(ph, bh, -p) + (ph * bl + pl * bh);
      ph = p;
      float sm = bh + 1.0f, bv = sm - bh, e = (bh - (sm - bv)) + (1.0f - bv);
      bh = sm; bl = bl + e;
    }
    float lo, hi = __ptxc_lgammaf_big(bh, &lo);
    float l2, dg = __ptxc_logf_k(bh, &l2) - 0.5f / bh; /* digamma(bh) */
    lo = __fmaf_rn(dg, bl, lo);
    float v = __ptxc_expf_k2(hi, lo, &n);
    float q = v / ph;
    q = q + (__fmaf_rn(-q, ph, v) - q * pl) / ph;
    return scalbnf(q, n);
  }
  float lo, hi = __ptxc_lgammaf_big(a, &lo);
  float v = __ptxc_expf_k2(hi, lo, &n);
  if (x > 0.0f) return __ptxc_scalef(v, n);
  /* reflection: Gamma(x) = -pi / (a sinpi(a) Gamma(a)), pi and the product in double-float */
  float sp = sinpif(a);
  float p = a * sp, pl = __fmaf_rn(a, sp, -p);
  float dh = v * p, dl = __fmaf_rn(v, p, -dh) + v * pl;
  float q = PTXC_F_PI_HI / dh;
  q = q + ((__fmaf_rn(-q, dh, PTXC_F_PI_HI) + PTXC_F_PI_LO) - q * dl) / dh;
  return scalbnf(-q, -n);
}

/* C99 generic classification macros (C only; C++ gets overloads from the wrapper) */
#endif /* PTXC_MATH_FLOAT_H */
