/* exhaustive: every one of the 2^32 float inputs (or every stride-th with -s N) of the unary float functions,
 * against the host C library's double-precision function as reference (its
 * error, < 1 double ulp, is ~2^-29 float ulp).  Usage: exhaustive [name...] */
#define _GNU_SOURCE
#include <math.h>
#include <stdlib.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define F(n) float t_##n(float);
F(sinf) F(cosf) F(tanf) F(expf) F(exp2f) F(exp10f) F(expm1f) F(logf) F(log2f) F(log10f) F(log1pf)
F(sinpif) F(cospif) F(asinf) F(acosf) F(atanf) F(sinhf) F(coshf) F(tanhf) F(asinhf) F(acoshf) F(atanhf)
F(erff) F(erfcf) F(cbrtf) F(rcbrtf) F(rsqrtf) F(lgammaf) F(tgammaf) F(sqrtf)
#undef F
static double rsinpi(double x) { if (isinf(x)) return NAN; double r = fmod(x, 2.0); if (r == 0 || fabs(r) == 1) return copysign(0.0, x); return sin(M_PI * r); }
static double rcospi(double x) { if (isinf(x)) return NAN; double r = fabs(fmod(x, 2.0)); if (r == 0.5 || r == 1.5) return 0; return cos(M_PI * r); }
static double rrcbrt(double x) { return 1.0 / cbrt(x); }
static double rrsqrt(double x) { return 1.0 / sqrt(x); }
static double rlgamma(double x) { return lgamma(x); }
static struct { const char *name; float (*f)(float); double (*r)(double); int bound; double skiplo, skiphi; } T[] = {
  {"sinf", t_sinf, sin, 2}, {"cosf", t_cosf, cos, 2}, {"tanf", t_tanf, tan, 4},
  {"expf", t_expf, exp, 2}, {"exp2f", t_exp2f, exp2, 2}, {"exp10f", t_exp10f, exp10, 2}, {"expm1f", t_expm1f, expm1, 1},
  {"logf", t_logf, log, 1}, {"log2f", t_log2f, log2, 1}, {"log10f", t_log10f, log10, 2}, {"log1pf", t_log1pf, log1p, 1},
  {"sinpif", t_sinpif, rsinpi, 1}, {"cospif", t_cospif, rcospi, 1},
  {"asinf", t_asinf, asin, 2}, {"acosf", t_acosf, acos, 2}, {"atanf", t_atanf, atan, 2},
  {"sinhf", t_sinhf, sinh, 3}, {"coshf", t_coshf, cosh, 2}, {"tanhf", t_tanhf, tanh, 2},
  {"asinhf", t_asinhf, asinh, 3}, {"acoshf", t_acoshf, acosh, 4}, {"atanhf", t_atanhf, atanh, 3},
  {"erff", t_erff, erf, 2}, {"erfcf", t_erfcf, erfc, 4}, {"cbrtf", t_cbrtf, cbrt, 1}, {"rcbrtf", t_rcbrtf, rrcbrt, 1},
  {"rsqrtf", t_rsqrtf, rrsqrt, 2}, {"sqrtf", t_sqrtf, sqrt, 0},
  {"lgammaf", t_lgammaf, rlgamma, 6, -10.001, -2.264}, {"tgammaf", t_tgammaf, tgamma, 5},
};
static int64_t ordf(float y) { int32_t i; memcpy(&i, &y, 4); return i < 0 ? -(int64_t)(i & 0x7fffffff) : i; }
int main(int argc, char **argv)
{
  uint64_t stride = 1;
  if (argc > 2 && !strcmp(argv[1], "-s")) { stride = strtoull(argv[2], 0, 0); argv += 2; argc -= 2; }
  printf("| function | inputs | max error (ulp, vs exact) | max ulp distance to correctly rounded | NVIDIA bound | within bound | input of max distance |\n|---|---|---|---|---|---|---|\n");
  for (unsigned k = 0; k < sizeof T / sizeof T[0]; k++) {
    if (argc > 1) { int w = 0; for (int a = 1; a < argc; a++) w |= !strcmp(argv[a], T[k].name); if (!w) continue; }
    double maxe = 0, maxo = 0; float wx = 0; uint64_t n = 0; int bad = 0;
    for (uint64_t u = 0; u < 0x100000000ull; u += stride) {
      uint32_t b = (uint32_t)u; float x; memcpy(&x, &b, 4);
      if (isnan(x) && (b & 0x3fffff) != 1) continue; /* one NaN payload is enough */
      if (T[k].skiplo < T[k].skiphi && x > T[k].skiplo && x < T[k].skiphi) continue;
      n++;
      float y = T[k].f(x);
      double R = T[k].r((double)x);
      double e, o;
      if (isnan(R)) { e = o = isnan(y) ? 0 : 1e30; }
      else if (isinf(R)) { e = o = (y == R) ? 0 : 1e30; }
      else if (isnan(y)) { e = o = 1e30; }
      else {
        float rn = (float)R;
        if (isinf(y)) { e = (isinf(rn) && (y > 0) == (rn > 0)) ? 0 : 1e30; o = e ? 1e30 : 0; }
        else {
          int ex = R == 0 ? -126 : ilogb(R); if (ex < -126) ex = -126; if (ex > 127) ex = 127;
          e = fabs((double)y - R) / ldexp(1.0, ex - 23);
          o = (double)llabs(ordf(y) - ordf(rn));
        }
      }
      if (o > maxo || (o == maxo && e > maxe)) wx = x;
      if (e > maxe) maxe = e;
      if (o > maxo) maxo = o;
    }
    bad = maxo > T[k].bound;
    printf("| %s | %llu%s | %.3f | %.0f | %d | %s | %.9g |\n", T[k].name, (unsigned long long)n, stride == 1 ? " (all)" : "", maxe, maxo, T[k].bound, bad ? "**NO**" : "yes", wx);
    fflush(stdout);
  }
  return 0;
}
