//! Headers built into ptxc, found by `#include` when no file on the search path matches.
//!
//! The CUDA runtime headers declare nothing the supported subset needs yet: the built-in
//! variables (`threadIdx`, ...) are known to the compiler itself. They exist so that
//! kernels which include them compile unchanged.

/// The text of a built-in header, if `name` is one.
pub fn builtin_header(name: &str) -> Option<&'static str> {
    Some(match name {
        "cuda_runtime.h" | "cuda.h" | "cuda_runtime_api.h" | "device_launch_parameters.h" => "#pragma once\n",
        _ => return super::std_headers::std_header(name),
    })
}
