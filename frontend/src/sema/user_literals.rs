//! User-defined literals on numbers (C++11): `5_kb` calls `operator""_kb`, declared
//! as `R operator""_kb(unsigned long long)` (an integer literal, cooked),
//! `R operator""_km(long double)` (a floating literal, cooked) or
//! `R operator""_n(const char*)` (either, raw: the number's spelling as a string).
//! The cooked forms are preferred when declared, as [lex.ext] says. The operator is
//! found by ordinary lookup of its name `operator""_kb` and called as any function;
//! its symbol is mangled `li <suffix>` (`_Zli4_lenPKc`, nvcc's). Literal operator
//! templates (`template <char...>`) and string or character literals with suffixes are
//! not supported.

use crate::il::{Expr, ExprKind, FnDeclId};
use crate::literal::{self, NumLit};
use crate::source::Span;
use crate::types::TypeId;

use super::lookup::Entity;
use super::Sema;

impl<'a> Sema<'a> {
    /// The call of the literal operator for `number` written with `suffix`.
    pub fn user_defined_literal(&mut self, number: &str, suffix: &str, span: Span) -> &'a Expr<'a> {
        let name = self.interner.intern(&format!("operator\"\"{suffix}"));
        let set: Vec<FnDeclId> = match self.scopes.lookup(name) {
            Some(Entity::Funcs(set)) => set.to_vec(),
            _ => Vec::new(),
        };
        let Ok(value) = literal::parse_number(number) else {
            // The lexer reported the malformed number.
            return self.error_expr(span);
        };
        let cooked = match value {
            NumLit::Int { value, .. } => (TypeId::ULONGLONG, ExprKind::int_const(u128::from(value))),
            NumLit::Float { value, .. } => (TypeId::LONGDOUBLE, ExprKind::FloatConst(value)),
        };
        let takes = |s: &Self, ty: TypeId| {
            set.iter().any(|&f| {
                s.types
                    .fn_sig(s.func(f).ty)
                    .is_some_and(|(_, p, _)| p.len() == 1 && p[0].unqualified() == ty)
            })
        };
        let arg = if takes(self, cooked.0) {
            self.mk(cooked.1, cooked.0, span, false)
        } else {
            let raw = self
                .types
                .pointer_to(TypeId::CHAR.with_quals(crate::types::Quals::CONST));
            if !takes(self, raw) {
                self.diags.error(span, "user-defined literal operator not found");
                return self.error_expr(span);
            }
            let quoted = self.interner.intern(&format!("\"{number}\""));
            let string = self.string_literal(&[quoted], span);
            self.rvalue(string)
        };
        let callee = self.entity_expr(Some(Entity::Funcs(set.iter().copied().collect())), name, span);
        self.call(callee, Some(set), vec![arg], span, span)
    }
}
