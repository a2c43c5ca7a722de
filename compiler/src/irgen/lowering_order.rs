//! The globals and declarations IR generation creates while lowering bodies
//! (string literals, host variables device code reads, runtime functions and
//! intrinsics), put back in the order lowering every function in source order
//! creates them. Lowering on demand (`on_demand.rs`) lowers an inline function
//! when a lowered body first needs it, and the PTX lists globals and `.extern`
//! functions in module order: without this, that order would follow the call
//! graph. Each created entity is placed where its first reference would have
//! created it: by the earliest referring function in source order (the
//! library's internal functions after all others, in the order they were
//! lowered, as before), then by the reference's place in that body. String
//! literals are renumbered in the new order (`$str`, `$str$1`, ...), as
//! `globals::string_global` numbers them.

use ptxc_frontend::il::FnDeclId;
use ptxc_ir::import::{reorder_functions, reorder_globals};
use ptxc_ir::{FuncId, GlobalId, Module, Value};

/// Where an entity goes: by the function whose body first refers to it (or,
/// for one nothing lowered refers to, created it), then by the place of that
/// reference in the body.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Key {
    by: By,
    place: u32,
}

/// The lowered function a [`Key`] is about, in the order wanted.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum By {
    /// Created before any body was lowered.
    Declared,
    /// A function lowered in source order before: its IL index.
    Source(u32),
    /// The library's internal functions and module metadata, as lowered.
    Library(u32),
}

/// The keys of the globals and functions made so far.
pub struct LoweringOrder {
    globals: Vec<Key>,
    functions: Vec<Key>,
    /// Library bodies (and metadata) lowered so far.
    library_seq: u32,
}

const DECLARED: Key = Key {
    by: By::Declared,
    place: 0,
};

impl LoweringOrder {
    /// Starts after the globals and functions declared before any body is lowered.
    pub fn new(m: &Module) -> Self {
        LoweringOrder {
            globals: vec![DECLARED; m.globals.len()],
            functions: vec![DECLARED; m.functions.len()],
            library_seq: 0,
        }
    }

    /// Notes what the just-lowered function `id` created and refers to: `source` is
    /// its IL function when it was lowered in source order before lowering on
    /// demand, `None` for the library's internal ones (or, with `id` None, metadata).
    pub fn lowered(&mut self, m: &Module, id: Option<FuncId>, source: Option<FnDeclId>) {
        let by = match source {
            Some(f) => By::Source(f.0),
            None => {
                self.library_seq += 1;
                By::Library(self.library_seq)
            }
        };
        let created = Key { by, place: u32::MAX };
        self.globals.resize(m.globals.len(), created);
        self.functions.resize(m.functions.len(), created);
        let Some(id) = id else { return };
        let f = &m.functions[id];
        let mut place = 0u32;
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                for v in f.operands(i) {
                    let slot = match v {
                        Value::Global(g) => &mut self.globals[g.as_u32() as usize],
                        Value::Func(g) => &mut self.functions[g.as_u32() as usize],
                        _ => continue,
                    };
                    if *slot != DECLARED {
                        *slot = (*slot).min(Key { by, place });
                    }
                    place += 1;
                }
            }
        }
    }

    /// Forgets the functions `keep` rejects, as `Module::retain_functions` drops
    /// them (keeping the others' order): the reorder then moves fewer functions.
    pub fn retain_functions(mut self, m: &Module, keep: impl Fn(FuncId) -> bool) -> Self {
        // Whatever was made since the last body goes last.
        self.lowered(m, None, None);
        let mut id = 0u32;
        self.functions.retain(|_| {
            id += 1;
            keep(FuncId::from_u32(id - 1))
        });
        self
    }

    /// Reorders `m`'s globals and functions by their keys (stably: what was
    /// declared first stays in place) and renumbers the string literals; nothing
    /// changes when all are in order already.
    pub fn apply(self, m: &mut Module) {
        if !self.globals.is_sorted() {
            let mut order: Vec<GlobalId> = m.globals.keys().collect();
            order.sort_by_key(|g| self.globals[g.as_u32() as usize]);
            reorder_globals(m, &order);
            renumber_string_literals(m);
        }
        if !self.functions.is_sorted() {
            let mut order: Vec<FuncId> = m.functions.keys().collect();
            order.sort_by_key(|f| self.functions[f.as_u32() as usize]);
            reorder_functions(m, &order);
        }
    }
}

/// Names the string literals `$str`, `$str$1`, ... in module order.
fn renumber_string_literals(m: &mut Module) {
    let mut next = 0usize;
    for g in m.globals.values_mut() {
        if !is_string_literal(&g.name) {
            continue;
        }
        g.name = match next {
            0 => "$str".to_string(),
            n => format!("$str${n}"),
        };
        next += 1;
    }
}

/// Whether `name` is one `globals::string_global` gives.
fn is_string_literal(name: &str) -> bool {
    name.strip_prefix("$str")
        .is_some_and(|rest| rest.is_empty() || rest.strip_prefix('$').is_some_and(|n| n.parse::<usize>().is_ok()))
}
