//! What Sema knows about a variable beyond its IL entry ([`crate::il::VarDecl`]): one
//! record per variable, keyed by [`VarId`] in `Sema::var_facts`.
//!
//! The IL keeps what code generation needs (name, type, storage). The facts here serve
//! the rest of the translation unit: the constant value of a `const` variable (which
//! constant expressions read), the brace list of a constant array or record, whether
//! device code may not use it (a host variable), the type a reference variable refers
//! to (it is lowered to a pointer), and an alignment specifier on its declaration. A
//! new per-variable fact is a field here.

use rustc_hash::FxHashMap;

use crate::il::{Init, VarId};
use crate::symbol::Sym;
use crate::types::TypeId;

use super::const_eval::evaluator::ConstVal;
use super::Sema;

/// Per-variable facts (see the module header). The default is a plain variable.
#[derive(Clone, Debug, Default)]
pub struct VariableFacts<'a> {
    /// The value of a `const` arithmetic variable initialised with a constant (usable
    /// in constant expressions, as C++ allows).
    pub const_value: Option<ConstVal>,
    /// The brace-list initializer of a `const`/`constexpr` array or record, whose
    /// elements and fields constant expressions may read (`table[2]`, `origin.b`).
    pub const_aggregate: Option<Init<'a>>,
    /// A variable of the host program (namespace-scope or in a host function), which
    /// device code cannot reach.
    pub host_only: bool,
    /// For a reference variable (lowered to a pointer): the type it refers to.
    pub referee: Option<TypeId>,
    /// The type `decltype(name)` names when the lowering hides it: a reference
    /// variable's declared `T&` or `T&&`, a tuple-like structured binding's referenced
    /// type `Ti` ([dcl.type.decltype]/1.1).
    pub decltype: Option<TypeId>,
    /// A temporary materialized outside function bodies: a scalar prvalue bound to a
    /// reference (`max(N - 1, 0)` in a static member's initializer), whose value only
    /// constant evaluation gives, or an empty class's tag (`Dec d = {}` as a default
    /// argument). It has no storage of its own: a function whose calls use it (through
    /// a default argument) declares it as one of its temporaries.
    pub static_temporary: bool,
    /// A temporary materialized for a prvalue bound to a reference (`ref.tmp`): constant
    /// evaluation may give it a value where the full-expression it belongs to is
    /// evaluated (`constexpr auto a = max(alignof(T), 16ul);` in a function body).
    pub materialized: bool,
    /// The alignment an alignment specifier requested (`alignas(16) float v[4];`),
    /// never below the type's own (IR generation takes the larger).
    pub align: Option<u64>,
}

impl<'a> Sema<'a> {
    /// The facts about variable `v`.
    pub fn var_facts(&self, v: VarId) -> &VariableFacts<'a> {
        &self.var_facts[v]
    }

    /// How many variables have been declared so far.
    pub fn var_count(&self) -> usize {
        self.vars.len()
    }

    /// An alignment specifier `align` on the declaration of `name`: raises the alignment
    /// requested for the variables of that name declared since there were `first`
    /// variables (the variable just declared, not temporaries its initializer created).
    pub fn request_align_since(&mut self, first: usize, name: Sym, align: u64) {
        let declared = self.interner.get(name).to_string();
        let ids: Vec<VarId> = self.vars[first..]
            .iter()
            .filter(|v| v.name == declared)
            .map(|v| v.id)
            .collect();
        for v in ids {
            let slot = &mut self.var_facts[v].align;
            *slot = Some(slot.map_or(align, |old| old.max(align)));
        }
    }

    /// The alignments requested by alignment specifiers, for the translation unit.
    pub fn var_alignments(&self) -> FxHashMap<VarId, u64> {
        self.var_facts
            .iter()
            .filter_map(|(v, f)| f.align.map(|a| (v, a)))
            .collect()
    }
}
