//! ptxsim: a CPU emulator for NVIDIA PTX.
//!
//! Data flows one way: PTX text -> `parse` (tokens, syntax tree) ->
//! `decode` (compact `Program`: resolved registers, addresses, opcodes) ->
//! `exec` (blocks, warps, lanes) driven by the `launch` API or the `cli`.
//! It shares no code with the compiler; semantics come from the PTX ISA.

#![warn(missing_docs)]

pub mod cli;
pub mod decode;
pub mod device;
pub mod error;
pub mod exec;
pub mod launch;
pub mod opcode_ext;
pub mod ops;
pub mod parse;
pub mod program_runner;

pub use device::{Device, ModuleId, SymbolPlace};
pub use error::{FaultKind, ParseError, SimError};
pub use exec::surface::Surface;
pub use exec::texture::{AddressMode, ChannelFormat, ChannelKind, FilterMode, Texture};
pub use exec::Stats;
pub use launch::{demangled_base, Arg, LaunchConfig, Parallelism, Sim};
