/* ptxc_math_double.h -- double precision part of ptxc's device math library.
 * Included by ptxc_math.h (after ptxc_math_float.h); see there for the primitive list. */
#ifndef PTXC_MATH_DOUBLE_H
#define PTXC_MATH_DOUBLE_H

#define PTXC_D_INF __longlong_as_double(0x7ff0000000000000LL)
#define PTXC_D_NAN __longlong_as_double(0x7fffffffffffffffLL)
typedef unsigned long long __ptxc_u64;

/* ------------------------------------------------------------ classification */
PTXC_MF __ptxc_u64 __ptxc_dbits(double x) { return (__ptxc_u64)__double_as_longlong(x); }
PTXC_MF double __ptxc_dfrom(__ptxc_u64 u) { return __longlong_as_double((long long)u); }
PTXC_MF int __isnan(double x) { return (__ptxc_dbits(x) << 1) > 0xffe0000000000000ull; }
PTXC_MF int __isinf(double x) { return (__ptxc_dbits(x) << 1) == 0xffe0000000000000ull; }
PTXC_MF int __isfinited(double x) { return (__ptxc_dbits(x) << 1) < 0xffe0000000000000ull; }
PTXC_MF int __signbit(double x) { return (int)(__ptxc_dbits(x) >> 63); }
/* aliases under the other names CUDA's headers use */
PTXC_MF int __finite(double x) { return __isfinited(x); }
PTXC_MF int __signbitd(double x) { return __signbit(x); }
/* glibc's `long double` forms, which nvcc takes in device code: `long double` is `double` there */
PTXC_MF int __isnanl(long double x) { return __isnan((double)x); }
PTXC_MF int __isinfl(long double x) { return __isinf((double)x); }
PTXC_MF int __finitel(long double x) { return __isfinited((double)x); }
PTXC_MF int __signbitl(long double x) { return __signbit((double)x); }

PTXC_MF double fabs(double x) { return __ptxc_abs_f64(x); }
PTXC_MF double copysign(double x, double y) { return __ptxc_copysign_f64(x, y); }
PTXC_MF double fma(double a, double b, double c) { return __fma_rn(a, b, c); }
PTXC_MF double sqrt(double x) { return __dsqrt_rn(x); }
/* PTX min.f64: a NaN operand yields the other, -0 orders below +0 (C's fmin) */
PTXC_MF double fmin(double x, double y) { return min(x, y); }
/* PTX max.f64: a NaN operand yields the other, -0 orders below +0 (C's fmax) */
PTXC_MF double fmax(double x, double y) { return max(x, y); }
PTXC_MF double fdim(double x, double y)
{
  if (__isnan(x) || __isnan(y)) return x + y;
  return x > y ? x - y : 0.0;
}

/* ------------------------------------------------------------ rounding */
PTXC_MF double trunc(double x) { return __ptxc_trunc_f64(x); }
PTXC_MF double floor(double x) { return __ptxc_floor_f64(x); }
PTXC_MF double ceil(double x) { return __ptxc_ceil_f64(x); }
PTXC_MF double round(double x)
{
  double a = fabs(x), t = trunc(a);
  if (a - t >= 0.5) t = t + 1.0;
  return copysign(t, x);
}
PTXC_MF double rint(double x) { return __ptxc_rint_f64(x); }
PTXC_MF double nearbyint(double x) { return rint(x); }
PTXC_MF long lround(double x) { return (long)round(x); }
PTXC_MF long long llround(double x) { return (long long)round(x); }
PTXC_MF long lrint(double x) { return (long)rint(x); }
PTXC_MF long long llrint(double x) { return (long long)rint(x); }

/* ------------------------------------------------------------ exponent handling */
PTXC_MF double scalbn(double x, int n)
{
  __ptxc_u64 u = __ptxc_dbits(x);
  __ptxc_u64 s = u & 0x8000000000000000ull;
  int ex = (int)((u >> 52) & 0x7ff);
  if (ex == 0x7ff || (u << 1) == 0) return x;
  if (ex == 0) {
    u = __ptxc_dbits(x * 0x1p54);
    ex = (int)((u >> 52) & 0x7ff);
    n -= 54;
  }
  if (n > 3000) n = 3000;
  if (n < -3000) n = -3000;
  int e = ex + n;
  if (e >= 0x7ff) return __ptxc_dfrom(s | 0x7ff0000000000000ull);
  if (e >= 1) return __ptxc_dfrom(s | ((__ptxc_u64)e << 52) | (u & 0x000fffffffffffffull));
  int sh = 1 - e;
  if (sh > 54) return __ptxc_dfrom(s);
  __ptxc_u64 m = (u & 0x000fffffffffffffull) | 0x0010000000000000ull;
  __ptxc_u64 rem = m & ((1ull << sh) - 1ull), half = 1ull << (sh - 1);
  m >>= sh;
  if (rem > half || (rem == half && (m & 1ull))) m++;
  return __ptxc_dfrom(s | m);
}
PTXC_MF double ldexp(double x, int n) { return scalbn(x, n); }
PTXC_MF double scalbln(double x, long n) { return scalbn(x, n > 5000 ? 5000 : (n < -5000 ? -5000 : (int)n)); }
PTXC_MF double frexp(double x, int *e)
{
  __ptxc_u64 u = __ptxc_dbits(x);
  int ex = (int)((u >> 52) & 0x7ff), adj = 0;
  if (ex == 0x7ff || (u << 1) == 0) { *e = 0; return x; }
  if (ex == 0) { u = __ptxc_dbits(x * 0x1p54); ex = (int)((u >> 52) & 0x7ff); adj = 54; }
  *e = ex - 1022 - adj;
  return __ptxc_dfrom((u & 0x800fffffffffffffull) | 0x3fe0000000000000ull);
}
PTXC_MF int ilogb(double x)
{
  __ptxc_u64 u = __ptxc_dbits(x) & 0x7fffffffffffffffull;
  if (u == 0) return (int)0x80000000;
  if (u > 0x7ff0000000000000ull) return (int)0x80000000;
  if (u == 0x7ff0000000000000ull) return 0x7fffffff;
  if (u < 0x0010000000000000ull) return -1023 - (__clzll((long long)u) - 12);
  return (int)(u >> 52) - 1023;
}
PTXC_MF double logb(double x)
{
  __ptxc_u64 u = __ptxc_dbits(x) & 0x7fffffffffffffffull;
  if (u == 0) return -PTXC_D_INF;
  if (u >= 0x7ff0000000000000ull) return x * x;
  return (double)ilogb(x);
}
PTXC_MF double modf(double x, double *ip)
{
  double t = trunc(x);
  *ip = t;
  if (__isinf(x)) return copysign(0.0, x);
  return copysign(x - t, x);
}
PTXC_MF double nextafter(double x, double y)
{
  if (__isnan(x) || __isnan(y)) return x + y;
  if (x == y) return y;
  if (x == 0.0) return copysign(__ptxc_dfrom(1ull), y);
  __ptxc_u64 u = __ptxc_dbits(x);
  if ((x < y) == (x > 0.0)) u++; else u--;
  return __ptxc_dfrom(u);
}
PTXC_MF double __ptxc_rem(double x, double y, int *quo, int nearest)
{
  __ptxc_u64 ux = __ptxc_dbits(x), uy = __ptxc_dbits(y);
  __ptxc_u64 sx = ux & 0x8000000000000000ull, sq = (ux ^ uy) & 0x8000000000000000ull;
  ux &= 0x7fffffffffffffffull; uy &= 0x7fffffffffffffffull;
  *quo = 0;
  if (ux >= 0x7ff0000000000000ull || uy > 0x7ff0000000000000ull || uy == 0) return (x * y) / (x * y);
  if (uy == 0x7ff0000000000000ull) return x;
  int ex = (int)(ux >> 52), ey = (int)(uy >> 52);
  __ptxc_u64 mx = ux & 0x000fffffffffffffull, my = uy & 0x000fffffffffffffull;
  if (ex) mx |= 0x0010000000000000ull; else ex = 1;
  if (ey) my |= 0x0010000000000000ull; else ey = 1;
  if (ux < uy) {
    if (!nearest) return x;
    double ax = __ptxc_dfrom(ux), ay = __ptxc_dfrom(uy);
    if (ax > ay - ax) {
      *quo = sq ? -1 : 1;
      return __ptxc_dfrom(__ptxc_dbits(ay - ax) ^ (sx ^ 0x8000000000000000ull));
    }
    return x;
  }
  int d = ex - ey;
  unsigned int q = (unsigned int)(mx / my);
  mx = mx % my;
  while (d > 0) {
    int k = d > 10 ? 10 : d;
    __ptxc_u64 t = mx << k;
    q = (q << k) + (unsigned int)(t / my);
    mx = t % my;
    d -= k;
  }
  if (nearest) {
    if (2 * mx > my || (2 * mx == my && (q & 1u))) { mx = my - mx; q++; sx ^= 0x8000000000000000ull; }
  }
  *quo = (int)(q & 0x7fu);
  if (sq) *quo = -*quo;
  double r = scalbn((double)mx, ey - 1075);
  return __ptxc_dfrom(__ptxc_dbits(r) ^ sx);
}
PTXC_MF double fmod(double x, double y) { int q; return __ptxc_rem(x, y, &q, 0); }
PTXC_MF double remainder(double x, double y) { int q; return __ptxc_rem(x, y, &q, 1); }
PTXC_MF double remquo(double x, double y, int *quo) { return __ptxc_rem(x, y, quo, 1); }

/* ------------------------------------------------------------ double-double helpers */
PTXC_MF double __ptxc_pow2(int n) { return __ptxc_dfrom((__ptxc_u64)(n + 1023) << 52); } /* n in [-1022, 1023] */
/* v * 2^n, v in [0.25, 4], one rounding */
PTXC_MF double __ptxc_scale(double v, int n)
{
  if (n > 1023) {
    if (n > 2000) n = 2000;
    return v * __ptxc_pow2(n - 600) * 0x1p600;
  }
  if (n < -1021) {
    if (n < -2000) n = -2000;
    return (v * __ptxc_pow2(n + 600)) * 0x1p-600;
  }
  return v * __ptxc_pow2(n);
}

/* ------------------------------------------------------------ exp family */
/* e^(xh + xl) = 2^n * (hi + *lo), |xh| < 760 finite */
PTXC_MF double __ptxc_exp_k(double xh, double xl, int *n, double *lo)
{
  double fN = __fma_rn(xh, PTXC_D_64OLN2, 0x1.8p52) - 0x1.8p52;
  double rh = __fma_rn(-fN, PTXC_D_LN2O64_HI, xh); /* exact */
  double rl = __fma_rn(-fN, PTXC_D_LN2O64_LO, xl);
  int N = (int)fN;
  int j = N & 63;
  *n = (N - j) / 64;
  double s = rh + rl;
  rl = rl - (s - rh);
  rh = s;
  double q = rh + __fma_rn(rh * rh, __ptxc_pd_exp(rh), rl); /* e^r - 1 */
  double th = __ptxc_exp2_tab[2 * j], tl = __ptxc_exp2_tab[2 * j + 1];
  double v = __fma_rn(th, q, tl);
  double hi = th + v;
  *lo = (th - hi) + v;
  return hi;
}
PTXC_MF double exp(double x)
{
  if (!(fabs(x) < 746.0)) {
    if (__isnan(x)) return x + x;
    return x > 0.0 ? PTXC_D_INF : 0.0;
  }
  int n;
  double lo, hi = __ptxc_exp_k(x, 0.0, &n, &lo);
  return __ptxc_scale(hi + lo, n);
}
PTXC_MF double exp2(double x)
{
  if (!(fabs(x) < 1076.0)) {
    if (__isnan(x)) return x + x;
    return x > 0.0 ? PTXC_D_INF : 0.0;
  }
  double fN = rint(x * 64.0);
  double f = x - fN * 0.015625; /* exact */
  double rh = f * PTXC_D_LN2_HI;
  double rl = __fma_rn(f, PTXC_D_LN2_HI, -rh) + f * PTXC_D_LN2_LO;
  int N = (int)fN, j = N & 63, n = (N - j) / 64;
  double q = rh + __fma_rn(rh * rh, __ptxc_pd_exp(rh), rl);
  double th = __ptxc_exp2_tab[2 * j], tl = __ptxc_exp2_tab[2 * j + 1];
  double v = __fma_rn(th, q, tl);
  return __ptxc_scale(th + v, n);
}
PTXC_MF double exp10(double x)
{
  if (!(fabs(x) < 330.0)) {
    if (__isnan(x)) return x + x;
    return x > 0.0 ? PTXC_D_INF : 0.0;
  }
  double fN = __fma_rn(x, 64.0 * PTXC_D_LOG2_10, 0x1.8p52) - 0x1.8p52;
  double r1 = __fma_rn(-fN, PTXC_D_LG2_HI * 0.015625, x); /* exact */
  double r2 = fN * (-PTXC_D_LG2_LO * 0.015625);
  double rh = r1 * PTXC_D_LN10_HI;
  double rl = __fma_rn(r1, PTXC_D_LN10_HI, -rh) + (r1 * PTXC_D_LN10_LO + r2 * PTXC_D_LN10_HI);
  double s = rh + rl;
  rl = rl - (s - rh);
  int N = (int)fN, j = N & 63, n = (N - j) / 64;
  double q = s + __fma_rn(s * s, __ptxc_pd_exp(s), rl);
  double th = __ptxc_exp2_tab[2 * j], tl = __ptxc_exp2_tab[2 * j + 1];
  double v = __fma_rn(th, q, tl);
  return __ptxc_scale(th + v, n);
}
PTXC_MF double expm1(double x)
{
  double a = fabs(x);
  if (a < 0.34) {
    if (a < 0x1p-54) return x;
    double t = x * x, tl = __fma_rn(x, x, -t);
    double h = 0.5 * t;
    double s = x + h, e = (x - s) + h;
    return s + (e + __fma_rn(0.5, tl, x * t * __ptxc_pd_expm1(x)));
  }
  if (!(x < 710.0)) return x > 0.0 ? PTXC_D_INF : x + x;
  if (x < -38.0) return -1.0;
  int n;
  double lo, hi = __ptxc_exp_k(x, 0.0, &n, &lo);
  if (n >= 0) {
    if (n <= 52) hi = hi - __ptxc_pow2(-n); /* exact */
    else if (n < 1000) lo = lo - __ptxc_pow2(-n);
    return __ptxc_scale(hi + lo, n);
  }
  double p = __ptxc_pow2(n);
  double ah = hi * p, al = lo * p;
  double s = ah - 1.0, bv = s - ah, e = (ah - (s - bv)) + (-1.0 - bv);
  return s + (e + al);
}

/* ------------------------------------------------------------ log family */
/* natural log of finite x > 0 as hi + *lo */
PTXC_MF double __ptxc_log_k(double x, double *lo)
{
  __ptxc_u64 u = __ptxc_dbits(x);
  int k = 0;
  if (u < 0x0010000000000000ull) { u = __ptxc_dbits(x * 0x1p54); k = -54; }
  k += (int)(u >> 52) - 1023;
  int i = (int)((u >> 45) & 127u);
  if (i >= 53) k += 1;
  double m = __ptxc_dfrom((u & 0x000fffffffffffffull) | 0x3ff0000000000000ull);
  double r = __fma_rn(m, (double)__ptxc_log_invc[i], -1.0); /* exact */
  double r2h = r * r, r2l = __fma_rn(r, r, -r2h);
  double hh = -0.5 * r2h, hl = -0.5 * r2l;
  double s = r + hh, se = (r - s) + hh;
  double tail = se + hl + r * r2h * __ptxc_pd_log1p(r);
  double kf = (double)k;
  double a = kf * PTXC_D_LN2_HI;
  double al = __fma_rn(kf, PTXC_D_LN2_HI, -a) + kf * PTXC_D_LN2_LO;
  double ch = __ptxc_log_tab[2 * i], cl = __ptxc_log_tab[2 * i + 1];
  double b = a + ch, bv = b - a, bl = (a - (b - bv)) + (ch - bv);
  double h = b + s, hv = h - b, h2 = (b - (h - hv)) + (s - hv);
  double l = ((bl + al) + cl) + (h2 + tail);
  double hi = h + l;
  *lo = l - (hi - h);
  return hi;
}
PTXC_MF double __ptxc_mul_dd(double h, double l, double ch, double cl)
{
  double p = h * ch;
  return p + (__fma_rn(h, ch, -p) + (h * cl + l * ch));
}
#define PTXC_LOG_SPECIAL(x)                     \
  if (!(x > 0.0) || __isinf(x)) {               \
    if (x == 0.0) return -PTXC_D_INF;           \
    if (x == PTXC_D_INF) return x;              \
    return PTXC_D_NAN;                          \
  }
PTXC_MF double log(double x)
{
  PTXC_LOG_SPECIAL(x)
  double lo, hi = __ptxc_log_k(x, &lo);
  return hi + lo;
}
PTXC_MF double log2(double x)
{
  PTXC_LOG_SPECIAL(x)
  double lo, hi = __ptxc_log_k(x, &lo);
  return __ptxc_mul_dd(hi, lo, PTXC_D_L2E_HI, PTXC_D_L2E_LO);
}
PTXC_MF double log10(double x)
{
  PTXC_LOG_SPECIAL(x)
  double lo, hi = __ptxc_log_k(x, &lo);
  return __ptxc_mul_dd(hi, lo, PTXC_D_L10E_HI, PTXC_D_L10E_LO);
}
PTXC_MF double log1p(double x)
{
  if (!(x > -1.0) || __isinf(x)) {
    if (x == -1.0) return -PTXC_D_INF;
    if (x == PTXC_D_INF) return x;
    return PTXC_D_NAN;
  }
  if (fabs(x) < 0x1p-54) return x;
  double u = 1.0 + x;
  double c = fabs(x) <= 1.0 ? (1.0 - u) + x : (x - u) + 1.0;
  double lo, hi = __ptxc_log_k(u, &lo);
  return hi + (lo + c / u);
}

/* ------------------------------------------------------------ pow */
PTXC_MF int __ptxc_isint(double y) { return trunc(y) == y; }
PTXC_MF int __ptxc_isodd(double y) { return fabs(y) < 0x1p53 && __ptxc_isint(y) && (((long long)y) & 1); }
PTXC_MF double pow(double x, double y)
{
  if (y == 0.0 || x == 1.0) return 1.0;
  if (__isnan(x) || __isnan(y)) return x + y;
  double ax = fabs(x);
  int yodd = __ptxc_isodd(y);
  if (__isinf(y)) {
    if (ax == 1.0) return 1.0;
    return ((ax < 1.0) == (y < 0.0)) ? PTXC_D_INF : 0.0;
  }
  if (x == 0.0 || __isinf(x)) {
    double r = ((x == 0.0) == (y < 0.0)) ? PTXC_D_INF : 0.0;
    return (x < 0.0 || __signbit(x)) && yodd ? -r : r;
  }
  double sign = 1.0;
  if (x < 0.0) {
    if (!__ptxc_isint(y)) return PTXC_D_NAN;
    if (yodd) sign = -1.0;
  }
  double lo, hi = __ptxc_log_k(ax, &lo);
  double th = y * hi;
  double tl = __fma_rn(y, hi, -th) + y * lo;
  if (th > 800.0) return sign * PTXC_D_INF;
  if (th < -800.0) return sign * 0.0;
  int n;
  double el, eh = __ptxc_exp_k(th, tl, &n, &el);
  return sign * __ptxc_scale(eh + el, n);
}

/* ------------------------------------------------------------ sqrt family */
PTXC_MF double rsqrt(double x)
{
  if (!(x > 0.0) || __isinf(x)) {
    if (x == 0.0) return copysign(PTXC_D_INF, x);
    if (x == PTXC_D_INF) return 0.0;
    return PTXC_D_NAN;
  }
  double sc = 1.0;
  if (x < 0x1p-900) { x *= 0x1p200; sc = 0x1p100; }
  else if (x > 0x1p900) { x *= 0x1p-200; sc = 0x1p-100; }
  double y = 1.0 / __dsqrt_rn(x);
  double h = y * y, l = __fma_rn(y, y, -h);
  double e = __fma_rn(-x, h, 1.0) - x * l; /* 1 - x y^2 */
  y = __fma_rn(0.5 * y, e, y);
  return y * sc;
}
PTXC_MF void __ptxc_cbrt_splitd(double a, double *m, int *q)
{
  __ptxc_u64 u = __ptxc_dbits(a);
  int e = 0;
  if (u < 0x0010000000000000ull) { u = __ptxc_dbits(a * 0x1p54); e = -54; }
  e += (int)(u >> 52) - 1023;
  int qq = (e + 3300) / 3 - 1100, rem = e - 3 * qq;
  *m = __ptxc_dfrom((u & 0x000fffffffffffffull) | ((__ptxc_u64)(1023 + rem) << 52));
  *q = qq;
}
/* cbrt(m), m in [1,8), as y + *yl */
PTXC_MF double __ptxc_cbrt_k(double m, double *yl)
{
  double y = (double)__ptxc_pf_cbrt((float)m - 4.5f);
  y = y - (y - m / (y * y)) * (1.0 / 3.0);
  y = y - (y - m / (y * y)) * (1.0 / 3.0);
  y = y - (y - m / (y * y)) * (1.0 / 3.0);
  double y2h = y * y, y2l = __fma_rn(y, y, -y2h);
  double y3h = y2h * y, y3l = __fma_rn(y2h, y, -y3h) + y2l * y;
  double res = (y3h - m) + y3l;
  *yl = -res / (3.0 * y2h);
  return y;
}
PTXC_MF double cbrt(double x)
{
  double a = fabs(x);
  if (a == 0.0 || !(a < PTXC_D_INF)) return x + x;
  double m; int q;
  __ptxc_cbrt_splitd(a, &m, &q);
  double yl, y = __ptxc_cbrt_k(m, &yl);
  return copysign((y + yl) * __ptxc_pow2(q), x);
}
PTXC_MF double rcbrt(double x)
{
  double a = fabs(x);
  if (a == 0.0) return copysign(PTXC_D_INF, x);
  if (!(a < PTXC_D_INF)) return __isnan(x) ? x + x : copysign(0.0, x);
  double m; int q;
  __ptxc_cbrt_splitd(a, &m, &q);
  double yl, y = __ptxc_cbrt_k(m, &yl);
  double z = 1.0 / (y + yl);
  double z2h = z * z, z2l = __fma_rn(z, z, -z2h);
  double z3h = z2h * z, z3l = __fma_rn(z2h, z, -z3h) + z2l * z;
  double p = m * z3h, pl = __fma_rn(m, z3h, -p);
  double res = (p - 1.0) + (pl + m * z3l);
  z = __fma_rn(-z * (1.0 / 3.0), res, z);
  return copysign(z * __ptxc_pow2(-q), x);
}
PTXC_MF double hypot(double x, double y)
{
  double a = fabs(x), b = fabs(y);
  if (__isinf(a) || __isinf(b)) return PTXC_D_INF;
  if (__isnan(a) || __isnan(b)) return x + y;
  double mx = a > b ? a : b, mn = a > b ? b : a;
  if (mn == 0.0) return mx;
  int pre = 0;
  if (mx < 0x1p-900) { mx *= 0x1p900; mn *= 0x1p900; pre = -900; }
  int e = (int)(__ptxc_dbits(mx) >> 52) - 1023;
  double s = e == 1023 ? 0x1p-1023 : __ptxc_pow2(-e);
  mx *= s; mn *= s;
  double mn2 = mn * mn, mn2l = __fma_rn(mn, mn, -mn2);
  double r2 = __fma_rn(mx, mx, mn2);
  double r = __dsqrt_rn(r2);
  /* one correction step: r += (mx^2 + mn^2 - r^2) / (2r) */
  double rr = r * r, rrl = __fma_rn(r, r, -rr);
  double d = (__fma_rn(mx, mx, -rr) + (mn2 - rrl)) + mn2l;
  r = r + d / (2.0 * r);
  return scalbn(r, e + pre);
}

/* ------------------------------------------------------------ trig */
/* x finite; returns quadrant, reduced argument rh + rl, |rh| <= ~pi/4 */
PTXC_MF int __ptxc_rem_pio2(double x, double *rh, double *rl)
{
  double a = fabs(x);
  if (a <= 0x1.921fb54442d18p-1) { *rh = x; *rl = 0.0; return 0; }
  if (a < 0x1p28) {
    double fN = __fma_rn(x, PTXC_D_2OPI, 0x1.8p52) - 0x1.8p52;
    double r1 = __fma_rn(-fN, PTXC_D_PIO2_1, x); /* exact */
    double w = fN * PTXC_D_PIO2_2, wl = __fma_rn(fN, PTXC_D_PIO2_2, -w);
    double h = r1 - w;
    double bv = h - r1, e = (r1 - (h - bv)) + (-w - bv);
    double l = e - (wl + fN * PTXC_D_PIO2_3);
    double s = h + l;
    *rh = s;
    *rl = l - (s - h);
    return ((int)((long long)fN)) & 3;
  }
  __ptxc_u64 u = __ptxc_dbits(a);
  __ptxc_u64 m = (u & 0x000fffffffffffffull) | 0x0010000000000000ull;
  int e = (int)(u >> 52) - 1075;
  __ptxc_u64 fh, fl;
  int q = __ptxc_payne_hanek(m, e, &fh, &fl);
  int neg = (int)(fh >> 63);
  if (neg) { fl = ~fl + 1ull; fh = ~fh + (fl == 0 ? 1ull : 0ull); }
  int lz = fh ? __clzll((long long)fh) : 64 + __clzll((long long)fl);
  if (lz > 120) lz = 120;
  __ptxc_u64 H, L;
  if (lz == 0) { H = fh; L = fl; }
  else if (lz < 64) { H = (fh << lz) | (fl >> (64 - lz)); L = fl << lz; }
  else { H = fl << (lz - 64); L = 0; }
  __ptxc_u64 hi53 = H >> 11, lo53 = ((H & 0x7ffull) << 42) | (L >> 22);
  double dh = (double)hi53 * __ptxc_pow2(-53 - lz);
  double dl = (double)lo53 * __ptxc_pow2(-106 - lz);
  double ph = dh * PTXC_D_PIO2_HI;
  double pl = __fma_rn(dh, PTXC_D_PIO2_HI, -ph) + (dh * PTXC_D_PIO2_LO + dl * PTXC_D_PIO2_HI);
  double s = ph + pl;
  pl = pl - (s - ph);
  if (neg) { s = -s; pl = -pl; }
  if (x < 0.0) { s = -s; pl = -pl; q = (4 - q) & 3; }
  *rh = s; *rl = pl;
  return q;
}
/* sin(rh + rl) as hi + *lo */
PTXC_MF double __ptxc_sin_k(double rh, double rl, double *lo)
{
  double t = rh * rh;
  double v = __fma_rn(rh * t, __ptxc_pd_sin(t), rl * __fma_rn(-0.5, t, 1.0));
  double s = rh + v;
  *lo = (rh - s) + v;
  return s;
}
PTXC_MF double __ptxc_cos_k(double rh, double rl, double *lo)
{
  double t = rh * rh;
  double hz = 0.5 * t;
  double w = 1.0 - hz;
  double tl = __fma_rn(rh, rh, -t);
  double rest = (((1.0 - w) - hz) - 0.5 * tl) + (t * t * __ptxc_pd_cos(t) - rh * rl);
  double c = w + rest;
  *lo = (w - c) + rest;
  return c;
}
PTXC_MF double sin(double x)
{
  if (fabs(x) < 0x1p-27) return x;
  if (!__isfinited(x)) return __isnan(x) ? x + x : PTXC_D_NAN;
  double rh, rl, lo;
  int q = __ptxc_rem_pio2(x, &rh, &rl);
  double r = (q & 1) ? __ptxc_cos_k(rh, rl, &lo) : __ptxc_sin_k(rh, rl, &lo);
  return (q & 2) ? -r : r;
}
PTXC_MF double cos(double x)
{
  if (!__isfinited(x)) return __isnan(x) ? x + x : PTXC_D_NAN;
  double rh, rl, lo;
  int q = __ptxc_rem_pio2(x, &rh, &rl);
  double r = (q & 1) ? __ptxc_sin_k(rh, rl, &lo) : __ptxc_cos_k(rh, rl, &lo);
  return ((q + 1) & 2) ? -r : r;
}
PTXC_MF void sincos(double x, double *sp, double *cp)
{
  if (!__isfinited(x)) { *sp = *cp = __isnan(x) ? x + x : PTXC_D_NAN; return; }
  double rh, rl, lo;
  int q = __ptxc_rem_pio2(x, &rh, &rl);
  double s = __ptxc_sin_k(rh, rl, &lo), c = __ptxc_cos_k(rh, rl, &lo);
  double ss = (q & 1) ? c : s, cc = (q & 1) ? s : c;
  *sp = (q & 2) ? -ss : ss;
  *cp = ((q + 1) & 2) ? -cc : cc;
}
/* (nh + nl) / (dh + dl) with a correction step */
PTXC_MF double __ptxc_div_dd(double nh, double nl, double dh, double dl)
{
  double q = nh / dh;
  double r = __fma_rn(-q, dh, nh) + (nl - q * dl);
  return q + r / dh;
}
PTXC_MF double tan(double x)
{
  if (fabs(x) < 0x1p-27) return x;
  if (!__isfinited(x)) return __isnan(x) ? x + x : PTXC_D_NAN;
  double rh, rl, sl, cl;
  int q = __ptxc_rem_pio2(x, &rh, &rl);
  if (fabs(rh) < 0x1p-27) {
    double t = rh + __fma_rn(rh * rh * rh, 1.0 / 3.0, rl);
    if (!(q & 1)) return t;
    return __ptxc_div_dd(-1.0, 0.0, rh, __fma_rn(rh * rh * rh, 1.0 / 3.0, rl));
  }
  double s = __ptxc_sin_k(rh, rl, &sl), c = __ptxc_cos_k(rh, rl, &cl);
  return (q & 1) ? __ptxc_div_dd(-c, -cl, s, sl) : __ptxc_div_dd(s, sl, c, cl);
}
PTXC_MF int __ptxc_redpi(double x, double *f)
{
  double a = fabs(x);
  if (a >= 0x1p53) { *f = 0.0; return 0; }
  if (a >= 0x1p51) { long long n = (long long)(2.0 * x); *f = 0.0; return (int)(n & 3); }
  double fn = rint(2.0 * x);
  *f = x - 0.5 * fn;
  return (int)(((long long)fn) & 3);
}
PTXC_MF double sinpi(double x)
{
  if (!__isfinited(x)) return __isnan(x) ? x + x : PTXC_D_NAN;
  if (fabs(x) < 0x1p-900) {
    double y = x * 0x1p200;
    return __fma_rn(y, PTXC_D_PI_HI, y * PTXC_D_PI_LO) * 0x1p-200;
  }
  double f, lo;
  int q = __ptxc_redpi(x, &f);
  double rh = f * PTXC_D_PI_HI, rl = __fma_rn(f, PTXC_D_PI_HI, -rh) + f * PTXC_D_PI_LO;
  double r = (q & 1) ? __ptxc_cos_k(rh, rl, &lo) : __ptxc_sin_k(rh, rl, &lo);
  r = (q & 2) ? -r : r;
  return r == 0.0 ? copysign(0.0, x) : r;
}
PTXC_MF double cospi(double x)
{
  if (!__isfinited(x)) return __isnan(x) ? x + x : PTXC_D_NAN;
  double f, lo;
  int q = __ptxc_redpi(x, &f);
  double rh = f * PTXC_D_PI_HI, rl = __fma_rn(f, PTXC_D_PI_HI, -rh) + f * PTXC_D_PI_LO;
  double r = (q & 1) ? __ptxc_sin_k(rh, rl, &lo) : __ptxc_cos_k(rh, rl, &lo);
  r = ((q + 1) & 2) ? -r : r;
  return r + 0.0;
}
PTXC_MF void sincospi(double x, double *sp, double *cp) { *sp = sinpi(x); *cp = cospi(x); }

/* ------------------------------------------------------------ inverse trig */
PTXC_MF double asin(double x)
{
  double a = fabs(x);
  if (a <= 0.5) {
    if (a < 0x1p-27) return x;
    double t = x * x;
    return __fma_rn(x * t, __ptxc_pd_asin(t), x);
  }
  if (!(a <= 1.0)) return PTXC_D_NAN;
  double z = (1.0 - a) * 0.5;
  double s = __dsqrt_rn(z);
  double sl = z > 0.0 ? __fma_rn(-s, s, z) / (2.0 * s) : 0.0;
  double w = __fma_rn(s * z, __ptxc_pd_asin(z), sl);
  double h = PTXC_D_PIO2_HI - 2.0 * s;
  double e = (PTXC_D_PIO2_HI - h) - 2.0 * s;
  return copysign(h + (e + (PTXC_D_PIO2_LO - 2.0 * w)), x);
}
PTXC_MF double acos(double x)
{
  double a = fabs(x);
  if (a <= 0.5) {
    double t = x * x;
    double w = x * t * __ptxc_pd_asin(t);
    double h = PTXC_D_PIO2_HI - x;
    double e = (PTXC_D_PIO2_HI - h) - x;
    return h + (e + (PTXC_D_PIO2_LO - w));
  }
  if (!(a <= 1.0)) return PTXC_D_NAN;
  double z = (1.0 - a) * 0.5;
  double s = __dsqrt_rn(z);
  double sl = z > 0.0 ? __fma_rn(-s, s, z) / (2.0 * s) : 0.0;
  double w = __fma_rn(s * z, __ptxc_pd_asin(z), sl);
  if (x > 0.0) return 2.0 * s + 2.0 * w;
  double h = PTXC_D_PI_HI - 2.0 * s;
  double e = (PTXC_D_PI_HI - h) - 2.0 * s;
  return h + (e + (PTXC_D_PI_LO - 2.0 * w));
}
/* atan(uh + ul) for 0 <= uh <= 1 as hi + *lo */
PTXC_MF double __ptxc_atan01(double uh, double ul, double *lo)
{
  if (uh <= 0.5) {
    double t = uh * uh;
    double v = __fma_rn(uh * t, __ptxc_pd_atan(t), ul);
    double s = uh + v;
    *lo = (uh - s) + v;
    return s;
  }
  /* pi/4 + atan((u - 1) / (u + 1)) */
  double n = uh - 1.0; /* exact */
  double d = uh + 1.0, dl = (1.0 - d) + uh;
  double vh = (n + ul) / d;
  double vl = (__fma_rn(-vh, d, n) + (ul - vh * dl)) / d;
  double t = vh * vh;
  double v = __fma_rn(vh * t, __ptxc_pd_atan(t), vl + PTXC_D_PIO4_LO);
  double s1 = PTXC_D_PIO4_HI + vh;
  double e1 = (PTXC_D_PIO4_HI - s1) + vh;
  double s = s1 + (e1 + v);
  *lo = (s1 - s) + (e1 + v);
  return s;
}
PTXC_MF double atan(double x)
{
  if (__isnan(x)) return x + x;
  double a = fabs(x), lo, r;
  if (a < 0x1p-27) return x;
  if (a <= 1.0) r = __ptxc_atan01(a, 0.0, &lo);
  else {
    double u = 1.0 / a, ul = __fma_rn(-u, a, 1.0) / a;
    if (__isinf(a)) ul = 0.0;
    double h = __ptxc_atan01(u, ul, &lo);
    double s = PTXC_D_PIO2_HI - h;
    r = s + (((PTXC_D_PIO2_HI - s) - h) + (PTXC_D_PIO2_LO - lo));
  }
  return copysign(r, x);
}
PTXC_MF double atan2(double y, double x)
{
  if (__isnan(x) || __isnan(y)) return x + y;
  double ax = fabs(x), ay = fabs(y), r;
  if (ay == 0.0) r = __signbit(x) ? PTXC_D_PI_HI : 0.0;
  else if (ax == 0.0) r = PTXC_D_PIO2_HI;
  else if (__isinf(ax) && __isinf(ay)) r = __signbit(x) ? 3.0 * PTXC_D_PIO4_HI : PTXC_D_PIO4_HI;
  else if (__isinf(ax)) r = __signbit(x) ? PTXC_D_PI_HI : 0.0;
  else if (__isinf(ay)) r = PTXC_D_PIO2_HI;
  else {
    double mx = ax > ay ? ax : ay, mn = ax > ay ? ay : ax;
    if (mx > 0x1p900) { mx *= 0x1p-200; mn *= 0x1p-200; }
    if (mx < 0x1p-900) { mx *= 0x1p200; mn *= 0x1p200; }
    double u = mn / mx, ul = __fma_rn(-u, mx, mn) / mx;
    double al, ah = __ptxc_atan01(u, ul, &al);
    if (ay > ax) {
      double h = PTXC_D_PIO2_HI - ah;
      al = ((PTXC_D_PIO2_HI - h) - ah) + (PTXC_D_PIO2_LO - al);
      ah = h;
    }
    if (__signbit(x)) {
      double h = PTXC_D_PI_HI - ah;
      al = ((PTXC_D_PI_HI - h) - ah) + (PTXC_D_PI_LO - al);
      ah = h;
    }
    r = ah + al;
  }
  return copysign(r, y);
}

/* ------------------------------------------------------------ hyperbolic */
/* e^a / 2 and e^-a / 2 as double-doubles, 0 <= a < 711 */
PTXC_MF void __ptxc_exp_pm(double a, double *eh, double *el, double *ih, double *il)
{
  int n;
  double lo, hi = __ptxc_exp_k(a, 0.0, &n, &lo);
  int m = n - 1;
  double p1 = 1.0;
  if (m > 1000) { p1 = 0x1p100; m -= 100; }
  double p = __ptxc_pow2(m);
  *eh = hi * p * p1; *el = lo * p * p1;
  /* 1/(4 e) where e = eh + el */
  double q = 0.25 / *eh;
  *ih = q;
  *il = (__fma_rn(-q, *eh, 0.25) - q * *el) / *eh;
}
PTXC_MF double sinh(double x)
{
  double a = fabs(x);
  if (a < 1.0) {
    if (a < 0x1p-27) return x;
    double t = x * x;
    return __fma_rn(x * t, __ptxc_pd_sinh(t), x);
  }
  if (!(a < 711.0)) return __isnan(x) ? x + x : copysign(PTXC_D_INF, x);
  double eh, el, ih, il;
  __ptxc_exp_pm(a, &eh, &el, &ih, &il);
  if (a > 40.0) return copysign(eh + el, x);
  double s = eh - ih;
  double e = (eh - s) - ih;
  return copysign(s + (e + (el - il)), x);
}
PTXC_MF double cosh(double x)
{
  double a = fabs(x);
  if (!(a < 711.0)) return __isnan(x) ? x + x : PTXC_D_INF;
  double eh, el, ih, il;
  __ptxc_exp_pm(a, &eh, &el, &ih, &il);
  if (a > 40.0) return eh + el;
  double s = eh + ih;
  double e = (eh - s) + ih;
  return s + (e + (el + il));
}
PTXC_MF double tanh(double x)
{
  double a = fabs(x);
  if (a < 1.0) {
    if (a < 0x1p-27) return x;
    double t = x * x;
    return __fma_rn(x * t, __ptxc_pd_tanh(t), x);
  }
  if (__isnan(x)) return x + x;
  if (a > 20.0) return copysign(1.0, x);
  /* 1 - 2 / (e^(2a) + 1) */
  int n;
  double lo, hi = __ptxc_exp_k(2.0 * a, 0.0, &n, &lo);
  double p = __ptxc_pow2(n);
  hi *= p; lo *= p;
  double dh = hi + 1.0, dl = ((hi - dh) + 1.0) + lo;
  double q = 2.0 / dh;
  double ql = (__fma_rn(-q, dh, 2.0) - q * dl) / dh;
  double s = 1.0 - q;
  return copysign(s + (((1.0 - s) - q) - ql), x);
}
PTXC_MF double asinh(double x)
{
  double a = fabs(x), r;
  if (a < 0x1p-27) return x;
  if (!__isfinited(x)) return x + x;
  if (a > 0x1p60) {
    double lo, hi = __ptxc_log_k(a, &lo);
    r = hi + (lo + PTXC_D_LN2_HI);
  } else {
    double t = a * a;
    r = log1p(a + t / (1.0 + __dsqrt_rn(1.0 + t)));
  }
  return copysign(r, x);
}
PTXC_MF double acosh(double x)
{
  if (!(x >= 1.0)) return PTXC_D_NAN;
  if (x > 0x1p60) {
    if (__isinf(x)) return x;
    double lo, hi = __ptxc_log_k(x, &lo);
    return hi + (lo + PTXC_D_LN2_HI);
  }
  double t = x - 1.0;
  return log1p(t + __dsqrt_rn(t * (x + 1.0)));
}
PTXC_MF double atanh(double x)
{
  double a = fabs(x);
  if (!(a <= 1.0)) return PTXC_D_NAN;
  if (a < 0x1p-27) return x;
  if (a == 1.0) return copysign(PTXC_D_INF, x);
  double r;
  if (a < 0.5) r = 0.5 * log1p(2.0 * a + 2.0 * a * a / (1.0 - a));
  else r = 0.5 * log1p(2.0 * a / (1.0 - a));
  return copysign(r, x);
}

/* ------------------------------------------------------------ error functions */
/* erfc(a) for a >= 0.75 */
PTXC_MF double __ptxc_erfc_big(double a)
{
  if (a >= 27.3) return 0.0;
  double q;
  if (a < 1.5) q = __ptxc_pd_erfcx1(a - 1.125);
  else if (a < 3.0) q = __ptxc_pd_erfcx2(a - 2.25);
  else {
    double u = 1.0 / a;
    q = u * __ptxc_pd_erfcx3(u - 0.1875);
  }
  double x2h = a * a, x2l = __fma_rn(a, a, -x2h);
  int n;
  double lo, hi = __ptxc_exp_k(-x2h, -x2l, &n, &lo);
  return __ptxc_scale(__fma_rn(hi, q, lo * q), n);
}
PTXC_MF double erf(double x)
{
  double a = fabs(x);
  if (a < 0.75) { /* x (c0 + t Q(t)), c0 = 2/sqrt(pi) as hi + lo */
    double t = x * x;
    return __fma_rn(x, 0x1.20dd750429b6dp+0, x * __fma_rn(t, __ptxc_pd_erfq(t), 0x1.1ae3a914fed80p-56));
  }
  if (__isnan(x)) return x + x;
  if (a >= 6.0) return copysign(1.0, x);
  return copysign(1.0 - __ptxc_erfc_big(a), x);
}
PTXC_MF double erfc(double x)
{
  if (__isnan(x)) return x + x;
  double a = fabs(x);
  if (a < 0.75) {
    double t = x * x;
    double h = __fma_rn(-x, 0x1.20dd750429b6dp+0, 1.0);
    return h - x * __fma_rn(t, __ptxc_pd_erfq(t), 0x1.1ae3a914fed80p-56);
  }
  if (x < 0.0) {
    if (a >= 6.0) return 2.0;
    return 2.0 - __ptxc_erfc_big(a);
  }
  return __ptxc_erfc_big(a);
}
PTXC_MF double erfinv(double x)
{
  double a = fabs(x);
  if (!(a < 1.0)) {
    if (a == 1.0) return copysign(PTXC_D_INF, x);
    return PTXC_D_NAN;
  }
  if (a < 0x1p-27) return x * 0x1.c5bf891b4ef6bp-1;
  double lo, hi = __ptxc_log_k((1.0 - a) * (1.0 + a), &lo);
  double w = -(hi + lo);
  double y = a * (w < 5.0 ? __ptxc_pd_erfinv1(w - 2.5) : __ptxc_pd_erfinv2(__dsqrt_rn(w) - 4.25));
  /* one Halley step on erf(y) = a (erfc form in the tail) */
  double f = a > 0.5 ? (1.0 - a) - erfc(y) : erf(y) - a;
  double d = f * 0x1.c5bf891b4ef6bp-1 * exp(y * y); /* f / erf'(y) */
  y = y - d / (1.0 + y * d);
  return copysign(y, x);
}

/* ------------------------------------------------------------ gamma functions */
/* lgamma for x >= 10 (Stirling) as hi + *lo */
PTXC_MF double __ptxc_lgamma_big(double x, double *lo)
{
  double ll, lh = __ptxc_log_k(x, &ll);
  /* (x - 0.5) * (log x - 1) */
  double xm = x - 0.5; /* exact for x < 2^52 */
  double ah = lh - 1.0, al = ((lh - ah) - 1.0) + ll;
  double ph = xm * ah, pl = __fma_rn(xm, ah, -ph) + xm * al;
  if (__isinf(ph)) { *lo = 0.0; return ph; } /* lgamma overflows */
  double u = 1.0 / x;
  double corr = u * __ptxc_pd_stirling(u * u);
  double c0 = PTXC_D_LNSQRT2PI_HI - 0.5; /* exact */
  double c = c0 + corr;
  double cl = ((c0 - c) + corr) + PTXC_D_LNSQRT2PI_LO;
  double s = ph + c, bv = s - ph, e = (ph - (s - bv)) + (c - bv);
  double l = e + pl + cl;
  double h = s + l;
  *lo = l - (h - s);
  return h;
}
/* lgamma(x), x > 0 finite, as hi + *lo */
PTXC_MF double __ptxc_lgamma_pos(double x, double *lo)
{
  if (x >= 10.0) return __ptxc_lgamma_big(x, lo);
  if (x < 0.75) {
    /* lgamma(x) = lgamma(1 + x) - log(x) */
    double ll, lh = __ptxc_log_k(x, &ll);
    double g;
    if (x < 0x1p-60) g = 0.0;
    else {
      double y = 1.0 + x, yl = (1.0 - y) + x; /* y + yl = 1 + x exactly */
      double t = y - 1.0;                   /* exact */
      double gl = 0.0;
      if (y < 1.25) g = t * __ptxc_pd_lgam1(t);
      else g = __ptxc_pd_lgamm(y - 1.5);
      /* derivative digamma(y) ~ -0.5772 + 0.98 (y - 1) on [1, 1.75] */
      g = g + yl * __fma_rn(0.9890559953279725, t, -0.5772156649015329) + gl;
    }
    double h = g - lh;
    *lo = ((g - h) - lh) - ll;
    return h;
  }
  if (x < 1.25) { double t = x - 1.0; *lo = 0.0; return t * __ptxc_pd_lgam1(t); }
  if (x < 1.75) { *lo = 0.0; return __ptxc_pd_lgamm(x - 1.5); }
  if (x < 2.5) { double t = x - 2.0; *lo = 0.0; return t * __ptxc_pd_lgam2(t); }
  /* x in [2.5, 10): lgamma(y) + log((y)(y+1)...(x-1)), y = x - k in [1.5, 2.5) */
  double y = x, ph = 1.0, pl = 0.0;
  while (y >= 2.5) {
    y = y - 1.0; /* exact */
    double p = ph * y;
    pl = __fma_rn(ph, y, -p) + pl * y;
    ph = p;
  }
  double g = y < 1.75 ? __ptxc_pd_lgamm(y - 1.5) : (y - 2.0) * __ptxc_pd_lgam2(y - 2.0);
  double ll, lh = __ptxc_log_k(ph, &ll);
  ll += pl / ph;
  double h = lh + g;
  *lo = ((lh - h) + g) + ll;
  return h;
}
PTXC_MF double lgamma(double x)
{
  if (__isnan(x)) return x + x;
  if (__isinf(x)) return PTXC_D_INF;
  double lo, hi;
  if (x > 0.0) {
    if (x > 0x1p1015) return PTXC_D_INF;
    hi = __ptxc_lgamma_pos(x, &lo);
    return hi + lo;
  }
  if (x == 0.0 || trunc(x) == x) return PTXC_D_INF;
  double a = -x;
  if (a < 0x1p-60) return -__ptxc_log_k(a, &lo) - lo;
  /* lgamma(x) = log(pi) - log|sin(pi x)| - lgamma(1 - x) = log(pi / |x sinpi(x)|) - lgamma(|x|) */
  double s = fabs(sinpi(x));
  double ph = a * s, pl = __fma_rn(a, s, -ph);
  double ql, qh = __ptxc_log_k(ph, &ql);
  ql += pl / ph;
  if (a > 0x1p1000) return PTXC_D_NAN;
  hi = __ptxc_lgamma_pos(a, &lo);
  double h = PTXC_D_LNPI_HI - qh;
  double l = ((PTXC_D_LNPI_HI - h) - qh) + (PTXC_D_LNPI_LO - ql);
  double r = h - hi;
  l = l + (((h - r) - hi) - lo);
  return r + l;
}
PTXC_MF double tgamma(double x)
{
  if (__isnan(x)) return x + x;
  if (x == PTXC_D_INF) return x;
  if (x == 0.0) return copysign(PTXC_D_INF, x);
  if (x < 0.0 && (trunc(x) == x || __isinf(x))) return PTXC_D_NAN;
  if (x > 171.7) return PTXC_D_INF;
  double a = fabs(x);
  if (a < 0x1p-56) return 1.0 / x;
  if (x < -190.0) return copysign(0.0, -sinpi(a));
  if (x < 10.0 && x > -10.0) {
    /* Gamma(x) = Gamma(x + k) / (x (x+1) ... (x+k-1)), x + k >= 10; base and product in double-double */
    double bh = x, bl = 0.0, ph = 1.0, pl = 0.0;
    while (bh < 10.0) {
      double p = ph * bh;
      pl = __fma_rn(ph, bh, -p) + (ph * bl + pl * bh);
      ph = p;
      double s = bh + 1.0, bv = s - bh, e = (bh - (s - bv)) + (1.0 - bv);
      bh = s; bl = bl + e;
    }
    double lo, hi = __ptxc_lgamma_big(bh, &lo);
    double ll2, dg = __ptxc_log_k(bh, &ll2) - 0.5 / bh; /* digamma(bh) to ~1e-3 */
    lo += dg * bl;
    int n;
    double el, eh = __ptxc_exp_k(hi, lo, &n, &el);
    double q = __ptxc_div_dd(eh, el, ph, pl);
    return scalbn(q, n);
  }
  double lo, hi = __ptxc_lgamma_big(a, &lo);
  int n;
  double el, eh = __ptxc_exp_k(hi, lo, &n, &el);
  double v = eh + el;
  if (x > 0.0) return __ptxc_scale(v, n);
  /* reflection: Gamma(x) = -pi / (a sin(pi a) Gamma(a)) */
  double s = sinpi(a);
  double r = -PTXC_D_PI_HI / (v * s * a);
  return scalbn(r, -n);
}


#endif /* PTXC_MATH_DOUBLE_H */
