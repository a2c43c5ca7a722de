/*
 * cuda_fp4.hpp -- the C++ side of <cuda_fp4.h> for ptxc: __nv_fp4_e2m1,
 * __nv_fp4x2_e2m1 (one byte) and __nv_fp4x4_e2m1 (two bytes), as CUDA 13
 * declares them (specs/runtime.md): constructors round to nearest even and
 * saturate, the operators widen exactly (ptxc_minifloat_types.h).
 */
#pragma once
#include <cuda_fp4.h>

#if defined(__CUDA_NO_FP4_CONVERSIONS__)
#define PTXC_MF_NO_CONVERSIONS
#endif
#if defined(__CUDA_NO_FP4_CONVERSION_OPERATORS__)
#define PTXC_MF_NO_CONVERSION_OPERATORS
#endif
#include <ptxc_minifloat_types.h>

#define PTXC_FP4_ARGS_E2M1() __NV_E2M1, cudaRoundNearest
PTXC_MINIFLOAT_TYPES(fp4, e2m1, PTXC_FP4_ARGS_E2M1, __NV_E2M1, false, 0x7u, 1, 2, __ptxc_pack_u8x2, 8)
#undef PTXC_FP4_ARGS_E2M1
#undef PTXC_MF_NO_CONVERSIONS
#undef PTXC_MF_NO_CONVERSION_OPERATORS
