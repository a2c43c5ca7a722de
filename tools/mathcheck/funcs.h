/* X-macro list of the functions swept by mathcheck.
 *   U(name, type, ref_expr_in_x, bound_ulp, lo, hi)      unary
 *   B(name, type, ref_expr_in_x_y, bound_ulp, xlo, xhi, ylo, yhi)  binary
 * ref expressions are evaluated in __float128 (libquadmath) in ref.c.
 * bound_ulp: NVIDIA's documented maximum ulp error (CUDA C++ Programming Guide,
 * "Mathematical Functions" appendix, standard functions). */
#ifndef FUNCS_FLOAT_ONLY
#endif
#define FLOAT_UNARY \
 U(sqrtf, float, sqrtq(x), 0, 0, 1e6) \
 U(rsqrtf, float, 1/sqrtq(x), 2, 0, 100) \
 U(cbrtf, float, cbrtq(x), 1, -100, 100) \
 U(rcbrtf, float, 1/cbrtq(x), 1, -100, 100) \
 U(expf, float, expq(x), 2, -104, 89) \
 U(exp2f, float, exp2q(x), 2, -150, 128) \
 U(exp10f, float, expq(x*M_LN10q), 2, -46, 39) \
 U(expm1f, float, expm1q(x), 1, -20, 89) \
 U(logf, float, logq(x), 1, 0, 10) \
 U(log2f, float, log2q(x), 1, 0, 10) \
 U(log10f, float, log10q(x), 2, 0, 10) \
 U(log1pf, float, log1pq(x), 1, -1, 10) \
 U(sinf, float, sinq(x), 2, -100, 100) \
 U(cosf, float, cosq(x), 2, -100, 100) \
 U(tanf, float, tanq(x), 4, -100, 100) \
 U(sinpif, float, ref_sinpi(x), 1, -10, 10) \
 U(cospif, float, ref_cospi(x), 1, -10, 10) \
 U(asinf, float, asinq(x), 2, -1, 1) \
 U(acosf, float, acosq(x), 2, -1, 1) \
 U(atanf, float, atanq(x), 2, -10, 10) \
 U(sinhf, float, sinhq(x), 3, -90, 90) \
 U(coshf, float, coshq(x), 2, -90, 90) \
 U(tanhf, float, tanhq(x), 2, -10, 10) \
 U(asinhf, float, asinhq(x), 3, -100, 100) \
 U(acoshf, float, acoshq(x), 4, 1, 100) \
 U(atanhf, float, atanhq(x), 3, -1, 1) \
 U(erff, float, erfq(x), 2, -5, 5) \
 U(erfcf, float, erfcq(x), 4, -5, 11) \
 U(erfinvf, float, ref_erfinv(x), 2, -1, 1) \
 U(lgammaf, float, ref_lgamma(x, 1), 6, -50, 50) \
 U(tgammaf, float, ref_tgamma(x), 5, -50, 40) \
 U(floorf, float, floorq(x), 0, -100, 100) \
 U(ceilf, float, ceilq(x), 0, -100, 100) \
 U(truncf, float, truncq(x), 0, -100, 100) \
 U(roundf, float, roundq(x), 0, -100, 100) \
 U(rintf, float, rintq(x), 0, -100, 100) \
 U(nearbyintf, float, rintq(x), 0, -100, 100) \
 U(fabsf, float, fabsq(x), 0, -100, 100) \
 U(logbf, float, logbq(x), 0, -100, 100)

#define FLOAT_BINARY \
 B(atan2f, float, atan2q(x, y), 3, -10, 10, -10, 10) \
 B(powf, float, powq(x, y), 4, 0, 10, -40, 40) \
 B(hypotf, float, hypotq(x, y), 3, -100, 100, -100, 100) \
 B(fmodf, float, fmodq(x, y), 0, -1e6, 1e6, -100, 100) \
 B(remainderf, float, remainderq(x, y), 0, -1e6, 1e6, -100, 100) \
 B(fminf, float, fminq(x, y), 0, -10, 10, -10, 10) \
 B(fmaxf, float, fmaxq(x, y), 0, -10, 10, -10, 10) \
 B(fdimf, float, fdimq(x, y), 0, -10, 10, -10, 10) \
 B(copysignf, float, copysignq(x, y), 0, -10, 10, -10, 10)

#define DOUBLE_UNARY \
 U(sqrt, double, sqrtq(x), 0, 0, 1e6) \
 U(rsqrt, double, 1/sqrtq(x), 1, 0, 100) \
 U(cbrt, double, cbrtq(x), 1, -100, 100) \
 U(rcbrt, double, 1/cbrtq(x), 1, -100, 100) \
 U(exp, double, expq(x), 1, -746, 710) \
 U(exp2, double, exp2q(x), 1, -1075, 1024) \
 U(exp10, double, expq(x*M_LN10q), 1, -324, 309) \
 U(expm1, double, expm1q(x), 1, -40, 710) \
 U(log, double, logq(x), 1, 0, 10) \
 U(log2, double, log2q(x), 1, 0, 10) \
 U(log10, double, log10q(x), 1, 0, 10) \
 U(log1p, double, log1pq(x), 1, -1, 10) \
 U(sin, double, sinq(x), 2, -100, 100) \
 U(cos, double, cosq(x), 2, -100, 100) \
 U(tan, double, tanq(x), 2, -100, 100) \
 U(sinpi, double, ref_sinpi(x), 2, -10, 10) \
 U(cospi, double, ref_cospi(x), 2, -10, 10) \
 U(asin, double, asinq(x), 2, -1, 1) \
 U(acos, double, acosq(x), 2, -1, 1) \
 U(atan, double, atanq(x), 2, -10, 10) \
 U(sinh, double, sinhq(x), 2, -711, 711) \
 U(cosh, double, coshq(x), 1, -711, 711) \
 U(tanh, double, tanhq(x), 1, -20, 20) \
 U(asinh, double, asinhq(x), 3, -100, 100) \
 U(acosh, double, acoshq(x), 3, 1, 100) \
 U(atanh, double, atanhq(x), 2, -1, 1) \
 U(erf, double, erfq(x), 2, -6, 6) \
 U(erfc, double, erfcq(x), 5, -6, 27) \
 U(erfinv, double, ref_erfinv(x), 5, -1, 1) \
 U(lgamma, double, ref_lgamma(x, 0), 4, -50, 50) \
 U(tgamma, double, ref_tgamma(x), 10, -50, 172) \
 U(floor, double, floorq(x), 0, -100, 100) \
 U(ceil, double, ceilq(x), 0, -100, 100) \
 U(trunc, double, truncq(x), 0, -100, 100) \
 U(round, double, roundq(x), 0, -100, 100) \
 U(rint, double, rintq(x), 0, -100, 100) \
 U(nearbyint, double, rintq(x), 0, -100, 100) \
 U(fabs, double, fabsq(x), 0, -100, 100) \
 U(logb, double, logbq(x), 0, -100, 100)

#define DOUBLE_BINARY \
 B(atan2, double, atan2q(x, y), 2, -10, 10, -10, 10) \
 B(pow, double, powq(x, y), 2, 0, 10, -300, 300) \
 B(hypot, double, hypotq(x, y), 2, -100, 100, -100, 100) \
 B(fmod, double, fmodq(x, y), 0, -1e6, 1e6, -100, 100) \
 B(remainder, double, remainderq(x, y), 0, -1e6, 1e6, -100, 100) \
 B(fmin, double, fminq(x, y), 0, -10, 10, -10, 10) \
 B(fmax, double, fmaxq(x, y), 0, -10, 10, -10, 10) \
 B(fdim, double, fdimq(x, y), 0, -10, 10, -10, 10) \
 B(copysign, double, copysignq(x, y), 0, -10, 10, -10, 10)
