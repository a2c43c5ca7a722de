/* devcheck: the host oracle of the device math sweep (tests/math_sweep.rs).
 * The test compiles tests/math/sweep.cu with ptxc and runs it in ptxsim; this
 * program makes the inputs and judges the outputs against __float128
 * references (libquadmath), with mathcheck's error measure (ref.h).
 *
 *   devcheck list                      one line per function: name f|d bound
 *   devcheck gen NAME N IN.bin         writes x[N], y[N], z[N] (float or double), k[N] (int32)
 *   devcheck check NAME N IN.bin OUT.bin
 *       OUT.bin holds r[N], r2[N] (float or double) and ri[N] (int64) as the
 *       kernel k_NAME wrote them; prints "maxerr maxdist worst_x worst_y skipped"
 *       (worst_*: the input of the largest distance, "nan" when all are exact or unused)
 *       (maxerr: ulps against the exact value; maxdist: ulps from the correctly
 *       rounded result, NVIDIA's measure; "inf" for a special-value mismatch). */
#define _GNU_SOURCE
#include <math.h>
#include <quadmath.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "funcs.h"
#include "ref.h"

/* How a function's kernel takes its inputs and returns its results. */
enum shape {
  S_U,        /* r = f(x) */
  S_B,        /* r = f(x, y) */
  S_FMA,      /* r = f(x, y, z), reference: host fma (correctly rounded) */
  S_XI,       /* r = f(x, k): ldexp, scalbn; reference: host scalbn */
  S_NEXT,     /* r = nextafter(x, y); reference: host nextafter */
  S_FREXP,    /* r = frexp(x, &e), ri = e */
  S_MODF,     /* r = modf(x, &ip), r2 = ip */
  S_REMQUO,   /* r = remquo(x, y, &q), ri = q */
  S_SINCOS,   /* sincos(x, &r, &r2) */
  S_SINCOSPI, /* sincospi(x, &r, &r2) */
  S_ILOGB,    /* ri = ilogb(x) */
  S_LROUND,   /* ri = lround(x) */
  S_CLASS,    /* ri = isnan | isinf << 1 | isfinite << 2 | signbit << 3 */
};

typedef struct {
  const char *name;
  int isf;
  enum shape shape;
  double bound;
  Q (*ru)(Q);
  Q (*rb)(Q, Q);
  double lo, hi, ylo, yhi;
} func_t;

static const func_t FUNCS[] = {
#define U(n, T, r, b, lo, hi) {#n, sizeof(T) == 4, S_U, b, r_##n, 0, lo, hi, 0, 0},
#define B(n, T, r, b, a1, a2, a3, a4) {#n, sizeof(T) == 4, S_B, b, 0, r_##n, a1, a2, a3, a4},
    FLOAT_UNARY FLOAT_BINARY DOUBLE_UNARY DOUBLE_BINARY
#undef U
#undef B
#define MISC(n, isf, s, b) {n, isf, s, b, 0, 0, -1000, 1000, -100, 100},
    MISC("fmaf", 1, S_FMA, 0) MISC("ldexpf", 1, S_XI, 0) MISC("scalbnf", 1, S_XI, 0) MISC("nextafterf", 1, S_NEXT, 0)
    MISC("frexpf", 1, S_FREXP, 0) MISC("modff", 1, S_MODF, 0) MISC("remquof", 1, S_REMQUO, 0)
    MISC("sincosf", 1, S_SINCOS, 2) MISC("sincospif", 1, S_SINCOSPI, 1) MISC("ilogbf", 1, S_ILOGB, 0)
    MISC("lroundf", 1, S_LROUND, 0) MISC("classf", 1, S_CLASS, 0)
    MISC("fma", 0, S_FMA, 0) MISC("ldexp", 0, S_XI, 0) MISC("scalbn", 0, S_XI, 0) MISC("nextafter", 0, S_NEXT, 0)
    MISC("frexp", 0, S_FREXP, 0) MISC("modf", 0, S_MODF, 0) MISC("remquo", 0, S_REMQUO, 0)
    MISC("sincos", 0, S_SINCOS, 2) MISC("sincospi", 0, S_SINCOSPI, 2) MISC("ilogb", 0, S_ILOGB, 0)
    MISC("lround", 0, S_LROUND, 0) MISC("class", 0, S_CLASS, 0)
#undef MISC
};
#define NFUNCS (sizeof FUNCS / sizeof FUNCS[0])

static const func_t *find(const char *name)
{
  for (size_t i = 0; i < NFUNCS; i++)
    if (!strcmp(FUNCS[i].name, name)) return &FUNCS[i];
  fprintf(stderr, "devcheck: unknown function %s\n", name);
  exit(2);
}

static void die(const char *what, const char *path)
{
  fprintf(stderr, "devcheck: cannot %s %s\n", what, path);
  exit(2);
}

/* ---------------------------------------------------------------- inputs */
static void put(void *arr, int isf, long i, double v)
{
  if (isf) ((float *)arr)[i] = (float)v; else ((double *)arr)[i] = v;
}

static void gen(const func_t *f, long n, const char *path)
{
  int isf = f->isf, ns = nspec();
  size_t sz = isf ? 4 : 8;
  void *x = calloc(n, sz), *y = calloc(n, sz), *z = calloc(n, sz);
  int32_t *k = calloc(n, 4);
  /* Each function has its own deterministic stream, independent of the sweep's order. */
  rs = 0x9e3779b97f4a7c15ull;
  for (const char *c = f->name; *c; c++) rs = (rs ^ (unsigned char)*c) * 0x100000001b3ull;
  if (!rs) rs = 1;
  for (long i = 0; i < n; i++) {
    double xv, yv = 0, zv = 0;
    switch (f->shape) {
    case S_U: xv = i < ns ? specials[i] : gen_value(isf, f->lo, f->hi, i); break;
    case S_B: gen_pair(isf, i, &xv, &yv, f->lo, f->hi, f->ylo, f->yhi); break;
    default:
      xv = i < ns ? specials[i] : gen_value(isf, f->lo, f->hi, i);
      yv = i < (long)ns * ns ? specials[i % ns] : gen_value(isf, f->ylo, f->yhi, i);
      zv = gen_value(isf, f->lo, f->hi, i);
      if (f->shape == S_NEXT && rnd() % 4 == 0) yv = xv; /* nextafter(x, x) */
      if (f->shape == S_FMA && rnd() % 4 == 0) zv = -(isf ? (double)((float)xv * (float)yv) : xv * yv); /* cancellation */
      break;
    }
    put(x, isf, i, xv);
    put(y, isf, i, yv);
    put(z, isf, i, zv);
    k[i] = isf ? (int)(rnd() % 601) - 300 : (int)(rnd() % 4401) - 2200;
  }
  FILE *o = fopen(path, "wb");
  if (!o) die("write", path);
  fwrite(x, sz, n, o); fwrite(y, sz, n, o); fwrite(z, sz, n, o); fwrite(k, 4, n, o);
  fclose(o);
}

/* ---------------------------------------------------------------- judging */
static void *slurp(const char *path, size_t want)
{
  FILE *f = fopen(path, "rb");
  if (!f) die("read", path);
  void *buf = malloc(want);
  if (fread(buf, 1, want, f) != want) die("read (short file)", path);
  fclose(f);
  return buf;
}

static double get(const void *arr, int isf, long i) { return isf ? ((const float *)arr)[i] : ((const double *)arr)[i]; }

/* Error of a device result against the exact value R (quad). */
static double err(int isf, double v, Q R, double *dist)
{
  int zs;
  return isf ? err_f((float)v, R, dist, &zs) : err_d(v, R, dist, &zs);
}

/* Bitwise-equal floating results (NaN equals NaN; zeros by sign). */
static int same(double a, double b) { return (isnan(a) && isnan(b)) || (a == b && signbit(a) == signbit(b)); }

static void check(const func_t *f, long n, const char *in, const char *out)
{
  int isf = f->isf;
  size_t sz = isf ? 4 : 8;
  char *ib = slurp(in, n * (3 * sz + 4)), *ob = slurp(out, n * (2 * sz + 8));
  const void *x = ib, *y = ib + n * sz, *z = ib + 2 * n * sz;
  const int32_t *k = (const int32_t *)(ib + 3 * n * sz);
  const void *r = ob, *r2 = ob + n * sz;
  const int64_t *ri = (const int64_t *)(ob + 2 * n * sz);
  double maxerr = 0, maxdist = 0, wx = NAN, wy = NAN;
  long skipped = 0;
  for (long i = 0; i < n; i++) {
    double xv = get(x, isf, i), yv = get(y, isf, i), zv = get(z, isf, i), rv = get(r, isf, i), r2v = get(r2, isf, i);
    double e = 0, d = 0, e2, d2;
    int bad = 0;
    g_skip = 0;
    switch (f->shape) {
    case S_U: e = err(isf, rv, f->ru((Q)xv), &d); break;
    case S_B: e = err(isf, rv, f->rb((Q)xv, (Q)yv), &d); break;
    case S_FMA: e = err(isf, rv, isf ? (Q)fmaf((float)xv, (float)yv, (float)zv) : (Q)fma(xv, yv, zv), &d); break;
    case S_XI: bad = !same(rv, isf ? scalbnf((float)xv, k[i]) : scalbn(xv, k[i])); break;
    case S_NEXT: bad = !same(rv, isf ? nextafterf((float)xv, (float)yv) : nextafter(xv, yv)); break;
    case S_FREXP: {
      int ex;
      double m = isf ? frexpf((float)xv, &ex) : frexp(xv, &ex);
      bad = !same(rv, m) || (isfinite(xv) && ri[i] != ex);
      break;
    }
    case S_MODF: {
      double ip, fp;
      if (isf) { float ipf; fp = modff((float)xv, &ipf); ip = ipf; }
      else fp = modf(xv, &ip);
      bad = !same(rv, fp) || !same(r2v, ip);
      break;
    }
    case S_REMQUO: {
      int q;
      double rem = isf ? remquof((float)xv, (float)yv, &q) : remquo(xv, yv, &q);
      bad = !same(rv, rem);
      /* C requires the sign and at least the low 3 bits of the quotient. */
      if (!isnan(rem) && (((int)ri[i] & 7) != (q & 7) || (ri[i] != 0 && q != 0 && (ri[i] < 0) != (q < 0)))) bad = 1;
      break;
    }
    case S_SINCOS:
    case S_SINCOSPI: {
      int pi = f->shape == S_SINCOSPI;
      e = err(isf, rv, pi ? ref_sinpi((Q)xv) : sinq((Q)xv), &d);
      e2 = err(isf, r2v, pi ? ref_cospi((Q)xv) : cosq((Q)xv), &d2);
      if (e2 > e) e = e2;
      if (d2 > d) d = d2;
      break;
    }
    case S_ILOGB: bad = ri[i] != (isf ? ilogbf((float)xv) : ilogb(xv)); break;
    case S_LROUND:
      if (!(fabs(xv) < 1e18)) g_skip = 1; /* outside long: undefined in C */
      else bad = ri[i] != (isf ? lroundf((float)xv) : lround(xv));
      break;
    case S_CLASS:
      bad = ri[i] != ((isnan(xv) ? 1 : 0) | (isinf(xv) ? 2 : 0) | (isfinite(xv) ? 4 : 0) | (signbit(xv) ? 8 : 0));
      break;
    }
    (void)zv;
    if (g_skip) { skipped++; continue; }
    if (bad) e = d = INFINITY;
    if (e >= BIG) e = INFINITY;
    if (d >= BIG) d = INFINITY;
    int two = f->shape == S_B || f->shape == S_NEXT || f->shape == S_REMQUO || f->shape == S_FMA;
    if (d > maxdist || (d == maxdist && e > maxerr)) { wx = xv; wy = two ? yv : NAN; }
    if (e > maxerr) maxerr = e;
    if (d > maxdist) maxdist = d;
  }
  printf("%.3f %.0f %.17g %.17g %ld\n", maxerr, maxdist, wx, wy, skipped);
}

int main(int argc, char **argv)
{
  if (argc == 2 && !strcmp(argv[1], "list")) {
    for (size_t i = 0; i < NFUNCS; i++) printf("%s %c %g\n", FUNCS[i].name, FUNCS[i].isf ? 'f' : 'd', FUNCS[i].bound);
    return 0;
  }
  if (argc == 5 && !strcmp(argv[1], "gen")) { gen(find(argv[2]), atol(argv[3]), argv[4]); return 0; }
  if (argc == 6 && !strcmp(argv[1], "check")) { check(find(argv[2]), atol(argv[3]), argv[4], argv[5]); return 0; }
  fprintf(stderr, "usage: devcheck list | gen NAME N IN | check NAME N IN OUT\n");
  return 2;
}
