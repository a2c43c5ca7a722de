//! Lambda expressions: `[captures] (params) specifiers -> R { body }`.
//!
//! The capture list, parameter list (optional when empty), `mutable`, CUDA's `__device__`
//! / `__host__` (extended lambdas) and the trailing return type are read here; the body
//! is parsed as the body of the closure's `operator()` (see `sema::lambda`) with the
//! enclosing function's statement context saved around it, since the enclosing body is
//! still being parsed.

use crate::il::Expr;
use crate::sema::lambda::{CaptureMode, CaptureSyn, LambdaSyn};
use crate::token::TokenKind as K;

use super::{PResult, Parser, Recover};

impl<'a> Parser<'a> {
    /// A lambda expression at `[`.
    pub(super) fn lambda_expr(&mut self) -> PResult<&'a Expr<'a>> {
        let open = self.bump().span;
        let (default, captures) = self.capture_list()?;
        let mut syn = LambdaSyn {
            default,
            captures,
            params: Vec::new(),
            variadic: false,
            mutable: false,
            ret: None,
            device: false,
            host: false,
            span: open,
        };
        // Extended lambdas put `__device__` before the parameters: `[=] __device__ (int i)`.
        self.lambda_specifiers(&mut syn);
        if self.eat(K::LParen) {
            (syn.params, syn.variadic) = self.parameter_list()?;
        }
        self.lambda_specifiers(&mut syn);
        if self.eat(K::Arrow) {
            syn.ret = Some(self.type_name()?);
        }
        if self.peek() != K::LBrace {
            self.error_here("expected a \"{\"");
            return Err(Recover);
        }
        let Some(op) = self.sema.begin_lambda(&syn) else {
            self.skip_braces();
            return Ok(self.sema.error_expr(open.to(self.prev_span())));
        };
        // The enclosing body's statement context, which the operator's body replaces.
        let saved_ctx = self.sema.fn_ctx;
        let saved_jumps = std::mem::take(&mut self.sema.jump_targets);
        let saved_labels = self.sema.take_labels();
        let body = self.function_body(Some(op));
        self.sema.restore_labels(saved_labels);
        self.sema.jump_targets = saved_jumps;
        self.sema.fn_ctx = saved_ctx;
        let span = open.to(self.prev_span());
        let closure = self.sema.end_lambda(span);
        body?;
        Ok(closure)
    }

    /// `mutable`, `__device__`, `__host__`, `constexpr`, `noexcept` and attributes.
    fn lambda_specifiers(&mut self, syn: &mut LambdaSyn<'a>) {
        loop {
            match self.peek() {
                K::KwDevice => syn.device = true,
                K::KwHost => syn.host = true,
                K::KwConstexpr => {}
                K::Ident if self.text(self.tok()) == "mutable" => syn.mutable = true,
                K::Ident if self.text(self.tok()) == "noexcept" => {}
                // `__attribute__((noinline))`, `[[...]]`: accepted and ignored.
                _ if self.skip_attributes() => continue,
                _ => break,
            }
            self.bump();
        }
    }

    /// `[...]` after its `[`: the capture default and the captures, through the `]`.
    fn capture_list(&mut self) -> PResult<(Option<CaptureMode>, Vec<CaptureSyn<'a>>)> {
        let mut default = None;
        let mut captures = Vec::new();
        let mut first = true;
        while self.peek() != K::RBracket {
            let by_ref = self.peek() == K::Amp;
            if first && matches!(self.peek(), K::Assign | K::Amp) && matches!(self.peek_at(1), K::Comma | K::RBracket) {
                self.bump();
                default = Some(if by_ref { CaptureMode::Ref } else { CaptureMode::Copy });
            } else if self.peek() == K::Star && self.peek_at(1) == K::Ident && self.text(self.tok_at(1)) == "this" {
                self.error_here("capturing \"*this\" is not supported yet");
                return Err(Recover);
            } else if self.peek() == K::Ident && self.text(self.tok()) == "this" {
                captures.push(CaptureSyn::This(self.bump().span));
            } else {
                if by_ref {
                    self.bump();
                }
                let mode = if by_ref { CaptureMode::Ref } else { CaptureMode::Copy };
                let name = self.expect(K::Ident, "identifier")?;
                if self.eat(K::Assign) {
                    let init = self.nested(|p| p.assign_expr())?;
                    captures.push(CaptureSyn::Init(name.text, mode, init, name.span));
                } else {
                    captures.push(CaptureSyn::Name(name.text, mode, name.span));
                }
            }
            first = false;
            if !self.eat(K::Comma) {
                break;
            }
        }
        self.expect(K::RBracket, "]")?;
        Ok((default, captures))
    }
}
