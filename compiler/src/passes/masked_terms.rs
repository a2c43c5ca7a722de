//! `and (or t1, t2, ...), C` where some terms of the `or` can set no bit of
//! `C` is `and (or of the other terms), C` (used by instcombine).
//!
//! Why: a word of flags built by `w |= (cond_i) << i` and tested a flag at a
//! time (`w & (1u << k)`, CUTLASS's predicated tile iterators) computed and
//! or-ed every flag before each test; with the other terms gone the test is
//! of the one flag (`select p, 4, 0`), which instsimplify then reads as `p`:
//! a branch on the condition itself, as nvcc's code has.
//! Preserves: the value (a dropped term's bits are all cleared by `C`).

use super::instsimplify::int_const;
use super::known_bits::may_be_set;
use ptxc_ir::{Function, Inst, Module, NodeHeader, Opcode, Value};

/// The most terms one `or` tree is taken apart into.
const MAX_TERMS: usize = 64;

/// `i` (an `and` with a constant) as a new `and` of fewer terms, detached;
/// the new `or`s are inserted before `i`.
pub(super) fn masked_or_terms(m: &mut Module, f: &mut Function, i: Inst) -> Option<Inst> {
    let [x, c] = f.operands(i)[..] else { return None };
    let (x, c) = if int_const(m, c).is_some() { (x, c) } else { (c, x) };
    let (bits, w) = int_const(m, c)?;
    if x.as_inst().is_none_or(|o| f.inst(o).opcode() != Opcode::Or) {
        return None;
    }
    let terms = or_terms(f, x)?;
    let kept: Vec<Value> = terms
        .iter()
        .copied()
        .filter(|&t| may_be_set(m, f, t, w) & bits != 0)
        .collect();
    if kept.len() == terms.len() {
        return None;
    }
    let ty = f.inst(i).ty;
    let Some((&first, rest)) = kept.split_first() else {
        // Nothing left can set a bit of C: `x & C` is `0 & C`, folded later.
        let zero = Value::Const(m.const_int(ty, 0));
        return Some(f.create_inst(NodeHeader::new(Opcode::And), ty, &[zero, c]));
    };
    let mut acc = first;
    for &t in rest {
        let or = f.create_inst(NodeHeader::new(Opcode::Or), ty, &[acc, t]);
        f.insert_before(i, or);
        acc = Value::Inst(or);
    }
    Some(f.create_inst(NodeHeader::new(Opcode::And), ty, &[acc, c]))
}

/// The terms of the `or` tree `x`, left to right (`None` past the limit).
fn or_terms(f: &Function, x: Value) -> Option<Vec<Value>> {
    let mut terms = Vec::new();
    let mut stack = vec![x];
    while let Some(v) = stack.pop() {
        match v.as_inst().filter(|&o| f.inst(o).opcode() == Opcode::Or) {
            Some(o) => {
                let [a, b] = f.operands(o)[..] else { return None };
                stack.extend([b, a]);
            }
            None => terms.push(v),
        }
        if terms.len() + stack.len() > MAX_TERMS {
            return None;
        }
    }
    Some(terms)
}
