/*
 * cuda_fp8.hpp -- the C++ side of <cuda_fp8.h> for ptxc: __nv_fp8_e4m3,
 * __nv_fp8_e5m2, __nv_fp8_e8m0 and __nv_fp8_ue5m3 with their x2 and x4 vectors, as CUDA 13
 * declares them (specs/runtime.md). Each holds its bits in __x and has a
 * trivial default constructor, explicit converting constructors (satfinite;
 * round to nearest even, E8M0 rounds up) and explicit conversion operators,
 * all __host__ __device__, each defined by the C functions of cuda_fp8.h in
 * the way CUDA defines it (ptxc_minifloat_types.h; E8M0 here: from integers
 * through double or bfloat16 rounding up, to float and the integers through
 * bfloat16, never zero).
 * __CUDA_NO_FP8_CONVERSIONS__ and __CUDA_NO_FP8_CONVERSION_OPERATORS__ leave
 * the constructors or the operators out, as in CUDA.
 */
#pragma once
#include <cuda_fp8.h>

#if defined(__CUDA_NO_FP8_CONVERSIONS__)
#define PTXC_MF_NO_CONVERSIONS
#endif
#if defined(__CUDA_NO_FP8_CONVERSION_OPERATORS__)
#define PTXC_MF_NO_CONVERSION_OPERATORS
#endif
#include <ptxc_minifloat_types.h>

#define PTXC_FP8_ARGS_E5M2() __NV_SATFINITE, __NV_E5M2
#define PTXC_FP8_ARGS_E4M3() __NV_SATFINITE, __NV_E4M3
PTXC_MINIFLOAT_TYPES(fp8, e5m2, PTXC_FP8_ARGS_E5M2, __NV_E5M2, (__x & 0x7Fu) > 0x7Cu, 0x7Fu, 2, 4, __ptxc_pack_u16x2, 16)
PTXC_MINIFLOAT_TYPES(fp8, e4m3, PTXC_FP8_ARGS_E4M3, __NV_E4M3, (__x & 0x7Fu) == 0x7Fu, 0x7Fu, 2, 4, __ptxc_pack_u16x2, 16)
#undef PTXC_FP8_ARGS_E5M2
#undef PTXC_FP8_ARGS_E4M3

/* ---- E8M0: constructors round up (cudaRoundPosInf) and saturate ---- */
#if !defined(__CUDA_NO_FP8_CONVERSIONS__)
struct __align__(1) __nv_fp8_e8m0 {
  __nv_fp8_storage_t __x;
  __nv_fp8_e8m0() = default;
  explicit PTXC_MF_HD __nv_fp8_e8m0(const __half f) {
    __x = __nv_cvt_float_to_e8m0((float)f, __NV_SATFINITE, cudaRoundPosInf);
  }
  explicit PTXC_MF_HD __nv_fp8_e8m0(const __nv_bfloat16 f) {
    __x = __nv_cvt_bfloat16raw_to_e8m0(static_cast<__nv_bfloat16_raw>(f), __NV_SATFINITE, cudaRoundPosInf);
  }
  explicit PTXC_MF_HD __nv_fp8_e8m0(const float f) { __x = __nv_cvt_float_to_e8m0(f, __NV_SATFINITE, cudaRoundPosInf); }
  explicit PTXC_MF_HD __nv_fp8_e8m0(const double f) { __x = __nv_cvt_double_to_e8m0(f, __NV_SATFINITE, cudaRoundPosInf); }
  /* 16-bit integers are exact in float, 32-bit ones in double; 64-bit ones round to
     bfloat16 and then up by one step when that fell below the magnitude. */
  explicit PTXC_MF_HD __nv_fp8_e8m0(const unsigned short int v) { __x = __nv_fp8_e8m0(static_cast<float>(v)).__x; }
  explicit PTXC_MF_HD __nv_fp8_e8m0(const short int v) { __x = __nv_fp8_e8m0(static_cast<float>(v)).__x; }
  explicit PTXC_MF_HD __nv_fp8_e8m0(const unsigned int v) { __x = __nv_fp8_e8m0(static_cast<double>(v)).__x; }
  explicit PTXC_MF_HD __nv_fp8_e8m0(const int v) { __x = __nv_fp8_e8m0(static_cast<double>(v)).__x; }
  explicit PTXC_MF_HD __nv_fp8_e8m0(const unsigned long long int v) {
    const __nv_bfloat16 rn = __ull2bfloat16_rn(v);
    __nv_bfloat16_raw raw = static_cast<__nv_bfloat16_raw>(rn);
    if (__bfloat162ull_rz(rn) < v) raw.x++;
    __x = __nv_cvt_bfloat16raw_to_e8m0(raw, __NV_SATFINITE, cudaRoundPosInf);
  }
  explicit PTXC_MF_HD __nv_fp8_e8m0(const long long int v) {
    const __nv_bfloat16 rn = __ll2bfloat16_rn(v);
    __nv_bfloat16_raw raw = static_cast<__nv_bfloat16_raw>(rn);
    const long long back = __bfloat162ll_rz(rn);
    if ((v > 0 && back < v) || (v < 0 && back > v)) raw.x++;
    __x = __nv_cvt_bfloat16raw_to_e8m0(raw, __NV_SATFINITE, cudaRoundPosInf);
  }
  explicit PTXC_MF_HD __nv_fp8_e8m0(const unsigned long int v) {
    __x = __nv_fp8_e8m0(static_cast<unsigned long long int>(v)).__x;
  }
  explicit PTXC_MF_HD __nv_fp8_e8m0(const long int v) { __x = __nv_fp8_e8m0(static_cast<long long int>(v)).__x; }
#if !defined(__CUDA_NO_FP8_CONVERSION_OPERATORS__)
  explicit PTXC_MF_HD operator float() const { return __uint_as_float((unsigned)__nv_cvt_e8m0_to_bf16raw(__x).x << 16); }
  explicit PTXC_MF_HD operator __nv_bfloat16() const { return __ushort_as_bfloat16(__nv_cvt_e8m0_to_bf16raw(__x).x); }
  explicit PTXC_MF_HD operator double() const { return static_cast<double>(float(*this)); }
  /* to half rounds (E8M0's range is far wider) */
  explicit PTXC_MF_HD operator __half() const { return __float2half_rn(float(*this)); }
  explicit PTXC_MF_HD operator unsigned char() const {
    const float f = float(*this);
    if (__x == 0xFFu) return 0;
    if (f > 255.0f) return 255;
    return static_cast<unsigned char>(f);
  }
  explicit PTXC_MF_HD operator signed char() const {
    const float f = float(*this);
    if (__x == 0xFFu) return 0;
    if (f > 127.0f) return 127;
    return static_cast<signed char>(f);
  }
  explicit PTXC_MF_HD operator char() const { return static_cast<char>(static_cast<signed char>(*this)); }
  PTXC_MF_INT_OPS(__nv_bfloat16, __bfloat162)
  explicit PTXC_MF_HD operator bool() const { return true; }
#endif
};

struct __align__(2) __nv_fp8x2_e8m0 {
  __nv_fp8x2_storage_t __x;
  __nv_fp8x2_e8m0() = default;
  explicit PTXC_MF_HD __nv_fp8x2_e8m0(const __half2 f) {
    __x = __nv_cvt_float2_to_e8m0x2(__half22float2(f), __NV_SATFINITE, cudaRoundPosInf);
  }
  explicit PTXC_MF_HD __nv_fp8x2_e8m0(const __nv_bfloat162 f) {
    __x = __nv_cvt_bfloat162raw_to_e8m0x2(static_cast<__nv_bfloat162_raw>(f), __NV_SATFINITE, cudaRoundPosInf);
  }
  explicit PTXC_MF_HD __nv_fp8x2_e8m0(const float2 f) { __x = __nv_cvt_float2_to_e8m0x2(f, __NV_SATFINITE, cudaRoundPosInf); }
  explicit PTXC_MF_HD __nv_fp8x2_e8m0(const double2 f) { __x = __nv_cvt_double2_to_e8m0x2(f, __NV_SATFINITE, cudaRoundPosInf); }
#if !defined(__CUDA_NO_FP8_CONVERSION_OPERATORS__)
  explicit PTXC_MF_HD operator __nv_bfloat162() const { return static_cast<__nv_bfloat162>(__nv_cvt_e8m0x2_to_bf162raw(__x)); }
  explicit PTXC_MF_HD operator float2() const { return __bfloat1622float2(static_cast<__nv_bfloat162>(*this)); }
  explicit PTXC_MF_HD operator __half2() const { return __float22half2_rn(static_cast<float2>(*this)); }
#endif
};

/* The four-value form of an 8-bit kind: two pairs packed, constructors through the pair
   type X2 (or the pair conversions CVT_F2/CVT_D2 with rounding ROUND), float4 through it. */
#if !defined(__CUDA_NO_FP8_CONVERSION_OPERATORS__)
#define PTXC_FP8X4_TO_FLOAT4(X2)                                                               \
  explicit PTXC_MF_HD operator float4() const {                                                \
    X2 lo, hi;                                                                                 \
    lo.__x = (__nv_fp8x2_storage_t)__x;                                                        \
    hi.__x = (__nv_fp8x2_storage_t)(__x >> 16);                                                \
    const float2 l = static_cast<float2>(lo), h = static_cast<float2>(hi);                     \
    float4 r = {l.x, l.y, h.x, h.y};                                                           \
    return r;                                                                                  \
  }
#else
#define PTXC_FP8X4_TO_FLOAT4(X2)
#endif
#define PTXC_FP8X4_FROM_DOUBLE4(NAME, D4, CVT_D2, ROUND)                                       \
  explicit PTXC_MF_HD NAME(const D4 f) {                                                       \
    __x = __ptxc_pack_u16x2(CVT_D2(make_double2(f.x, f.y), __NV_SATFINITE, ROUND),             \
                            CVT_D2(make_double2(f.z, f.w), __NV_SATFINITE, ROUND));            \
  }
#define PTXC_FP8X4(NAME, X2, CVT_F2, CVT_D2, ROUND)                                            \
  struct __align__(4) NAME {                                                                   \
    __nv_fp8x4_storage_t __x;                                                                  \
    NAME() = default;                                                                          \
    explicit PTXC_MF_HD NAME(const __half2 flo, const __half2 fhi) {                           \
      __x = __ptxc_pack_u16x2(X2(flo).__x, X2(fhi).__x);                                       \
    }                                                                                          \
    explicit PTXC_MF_HD NAME(const __nv_bfloat162 flo, const __nv_bfloat162 fhi) {             \
      __x = __ptxc_pack_u16x2(X2(flo).__x, X2(fhi).__x);                                       \
    }                                                                                          \
    explicit PTXC_MF_HD NAME(const float4 f) {                                                 \
      __x = __ptxc_pack_u16x2(CVT_F2(make_float2(f.x, f.y), __NV_SATFINITE, ROUND),            \
                              CVT_F2(make_float2(f.z, f.w), __NV_SATFINITE, ROUND));           \
    }                                                                                          \
    PTXC_FP8X4_FROM_DOUBLE4(NAME, double4, CVT_D2, ROUND)                                      \
    PTXC_FP8X4_FROM_DOUBLE4(NAME, double4_16a, CVT_D2, ROUND)                                  \
    PTXC_FP8X4_FROM_DOUBLE4(NAME, double4_32a, CVT_D2, ROUND)                                  \
    PTXC_FP8X4_TO_FLOAT4(X2)                                                                   \
  };
PTXC_FP8X4(__nv_fp8x4_e8m0, __nv_fp8x2_e8m0, __nv_cvt_float2_to_e8m0x2, __nv_cvt_double2_to_e8m0x2,
           cudaRoundPosInf)
#else
struct __align__(1) __nv_fp8_e8m0 { __nv_fp8_storage_t __x; };
struct __align__(2) __nv_fp8x2_e8m0 { __nv_fp8x2_storage_t __x; };
struct __align__(4) __nv_fp8x4_e8m0 { __nv_fp8x4_storage_t __x; };
#endif
/* ---- UE5M3: constructors round to nearest and saturate; widening through bfloat16 ---- */
#if !defined(__CUDA_NO_FP8_CONVERSIONS__)
struct __align__(1) __nv_fp8_ue5m3 {
  __nv_fp8_storage_t __x;
  __nv_fp8_ue5m3() = default;
  explicit PTXC_MF_HD __nv_fp8_ue5m3(const __half f) {
    __x = __nv_cvt_halfraw_to_ue5m3(static_cast<__half_raw>(f), __NV_SATFINITE, cudaRoundNearest);
  }
  explicit PTXC_MF_HD __nv_fp8_ue5m3(const __nv_bfloat16 f) {
    __x = __nv_cvt_bfloat16raw_to_ue5m3(static_cast<__nv_bfloat16_raw>(f), __NV_SATFINITE, cudaRoundNearest);
  }
  explicit PTXC_MF_HD __nv_fp8_ue5m3(const float f) { __x = __nv_cvt_float_to_ue5m3(f, __NV_SATFINITE, cudaRoundNearest); }
  explicit PTXC_MF_HD __nv_fp8_ue5m3(const double f) { __x = __nv_cvt_double_to_ue5m3(f, __NV_SATFINITE, cudaRoundNearest); }
  /* every integer through float, as CUDA */
  explicit PTXC_MF_HD __nv_fp8_ue5m3(const unsigned short int v) { __x = __nv_fp8_ue5m3(static_cast<float>(v)).__x; }
  explicit PTXC_MF_HD __nv_fp8_ue5m3(const unsigned int v) { __x = __nv_fp8_ue5m3(static_cast<float>(v)).__x; }
  explicit PTXC_MF_HD __nv_fp8_ue5m3(const unsigned long int v) { __x = __nv_fp8_ue5m3(static_cast<float>(v)).__x; }
  explicit PTXC_MF_HD __nv_fp8_ue5m3(const unsigned long long int v) { __x = __nv_fp8_ue5m3(static_cast<float>(v)).__x; }
  explicit PTXC_MF_HD __nv_fp8_ue5m3(const short int v) { __x = __nv_fp8_ue5m3(static_cast<float>(v)).__x; }
  explicit PTXC_MF_HD __nv_fp8_ue5m3(const int v) { __x = __nv_fp8_ue5m3(static_cast<float>(v)).__x; }
  explicit PTXC_MF_HD __nv_fp8_ue5m3(const long int v) { __x = __nv_fp8_ue5m3(static_cast<float>(v)).__x; }
  explicit PTXC_MF_HD __nv_fp8_ue5m3(const long long int v) { __x = __nv_fp8_ue5m3(static_cast<float>(v)).__x; }
#if !defined(__CUDA_NO_FP8_CONVERSION_OPERATORS__)
  /* through __bfloat162float, as CUDA: its NaN is the one cvt.f32.bf16 gives */
  explicit PTXC_MF_HD operator float() const { return __bfloat162float(__ushort_as_bfloat16(__nv_cvt_ue5m3_to_bf16raw(__x).x)); }
  explicit PTXC_MF_HD operator __nv_bfloat16() const { return __ushort_as_bfloat16(__nv_cvt_ue5m3_to_bf16raw(__x).x); }
  explicit PTXC_MF_HD operator double() const { return static_cast<double>(float(*this)); }
  /* to half by the shift: codes past half's range are infinity */
  explicit PTXC_MF_HD operator __half() const { return __ushort_as_half(__nv_cvt_ue5m3_to_halfraw(__x).x); }
  explicit PTXC_MF_HD operator unsigned char() const {
    const float f = float(*this);
    if (__x == 0xFFu) return 0;
    if (f > 255.0f) return 255;
    return static_cast<unsigned char>(f);
  }
  explicit PTXC_MF_HD operator signed char() const {
    const float f = float(*this);
    if (__x == 0xFFu) return 0;
    if (f > 127.0f) return 127;
    return static_cast<signed char>(f);
  }
  explicit PTXC_MF_HD operator char() const { return static_cast<char>(static_cast<signed char>(*this)); }
  PTXC_MF_INT_OPS(__nv_bfloat16, __bfloat162)
  explicit PTXC_MF_HD operator bool() const { return __x != 0u; }
#endif
};

struct __align__(2) __nv_fp8x2_ue5m3 {
  __nv_fp8x2_storage_t __x;
  __nv_fp8x2_ue5m3() = default;
  explicit PTXC_MF_HD __nv_fp8x2_ue5m3(const __half2 f) {
    __x = __nv_cvt_half2raw_to_ue5m3x2(static_cast<__half2_raw>(f), __NV_SATFINITE, cudaRoundNearest);
  }
  explicit PTXC_MF_HD __nv_fp8x2_ue5m3(const __nv_bfloat162 f) {
    __x = __nv_cvt_bfloat162raw_to_ue5m3x2(static_cast<__nv_bfloat162_raw>(f), __NV_SATFINITE, cudaRoundNearest);
  }
  explicit PTXC_MF_HD __nv_fp8x2_ue5m3(const float2 f) { __x = __nv_cvt_float2_to_ue5m3x2(f, __NV_SATFINITE, cudaRoundNearest); }
  explicit PTXC_MF_HD __nv_fp8x2_ue5m3(const double2 f) { __x = __nv_cvt_double2_to_ue5m3x2(f, __NV_SATFINITE, cudaRoundNearest); }
#if !defined(__CUDA_NO_FP8_CONVERSION_OPERATORS__)
  explicit PTXC_MF_HD operator __nv_bfloat162() const { return static_cast<__nv_bfloat162>(__nv_cvt_ue5m3x2_to_bf162raw(__x)); }
  explicit PTXC_MF_HD operator float2() const { return __bfloat1622float2(static_cast<__nv_bfloat162>(*this)); }
  explicit PTXC_MF_HD operator __half2() const { return static_cast<__half2>(__nv_cvt_ue5m3x2_to_halfraw2(__x)); }
#endif
};

PTXC_FP8X4(__nv_fp8x4_ue5m3, __nv_fp8x2_ue5m3, __nv_cvt_float2_to_ue5m3x2, __nv_cvt_double2_to_ue5m3x2,
           cudaRoundNearest)
#else
struct __align__(1) __nv_fp8_ue5m3 { __nv_fp8_storage_t __x; };
struct __align__(2) __nv_fp8x2_ue5m3 { __nv_fp8x2_storage_t __x; };
struct __align__(4) __nv_fp8x4_ue5m3 { __nv_fp8x4_storage_t __x; };
#endif
#undef PTXC_FP8X4
#undef PTXC_FP8X4_FROM_DOUBLE4
#undef PTXC_FP8X4_TO_FLOAT4
#undef PTXC_MF_NO_CONVERSIONS
#undef PTXC_MF_NO_CONVERSION_OPERATORS
