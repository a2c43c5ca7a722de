/*
 * ptxc_runtime.h -- the CUDA device runtime surface, included implicitly
 * before every source file (nvcc includes cuda_runtime.h the same way).
 *
 * Every builtin is an ordinary __device__ declaration without a body; IR
 * generation (compiler/src/irgen/builtins.rs) recognizes a call to one of
 * these names and lowers it in place (barriers, atomics, warp operations,
 * bit and conversion intrinsics, printf). specs/runtime.md lists them all.
 */
#ifndef PTXC_RUNTIME_H
#define PTXC_RUNTIME_H

/* ---- synchronization and memory ---- */
__device__ void __syncthreads(void);
__device__ int __syncthreads_count(int predicate);
__device__ int __syncthreads_and(int predicate);
__device__ int __syncthreads_or(int predicate);
__device__ void __syncwarp(void);
__device__ void __syncwarp(unsigned mask);
__device__ void __barrier_sync(unsigned id);
__device__ void __barrier_sync_count(unsigned id, unsigned cnt);
__device__ void __threadfence(void);
__device__ void __threadfence_block(void);
__device__ void __threadfence_system(void);
/* Host code may call clock() too (<time.h>'s); device code reads %clock. As with nvcc's
   implicit cuda_runtime.h, clock_t needs no include. */
typedef long clock_t;
typedef long time_t;
/* glibc's <bits/floatn-common.h> as nvcc's implicit cuda_runtime.h brings it in (host
   gcc < 13 has no _FloatN keywords in C++, so glibc declares them as typedefs). */
typedef float _Float32;
typedef double _Float64;
typedef double _Float32x;
typedef long double _Float64x;
/* GCC's predefined names of its 128-bit integers (it also defines __SIZEOF_INT128__,
   by which CCCL uses them). */
typedef __int128 __int128_t;
typedef unsigned __int128 __uint128_t;
__host__ __device__ clock_t clock(void);
__device__ long long clock64(void);
__device__ void __nanosleep(unsigned int ns);
[[noreturn]] __device__ void __trap(void);
__device__ unsigned int __isGlobal(const void* ptr);
__device__ unsigned int __isShared(const void* ptr);
__device__ unsigned int __isConstant(const void* ptr);
__device__ unsigned int __isLocal(const void* ptr);
__device__ unsigned int __isGridConstant(const void* ptr);
__device__ unsigned int __isClusterShared(const void* ptr);
__device__ unsigned long __cvta_generic_to_global(const void* ptr);
__device__ unsigned long __cvta_generic_to_shared(const void* ptr);
__device__ unsigned long __cvta_generic_to_constant(const void* ptr);
__device__ unsigned long __cvta_generic_to_local(const void* ptr);
__device__ void* __cvta_global_to_generic(unsigned long rawbits);
__device__ void* __cvta_shared_to_generic(unsigned long rawbits);
__device__ void* __cvta_constant_to_generic(unsigned long rawbits);
__device__ void* __cvta_local_to_generic(unsigned long rawbits);

#define PTXC_LOAD_FAMILY(T)                                                                                           \
    __device__ T __ldg(const T* p);                                                                                    \
    __device__ T __ldcg(const T* p);                                                                                   \
    __device__ T __ldca(const T* p);                                                                                   \
    __device__ T __ldcs(const T* p);                                                                                   \
    __device__ T __ldlu(const T* p);                                                                                   \
    __device__ T __ldcv(const T* p);                                                                                   \
    __device__ void __stcg(T* p, T v);                                                                                 \
    __device__ void __stcs(T* p, T v);                                                                                 \
    __device__ void __stwt(T* p, T v);                                                                                 \
    __device__ void __stwb(T* p, T v);
PTXC_LOAD_FAMILY(char)
PTXC_LOAD_FAMILY(signed char)
PTXC_LOAD_FAMILY(unsigned char)
PTXC_LOAD_FAMILY(short)
PTXC_LOAD_FAMILY(unsigned short)
PTXC_LOAD_FAMILY(int)
PTXC_LOAD_FAMILY(unsigned int)
PTXC_LOAD_FAMILY(long)
PTXC_LOAD_FAMILY(unsigned long)
PTXC_LOAD_FAMILY(long long)
PTXC_LOAD_FAMILY(unsigned long long)
PTXC_LOAD_FAMILY(float)
PTXC_LOAD_FAMILY(double)
/* CUDA's vector overloads (sm_32_intrinsics.h) */
#include <vector_types.h>
PTXC_LOAD_FAMILY(char2)
PTXC_LOAD_FAMILY(char4)
PTXC_LOAD_FAMILY(short2)
PTXC_LOAD_FAMILY(short4)
PTXC_LOAD_FAMILY(int2)
PTXC_LOAD_FAMILY(int4)
PTXC_LOAD_FAMILY(longlong2)
PTXC_LOAD_FAMILY(uchar2)
PTXC_LOAD_FAMILY(uchar4)
PTXC_LOAD_FAMILY(ushort2)
PTXC_LOAD_FAMILY(ushort4)
PTXC_LOAD_FAMILY(uint2)
PTXC_LOAD_FAMILY(uint4)
PTXC_LOAD_FAMILY(ulonglong2)
PTXC_LOAD_FAMILY(float2)
PTXC_LOAD_FAMILY(float4)
PTXC_LOAD_FAMILY(double2)
#undef PTXC_LOAD_FAMILY

/* ---- atomics: each in the default (device), _block and _system scope ---- */
#define PTXC_ATOMIC2(NAME, T)                                                                                          \
    __device__ T NAME(T* address, T val);                                                                              \
    __device__ T NAME##_block(T* address, T val);                                                                      \
    __device__ T NAME##_system(T* address, T val);
#define PTXC_ATOMIC_CAS(T)                                                                                             \
    __device__ T atomicCAS(T* address, T compare, T val);                                                              \
    __device__ T atomicCAS_block(T* address, T compare, T val);                                                        \
    __device__ T atomicCAS_system(T* address, T compare, T val);

PTXC_ATOMIC2(atomicAdd, int)
PTXC_ATOMIC2(atomicAdd, unsigned int)
PTXC_ATOMIC2(atomicAdd, unsigned long long)
PTXC_ATOMIC2(atomicAdd, float)
PTXC_ATOMIC2(atomicAdd, double)
PTXC_ATOMIC2(atomicSub, int)
PTXC_ATOMIC2(atomicSub, unsigned int)
PTXC_ATOMIC2(atomicExch, int)
PTXC_ATOMIC2(atomicExch, unsigned int)
PTXC_ATOMIC2(atomicExch, unsigned long long)
PTXC_ATOMIC2(atomicExch, float)
PTXC_ATOMIC2(atomicMin, int)
PTXC_ATOMIC2(atomicMin, unsigned int)
PTXC_ATOMIC2(atomicMin, long long)
PTXC_ATOMIC2(atomicMin, unsigned long long)
PTXC_ATOMIC2(atomicMax, int)
PTXC_ATOMIC2(atomicMax, unsigned int)
PTXC_ATOMIC2(atomicMax, long long)
PTXC_ATOMIC2(atomicMax, unsigned long long)
PTXC_ATOMIC2(atomicInc, unsigned int)
PTXC_ATOMIC2(atomicDec, unsigned int)
PTXC_ATOMIC2(atomicAnd, int)
PTXC_ATOMIC2(atomicAnd, unsigned int)
PTXC_ATOMIC2(atomicAnd, unsigned long long)
PTXC_ATOMIC2(atomicAnd, long long)
PTXC_ATOMIC2(atomicOr, int)
PTXC_ATOMIC2(atomicOr, unsigned int)
PTXC_ATOMIC2(atomicOr, unsigned long long)
PTXC_ATOMIC2(atomicOr, long long)
PTXC_ATOMIC2(atomicXor, int)
PTXC_ATOMIC2(atomicXor, unsigned int)
PTXC_ATOMIC2(atomicXor, unsigned long long)
PTXC_ATOMIC2(atomicXor, long long)
PTXC_ATOMIC_CAS(int)
PTXC_ATOMIC_CAS(unsigned int)
PTXC_ATOMIC_CAS(unsigned long long)
#undef PTXC_ATOMIC2
#undef PTXC_ATOMIC_CAS

/* ---- warp-level ---- */
#define PTXC_SHFL(T)                                                                                                   \
    __device__ T __shfl_sync(unsigned mask, T var, int srcLane);                                                       \
    __device__ T __shfl_sync(unsigned mask, T var, int srcLane, int width);                                            \
    __device__ T __shfl_up_sync(unsigned mask, T var, unsigned int delta);                                             \
    __device__ T __shfl_up_sync(unsigned mask, T var, unsigned int delta, int width);                                  \
    __device__ T __shfl_down_sync(unsigned mask, T var, unsigned int delta);                                           \
    __device__ T __shfl_down_sync(unsigned mask, T var, unsigned int delta, int width);                                \
    __device__ T __shfl_xor_sync(unsigned mask, T var, int laneMask);                                                  \
    __device__ T __shfl_xor_sync(unsigned mask, T var, int laneMask, int width);
PTXC_SHFL(int)
PTXC_SHFL(unsigned int)
PTXC_SHFL(long)
PTXC_SHFL(unsigned long)
PTXC_SHFL(long long)
PTXC_SHFL(unsigned long long)
PTXC_SHFL(float)
PTXC_SHFL(double)
#undef PTXC_SHFL

__device__ unsigned __ballot_sync(unsigned mask, int predicate);
__device__ int __all_sync(unsigned mask, int predicate);
__device__ int __any_sync(unsigned mask, int predicate);
__device__ int __uni_sync(unsigned mask, int predicate);
/* The pre-Volta votes CUDA 13 still declares, deprecated. nvcc's PTX keeps the `vote.all.pred`
   form, which ptxas rejects for sm_70 and later; these vote across the whole warp instead. */
#define PTXC_WSB_DEPRECATED(x) __attribute__((deprecated(x)))
PTXC_WSB_DEPRECATED("__all() is not valid on compute_70 and above, and should be replaced with __all_sync().")
static __device__ __forceinline__ int __all(int cond) { return __all_sync(0xffffffffu, cond); }
PTXC_WSB_DEPRECATED("__any() is not valid on compute_70 and above, and should be replaced with __any_sync().")
static __device__ __forceinline__ int __any(int cond) { return __any_sync(0xffffffffu, cond); }
PTXC_WSB_DEPRECATED("__ballot() is not valid on compute_70 and above, and should be replaced with __ballot_sync().")
static __device__ __forceinline__ unsigned int __ballot(int cond) { return __ballot_sync(0xffffffffu, cond); }
#undef PTXC_WSB_DEPRECATED
__device__ unsigned __activemask(void);
__device__ unsigned __match_any_sync(unsigned mask, int value);
__device__ unsigned __match_any_sync(unsigned mask, unsigned int value);
__device__ unsigned __match_any_sync(unsigned mask, long value);
__device__ unsigned __match_any_sync(unsigned mask, unsigned long value);
__device__ unsigned __match_any_sync(unsigned mask, long long value);
__device__ unsigned __match_any_sync(unsigned mask, unsigned long long value);
__device__ unsigned __match_all_sync(unsigned mask, int value, int* pred);
__device__ unsigned __match_all_sync(unsigned mask, unsigned int value, int* pred);
__device__ unsigned __match_all_sync(unsigned mask, long value, int* pred);
__device__ unsigned __match_all_sync(unsigned mask, unsigned long value, int* pred);
__device__ unsigned __match_all_sync(unsigned mask, long long value, int* pred);
__device__ unsigned __match_all_sync(unsigned mask, unsigned long long value, int* pred);
__device__ unsigned __match_any_sync(unsigned mask, float value);
__device__ unsigned __match_any_sync(unsigned mask, double value);
__device__ unsigned __match_all_sync(unsigned mask, float value, int* pred);
__device__ unsigned __match_all_sync(unsigned mask, double value, int* pred);
__device__ unsigned __reduce_add_sync(unsigned mask, unsigned value);
__device__ int __reduce_add_sync(unsigned mask, int value);
__device__ unsigned __reduce_min_sync(unsigned mask, unsigned value);
__device__ int __reduce_min_sync(unsigned mask, int value);
__device__ unsigned __reduce_max_sync(unsigned mask, unsigned value);
__device__ int __reduce_max_sync(unsigned mask, int value);
__device__ unsigned __reduce_and_sync(unsigned mask, unsigned value);
__device__ unsigned __reduce_or_sync(unsigned mask, unsigned value);
__device__ unsigned __reduce_xor_sync(unsigned mask, unsigned value);
__device__ unsigned __lanemask_eq(void);
__device__ unsigned __lanemask_lt(void);
__device__ unsigned __lanemask_le(void);
__device__ unsigned __lanemask_gt(void);
__device__ unsigned __lanemask_ge(void);

/* ---- other special registers (ptxc names; CUDA reaches them by inline asm) ---- */
__device__ unsigned __laneid(void);
__device__ unsigned __warpid(void);
__device__ unsigned __nwarpid(void);
__device__ unsigned __smid(void);
__device__ unsigned __nsmid(void);
__device__ unsigned long long __globaltimer(void);
__device__ unsigned __dynamic_smem_size(void);

/* ---- thread block clusters (sm_90+; CUDA's sm_90_rt.h names) ---- */
#include <vector_types.h>
__device__ dim3 __clusterIdx(void);
__device__ dim3 __clusterGridDimInClusters(void);
__device__ dim3 __clusterRelativeBlockIdx(void);
__device__ dim3 __clusterDim(void);
__device__ unsigned __clusterRelativeBlockRank(void);
__device__ unsigned __clusterSizeInBlocks(void);
__device__ unsigned __clusterDimIsSpecified(void);

/* ---- integer and bit intrinsics ---- */
__device__ int __popc(unsigned int x);
__device__ int __popcll(unsigned long long x);
__device__ int __clz(int x);
__device__ int __clzll(long long x);
__device__ int __ffs(int x);
__device__ int __ffsll(long long x);
__device__ unsigned int __brev(unsigned int x);
__device__ unsigned long long __brevll(unsigned long long x);
__device__ unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s);
__device__ unsigned int __fns(unsigned int mask, unsigned int base, int offset);
__device__ unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ int __mul24(int x, int y);
__device__ unsigned int __umul24(unsigned int x, unsigned int y);
__device__ int __mulhi(int x, int y);
__device__ unsigned int __umulhi(unsigned int x, unsigned int y);
__device__ long long __mul64hi(long long x, long long y);
__device__ unsigned long long __umul64hi(unsigned long long x, unsigned long long y);
__device__ unsigned int __sad(int x, int y, unsigned int z);
__device__ unsigned int __usad(unsigned int x, unsigned int y, unsigned int z);
__device__ int __hadd(int x, int y);
__device__ int __rhadd(int x, int y);
__device__ unsigned int __uhadd(unsigned int x, unsigned int y);
__device__ unsigned int __urhadd(unsigned int x, unsigned int y);
__device__ int __dp4a(int srcA, int srcB, int c);
__device__ unsigned int __dp4a(unsigned int srcA, unsigned int srcB, unsigned int c);
__device__ int __dp2a_lo(int srcA, int srcB, int c);
__device__ unsigned int __dp2a_lo(unsigned int srcA, unsigned int srcB, unsigned int c);
__device__ int __dp2a_hi(int srcA, int srcB, int c);
__device__ unsigned int __dp2a_hi(unsigned int srcA, unsigned int srcB, unsigned int c);
__host__ __device__ int min(int a, int b);
__host__ __device__ unsigned int min(unsigned int a, unsigned int b);
__host__ __device__ long long min(long long a, long long b);
__host__ __device__ unsigned long long min(unsigned long long a, unsigned long long b);
__host__ __device__ float min(float a, float b);
__host__ __device__ double min(double a, double b);
__host__ __device__ int max(int a, int b);
__host__ __device__ unsigned int max(unsigned int a, unsigned int b);
__host__ __device__ long long max(long long a, long long b);
__host__ __device__ unsigned long long max(unsigned long long a, unsigned long long b);
__host__ __device__ float max(float a, float b);
__host__ __device__ double max(double a, double b);
__host__ __device__ int abs(int a);
__host__ __device__ long labs(long a);
__host__ __device__ long long llabs(long long a);
/* C++'s abs overloads (CUDA's math_functions.h declares them too) */
static __host__ __device__ __forceinline__ long abs(long a) { return labs(a); }
static __host__ __device__ __forceinline__ long long abs(long long a) { return llabs(a); }
__host__ __device__ long long llmin(long long a, long long b);
__host__ __device__ long long llmax(long long a, long long b);
__host__ __device__ unsigned long long ullmin(unsigned long long a, unsigned long long b);
__host__ __device__ unsigned long long ullmax(unsigned long long a, unsigned long long b);
__host__ __device__ unsigned int umin(unsigned int a, unsigned int b);
__host__ __device__ unsigned int umax(unsigned int a, unsigned int b);
/* CUDA's mixed-type overloads: the operands meet in the wider (or unsigned) type. */
static __host__ __device__ __forceinline__ unsigned int min(unsigned int a, int b) { return min(a, (unsigned int)b); }
static __host__ __device__ __forceinline__ unsigned int min(int a, unsigned int b) { return min((unsigned int)a, b); }
static __host__ __device__ __forceinline__ unsigned int max(unsigned int a, int b) { return max(a, (unsigned int)b); }
static __host__ __device__ __forceinline__ unsigned int max(int a, unsigned int b) { return max((unsigned int)a, b); }
static __host__ __device__ __forceinline__ long min(long a, long b) { return (long)min((long long)a, (long long)b); }
static __host__ __device__ __forceinline__ long max(long a, long b) { return (long)max((long long)a, (long long)b); }
static __host__ __device__ __forceinline__ unsigned long min(unsigned long a, unsigned long b) { return (unsigned long)min((unsigned long long)a, (unsigned long long)b); }
static __host__ __device__ __forceinline__ unsigned long max(unsigned long a, unsigned long b) { return (unsigned long)max((unsigned long long)a, (unsigned long long)b); }
static __host__ __device__ __forceinline__ unsigned long min(long a, unsigned long b) { return min((unsigned long)a, b); }
static __host__ __device__ __forceinline__ unsigned long min(unsigned long a, long b) { return min(a, (unsigned long)b); }
static __host__ __device__ __forceinline__ unsigned long max(long a, unsigned long b) { return max((unsigned long)a, b); }
static __host__ __device__ __forceinline__ unsigned long max(unsigned long a, long b) { return max(a, (unsigned long)b); }
static __host__ __device__ __forceinline__ unsigned long long min(long long a, unsigned long long b) { return min((unsigned long long)a, b); }
static __host__ __device__ __forceinline__ unsigned long long min(unsigned long long a, long long b) { return min(a, (unsigned long long)b); }
static __host__ __device__ __forceinline__ unsigned long long max(long long a, unsigned long long b) { return max((unsigned long long)a, b); }
static __host__ __device__ __forceinline__ unsigned long long max(unsigned long long a, long long b) { return max(a, (unsigned long long)b); }
static __host__ __device__ __forceinline__ double min(float a, double b) { return min((double)a, b); }
static __host__ __device__ __forceinline__ double min(double a, float b) { return min(a, (double)b); }
static __host__ __device__ __forceinline__ double max(float a, double b) { return max((double)a, b); }
static __host__ __device__ __forceinline__ double max(double a, float b) { return max(a, (double)b); }

/* ---- bit casts, conversions with a rounding mode, IEEE primitives ---- */
__device__ int __float_as_int(float x);
__device__ unsigned int __float_as_uint(float x);
__device__ float __int_as_float(int x);
__device__ float __uint_as_float(unsigned int x);
__device__ long long __double_as_longlong(double x);
__device__ double __longlong_as_double(long long x);
#define PTXC_ROUNDED(R)                                                                                                \
    __device__ float __fadd_##R(float a, float b);                                                                     \
    __device__ float __fsub_##R(float a, float b);                                                                     \
    __device__ float __fmul_##R(float a, float b);                                                                     \
    __device__ float __fdiv_##R(float a, float b);                                                                     \
    __device__ float __fmaf_##R(float a, float b, float c);                                                            \
    __device__ float __frcp_##R(float a);                                                                              \
    __device__ float __fsqrt_##R(float a);                                                                             \
    __device__ double __dadd_##R(double a, double b);                                                                  \
    __device__ double __dsub_##R(double a, double b);                                                                  \
    __device__ double __dmul_##R(double a, double b);                                                                  \
    __device__ double __ddiv_##R(double a, double b);                                                                  \
    __device__ double __fma_##R(double a, double b, double c);                                                         \
    __device__ double __drcp_##R(double a);                                                                            \
    __device__ double __dsqrt_##R(double a);                                                                           \
    __device__ int __float2int_##R(float x);                                                                           \
    __device__ unsigned int __float2uint_##R(float x);                                                                 \
    __device__ long long __float2ll_##R(float x);                                                                      \
    __device__ unsigned long long __float2ull_##R(float x);                                                            \
    __device__ int __double2int_##R(double x);                                                                         \
    __device__ unsigned int __double2uint_##R(double x);                                                               \
    __device__ long long __double2ll_##R(double x);                                                                    \
    __device__ unsigned long long __double2ull_##R(double x);                                                          \
    __device__ float __double2float_##R(double x);                                                                     \
    __device__ float __int2float_##R(int x);                                                                           \
    __device__ float __uint2float_##R(unsigned int x);                                                                 \
    __device__ float __ll2float_##R(long long x);                                                                      \
    __device__ float __ull2float_##R(unsigned long long x);                                                            \
    __device__ double __ll2double_##R(long long x);                                                                    \
    __device__ double __ull2double_##R(unsigned long long x);
PTXC_ROUNDED(rn)
PTXC_ROUNDED(rz)
PTXC_ROUNDED(ru)
PTXC_ROUNDED(rd)
#undef PTXC_ROUNDED
__device__ double __int2double_rn(int x);
__device__ double __uint2double_rn(unsigned int x);
__device__ float __saturatef(float x);
__device__ float __fdividef(float a, float b);
__device__ float __expf(float x);
__device__ float __exp10f(float x);
__device__ float __logf(float x);
__device__ float __log2f(float x);
__device__ float __log10f(float x);
__device__ float __sinf(float x);
__device__ float __cosf(float x);
__device__ float __tanf(float x);
__device__ float __powf(float x, float y);
/* ptxc's own: sqrtf as nvcc's (sqrt.rn, or sqrt.approx under -prec-sqrt=false),
   and the instructions -use_fast_math maps rsqrtf and exp2f to. */
__device__ float __ptxc_sqrtf(float x);
__device__ float __ptxc_rsqrtf_approx(float x);
__device__ float __ptxc_exp2f_approx(float x);
/* ptxc's own: ex2.approx.ftz.f32, the math library's exp family core (ptxc_math.h). */
__device__ float __ptxc_ex2_approx_ftz_f32(float x);
/* ptxc's own: the math library's exact one-instruction primitives (ptxc_math.h). */
__device__ float __ptxc_abs_f32(float x);
__device__ float __ptxc_trunc_f32(float x);
__device__ float __ptxc_floor_f32(float x);
__device__ float __ptxc_ceil_f32(float x);
__device__ float __ptxc_rint_f32(float x);
__device__ float __ptxc_copysign_f32(float x, float y);
__device__ double __ptxc_abs_f64(double x);
__device__ double __ptxc_trunc_f64(double x);
__device__ double __ptxc_floor_f64(double x);
__device__ double __ptxc_ceil_f64(double x);
__device__ double __ptxc_rint_f64(double x);
__device__ double __ptxc_copysign_f64(double x, double y);

/* ---- memory (as CUDA's common_functions.h, available without <string.h>) ---- */
extern "C" __host__ __device__ void* memcpy(void* dst, const void* src, unsigned long n);
extern "C" __host__ __device__ void* memset(void* dst, int value, unsigned long n);
/* The device heap: calls to the PTX system functions malloc/free (ptxsim models
   CUDA's default 8 MiB heap). */
extern "C" __host__ __device__ void* malloc(unsigned long size);
extern "C" __host__ __device__ void free(void* ptr);
/* CUDA's aligned device allocation: the same system call nvcc's code makes (align a power
   of two, else NULL). */
extern "C" __device__ void* __cuda_syscall_aligned_malloc(unsigned long size, unsigned long align);
static __device__ __forceinline__ void* __nv_aligned_device_malloc(unsigned long size, unsigned long align) {
    return __cuda_syscall_aligned_malloc(size, align);
}
/* C++'s global allocation functions, callable by name (`::operator new(n)`) as
   <new> declares them; on the device heap, as nvcc's are. */
__host__ __device__ inline void* operator new(unsigned long size) { return malloc(size); }
__host__ __device__ inline void* operator new[](unsigned long size) { return malloc(size); }
__host__ __device__ inline void operator delete(void* ptr) noexcept { free(ptr); }
__host__ __device__ inline void operator delete[](void* ptr) noexcept { free(ptr); }
__host__ __device__ inline void operator delete(void* ptr, unsigned long) noexcept { free(ptr); }
__host__ __device__ inline void operator delete[](void* ptr, unsigned long) noexcept { free(ptr); }
__host__ __device__ inline void* operator new(unsigned long, void* place) noexcept { return place; }
__host__ __device__ inline void* operator new[](unsigned long, void* place) noexcept { return place; }
__host__ __device__ inline void operator delete(void*, void*) noexcept {}
__host__ __device__ inline void operator delete[](void*, void*) noexcept {}

/* ---- printf and assert ---- */
extern "C" __device__ int vprintf(const char* format, const char* args);
extern "C" __host__ __device__ int printf(const char* format, ...);
extern "C" __device__ void __assertfail(const char* message, const char* file, unsigned int line,
                                        const char* function, unsigned long charSize);
__host__ __device__ void __ptxc_assert_fail(const char* message, const char* file, unsigned int line);
/* glibc's assertion handler, which CCCL's _CCCL_VERIFY calls; on device it is
   __assertfail, as nvcc's common_functions.h makes it. */
extern "C" __host__ __device__ void __assert_fail(const char* assertion, const char* file, unsigned int line,
                                                  const char* function);
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) ((e) ? (void)0 : __ptxc_assert_fail(#e, __FILE__, __LINE__))
#endif

/* SIMD intrinsics on packed halfwords and bytes, and sm_90's DPX functions. */
#include <ptxc_simd.h>

/* The device math library (expf, sin, pow, ...), written by this project. */
#include <ptxc_math.h>

/* device_functions.h's and the intrinsics headers' functions written in C++ or one
   instruction of inline PTX (__double2hiint, __nv_bswap32, dadd(a, b, mode), ...). */
#include <ptxc_device_functions.h>

/* sm_80_rt.h's and sm_90_rt.h's one-instruction functions: cp.async, cluster barriers and
   mapping, vector and 128-bit atomics. */
#include <ptxc_sm90_rt.h>

/* Division and floating conversions of __int128, written by this project. */
#include <ptxc_int128.h>

/* Texture and surface objects: tex2D<T>, surf2Dread<T>, ... (texture_fetch.h). */
#include <texture_fetch.h>

/* std::move and std::forward, which nvcc's device code sees without an include. */
#include <ptxc_move.h>

/* <stdint.h>'s and <stddef.h>'s types: CCCL in its freestanding mode (which ptxc
   predefines, specs/language.md) expects the environment to declare them. */
#include <stdint.h>
#include <stddef.h>

/* The host library's std::iterator_traits and std::allocator, declared only. Thrust
   names them even where libcu++ is freestanding: it specializes iterator_traits for
   thrust::pointer and matches allocator<U> in partial specializations. Under nvcc they
   come from the host compiler's <iterator> and <memory>, which ptxc does not ship. */
namespace std {
template <class Iterator> struct iterator_traits;
template <class T> class allocator;
}

/* CUDA 13's vector_types.h brackets deprecated vector types with these (nv_diag
   pragmas under nvcc); its device libraries (cuRAND) use them too. */
#define __NV_SILENCE_HOST_DEPRECATION_BEGIN
#define __NV_SILENCE_HOST_DEPRECATION_END
#define __NV_SILENCE_DEPRECATION_BEGIN
#define __NV_SILENCE_DEPRECATION_END

/* std::ostream and std::istream, declared only (<iosfwd>): CUB's tuning policies print
   themselves through a friend operator<<(::std::ostream&, ...) also where libcu++ is
   freestanding (tuning_batched_topk.cuh); under nvcc the host library's <ostream>,
   which cuda/std/__host_stdlib/ostream includes, declares the class. */
#include <iosfwd>

/* What nvcc's implicit cuda_runtime.h brings from the host library, which device code
   uses without an include: <limits.h>'s macros, <stdlib.h> (with <sys/types.h>'s
   uint/ulong/ushort), and, through <cmath>, the std:: math names (with <math.h>'s
   M_PI, ...), std::min/max/swap, <type_traits> and <limits>. */
#include <limits.h>
#include <stdlib.h>
#include <math.h>
#include <ptxc_minmax.h>
#include <utility>
#include <type_traits>
#include <limits>

#endif /* PTXC_RUNTIME_H */
