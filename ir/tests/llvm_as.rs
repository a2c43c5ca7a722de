//! Printed modules must be valid LLVM 19 assembly: `llvm-as-19` reads them.

mod common;

use ptxc_ir::print_module;

#[test]
fn sample_kernel_module_is_accepted_by_llvm_as() {
    let text = print_module(&common::sample_module());
    if let Err(diag) = common::llvm_as_accepts(&text) {
        panic!("llvm-as-19 rejected the printed module:\n{diag}\n--- module ---\n{text}");
    }
}
