//! Literals ([lex.literal], [expr.prim.literal]) as one action: the parser hands over
//! the literal tokens it read ([`Literal`]) and Sema gives the expression (the value and
//! type of each kind are `sema::expr`'s).

use crate::il::Expr;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;

/// A literal as written.
#[derive(Clone, Copy, Debug)]
pub enum Literal<'t> {
    /// An integer or floating literal, by its spelling.
    Number(Sym),
    /// A character literal, by its spelling.
    Char(Sym),
    /// Adjacent string literals, concatenated, by their spellings.
    String(&'t [Sym]),
    /// `true` or `false`.
    Bool(bool),
    /// `nullptr`.
    Nullptr,
}

impl<'a> Sema<'a> {
    /// The expression literal `lit` (at `span`) denotes.
    pub fn act_on_literal(&mut self, lit: Literal<'_>, span: Span) -> &'a Expr<'a> {
        match lit {
            Literal::Number(text) => self.number_literal(text, span),
            Literal::Char(text) => self.char_literal(text, span),
            Literal::String(parts) => self.string_literal(parts, span),
            Literal::Bool(v) => self.bool_literal(v, span),
            Literal::Nullptr => self.nullptr_literal(span),
        }
    }
}
