//! The host side of `<cuda_runtime.h>` (`frontend/headers/ptxc_std/cuda_runtime_api.h`):
//! error codes, memcpy kinds, device properties, streams and events, and the runtime
//! API functions host code calls (declared only: host code is type-checked, never
//! compiled). Deprecated calls that CUDA 13 dropped (`cudaThreadSynchronize`) are still
//! declared, with a deprecation warning, so older programs compile.

/// Text of the host runtime API part of `cuda_runtime.h`.
pub const CUDA_RUNTIME_API: &str = include_str!("../../headers/ptxc_std/cuda_runtime_api.h");
