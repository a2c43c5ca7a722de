//! Designated initializers in brace lists: `{ .x = 1, .z = 3 }` for records and
//! `{ [2] = 7, 8 }` for arrays, as nvcc accepts them in C++ (C99 rules): a designator
//! moves the position, later plain items continue after it, a repeated position takes the
//! last value, and what no item names is zero. One level of designator per item
//! (`.a.b = 1` is reported as not supported).

use crate::il::{Expr, Init};
use crate::source::Span;
use crate::types::TypeId;

use super::decl::InitSyn;
use super::Sema;

/// What a designator names.
#[derive(Clone, Debug)]
pub enum Designator<'a> {
    /// `.name`
    Field(String, Span),
    /// `[index]`, an integral constant expression.
    Index(&'a Expr<'a>),
}

impl<'a> Sema<'a> {
    /// The length of an unsized array initialized by a list with designators: one past
    /// the largest position any item lands on.
    pub(super) fn designated_len(&self, items: &[InitSyn<'a>]) -> Option<u64> {
        let mut next = 0u64;
        let mut len = 0u64;
        for item in items {
            if let InitSyn::Designated(Designator::Index(e), _, _) = item {
                next = u64::try_from(self.const_int(e)?).ok()?;
            }
            next += 1;
            len = len.max(next);
        }
        Some(len)
    }

    /// Array elements from a list with designators.
    pub(super) fn fill_array_designated(
        &mut self,
        elem: TypeId,
        len: u64,
        items: &[InitSyn<'a>],
        pos: &mut usize,
    ) -> Option<Vec<Init<'a>>> {
        let mut slots: Vec<Option<Init<'a>>> = Vec::new();
        let mut next = 0u64;
        let mut ok = true;
        while *pos < items.len() {
            let item = &items[*pos];
            if self.is_error_item(item) {
                *pos += 1;
                ok = false;
                continue;
            }
            let init = match item {
                InitSyn::Designated(d, value, span) => {
                    let Designator::Index(e) = d else {
                        self.diags
                            .error(*span, "a field designator cannot be used for an array");
                        return None;
                    };
                    match self.const_int(e).and_then(|v| u64::try_from(v).ok()) {
                        Some(k) if k < len => next = k,
                        Some(_) => {
                            self.diags.error(e.span, "subscript out of range");
                            return None;
                        }
                        None => {
                            self.diags.error(e.span, "expression must have a constant value");
                            return None;
                        }
                    }
                    *pos += 1;
                    self.initializer(elem, value)
                }
                _ if next >= len => break,
                _ => self.fill_element(elem, items, pos),
            };
            ok &= init.is_some();
            place(&mut slots, next as usize, init);
            next += 1;
        }
        let filled = slots
            .into_iter()
            .map(|s| s.unwrap_or_else(|| self.zero_init(elem)))
            .collect();
        ok.then_some(filled)
    }

    /// Record fields from a list with designators (for a union, the one field named).
    pub(super) fn fill_record_designated(
        &mut self,
        ty: TypeId,
        items: &[InitSyn<'a>],
        pos: &mut usize,
    ) -> Option<Vec<Init<'a>>> {
        let rec = self.types.record_of(ty)?.clone();
        let mut slots: Vec<Option<Init<'a>>> = Vec::new();
        let mut next = 0usize;
        let mut ok = true;
        while *pos < items.len() {
            let item = &items[*pos];
            if self.is_error_item(item) {
                *pos += 1;
                ok = false;
                continue;
            }
            let init = match item {
                InitSyn::Designated(d, value, span) => {
                    let Designator::Field(name, name_span) = d else {
                        self.diags
                            .error(*span, "an index designator cannot be used for a class");
                        return None;
                    };
                    let Some(k) = rec.fields.iter().position(|f| &f.name == name) else {
                        let msg = format!("class {} has no field \"{name}\"", self.ty_str(ty));
                        self.diags.error(*name_span, msg);
                        return None;
                    };
                    if rec.is_union && k != 0 {
                        let msg = "a designator for a union member other than the first is not supported yet";
                        self.diags.error(*span, msg);
                        return None;
                    }
                    next = k;
                    *pos += 1;
                    self.initializer(rec.fields[k].ty, value)
                }
                _ if next >= rec.fields.len() || (rec.is_union && next > 0) => break,
                _ => self.fill_element(rec.fields[next].ty, items, pos),
            };
            ok &= init.is_some();
            place(&mut slots, next, init);
            next += 1;
        }
        // Members no item names take their default member initializers, else zero.
        let filled = slots
            .into_iter()
            .enumerate()
            .map(|(k, s)| {
                s.unwrap_or_else(|| match self.default_init_of(ty, k as u32) {
                    Some(v) => Init::Expr(v),
                    None => self.zero_init(rec.fields[k].ty),
                })
            })
            .collect();
        ok.then_some(filled)
    }

    /// An item that stands for one already reported as wrong.
    fn is_error_item(&self, item: &InitSyn<'a>) -> bool {
        matches!(item, InitSyn::Expr(e) if self.is_err(e))
    }

    /// The initializer that zero-fills an object of type `ty`.
    fn zero_init(&mut self, ty: TypeId) -> Init<'a> {
        if self.types.is_array(ty) || self.types.is_record(ty) {
            Init::List(&[])
        } else {
            Init::Expr(self.zero_value(ty, Span::default()))
        }
    }
}

/// Puts `init` at `at`, growing `slots` as needed (a later item at the same position wins).
fn place<'a>(slots: &mut Vec<Option<Init<'a>>>, at: usize, init: Option<Init<'a>>) {
    if slots.len() <= at {
        slots.resize(at + 1, None);
    }
    slots[at] = init;
}
