//! Values to put in place of instructions' results, gathered by a pass and
//! applied to the whole function at once ([`crate::Function::apply`]).
//!
//! Dense, by instruction: mem2reg replaces every load of a long function and
//! GVN every repeat, and a hash map of a million entries cost a cache miss per
//! operand looked up (specs/performance.md).

use crate::entities::Inst;
use crate::value::Value;
use cranelift_entity::SecondaryMap;

/// For some instructions, the value that replaces their result.
#[derive(Clone, Debug, Default)]
pub struct Replacements {
    by_inst: SecondaryMap<Inst, Option<Value>>,
    len: usize,
}

impl Replacements {
    /// None yet, sized for a function of `insts` instruction nodes.
    pub fn with_capacity(insts: usize) -> Self {
        Replacements {
            by_inst: SecondaryMap::with_capacity(insts),
            len: 0,
        }
    }

    /// `i`'s result is to be replaced by `v`.
    pub fn insert(&mut self, i: Inst, v: Value) {
        if self.by_inst[i].replace(v).is_none() {
            self.len += 1;
        }
    }

    /// What replaces `v` directly, if anything.
    pub fn get(&self, v: Value) -> Option<Value> {
        match v {
            Value::Inst(i) => self.by_inst.get(i).copied().flatten(),
            _ => None,
        }
    }

    /// `v`, or what finally replaces it (following `a -> b -> c`).
    pub fn resolve(&self, mut v: Value) -> Value {
        // Chains end unless a pass made a cycle; the bound keeps that finite.
        let mut steps = 0;
        while let Some(n) = self.get(v) {
            if n == v || steps > 64 {
                break;
            }
            v = n;
            steps += 1;
        }
        v
    }

    /// How many instructions are replaced.
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when nothing is replaced.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_entity::EntityRef;

    #[test]
    fn chains_resolve_to_their_end_and_cycles_stop() {
        let (a, b, c) = (Inst::new(0), Inst::new(1), Inst::new(5));
        let mut r = Replacements::with_capacity(2);
        assert!(r.is_empty());
        r.insert(a, Value::Inst(b));
        r.insert(b, Value::Inst(c));
        r.insert(b, Value::Inst(c));
        assert_eq!(r.len(), 2);
        assert_eq!(r.get(Value::Inst(a)), Some(Value::Inst(b)));
        assert_eq!(r.resolve(Value::Inst(a)), Value::Inst(c));
        assert_eq!(r.get(Value::Inst(c)), None);
        r.insert(c, Value::Inst(a));
        // A cycle made by mistake ends instead of looping.
        let _ = r.resolve(Value::Inst(a));
    }
}
