//! Designated initializers in brace lists: `{ .x = 1, .z = 3 }` for records and
//! `{ [2] = 7, 8 }` for arrays, as nvcc accepts them in C++ (C99 rules): a designator
//! moves the position, later plain items continue after it, a repeated position takes the
//! last value, and what no item names is zero. One level of designator per item
//! (`.a.b = 1` is reported as not supported).

use crate::il::{Expr, Init};
use crate::source::Span;
use crate::types::TypeId;

use crate::sema::decl::InitSyn;
use crate::sema::Sema;

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
    pub(in crate::sema) fn designated_len(&self, items: &[InitSyn<'a>]) -> Option<u64> {
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
    pub(in crate::sema) fn fill_array_designated(
        &mut self,
        elem: TypeId,
        len: u64,
        items: &[InitSyn<'a>],
        pos: &mut usize,
    ) -> Option<Vec<Init<'a>>> {
        let limit = usize::try_from(len).unwrap_or(usize::MAX);
        let locate = |s: &mut Self, d: &Designator<'a>, span: Span| {
            let Designator::Index(e) = d else {
                s.diags.error(span, "a field designator cannot be used for an array");
                return None;
            };
            match s.const_int(e).and_then(|v| usize::try_from(v).ok()) {
                Some(k) if k < limit => Some(k),
                Some(_) => {
                    s.diags.error(e.span, "subscript out of range");
                    None
                }
                None => {
                    s.diags.error(e.span, "expression must have a constant value");
                    None
                }
            }
        };
        let slots = self.fill_designated(items, pos, limit, locate, |_| elem)?;
        Some(
            slots
                .into_iter()
                .map(|s| s.unwrap_or_else(|| self.zero_init(elem)))
                .collect(),
        )
    }

    /// Record fields from a list with designators (for a union, its first field only).
    pub(in crate::sema) fn fill_record_designated(
        &mut self,
        ty: TypeId,
        items: &[InitSyn<'a>],
        pos: &mut usize,
    ) -> Option<Vec<Init<'a>>> {
        let rec = self.types.record_of(ty)?.clone();
        let limit = if rec.is_union {
            rec.fields.len().min(1)
        } else {
            rec.fields.len()
        };
        let locate = |s: &mut Self, d: &Designator<'a>, span: Span| {
            let Designator::Field(name, name_span) = d else {
                s.diags.error(span, "an index designator cannot be used for a class");
                return None;
            };
            let Some(k) = rec.fields.iter().position(|f| &f.name == name) else {
                let msg = format!("class {} has no field \"{name}\"", s.ty_str(ty));
                s.diags.error(*name_span, msg);
                return None;
            };
            if k >= limit {
                let msg = "a designator for a union member other than the first is not supported yet";
                s.diags.error(span, msg);
                return None;
            }
            Some(k)
        };
        let slots = self.fill_designated(items, pos, limit, locate, |k| rec.fields[k].ty)?;
        // Members no item names take their default member initializers, else zero.
        let filled = slots
            .into_iter()
            .enumerate()
            .map(|(k, s)| {
                s.unwrap_or_else(|| match self.default_init_of(ty, k as u32) {
                    Some(v) => v,
                    None => self.zero_init(rec.fields[k].ty),
                })
            })
            .collect();
        Some(filled)
    }

    /// Places the items of a designated list at positions below `limit`: a designator
    /// (resolved by `locate`) moves the position, a plain item goes to the next one (with
    /// brace elision for aggregates). `None` after an error.
    fn fill_designated(
        &mut self,
        items: &[InitSyn<'a>],
        pos: &mut usize,
        limit: usize,
        mut locate: impl FnMut(&mut Self, &Designator<'a>, Span) -> Option<usize>,
        ty_at: impl Fn(usize) -> TypeId,
    ) -> Option<Vec<Option<Init<'a>>>> {
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
                    next = locate(self, d, *span)?;
                    *pos += 1;
                    self.initializer(ty_at(next), value)
                }
                _ if next >= limit => break,
                _ => self.fill_element(ty_at(next), items, pos),
            };
            ok &= init.is_some();
            place(&mut slots, next, init);
            next += 1;
        }
        ok.then_some(slots)
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
