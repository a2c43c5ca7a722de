//! Class template instances made for a template argument, whose definitions nothing
//! may need: `_If<C, WarpExchangeSmem<T, N>, WarpExchangeShfl<T, N>>` names both
//! classes, and C++ instantiates only the one the alias chooses and code then uses
//! ([temp.inst]/2). ptxc instantiates on naming; so that the unchosen class's
//! `static_assert` (CUB's "WARP_EXCHANGE_SHUFFLE currently only works when ...") does
//! not fail the compile, a failed `static_assert` directly in the body of a class
//! instantiated for a template argument is kept with its record, and reported once
//! the record is used: named again elsewhere, or its scope looked into (members,
//! constructors, qualified names).

use std::cell::RefCell;

use rustc_hash::FxHashMap;

use crate::il::Expr;
use crate::source::Span;
use crate::types::TypeId;

use crate::sema::Sema;

/// The failed assertions kept per record, and those found used and due.
#[derive(Default)]
pub struct DeferredAsserts {
    /// Class instances being parsed, innermost last, with whether each was made for a
    /// template argument.
    pub instantiating: Vec<(TypeId, bool)>,
    kept: RefCell<FxHashMap<TypeId, Vec<(Span, String)>>>,
    due: RefCell<Vec<(Span, String)>>,
}

impl<'a> Sema<'a> {
    /// `static_assert(cond, message);` (at `span`): `cond` must be an integer constant;
    /// zero fails the assertion.
    pub fn static_assert_declaration(&mut self, cond: &Expr, message: Option<String>, span: Span) {
        if self.is_err(cond) {
            return;
        }
        let value = if self.types.is_integer(cond.ty) {
            self.const_int(cond)
        } else {
            None
        };
        match value {
            None => self.diags.error(cond.span, "expression must have a constant value"),
            Some(0) => {
                let msg = match message {
                    Some(m) => format!("static assertion failed with \"{m}\""),
                    None => "static assertion failed".to_string(),
                };
                self.static_assert_failed(span, msg);
            }
            Some(_) => {}
        }
    }

    /// Reports the failed `static_assert` `msg` at `span`, or keeps it when it stands
    /// directly in a class instantiated for a template argument.
    pub fn static_assert_failed(&mut self, span: Span, msg: String) {
        let here = self.scopes.current_namespace();
        match self.deferred_asserts.instantiating.last() {
            Some(&(record, true)) if self.class_scope(record) == Some(here) => {
                self.deferred_asserts
                    .kept
                    .borrow_mut()
                    .entry(record)
                    .or_default()
                    .push((span, msg));
            }
            _ => self.diags.error(span, msg),
        }
    }

    /// Notes that `record` is used: its kept assertions become due (reported by
    /// [`Sema::report_due_asserts`]). Usable where Sema is only read.
    pub(crate) fn note_record_used(&self, record: TypeId) {
        // Called for every class scope looked into: nothing kept is the usual case.
        if self.deferred_asserts.kept.borrow().is_empty() {
            return;
        }
        let record = record.unqualified();
        if self.deferred_asserts.instantiating.iter().any(|&(r, _)| r == record) {
            return;
        }
        if let Some(list) = self.deferred_asserts.kept.borrow_mut().remove(&record) {
            self.deferred_asserts.due.borrow_mut().extend(list);
        }
    }

    /// Whether no failed assertion is kept for a record's first use.
    pub(in crate::sema) fn no_kept_asserts(&self) -> bool {
        self.deferred_asserts.kept.borrow().is_empty()
    }

    /// Reports the kept assertions of records found used.
    pub fn report_due_asserts(&mut self) {
        let due = std::mem::take(&mut *self.deferred_asserts.due.borrow_mut());
        for (span, msg) in due {
            self.diags.error(span, msg);
        }
    }
}
