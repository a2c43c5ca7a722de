//! What pack expansions mean ([temp.variadic]): `sizeof...(pack)`, the lengths of the
//! packs one pattern expands, and the value of a fold over an empty pack. The parser
//! finds the packs a pattern names and parses the pattern once per element.

use crate::il::{CastKind, Expr};
use crate::sema::lookup::Entity;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

/// The operator of a fold expression, as far as an empty pack's value depends on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoldOperator {
    /// `&&`: `true`.
    And,
    /// `||`: `false`.
    Or,
    /// `,`: `void()`.
    Comma,
    /// Any other: an empty expansion is an error.
    Other,
}

impl<'a> Sema<'a> {
    /// `sizeof...(name)` (`name` at `at`, the whole at `span`): the number of elements;
    /// `expanding` the length of a pack of that name being expanded, whose name stands
    /// for one element here. `None` after nvcc's error for a name that is no pack.
    pub fn sizeof_pack(&mut self, name: Sym, expanding: Option<usize>, at: Span, span: Span) -> Option<&'a Expr<'a>> {
        let n = match (self.scopes.lookup(name), expanding) {
            (Some(Entity::Pack(elems)), _) => elems.len(),
            // In a signature pattern the pack is a placeholder.
            (Some(Entity::PatternPack(_)), _) => 0,
            (_, Some(len)) => len,
            _ => {
                let n = self.interner.get(name).to_string();
                self.diags.error(at, format!("\"{n}\" is not a parameter pack"));
                return None;
            }
        };
        Some(self.int_const(n as i128, TypeId::SIZE_T, span))
    }

    /// nvcc's error for packs `other` and `first` one pattern expands (at `site`, its
    /// `...`) with different lengths.
    pub fn pack_lengths_differ(&mut self, other: Sym, first: Sym, site: Span) {
        let (a, b) = (self.interner.get(other), self.interner.get(first));
        let msg = format!("pack \"{a}\" does not have the same number of elements as \"{b}\"");
        self.diags.error(site, msg);
    }

    /// The value of a fold with operator `op` over an empty pack (`site` its `...`):
    /// `true` for `&&`, `false` for `||`, `void()` for `,`; `None` after the error for
    /// the other operators.
    pub fn empty_fold(&mut self, op: FoldOperator, site: Span, span: Span) -> Option<&'a Expr<'a>> {
        match op {
            FoldOperator::And => Some(self.bool_literal(true, span)),
            FoldOperator::Or => Some(self.bool_literal(false, span)),
            FoldOperator::Comma => {
                let zero = self.int_const(0, TypeId::INT, span);
                Some(self.cast(CastKind::ToVoid, zero, TypeId::VOID))
            }
            FoldOperator::Other => {
                self.diags
                    .error(site, "empty expansion not valid for this fold expression");
                None
            }
        }
    }
}
