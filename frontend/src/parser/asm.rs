//! GNU inline assembly as CUDA code writes it:
//! `asm [volatile] ("ptx text" : "=r"(out), ... : "r"(in), ... : "memory");`.
//! Constraints name PTX register kinds (`h` 16-bit, `r` 32-bit, `l` 64-bit, `f` f32,
//! `d` f64) or an immediate (`n`).

use crate::il::{Expr, Stmt};
use crate::sema::asm::AsmSyntax;
use crate::source::Span;
use crate::token::TokenKind as K;

use super::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// Whether the next tokens start an `asm` statement.
    pub(super) fn at_asm(&self) -> bool {
        self.peek() == K::Ident
            && matches!(self.text(self.tok()), "asm" | "__asm__" | "__asm")
            && (self.peek_at(1) == K::LParen || self.peek_at(1) == K::KwVolatile || self.peek_at(1) == K::Ident)
    }

    /// `asm [volatile] ( template [: outputs [: inputs [: clobbers]]] ) ;`
    pub(super) fn asm_statement(&mut self) -> PResult<&'a Stmt<'a>> {
        let kw = self.bump();
        let mut volatile = false;
        loop {
            if self.eat(K::KwVolatile) {
                volatile = true;
            } else if self.peek() == K::Ident && self.text(self.tok()) == "__volatile__" {
                self.bump();
                volatile = true;
            } else {
                break;
            }
        }
        self.expect(K::LParen, "(")?;
        let mut text = String::new();
        if self.peek() != K::StrLit {
            self.error_here("expected a string literal");
            return Err(Recover);
        }
        while self.peek() == K::StrLit {
            let t = self.bump();
            text.push_str(&self.string_text(t));
        }
        let template = self.arena.alloc_str(&to_llvm_template(&text));
        // `::` (one token) opens a section and leaves it empty: the next one is open too.
        let mut pending = 0u8;
        let outputs = if self.asm_section(&mut pending) && pending == 0 {
            self.asm_operands()?
        } else {
            Vec::new()
        };
        let inputs = if self.asm_section(&mut pending) && pending == 0 {
            self.asm_operands()?
        } else {
            Vec::new()
        };
        let mut clobbers_memory = false;
        if self.asm_section(&mut pending) {
            while self.peek() == K::StrLit {
                let t = self.bump();
                clobbers_memory |= self.string_text(t) == "memory";
                if !self.eat(K::Comma) {
                    break;
                }
            }
        }
        let close = self.expect(K::RParen, ")")?.span;
        self.expect(K::Semi, ";")?;
        let span = kw.span.to(close);
        let syn = AsmSyntax {
            template,
            outputs,
            inputs,
            volatile,
            clobbers_memory,
        };
        Ok(self.sema.act_on_asm(syn, span))
    }

    /// Opens the next operand section (after `:`, or the second half of a `::`);
    /// `pending` counts sections a `::` opened that are still to come.
    fn asm_section(&mut self, pending: &mut u8) -> bool {
        if *pending > 0 {
            *pending -= 1;
            true
        } else if self.eat(K::Colon) {
            true
        } else if self.eat(K::ColonColon) {
            *pending = 1;
            true
        } else {
            false
        }
    }

    /// The characters of one string-literal token (escapes decoded).
    fn string_text(&mut self, t: crate::token::Token) -> String {
        let e = self.sema.string_literal(&[t.text], t.span);
        match e.kind {
            crate::il::ExprKind::StringLit(bytes) => {
                String::from_utf8_lossy(bytes.strip_suffix(&[0]).unwrap_or(bytes)).into_owned()
            }
            _ => String::new(),
        }
    }

    /// `"constraint" (expr)` operands separated by commas, up to the next `:` or `)`.
    fn asm_operands(&mut self) -> PResult<Vec<(String, Span, &'a Expr<'a>)>> {
        let mut list = Vec::new();
        while self.peek() == K::StrLit {
            let t = self.bump();
            let constraint = self.string_text(t);
            self.expect(K::LParen, "(")?;
            let e = self.nested(|p| p.expr())?;
            self.expect(K::RParen, ")")?;
            list.push((constraint, t.span, e));
            // nvcc also reads operands without the comma between them
            // (`::"r"(v) "l"(p)`, as cuda-samples writes), silently; g++ does not.
            if !self.eat(K::Comma) && self.peek() != K::StrLit {
                break;
            }
        }
        Ok(list)
    }
}

/// CUDA's template spelling (`%0`, `%%`) to LLVM's (`$0`, `%`, `$$`).
fn to_llvm_template(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '%' if chars.peek() == Some(&'%') => {
                chars.next();
                out.push('%');
            }
            '%' if chars.peek().is_some_and(|d| d.is_ascii_digit()) => out.push('$'),
            '$' => out.push_str("$$"),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn templates_use_llvm_operand_spelling() {
        assert_eq!(
            super::to_llvm_template("mov.u32 %0, %%laneid; add.s32 %1, %2, 3; // $x"),
            "mov.u32 $0, %laneid; add.s32 $1, $2, 3; // $$x"
        );
    }
}
