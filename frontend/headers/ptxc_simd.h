/*
 * ptxc_simd.h -- CUDA's SIMD intrinsics on packed halfwords and bytes
 * (__vadd2, __vabsdiffu4, __vcmpgts2, __vsads4, ...) and the sm_90 DPX
 * functions (__viaddmax_s16x2, __vimax3_s32, __vibmax_u32, ...), written by
 * this project from the CUDA Math API's definitions (specs/runtime.md).
 *
 * The packed functions are whole-word (SWAR) forms, as nvcc computes them:
 * 32-bit operations with the carries between lanes taken back out, and lane
 * masks from sign bits. Only the signed average and the DPX functions work
 * lane by lane (a lane read as an integer of its width, the result lane keeping
 * its low bits; constant trip counts, unrolled at -O1 and above). The DPX
 * functions are __host__ __device__, as CUDA declares them.
 */
#ifndef PTXC_SIMD_H
#define PTXC_SIMD_H

/* Lane k of x as an unsigned or a signed integer of w bits (w = 8 or 16). */
static __host__ __device__ __forceinline__ int __ptxc_ulane(unsigned int x, int k, int w) {
    return (int)((x >> (k * w)) & ((1u << w) - 1u));
}
static __host__ __device__ __forceinline__ int __ptxc_slane(unsigned int x, int k, int w) {
    int u = (int)((x >> (k * w)) & ((1u << w) - 1u));
    return u >= (1 << (w - 1)) ? u - (1 << w) : u;
}
static __host__ __device__ __forceinline__ int __ptxc_clamp(int v, int lo, int hi) {
    return v < lo ? lo : (v > hi ? hi : v);
}

/* One function of two packed operands per lane width: LANE(a, b) reads a lane, EXPR uses
   the lanes x and y, and the constants W (lane width), SMIN/SMAX (signed range) and UMAX. */
#define PTXC_SIMD_BINARY(NAME, W, LANE, EXPR)                                                                          \
    static __device__ __forceinline__ unsigned int NAME(unsigned int a, unsigned int b) {                              \
        const int W_ = W, SMIN = -(1 << (W - 1)), SMAX = (1 << (W - 1)) - 1, UMAX = (1 << W) - 1;                      \
        (void)SMIN;                                                                                                    \
        (void)SMAX;                                                                                                    \
        (void)UMAX;                                                                                                    \
        unsigned int r = 0;                                                                                            \
        for (int k = 0; k < 32 / W_; ++k) {                                                                            \
            int x = LANE(a, k, W_), y = LANE(b, k, W_);                                                                \
            r |= ((unsigned int)(EXPR) & ((1u << W_) - 1u)) << (k * W_);                                               \
        }                                                                                                              \
        return r;                                                                                                      \
    }
#define PTXC_SIMD_BOTH(STEM, LANE, EXPR)                                                                               \
    PTXC_SIMD_BINARY(STEM##2, 16, LANE, EXPR)                                                                          \
    PTXC_SIMD_BINARY(STEM##4, 8, LANE, EXPR)

/* signed average rounds half away from zero; unsigned rounds half up */
PTXC_SIMD_BOTH(__vavgs, __ptxc_slane, (x + y + (x + y >= 0 ? 1 : 0)) >> 1)
#undef PTXC_SIMD_BOTH
#undef PTXC_SIMD_BINARY

/* Whole-word forms (SWAR, as nvcc's PTX computes them): one 32-bit operation with the
   carries or borrows between lanes taken back out. `H` marks the lowest bit of each upper
   lane, `S` each lane's sign bit and `L` everything below the sign bits. */
static __device__ __forceinline__ unsigned int __vadd2(unsigned int a, unsigned int b) {
    unsigned int r = a + b;
    return r - ((a ^ b ^ r) & 0x00010000u); /* the low lane's carry out */
}
static __device__ __forceinline__ unsigned int __vsub2(unsigned int a, unsigned int b) {
    unsigned int r = a - b;
    return r + ((a ^ b ^ r) & 0x00010000u); /* the low lane's borrow */
}
static __device__ __forceinline__ unsigned int __vadd4(unsigned int a, unsigned int b) {
    /* add below the sign bits (no carry crosses a lane), then the sign bits without carry */
    unsigned int r = (a & 0x7f7f7f7fu) + (b & 0x7f7f7f7fu);
    return r ^ ((a ^ b) & 0x80808080u);
}
static __device__ __forceinline__ unsigned int __vsub4(unsigned int a, unsigned int b) {
    /* subtract below the sign bits from a with every sign bit set (no borrow crosses a
       lane), then the sign bits without borrow */
    unsigned int r = (a | 0x80808080u) - (b & 0x7f7f7f7fu);
    return r ^ ((a ^ ~b) & 0x80808080u);
}
/* Lanes of a ^ b that are zero, as 1 in each such lane: adding 0x7f (0x7fff) below
   each lane's sign bit carries into it unless those bits are zero, and the sign bit
   itself is ORed in, so only an all-zero lane leaves its sign bit clear. */
static __device__ __forceinline__ unsigned int __vseteq4(unsigned int a, unsigned int b) {
    unsigned int c = a ^ b, t = (c & 0x7f7f7f7fu) + 0x7f7f7f7fu;
    return ~(t | c | 0x7f7f7f7fu) >> 7;
}
static __device__ __forceinline__ unsigned int __vseteq2(unsigned int a, unsigned int b) {
    unsigned int c = a ^ b, t = (c & 0x7fff7fffu) + 0x7fff7fffu;
    return ~(t | c | 0x7fff7fffu) >> 15;
}
static __device__ __forceinline__ unsigned int __vsetne4(unsigned int a, unsigned int b) { return __vseteq4(a, b) ^ 0x01010101u; }
static __device__ __forceinline__ unsigned int __vsetne2(unsigned int a, unsigned int b) { return __vseteq2(a, b) ^ 0x00010001u; }
/* all-ones lanes: a 1 per lane times the lane's mask (no carry between lanes) */
static __device__ __forceinline__ unsigned int __vcmpeq4(unsigned int a, unsigned int b) { return __vseteq4(a, b) * 0xffu; }
static __device__ __forceinline__ unsigned int __vcmpeq2(unsigned int a, unsigned int b) { return __vseteq2(a, b) * 0xffffu; }
static __device__ __forceinline__ unsigned int __vcmpne4(unsigned int a, unsigned int b) { return __vsetne4(a, b) * 0xffu; }
static __device__ __forceinline__ unsigned int __vcmpne2(unsigned int a, unsigned int b) { return __vsetne2(a, b) * 0xffffu; }
/* Two halfword lanes: the high lane of the whole-word max/min is the max/min of the
   high lanes (they decide the comparison, or are equal); the low lanes alone. */
static __device__ __forceinline__ unsigned int __vmaxu2(unsigned int a, unsigned int b) {
    unsigned int lo = (a & 0xffffu) > (b & 0xffffu) ? (a & 0xffffu) : (b & 0xffffu);
    return ((a > b ? a : b) & 0xffff0000u) | lo;
}
static __device__ __forceinline__ unsigned int __vminu2(unsigned int a, unsigned int b) {
    unsigned int lo = (a & 0xffffu) < (b & 0xffffu) ? (a & 0xffffu) : (b & 0xffffu);
    return ((a < b ? a : b) & 0xffff0000u) | lo;
}
static __device__ __forceinline__ unsigned int __vmaxs2(unsigned int a, unsigned int b) {
    int x = (short)a, y = (short)b, hi = (int)a > (int)b ? (int)a : (int)b;
    return ((unsigned int)hi & 0xffff0000u) | ((unsigned int)(x > y ? x : y) & 0xffffu);
}
static __device__ __forceinline__ unsigned int __vmins2(unsigned int a, unsigned int b) {
    int x = (short)a, y = (short)b, lo = (int)a < (int)b ? (int)a : (int)b;
    return ((unsigned int)lo & 0xffff0000u) | ((unsigned int)(x < y ? x : y) & 0xffffu);
}
/* floor((x + y) / 2) per lane: the common bits plus half the differing ones */
static __device__ __forceinline__ unsigned int __vhaddu2(unsigned int a, unsigned int b) {
    return (a & b) + (((a ^ b) >> 1) & 0x7fff7fffu);
}
static __device__ __forceinline__ unsigned int __vhaddu4(unsigned int a, unsigned int b) {
    return (a & b) + (((a ^ b) >> 1) & 0x7f7f7f7fu);
}
/* ceil((x + y) / 2) per lane: the union minus half the differing bits */
static __device__ __forceinline__ unsigned int __vavgu2(unsigned int a, unsigned int b) {
    return (a | b) - (((a ^ b) & 0xfffefffeu) >> 1);
}
static __device__ __forceinline__ unsigned int __vavgu4(unsigned int a, unsigned int b) {
    return (a | b) - (((a ^ b) & 0xfefefefeu) >> 1);
}

/* Built from the forms above: negation is 0 - x; a two-lane absolute difference is
   max - min (never negative per lane), and its sum of lanes the two halves added. */
static __device__ __forceinline__ unsigned int __vneg2(unsigned int a) { return __vsub2(0u, a); }
static __device__ __forceinline__ unsigned int __vneg4(unsigned int a) { return __vsub4(0u, a); }
static __device__ __forceinline__ unsigned int __vabsdiffu2(unsigned int a, unsigned int b) {
    return __vsub2(__vmaxu2(a, b), __vminu2(a, b));
}
static __device__ __forceinline__ unsigned int __vabsdiffs2(unsigned int a, unsigned int b) {
    return __vsub2(__vmaxs2(a, b), __vmins2(a, b));
}
static __device__ __forceinline__ unsigned int __vsadu2(unsigned int a, unsigned int b) {
    unsigned int d = __vabsdiffu2(a, b);
    return (d & 0xffffu) + (d >> 16);
}
static __device__ __forceinline__ unsigned int __vsads2(unsigned int a, unsigned int b) {
    unsigned int d = __vabsdiffs2(a, b);
    return (d & 0xffffu) + (d >> 16);
}


/* Ordered comparisons, saturation, max/min, absolute values (whole-word forms, as nvcc's
   PTX computes them). A lane's sign bit of avgu(a, ~b) = ceil((a + 255 - b) / 2) (for bytes)
   is set exactly when a >= b, of haddu(a, ~b) = floor(...) when a > b; signed lanes compare
   as unsigned ones with their sign bits flipped. `prmt` with the sign-replicating selector
   spreads each lane's sign bit over the lane (one instruction, nvcc's choice). */
static __device__ __forceinline__ unsigned int __ptxc_lane_mask4(unsigned int t) {
    unsigned int m;
    asm("prmt.b32 %0, %1, 0, 0xba98;" : "=r"(m) : "r"(t));
    return m;
}
static __device__ __forceinline__ unsigned int __ptxc_lane_mask2(unsigned int t) {
    unsigned int m;
    asm("prmt.b32 %0, %1, 0, 0xbb99;" : "=r"(m) : "r"(t));
    return m;
}
/* W: lanes per word (2 or 4); L: the bits below each lane's sign bit; S: the sign bits;
   SH: a lane's width less one. `ge`/`gt` words have the answer in each lane's sign bit. */
#define PTXC_SIMD_ORDERED(W, L, S, SH)                                                                                 \
    static __device__ __forceinline__ unsigned int __ptxc_geu##W(unsigned int a, unsigned int b) {                     \
        return __vavgu##W(a, ~b);                                                                                      \
    }                                                                                                                  \
    static __device__ __forceinline__ unsigned int __ptxc_gtu##W(unsigned int a, unsigned int b) {                     \
        return __vhaddu##W(a, ~b);                                                                                     \
    }                                                                                                                  \
    static __device__ __forceinline__ unsigned int __ptxc_ges##W(unsigned int a, unsigned int b) {                     \
        return __ptxc_geu##W(a ^ S, b ^ S);                                                                            \
    }                                                                                                                  \
    static __device__ __forceinline__ unsigned int __ptxc_gts##W(unsigned int a, unsigned int b) {                     \
        return __ptxc_gtu##W(a ^ S, b ^ S);                                                                            \
    }                                                                                                                  \
    static __device__ __forceinline__ unsigned int __vsetgeu##W(unsigned int a, unsigned int b) { return (__ptxc_geu##W(a, b) & S) >> SH; } \
    static __device__ __forceinline__ unsigned int __vsetgtu##W(unsigned int a, unsigned int b) { return (__ptxc_gtu##W(a, b) & S) >> SH; } \
    static __device__ __forceinline__ unsigned int __vsetleu##W(unsigned int a, unsigned int b) { return (__ptxc_geu##W(b, a) & S) >> SH; } \
    static __device__ __forceinline__ unsigned int __vsetltu##W(unsigned int a, unsigned int b) { return (__ptxc_gtu##W(b, a) & S) >> SH; } \
    static __device__ __forceinline__ unsigned int __vsetges##W(unsigned int a, unsigned int b) { return (__ptxc_ges##W(a, b) & S) >> SH; } \
    static __device__ __forceinline__ unsigned int __vsetgts##W(unsigned int a, unsigned int b) { return (__ptxc_gts##W(a, b) & S) >> SH; } \
    static __device__ __forceinline__ unsigned int __vsetles##W(unsigned int a, unsigned int b) { return (__ptxc_ges##W(b, a) & S) >> SH; } \
    static __device__ __forceinline__ unsigned int __vsetlts##W(unsigned int a, unsigned int b) { return (__ptxc_gts##W(b, a) & S) >> SH; } \
    static __device__ __forceinline__ unsigned int __vcmpgeu##W(unsigned int a, unsigned int b) { return __ptxc_lane_mask##W(__ptxc_geu##W(a, b)); } \
    static __device__ __forceinline__ unsigned int __vcmpgtu##W(unsigned int a, unsigned int b) { return __ptxc_lane_mask##W(__ptxc_gtu##W(a, b)); } \
    static __device__ __forceinline__ unsigned int __vcmpleu##W(unsigned int a, unsigned int b) { return __ptxc_lane_mask##W(__ptxc_geu##W(b, a)); } \
    static __device__ __forceinline__ unsigned int __vcmpltu##W(unsigned int a, unsigned int b) { return __ptxc_lane_mask##W(__ptxc_gtu##W(b, a)); } \
    static __device__ __forceinline__ unsigned int __vcmpges##W(unsigned int a, unsigned int b) { return __ptxc_lane_mask##W(__ptxc_ges##W(a, b)); } \
    static __device__ __forceinline__ unsigned int __vcmpgts##W(unsigned int a, unsigned int b) { return __ptxc_lane_mask##W(__ptxc_gts##W(a, b)); } \
    static __device__ __forceinline__ unsigned int __vcmples##W(unsigned int a, unsigned int b) { return __ptxc_lane_mask##W(__ptxc_ges##W(b, a)); } \
    static __device__ __forceinline__ unsigned int __vcmplts##W(unsigned int a, unsigned int b) { return __ptxc_lane_mask##W(__ptxc_gts##W(b, a)); } \
    /* saturating: an unsigned sum carries out when floor((x + y) / 2) has its sign bit; a   \
       signed one overflows when both operands' signs differ from the sum's, and then takes  \
       the largest value of the first operand's sign (L plus the sign's low bit). */          \
    static __device__ __forceinline__ unsigned int __vaddus##W(unsigned int a, unsigned int b) {                       \
        return __vadd##W(a, b) | __ptxc_lane_mask##W(__vhaddu##W(a, b));                                              \
    }                                                                                                                  \
    static __device__ __forceinline__ unsigned int __vsubus##W(unsigned int a, unsigned int b) {                       \
        return __vsub##W(a, b) & ~__ptxc_lane_mask##W(__ptxc_gtu##W(b, a));                                            \
    }                                                                                                                  \
    static __device__ __forceinline__ unsigned int __vaddss##W(unsigned int a, unsigned int b) {                       \
        unsigned int r = __vadd##W(a, b), m = __ptxc_lane_mask##W(~(a ^ b) & (a ^ r) & S);                            \
        return (r & ~m) | ((L + ((a & S) >> SH)) & m);                                                                 \
    }                                                                                                                  \
    static __device__ __forceinline__ unsigned int __vsubss##W(unsigned int a, unsigned int b) {                       \
        unsigned int r = __vsub##W(a, b), m = __ptxc_lane_mask##W((a ^ b) & (a ^ r) & S);                             \
        return (r & ~m) | ((L + ((a & S) >> SH)) & m);                                                                 \
    }                                                                                                                  \
    /* |x| is x with its bits flipped and one added where x is negative (no carry leaves a   \
       negative lane); only the smallest value stays negative, which saturation takes back   \
       to the largest (the same for -x). */                                                   \
    static __device__ __forceinline__ unsigned int __vabs##W(unsigned int a) {                                         \
        return (a ^ __ptxc_lane_mask##W(a)) + ((a & S) >> SH);                                                        \
    }                                                                                                                  \
    static __device__ __forceinline__ unsigned int __vabsss##W(unsigned int a) {                                       \
        unsigned int r = __vabs##W(a);                                                                                 \
        return r - ((r & S) >> SH);                                                                                    \
    }                                                                                                                  \
    static __device__ __forceinline__ unsigned int __vnegss##W(unsigned int a) {                                       \
        unsigned int r = __vneg##W(a);                                                                                 \
        return r - ((r & a & S) >> SH);                                                                                \
    }
PTXC_SIMD_ORDERED(2, 0x7fff7fffu, 0x80008000u, 15)
PTXC_SIMD_ORDERED(4, 0x7f7f7f7fu, 0x80808080u, 7)
#undef PTXC_SIMD_ORDERED

/* Four byte lanes: max/min pick by the comparison mask; the absolute difference is max -
   min (each lane's difference fits the lane, so the bytewise subtraction is exact), and its
   sum adds the bytes pairwise, then the halves. */
static __device__ __forceinline__ unsigned int __ptxc_pick(unsigned int m, unsigned int a, unsigned int b) {
    return (a & m) | (b & ~m);
}
static __device__ __forceinline__ unsigned int __vmaxu4(unsigned int a, unsigned int b) { return __ptxc_pick(__vcmpgeu4(a, b), a, b); }
static __device__ __forceinline__ unsigned int __vminu4(unsigned int a, unsigned int b) { return __ptxc_pick(__vcmpgeu4(a, b), b, a); }
static __device__ __forceinline__ unsigned int __vmaxs4(unsigned int a, unsigned int b) { return __ptxc_pick(__vcmpges4(a, b), a, b); }
static __device__ __forceinline__ unsigned int __vmins4(unsigned int a, unsigned int b) { return __ptxc_pick(__vcmpges4(a, b), b, a); }
static __device__ __forceinline__ unsigned int __vabsdiffu4(unsigned int a, unsigned int b) {
    return __vsub4(__vmaxu4(a, b), __vminu4(a, b));
}
static __device__ __forceinline__ unsigned int __vabsdiffs4(unsigned int a, unsigned int b) {
    return __vsub4(__vmaxs4(a, b), __vmins4(a, b));
}
static __device__ __forceinline__ unsigned int __ptxc_byte_sum(unsigned int d) {
    unsigned int s = (d & 0x00ff00ffu) + ((d >> 8) & 0x00ff00ffu);
    return (s & 0xffffu) + (s >> 16);
}
static __device__ __forceinline__ unsigned int __vsadu4(unsigned int a, unsigned int b) { return __ptxc_byte_sum(__vabsdiffu4(a, b)); }
static __device__ __forceinline__ unsigned int __vsads4(unsigned int a, unsigned int b) { return __ptxc_byte_sum(__vabsdiffs4(a, b)); }

/* ---- DPX (sm_90's single instructions; CUDA computes the same elsewhere) ---- */
static __host__ __device__ __forceinline__ int __ptxc_max(int a, int b) { return a > b ? a : b; }
static __host__ __device__ __forceinline__ int __ptxc_min(int a, int b) { return a < b ? a : b; }
static __host__ __device__ __forceinline__ unsigned int __ptxc_umax(unsigned int a, unsigned int b) { return a > b ? a : b; }
static __host__ __device__ __forceinline__ unsigned int __ptxc_umin(unsigned int a, unsigned int b) { return a < b ? a : b; }

/* Three packed operands, two 16-bit lanes. */
#define PTXC_DPX_X2(NAME, LANE, EXPR)                                                                                  \
    static __host__ __device__ __forceinline__ unsigned int NAME(const unsigned int a, const unsigned int b,            \
                                                                 const unsigned int c) {                               \
        unsigned int r = 0;                                                                                            \
        for (int k = 0; k < 2; ++k) {                                                                                  \
            int x = LANE(a, k, 16), y = LANE(b, k, 16), z = LANE(c, k, 16);                                            \
            (void)z;                                                                                                   \
            r |= ((unsigned int)(EXPR) & 0xffffu) << (k * 16);                                                         \
        }                                                                                                              \
        return r;                                                                                                      \
    }
/* the sum wraps to 16 bits before it is compared */
#define PTXC_WRAP_S16(v) ((int)(short)(v))
#define PTXC_WRAP_U16(v) ((int)((v) & 0xffff))
PTXC_DPX_X2(__viaddmax_s16x2, __ptxc_slane, __ptxc_max(PTXC_WRAP_S16(x + y), z))
PTXC_DPX_X2(__viaddmax_s16x2_relu, __ptxc_slane, __ptxc_max(__ptxc_max(PTXC_WRAP_S16(x + y), z), 0))
PTXC_DPX_X2(__viaddmax_u16x2, __ptxc_ulane, __ptxc_max(PTXC_WRAP_U16(x + y), z))
PTXC_DPX_X2(__viaddmin_s16x2, __ptxc_slane, __ptxc_min(PTXC_WRAP_S16(x + y), z))
PTXC_DPX_X2(__viaddmin_s16x2_relu, __ptxc_slane, __ptxc_max(__ptxc_min(PTXC_WRAP_S16(x + y), z), 0))
PTXC_DPX_X2(__viaddmin_u16x2, __ptxc_ulane, __ptxc_min(PTXC_WRAP_U16(x + y), z))
PTXC_DPX_X2(__vimax3_s16x2, __ptxc_slane, __ptxc_max(__ptxc_max(x, y), z))
PTXC_DPX_X2(__vimax3_s16x2_relu, __ptxc_slane, __ptxc_max(__ptxc_max(__ptxc_max(x, y), z), 0))
PTXC_DPX_X2(__vimax3_u16x2, __ptxc_ulane, __ptxc_max(__ptxc_max(x, y), z))
PTXC_DPX_X2(__vimin3_s16x2, __ptxc_slane, __ptxc_min(__ptxc_min(x, y), z))
PTXC_DPX_X2(__vimin3_s16x2_relu, __ptxc_slane, __ptxc_max(__ptxc_min(__ptxc_min(x, y), z), 0))
PTXC_DPX_X2(__vimin3_u16x2, __ptxc_ulane, __ptxc_min(__ptxc_min(x, y), z))
#undef PTXC_WRAP_S16
#undef PTXC_WRAP_U16
#undef PTXC_DPX_X2

static __host__ __device__ __forceinline__ unsigned int __vimax_s16x2_relu(const unsigned int a, const unsigned int b) {
    return __vimax3_s16x2_relu(a, b, b);
}
static __host__ __device__ __forceinline__ unsigned int __vimin_s16x2_relu(const unsigned int a, const unsigned int b) {
    return __vimin3_s16x2_relu(a, b, b);
}

/* 32-bit forms: the sum wraps as unsigned arithmetic does. */
static __host__ __device__ __forceinline__ int __ptxc_wrap_add(int a, int b) { return (int)((unsigned int)a + (unsigned int)b); }
static __host__ __device__ __forceinline__ int __viaddmax_s32(const int a, const int b, const int c) { return __ptxc_max(__ptxc_wrap_add(a, b), c); }
static __host__ __device__ __forceinline__ int __viaddmax_s32_relu(const int a, const int b, const int c) { return __ptxc_max(__ptxc_max(__ptxc_wrap_add(a, b), c), 0); }
static __host__ __device__ __forceinline__ unsigned int __viaddmax_u32(const unsigned int a, const unsigned int b, const unsigned int c) { return __ptxc_umax(a + b, c); }
static __host__ __device__ __forceinline__ int __viaddmin_s32(const int a, const int b, const int c) { return __ptxc_min(__ptxc_wrap_add(a, b), c); }
static __host__ __device__ __forceinline__ int __viaddmin_s32_relu(const int a, const int b, const int c) { return __ptxc_max(__ptxc_min(__ptxc_wrap_add(a, b), c), 0); }
static __host__ __device__ __forceinline__ unsigned int __viaddmin_u32(const unsigned int a, const unsigned int b, const unsigned int c) { return __ptxc_umin(a + b, c); }
static __host__ __device__ __forceinline__ int __vimax3_s32(const int a, const int b, const int c) { return __ptxc_max(__ptxc_max(a, b), c); }
static __host__ __device__ __forceinline__ int __vimax3_s32_relu(const int a, const int b, const int c) { return __ptxc_max(__ptxc_max(__ptxc_max(a, b), c), 0); }
static __host__ __device__ __forceinline__ unsigned int __vimax3_u32(const unsigned int a, const unsigned int b, const unsigned int c) { return __ptxc_umax(__ptxc_umax(a, b), c); }
static __host__ __device__ __forceinline__ int __vimin3_s32(const int a, const int b, const int c) { return __ptxc_min(__ptxc_min(a, b), c); }
static __host__ __device__ __forceinline__ int __vimin3_s32_relu(const int a, const int b, const int c) { return __ptxc_max(__ptxc_min(__ptxc_min(a, b), c), 0); }
static __host__ __device__ __forceinline__ unsigned int __vimin3_u32(const unsigned int a, const unsigned int b, const unsigned int c) { return __ptxc_umin(__ptxc_umin(a, b), c); }
static __host__ __device__ __forceinline__ int __vimax_s32_relu(const int a, const int b) { return __ptxc_max(__ptxc_max(a, b), 0); }
static __host__ __device__ __forceinline__ int __vimin_s32_relu(const int a, const int b) { return __ptxc_max(__ptxc_min(a, b), 0); }

/* max or min with which operand won: pred = (a >= b) for max, (a <= b) for min. */
static __host__ __device__ __forceinline__ int __vibmax_s32(const int a, const int b, bool* const pred) { *pred = a >= b; return __ptxc_max(a, b); }
static __host__ __device__ __forceinline__ unsigned int __vibmax_u32(const unsigned int a, const unsigned int b, bool* const pred) { *pred = a >= b; return __ptxc_umax(a, b); }
static __host__ __device__ __forceinline__ int __vibmin_s32(const int a, const int b, bool* const pred) { *pred = a <= b; return __ptxc_min(a, b); }
static __host__ __device__ __forceinline__ unsigned int __vibmin_u32(const unsigned int a, const unsigned int b, bool* const pred) { *pred = a <= b; return __ptxc_umin(a, b); }
#define PTXC_DPX_B16(NAME, LANE, OP, CMP)                                                                              \
    static __host__ __device__ __forceinline__ unsigned int NAME(const unsigned int a, const unsigned int b,            \
                                                                 bool* const pred_hi, bool* const pred_lo) {           \
        int xl = LANE(a, 0, 16), yl = LANE(b, 0, 16), xh = LANE(a, 1, 16), yh = LANE(b, 1, 16);                        \
        *pred_hi = xh CMP yh;                                                                                          \
        *pred_lo = xl CMP yl;                                                                                          \
        return ((unsigned int)OP(xl, yl) & 0xffffu) | (((unsigned int)OP(xh, yh) & 0xffffu) << 16);                    \
    }
PTXC_DPX_B16(__vibmax_s16x2, __ptxc_slane, __ptxc_max, >=)
PTXC_DPX_B16(__vibmax_u16x2, __ptxc_ulane, __ptxc_max, >=)
PTXC_DPX_B16(__vibmin_s16x2, __ptxc_slane, __ptxc_min, <=)
PTXC_DPX_B16(__vibmin_u16x2, __ptxc_ulane, __ptxc_min, <=)
#undef PTXC_DPX_B16

#endif /* PTXC_SIMD_H */
