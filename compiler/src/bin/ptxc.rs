//! The `ptxc` command: nvcc-style CUDA to PTX compiler.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = match ptxc::driver::parse_args(&args) {
        Ok(ptxc::driver::Command::Compile(mut opts)) => {
            opts.exit_without_freeing = true;
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
