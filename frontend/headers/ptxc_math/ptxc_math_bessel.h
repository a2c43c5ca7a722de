/*
 * ptxc_math_bessel.h -- Bessel functions of the first and second kind (j0, j1, jn, y0,
 * y1, yn and their float forms), written by this project on the double library.
 * Included by ptxc_math.h after ptxc_math_special.h; portable C99.
 *
 * |x| < 25: the power series about 0, every term and the sum carried as double-doubles
 * (within 1/32 of a zero below 8: the Taylor series about the zero, see below),
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

/* The zeros of J0, J1, Y0, Y1 below 8 (CUDA bounds the error in ulps there): kind (0 J,
   1 Y), order, the zero as hi + lo, the derivative there (mpmath, 50 digits). Within 1/32
   of one, the series about 0 would lose the value to cancellation, so the function is the
   Taylor series about the zero, its coefficients from Bessel's equation
   x^2 y'' + x y' + (x^2 - nu^2) y = 0 in t = x - z: a_0 = 0, a_1 = the derivative,
   a_(k+2) = -(z (k+1)(2k+1) a_(k+1) + (k^2 + z^2 - nu^2) a_k + 2z a_(k-1) + a_(k-2))
             / (z^2 (k+1)(k+2)). */
static __device__ const double __ptxc_bessel_zero_tab[9][5] = {
  {0, 0, 0x1.33d152e971b40p+1, -0x1.0f539d7da258ep-53, -0x1.09cdb36551280p-1}, /* 2.4048255577 */
  {0, 0, 0x1.6148f5b2c2e45p+2, 0x1.75054cd60a517p-54, 0x1.5c6e60a097823p-2}, /* 5.52007811029 */
  {0, 1, 0x1.ea75575af6f09p+1, -0x1.60155a9d1b256p-53, -0x1.9c6cf582cbf7fp-2}, /* 3.83170597021 */
  {0, 1, 0x1.c0ff5f3b47250p+2, -0x1.b226d9d243827p-54, 0x1.33518b3874e8ap-2}, /* 7.01558666982 */
  {1, 0, 0x1.c982eb8d417eap-1, 0x1.ea9d270347f83p-56, 0x1.c24371844b88ap-1}, /* 0.893576966279 */
  {1, 0, 0x1.fa9534d98569cp+1, -0x1.f06ae7804384ep-54, -0x1.9c34256a12a0cp-2}, /* 3.95767841931 */
  {1, 0, 0x1.c581dc4e72103p+2, -0x1.9774a495f56cfp-54, 0x1.334cca0697a5bp-2}, /* 7.0860510603 */
  {1, 1, 0x1.193bed4dff243p+1, -0x1.bd1e50d219bfdp-55, 0x1.0aa48442f014bp-1}, /* 2.19714132603 */
  {1, 1, 0x1.5b7fe4e87b02ep+2, 0x1.dfe7bac228e8cp-52, -0x1.5c7c556f0c19ap-2}, /* 5.42968104079 */
};
/* 1 and the value in *r when a (>= 0) is within 1/32 of a zero of that kind and order */
PTXC_MF int __ptxc_bessel_near_zero(double a, int kind, int nu, double *r)
{
  int i;
  for (i = 0; i < 9; i++) {
    const double *e = __ptxc_bessel_zero_tab[i];
    if ((int)e[0] != kind || (int)e[1] != nu || !(fabs(a - e[2]) < 0.03125)) continue;
    double z = e[2], t = (a - z) - e[3]; /* a - z is exact this close */
    double m = (double)(nu * nu);
    double c2 = 0.0, c1 = 0.0, c0 = 0.0, c = e[4]; /* a_(k-2), a_(k-1), a_k, a_(k+1) */
    double sum = 0.0, tk = t;
    int k;
    for (k = 0; k < 18; k++) { /* adds a_(k+1) t^(k+1), then forms a_(k+2) */
      sum += c * tk;
      tk *= t;
      double next = -(z * (k + 1) * (2 * k + 1) * c + ((double)k * k + z * z - m) * c0 + 2.0 * z * c1 + c2) /
                    (z * z * (k + 1) * (k + 2));
      c2 = c1;
      c1 = c0;
      c0 = c;
      c = next;
    }
    *r = sum;
    return 1;
  }
  return 0;
}

PTXC_MF double __ptxc_bessel_j01(double x, int nu)
{
  if (x != x) return x + x;
  double a = fabs(x);
  double r;
  if (a < 25.0) {
    if (!__ptxc_bessel_near_zero(a, 0, nu, &r)) {
      double h, l;
      __ptxc_bessel_j_small(a, nu, &h, &l);
      r = h + l;
    }
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
  double z;
  if (__ptxc_bessel_near_zero(x, 1, nu, &z)) return z;
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
