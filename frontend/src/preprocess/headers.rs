//! Headers built into ptxc, found by `#include` when no file on the search path matches.
//!
//! The CUDA runtime headers declare nothing the supported subset needs yet: the built-in
//! variables (`threadIdx`, ...) are known to the compiler itself. They exist so that
//! kernels which include them compile unchanged.

/// The text of a built-in header, if `name` is one.
pub fn builtin_header(name: &str) -> Option<&'static str> {
    Some(match name {
        "cuda_runtime.h" | "cuda_runtime_api.h" => super::cuda_runtime_api::CUDA_RUNTIME_API,
        "cuda.h" => include_str!("../../headers/ptxc_tex/cuda.h"),
        "device_launch_parameters.h" => "#pragma once\n#include <vector_types.h>\n",
        // Texture and surface objects (frontend/headers/ptxc_tex, specs/runtime.md).
        "ptxc_texture_types.h" => include_str!("../../headers/ptxc_tex/ptxc_texture_types.h"),
        "cuda_texture_api.h" => include_str!("../../headers/ptxc_tex/cuda_texture_api.h"),
        "texture_fetch.h" => include_str!("../../headers/ptxc_tex/texture_fetch.h"),
        // The device math library (frontend/headers/ptxc_math, specs/math.md, specs/runtime.md).
        "ptxc_math.h" => include_str!("../../headers/ptxc_math/ptxc_math.h"),
        // 128-bit integer division and floating conversions (irgen calls them).
        "ptxc_int128.h" => include_str!("../../headers/ptxc_int128.h"),
        "ptxc_math_coeffs.h" => include_str!("../../headers/ptxc_math/ptxc_math_coeffs.h"),
        "ptxc_math_consts.h" => include_str!("../../headers/ptxc_math/ptxc_math_consts.h"),
        "ptxc_math_float.h" => include_str!("../../headers/ptxc_math/ptxc_math_float.h"),
        "ptxc_math_double.h" => include_str!("../../headers/ptxc_math/ptxc_math_double.h"),
        // Half precision and bfloat16 (frontend/headers/ptxc_half, specs/language.md).
        "cuda_fp16.h" => include_str!("../../headers/ptxc_half/cuda_fp16.h"),
        "cuda_bf16.h" => include_str!("../../headers/ptxc_half/cuda_bf16.h"),
        "ptxc_half_ops.h" => include_str!("../../headers/ptxc_half/ptxc_half_ops.h"),
        // FP8 storage types and conversions (frontend/headers/ptxc_fp8, specs/ir.md).
        "cuda_fp8.h" => include_str!("../../headers/ptxc_fp8/cuda_fp8.h"),
        "cuda_fp6.h" => include_str!("../../headers/ptxc_fp8/cuda_fp6.h"),
        "cuda_fp4.h" => include_str!("../../headers/ptxc_fp8/cuda_fp4.h"),
        "ptxc_minifloat.h" => include_str!("../../headers/ptxc_fp8/ptxc_minifloat.h"),
        // Cooperative groups (frontend/headers/ptxc_cg).
        "cooperative_groups.h" => include_str!("../../headers/ptxc_cg/cooperative_groups.h"),
        "cooperative_groups/reduce.h" => include_str!("../../headers/ptxc_cg/reduce.h"),
        // The C++ library for host code (frontend/headers/ptxc_cxx): type-checked only.
        "iostream" => include_str!("../../headers/ptxc_cxx/iostream"),
        "iomanip" => include_str!("../../headers/ptxc_cxx/iomanip"),
        "ptxc_ios_base.h" => include_str!("../../headers/ptxc_cxx/ptxc_ios_base.h"),
        "string" => include_str!("../../headers/ptxc_cxx/string"),
        "vector" => include_str!("../../headers/ptxc_cxx/vector"),
        "algorithm" => include_str!("../../headers/ptxc_cxx/algorithm"),
        "numeric" => include_str!("../../headers/ptxc_cxx/numeric"),
        "chrono" => include_str!("../../headers/ptxc_cxx/chrono"),
        "random" => include_str!("../../headers/ptxc_cxx/random"),
        _ => return super::std_headers::std_header(name),
    })
}
