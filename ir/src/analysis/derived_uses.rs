//! The uses of a pointer and of the pointers computed from it, walked once.

use crate::{Function, Inst, Value};

/// What a use of a derived pointer is, as the caller's judge says.
pub enum DerivedUse {
    /// The use computes another pointer into the same object (a GEP base, a
    /// phi or select input): its uses are judged too.
    Derives,
    /// A use that reads (or otherwise allows) the pointer.
    Allowed,
    /// A use the caller does not allow: the walk stops.
    Refused,
}

/// Calls `judge(inst, operand index)` for every use of `root` and of every
/// value a [`DerivedUse::Derives`] use computes (each value walked once); false
/// as soon as a use is refused.
pub fn all_derived_uses(f: &Function, root: Value, mut judge: impl FnMut(Inst, usize) -> DerivedUse) -> bool {
    let mut derived: Vec<Value> = vec![root];
    let mut k = 0;
    while k < derived.len() {
        let v = derived[k];
        k += 1;
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                for (idx, &o) in f.operands(i).iter().enumerate() {
                    if o != v {
                        continue;
                    }
                    match judge(i, idx) {
                        DerivedUse::Derives if !derived.contains(&Value::Inst(i)) => derived.push(Value::Inst(i)),
                        DerivedUse::Derives | DerivedUse::Allowed => {}
                        DerivedUse::Refused => return false,
                    }
                }
            }
        }
    }
    true
}
