//! CUDA's runtime library (`libcudart.so.13`) on the ptxsim emulator, so that a program
//! built by nvcc (`nvcc -cudart shared`) runs on the CPU unchanged.
//!
//! One shared object holds the runtime API (`cudart`), exported with the symbol versions
//! of NVIDIA's library. The program's kernels come from its own fatbinaries (nvcc's PTX,
//! from `-gencode arch=compute_XX,code=compute_XX`) or, when `PTXSIM_PTX` names PTX
//! files, from those (ptxc's PTX of the same sources). specs/cuda-runtime.md has the
//! model, the environment variables and what is not supported.

pub mod cudart;
pub mod driver;
pub mod errors;
pub mod fatbin;
pub mod host_memory;
pub mod kernel_shared;
pub mod state;
