/*
 * ptxc_math_bessel.h -- Bessel functions of the first and second kind (j0, j1, jn, y0,
 * y1, yn and their float forms), written by this project on the double library.
 * Included by ptxc_math.h after ptxc_math_special.h; portable C99.
 *
 * |x| < 25: the power series about 0, every term and the sum carried as double-doubles,
 * so the cancellation between terms (the largest is near 1e9 at |x| = 25) still leaves
 * about 1e-23 absolute error; y0/y1 add (2/pi) log(x/2) J(x) with the logarithm as
 * hi + lo and the harmonic numbers of their series as double-doubles.
 * |x| >= 25: Hankel's asymptotic expansion sqrt(2/(pi x)) (P cos chi - Q sin chi) (J) and
 * (P sin chi + Q cos chi) (Y), chi = x - (2 nu + 1) pi/4 from the library's sin and cos of
 * x (Payne-Hanek reduction); its smallest term is near e^-2x, below 2^-70.
 * jn/yn: recurrences from orders 0 and 1, forward where stable (yn always, jn for
 * n < |x|), else Miller's backward recurrence normalised by 1 = J0 + 2 (J2 + J4 + ...).
 * Float forms compute in double and round once.
 */
#ifndef PTXC_MATH_BESSEL_H
#define PTXC_MATH_BESSEL_H

/* ---- double-double helpers: (h, l) with |l| <= ulp(h)/2 ---- */
PTXC_MF void __ptxc_dd_add(double ah, double al, double bh, double bl, double *rh, double *rl)
{
  double s = ah + bh, bb = s - ah;
  double e = ((ah - (s - bb)) + (bh - bb)) + (al + bl);
  *rh = s + e;
  *rl = e - (*rh - s);
}
PTXC_MF void __ptxc_dd_mul(double ah, double al, double bh, double bl, double *rh, double *rl)
{
  double p = ah * bh;
  double e = __fma_rn(ah, bh, -p) + (ah * bl + al * bh);
  *rh = p + e;
  *rl = e - (*rh - p);
}
PTXC_MF void __ptxc_dd_div(double ah, double al, double d, double *rh, double *rl)
{
  double q = ah / d;
  double r = (__fma_rn(-q, d, ah) + al) / d;
  *rh = q + r;
  *rl = r - (*rh - q);
}

/* sum_k s^k c (q)^k / (k! (k+nu)!) for q = x^2/4 as a double-double, s = -1 (J) or +1,
   each term also multiplied by w_k (harmonic numbers H_k + H_(k+nu), for Y) when w != 0:
   the series of J_nu/(x/2)^nu, and of the Y corrections. */
PTXC_MF void __ptxc_bessel_series(double x, int nu, int harmonic, double *rh, double *rl)
{
  double qh = x * x, ql = __fma_rn(x, x, -qh) * 0.25;
  qh *= 0.25;
  double th = 1.0, tl = 0.0;                  /* (-q)^k / (k! (k+nu)!) */
  double hh = 0.0, hl = 0.0;                  /* H_k */
  double gh = nu ? 1.0 : 0.0, gl = 0.0;       /* H_(k+nu) */
  double sh = harmonic ? gh : 1.0, sl = 0.0;  /* the sum so far (k = 0) */
  if (harmonic && !nu) sh = 0.0;
  int k;
  for (k = 1; k < 200; k++) {
    double d = (double)k * (double)(k + nu);
    __ptxc_dd_mul(th, tl, -qh, -ql, &th, &tl);
    __ptxc_dd_div(th, tl, d, &th, &tl);
    double uh = th, ul = tl;
    if (harmonic) {
      double ih, il;
      __ptxc_dd_div(1.0, 0.0, (double)k, &ih, &il);
      __ptxc_dd_add(hh, hl, ih, il, &hh, &hl);
      __ptxc_dd_div(1.0, 0.0, (double)(k + nu), &ih, &il);
      __ptxc_dd_add(gh, gl, ih, il, &gh, &gl);
      double wh, wl;
      __ptxc_dd_add(hh, hl, gh, gl, &wh, &wl);
      __ptxc_dd_mul(th, tl, wh, wl, &uh, &ul);
    }
    __ptxc_dd_add(sh, sl, uh, ul, &sh, &sl);
    if (fabs(uh) < fabs(sh) * 0x1p-108 && k > 2) break;
  }
  *rh = sh;
  *rl = sl;
}

/* J_nu(x) for nu = 0, 1 and |x| < 25, as a double-double */
PTXC_MF void __ptxc_bessel_j_small(double x, int nu, double *rh, double *rl)
{
  __ptxc_bessel_series(x, nu, 0, rh, rl);
  if (nu) __ptxc_dd_mul(*rh, *rl, 0.5 * x, 0.0, rh, rl);
}

/* Hankel's P and Q for nu = 0, 1 at x >= 25 */
PTXC_MF void __ptxc_bessel_pq(double x, int nu, double *p, double *q)
{
  double mu = 4.0 * nu * nu, u = 1.0 / (8.0 * x), term = 1.0, sp = 1.0, sq = 0.0;
  int k;
  for (k = 1; k < 80; k++) {
    term = term * (mu - (double)((2 * k - 1) * (2 * k - 1))) * u / (double)k;
    /* k odd: Q gets (-1)^((k-1)/2) a_k; k even: P gets (-1)^(k/2) a_k */
    if (k & 1) sq += ((k >> 1) & 1) ? -term : term;
    else sp += ((k >> 1) & 1) ? -term : term;
    if (fabs(term) < 0x1p-70) break;
  }
  *p = sp;
  *q = sq;
}
/* J (y = 0) or Y (y = 1) of order nu = 0, 1 at x >= 25 */
PTXC_MF double __ptxc_bessel_large(double x, int nu, int y)
{
  double p, q, s, c;
  __ptxc_bessel_pq(x, nu, &p, &q);
  sincos(x, &s, &c);
  /* chi = x - pi/4 (nu 0) or x - 3 pi/4 (nu 1), times sqrt(2) */
  double cc = nu ? s - c : c + s, sc = nu ? -(s + c) : s - c;
  double v = y ? p * sc + q * cc : p * cc - q * sc;
  return v * 0x1.6a09e667f3bcdp-1 * 0x1.9884533d43651p-1 / __dsqrt_rn(x); /* 1/sqrt2 sqrt(2/pi) */
}

PTXC_MF double __ptxc_bessel_j01(double x, int nu)
{
  if (x != x) return x + x;
  double a = fabs(x);
  double r;
  if (a < 25.0) {
    double h, l;
    __ptxc_bessel_j_small(a, nu, &h, &l);
    r = h + l;
  } else if (a == PTXC_D_INF) {
    r = 0.0;
  } else {
    r = __ptxc_bessel_large(a, nu, 0);
  }
  return (nu && x < 0.0) ? -r : r;
}
PTXC_MF double j0(double x) { return __ptxc_bessel_j01(x, 0); }
PTXC_MF double j1(double x) { return __ptxc_bessel_j01(x, 1); }

/* Y_nu(x), nu = 0, 1, x > 0 */
PTXC_MF double __ptxc_bessel_y01(double x, int nu)
{
  if (x != x) return x + x;
  if (x < 0.0) return PTXC_D_NAN;
  if (x == 0.0) return -PTXC_D_INF;
  if (x == PTXC_D_INF) return 0.0;
  if (x >= 25.0) return __ptxc_bessel_large(x, nu, 1);
  /* Y1 near 0 is -2/(pi x) to far below an ulp (1/x alone would overflow first) */
  if (nu && x < 0x1p-50) return -0x1.45f306dc9c883p-1 / x;
  /* (2/pi) (log(x/2) + gamma) J_nu(x) */
  double lh, ll;
  lh = __ptxc_log_k(x, &ll);
  __ptxc_dd_add(lh, ll, -0x1.62e42fefa39efp-1, -0x1.abc9e3b39803fp-56, &lh, &ll);  /* - ln 2 */
  __ptxc_dd_add(lh, ll, 0x1.2788cfc6fb619p-1, -0x1.6cb90701fbfabp-58, &lh, &ll);   /* + gamma */
  double jh, jl;
  __ptxc_bessel_j_small(x, nu, &jh, &jl);
  __ptxc_dd_mul(lh, ll, jh, jl, &lh, &ll);
  /* the harmonic series: Y0 adds -sum (-q)^k H_k/(k!)^2 (k >= 1); Y1 adds
     -(x/4) sum (-q)^k (H_k + H_(k+1)) / (k!(k+1)!) and -2/(pi x) */
  double sh, sl;
  __ptxc_bessel_series(x, nu, 1, &sh, &sl);
  if (nu) {
    __ptxc_dd_mul(sh, sl, 0.25 * x, 0.0, &sh, &sl);
    __ptxc_dd_add(lh, ll, -sh, -sl, &lh, &ll);
    double rh, rl;
    __ptxc_dd_div(1.0, 0.0, x, &rh, &rl);
    __ptxc_dd_add(lh, ll, -rh, -rl, &lh, &ll);  /* (2/pi) (... - 1/x) */
  } else {
    __ptxc_dd_add(lh, ll, -0.5 * sh, -0.5 * sl, &lh, &ll);
  }
  __ptxc_dd_mul(lh, ll, 0x1.45f306dc9c883p-1, -0x1.6b01ec5417056p-55, &lh, &ll); /* 2/pi */
  return lh + ll;
}
PTXC_MF double y0(double x) { return __ptxc_bessel_y01(x, 0); }
PTXC_MF double y1(double x) { return __ptxc_bessel_y01(x, 1); }

PTXC_MF double jn(int n, double x)
{
  if (n < 0) return PTXC_D_NAN;
  if (n == 0) return j0(x);
  if (n == 1) return j1(x);
  if (x != x) return x + x;
  double a = fabs(x), r;
  if (a == 0.0 || a == PTXC_D_INF) return 0.0;
  if (a < 1e-8) { /* the leading term (a/2)^n / n!, relative error below a^2/4 */
    double t = 1.0;
    int k;
    for (k = 1; k <= n && t != 0.0; k++) t = t * (0.5 * a) / (double)k;
    r = t;
  } else if ((double)n < a) { /* forward: stable while the order is below the argument */
    double jm = j0(a), j = j1(a);
    int k;
    for (k = 1; k < n; k++) {
      double jp = (2.0 * k / a) * j - jm;
      jm = j;
      j = jp;
    }
    r = j;
  } else { /* Miller: backward from an order well above n, normalised by the even sum */
    int m = 2 * ((n + (int)__dsqrt_rn(160.0 * n)) / 2) + 2, k;
    double jp = 0.0, j = 1.0, even = 0.0, want = 0.0;
    for (k = m; k > 0; k--) {
      double jm = (2.0 * k / a) * j - jp;
      jp = j;
      j = jm;
      if (fabs(j) > 0x1p500) { /* rescale to stay in range */
        j *= 0x1p-500;
        jp *= 0x1p-500;
        even *= 0x1p-500;
        want *= 0x1p-500;
      }
      if (k - 1 == n) want = j;
      if (((k - 1) & 1) == 0 && k - 1 > 0) even += j;
    }
    r = want / (2.0 * even + j); /* j is now J_0's multiple */
  }
  return (x < 0.0 && (n & 1)) ? -r : r;
}
PTXC_MF double yn(int n, double x)
{
  if (n < 0) return PTXC_D_NAN;
  if (n == 0) return y0(x);
  if (n == 1) return y1(x);
  if (x != x) return x + x;
  if (x < 0.0) return PTXC_D_NAN;
  if (x == 0.0) return -PTXC_D_INF;
  if (x == PTXC_D_INF) return 0.0;
  double ym = y0(x), y = y1(x);
  int k;
  for (k = 1; k < n && y != -PTXC_D_INF; k++) {
    double yp = (2.0 * k / x) * y - ym;
    ym = y;
    y = yp;
  }
  return y;
}
PTXC_MF float j0f(float x) { return (float)j0((double)x); }
PTXC_MF float j1f(float x) { return (float)j1((double)x); }
PTXC_MF float y0f(float x) { return (float)y0((double)x); }
PTXC_MF float y1f(float x) { return (float)y1((double)x); }
PTXC_MF float jnf(int n, float x) { return (float)jn(n, (double)x); }
PTXC_MF float ynf(int n, float x) { return (float)yn(n, (double)x); }

#endif /* PTXC_MATH_BESSEL_H */
