/*
 * ptxc_minifloat_types.h -- the C++ types CUDA 13 builds over its FP8, FP6 and
 * FP4 conversions, stamped out once per format by PTXC_MINIFLOAT_TYPES for
 * <cuda_fp8.hpp> (e4m3, e5m2), <cuda_fp6.hpp> (e2m3, e3m2) and <cuda_fp4.hpp>
 * (e2m1). CUDA defines the three families alike: __x holds the bits, the
 * default constructor is trivial, and the explicit constructors and
 * conversion operators (all __host__ __device__) go through the C functions
 * __nv_cvt_*_to_FMT / __nv_cvt_FMT_to_* of the format:
 *   - from half, bfloat16, float and double (and their pairs, float4,
 *     double4) by those functions, satfinite and round to nearest even;
 *     from the integer types through float;
 *   - to half and bfloat16 by those functions, to float through half, to
 *     double through float; pairs to __half2, __nv_bfloat162 and float2,
 *     fours to float4;
 *   - to 16- to 64-bit integers through half toward zero (saturating, NaN 0);
 *     to 8-bit integers through float, saturating, NaN 0;
 *   - to bool: the magnitude bits are not all zero.
 * The E8M0 types differ (rounding up, through bfloat16) and are written out in
 * cuda_fp8.hpp.
 *
 * Read once per family (no include guard): the includer defines
 * PTXC_MF_NO_CONVERSIONS or PTXC_MF_NO_CONVERSION_OPERATORS from its family's
 * __CUDA_NO_FPn_CONVERSIONS__ / __CUDA_NO_FPn_CONVERSION_OPERATORS__ first.
 */
#undef PTXC_MF_HD
#undef PTXC_MF_CHAR_OPS
#undef PTXC_MF_INT_OPS
#undef PTXC_MF_FROM_INTS
#undef PTXC_MF_SCALAR_OPS
#undef PTXC_MF_X2_OPS
#undef PTXC_MF_X4_OPS
#undef PTXC_MINIFLOAT_TYPES

#define PTXC_MF_HD __host__ __device__

/* To the 8-bit integers through float: NaN (NAN_TEST on __x) is 0, out of range saturates. */
#define PTXC_MF_CHAR_OPS(NAN_TEST)                                                                  \
  explicit PTXC_MF_HD operator unsigned char() const {                                              \
    const float f = float(*this);                                                                   \
    if (NAN_TEST) return 0;                                                                         \
    if (f > 255.0f) return 255;                                                                     \
    if (f < 0.0f) return 0;                                                                         \
    return static_cast<unsigned char>(f);                                                           \
  }                                                                                                 \
  explicit PTXC_MF_HD operator signed char() const {                                                \
    const float f = float(*this);                                                                   \
    if (NAN_TEST) return 0;                                                                         \
    if (f > 127.0f) return 127;                                                                     \
    if (f < -128.0f) return -128;                                                                   \
    return static_cast<signed char>(f);                                                             \
  }                                                                                                 \
  explicit PTXC_MF_HD operator char() const { return static_cast<char>(static_cast<signed char>(*this)); }

/* To the wider integers through VIA (__half or __nv_bfloat16, whose conversions are
   named P##int_rz and so on) toward zero. */
#define PTXC_MF_INT_OPS(VIA, P)                                                                     \
  explicit PTXC_MF_HD operator unsigned short int() const { return P##ushort_rz(VIA(*this)); }      \
  explicit PTXC_MF_HD operator unsigned int() const { return P##uint_rz(VIA(*this)); }              \
  explicit PTXC_MF_HD operator unsigned long int() const { return (unsigned long)P##ull_rz(VIA(*this)); } \
  explicit PTXC_MF_HD operator unsigned long long int() const { return P##ull_rz(VIA(*this)); }     \
  explicit PTXC_MF_HD operator short int() const { return P##short_rz(VIA(*this)); }                \
  explicit PTXC_MF_HD operator int() const { return P##int_rz(VIA(*this)); }                        \
  explicit PTXC_MF_HD operator long int() const { return (long)P##ll_rz(VIA(*this)); }              \
  explicit PTXC_MF_HD operator long long int() const { return P##ll_rz(VIA(*this)); }

/* Constructors of T from the integer types, through float. */
#define PTXC_MF_FROM_INTS(T)                                                                        \
  explicit PTXC_MF_HD T(const unsigned short int v) { __x = T(static_cast<float>(v)).__x; }          \
  explicit PTXC_MF_HD T(const unsigned int v) { __x = T(static_cast<float>(v)).__x; }                \
  explicit PTXC_MF_HD T(const unsigned long int v) { __x = T(static_cast<float>(v)).__x; }           \
  explicit PTXC_MF_HD T(const unsigned long long int v) { __x = T(static_cast<float>(v)).__x; }      \
  explicit PTXC_MF_HD T(const short int v) { __x = T(static_cast<float>(v)).__x; }                   \
  explicit PTXC_MF_HD T(const int v) { __x = T(static_cast<float>(v)).__x; }                         \
  explicit PTXC_MF_HD T(const long int v) { __x = T(static_cast<float>(v)).__x; }                    \
  explicit PTXC_MF_HD T(const long long int v) { __x = T(static_cast<float>(v)).__x; }

#ifndef PTXC_MF_PACK
#define PTXC_MF_PACK
static __host__ __device__ __forceinline__ unsigned int __ptxc_pack_u16x2(unsigned short lo, unsigned short hi) {
  return (unsigned int)lo | ((unsigned int)hi << 16);
}
static __host__ __device__ __forceinline__ unsigned short __ptxc_pack_u8x2(unsigned char lo, unsigned char hi) {
  return (unsigned short)((unsigned int)lo | ((unsigned int)hi << 8));
}
#endif

/* __nv_FMT_KIND, __nv_FMTx2_KIND and __nv_FMTx4_KIND. ARGS() expands to the
 * arguments after the value that FMT's narrowing functions take (interpretation
 * and saturation or rounding); INTERP names the format to the widening ones.
 * NAN_TEST tells a NaN by __x, BOOL_MASK covers the magnitude bits. A pair is
 * A2 bytes, four values A4 bytes: two pairs packed by PACK, the high one SHIFT
 * bits up. */
#if !defined(PTXC_MF_NO_CONVERSIONS)
#if !defined(PTXC_MF_NO_CONVERSION_OPERATORS)
#define PTXC_MF_SCALAR_OPS(FMT, INTERP, NAN_TEST, BOOL_MASK)                                       \
  explicit PTXC_MF_HD operator __half() const { return __ushort_as_half(__nv_cvt_##FMT##_to_halfraw(__x, INTERP).x); } \
  explicit PTXC_MF_HD operator float() const {                                                      \
    return (float)__ushort_as_half(__nv_cvt_##FMT##_to_halfraw(__x, INTERP).x);                     \
  }                                                                                                 \
  explicit PTXC_MF_HD operator __nv_bfloat16() const {                                              \
    return __ushort_as_bfloat16(__nv_cvt_##FMT##_to_bf16raw(__x, INTERP).x);                        \
  }                                                                                                 \
  explicit PTXC_MF_HD operator double() const { return static_cast<double>(float(*this)); }         \
  PTXC_MF_CHAR_OPS(NAN_TEST)                                                                        \
  PTXC_MF_INT_OPS(__half, __half2)                                                                  \
  explicit PTXC_MF_HD operator bool() const { return (__x & BOOL_MASK) != 0u; }
#define PTXC_MF_X2_OPS(FMT, INTERP)                                                                 \
  explicit PTXC_MF_HD operator __half2() const {                                                    \
    return static_cast<__half2>(__nv_cvt_##FMT##x2_to_halfraw2(__x, INTERP));                       \
  }                                                                                                 \
  explicit PTXC_MF_HD operator __nv_bfloat162() const {                                             \
    return static_cast<__nv_bfloat162>(__nv_cvt_##FMT##x2_to_bf162raw(__x, INTERP));                \
  }                                                                                                 \
  explicit PTXC_MF_HD operator float2() const { return __half22float2(static_cast<__half2>(*this)); }
#define PTXC_MF_X4_OPS(FMT, INTERP, SHIFT)                                                          \
  explicit PTXC_MF_HD operator float4() const {                                                     \
    const __half2 lo = static_cast<__half2>(                                                        \
        __nv_cvt_##FMT##x2_to_halfraw2((__nv_##FMT##x2_storage_t)__x, INTERP));                     \
    const __half2 hi = static_cast<__half2>(                                                        \
        __nv_cvt_##FMT##x2_to_halfraw2((__nv_##FMT##x2_storage_t)(__x >> SHIFT), INTERP));          \
    float4 r = {(float)lo.x, (float)lo.y, (float)hi.x, (float)hi.y};                                \
    return r;                                                                                       \
  }
#else
#define PTXC_MF_SCALAR_OPS(FMT, INTERP, NAN_TEST, BOOL_MASK)
#define PTXC_MF_X2_OPS(FMT, INTERP)
#define PTXC_MF_X4_OPS(FMT, INTERP, SHIFT)
#endif

#define PTXC_MINIFLOAT_TYPES(FMT, KIND, ARGS, INTERP, NAN_TEST, BOOL_MASK, A2, A4, PACK, SHIFT)     \
  struct __align__(1) __nv_##FMT##_##KIND {                                                         \
    __nv_##FMT##_storage_t __x;                                                                     \
    __nv_##FMT##_##KIND() = default;                                                                \
    explicit PTXC_MF_HD __nv_##FMT##_##KIND(const __half f) {                                       \
      __x = __nv_cvt_halfraw_to_##FMT(static_cast<__half_raw>(f), ARGS());                          \
    }                                                                                               \
    explicit PTXC_MF_HD __nv_##FMT##_##KIND(const __nv_bfloat16 f) {                                \
      __x = __nv_cvt_bfloat16raw_to_##FMT(static_cast<__nv_bfloat16_raw>(f), ARGS());               \
    }                                                                                               \
    explicit PTXC_MF_HD __nv_##FMT##_##KIND(const float f) { __x = __nv_cvt_float_to_##FMT(f, ARGS()); } \
    explicit PTXC_MF_HD __nv_##FMT##_##KIND(const double f) { __x = __nv_cvt_double_to_##FMT(f, ARGS()); } \
    PTXC_MF_FROM_INTS(__nv_##FMT##_##KIND)                                                          \
    PTXC_MF_SCALAR_OPS(FMT, INTERP, NAN_TEST, BOOL_MASK)                                            \
  };                                                                                                \
  struct __align__(A2) __nv_##FMT##x2_##KIND {                                                      \
    __nv_##FMT##x2_storage_t __x;                                                                   \
    __nv_##FMT##x2_##KIND() = default;                                                              \
    explicit PTXC_MF_HD __nv_##FMT##x2_##KIND(const __half2 f) {                                    \
      __x = __nv_cvt_halfraw2_to_##FMT##x2(static_cast<__half2_raw>(f), ARGS());                    \
    }                                                                                               \
    explicit PTXC_MF_HD __nv_##FMT##x2_##KIND(const __nv_bfloat162 f) {                             \
      __x = __nv_cvt_bfloat16raw2_to_##FMT##x2(static_cast<__nv_bfloat162_raw>(f), ARGS());         \
    }                                                                                               \
    explicit PTXC_MF_HD __nv_##FMT##x2_##KIND(const float2 f) { __x = __nv_cvt_float2_to_##FMT##x2(f, ARGS()); } \
    explicit PTXC_MF_HD __nv_##FMT##x2_##KIND(const double2 f) { __x = __nv_cvt_double2_to_##FMT##x2(f, ARGS()); } \
    PTXC_MF_X2_OPS(FMT, INTERP)                                                                     \
  };                                                                                                \
  struct __align__(A4) __nv_##FMT##x4_##KIND {                                                      \
    __nv_##FMT##x4_storage_t __x;                                                                   \
    __nv_##FMT##x4_##KIND() = default;                                                              \
    explicit PTXC_MF_HD __nv_##FMT##x4_##KIND(const __half2 flo, const __half2 fhi) {              \
      __x = PACK(__nv_cvt_halfraw2_to_##FMT##x2(static_cast<__half2_raw>(flo), ARGS()),             \
                 __nv_cvt_halfraw2_to_##FMT##x2(static_cast<__half2_raw>(fhi), ARGS()));            \
    }                                                                                               \
    explicit PTXC_MF_HD __nv_##FMT##x4_##KIND(const __nv_bfloat162 flo, const __nv_bfloat162 fhi) { \
      __x = PACK(__nv_cvt_bfloat16raw2_to_##FMT##x2(static_cast<__nv_bfloat162_raw>(flo), ARGS()),  \
                 __nv_cvt_bfloat16raw2_to_##FMT##x2(static_cast<__nv_bfloat162_raw>(fhi), ARGS())); \
    }                                                                                               \
    explicit PTXC_MF_HD __nv_##FMT##x4_##KIND(const float4 f) {                                     \
      __x = PACK(__nv_cvt_float2_to_##FMT##x2(make_float2(f.x, f.y), ARGS()),                       \
                 __nv_cvt_float2_to_##FMT##x2(make_float2(f.z, f.w), ARGS()));                      \
    }                                                                                               \
    explicit PTXC_MF_HD __nv_##FMT##x4_##KIND(const double4 f) {                                    \
      __x = PACK(__nv_cvt_double2_to_##FMT##x2(make_double2(f.x, f.y), ARGS()),                     \
                 __nv_cvt_double2_to_##FMT##x2(make_double2(f.z, f.w), ARGS()));                    \
    }                                                                                               \
    explicit PTXC_MF_HD __nv_##FMT##x4_##KIND(const double4_16a f) {                                \
      __x = PACK(__nv_cvt_double2_to_##FMT##x2(make_double2(f.x, f.y), ARGS()),                     \
                 __nv_cvt_double2_to_##FMT##x2(make_double2(f.z, f.w), ARGS()));                    \
    }                                                                                               \
    explicit PTXC_MF_HD __nv_##FMT##x4_##KIND(const double4_32a f) {                                \
      __x = PACK(__nv_cvt_double2_to_##FMT##x2(make_double2(f.x, f.y), ARGS()),                     \
                 __nv_cvt_double2_to_##FMT##x2(make_double2(f.z, f.w), ARGS()));                    \
    }                                                                                               \
    PTXC_MF_X4_OPS(FMT, INTERP, SHIFT)                                                              \
  };
#else
#define PTXC_MINIFLOAT_TYPES(FMT, KIND, ARGS, INTERP, NAN_TEST, BOOL_MASK, A2, A4, PACK, SHIFT)     \
  struct __align__(1) __nv_##FMT##_##KIND { __nv_##FMT##_storage_t __x; };                          \
  struct __align__(A2) __nv_##FMT##x2_##KIND { __nv_##FMT##x2_storage_t __x; };                     \
  struct __align__(A4) __nv_##FMT##x4_##KIND { __nv_##FMT##x4_storage_t __x; };
#endif
