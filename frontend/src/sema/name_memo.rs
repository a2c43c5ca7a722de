//! A memo of name classifications: the parser's lookahead classifies the same name
//! again and again (`qualified_class_template_at`, `alias_template_named_at`, then the
//! production it picked), each time walking every frame. An answer holds while the
//! scopes are unchanged ([`Scopes::generation`](crate::sema::lookup::Scopes::generation)).

use std::cell::Cell;

use crate::sema::classify_name::NameKind;
use crate::sema::lookup::NsId;
use crate::symbol::Sym;

/// Slots of the memo (a power of two): enough for the names of one lookahead.
const SLOTS: usize = 256;

/// What one classification asked and answered.
#[derive(Clone, Copy)]
struct Entry {
    generation: u64,
    name: Sym,
    qualifier: Option<NsId>,
    /// Classified before `::` (only namespaces, types and templates count).
    before_colons: bool,
    kind: NameKind,
}

/// Recent classifications, one per slot (a newer one with the same slot replaces an
/// older one).
pub struct NameMemo {
    slots: Box<[Cell<Option<Entry>>]>,
}

impl Default for NameMemo {
    fn default() -> Self {
        NameMemo {
            slots: (0..SLOTS).map(|_| Cell::new(None)).collect(),
        }
    }
}

impl NameMemo {
    fn slot(&self, name: Sym, qualifier: Option<NsId>, before_colons: bool) -> &Cell<Option<Entry>> {
        let q = qualifier.map_or(0, |q| q.0.wrapping_add(1));
        let h = name.0.wrapping_mul(0x9E37_79B9) ^ q.wrapping_mul(0x85EB_CA6B) ^ u32::from(before_colons);
        &self.slots[(h >> 16) as usize & (SLOTS - 1)]
    }

    /// The classification remembered for these scopes (`generation`), if any.
    pub fn get(&self, generation: u64, name: Sym, qualifier: Option<NsId>, before_colons: bool) -> Option<NameKind> {
        let e = self.slot(name, qualifier, before_colons).get()?;
        (e.generation == generation && e.name == name && e.qualifier == qualifier && e.before_colons == before_colons)
            .then_some(e.kind)
    }

    /// Remembers classification `kind` for these scopes (`generation`).
    pub fn put(&self, generation: u64, name: Sym, qualifier: Option<NsId>, before_colons: bool, kind: NameKind) {
        self.slot(name, qualifier, before_colons).set(Some(Entry {
            generation,
            name,
            qualifier,
            before_colons,
            kind,
        }));
    }
}
