//! Function declarations and definitions: the [`FnDeclInfo`] handed to Sema and the body
//! parsed in the function's scope.

use crate::il::{FnDeclId, InlineHint, Stmt, StmtKind};
use crate::sema::decl::FnDeclInfo;
use crate::sema::exec_spaces::ExecSpecifiers;

use super::{DeclOp, DeclSpec, Declarator, Storage};
use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// Declares the function named by a function declarator.
    pub(super) fn function_declaration(
        &mut self,
        spec: &DeclSpec,
        d: &Declarator,
        is_def: bool,
    ) -> PResult<Option<FnDeclId>> {
        if d.const_method || d.volatile_method {
            let span = d.name.map(|n| n.1).unwrap_or(spec.span);
            self.sema
                .diags
                .error(span, "a type qualifier is not allowed on a nonmember function");
        }
        if let Some((_, span)) = d.ref_qual {
            self.sema.diags.error(span, "a ref-qualifier is not allowed here");
        }
        if spec.is_ctor {
            let span = d.name.map(|n| n.1).unwrap_or(spec.span);
            self.sema
                .diags
                .error(span, "this declaration has no storage class or type specifier");
            return Err(Recover);
        }
        let info = self.fn_decl_info(spec, d, is_def)?;
        let tags = self
            .abi_tags_by_spec
            .remove(&(spec.span.file.0, spec.span.start))
            .unwrap_or_default();
        Ok(self.sema.act_on_function_declarator(info, self.pos, tags, d.noexcept))
    }

    /// The declaration of the function named by a function declarator, as sema takes it.
    pub(in crate::parser) fn fn_decl_info(
        &mut self,
        spec: &DeclSpec,
        d: &Declarator,
        is_def: bool,
    ) -> PResult<FnDeclInfo> {
        let Some((name, span)) = d.name else {
            self.error_here("expected an identifier");
            return Err(Recover);
        };
        if let Some((space, s)) = spec.mem_space {
            self.sema
                .diags
                .error(s, format!("{space} cannot be applied to a function"));
        }
        if spec.storage == Storage::Typedef {
            self.sema.diags.error(span, "function typedefs are not supported yet");
            return Err(Recover);
        }
        let Some(DeclOp::Function(params, variadic)) = d.ops.last() else {
            return Err(Recover);
        };
        let ret = self.function_result(spec, d, span)?;
        let written = ExecSpecifiers {
            global: spec.global || d.exec.global,
            device: spec.device || d.exec.device,
            host: spec.host || d.exec.host,
        };
        let user_file = !self.deferred_library.files.contains(&span.file);
        let exec = self.sema.act_on_function_exec_space(
            written,
            spec.is_constexpr,
            spec.span,
            user_file,
            &spec.launch_attr_spans,
            span,
        );
        let info = FnDeclInfo {
            name,
            span,
            ret,
            params: params.clone(),
            variadic: *variadic,
            exec,
            extern_c: self.extern_c,
            is_static: spec.storage == Storage::Static,
            inline: d.attributes.inline.unwrap_or(spec.inline),
            odr_inline: matches!(spec.inline, InlineHint::Inline | InlineHint::Force)
                || d.attributes.inline == Some(InlineHint::Force),
            is_definition: is_def,
            is_constexpr: spec.is_constexpr,
            is_consteval: spec.is_consteval,
            deprecated: d.attributes.deprecated.or(spec.deprecated),
            attrs: spec.attrs,
        };
        Ok(info)
    }

    /// A function body `{ ... }` for `f` (skipped when the declaration failed).
    pub(in crate::parser) fn function_body(&mut self, f: Option<FnDeclId>) -> PResult<FnDeclId> {
        self.function_body_with(f, |_| Ok(Vec::new()))
    }

    /// A function body whose first statements come from `prologue`, parsed after the
    /// parameters are in scope (a constructor's member initializers).
    pub(in crate::parser) fn function_body_with(
        &mut self,
        f: Option<FnDeclId>,
        prologue: impl FnOnce(&mut Self) -> PResult<Vec<Stmt<'a>>>,
    ) -> PResult<FnDeclId> {
        let Some(f) = f else {
            self.skip_function_body();
            return Err(Recover);
        };
        if self.sema.body_defined_elsewhere(f) {
            self.skip_function_body();
            return Ok(f);
        }
        let start = self.pos;
        self.skip_member_initializers();
        let body_pos = self.pos;
        self.pos = start;
        let open = self.sema.start_function_body(f);
        self.declare_parameter_packs();
        let first = match prologue(self) {
            Ok(stmts) => stmts,
            Err(Recover) => {
                // Back to the body after a bad initializer list.
                self.pos = body_pos;
                Vec::new()
            }
        };
        let body = match self.compound_statement(false) {
            Ok(b) => b,
            Err(Recover) => {
                let span = self.prev_span();
                self.stmt(StmtKind::Compound(&[]), span)
            }
        };
        let started = self.toks[body_pos].span;
        self.sema.finish_function_body(f, open, first, body, started);
        Ok(f)
    }
}
