//! Prints a generated source of one scaling shape, for timing ptxc and nvcc
//! on it by hand (specs/performance.md): `cargo run -p ptxc-benches --example
//! gen_shape -- long-function 100000 > long.cu`. Shapes: many-functions,
//! long-function, deep-nesting, unrolled-loops.

use ptxc_benches::Shape;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let shape = match args.first().map(String::as_str) {
        Some("many-functions") => Shape::ManyFunctions,
        Some("long-function") => Shape::LongFunction,
        Some("deep-nesting") => Shape::DeepNesting,
        Some("unrolled-loops") => Shape::UnrolledLoops,
        _ => {
            eprintln!("usage: gen_shape many-functions|long-function|deep-nesting|unrolled-loops LINES");
            std::process::exit(2);
        }
    };
    let lines = match args.get(1).map(|n| n.parse::<usize>()) {
        Some(Ok(n)) => n,
        _ => {
            eprintln!("gen_shape: LINES must be a number");
            std::process::exit(2);
        }
    };
    print!("{}", shape.source(lines));
}
