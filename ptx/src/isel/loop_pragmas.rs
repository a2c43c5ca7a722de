//! Loop hints that reach the PTX: a loop whose back edge carries `!llvm.loop` metadata with
//! `llvm.loop.unroll.disable` (`#pragma unroll 1`) gets `.pragma "nounroll";` at the top of
//! its header block, where nvcc puts it, so ptxas does not unroll it either.

use ptxc_ir::metadata_keys::{self, LoopHint};
use ptxc_ir::{Block, Function, Module, Value};
use rustc_hash::FxHashSet;

/// The header blocks of loops marked "do not unroll".
pub fn nounroll_headers(m: &Module, f: &Function) -> FxHashSet<Block> {
    let mut headers = FxHashSet::default();
    for (pos, &b) in f.layout.iter().enumerate() {
        let Some(latch) = f.terminator(b) else { continue };
        let Some(node) = f.metadata(latch, metadata_keys::LOOP) else {
            continue;
        };
        if !metadata_keys::loop_hints(&m.md, node).contains(&LoopHint::UnrollDisable) {
            continue;
        }
        // The back edge goes to a block at or before the latch in layout order.
        for op in f.operands(latch) {
            if let Value::Block(target) = *op {
                if f.layout.iter().position(|&x| x == target).is_some_and(|t| t <= pos) {
                    headers.insert(target);
                }
            }
        }
    }
    headers
}
