//! The uses of a pointer and of the pointers computed from it, walked once.

use crate::{Function, Inst, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

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
pub fn all_derived_uses(f: &Function, root: Value, judge: impl FnMut(Inst, usize) -> DerivedUse) -> bool {
    UseLists::of(f).all_derived_uses(root, judge)
}

/// Each instruction's and argument's uses in layout order, gathered in one
/// sweep: sweeping the function again per derived value was quadratic (a
/// CUTLASS 2.x kernel's parameters derive thousands of addresses;
/// lower-kernel-args took 3% of its compile). Kept while the function is
/// unchanged, for walks from several roots: lower-kernel-args walks from each
/// parameter of a kernel, and building the lists for each was 0.8% of CuTe's
/// sgemm_1 (44 sweeps of its two inlined kernels); indexed-loads from each slot
/// with an indexed load (ggml's flash-attention kernels, in every sroa).
pub struct UseLists {
    uses: FxHashMap<Value, SmallVec<[(Inst, u32); 2]>>,
}

impl UseLists {
    /// The use lists of `f` as it is now.
    pub fn of(f: &Function) -> UseLists {
        let mut uses: FxHashMap<Value, SmallVec<[(Inst, u32); 2]>> = FxHashMap::default();
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                for (idx, &o) in f.operands(i).iter().enumerate() {
                    if matches!(o, Value::Inst(_) | Value::Arg(_)) {
                        uses.entry(o).or_default().push((i, idx as u32));
                    }
                }
            }
        }
        UseLists { uses }
    }

    /// [`all_derived_uses`] on these lists (`root` an instruction or an
    /// argument); the judge is asked in the same order as by sweeps of the
    /// function.
    pub fn all_derived_uses(&self, root: Value, mut judge: impl FnMut(Inst, usize) -> DerivedUse) -> bool {
        debug_assert!(matches!(root, Value::Inst(_) | Value::Arg(_)));
        let mut derived: Vec<Value> = vec![root];
        let mut seen: FxHashSet<Value> = FxHashSet::default();
        seen.insert(root);
        let mut k = 0;
        while k < derived.len() {
            let v = derived[k];
            k += 1;
            for &(i, idx) in self.uses.get(&v).map_or(&[][..], |u| &u[..]) {
                match judge(i, idx as usize) {
                    DerivedUse::Derives => {
                        if seen.insert(Value::Inst(i)) {
                            derived.push(Value::Inst(i));
                        }
                    }
                    DerivedUse::Allowed => {}
                    DerivedUse::Refused => return false,
                }
            }
        }
        true
    }
}
