/*
 * ptxc_half_ops.h -- the arithmetic, comparison and packed functions and the
 * operators CUDA gives both 16-bit floating types. Included twice, by
 * <cuda_fp16.h> and <cuda_bf16.h>, with PTXC_T (the scalar type), PTXC_T2
 * (the pair), PTXC_AS/PTXC_FROM (bit reinterpretation) and PTXC_INF (the
 * +infinity bit pattern) defined. The scalar type is a builtin floating
 * type in ptxc, so `a + b` on two of them is one IR `fadd half/bfloat`
 * (specs/language.md); everything here is written on those operators, the
 * bit casts and the body-less builtins `__hfma`/`__hfma_sat`.
 */
/* CUDA 13 declares the arithmetic, comparisons and pair functions __host__ __device__
   (host code may call them); the fused multiply-adds, the math functions, shuffles and
   loads are __device__ only. */
#define PTXC_H static __device__ __forceinline__
#define PTXC_HD static __host__ __device__ __forceinline__
#define PTXC_ZERO PTXC_FROM((unsigned short)0)
#define PTXC_ONE ((PTXC_T)1.0f)
#define PTXC_NAN PTXC_FROM((unsigned short)0x7fff)

/* ---- scalar arithmetic ---- */
PTXC_HD PTXC_T __hadd(PTXC_T a, PTXC_T b) { return a + b; }
PTXC_HD PTXC_T __hsub(PTXC_T a, PTXC_T b) { return a - b; }
PTXC_HD PTXC_T __hmul(PTXC_T a, PTXC_T b) { return a * b; }
PTXC_HD PTXC_T __hadd_rn(PTXC_T a, PTXC_T b) { return a + b; }
PTXC_HD PTXC_T __hsub_rn(PTXC_T a, PTXC_T b) { return a - b; }
PTXC_HD PTXC_T __hmul_rn(PTXC_T a, PTXC_T b) { return a * b; }
PTXC_HD PTXC_T __hdiv(PTXC_T a, PTXC_T b) { return a / b; }
PTXC_HD PTXC_T __hneg(PTXC_T a) { return -a; }
PTXC_HD PTXC_T __habs(PTXC_T a) { return PTXC_FROM((unsigned short)(PTXC_AS(a) & 0x7fff)); }
/* `.sat`: clamp to [+0.0, 1.0], NaN to +0.0. */
PTXC_HD PTXC_T __ptxc_sat(PTXC_T r) { return r > PTXC_ONE ? PTXC_ONE : (r > PTXC_ZERO ? r : PTXC_ZERO); }
PTXC_HD PTXC_T __hadd_sat(PTXC_T a, PTXC_T b) { return __ptxc_sat(a + b); }
PTXC_HD PTXC_T __hsub_sat(PTXC_T a, PTXC_T b) { return __ptxc_sat(a - b); }
PTXC_HD PTXC_T __hmul_sat(PTXC_T a, PTXC_T b) { return __ptxc_sat(a * b); }

/* ---- classification and comparisons (the `u` forms are true on NaN) ---- */
PTXC_HD bool __hisnan(PTXC_T a) { return a != a; }
PTXC_HD int __hisinf(PTXC_T a) {
    unsigned short b = PTXC_AS(a);
    return b == PTXC_INF ? 1 : (b == (PTXC_INF | 0x8000) ? -1 : 0);
}
PTXC_HD bool __heq(PTXC_T a, PTXC_T b) { return a == b; }
PTXC_HD bool __hne(PTXC_T a, PTXC_T b) { return a < b || a > b; }
PTXC_HD bool __hlt(PTXC_T a, PTXC_T b) { return a < b; }
PTXC_HD bool __hle(PTXC_T a, PTXC_T b) { return a <= b; }
PTXC_HD bool __hgt(PTXC_T a, PTXC_T b) { return a > b; }
PTXC_HD bool __hge(PTXC_T a, PTXC_T b) { return a >= b; }
PTXC_HD bool __hequ(PTXC_T a, PTXC_T b) { return !(a < b) && !(a > b); }
PTXC_HD bool __hneu(PTXC_T a, PTXC_T b) { return a != b; }
PTXC_HD bool __hltu(PTXC_T a, PTXC_T b) { return !(a >= b); }
PTXC_HD bool __hleu(PTXC_T a, PTXC_T b) { return !(a > b); }
PTXC_HD bool __hgtu(PTXC_T a, PTXC_T b) { return !(a <= b); }
PTXC_HD bool __hgeu(PTXC_T a, PTXC_T b) { return !(a < b); }
/* min/max: a NaN operand yields the other one (both NaN: NaN); exact in float. */
PTXC_HD PTXC_T __hmax(PTXC_T a, PTXC_T b) { return (PTXC_T)max((float)a, (float)b); }
PTXC_HD PTXC_T __hmin(PTXC_T a, PTXC_T b) { return (PTXC_T)min((float)a, (float)b); }
PTXC_HD PTXC_T __hmax_nan(PTXC_T a, PTXC_T b) { return (a != a || b != b) ? PTXC_NAN : __hmax(a, b); }
PTXC_HD PTXC_T __hmin_nan(PTXC_T a, PTXC_T b) { return (a != a || b != b) ? PTXC_NAN : __hmin(a, b); }

/* ---- fused multiply-add: one rounding (`fma.rn`; bfloat needs sm_80) ---- */
#if PTXC_HAS_FMA
__device__ PTXC_T __hfma(PTXC_T a, PTXC_T b, PTXC_T c);
PTXC_H PTXC_T __hfma_sat(PTXC_T a, PTXC_T b, PTXC_T c) { return __ptxc_sat(__hfma(a, b, c)); }
#endif

/* ---- pairs ---- */
PTXC_HD PTXC_T2 __ptxc_pair(PTXC_T x, PTXC_T y) { PTXC_T2 r = {x, y}; return r; }
#define __ptxc_mask(x, y) __ptxc_pair((x) ? PTXC_ONE : PTXC_ZERO, (y) ? PTXC_ONE : PTXC_ZERO)
/* add/sub/mul of pairs are builtins: one `.f16x2`/`.bf16x2` instruction where the SM has it. */
__device__ void __ptxc_pair_add(PTXC_T2* r, const PTXC_T2& a, const PTXC_T2& b);
__device__ void __ptxc_pair_sub(PTXC_T2* r, const PTXC_T2& a, const PTXC_T2& b);
__device__ void __ptxc_pair_mul(PTXC_T2* r, const PTXC_T2& a, const PTXC_T2& b);
PTXC_HD PTXC_T2 __hadd2(const PTXC_T2& a, const PTXC_T2& b) { PTXC_T2 r; __ptxc_pair_add(&r, a, b); return r; }
PTXC_HD PTXC_T2 __hsub2(const PTXC_T2& a, const PTXC_T2& b) { PTXC_T2 r; __ptxc_pair_sub(&r, a, b); return r; }
PTXC_HD PTXC_T2 __hmul2(const PTXC_T2& a, const PTXC_T2& b) { PTXC_T2 r; __ptxc_pair_mul(&r, a, b); return r; }
PTXC_HD PTXC_T2 __hadd2_rn(const PTXC_T2& a, const PTXC_T2& b) { return __hadd2(a, b); }
PTXC_HD PTXC_T2 __hsub2_rn(const PTXC_T2& a, const PTXC_T2& b) { return __hsub2(a, b); }
PTXC_HD PTXC_T2 __hmul2_rn(const PTXC_T2& a, const PTXC_T2& b) { return __hmul2(a, b); }
PTXC_HD PTXC_T2 __h2div(const PTXC_T2& a, const PTXC_T2& b) { return __ptxc_pair(a.x / b.x, a.y / b.y); }
PTXC_HD PTXC_T2 __hadd2_sat(const PTXC_T2& a, const PTXC_T2& b) { return __ptxc_pair(__hadd_sat(a.x, b.x), __hadd_sat(a.y, b.y)); }
PTXC_HD PTXC_T2 __hsub2_sat(const PTXC_T2& a, const PTXC_T2& b) { return __ptxc_pair(__hsub_sat(a.x, b.x), __hsub_sat(a.y, b.y)); }
PTXC_HD PTXC_T2 __hmul2_sat(const PTXC_T2& a, const PTXC_T2& b) { return __ptxc_pair(__hmul_sat(a.x, b.x), __hmul_sat(a.y, b.y)); }
#if PTXC_HAS_FMA
__device__ void __ptxc_pair_fma(PTXC_T2* r, const PTXC_T2& a, const PTXC_T2& b, const PTXC_T2& c);
PTXC_H PTXC_T2 __hfma2(const PTXC_T2& a, const PTXC_T2& b, const PTXC_T2& c) { PTXC_T2 r; __ptxc_pair_fma(&r, a, b, c); return r; }
PTXC_H PTXC_T2 __hfma2_sat(const PTXC_T2& a, const PTXC_T2& b, const PTXC_T2& c) { return __ptxc_pair(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y)); }
#endif
PTXC_HD PTXC_T2 __hneg2(const PTXC_T2& a) { return __ptxc_pair(-a.x, -a.y); }
PTXC_HD PTXC_T2 __habs2(const PTXC_T2& a) { return __ptxc_pair(__habs(a.x), __habs(a.y)); }
PTXC_HD PTXC_T2 __hmax2(const PTXC_T2& a, const PTXC_T2& b) { return __ptxc_pair(__hmax(a.x, b.x), __hmax(a.y, b.y)); }
PTXC_HD PTXC_T2 __hmin2(const PTXC_T2& a, const PTXC_T2& b) { return __ptxc_pair(__hmin(a.x, b.x), __hmin(a.y, b.y)); }
PTXC_HD PTXC_T2 __hisnan2(const PTXC_T2& a) { return __ptxc_mask(a.x != a.x, a.y != a.y); }
PTXC_HD PTXC_T2 __heq2(const PTXC_T2& a, const PTXC_T2& b) { return __ptxc_mask(__heq(a.x, b.x), __heq(a.y, b.y)); }
PTXC_HD PTXC_T2 __hne2(const PTXC_T2& a, const PTXC_T2& b) { return __ptxc_mask(__hne(a.x, b.x), __hne(a.y, b.y)); }
PTXC_HD PTXC_T2 __hlt2(const PTXC_T2& a, const PTXC_T2& b) { return __ptxc_mask(__hlt(a.x, b.x), __hlt(a.y, b.y)); }
PTXC_HD PTXC_T2 __hle2(const PTXC_T2& a, const PTXC_T2& b) { return __ptxc_mask(__hle(a.x, b.x), __hle(a.y, b.y)); }
PTXC_HD PTXC_T2 __hgt2(const PTXC_T2& a, const PTXC_T2& b) { return __ptxc_mask(__hgt(a.x, b.x), __hgt(a.y, b.y)); }
PTXC_HD PTXC_T2 __hge2(const PTXC_T2& a, const PTXC_T2& b) { return __ptxc_mask(__hge(a.x, b.x), __hge(a.y, b.y)); }
/* Each comparison F on pairs: NAME2 (1.0/0.0 per lane), NAMEb2 (both lanes), NAME2_mask (0xffff per lane). */
#define PTXC_CMP2(F, B)                                                                                          \
    PTXC_HD PTXC_T2 F##2(const PTXC_T2& a, const PTXC_T2& b) { return __ptxc_mask(F(a.x, b.x), F(a.y, b.y)); } \
    PTXC_HD bool B(const PTXC_T2& a, const PTXC_T2& b) { return F(a.x, b.x) && F(a.y, b.y); }                   \
    PTXC_HD unsigned int F##2##_mask(const PTXC_T2& a, const PTXC_T2& b) {                                       \
        return (F(a.x, b.x) ? 0xffffu : 0u) | (F(a.y, b.y) ? 0xffff0000u : 0u);                                \
    }
PTXC_CMP2(__hequ, __hbequ2)
PTXC_CMP2(__hneu, __hbneu2)
PTXC_CMP2(__hltu, __hbltu2)
PTXC_CMP2(__hleu, __hbleu2)
PTXC_CMP2(__hgtu, __hbgtu2)
PTXC_CMP2(__hgeu, __hbgeu2)
#undef PTXC_CMP2
#define PTXC_MASK2(F)                                                                                            \
    PTXC_HD unsigned int F##2##_mask(const PTXC_T2& a, const PTXC_T2& b) {                                       \
        return (F(a.x, b.x) ? 0xffffu : 0u) | (F(a.y, b.y) ? 0xffff0000u : 0u);                                \
    }
PTXC_MASK2(__heq)
PTXC_MASK2(__hne)
PTXC_MASK2(__hlt)
PTXC_MASK2(__hle)
PTXC_MASK2(__hgt)
PTXC_MASK2(__hge)
#undef PTXC_MASK2
PTXC_HD bool __hbeq2(const PTXC_T2& a, const PTXC_T2& b) { return __heq(a.x, b.x) && __heq(a.y, b.y); }
PTXC_HD bool __hbne2(const PTXC_T2& a, const PTXC_T2& b) { return __hne(a.x, b.x) && __hne(a.y, b.y); }
PTXC_HD bool __hblt2(const PTXC_T2& a, const PTXC_T2& b) { return __hlt(a.x, b.x) && __hlt(a.y, b.y); }
PTXC_HD bool __hble2(const PTXC_T2& a, const PTXC_T2& b) { return __hle(a.x, b.x) && __hle(a.y, b.y); }
PTXC_HD bool __hbgt2(const PTXC_T2& a, const PTXC_T2& b) { return __hgt(a.x, b.x) && __hgt(a.y, b.y); }
PTXC_HD bool __hbge2(const PTXC_T2& a, const PTXC_T2& b) { return __hge(a.x, b.x) && __hge(a.y, b.y); }
PTXC_HD PTXC_T2 __lowhigh2highlow(const PTXC_T2& a) { return __ptxc_pair(a.y, a.x); }

PTXC_HD PTXC_T2 __hmax2_nan(const PTXC_T2& a, const PTXC_T2& b) { return __ptxc_pair(__hmax_nan(a.x, b.x), __hmax_nan(a.y, b.y)); }
PTXC_HD PTXC_T2 __hmin2_nan(const PTXC_T2& a, const PTXC_T2& b) { return __ptxc_pair(__hmin_nan(a.x, b.x), __hmin_nan(a.y, b.y)); }

/* ---- fused multiply-add with ReLU (`fma.rn.relu`: negative results and -0 become +0,
 * NaN the canonical NaN) and complex multiply-add (a * b + c on (re, im) pairs) ---- */
#if PTXC_HAS_FMA
PTXC_H PTXC_T __hfma_relu(PTXC_T a, PTXC_T b, PTXC_T c) {
    PTXC_T r = __hfma(a, b, c);
    return r != r ? PTXC_NAN : (r > PTXC_ZERO ? r : PTXC_ZERO);
}
PTXC_H PTXC_T2 __hfma2_relu(const PTXC_T2& a, const PTXC_T2& b, const PTXC_T2& c) {
    return __ptxc_pair(__hfma_relu(a.x, b.x, c.x), __hfma_relu(a.y, b.y, c.y));
}
PTXC_H PTXC_T2 __hcmadd(const PTXC_T2& a, const PTXC_T2& b, const PTXC_T2& c) {
    return __ptxc_pair(__hfma(-a.y, b.y, __hfma(a.x, b.x, c.x)), __hfma(a.y, b.x, __hfma(a.x, b.y, c.y)));
}
#endif

/* ---- math: the float library's function of the widened value, rounded once to the
 * 16-bit type (CUDA computes these through float too); pairs lane by lane ---- */
#ifndef PTXC_RECIPF
#define PTXC_RECIPF
static __device__ __forceinline__ float __ptxc_recipf(float x) { return 1.0f / x; }
#endif
#define PTXC_HMATH(NAME, NAME2, F)                                                                               \
    PTXC_H PTXC_T NAME(PTXC_T a) { return (PTXC_T)F((float)a); }                                                \
    PTXC_H PTXC_T2 NAME2(const PTXC_T2& a) { return __ptxc_pair(NAME(a.x), NAME(a.y)); }
PTXC_HMATH(hsin, h2sin, sinf)
PTXC_HMATH(hcos, h2cos, cosf)
PTXC_HMATH(hexp, h2exp, expf)
PTXC_HMATH(hexp2, h2exp2, exp2f)
PTXC_HMATH(hexp10, h2exp10, exp10f)
PTXC_HMATH(hlog, h2log, logf)
PTXC_HMATH(hlog2, h2log2, log2f)
PTXC_HMATH(hlog10, h2log10, log10f)
PTXC_HMATH(hsqrt, h2sqrt, sqrtf)
PTXC_HMATH(hrsqrt, h2rsqrt, rsqrtf)
PTXC_HMATH(hrcp, h2rcp, __ptxc_recipf)
PTXC_HMATH(hrint, h2rint, rintf)
PTXC_HMATH(hceil, h2ceil, ceilf)
PTXC_HMATH(hfloor, h2floor, floorf)
PTXC_HMATH(htrunc, h2trunc, truncf)
PTXC_HMATH(htanh, h2tanh, tanhf)
/* the approximate form: `tanh.approx.f32` (__tanhf), rounded */
PTXC_HMATH(htanh_approx, h2tanh_approx, __tanhf)
#undef PTXC_HMATH

/* ---- warp shuffles and read-only loads, on the bits ---- */
PTXC_HD unsigned int __ptxc_bits(const PTXC_T2& a) { return (unsigned int)PTXC_AS(a.x) | ((unsigned int)PTXC_AS(a.y) << 16); }
PTXC_HD PTXC_T2 __ptxc_unbits(unsigned int b, PTXC_T2* /* overload tag */) {
    return __ptxc_pair(PTXC_FROM((unsigned short)b), PTXC_FROM((unsigned short)(b >> 16)));
}
#define PTXC_SHFL(NAME, ARG)                                                                                   \
    PTXC_H PTXC_T NAME(unsigned int mask, PTXC_T v, ARG, int width = 32) {                                   \
        return PTXC_FROM((unsigned short)NAME(mask, (int)PTXC_AS(v), lane, width));                            \
    }                                                                                                          \
    PTXC_H PTXC_T2 NAME(unsigned int mask, const PTXC_T2& v, ARG, int width = 32) {                         \
        return __ptxc_unbits((unsigned int)NAME(mask, (int)__ptxc_bits(v), lane, width), (PTXC_T2*)0);         \
    }
PTXC_SHFL(__shfl_sync, int lane)
PTXC_SHFL(__shfl_up_sync, unsigned int lane)
PTXC_SHFL(__shfl_down_sync, unsigned int lane)
PTXC_SHFL(__shfl_xor_sync, int lane)
#undef PTXC_SHFL
/* the cache-hint loads and stores (CUDA's for both 16-bit types and their pairs): the
   unsigned overload of the same width moves the bits with the same hint (`ld.global.cs.b16`) */
#define PTXC_HLOAD(NAME)                                                                                       \
    PTXC_H PTXC_T NAME(const PTXC_T* p) { return PTXC_FROM(NAME((const unsigned short*)p)); }                 \
    PTXC_H PTXC_T2 NAME(const PTXC_T2* p) { return __ptxc_unbits(NAME((const unsigned int*)p), (PTXC_T2*)0); }
#define PTXC_HSTORE(NAME)                                                                                      \
    PTXC_H void NAME(PTXC_T* p, PTXC_T v) { NAME((unsigned short*)p, PTXC_AS(v)); }                             \
    PTXC_H void NAME(PTXC_T2* p, PTXC_T2 v) { NAME((unsigned int*)p, __ptxc_bits(v)); }
PTXC_HLOAD(__ldg)
PTXC_HLOAD(__ldcg)
PTXC_HLOAD(__ldca)
PTXC_HLOAD(__ldcs)
PTXC_HLOAD(__ldlu)
PTXC_HLOAD(__ldcv)
PTXC_HSTORE(__stwb)
PTXC_HSTORE(__stcg)
PTXC_HSTORE(__stcs)
PTXC_HSTORE(__stwt)
#undef PTXC_HLOAD
#undef PTXC_HSTORE

/* ---- operators on pairs (CUDA's, with the comparisons true when both lanes are;
 * compound assignments return the new value, not a reference) ---- */
PTXC_HD PTXC_T2 operator+(const PTXC_T2& a, const PTXC_T2& b) { return __hadd2(a, b); }
PTXC_HD PTXC_T2 operator-(const PTXC_T2& a, const PTXC_T2& b) { return __hsub2(a, b); }
PTXC_HD PTXC_T2 operator*(const PTXC_T2& a, const PTXC_T2& b) { return __hmul2(a, b); }
PTXC_HD PTXC_T2 operator/(const PTXC_T2& a, const PTXC_T2& b) { return __h2div(a, b); }
PTXC_HD PTXC_T2 operator-(const PTXC_T2& a) { return __hneg2(a); }
PTXC_HD PTXC_T2 operator+(const PTXC_T2& a) { return a; }
PTXC_HD PTXC_T2 operator+=(PTXC_T2& a, const PTXC_T2& b) { a = __hadd2(a, b); return a; }
PTXC_HD PTXC_T2 operator-=(PTXC_T2& a, const PTXC_T2& b) { a = __hsub2(a, b); return a; }
PTXC_HD PTXC_T2 operator*=(PTXC_T2& a, const PTXC_T2& b) { a = __hmul2(a, b); return a; }
PTXC_HD PTXC_T2 operator/=(PTXC_T2& a, const PTXC_T2& b) { a = __h2div(a, b); return a; }
PTXC_HD bool operator==(const PTXC_T2& a, const PTXC_T2& b) { return __hbeq2(a, b); }
PTXC_HD bool operator!=(const PTXC_T2& a, const PTXC_T2& b) { return __hbne2(a, b); }
PTXC_HD bool operator<(const PTXC_T2& a, const PTXC_T2& b) { return __hblt2(a, b); }
PTXC_HD bool operator<=(const PTXC_T2& a, const PTXC_T2& b) { return __hble2(a, b); }
PTXC_HD bool operator>(const PTXC_T2& a, const PTXC_T2& b) { return __hbgt2(a, b); }
PTXC_HD bool operator>=(const PTXC_T2& a, const PTXC_T2& b) { return __hbge2(a, b); }

#undef PTXC_H
#undef PTXC_HD
#undef PTXC_ZERO
#undef PTXC_ONE
#undef PTXC_NAN
#undef __ptxc_mask
