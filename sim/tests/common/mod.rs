//! Helpers shared by the integration tests: wrap a PTX body in a kernel.

#![allow(dead_code)]

use ptxsim::{Arg, LaunchConfig, Sim, SimError};

/// A one-parameter kernel `t(.param .u64 out)` with the usual registers;
/// `%rd1` holds the output pointer.
pub fn kernel(body: &str) -> String {
    format!(
        ".version 8.0\n.target sm_80\n.address_size 64\n\
         .visible .entry t(.param .u64 out)\n{{\n\
         .reg .b16 %rs<20>;\n.reg .b32 %r<40>;\n.reg .b64 %rd<20>;\n.reg .pred %p<10>;\n\
         .reg .f32 %f<20>;\n.reg .f64 %fd<10>;\n\
         ld.param.u64 %rd1, [out];\n{body}\nret;\n}}\n"
    )
}

/// Runs `body` with `threads` threads in one block; returns `words` u32 of output.
pub fn run_words(body: &str, threads: u32, words: usize) -> Result<Vec<u32>, SimError> {
    let mut sim = Sim::new(&kernel(body))?;
    let out = sim.alloc("out", words * 4);
    sim.launch("t", &LaunchConfig::new([1, 1, 1], [threads, 1, 1]), &[Arg::Ptr(out)])?;
    let b = sim.read(out, words * 4)?;
    Ok(b.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect())
}

/// Runs a single-thread body; returns `words` u32 of output.
pub fn one(body: &str, words: usize) -> Vec<u32> {
    run_words(body, 1, words).unwrap_or_else(|e| panic!("{e}\n{body}"))
}
