/*
 * <math.h> and <cmath> as ptxc ships them. The functions themselves are the
 * device math library of the runtime prelude (ptxc_math.h), declared
 * __host__ __device__ as CUDA declares them, so host code calls them too.
 * This header adds the C constants and macros and, as <cmath> does, the
 * std:: names of every function and its float/double overloads.
 */
#pragma once

#define M_E 2.7182818284590452354
#define M_LOG2E 1.4426950408889634074
#define M_LOG10E 0.43429448190325182765
#define M_LN2 0.69314718055994530942
#define M_LN10 2.30258509299404568402
#define M_PI 3.14159265358979323846
#define M_PI_2 1.57079632679489661923
#define M_PI_4 0.78539816339744830962
#define M_1_PI 0.31830988618379067154
#define M_2_PI 0.63661977236758134308
#define M_2_SQRTPI 1.12837916709551257390
#define M_SQRT2 1.41421356237309504880
#define M_SQRT1_2 0.70710678118654752440

/* Division by zero is folded to IEEE infinity at compile time. */
#define HUGE_VAL (1.0 / 0.0)
#define HUGE_VALF (1.0f / 0.0f)
#define INFINITY HUGE_VALF
/* glibc's NAN is the positive quiet NaN; folding 0/0 gives the negative one. */
#define NAN (-(0.0f / 0.0f))
#define FP_NAN 0
#define FP_INFINITE 1
#define FP_ZERO 2
#define FP_SUBNORMAL 3
#define FP_NORMAL 4

typedef float float_t;
typedef double double_t;

namespace std {
using ::acos; using ::acosf; using ::acosh; using ::acoshf; using ::asin; using ::asinf;
using ::asinh; using ::asinhf; using ::atan; using ::atan2; using ::atan2f; using ::atanf;
using ::atanh; using ::atanhf; using ::cbrt; using ::cbrtf; using ::ceil; using ::ceilf;
using ::copysign; using ::copysignf; using ::cos; using ::cosf; using ::cosh; using ::coshf;
using ::erf; using ::erfc; using ::erfcf; using ::erff; using ::exp; using ::exp2;
using ::exp2f; using ::expf; using ::expm1; using ::expm1f; using ::fabs; using ::fabsf;
using ::fdim; using ::fdimf; using ::floor; using ::floorf; using ::fma; using ::fmaf;
using ::fmax; using ::fmaxf; using ::fmin; using ::fminf; using ::fmod; using ::fmodf;
using ::frexp; using ::frexpf; using ::hypot; using ::hypotf; using ::ilogb; using ::ilogbf;
using ::ldexp; using ::ldexpf; using ::lgamma; using ::lgammaf; using ::llrint; using ::llrintf;
using ::llround; using ::llroundf; using ::log; using ::log10; using ::log10f; using ::log1p;
using ::log1pf; using ::log2; using ::log2f; using ::logb; using ::logbf; using ::logf;
using ::lrint; using ::lrintf; using ::lround; using ::lroundf; using ::modf; using ::modff;
using ::nearbyint; using ::nearbyintf; using ::nextafter; using ::nextafterf; using ::pow;
using ::powf; using ::remainder; using ::remainderf; using ::remquo; using ::remquof;
using ::rint; using ::rintf; using ::round; using ::roundf; using ::scalbln; using ::scalblnf;
using ::scalbn; using ::scalbnf; using ::sin; using ::sinf; using ::sinh; using ::sinhf;
using ::sqrt; using ::sqrtf; using ::tan; using ::tanf; using ::tanh; using ::tanhf;
using ::tgamma; using ::tgammaf; using ::trunc; using ::truncf; using ::abs;
using ::isnan; using ::isinf; using ::isfinite; using ::signbit;
using ::float_t; using ::double_t;
}
