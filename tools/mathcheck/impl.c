/* Host build of the ptxc device math library: thin wrappers t_<name> around the
 * functions of frontend/headers/ptxc_math/ptxc_math.h (compiled WITHOUT <math.h>). */
#include "ptxc_math.h"
#include "funcs.h"
#define U(n, T, r, b, lo, hi) T t_##n(T x) { return n(x); }
#define B(n, T, r, b, a1, a2, a3, a4) T t_##n(T x, T y) { return n(x, y); }
FLOAT_UNARY
FLOAT_BINARY
#ifndef MC_FLOAT_ONLY
DOUBLE_UNARY
DOUBLE_BINARY
#endif
float t_frexpf(float x, int *e) { return frexpf(x, e); }
float t_modff(float x, float *i) { return modff(x, i); }
float t_remquof(float x, float y, int *q) { return remquof(x, y, q); }
void t_sincosf(float x, float *s, float *c) { sincosf(x, s, c); }
void t_sincospif(float x, float *s, float *c) { sincospif(x, s, c); }
int t_ilogbf(float x) { return ilogbf(x); }
long t_lroundf(float x) { return lroundf(x); }
float t_scalbnf(float x, int n) { return scalbnf(x, n); }
float t_ldexpf(float x, int n) { return ldexpf(x, n); }
float t_nextafterf(float x, float y) { return nextafterf(x, y); }
float t_fmaf(float x, float y, float z) { return fmaf(x, y, z); }
int t_classf(float x) { return __isnanf(x) | (__isinff(x) << 1) | (__finitef(x) << 2) | (__signbitf(x) << 3); }
#ifndef MC_FLOAT_ONLY
double t_frexp(double x, int *e) { return frexp(x, e); }
double t_modf(double x, double *i) { return modf(x, i); }
double t_remquo(double x, double y, int *q) { return remquo(x, y, q); }
void t_sincos(double x, double *s, double *c) { sincos(x, s, c); }
void t_sincospi(double x, double *s, double *c) { sincospi(x, s, c); }
int t_ilogb(double x) { return ilogb(x); }
long t_lround(double x) { return lround(x); }
double t_scalbn(double x, int n) { return scalbn(x, n); }
double t_ldexp(double x, int n) { return ldexp(x, n); }
double t_nextafter(double x, double y) { return nextafter(x, y); }
double t_fma(double x, double y, double z) { return fma(x, y, z); }
int t_classd(double x) { return __isnan(x) | (__isinf(x) << 1) | (__isfinited(x) << 2) | (__signbit(x) << 3); }
#endif
