//! The inline run's walk: callers before their callees (a reverse postorder
//! of the direct-call graph from global-dce's roots), and a function only
//! while something still refers to it. Once every caller of a library
//! function has copied its body, the function is dead (the global-dce after
//! the pipeline drops it), so inlining into it would be wasted: a kernel
//! calling `sinf` takes `__ptxc_rem_pio2f_short` and `__ptxc_payne_hanek` with it,
//! and nothing needs `sinf` with its callees inlined afterwards.

use super::global_dce;
use cranelift_entity::EntitySet;
use ptxc_ir::{FuncId, Module, Opcode, Value};
use rustc_hash::FxHashSet;

/// Walks the functions of `m` for the inline run.
pub struct CallersFirst {
    /// Callers before callees; functions no root reaches at the end.
    order: Vec<FuncId>,
    /// How far [`CallersFirst::next_function`] is through `order`.
    at: usize,
    /// Roots, and the functions a visited body referred to after its inlining.
    wanted: FxHashSet<FuncId>,
    /// Functions visited (or skipped) so far.
    done: FxHashSet<FuncId>,
}

impl CallersFirst {
    /// The walk over `ids` (the functions the run is for).
    pub fn new(m: &Module, ids: &[FuncId]) -> CallersFirst {
        let roots = global_dce::roots(m);
        CallersFirst {
            order: walk_order(m, ids, &roots, true),
            at: 0,
            wanted: roots.into_iter().collect(),
            done: FxHashSet::default(),
        }
    }

    /// The next function to visit: the next one in order that something
    /// still refers to; once the order is through, any function a later body
    /// came to refer to after it was passed (a call back up a cycle).
    pub fn next_function(&mut self) -> Option<FuncId> {
        while let Some(&id) = self.order.get(self.at) {
            self.at += 1;
            if self.wanted.contains(&id) && self.done.insert(id) {
                return Some(id);
            }
        }
        let late = self.wanted.iter().copied().find(|id| !self.done.contains(id))?;
        self.done.insert(late);
        Some(late)
    }

    /// Records what `m.functions[id]`'s body refers to now (after its inlining).
    pub fn visited(&mut self, m: &Module, id: FuncId) {
        let f = &m.functions[id];
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                for v in f.operands(i) {
                    if let Value::Func(g) = v {
                        self.wanted.insert(*g);
                    }
                }
            }
        }
    }
}

/// `ids` with callees before their callers (a postorder of the direct-call
/// graph from global-dce's roots), the functions no root reaches at the end:
/// inline-callees' walk, in which each function takes its callees' bodies
/// after their own inlining and cleanup.
pub fn callees_first(m: &Module, ids: &[FuncId]) -> Vec<FuncId> {
    walk_order(m, ids, &global_dce::roots(m), false)
}

/// `ids` in (reverse, with `callers_first`) postorder from `roots`, then the
/// functions no root reaches, in `ids`' order.
fn walk_order(m: &Module, ids: &[FuncId], roots: &[FuncId], callers_first: bool) -> Vec<FuncId> {
    let mut order = postorder(m, roots.iter().copied());
    // Sets of function numbers as bits: the walk covers every function of the module.
    let reached = function_set(m, &order);
    if callers_first {
        order.reverse();
    }
    order.extend(ids.iter().copied().filter(|&id| !reached.contains(id)));
    let wanted = function_set(m, ids);
    order.retain(|&id| wanted.contains(id));
    order
}

/// `ids` as a set.
fn function_set(m: &Module, ids: &[FuncId]) -> EntitySet<FuncId> {
    let mut set = EntitySet::with_capacity(m.functions.len());
    for &id in ids {
        set.insert(id);
    }
    set
}

/// Postorder of the direct-call graph from `roots` (each function after the
/// functions it calls, a cycle entered once). An explicit stack: call chains
/// can be deep, and the compiler never overflows its stack.
fn postorder(m: &Module, roots: impl Iterator<Item = FuncId>) -> Vec<FuncId> {
    let mut seen: EntitySet<FuncId> = EntitySet::with_capacity(m.functions.len());
    let mut out = Vec::new();
    let mut stack: Vec<(FuncId, Vec<FuncId>)> = Vec::new();
    for root in roots {
        if !seen.insert(root) {
            continue;
        }
        stack.push((root, callees(m, root)));
        while let Some((f, pending)) = stack.last_mut() {
            match pending.pop() {
                Some(g) => {
                    if seen.insert(g) {
                        let next = callees(m, g);
                        stack.push((g, next));
                    }
                }
                None => {
                    out.push(*f);
                    stack.pop();
                }
            }
        }
    }
    out
}

/// The defined functions `f` calls directly, last call first (popped in call order).
fn callees(m: &Module, f: FuncId) -> Vec<FuncId> {
    let body = &m.functions[f];
    let mut out: Vec<FuncId> = Vec::new();
    // A set beside the list: a kernel may call 10,000 distinct instances.
    let mut seen: FxHashSet<FuncId> = FxHashSet::default();
    for &b in &body.layout {
        for &i in &body.blocks[b].insts {
            if body.inst(i).opcode() != Opcode::Call {
                continue;
            }
            if let Some(Value::Func(g)) = body.operands(i).first() {
                if !m.functions[*g].is_declaration() && seen.insert(*g) {
                    out.push(*g);
                }
            }
        }
    }
    out.reverse();
    out
}

#[cfg(test)]
mod tests {
    use super::CallersFirst;
    use ptxc_ir::parse_module;

    /// The walk's order for this module, marking each function visited as is.
    fn walk(text: &str) -> Vec<String> {
        let m = parse_module(text).expect("parses");
        let ids: Vec<_> = m.functions.keys().collect();
        let mut w = CallersFirst::new(&m, &ids);
        let mut names = Vec::new();
        while let Some(id) = w.next_function() {
            w.visited(&m, id);
            names.push(m.functions[id].name.clone());
        }
        names
    }

    #[test]
    fn callers_come_first_and_cycles_end() {
        let names = walk(
            "define void @k() {\nentry:\n  call void @a()\n  call void @b()\n  ret void\n}\n\
             define internal void @a() {\nentry:\n  call void @b()\n  ret void\n}\n\
             define internal void @b() {\nentry:\n  call void @c()\n  ret void\n}\n\
             define internal void @c() {\nentry:\n  call void @b()\n  ret void\n}\n",
        );
        assert_eq!(names, ["k", "a", "b", "c"]);
    }

    #[test]
    fn a_function_nothing_refers_to_any_more_is_passed() {
        // `a` is called by nothing once `k`'s call was inlined (here: `k` no
        // longer names it), so the walk never visits it.
        let names = walk(
            "define void @k() {\nentry:\n  ret void\n}\n\
             define internal void @a() {\nentry:\n  ret void\n}\n",
        );
        assert_eq!(names, ["k"]);
    }
}
