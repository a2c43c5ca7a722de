//! The `ptxc` command: nvcc-style CUDA to PTX compiler.

#[global_allocator]
static ALLOCATOR: ptxc::allocator::CompileAllocator = ptxc::allocator::CompileAllocator;

/// Inputs at least this large are compiled on huge pages (`ptxc::allocator`).
const LARGE_INPUT_BYTES: u64 = 1 << 20;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = match ptxc::driver::parse_args(&args) {
        Ok(ptxc::driver::Command::Compile(mut opts)) => {
            opts.exit_without_freeing = true;
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
