//! How many places refer to each function, kept up to date by the inliner:
//! an internal function with one call and nothing else referring to it
//! grows nothing when inlined (its body goes with its last call), so the
//! inliner takes larger bodies of such callees, as LLVM's inline cost gives a
//! last call to a static function a bonus (`LastCallToStaticBonus`).

use super::global_dce;
use cranelift_entity::SecondaryMap;
use ptxc_ir::{FuncId, Function, Module, Value};
use rustc_hash::FxHashSet;

/// References to each function from the bodies of the module (calls and
/// addresses taken alike), and the functions kept whatever refers to them.
/// A count per function number: every reference of the module is counted
/// before each inline run (CuTe's sgemm_sm80: 26,852 functions).
#[derive(Debug, Default)]
pub struct CallSites {
    /// One more than the references to each function; 0 for one never referred to.
    refs: SecondaryMap<FuncId, u32>,
    roots: FxHashSet<FuncId>,
}

impl CallSites {
    /// The references in every body of `m` now.
    pub fn of(m: &Module) -> CallSites {
        let mut sites = CallSites {
            refs: SecondaryMap::with_capacity(m.functions.len()),
            roots: global_dce::roots(m).into_iter().collect(),
        };
        for (_, f) in m.functions.iter() {
            sites.add_body(f);
        }
        sites
    }

    /// Whether `g` is referred to by one place only, and only it keeps `g`:
    /// once that call is inlined, `g` is dead. A count that went stale
    /// (a call folded away) only errs high.
    pub fn only_call(&self, g: FuncId) -> bool {
        !self.roots.contains(&g) && self.refs[g] == 2
    }

    /// One call to `g` was replaced by a copy of `body` (`g`'s): the copy's
    /// references are new, unless that was `g`'s last reference, when `g`'s own
    /// go with it (the function is dead).
    pub fn inlined(&mut self, g: FuncId, body: &Function) {
        let n = &mut self.refs[g];
        let left = match *n {
            0 => None,
            _ => {
                *n = (*n - 1).max(1);
                Some(*n - 1)
            }
        };
        if left != Some(0) || self.roots.contains(&g) {
            self.add_body(body);
        }
    }

    fn add_body(&mut self, f: &Function) {
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                for v in f.operands(i) {
                    if let Value::Func(g) = v {
                        let n = &mut self.refs[*g];
                        *n = (*n).max(1) + 1;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::CallSites;
    use ptxc_ir::parse_module;

    #[test]
    fn an_internal_function_called_once_is_its_callers_alone() {
        let m = parse_module(
            "define void @k() {\nentry:\n  call void @once()\n  call void @twice()\n  call void @twice()\n  ret void\n}\n\
             define internal void @once() {\nentry:\n  call void @leaf()\n  ret void\n}\n\
             define internal void @twice() {\nentry:\n  ret void\n}\n\
             define internal void @leaf() {\nentry:\n  ret void\n}\n\
             define void @external() {\nentry:\n  ret void\n}\n",
        )
        .expect("parses");
        let id = |name: &str| m.function_by_name(name).expect("defined");
        let mut sites = CallSites::of(&m);
        assert!(sites.only_call(id("once")));
        assert!(!sites.only_call(id("twice")));
        assert!(!sites.only_call(id("external")), "kept whatever calls it");
        // `once` inlined into `k`: `leaf` is still called from one place.
        let once = &m.functions[id("once")];
        sites.inlined(id("once"), once);
        assert!(sites.only_call(id("leaf")));
        // `twice` inlined once: its copy refers to nothing, one call is left.
        sites.inlined(id("twice"), &m.functions[id("twice")]);
        assert!(sites.only_call(id("twice")));
    }
}
