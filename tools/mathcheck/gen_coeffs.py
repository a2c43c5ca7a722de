#!/usr/bin/env python3
"""Generate polynomial coefficients and small constant tables for ptxc_math.

Everything here is derived from first principles with mpmath:
  * polynomials: near-minimax fits by Chebyshev interpolation (mpmath.chebyfit)
    of a *reduced* function (leading Taylor terms removed and the removable
    singularity divided out), evaluated at high precision;
  * tables: 2/pi bits, 2^(j/64), 1/c and log(c) for the log reduction.

Output: frontend/headers/ptxc_math/ptxc_math_coeffs.h (generated; do not edit).
Run:    python3 tools/mathcheck/gen_coeffs.py
"""
import os
import struct
import sys

import mpmath as mp

mp.mp.dps = 80
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "frontend", "headers", "ptxc_math", "ptxc_math_coeffs.h")


def f32(v):
    return struct.unpack("<f", struct.pack("<f", float(v)))[0]


def hexf(v):
    return f32(v).hex() + "f"


def hexd(v):
    return float(v).hex()


def hi_lo_d(v):
    hi = float(v)
    lo = float(v - mp.mpf(hi))
    return hi, lo


def hi_lo_f(v):
    hi = f32(v)
    lo = f32(v - mp.mpf(hi))
    return hi, lo


def hp(func):
    """Evaluate func at very high precision (removable singularities)."""
    def g(x):
        with mp.workdps(400):
            x = mp.mpf(x)
            if x == 0:
                x = mp.mpf(10) ** -120  # removable singularity: limit
            return func(x)
    return g


def fit(func, a, b, deg):
    c, err = mp.chebyfit(hp(func), [a, b], deg + 1, error=True)
    return [c[deg - i] for i in range(deg + 1)], err  # low -> high


out = []
report = []


def emit_poly(name, typ, func, a, b, deg, scale_note="", center=None, split0=False):
    # center: fit g(t) = func(t + center) on [a - center, b - center]; the caller passes x - center
    if center is not None:
        f0 = func
        func = lambda t: f0(t + center)
        a, b = a - center, b - center
        scale_note += "(argument is x - %s)" % center
    cs, err = fit(func, a, b, deg)
    report.append("%-22s %s deg %2d on [%s, %s]: fit err %s %s" % (
        name, typ, deg, mp.nstr(a, 6), mp.nstr(b, 6), mp.nstr(err, 3), scale_note))
    fmt = hexf if typ == "float" else hexd
    fma = "__fmaf_rn" if typ == "float" else "__fma_rn"
    # Horner with fused multiply-adds
    expr = fmt(cs[-1])
    for c in reversed(cs[:-1]):
        expr = "%s(%s, t, %s)" % (fma, expr, fmt(c))
    out.append("/* %s: fit error %s on [%s, %s] */" % (name, mp.nstr(err, 3), mp.nstr(a, 8), mp.nstr(b, 8)))
    out.append("static __device__ __forceinline__ %s %s(%s t) {\n  return %s;\n}" % (typ, name, typ, expr))
    if split0:
        # P(t) = C0 + t*Q(t), C0 as an unevaluated hi + lo pair: callers evaluate
        # fma(x, C0_HI, x * fma(t, Q(t), C0_LO)) so the big term is rounded once.
        q = fmt(cs[-1])
        for c in reversed(cs[1:-1]):
            q = "%s(%s, t, %s)" % (fma, q, fmt(c))
        h, l = (hi_lo_f if typ == "float" else hi_lo_d)(cs[0])
        out.append("#define %s_C0_HI %s\n#define %s_C0_LO %s" % (name.upper(), fmt(h), name.upper(), fmt(l)))
        out.append("static __device__ __forceinline__ %s %s_q(%s t) {\n  return %s;\n}" % (typ, name, typ, q))


def emit_coeffs(name, func, a, b, deg):
    """A float fit as #define NAME_Ck (k = 0 low .. deg), for callers that select
    coefficients between two polynomials (sinf/cosf's quadrant-selected kernel)."""
    cs, err = fit(func, a, b, deg)
    report.append("%-22s float deg %2d on [%s, %s]: fit err %s (coefficients)" % (
        name, deg, mp.nstr(a, 6), mp.nstr(b, 6), mp.nstr(err, 3)))
    out.append("/* %s: fit error %s on [%s, %s] */" % (name, mp.nstr(err, 3), mp.nstr(a, 8), mp.nstr(b, 8)))
    out.append("\n".join("#define %s_C%d %s" % (name.upper(), k, hexf(c)) for k, c in enumerate(cs)))


sqrt = mp.sqrt
# ---------------------------------------------------------------- float polys
LN2 = mp.log(2)
emit_poly("__ptxc_pf_exp", "float", lambda r: (mp.exp(r) - 1 - r) / r**2, -LN2 / 2 - 0.01, LN2 / 2 + 0.01, 5)
emit_poly("__ptxc_pf_log1p", "float", lambda r: (mp.log1p(r) - r + r**2 / 2) / r**3, -mp.mpf(2)**-7, mp.mpf(2)**-7, 3)
# logf without a table: log1p(f) = f - f^2/2 + f^3 R(f), f = m - 1, m in [sqrt(2)/2, sqrt(2))
emit_poly("__ptxc_pf_logr", "float", lambda f: (mp.log1p(f) - f + f**2 / 2) / f**3, sqrt(2) / 2 - 1, sqrt(2) - 1, 8)
PI4 = mp.pi / 4
emit_poly("__ptxc_pf_sin", "float", lambda t: (mp.sin(sqrt(t)) - sqrt(t)) / (t * sqrt(t)), 0, PI4**2 * 1.01, 3)
emit_poly("__ptxc_pf_cos", "float", lambda t: (mp.cos(sqrt(t)) - 1 + t / 2) / t**2, 0, PI4**2 * 1.01, 3)
# sinf/cosf (issue 46): sin r = r + r t S(t) (S degree 2), cos r = 1 + t K(t) (K degree 3)
emit_coeffs("__ptxc_pf_sin2", lambda t: (mp.sin(sqrt(t)) - sqrt(t)) / (t * sqrt(t)), 0, PI4**2 * 1.01, 2)
emit_coeffs("__ptxc_pf_cos1", lambda t: (mp.cos(sqrt(t)) - 1) / t, 0, PI4**2 * 1.01, 3)
emit_poly("__ptxc_pf_asin", "float", lambda t: (mp.asin(sqrt(t)) - sqrt(t)) / (t * sqrt(t)), 0, mp.mpf(0.25), 6)
emit_poly("__ptxc_pf_atan", "float", lambda t: (mp.atan(sqrt(t)) - sqrt(t)) / (t * sqrt(t)), 0, mp.mpf(0.25) * 1.01, 6)
emit_poly("__ptxc_pf_sinh", "float", lambda t: (mp.sinh(sqrt(t)) - sqrt(t)) / (t * sqrt(t)), 0, mp.mpf(1), 4)
emit_poly("__ptxc_pf_tanh", "float", lambda t: (mp.tanh(sqrt(t)) - sqrt(t)) / (t * sqrt(t)), 0, mp.mpf(0.5625), 7)
emit_poly("__ptxc_pf_expm1", "float", lambda r: (mp.expm1(r) - r - r**2 / 2) / r**3, -LN2 / 2 - 0.01, LN2 / 2 + 0.01, 4)
# erf: erf(x) = x * (c0 + t*P(t)), t = x^2, |x| <= 1
emit_poly("__ptxc_pf_erf", "float", lambda t: mp.erf(sqrt(t)) / sqrt(t), 0, mp.mpf(1), 7)
C0ERF = 2 / sqrt(mp.pi)
emit_poly("__ptxc_pf_erfq", "float", lambda t: (mp.erf(sqrt(t)) / sqrt(t) - C0ERF) / t, 0, mp.mpf(1), 7)
# erfc(x) = exp(-x^2) * Q(x): Q = erfcx, piecewise; [1,2.5] in x, [2.5,11] in u=1/x (Q/u)
emit_poly("__ptxc_pf_erfcx1", "float", lambda x: mp.erfc(x) * mp.exp(x * x), mp.mpf(0.5), mp.mpf(2.5), 12, center=1.5, split0=True)
emit_poly("__ptxc_pf_erfcx2", "float", lambda u: mp.erfc(1 / u) * mp.exp(1 / u**2) / u, mp.mpf(1) / 11, mp.mpf(1) / 2.5, 10, center=0.25, split0=True)
# erfinv: central w=-log((1-x)(1+x)) in [0,5]: erfinv(x)/x as poly in w; tail poly in s=sqrt(w) in [sqrt5, 4.1]
def x_of_w(w):
    return sqrt(-mp.expm1(-w))


def erfinv_over_x_w(w):
    if w == 0:
        return sqrt(mp.pi) / 2
    x = x_of_w(w)
    return mp.erfinv(x) / x


def erfinv_q(w):
    if abs(w) < mp.mpf(10) ** -100:
        w = mp.mpf(10) ** -100
    return (erfinv_over_x_w(w) - sqrt(mp.pi) / 2) / w


emit_poly("__ptxc_pf_erfinv0", "float", erfinv_q, mp.mpf(0), mp.mpf(2.2), 9, center=1.1)
emit_poly("__ptxc_pf_erfinv1", "float", erfinv_over_x_w, mp.mpf(2.2), mp.mpf(5), 9, center=3.6, split0=True)
emit_poly("__ptxc_pf_erfinv2", "float", lambda s: erfinv_over_x_w(s * s), sqrt(5), mp.mpf(4.2), 12, center=3.25, split0=True)
emit_poly("__ptxc_pf_cbrt", "float", lambda m: mp.cbrt(m), mp.mpf(1), mp.mpf(8), 4, center=4.5)

# ---------------------------------------------------------------- double polys
R64 = LN2 / 128
emit_poly("__ptxc_pd_exp", "double", lambda r: (mp.exp(r) - 1 - r) / r**2, -R64 * 1.02, R64 * 1.02, 4)
emit_poly("__ptxc_pd_log1p", "double", lambda r: (mp.log1p(r) - r + r**2 / 2) / r**3, -mp.mpf(2)**-7, mp.mpf(2)**-7, 7)
emit_poly("__ptxc_pd_sin", "double", lambda t: (mp.sin(sqrt(t)) - sqrt(t)) / (t * sqrt(t)), 0, PI4**2 * 1.01, 6)
emit_poly("__ptxc_pd_cos", "double", lambda t: (mp.cos(sqrt(t)) - 1 + t / 2) / t**2, 0, PI4**2 * 1.01, 6)
emit_poly("__ptxc_pd_asin", "double", lambda t: (mp.asin(sqrt(t)) - sqrt(t)) / (t * sqrt(t)), 0, mp.mpf(0.25), 14)
emit_poly("__ptxc_pd_atan", "double", lambda t: (mp.atan(sqrt(t)) - sqrt(t)) / (t * sqrt(t)), 0, mp.mpf(0.25) * 1.01, 14)
emit_poly("__ptxc_pd_sinh", "double", lambda t: (mp.sinh(sqrt(t)) - sqrt(t)) / (t * sqrt(t)), 0, mp.mpf(1), 8)
emit_poly("__ptxc_pd_tanh", "double", lambda t: (mp.tanh(sqrt(t)) - sqrt(t)) / (t * sqrt(t)), 0, mp.mpf(1), 17)
emit_poly("__ptxc_pd_expm1", "double", lambda r: (mp.expm1(r) - r - r**2 / 2) / r**3, -LN2 / 2 - 0.01, LN2 / 2 + 0.01, 10)
emit_poly("__ptxc_pd_erf", "double", lambda t: mp.erf(sqrt(t)) / sqrt(t), 0, mp.mpf(0.5625), 11)
emit_poly("__ptxc_pd_erfq", "double", lambda t: (mp.erf(sqrt(t)) / sqrt(t) - C0ERF) / t, 0, mp.mpf(0.5625), 10)
emit_poly("__ptxc_pd_erfcx1", "double", lambda x: mp.erfc(x) * mp.exp(x * x), mp.mpf(0.75), mp.mpf(1.5), 17, center=1.125)
emit_poly("__ptxc_pd_erfcx2", "double", lambda x: mp.erfc(x) * mp.exp(x * x), mp.mpf(1.5), mp.mpf(3), 19, center=2.25)
emit_poly("__ptxc_pd_erfcx3", "double", lambda u: mp.erfc(1 / u) * mp.exp(1 / u**2) / u, mp.mpf(1) / 28, mp.mpf(1) / 3, 22, center=0.1875)
# double erfinv: ~1e-9 initial approximation, then one Newton step on erf/erfc
emit_poly("__ptxc_pd_erfinv1", "double", erfinv_over_x_w, mp.mpf(0), mp.mpf(5), 12, center=2.5)
emit_poly("__ptxc_pd_erfinv2", "double", lambda s: erfinv_over_x_w(s * s), sqrt(5), mp.mpf(6.2), 15, center=4.25)

# lgamma: lgamma(x)/(x-1) in t=x-1 on [-0.25,0.5]; lgamma(x)/(x-2) in t=x-2 on [-0.5,0.5]
emit_poly("__ptxc_pf_lgam1", "float", lambda t: mp.loggamma(1 + t) / t, mp.mpf(-0.25), mp.mpf(0.5), 11)
emit_poly("__ptxc_pf_lgam2", "float", lambda t: mp.loggamma(2 + t) / t, mp.mpf(-0.5), mp.mpf(0.5), 10)
# lgamma around its minimum (no zero there): lgamma(1.5 + t) on [-0.25, 0.25]
emit_poly("__ptxc_pf_lgamm", "float", lambda t: mp.loggamma(mp.mpf(1.5) + t), mp.mpf(-0.25), mp.mpf(0.25), 8)
emit_poly("__ptxc_pd_lgamm", "double", lambda t: mp.loggamma(mp.mpf(1.5) + t), mp.mpf(-0.25), mp.mpf(0.25), 18)
emit_poly("__ptxc_pd_lgam1", "double", lambda t: mp.loggamma(1 + t) / t, mp.mpf(-0.25), mp.mpf(0.5), 23)
emit_poly("__ptxc_pd_lgam2", "double", lambda t: mp.loggamma(2 + t) / t, mp.mpf(-0.5), mp.mpf(0.5), 20)
# Stirling remainder: lgamma(x) - ((x-0.5)log x - x + log(2pi)/2) = u*S(u^2), u = 1/x <= 1/10
def stirl(t):
    x = 1 / sqrt(t)
    return (mp.loggamma(x) - ((x - mp.mpf(0.5)) * mp.log(x) - x + mp.log(2 * mp.pi) / 2)) * x
emit_poly("__ptxc_pd_stirling", "double", stirl, mp.mpf(10)**-30, mp.mpf(0.01), 9)

# ---------------------------------------------------------------- tables
# log: 128 intervals of the mantissa m in [1,2); invc has <= 8 significant bits
# (so r = m*invc - 1 is exact in both float and double with one fma).
def round_bits(v, bits):
    e = mp.floor(mp.log(v, 2))
    q = mp.mpf(2) ** (e - bits + 1)
    return mp.nint(v / q) * q


inv, lcf, lcd = [], [], []
maxr = 0
for i in range(128):
    a = 1 + mp.mpf(i) / 128
    b = a + mp.mpf(1) / 128
    up = i >= 53
    if i == 0:
        ic = mp.mpf(1)
    elif i == 127:
        ic = mp.mpf(0.5)
    else:
        ic = round_bits(2 / (a + b), 8)
    r = max(abs(a * ic - 1), abs(b * ic - 1))
    if i != 0:  # i == 0: r = m - 1 is exact anyway
        maxr = max(maxr, r)
    lc = -mp.log(ic) - (LN2 if up else 0)
    inv.append(ic)
    lcf.append(hi_lo_f(lc))
    lcd.append(hi_lo_d(lc))
assert maxr < mp.mpf(2) ** -7, maxr
report.append("log table: max |r| = 2^%s" % mp.nstr(mp.log(maxr, 2), 5))
out.append("/* log reduction, 128 entries (1.5 KB float + 2 KB double + 0.5 KB shared):\n"
           "   m in [1+i/128, 1+(i+1)/128); invc_i has <= 8 significant bits, so r = fma(m, invc, -1)\n"
           "   is exact; logc_i = -log(invc_i) (- ln2 for i >= 53, where the exponent is bumped). */")
out.append("static __device__ const float __ptxc_log_invc[128] = {\n  " +
           ", ".join(hexf(v) for v in inv) + "\n};")
out.append("static __device__ const float __ptxc_logf_tab[256] = {\n  " +
           ", ".join("%s, %s" % (hexf(h), hexf(l)) for h, l in lcf) + "\n};")
out.append("static __device__ const double __ptxc_log_tab[256] = {\n  " +
           ", ".join("%s, %s" % (hexd(h), hexd(l)) for h, l in lcd) + "\n};")
# 2^(j/64)
e2 = []
for j in range(64):
    e2.append(hi_lo_d(mp.mpf(2) ** (mp.mpf(j) / 64)))
out.append("/* 2^(j/64), j = 0..63, as double-double (1 KB) */")
out.append("static __device__ const double __ptxc_exp2_tab[128] = {\n  " +
           ", ".join("%s, %s" % (hexd(h), hexd(l)) for h, l in e2) + "\n};")
# 2/pi bits: words 0,1 are zero padding, word k>=2 holds bits 32(k-1)+1 .. 32k after the binary point
NW = 48
with mp.workdps(600):
    v = 2 / mp.pi
    words = [0, 0]
    for k in range(NW):
        v *= 2**32
        w = int(mp.floor(v))
        v -= w
        words.append(w)
out.append("/* bits of 2/pi after the binary point, 32 per word; words 0 and 1 are zero padding (200 bytes) */")
out.append("static __device__ const unsigned int __ptxc_2opi_bits[%d] = {\n  " % len(words) +
           ", ".join("0x%08xu" % w for w in words) + "\n};")

consts = {
    "PTXC_PIO2_D1": None,
}
with open(OUT, "w") as fh:
    fh.write("/* GENERATED by tools/mathcheck/gen_coeffs.py -- do not edit by hand. */\n")
    fh.write("#ifndef PTXC_MATH_COEFFS_H\n#define PTXC_MATH_COEFFS_H\n\n")
    fh.write("\n\n".join(out))
    fh.write("\n\n#endif\n")
print("\n".join(report))
