//! The `ptxsim` command: runs a PTX (or CUDA, via ptxc) kernel on the CPU, or with
//! `ptxsim run` a whole CUDA program on ptxsim's CUDA runtime.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = match args.first().map(String::as_str) {
        Some("run") => ptxsim::program_runner::run(&args[1..]),
        _ => ptxsim::cli::run(&args),
    };
    std::process::exit(code);
}
