/*
 * ptxc_math_special.h -- CUDA's statistics and norm functions (normcdf,
 * normcdfinv, erfcinv, erfcx, rhypot, norm3d, rnorm, ...) and nan(), written
 * by this project on the double library (ptxc_math_double.h). Included by
 * ptxc_math.h after it; portable C99 like the rest of the library.
 *
 * The float forms compute in double and round once: their arguments widen
 * exactly and the double results are far more accurate than a float ulp.
 * specs/math.md gives each method; tests/device_api.rs checks them against
 * nvcc's code in ptxsim.
 */
#ifndef PTXC_MATH_SPECIAL_H
#define PTXC_MATH_SPECIAL_H

/* ------------------------------------------------------------ nan */
/* The payload is the string read as an integer (0x... hex, 0... octal, else decimal), as
   nvcc's nan() reads it: a character that is not a digit of the base makes the payload 0,
   a value beyond 64 bits makes every payload bit 1 (*overflow). */
PTXC_MF unsigned long long __ptxc_nan_payload(const char *tag, int *overflow)
{
  unsigned long long v = 0;
  unsigned int base = 10;
  *overflow = 0;
  if (tag[0] == '0') {
    base = 8;
    tag++;
    if (tag[0] == 'x' || tag[0] == 'X') { base = 16; tag++; }
  }
  for (; tag[0] != 0; tag++) {
    unsigned int c = (unsigned int)(unsigned char)tag[0], d;
    if (c >= '0' && c <= '9') d = c - '0';
    else if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
    else if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
    else return 0;
    if (d >= base) return 0;
    if (v > (0xffffffffffffffffull - d) / base) *overflow = 1;
    v = v * base + d;
  }
  return v;
}
PTXC_MF double nan(const char *tagp)
{
  int overflow;
  unsigned long long p = __ptxc_nan_payload(tagp, &overflow);
  if (overflow) return __longlong_as_double(0x7fffffffffffffffll);
  return __longlong_as_double((long long)(0x7ff8000000000000ull | (p & 0x0007ffffffffffffull)));
}
PTXC_MF float nanf(const char *tagp)
{
  int overflow;
  unsigned long long p = __ptxc_nan_payload(tagp, &overflow);
  if (overflow) return __uint_as_float(0x7fffffffu);
  return __uint_as_float(0x7fc00000u | ((unsigned int)p & 0x003fffffu));
}

/* ------------------------------------------------------------ norms */
/* sqrt(sum of squares) without spurious overflow or underflow: an infinity wins over a
   NaN (as hypot), the operands are scaled by a power of two near the largest (exact),
   their squares summed as a double-double s = hi + lo (each square split by fma, the sums
   by TwoSum), and the result scaled back: sqrt(s) is t + (s - t^2) / 2t with t = sqrt(hi),
   1/sqrt(s) one Newton step y + y (1 - s y^2) / 2 from y = 1/t, its residual from exact
   products (fma), so both are within about half an ulp before the final rounding. */
PTXC_MF double __ptxc_norm_scaled(int n, const double *a, int inverse)
{
  double m = 0.0;
  int has_nan = 0, i;
  for (i = 0; i < n; i++) {
    double x = fabs(a[i]);
    if (x == PTXC_D_INF) return inverse ? 0.0 : PTXC_D_INF;
    if (x != x) has_nan = 1;
    else if (x > m) m = x;
  }
  if (has_nan) return PTXC_D_NAN;
  if (m == 0.0) return inverse ? PTXC_D_INF : 0.0;
  int e;
  frexp(m, &e);
  double hi = 0.0, lo = 0.0;
  for (i = 0; i < n; i++) {
    double y = scalbn(a[i], -e);
    double p = y * y, pe = __fma_rn(y, y, -p);
    double s = hi + p, bb = s - hi;
    lo += ((hi - (s - bb)) + (p - bb)) + pe;
    hi = s;
  }
  double t = __dsqrt_rn(hi);
  if (!inverse) return scalbn(t + (__fma_rn(-t, t, hi) + lo) / (2.0 * t), e);
  double y = 1.0 / t;
  double q = y * y, qe = __fma_rn(y, y, -q);     /* y^2 = q + qe */
  double r = hi * q, re = __fma_rn(hi, q, -r);  /* hi q = r + re */
  double res = (((1.0 - r) - re) - hi * qe) - lo * q;
  return scalbn(__fma_rn(0.5 * y, res, y), -e);
}
/* float operands: squares are exact in double and the sum cannot overflow */
PTXC_MF float __ptxc_normf_wide(int n, const float *a, int inverse)
{
  double s = 0.0;
  int has_nan = 0, i;
  for (i = 0; i < n; i++) {
    double x = (double)a[i];
    if (fabs(x) == PTXC_D_INF) return inverse ? 0.0f : __int_as_float(0x7f800000);
    if (x != x) has_nan = 1;
    s = __fma_rn(x, x, s);
  }
  if (has_nan) return __int_as_float(0x7fffffff);
  return (float)(inverse ? 1.0 / __dsqrt_rn(s) : __dsqrt_rn(s));
}
PTXC_MF double rhypot(double x, double y) { double a[2] = {x, y}; return __ptxc_norm_scaled(2, a, 1); }
PTXC_MF double norm3d(double a, double b, double c) { double v[3] = {a, b, c}; return __ptxc_norm_scaled(3, v, 0); }
PTXC_MF double rnorm3d(double a, double b, double c) { double v[3] = {a, b, c}; return __ptxc_norm_scaled(3, v, 1); }
PTXC_MF double norm4d(double a, double b, double c, double d) { double v[4] = {a, b, c, d}; return __ptxc_norm_scaled(4, v, 0); }
PTXC_MF double rnorm4d(double a, double b, double c, double d) { double v[4] = {a, b, c, d}; return __ptxc_norm_scaled(4, v, 1); }
PTXC_MF double norm(int dim, const double *p) { return __ptxc_norm_scaled(dim, p, 0); }
PTXC_MF double rnorm(int dim, const double *p) { return __ptxc_norm_scaled(dim, p, 1); }
PTXC_MF float rhypotf(float x, float y) { float a[2] = {x, y}; return __ptxc_normf_wide(2, a, 1); }
PTXC_MF float norm3df(float a, float b, float c) { float v[3] = {a, b, c}; return __ptxc_normf_wide(3, v, 0); }
PTXC_MF float rnorm3df(float a, float b, float c) { float v[3] = {a, b, c}; return __ptxc_normf_wide(3, v, 1); }
PTXC_MF float norm4df(float a, float b, float c, float d) { float v[4] = {a, b, c, d}; return __ptxc_normf_wide(4, v, 0); }
PTXC_MF float rnorm4df(float a, float b, float c, float d) { float v[4] = {a, b, c, d}; return __ptxc_normf_wide(4, v, 1); }
PTXC_MF float normf(int dim, const float *p) { return __ptxc_normf_wide(dim, p, 0); }
PTXC_MF float rnormf(int dim, const float *p) { return __ptxc_normf_wide(dim, p, 1); }

/* ------------------------------------------------------------ erfcx, erfcinv */
/* erfcx(x) = e^(x^2) erfc(x). x >= 27.3: the asymptotic series
   1/(x sqrt(pi)) (1 - 1/(2x^2) + 3/(2x^2)^2 - ...), 12 terms (the next is below 2^-60);
   [0.75, 27.3): the library's erfcx polynomials (the erfc core); smaller x:
   e^(x^2) (x^2 as an exact hi + lo) times erfc(x); negative x: 2 e^(x^2) - erfcx(-x). */
PTXC_MF double __ptxc_exp_sq(double a) /* e^(a^2), a^2 as hi + lo */
{
  double h = a * a, l = __fma_rn(a, a, -h);
  int n;
  double lo, hi = __ptxc_exp_k(h, l, &n, &lo);
  return __ptxc_scale(hi + lo, n);
}
PTXC_MF double __ptxc_erfcx_pos(double a)
{
  if (a >= 27.3) {
    double u = 1.0 / (2.0 * a * a), term = 1.0, sum = 1.0;
    int k;
    for (k = 1; k <= 12; k++) {
      term = -term * (double)(2 * k - 1) * u;
      sum += term;
    }
    return sum * 0x1.20dd750429b6dp-1 / a; /* 1/sqrt(pi) */
  }
  if (a >= 0.75) {
    if (a < 1.5) return __ptxc_pd_erfcx1(a - 1.125);
    if (a < 3.0) return __ptxc_pd_erfcx2(a - 2.25);
    double u = 1.0 / a;
    return u * __ptxc_pd_erfcx3(u - 0.1875);
  }
  return __ptxc_exp_sq(a) * erfc(a);
}
PTXC_MF double erfcx(double x)
{
  if (x != x) return x + x;
  if (x >= 0.0) return x == PTXC_D_INF ? 0.0 : __ptxc_erfcx_pos(x);
  if (x < -26.7) return PTXC_D_INF;
  return 2.0 * __ptxc_exp_sq(x) - __ptxc_erfcx_pos(-x);
}
PTXC_MF float erfcxf(float x) { return (float)erfcx((double)x); }

/* erfcinv(y), 0 <= y <= 2: erfinv(1 - y) for y >= 1/2 (1 - y is exact there). Below,
   Newton steps on log erfc(x) = log y, which neither underflows nor loses the residual:
   f(x) = log erfcx(x) - x^2 - log y (x^2 as an exact hi + lo), f'(x) = -2/(sqrt(pi) erfcx(x)),
   from x0 = t - (log t + log sqrt(pi)) / (2t), t = sqrt(-log y) (the asymptotic root). */
PTXC_MF double erfcinv(double y)
{
  if (!(y >= 0.0 && y <= 2.0)) return PTXC_D_NAN;
  if (y == 0.0) return PTXC_D_INF;
  if (y == 2.0) return -PTXC_D_INF;
  if (y >= 0.5) return erfinv(1.0 - y);
  double ly = log(y);
  double t = __dsqrt_rn(-ly);
  double x = t - (log(t) + 0x1.250d048e7a1bdp-1) / (2.0 * t);
  int k;
  for (k = 0; k < 6; k++) {
    double e = __ptxc_erfcx_pos(x);
    double h = x * x, l = __fma_rn(x, x, -h);
    double f = ((log(e) - ly) - h) - l;
    x = x + f * e * 0x1.c5bf891b4ef6bp-1; /* -f / f' = f erfcx(x) sqrt(pi)/2 */
  }
  return x;
}
PTXC_MF float erfcinvf(float y) { return (float)erfcinv((double)y); }

/* ------------------------------------------------------------ normcdf, normcdfinv */
/* normcdf(x) = erfc(-x/sqrt(2)) / 2 with t = -x/sqrt(2) rounded and its error
   dt (1/sqrt(2) as hi + lo, fma for the product's error) corrected to first order:
   erfc(t + dt) = erfc(t) - dt 2/sqrt(pi) e^(-t^2). */
PTXC_MF double normcdf(double x)
{
  if (x != x) return x + x;
  if (x > 40.0) return 1.0;
  if (x < -40.0) return 0.0;
  const double h = 0x1.6a09e667f3bcdp-1, l = -0x1.bdd3413b26456p-55; /* 1/sqrt(2) */
  double t = -x * h;
  double dt = __fma_rn(-x, h, -t) + (-x) * l;
  double e = erfc(t) - dt * 0x1.20dd750429b6dp+0 * exp(-t * t);
  return 0.5 * e;
}
PTXC_MF float normcdff(float x) { return (float)normcdf((double)x); }
/* normcdfinv(p) = -sqrt(2) erfcinv(2p) (2p exact) */
PTXC_MF double normcdfinv(double p)
{
  if (!(p >= 0.0 && p <= 1.0)) return PTXC_D_NAN;
  /* + 0.0: normcdfinv(1/2) is +0, not the -0 of -sqrt(2) * +0 */
  return -0x1.6a09e667f3bcdp+0 * erfcinv(2.0 * p) + 0.0;
}
PTXC_MF float normcdfinvf(float p) { return (float)normcdfinv((double)p); }

/* ------------------------------------------------------------ modified Bessel I0, I1 */
/* |x| < 25: the power series I_nu(x) = (x/2)^nu sum_k (x^2/4)^k / (k! (k+nu)!), all terms
   positive, with the terms and their sum carried as double-doubles (x^2/4 split by fma), so
   the sum is good to a few units of 2^-100 and rounds once. |x| >= 25: the asymptotic series
   e^x / sqrt(2 pi x) sum_k c_k / x^k, c_k = c_{k-1} ((2k-1)^2 - 4 nu^2) / (8k) (its smallest
   term is near e^-2x, below 2^-70), e^x from the exp core as hi + lo with the scaling last. */
PTXC_MF double __ptxc_bessel_i(double x, int nu)
{
  double a = fabs(x);
  if (a != a) return x + x;
  if (a > 713.99) return nu ? copysign(PTXC_D_INF, x) : PTXC_D_INF; /* beyond DBL_MAX */
  if (a < 25.0) {
    double qh = a * a, ql = __fma_rn(a, a, -qh) * 0.25;
    qh *= 0.25;
    double th = 1.0, tl = 0.0, sh = 1.0, sl = 0.0;
    int k;
    for (k = 1; k < 200; k++) {
      double d = (double)k * (double)(k + nu);
      double mh = __ptxc_mul_dd(th, tl, qh, ql);
      double ml = __fma_rn(th, qh, -mh) + (th * ql + tl * qh); /* the product's low part */
      th = mh / d;
      tl = (__fma_rn(-th, d, mh) + ml) / d;
      double u = sh + th, bb = u - sh;
      sl += ((sh - (u - bb)) + (th - bb)) + tl;
      sh = u;
      if (th < sh * 0x1p-60) break;
    }
    double r = sh + sl;
    return nu ? copysign(0.5 * a * r, x) : r;
  }
  double u = 1.0 / a, term = 1.0, sum = 1.0;
  int k;
  for (k = 1; k < 60; k++) {
    term = term * ((double)((2 * k - 1) * (2 * k - 1) - 4 * nu * nu) / (8.0 * (double)k)) * u;
    sum += term;
    if (fabs(term) < 0x1p-60) break;
  }
  double q = sum / __dsqrt_rn(0x1.921fb54442d18p+2 * a); /* 2 pi a */
  int n;
  double lo, hi = __ptxc_exp_k(a, 0.0, &n, &lo);
  double r = __ptxc_scale(__fma_rn(hi, q, lo * q), n);
  return nu ? copysign(r, x) : r;
}
PTXC_MF double cyl_bessel_i0(double x) { return __ptxc_bessel_i(x, 0); }
PTXC_MF double cyl_bessel_i1(double x) { return __ptxc_bessel_i(x, 1); }
PTXC_MF float cyl_bessel_i0f(float x) { return (float)__ptxc_bessel_i((double)x, 0); }
PTXC_MF float cyl_bessel_i1f(float x) { return (float)__ptxc_bessel_i((double)x, 1); }

#endif /* PTXC_MATH_SPECIAL_H */
