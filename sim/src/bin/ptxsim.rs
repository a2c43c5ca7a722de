//! The `ptxsim` command: runs a PTX (or CUDA, via ptxc) kernel on the CPU.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(ptxsim::cli::run(&args));
}
