//! The `ptxc` command: nvcc-style CUDA to PTX compiler.
//!
//! `main` is the C entry point itself (`no_main`): Rust's runtime start-up would ask
//! the C library for the main thread's stack bounds, which glibc finds by reading and
//! parsing /proc/self/maps, a twentieth of an empty file's compile (issue 16). The
//! compile runs on a thread of its own (`driver`), whose guard and stack size are
//! std's as before; `std::env::args` reads the arguments glibc hands every
//! initializer.
#![cfg_attr(not(test), no_main)]

#[global_allocator]
static ALLOCATOR: ptxc::allocator::CompileAllocator = ptxc::allocator::CompileAllocator;

/// Inputs at least this large are compiled on huge pages (`ptxc::allocator`).
#[cfg(not(test))]
const LARGE_INPUT_BYTES: u64 = 1 << 20;

#[cfg(not(test))]
#[unsafe(no_mangle)]
extern "C" fn main(_argc: std::ffi::c_int, _argv: *const *const std::ffi::c_char) -> std::ffi::c_int {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = match ptxc::driver::parse_args(&args) {
        Ok(ptxc::driver::Command::Compile(mut opts)) => {
            opts.exit_without_freeing = true;
            opts.on_large_input = Some(ptxc::allocator::use_mimalloc);
            if std::fs::metadata(&opts.input).is_ok_and(|m| m.len() >= LARGE_INPUT_BYTES) {
                ptxc::allocator::use_huge_pages();
            }
            ptxc::driver::run(ptxc::driver::Command::Compile(opts))
        }
        Ok(cmd) => ptxc::driver::run(cmd),
        Err(ptxc::driver::UsageError::Usage(e)) => {
            eprintln!("ptxc: {e}\n\n{}", ptxc::driver::USAGE);
            2
        }
        // nvcc's form and exit code for the errors nvcc itself reports.
        Err(ptxc::driver::UsageError::Fatal(e)) => {
            eprintln!("ptxc fatal   : {e}");
            1
        }
    };
    std::process::exit(code);
}
