//! Function declarations and definitions: the [`FnDeclInfo`] handed to Sema and the body
//! parsed in the function's scope.

use crate::host_code::SetAside;
use crate::il::{FnDeclId, Stmt, StmtKind};
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
        self.sema.set_next_function_abi_tags(tags);
        let f = self.sema.declare_function(info);
        if let (Some(f), true) = (f, d.noexcept) {
            self.sema.mark_noexcept(f);
        }
        Ok(f)
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
            global: spec.global,
            device: spec.device,
            host: spec.host,
        };
        let exec = self.sema.function_exec_space(written, spec.is_constexpr, spec.span);
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
            is_definition: is_def,
            is_constexpr: spec.is_constexpr,
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
        let start = self.pos;
        self.skip_member_initializers();
        let body_pos = self.pos;
        self.pos = start;
        // Host code's errors may be set aside; device code's always stand (also when a
        // host body instantiates a kernel template).
        let host = !self.sema.func(f).exec.is_device();
        let region = self.sema.enter_region(host);
        let outer_temps = self.sema.begin_temporaries();
        self.sema.begin_function_body(f);
        self.declare_parameter_packs();
        let mut first = match prologue(self) {
            Ok(stmts) => stmts,
            Err(Recover) => {
                // Back to the body after a bad initializer list.
                self.pos = body_pos;
                Vec::new()
            }
        };
        let body = self.compound_statement(false);
        let mut body = match body {
            Ok(b) => b,
            Err(Recover) => {
                let span = self.prev_span();
                self.stmt(StmtKind::Compound(&[]), span)
            }
        };
        // Temporaries live in the function's frame: declared first, initialized where used.
        let temps = self.sema.end_temporaries(outer_temps);
        if !temps.is_empty() || !first.is_empty() {
            let mut stmts: Vec<Stmt<'a>> = temps
                .into_iter()
                .map(|var| Stmt {
                    kind: StmtKind::Decl { var, init: None },
                    span: body.span,
                })
                .collect();
            stmts.append(&mut first);
            stmts.push(*body);
            let list = self.arena.alloc_slice_fill_iter(stmts);
            body = self.stmt(StmtKind::Compound(list), body.span);
        }
        self.sema.end_function_body(f, body);
        if let Some(why) = self.sema.leave_region(&region) {
            // Never compiled; an empty body keeps later stages away from the broken one.
            let empty = self.stmt(StmtKind::Compound(&[]), body.span);
            self.sema.set_aside_function_body(f, empty);
            let name = self.sema.func(f).name;
            let what = format!("the body of host function \"{name}\"");
            let record = SetAside::new(self.toks[body_pos].span, what, why);
            self.sema.diags.set_aside(&region, record);
        }
        Ok(f)
    }
}
