//! Function declarations and definitions: the declarator and specifiers handed to Sema,
//! which makes the [`FnDeclInfo`] (`sema::function_declarators`), and the body parsed
//! in the function's scope.

use crate::il::{FnDeclId, Stmt, StmtKind};
use crate::sema::auto_deduction::declared_results::ResultSpecifiers;
use crate::sema::decl::FnDeclInfo;
use crate::sema::exec_spaces::ExecSpecifiers;
use crate::sema::function_declarators::FunctionDeclarator;

use super::{DeclSpec, Declarator, Storage};
use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// Declares the function named by a function declarator.
    pub(super) fn function_declaration(
        &mut self,
        spec: &DeclSpec,
        d: &Declarator,
        is_def: bool,
    ) -> PResult<Option<FnDeclId>> {
        let span = d.name.map(|n| n.1).unwrap_or(spec.span);
        let qualified = d.const_method || d.volatile_method;
        let ref_qualifier = d.ref_qual.map(|(_, at)| at);
        if !self
            .sema
            .check_nonmember_function(span, qualified, ref_qualifier, spec.is_ctor)
        {
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
        let written = FunctionDeclarator {
            name,
            span,
            result: ResultSpecifiers {
                ty: spec.ty,
                is_auto: spec.is_auto,
                decltype_auto: spec.decltype_auto,
            },
            ops: &d.ops,
            trailing: d.trailing_ret,
            ops_at: self.prev_span(),
            mem_space: spec.mem_space,
            typedef: spec.storage == Storage::Typedef,
            exec: ExecSpecifiers {
                global: spec.global || d.exec.global,
                device: spec.device || d.exec.device,
                host: spec.host || d.exec.host,
            },
            spec_span: spec.span,
            is_constexpr: spec.is_constexpr,
            is_consteval: spec.is_consteval,
            launch_attrs: &spec.launch_attr_spans,
            user_file: !self.deferred_library.files.contains(&span.file),
            extern_c: self.extern_c,
            is_static: spec.storage == Storage::Static,
            inline: spec.inline,
            attribute_inline: d.attributes.inline,
            is_definition: is_def,
            deprecated: d.attributes.deprecated.or(spec.deprecated),
            noreturn: d.attributes.noreturn || spec.noreturn,
            attrs: spec.attrs,
        };
        self.sema.function_declaration_info(written).ok_or(Recover)
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
        let Some(open) = self.sema.start_function_body(f) else {
            self.skip_function_body();
            return Ok(f);
        };
        let start = self.pos;
        self.skip_member_initializers();
        let body_pos = self.pos;
        self.pos = start;
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
