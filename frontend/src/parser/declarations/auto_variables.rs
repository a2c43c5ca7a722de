//! The syntax of `auto` in local variables and range-`for` variables: `auto x = e;`,
//! `auto x(e);`, `auto x{e};`, with any declarator. The initializer is parsed here; Sema
//! deduces the type from the declarator and declares the variable
//! (`sema::auto_deduction::auto_declarators`).

use crate::il::Expr;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::declarations::{DeclOp, DeclSpec};
use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// The declared type of `spec ops` (whose specifiers say `auto`) initialized by `init`.
    pub(in crate::parser) fn deduce_auto(
        &mut self,
        spec: &DeclSpec,
        ops: &[DeclOp],
        init: &'a Expr<'a>,
    ) -> PResult<TypeId> {
        let at = self.prev_span();
        self.sema
            .deduce_auto_declarator(spec.auto_specifiers(), ops, init, at)
            .ok_or(Recover)
    }

    /// The initializer of `auto x = init;`, `auto* p = init;`, `const auto& r = init;`
    /// ... at block scope (`ops` the declarator's), `None` when none is written.
    pub(in crate::parser) fn auto_local_initializer(
        &mut self,
        spec: &DeclSpec,
        ops: &[DeclOp],
    ) -> PResult<Option<&'a Expr<'a>>> {
        if ops.iter().any(|op| matches!(op, DeclOp::Array(..))) {
            self.error_at(spec.span, "\"auto\" type cannot appear in top-level array type");
            return Err(Recover);
        }
        self.auto_initializer()
    }

    /// The initializer of an `auto` declaration (`= e`, `(e)` or `{e}`), or `None` when
    /// none follows.
    pub(in crate::parser) fn auto_initializer(&mut self) -> PResult<Option<&'a Expr<'a>>> {
        let init = match self.peek() {
            K::Assign => {
                self.bump();
                // `auto v = {1, 2};` is a std::initializer_list<int>.
                if self.peek() == K::LBrace {
                    self.deduced_initializer_list()?
                } else {
                    self.nested(|p| p.assign_expr())?
                }
            }
            K::LParen => {
                self.bump();
                let e = self.nested(|p| p.expr())?;
                self.expect(K::RParen, ")")?;
                e
            }
            // `auto x{e};` deduces from the one element (C++17).
            K::LBrace => {
                let open = self.bump().span;
                let e = self.nested(|p| p.assign_expr())?;
                if self.peek() != K::RBrace {
                    self.error_at(
                        open,
                        "braced initialization of a variable declared with a placeholder type but without `=` requires exactly one element inside the braces",
                    );
                    // Skip the rest of the list so recovery resumes after it.
                    let mut depth = 0u32;
                    while !matches!(self.peek(), K::Eof | K::Semi) {
                        match self.bump().kind {
                            K::LBrace => depth += 1,
                            K::RBrace if depth == 0 => break,
                            K::RBrace => depth -= 1,
                            _ => {}
                        }
                    }
                    return Err(Recover);
                }
                self.bump();
                e
            }
            _ => return Ok(None),
        };
        Ok(Some(init))
    }
}
