/* mathcheck: host-side sweep of the ptxc device math library against
 * high-precision references (libquadmath __float128; exact functions against
 * the host's C library).  Usage: mathcheck [float|double|all] [N] [name-filter]
 * Writes a markdown table to stdout. */
#include <math.h>
#include <quadmath.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "funcs.h"

#define U(n, T, r, b, lo, hi) T t_##n(T x);
#define B(n, T, r, b, a1, a2, a3, a4) T t_##n(T x, T y);
FLOAT_UNARY
FLOAT_BINARY
#ifndef MC_FLOAT_ONLY
DOUBLE_UNARY
DOUBLE_BINARY
#endif
#undef U
#undef B
float t_frexpf(float x, int *e);
float t_modff(float x, float *i);
float t_remquof(float x, float y, int *q);
void t_sincosf(float x, float *s, float *c);
void t_sincospif(float x, float *s, float *c);
int t_ilogbf(float x);
long t_lroundf(float x);
float t_scalbnf(float x, int n);
float t_ldexpf(float x, int n);
float t_nextafterf(float x, float y);
float t_fmaf(float x, float y, float z);
int t_classf(float x);
double t_frexp(double x, int *e);
double t_modf(double x, double *i);
double t_remquo(double x, double y, int *q);
void t_sincos(double x, double *s, double *c);
void t_sincospi(double x, double *s, double *c);
int t_ilogb(double x);
long t_lround(double x);
double t_scalbn(double x, int n);
double t_ldexp(double x, int n);
double t_nextafter(double x, double y);
double t_fma(double x, double y, double z);
int t_classd(double x);

#include "ref.h"

static int g_isfloat;
static long g_N = 200000;
static const char *g_filter;
static int g_fail;
/* ---------------------------------------------------------------- runners */
typedef struct { double maxerr, maxord; double wx, wy, ex, ey; long n, zs, skipped; } stat_t;
static void stat_add(stat_t *s, double err, double ord, int zs, double x, double y)
{
  s->n++;
  s->zs += zs;
  if (ord > s->maxord || (ord == s->maxord && err > s->maxerr)) { s->wx = x; s->wy = y; }
  if (err > s->maxerr) { s->maxerr = err; s->ex = x; s->ey = y; }
  if (ord > s->maxord) s->maxord = ord;
}
static void report(const char *name, stat_t *s, double bound)
{
  int ok = s->maxord <= bound && s->maxerr < 1e29;
  if (!ok) g_fail++;
  char e1[32], e2[32];
  if (s->maxerr >= 1e29) snprintf(e1, sizeof e1, "special-case mismatch"); else snprintf(e1, sizeof e1, "%.3f", s->maxerr);
  if (s->maxord >= 1e29) snprintf(e2, sizeof e2, "-"); else snprintf(e2, sizeof e2, "%.0f", s->maxord);
  char w[96], w2[96];
  if (isnan(s->wy)) snprintf(w, sizeof w, "%.9g", s->wx); else snprintf(w, sizeof w, "%.9g, %.9g", s->wx, s->wy);
  if (isnan(s->ey)) snprintf(w2, sizeof w2, "%.9g", s->ex); else snprintf(w2, sizeof w2, "%.9g, %.9g", s->ex, s->ey);
  printf("| %-12s | %8ld | %s | %s | %g | %s | %s | %s | %ld |\n", name, s->n, e1, e2, bound, ok ? "yes" : "**NO**",
         w2, w, s->zs);
  fflush(stdout);
}
static int want(const char *name) { return !g_filter || strstr(name, g_filter); }

static void run_uf(const char *name, float (*f)(float), Q (*r)(Q), double bound, double lo, double hi)
{
  if (!want(name)) return;
  stat_t s = {0};
  s.wy = s.ey = NAN;
  long i, n = g_N + nspec();
  for (i = 0; i < n; i++) {
    float x = i < nspec() ? (float)specials[i] : (float)gen_value(1, lo, hi, i);
    g_skip = 0;
    Q R = r((Q)x);
    if (g_skip) { s.skipped++; continue; }
    double ord; int zs;
    double e = err_f(f(x), R, &ord, &zs);
    stat_add(&s, e, ord, zs, x, NAN);
  }
  report(name, &s, bound);
}
static void run_ud(const char *name, double (*f)(double), Q (*r)(Q), double bound, double lo, double hi)
{
  if (!want(name)) return;
  stat_t s = {0};
  s.wy = s.ey = NAN;
  long i, n = g_N + nspec();
  for (i = 0; i < n; i++) {
    double x = i < nspec() ? specials[i] : gen_value(0, lo, hi, i);
    g_skip = 0;
    Q R = r((Q)x);
    if (g_skip) { s.skipped++; continue; }
    double ord; int zs;
    double e = err_d(f(x), R, &ord, &zs);
    stat_add(&s, e, ord, zs, x, NAN);
  }
  report(name, &s, bound);
}
static void run_bf(const char *name, float (*f)(float, float), Q (*r)(Q, Q), double bound, double xlo, double xhi, double ylo, double yhi)
{
  if (!want(name)) return;
  stat_t s = {0};
  long i, n = g_N + (long)nspec() * nspec();
  for (i = 0; i < n; i++) {
    double xd, yd;
    gen_pair(1, i, &xd, &yd, xlo, xhi, ylo, yhi);
    float x = (float)xd, y = (float)yd;
    Q R = r((Q)x, (Q)y);
    double ord; int zs;
    double e = err_f(f(x, y), R, &ord, &zs);
    stat_add(&s, e, ord, zs, x, y);
  }
  report(name, &s, bound);
}
static void run_bd(const char *name, double (*f)(double, double), Q (*r)(Q, Q), double bound, double xlo, double xhi, double ylo, double yhi)
{
  if (!want(name)) return;
  stat_t s = {0};
  long i, n = g_N + (long)nspec() * nspec();
  for (i = 0; i < n; i++) {
    double x, y;
    gen_pair(0, i, &x, &y, xlo, xhi, ylo, yhi);
    Q R = r((Q)x, (Q)y);
    double ord; int zs;
    double e = err_d(f(x, y), R, &ord, &zs);
    stat_add(&s, e, ord, zs, x, y);
  }
  report(name, &s, bound);
}

/* ---------------------------------------------------------------- exact / multi-output functions */
static void run_misc_f(void)
{
  long i, n = g_N + nspec();
  stat_t s1 = {0}, s2 = {0}, s3 = {0}, s4 = {0}, s5 = {0}, s6 = {0}, s7 = {0}, s8 = {0}, s9 = {0}, s10 = {0}, s11 = {0};
  s1.wy = s2.wy = s3.wy = s4.wy = s5.wy = s6.wy = s7.wy = s8.wy = s10.wy = s11.wy = NAN;
  s1.ey = s2.ey = s3.ey = s4.ey = s5.ey = s6.ey = s7.ey = s8.ey = s10.ey = s11.ey = NAN;
  for (i = 0; i < n; i++) {
    float x = i < nspec() ? (float)specials[i] : (float)gen_value(1, -1000, 1000, i);
    float y = (float)gen_value(1, -100, 100, i), z = (float)gen_value(1, -1000, 1000, i);
    double ord; int zs;
    /* frexpf */
    { int e1, e2; float m1 = t_frexpf(x, &e1), m2 = frexpf(x, &e2);
      int bad = !(m1 == m2 || (isnan(m1) && isnan(m2))) || (isfinite(x) && e1 != e2);
      stat_add(&s1, bad ? BIG : 0, bad ? BIG : 0, 0, x, NAN); }
    /* modff */
    { float i1, i2; float f1 = t_modff(x, &i1), f2 = modff(x, &i2);
      int bad = !((f1 == f2 && signbit(f1) == signbit(f2)) || (isnan(f1) && isnan(f2))) || !(i1 == i2 || (isnan(i1) && isnan(i2)));
      stat_add(&s2, bad ? BIG : 0, bad ? BIG : 0, 0, x, NAN); }
    /* remquof */
    { int q1, q2; float r1 = t_remquof(x, y, &q1), r2 = remquof(x, y, &q2);
      int bad = !((r1 == r2 && signbit(r1) == signbit(r2)) || (isnan(r1) && isnan(r2)));
      if (!isnan(r2) && ((q1 & 7) != (q2 & 7) || (q1 != 0 && q2 != 0 && (q1 < 0) != (q2 < 0)))) bad = 1;
      stat_add(&s3, bad ? BIG : 0, bad ? BIG : 0, 0, x, y); }
    /* sincosf / sincospif */
    { float sv, cv; t_sincosf(x, &sv, &cv);
      double e1 = err_f(sv, sinq((Q)x), &ord, &zs), o1 = ord;
      double e2 = err_f(cv, cosq((Q)x), &ord, &zs);
      stat_add(&s4, e1 > e2 ? e1 : e2, o1 > ord ? o1 : ord, 0, x, NAN);
      t_sincospif(x, &sv, &cv);
      e1 = err_f(sv, ref_sinpi((Q)x), &ord, &zs); o1 = ord;
      e2 = err_f(cv, ref_cospi((Q)x), &ord, &zs);
      stat_add(&s5, e1 > e2 ? e1 : e2, o1 > ord ? o1 : ord, 0, x, NAN); }
    /* ilogbf, lroundf */
    { int bad = t_ilogbf(x) != ilogbf(x);
      stat_add(&s6, bad ? BIG : 0, bad ? BIG : 0, 0, x, NAN);
      bad = fabsf(x) < 1e18f && t_lroundf(x) != lroundf(x);
      stat_add(&s7, bad ? BIG : 0, bad ? BIG : 0, 0, x, NAN); }
    /* scalbnf / ldexpf */
    { int k = (int)(rnd() % 601) - 300;
      float a1 = t_scalbnf(x, k), a2 = scalbnf(x, k), b1 = t_ldexpf(x, k);
      int bad = !((a1 == a2 && signbit(a1) == signbit(a2)) || (isnan(a1) && isnan(a2))) || !(a1 == b1 || (isnan(a1) && isnan(b1)));
      stat_add(&s8, bad ? BIG : 0, bad ? BIG : 0, 0, x, k); }
    /* nextafterf */
    { float yy = (rnd() & 3) ? y : x;
      float a1 = t_nextafterf(x, yy), a2 = nextafterf(x, yy);
      int bad = !((a1 == a2 && signbit(a1) == signbit(a2)) || (isnan(a1) && isnan(a2)));
      stat_add(&s9, bad ? BIG : 0, bad ? BIG : 0, 0, x, yy); }
    /* fmaf */
    { double e = err_f(t_fmaf(x, y, z), (Q)fmaf(x, y, z) /* host libm, correctly rounded */, &ord, &zs);
      stat_add(&s10, e, ord, 0, x, y); }
    /* isnan/isinf/isfinite/signbit */
    { int c = (isnan(x) ? 1 : 0) | (isinf(x) ? 2 : 0) | (isfinite(x) ? 4 : 0) | (signbit(x) ? 8 : 0);
      int bad = c != t_classf(x);
      stat_add(&s11, bad ? BIG : 0, bad ? BIG : 0, 0, x, NAN); }
  }
  if (want("frexpf")) report("frexpf", &s1, 0);
  if (want("modff")) report("modff", &s2, 0);
  if (want("remquof")) report("remquof", &s3, 0);
  if (want("sincosf")) report("sincosf", &s4, 2);
  if (want("sincospif")) report("sincospif", &s5, 1);
  if (want("ilogbf")) report("ilogbf", &s6, 0);
  if (want("lroundf")) report("lroundf", &s7, 0);
  if (want("scalbnf")) report("scalbnf/ldexpf", &s8, 0);
  if (want("nextafterf")) report("nextafterf", &s9, 0);
  if (want("fmaf")) report("fmaf", &s10, 0);
  if (want("isnanf")) report("isnan/isinf/isfinite/signbit (f)", &s11, 0);
}
#ifndef MC_FLOAT_ONLY
static void run_misc_d(void)
{
  long i, n = g_N + nspec();
  stat_t s1 = {0}, s2 = {0}, s3 = {0}, s4 = {0}, s5 = {0}, s6 = {0}, s7 = {0}, s8 = {0}, s9 = {0}, s10 = {0}, s11 = {0};
  s1.wy = s2.wy = s3.wy = s4.wy = s5.wy = s6.wy = s7.wy = s8.wy = s10.wy = s11.wy = NAN;
  s1.ey = s2.ey = s3.ey = s4.ey = s5.ey = s6.ey = s7.ey = s8.ey = s10.ey = s11.ey = NAN;
  for (i = 0; i < n; i++) {
    double x = i < nspec() ? specials[i] : gen_value(0, -1000, 1000, i);
    double y = gen_value(0, -100, 100, i), z = gen_value(0, -1000, 1000, i);
    double ord; int zs;
    { int e1, e2; double m1 = t_frexp(x, &e1), m2 = frexp(x, &e2);
      int bad = !(m1 == m2 || (isnan(m1) && isnan(m2))) || (isfinite(x) && e1 != e2);
      stat_add(&s1, bad ? BIG : 0, bad ? BIG : 0, 0, x, NAN); }
    { double i1, i2; double f1 = t_modf(x, &i1), f2 = modf(x, &i2);
      int bad = !((f1 == f2 && signbit(f1) == signbit(f2)) || (isnan(f1) && isnan(f2))) || !(i1 == i2 || (isnan(i1) && isnan(i2)));
      stat_add(&s2, bad ? BIG : 0, bad ? BIG : 0, 0, x, NAN); }
    { int q1, q2; double r1 = t_remquo(x, y, &q1), r2 = remquo(x, y, &q2);
      int bad = !((r1 == r2 && signbit(r1) == signbit(r2)) || (isnan(r1) && isnan(r2)));
      if (!isnan(r2) && ((q1 & 7) != (q2 & 7) || (q1 != 0 && q2 != 0 && (q1 < 0) != (q2 < 0)))) bad = 1;
      stat_add(&s3, bad ? BIG : 0, bad ? BIG : 0, 0, x, y); }
    { double sv, cv; t_sincos(x, &sv, &cv);
      double e1 = err_d(sv, sinq((Q)x), &ord, &zs), o1 = ord;
      double e2 = err_d(cv, cosq((Q)x), &ord, &zs);
      stat_add(&s4, e1 > e2 ? e1 : e2, o1 > ord ? o1 : ord, 0, x, NAN);
      t_sincospi(x, &sv, &cv);
      e1 = err_d(sv, ref_sinpi((Q)x), &ord, &zs); o1 = ord;
      e2 = err_d(cv, ref_cospi((Q)x), &ord, &zs);
      stat_add(&s5, e1 > e2 ? e1 : e2, o1 > ord ? o1 : ord, 0, x, NAN); }
    { int bad = t_ilogb(x) != ilogb(x);
      stat_add(&s6, bad ? BIG : 0, bad ? BIG : 0, 0, x, NAN);
      bad = fabs(x) < 1e18 && t_lround(x) != lround(x);
      stat_add(&s7, bad ? BIG : 0, bad ? BIG : 0, 0, x, NAN); }
    { int k = (int)(rnd() % 4401) - 2200;
      double a1 = t_scalbn(x, k), a2 = scalbn(x, k), b1 = t_ldexp(x, k);
      int bad = !((a1 == a2 && signbit(a1) == signbit(a2)) || (isnan(a1) && isnan(a2))) || !(a1 == b1 || (isnan(a1) && isnan(b1)));
      stat_add(&s8, bad ? BIG : 0, bad ? BIG : 0, 0, x, k); }
    { double yy = (rnd() & 3) ? y : x;
      double a1 = t_nextafter(x, yy), a2 = nextafter(x, yy);
      int bad = !((a1 == a2 && signbit(a1) == signbit(a2)) || (isnan(a1) && isnan(a2)));
      stat_add(&s9, bad ? BIG : 0, bad ? BIG : 0, 0, x, yy); }
    { double e = err_d(t_fma(x, y, z), (Q)fma(x, y, z) /* host libm, correctly rounded */, &ord, &zs);
      stat_add(&s10, e, ord, 0, x, y); }
    { int c = (isnan(x) ? 1 : 0) | (isinf(x) ? 2 : 0) | (isfinite(x) ? 4 : 0) | (signbit(x) ? 8 : 0);
      int bad = c != t_classd(x);
      stat_add(&s11, bad ? BIG : 0, bad ? BIG : 0, 0, x, NAN); }
  }
  if (want("frexp")) report("frexp", &s1, 0);
  if (want("modf")) report("modf", &s2, 0);
  if (want("remquo")) report("remquo", &s3, 0);
  if (want("sincos")) report("sincos", &s4, 2);
  if (want("sincospi")) report("sincospi", &s5, 2);
  if (want("ilogb")) report("ilogb", &s6, 0);
  if (want("lround")) report("lround", &s7, 0);
  if (want("scalbn")) report("scalbn/ldexp", &s8, 0);
  if (want("nextafter")) report("nextafter", &s9, 0);
  if (want("fma")) report("fma", &s10, 0);
  if (want("isnan")) report("isnan/isinf/isfinite/signbit", &s11, 0);
}
#endif

int main(int argc, char **argv)
{
  const char *which = argc > 1 ? argv[1] : "all";
  if (argc > 2) g_N = atol(argv[2]);
  if (argc > 3) g_filter = argv[3];
  printf("| function | inputs | max error (ulp, vs exact) | max ulp distance to correctly rounded | NVIDIA bound | within bound | input of max error | input of max distance | signed-zero diffs |\n");
  printf("|---|---|---|---|---|---|---|---|---|\n");
  if (!strcmp(which, "float") || !strcmp(which, "all")) {
    g_isfloat = 1;
#define U(n, T, r, b, lo, hi) run_uf(#n, t_##n, r_##n, b, lo, hi);
#define B(n, T, r, b, a1, a2, a3, a4) run_bf(#n, t_##n, r_##n, b, a1, a2, a3, a4);
    FLOAT_UNARY
    FLOAT_BINARY
#undef U
#undef B
    run_misc_f();
  }
#ifndef MC_FLOAT_ONLY
  if (!strcmp(which, "double") || !strcmp(which, "all")) {
    g_isfloat = 0;
#define U(n, T, r, b, lo, hi) run_ud(#n, t_##n, r_##n, b, lo, hi);
#define B(n, T, r, b, a1, a2, a3, a4) run_bd(#n, t_##n, r_##n, b, a1, a2, a3, a4);
    DOUBLE_UNARY
    DOUBLE_BINARY
#undef U
#undef B
    run_misc_d();
  }
#endif
  fprintf(stderr, "%d function(s) outside the bound\n", g_fail);
  return g_fail != 0;
}
