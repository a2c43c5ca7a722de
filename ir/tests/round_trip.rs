//! `print(parse(print(m))) == print(m)`: the parser reads back everything
//! the printer writes, and the result prints identically.

mod common;

use ptxc_ir::{parse_module, print_module, Module};

fn round_trip(m: &Module) -> String {
    let first = print_module(m);
    let parsed = parse_module(&first).unwrap_or_else(|e| panic!("reparse failed: {e}\n--- text ---\n{first}"));
    let second = print_module(&parsed);
    assert_eq!(first, second, "printing the reparsed module changed the text");
    first
}

#[test]
fn sample_module_round_trips() {
    round_trip(&common::sample_module());
}
