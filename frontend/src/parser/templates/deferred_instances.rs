//! Instances of a class template named only through a pointer or reference before an
//! explicit specialization for them is declared. C++ instantiates a class where it must
//! be complete ([temp.inst]/2), so `void f(barrier<thread_scope_block>&);` does not fix
//! what `barrier<thread_scope_block>` is, and a `template <> class
//! barrier<thread_scope_block>` further down defines it (libcu++ is written so).
//! ptxc otherwise instantiates on first naming; while an explicit specialization of the
//! template's name still lies ahead in the tokens, an instance named for a pointer or
//! reference stays incomplete, as a declared class would, and is completed when the
//! specialization has been read, when it is named where it must be complete, or after
//! the top-level declaration that passed the last such specialization.

use rustc_hash::FxHashMap;

use crate::sema::templates::complete_types::complete_waiting_argument_instances;
use crate::sema::templates::deferred_instances::complete_deferred_instances;
use crate::symbol::Sym;
use crate::token::{Token, TokenKind as K};

use crate::parser::Parser;

/// Where explicit specializations of class templates are written, and how far the
/// parse has read.
#[derive(Default)]
pub(in crate::parser) struct SpecializationsAhead {
    /// Token positions of `template <> class|struct|union Name <`, by name; found on
    /// the first question.
    positions: Option<FxHashMap<Sym, Vec<usize>>>,
    /// The furthest token the parse has reached outside replays of stored tokens.
    pub frontier: usize,
}

/// The positions of the explicit specializations of class templates in `toks`.
fn explicit_specializations(toks: &[Token]) -> FxHashMap<Sym, Vec<usize>> {
    let mut found: FxHashMap<Sym, Vec<usize>> = FxHashMap::default();
    for (i, w) in toks.windows(6).enumerate() {
        let head = [w[0].kind, w[1].kind, w[2].kind, w[4].kind, w[5].kind];
        if head == [K::KwTemplate, K::Lt, K::Gt, K::Ident, K::Lt]
            && matches!(w[3].kind, K::KwClass | K::KwStruct | K::KwUnion)
        {
            found.entry(w[4].text).or_default().push(i);
        }
    }
    found
}

impl<'a> Parser<'_, 'a> {
    /// Whether the instance of a class template named `name` whose arguments were just
    /// read may stay incomplete for now: it is named for a pointer or reference and an
    /// explicit specialization of that name lies ahead.
    pub(in crate::parser) fn may_leave_instance_incomplete(&mut self, name: Sym) -> bool {
        matches!(self.peek(), K::Amp | K::AmpAmp | K::Star) && self.specialization_ahead(name)
    }

    /// Whether an explicit specialization of a class template named `name` is written
    /// at or after the furthest token read (the current one included from now on).
    pub(in crate::parser) fn specialization_ahead(&mut self, name: Sym) -> bool {
        let frontier = self.specializations.frontier.max(self.pos);
        self.specializations.frontier = frontier;
        let toks = self.toks.clone();
        let positions = self
            .specializations
            .positions
            .get_or_insert_with(|| explicit_specializations(&toks));
        positions
            .get(&name)
            .and_then(|v| v.last())
            .is_some_and(|&last| last >= frontier)
    }

    /// Completes the incomplete instances that can be completed here (Sema decides
    /// which: [`complete_deferred_instances`]; all of them when `all`).
    /// The instances named as template arguments that still wait are completed too
    /// (`sema::templates::complete_types`).
    pub(in crate::parser) fn complete_deferred_instances(&mut self, all: bool) {
        complete_deferred_instances(self, all);
        complete_waiting_argument_instances(self, true);
    }
}
