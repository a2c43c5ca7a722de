/* Shared by mathcheck (host sweep) and devcheck (device sweep oracle):
 * the __float128 references of funcs.h, the ulp error measure and the input
 * generators.  Include after <math.h>, <quadmath.h>, <stdint.h>, <string.h> and funcs.h. */
#ifndef MATHCHECK_REF_H
#define MATHCHECK_REF_H
typedef __float128 Q;
static int g_skip;          /* set by a reference to exclude an input (outside the documented range) */

/* ---------------------------------------------------------------- references */
static Q ref_sinpi(Q x)
{
  if (isnanq(x) || isinfq(x)) return nanq("");
  Q r = fmodq(x, 2); /* exact */
  if (r == 0 || fabsq(r) == 1) return copysignq(0, x);
  return sinq(M_PIq * r);
}
static Q ref_cospi(Q x)
{
  if (isnanq(x) || isinfq(x)) return nanq("");
  Q r = fabsq(fmodq(x, 2));
  if (r == 0.5Q || r == 1.5Q) return 0;
  return cosq(M_PIq * r);
}
static Q ref_erfinv(Q x)
{
  if (isnanq(x) || fabsq(x) > 1) return nanq("");
  if (x == 0) return x;
  if (fabsq(x) == 1) return copysignq(HUGE_VALQ, x);
  Q a = fabsq(x), lo = 0, hi = 30, y;
  int i;
  for (i = 0; i < 70; i++) { /* bisection on double-precision-ish accuracy */
    Q mid = (lo + hi) / 2;
    Q f = a > 0.5Q ? (1 - a) - erfcq(mid) : erfq(mid) - a;
    if (f > 0) hi = mid; else lo = mid;
  }
  y = (lo + hi) / 2;
  for (i = 0; i < 4; i++) {
    Q f = a > 0.5Q ? (1 - a) - erfcq(y) : erfq(y) - a;
    y -= f / (2 / sqrtq(M_PIq) * expq(-y * y));
  }
  return copysignq(y, x);
}
static Q ref_lgamma(Q x, int isf)
{
  /* NVIDIA documents lgamma outside (-10.001, -2.264) (float) / (-11.0001, -2.2637) (double) */
  if (isf ? (x > -10.001Q && x < -2.264Q) : (x > -11.0001Q && x < -2.2637Q)) g_skip = 1;
  if (x <= 0 && x == floorq(x)) return HUGE_VALQ;
  return lgammaq(x);
}
static Q ref_tgamma(Q x)
{
  if (x == 0) return copysignq(HUGE_VALQ, x);
  if (x < 0 && x == floorq(x)) return nanq("");
  if (isinfq(x) && x < 0) return nanq("");
  return tgammaq(x);
}

#define U(n, T, r, b, lo, hi) static Q r_##n(Q x) { return (r); }
#define B(n, T, r, b, a1, a2, a3, a4) static Q r_##n(Q x, Q y) { return (r); }
FLOAT_UNARY
FLOAT_BINARY
DOUBLE_UNARY
DOUBLE_BINARY
#undef U
#undef B

/* ---------------------------------------------------------------- error measure */
/* returns real-valued error in ulps of the exact result, and in *ord the integer
 * distance (in representable numbers) to the correctly rounded result */
static int64_t ordf(float y) { int32_t i; memcpy(&i, &y, 4); return i < 0 ? -(int64_t)(i & 0x7fffffff) : i; }
static int64_t ordd(double y) { int64_t i; memcpy(&i, &y, 8); return i < 0 ? -(i & 0x7fffffffffffffffLL) : i; }
#define BIG 1e30
static double err_q(Q R, Q Y, int isnany, int isinfy, int isf, Q rn, int64_t oy, int64_t orn, double *ord, int *zsign)
{
  *zsign = 0;
  if (isnanq(R)) { *ord = isnany ? 0 : BIG; return *ord; }
  if (isinfq(R)) { *ord = (isinfy && (Y > 0) == (R > 0)) ? 0 : BIG; return *ord; }
  if (isnany) { *ord = BIG; return BIG; }
  int emin = isf ? -126 : -1022, emax = isf ? 127 : 1023, p = isf ? 24 : 53;
  if (isinfy && isinfq(rn) && (Y > 0) == (rn > 0)) { *ord = 0; return 0; } /* exact result rounds to inf */
  if (isinfy) Y = copysignq(isf ? 0x1p128Q : 0x1p1024Q, Y);
  int e = R == 0 ? emin : ilogbq(R);
  if (e < emin) e = emin;
  if (e > emax) e = emax;
  Q ulp = scalbnq(1, e - p + 1);
  double err = (double)(fabsq(Y - R) / ulp);
  *ord = (double)llabs(oy - orn);
  if (R == 0 && Y == 0 && (signbitq(R) != 0) != (signbitq(Y) != 0)) *zsign = 1;
  return err;
}
static double err_f(float y, Q R, double *ord, int *zs)
{
  float rn = (float)R;
  return err_q(R, (Q)y, isnan(y), isinf(y), 1, rn, ordf(y), ordf(rn), ord, zs);
}
static double err_d(double y, Q R, double *ord, int *zs)
{
  double rn = (double)R;
  return err_q(R, (Q)y, isnan(y), isinf(y), 0, rn, ordd(y), ordd(rn), ord, zs);
}

/* ---------------------------------------------------------------- inputs */
static uint64_t rs = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void) { rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17; return rs; }
static double urand(void) { return (rnd() >> 11) * 0x1p-53; }

static double specials[] = {
  0.0, -0.0, INFINITY, -INFINITY, NAN, 1, -1, 0.5, -0.5, 2, -2, 3, -3, 10, -10, 0.25, 1.5, -1.5, 2.5, -2.5,
  0.75, 100, -100, 1e-5, -1e-5, 1e-10, 1e-20, 1e-30, 1e-38, -1e-38, 1e-40, 1e-45, 1e10, 1e20, 1e30, -1e30,
  3.4e38, -3.4e38, 1.5707963267948966, -1.5707963267948966, 3.141592653589793, 6.283185307179586,
  0.7853981633974483, 88.72, 88.73, 89.41, -87.3, -103.9, -104, 127.9, 128, -149, -150, 38.5, -45.2,
  0.3465, 0.9, 0.99, 0.999999, 1e5, 105615, 131072, 1e6, 8388608, 16777216, 1e-300, 1e-310, 1e300, 1e308,
  -1e308, 709.78, 709.79, -745.1, -708.4, 1023.9, 1024, -1074, -1075, 307.9, 308.3, -323.5, 171.6, 171.7,
  35.04, 35.05, 9.2, 10.05, 26.5, 27.3, -2.5, -3.5, -10.5, -11.5, -50.5, -170.5, -184.5, 0.0001,
  0x1.6ac5b262ca1ffp+849, /* 6381956970095103 * 2^797: closest double to a multiple of pi/2 */
  0x1.f9836ap+57, 0x1.921fb54442d18p+0, 0x1.921fb6p+1, 0x1.2d97c7f3321d2p+1, 0x1p-1022, 0x1p-1074, 0x1p-126, 0x1p-149,
};
static int nspec(void) { return (int)(sizeof specials / sizeof specials[0]); }

static double gen_value(int isf, double lo, double hi, long i)
{
  int kind = (int)(rnd() % 10);
  double v;
  if (kind < 3) { /* random bit pattern */
    if (isf) { uint32_t u = (uint32_t)rnd(); float f; memcpy(&f, &u, 4); return f; }
    uint64_t u = rnd(); memcpy(&v, &u, 8); return v;
  }
  if (kind < 7) return lo + (hi - lo) * urand();
  if (kind < 9) { /* log-uniform magnitude */
    double e = (urand() * 2 - 1) * (isf ? 60 : 200);
    v = exp2(e) * (1 + urand());
    return (rnd() & 1) ? -v : v;
  }
  /* near a special value or a multiple of pi/2 */
  if (rnd() & 1) {
    double k = floor(urand() * (isf ? 1e6 : 1e9));
    v = k * 1.5707963267948966;
  } else {
    v = specials[rnd() % nspec()];
    if (isf) v = (float)v;
  }
  if (isf) { float f = (float)v; int s = (int)(rnd() % 9) - 4; while (s > 0) { f = nextafterf(f, INFINITY); s--; } while (s < 0) { f = nextafterf(f, -INFINITY); s++; } return f; }
  { int s = (int)(rnd() % 9) - 4; while (s > 0) { v = nextafter(v, INFINITY); s--; } while (s < 0) { v = nextafter(v, -INFINITY); s++; } }
  return v;
}

static void gen_pair(int isf, long i, double *x, double *y, double xlo, double xhi, double ylo, double yhi)
{
  int ns = nspec();
  if (i < (long)ns * ns) { *x = specials[i / ns]; *y = specials[i % ns]; if (isf) { *x = (float)*x; *y = (float)*y; } return; }
  int kind = (int)(rnd() % 8);
  if (kind == 0) { /* x near 1, y large (pow) */
    double d = exp2(-(double)(rnd() % (isf ? 24 : 53))) * urand();
    *x = (rnd() & 1) ? 1 + d : 1 - d;
    *y = (urand() * 2 - 1) * exp2((double)(rnd() % (isf ? 30 : 62)));
  } else {
    *x = gen_value(isf, xlo, xhi, i);
    *y = gen_value(isf, ylo, yhi, i);
  }
  if (isf) { *x = (float)*x; *y = (float)*y; }
}
#endif
