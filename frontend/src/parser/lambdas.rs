//! Lambda expressions: `[captures] (params) specifiers -> R { body }`.
//!
//! The capture list, parameter list (optional when empty), `mutable`, CUDA's `__device__`
//! / `__host__` (extended lambdas) and the trailing return type are read here; the body
//! is parsed as the body of the closure's `operator()` (see `sema::lambdas::closures`) with the
//! enclosing function's statement context saved around it, since the enclosing body is
//! still being parsed.

use crate::il::Expr;
use crate::sema::decl::ParamInfo;
use crate::sema::lambdas::closures::{CaptureMode, CaptureSyn, LambdaSyn};
use crate::symbol::Sym;
use crate::template_replays::{self, Replay};
use crate::token::TokenKind as K;
use crate::types::TypeKind;

use super::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
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
        if self.peek() == K::LParen && self.has_auto_parameter() {
            return self.generic_lambda_expr(syn);
        }
        if self.eat(K::LParen) {
            (syn.params, syn.variadic) = self.parameter_list()?;
        }
        self.lambda_specifiers(&mut syn);
        if self.eat(K::Arrow) {
            syn.ret = Some(self.lambda_return_type(&syn.params)?);
        }
        if self.peek() != K::LBrace {
            self.error_here("expected a \"{\"");
            return Err(Recover);
        }
        let Some((op, enclosing)) = self.sema.act_on_lambda_start(&syn) else {
            self.skip_braces();
            return Ok(self.error_expr(open.to(self.prev_span())));
        };
        let body = self.function_body(Some(op));
        let span = open.to(self.prev_span());
        let closure = self.sema.act_on_lambda_end(enclosing, span);
        body?;
        Ok(closure)
    }

    /// Whether the parameter list at `(` declares an `auto` parameter.
    fn has_auto_parameter(&self) -> bool {
        let mut depth = 0i32;
        let mut n = 0;
        loop {
            match self.peek_at(n) {
                K::Eof => return false,
                K::LParen => depth += 1,
                K::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        return false;
                    }
                }
                K::KwAuto if depth == 1 => return true,
                _ => {}
            }
            n += 1;
        }
    }

    /// The type an `auto` of a generic lambda's parameter list stands for.
    pub(super) fn generic_auto_type(&mut self) -> crate::types::TypeId {
        let Some((bound, next)) = self.auto_params.as_mut() else {
            return crate::types::TypeId::ERROR;
        };
        let k = *next;
        *next += 1;
        match bound {
            Some(types) => types.get(k).copied().unwrap_or(crate::types::TypeId::ERROR),
            None => self
                .sema
                .intern_type(crate::types::TypeKind::TemplateParam { index: k as u32 }),
        }
    }

    /// Whether the parameter from here to its `...` at `ellipsis` is a generic lambda's
    /// parameter pack (`auto&&... a`): it says `auto` while a generic lambda's
    /// parameters are read.
    pub(in crate::parser) fn is_generic_auto_pack(&self, ellipsis: usize) -> bool {
        self.auto_params.is_some() && (self.pos..ellipsis).any(|i| self.toks[i].kind == K::KwAuto)
    }

    /// A generic lambda's parameter pack `auto&&... a` (from here to `end`, its `...` at
    /// `ellipsis`): in the pattern one parameter of the expansion's type (its `auto` a
    /// template parameter pack); in a call operator instance one parameter per bound
    /// type left (the pack is the last parameter), named `a#0`, `a#1`, ... and recorded
    /// in `packs` so that the body's `a...` expands them.
    pub(in crate::parser) fn generic_auto_pack(
        &mut self,
        ellipsis: usize,
        end: usize,
        packs: &mut Vec<(Sym, Vec<Sym>)>,
    ) -> PResult<Vec<ParamInfo>> {
        let start = self.pos;
        let (bound_len, first) = match &self.auto_params {
            Some((bound, next)) => (bound.as_ref().map(Vec::len), *next),
            None => return Err(Recover),
        };
        let Some(len) = bound_len else {
            let mut info = self.pack_parameter_element()?;
            info.ty = self.sema.intern_type(TypeKind::PackExpansion { pattern: info.ty });
            return Ok(vec![info]);
        };
        let mut elems = Vec::new();
        for k in first..len.max(first) {
            self.pos = start;
            if let Some((_, next)) = self.auto_params.as_mut() {
                *next = k;
            }
            elems.push(self.pack_parameter_element()?);
        }
        self.pos = end;
        let name = self.toks[ellipsis + 1];
        if name.kind == K::Ident {
            let names = self.sema.pack_element_names(name.text, elems.len());
            for (info, &n) in elems.iter_mut().zip(&names) {
                info.name = Some(n);
            }
            packs.push((name.text, names));
        }
        Ok(elems)
    }

    /// A generic lambda at its `(`: the parameter patterns, the names its body uses (its
    /// captures), then the body is skipped; it is parsed at each call.
    fn generic_lambda_expr(&mut self, mut syn: LambdaSyn<'a>) -> PResult<&'a Expr<'a>> {
        let params_pos = self.pos;
        self.bump();
        self.auto_params = Some((None, 0));
        let params = self.parameter_list();
        let autos = self.auto_params.take().map_or(0, |(_, n)| n);
        let (pattern, variadic) = params?;
        syn.variadic = variadic;
        self.lambda_specifiers(&mut syn);
        // The trailing return type names the `auto`s (`-> decltype(t.f())`): it is read
        // for each call operator instance, with the instance's parameters.
        if self.eat(K::Arrow) {
            self.skip_to_lambda_body();
        }
        if self.peek() != K::LBrace {
            self.error_here("expected a \"{\"");
            return Err(Recover);
        }
        let body_start = self.pos;
        self.skip_braces();
        let mut names = Vec::new();
        let mut uses_this = false;
        for k in body_start..self.pos {
            let t = self.toks[k];
            if t.kind != K::Ident {
                continue;
            }
            if self.text(t) == "this" {
                uses_this = true;
                continue;
            }
            let member = matches!(self.toks[k - 1].kind, K::Dot | K::Arrow | K::ColonColon);
            let own = pattern.iter().any(|p| p.name == Some(t.text));
            if !member && !own && self.toks[k + 1].kind != K::ColonColon {
                names.push((t.text, t.span));
            }
        }
        syn.span = syn.span.to(self.prev_span());
        Ok(self
            .sema
            .generic_lambda(&syn, pattern, autos, &names, uses_this, params_pos))
    }

    /// The call operator of generic lambda `id` for argument types `types`: its
    /// parameter list at token `params_pos` (the `auto`s standing for `types`) and body
    /// parsed again, in the scopes Sema entered for it.
    pub(in crate::parser) fn generic_call_operator(
        &mut self,
        id: crate::types::RecordId,
        types: Vec<crate::types::TypeId>,
        params_pos: usize,
    ) {
        template_replays::note(Replay::GenericCallOperator);
        let saved_pos = self.pos;
        let saved_launch = std::mem::replace(&mut self.in_launch_config, false);
        let saved_targs = std::mem::replace(&mut self.in_template_args, false);
        // The call may be read in a pack expansion's element (`g(f(I)...)`), which hides
        // the tokens after it (the lambda's among them), or between the halves of a `>>`.
        let saved_limit = std::mem::replace(&mut self.token_limit, usize::MAX);
        let saved_split = self.split_shr.take();
        let saved_expanding = std::mem::take(&mut self.expanding_packs);
        self.pos = params_pos + 1;
        self.auto_params = Some((Some(types.clone()), 0));
        let params = self.parameter_list();
        self.auto_params = None;
        if let Ok((params, _)) = params {
            let mut dummy = LambdaSyn {
                default: None,
                captures: Vec::new(),
                params: Vec::new(),
                variadic: false,
                mutable: false,
                ret: None,
                device: false,
                host: false,
                span: self.span(),
            };
            self.lambda_specifiers(&mut dummy);
            // A return type that does not substitute leaves no call operator for these
            // types ([temp.deduct]/8): the call finds none, which SFINAE may take back.
            let ret = match self.eat(K::Arrow) {
                true => {
                    let errors = self.error_count();
                    match self.lambda_return_type(&params) {
                        Ok(ty) if self.error_count() == errors => Ok(Some(ty)),
                        _ => Err(()),
                    }
                }
                false => Ok(None),
            };
            if let (Ok(ret), K::LBrace) = (ret, self.peek()) {
                if let Some(op) = self.sema.generic_call_operator(id, types, &params, ret) {
                    let _ = self.function_body(Some(op));
                }
            }
        }
        self.split_shr = saved_split;
        self.token_limit = saved_limit;
        self.expanding_packs = saved_expanding;
        self.in_template_args = saved_targs;
        self.in_launch_config = saved_launch;
        self.pos = saved_pos;
    }

    /// A lambda's trailing return type after its `->`, its parameters `params` in scope
    /// ([basic.scope.param]: `[](int x) -> decltype(x) {...}`).
    fn lambda_return_type(&mut self, params: &[ParamInfo]) -> PResult<crate::types::TypeId> {
        self.sema.enter_trailing_return_scope(params);
        let ty = self.type_name();
        self.sema.leave_block_scope();
        ty
    }

    /// Skips a generic lambda's trailing return type, up to the `{` of its body.
    fn skip_to_lambda_body(&mut self) {
        let mut depth = 0i32;
        loop {
            match self.peek() {
                K::Eof => return,
                K::LBrace if depth == 0 => return,
                K::LParen | K::LBracket | K::LBrace => depth += 1,
                K::RParen | K::RBracket | K::RBrace => depth -= 1,
                _ => {}
            }
            self.bump();
        }
    }

    /// `mutable`, `__device__`, `__host__`, `constexpr`, `noexcept` and attributes.
    fn lambda_specifiers(&mut self, syn: &mut LambdaSyn<'a>) {
        loop {
            match self.peek() {
                K::KwDevice => syn.device = true,
                K::KwHost => syn.host = true,
                K::KwConstexpr => {}
                K::Ident if self.text(self.tok()) == "mutable" => syn.mutable = true,
                K::Ident if self.text(self.tok()) == "noexcept" => {
                    self.bump();
                    self.skip_noexcept_argument();
                    continue;
                }
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
