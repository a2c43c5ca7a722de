/*
 * cuda_fp6.hpp -- the C++ side of <cuda_fp6.h> for ptxc: __nv_fp6_e2m3 and
 * __nv_fp6_e3m2 with their x2 and x4 vectors, as CUDA 13 declares them
 * (specs/runtime.md): constructors round to nearest even and saturate, the
 * operators widen exactly (ptxc_minifloat_types.h says how each goes).
 */
#pragma once
#include <cuda_fp6.h>

#if defined(__CUDA_NO_FP6_CONVERSIONS__)
#define PTXC_MF_NO_CONVERSIONS
#endif
#if defined(__CUDA_NO_FP6_CONVERSION_OPERATORS__)
#define PTXC_MF_NO_CONVERSION_OPERATORS
#endif
#include <ptxc_minifloat_types.h>

#define PTXC_FP6_ARGS_E3M2() __NV_E3M2, cudaRoundNearest
#define PTXC_FP6_ARGS_E2M3() __NV_E2M3, cudaRoundNearest
PTXC_MINIFLOAT_TYPES(fp6, e3m2, PTXC_FP6_ARGS_E3M2, __NV_E3M2, false, 0x1Fu, 2, 4, __ptxc_pack_u16x2, 16)
PTXC_MINIFLOAT_TYPES(fp6, e2m3, PTXC_FP6_ARGS_E2M3, __NV_E2M3, false, 0x1Fu, 2, 4, __ptxc_pack_u16x2, 16)
#undef PTXC_FP6_ARGS_E3M2
#undef PTXC_FP6_ARGS_E2M3
#undef PTXC_MF_NO_CONVERSIONS
#undef PTXC_MF_NO_CONVERSION_OPERATORS
