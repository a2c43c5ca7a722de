/*
 * ptxc_device_functions.h -- the device functions of CUDA's device_functions.h,
 * device_double_functions.h, sm_20_intrinsics.h and the atomic headers that
 * are plain C++ over the runtime's builtins, or one PTX instruction in inline
 * assembly where nvcc prints that instruction. Written by this project;
 * specs/runtime.md lists each with how it is checked.
 */
#ifndef PTXC_DEVICE_FUNCTIONS_H
#define PTXC_DEVICE_FUNCTIONS_H

#ifndef PTXC_CUDA_ROUND_MODE
#define PTXC_CUDA_ROUND_MODE
/* CUDA's rounding modes (driver_types.h). */
enum cudaRoundMode { cudaRoundNearest, cudaRoundZero, cudaRoundPosInf, cudaRoundMinInf };
#endif

#define PTXC_D static __device__ __forceinline__
#define PTXC_HD static __host__ __device__ __forceinline__

/* ---- the halves of a double ---- */
PTXC_D int __double2hiint(double x) { return (int)((unsigned long long)__double_as_longlong(x) >> 32); }
PTXC_D int __double2loint(double x) { return (int)(unsigned int)__double_as_longlong(x); }
PTXC_D double __hiloint2double(int hi, int lo) {
    return __longlong_as_double((long long)(((unsigned long long)(unsigned int)hi << 32) | (unsigned int)lo));
}

/* ---- byte swaps (sm_20_intrinsics.h; __host__ __device__): one prmt ---- */
PTXC_HD unsigned short __nv_bswap16(unsigned short x) { return (unsigned short)__byte_perm(x, 0, 0x0001); }
PTXC_HD unsigned int __nv_bswap32(unsigned int x) { return __byte_perm(x, 0, 0x0123); }
PTXC_HD unsigned long long __nv_bswap64(unsigned long long x) {
    return ((unsigned long long)__byte_perm((unsigned int)x, 0, 0x0123) << 32) | __byte_perm((unsigned int)(x >> 32), 0, 0x0123);
}

/* ---- the bool forms of the barrier reductions (sm_20_intrinsics.h) ---- */
PTXC_D bool syncthreads_and(bool pred) { return __syncthreads_and((int)pred) != 0; }
PTXC_D bool syncthreads_or(bool pred) { return __syncthreads_or((int)pred) != 0; }
PTXC_D unsigned int syncthreads_count(bool pred) { return (unsigned int)__syncthreads_count((int)pred); }
/* and of the legacy votes (deprecated as __all, __any and __ballot are) */
__attribute__((deprecated("__all() is not valid on compute_70 and above, and should be replaced with __all_sync().")))
PTXC_D bool all(bool pred) { return __all_sync(0xffffffffu, pred) != 0; }
__attribute__((deprecated("__any() is not valid on compute_70 and above, and should be replaced with __any_sync().")))
PTXC_D bool any(bool pred) { return __any_sync(0xffffffffu, pred) != 0; }
__attribute__((deprecated("__ballot() is not valid on compute_70 and above, and should be replaced with __ballot_sync().")))
PTXC_D unsigned int ballot(bool pred) { return __ballot_sync(0xffffffffu, pred); }

/* ---- the vector forms of the dot products (sm_61_intrinsics.h): the bytes and halves as
   one 32-bit word, as CUDA reinterprets them ---- */
PTXC_D unsigned int __ptxc_word(char4 v) {
    return (unsigned char)v.x | (unsigned)(unsigned char)v.y << 8 | (unsigned)(unsigned char)v.z << 16 |
           (unsigned)(unsigned char)v.w << 24;
}
PTXC_D unsigned int __ptxc_word(uchar4 v) { return v.x | (unsigned)v.y << 8 | (unsigned)v.z << 16 | (unsigned)v.w << 24; }
PTXC_D unsigned int __ptxc_word(short2 v) { return (unsigned short)v.x | (unsigned)(unsigned short)v.y << 16; }
PTXC_D unsigned int __ptxc_word(ushort2 v) { return v.x | (unsigned)v.y << 16; }
PTXC_D int __dp4a(char4 a, char4 b, int c) { return __dp4a((int)__ptxc_word(a), (int)__ptxc_word(b), c); }
PTXC_D unsigned int __dp4a(uchar4 a, uchar4 b, unsigned int c) { return __dp4a(__ptxc_word(a), __ptxc_word(b), c); }
PTXC_D int __dp2a_lo(short2 a, char4 b, int c) { return __dp2a_lo((int)__ptxc_word(a), (int)__ptxc_word(b), c); }
PTXC_D unsigned int __dp2a_lo(ushort2 a, uchar4 b, unsigned int c) { return __dp2a_lo(__ptxc_word(a), __ptxc_word(b), c); }
PTXC_D int __dp2a_hi(short2 a, char4 b, int c) { return __dp2a_hi((int)__ptxc_word(a), (int)__ptxc_word(b), c); }
PTXC_D unsigned int __dp2a_hi(ushort2 a, uchar4 b, unsigned int c) { return __dp2a_hi(__ptxc_word(a), __ptxc_word(b), c); }

/* ---- kernel parameters by generic address (__grid_constant__) ---- */
PTXC_D void* __cvta_grid_constant_to_generic(unsigned long rawbits) {
    void* p;
    asm("cvta.param.u64 %0, %1;" : "=l"(p) : "l"(rawbits));
    return p;
}
PTXC_D unsigned long __cvta_generic_to_grid_constant(const void* ptr) {
    unsigned long r;
    asm("cvta.to.param.u64 %0, %1;" : "=l"(r) : "l"(ptr));
    return r;
}

/* ---- fused multiply-add that never flushes subnormals (ptxc never does) ---- */
PTXC_D float __fmaf_ieee_rn(float x, float y, float z) { return __fmaf_rn(x, y, z); }
PTXC_D float __fmaf_ieee_rz(float x, float y, float z) { return __fmaf_rz(x, y, z); }
PTXC_D float __fmaf_ieee_ru(float x, float y, float z) { return __fmaf_ru(x, y, z); }
PTXC_D float __fmaf_ieee_rd(float x, float y, float z) { return __fmaf_rd(x, y, z); }

/* ---- division by name: IEEE division (as nvcc's, without -use_fast_math) ---- */
PTXC_D float fdividef(float x, float y) { return x / y; }
PTXC_D double fdivide(double x, double y) { return x / y; }

/* ---- fast approximations nvcc prints as one instruction ---- */
PTXC_D float __tanhf(float x) {
    float r;
    asm("tanh.approx.f32 %0, %1;" : "=f"(r) : "f"(x));
    return r;
}

/* sine and cosine of 2*pi*x: x is reduced to [-1/2, 1/2] exactly (x - rint(x)), then
   sin.approx/cos.approx of 2*pi times it. nvcc prints an instruction form the PTX ISA does
   not document (`sin.approx.2pi`); both are approximations of the same function. */
PTXC_D float __sin2pif(float x) { return __sinf(6.28318530717958647692f * (x - __ptxc_rint_f32(x))); }
PTXC_D float __cos2pif(float x) { return __cosf(6.28318530717958647692f * (x - __ptxc_rint_f32(x))); }
PTXC_D void __sincos2pif(float x, float* sptr, float* cptr) {
    *sptr = __sin2pif(x);
    *cptr = __cos2pif(x);
}

/* ---- correctly rounded reciprocal square root ----
 * A candidate from double precision, then corrected with exact arithmetic: the midpoint m
 * between the candidate and a neighbour has 25 bits, m*m is exact in double and
 * fma(m*m, x, -1) has the sign of m*m*x - 1, which says on which side of m 1/sqrt(x) is. */
PTXC_D float __frsqrt_rn(float x) {
    if (!(x > 0.0f) || x == __int_as_float(0x7f800000)) {
        if (x == 0.0f) return __int_as_float((__float_as_int(x) & 0x80000000) | 0x7f800000);
        if (x > 0.0f) return 0.0f;
        return __int_as_float(0x7fffffff);
    }
    double xd = (double)x;
    float y = (float)(1.0 / __dsqrt_rn(xd));
    float up = __int_as_float(__float_as_int(y) + 1), down = __int_as_float(__float_as_int(y) - 1);
    double mu = ((double)y + (double)up) * 0.5, md = ((double)y + (double)down) * 0.5;
    if (__fma_rn(mu * mu, xd, -1.0) < 0.0) return up;     /* 1/sqrt(x) > mu */
    if (__fma_rn(md * md, xd, -1.0) > 0.0) return down;   /* 1/sqrt(x) < md */
    if (__fma_rn(mu * mu, xd, -1.0) == 0.0) return (__float_as_int(y) & 1) ? up : y;
    if (__fma_rn(md * md, xd, -1.0) == 0.0) return (__float_as_int(y) & 1) ? down : y;
    return y;
}

/* ---- double arithmetic and conversions with a run-time rounding mode
 * (device_double_functions.h; the defaults are CUDA's) ---- */
#define PTXC_BY_MODE(mode, F, ...)                                                                                     \
    ((mode) == cudaRoundZero ? F##_rz(__VA_ARGS__)                                                                     \
     : (mode) == cudaRoundPosInf ? F##_ru(__VA_ARGS__)                                                                 \
     : (mode) == cudaRoundMinInf ? F##_rd(__VA_ARGS__)                                                                 \
                                 : F##_rn(__VA_ARGS__))
PTXC_D double fma(double a, double b, double c, enum cudaRoundMode mode) { return PTXC_BY_MODE(mode, __fma, a, b, c); }
PTXC_D double dmul(double a, double b, enum cudaRoundMode mode = cudaRoundNearest) { return PTXC_BY_MODE(mode, __dmul, a, b); }
PTXC_D double dadd(double a, double b, enum cudaRoundMode mode = cudaRoundNearest) { return PTXC_BY_MODE(mode, __dadd, a, b); }
PTXC_D double dsub(double a, double b, enum cudaRoundMode mode = cudaRoundNearest) { return PTXC_BY_MODE(mode, __dsub, a, b); }
PTXC_D int double2int(double a, enum cudaRoundMode mode = cudaRoundZero) { return PTXC_BY_MODE(mode, __double2int, a); }
PTXC_D unsigned int double2uint(double a, enum cudaRoundMode mode = cudaRoundZero) { return PTXC_BY_MODE(mode, __double2uint, a); }
PTXC_D long long int double2ll(double a, enum cudaRoundMode mode = cudaRoundZero) { return PTXC_BY_MODE(mode, __double2ll, a); }
PTXC_D unsigned long long int double2ull(double a, enum cudaRoundMode mode = cudaRoundZero) { return PTXC_BY_MODE(mode, __double2ull, a); }
PTXC_D double ll2double(long long int a, enum cudaRoundMode mode = cudaRoundNearest) { return PTXC_BY_MODE(mode, __ll2double, a); }
PTXC_D double ull2double(unsigned long long int a, enum cudaRoundMode mode = cudaRoundNearest) { return PTXC_BY_MODE(mode, __ull2double, a); }
/* exact conversions: the mode cannot matter */
PTXC_D double int2double(int a, enum cudaRoundMode mode = cudaRoundNearest) { (void)mode; return (double)a; }
PTXC_D double uint2double(unsigned int a, enum cudaRoundMode mode = cudaRoundNearest) { (void)mode; return (double)a; }
PTXC_D double float2double(float a, enum cudaRoundMode mode = cudaRoundNearest) { (void)mode; return (double)a; }
#undef PTXC_BY_MODE

/* ---- profiling and debugging ---- */
#define PTXC_PM(N)                                                                                                     \
    PTXC_D unsigned int __pm##N(void) {                                                                                \
        unsigned int r;                                                                                                \
        asm volatile("mov.u32 %0, %%pm" #N ";" : "=r"(r));                                                             \
        return r;                                                                                                      \
    }
PTXC_PM(0)
PTXC_PM(1)
PTXC_PM(2)
PTXC_PM(3)
#undef PTXC_PM
PTXC_D void __brkpt() { asm volatile("brkpt;"); }
/* pmevent takes an immediate: CUDA's counter is 0..15 */
PTXC_D void __prof_trigger(int counter) {
    switch (counter) {
#define PTXC_EV(N)                                                                                                     \
    case N: asm volatile("pmevent " #N ";"); break;
    PTXC_EV(0) PTXC_EV(1) PTXC_EV(2) PTXC_EV(3) PTXC_EV(4) PTXC_EV(5) PTXC_EV(6) PTXC_EV(7)
    PTXC_EV(8) PTXC_EV(9) PTXC_EV(10) PTXC_EV(11) PTXC_EV(12) PTXC_EV(13) PTXC_EV(14) PTXC_EV(15)
#undef PTXC_EV
    default: break;
    }
}

/* ---- 16-bit compare-and-swap (sm_70+): `atom.cas.b16`, as nvcc prints ---- */
PTXC_D unsigned short __usAtomicCAS(unsigned short* address, unsigned short compare, unsigned short val) {
    unsigned short old;
    asm volatile("atom.cas.b16 %0, [%1], %2, %3;" : "=h"(old) : "l"(address), "h"(compare), "h"(val) : "memory");
    return old;
}

/* CUDA's sm_70 overload of atomicCAS on 16 bits */
PTXC_D unsigned short atomicCAS(unsigned short* address, unsigned short compare, unsigned short val) {
    return __usAtomicCAS(address, compare, val);
}

/* ---- the atomic headers' typed names (__iAtomicAdd, __ullAtomicCAS, ...) ---- */
#define PTXC_TYPED_ATOMIC(NAME, F, T, U)                                                                               \
    PTXC_D T NAME(T* address, T val) { return (T)F((U*)address, (U)val); }                                             \
    PTXC_D T NAME##_block(T* address, T val) { return (T)F##_block((U*)address, (U)val); }                              \
    PTXC_D T NAME##_system(T* address, T val) { return (T)F##_system((U*)address, (U)val); }
#define PTXC_TYPED_CAS(NAME, T)                                                                                        \
    PTXC_D T NAME(T* address, T compare, T val) { return atomicCAS(address, compare, val); }                            \
    PTXC_D T NAME##_block(T* address, T compare, T val) { return atomicCAS_block(address, compare, val); }              \
    PTXC_D T NAME##_system(T* address, T compare, T val) { return atomicCAS_system(address, compare, val); }
PTXC_TYPED_ATOMIC(__iAtomicAdd, atomicAdd, int, int)
PTXC_TYPED_ATOMIC(__uAtomicAdd, atomicAdd, unsigned int, unsigned int)
PTXC_TYPED_ATOMIC(__ullAtomicAdd, atomicAdd, unsigned long long int, unsigned long long int)
PTXC_TYPED_ATOMIC(__fAtomicAdd, atomicAdd, float, float)
PTXC_TYPED_ATOMIC(__dAtomicAdd, atomicAdd, double, double)
PTXC_TYPED_ATOMIC(__iAtomicExch, atomicExch, int, int)
PTXC_TYPED_ATOMIC(__uAtomicExch, atomicExch, unsigned int, unsigned int)
PTXC_TYPED_ATOMIC(__ullAtomicExch, atomicExch, unsigned long long int, unsigned long long int)
PTXC_TYPED_ATOMIC(__fAtomicExch, atomicExch, float, float)
PTXC_TYPED_ATOMIC(__iAtomicMin, atomicMin, int, int)
PTXC_TYPED_ATOMIC(__uAtomicMin, atomicMin, unsigned int, unsigned int)
PTXC_TYPED_ATOMIC(__illAtomicMin, atomicMin, long long, long long)
PTXC_TYPED_ATOMIC(__ullAtomicMin, atomicMin, unsigned long long int, unsigned long long int)
PTXC_TYPED_ATOMIC(__iAtomicMax, atomicMax, int, int)
PTXC_TYPED_ATOMIC(__uAtomicMax, atomicMax, unsigned int, unsigned int)
PTXC_TYPED_ATOMIC(__illAtomicMax, atomicMax, long long, long long)
PTXC_TYPED_ATOMIC(__ullAtomicMax, atomicMax, unsigned long long int, unsigned long long int)
PTXC_TYPED_ATOMIC(__uAtomicInc, atomicInc, unsigned int, unsigned int)
PTXC_TYPED_ATOMIC(__uAtomicDec, atomicDec, unsigned int, unsigned int)
/* bitwise operations are the same on signed and unsigned words */
PTXC_TYPED_ATOMIC(__iAtomicAnd, atomicAnd, int, int)
PTXC_TYPED_ATOMIC(__uAtomicAnd, atomicAnd, unsigned int, unsigned int)
PTXC_TYPED_ATOMIC(__ullAtomicAnd, atomicAnd, unsigned long long int, unsigned long long int)
PTXC_TYPED_ATOMIC(__llAtomicAnd, atomicAnd, long long, unsigned long long int)
PTXC_TYPED_ATOMIC(__iAtomicOr, atomicOr, int, int)
PTXC_TYPED_ATOMIC(__uAtomicOr, atomicOr, unsigned int, unsigned int)
PTXC_TYPED_ATOMIC(__ullAtomicOr, atomicOr, unsigned long long int, unsigned long long int)
PTXC_TYPED_ATOMIC(__llAtomicOr, atomicOr, long long, unsigned long long int)
PTXC_TYPED_ATOMIC(__iAtomicXor, atomicXor, int, int)
PTXC_TYPED_ATOMIC(__uAtomicXor, atomicXor, unsigned int, unsigned int)
PTXC_TYPED_ATOMIC(__ullAtomicXor, atomicXor, unsigned long long int, unsigned long long int)
PTXC_TYPED_ATOMIC(__llAtomicXor, atomicXor, long long, unsigned long long int)
PTXC_TYPED_CAS(__iAtomicCAS, int)
PTXC_TYPED_CAS(__uAtomicCAS, unsigned int)
PTXC_TYPED_CAS(__ullAtomicCAS, unsigned long long int)
#undef PTXC_TYPED_ATOMIC
#undef PTXC_TYPED_CAS

#undef PTXC_D
#undef PTXC_HD
#endif /* PTXC_DEVICE_FUNCTIONS_H */
