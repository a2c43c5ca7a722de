//! A function declarator with its declaration specifiers ([dcl.fct], [dcl.spec]): the
//! declaration Sema enters ([`FnDeclInfo`]) — its declared result, its execution space
//! (`constexpr` functions are `__host__ __device__`, NVRTC's model for the user's
//! files), its inline hints and linkage — and the specifiers a function may not have.

use crate::il::{InlineHint, KernelAttrs};
use crate::sema::auto_deduction::declared_results::ResultSpecifiers;
use crate::sema::decl::FnDeclInfo;
use crate::sema::declarators::DeclOp;
use crate::sema::exec_spaces::ExecSpecifiers;
use crate::sema::launch_attributes::LaunchAttrSpans;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

/// A function declarator and its specifiers as the parser read them.
pub struct FunctionDeclarator<'s> {
    /// The declared name.
    pub name: Sym,
    /// Where the name is written.
    pub span: Span,
    /// What the specifiers say of the result.
    pub result: ResultSpecifiers,
    /// The declarator's operators, the function's parameter list last.
    pub ops: &'s [DeclOp],
    /// `-> T` after the parameter list.
    pub trailing: Option<TypeId>,
    /// Where errors of the operators are placed (the declarator's end).
    pub ops_at: Span,
    /// `__shared__`, `__constant__` or `__managed__` written, and where.
    pub mem_space: Option<(&'static str, Span)>,
    /// `typedef` written.
    pub typedef: bool,
    /// The execution-space specifiers written (among the specifiers or in the declarator).
    pub exec: ExecSpecifiers,
    /// Where the specifiers are written.
    pub spec_span: Span,
    /// `constexpr` (or `consteval`) written.
    pub is_constexpr: bool,
    /// `consteval` written.
    pub is_consteval: bool,
    /// Where launch attributes were written.
    pub launch_attrs: &'s LaunchAttrSpans,
    /// Declared in the user's files (not a library header read for them).
    pub user_file: bool,
    /// Declared inside `extern "C"`.
    pub extern_c: bool,
    /// `static` written.
    pub is_static: bool,
    /// The inline hint among the specifiers.
    pub inline: InlineHint,
    /// The inline hint of GNU attributes after the parameter list.
    pub attribute_inline: Option<InlineHint>,
    /// A body follows.
    pub is_definition: bool,
    /// `[[deprecated]]`'s message (after the parameters, else among the specifiers).
    pub deprecated: Option<Sym>,
    /// `[[noreturn]]` (among the specifiers or after the parameters).
    pub noreturn: bool,
    /// Kernel launch attributes.
    pub attrs: KernelAttrs,
}

impl Sema<'_> {
    /// Checks what a function declarator at namespace or block scope (its name at
    /// `span`) may not have: qualifiers after its parameters (`const_at`: `const` or
    /// `volatile` written), a ref-qualifier (at `ref_qualifier`), or no type at all (a
    /// constructor's form outside its class, `ctor`); whether it may be declared.
    pub fn check_nonmember_function(
        &mut self,
        span: Span,
        qualified: bool,
        ref_qualifier: Option<Span>,
        ctor: bool,
    ) -> bool {
        if qualified {
            self.diags
                .error(span, "a type qualifier is not allowed on a nonmember function");
        }
        if let Some(at) = ref_qualifier {
            self.diags.error(at, "a ref-qualifier is not allowed here");
        }
        if ctor {
            self.diags
                .error(span, "this declaration has no storage class or type specifier");
        }
        !ctor
    }

    /// The declaration of the function `d` declares; `None` after an error that leaves
    /// none (a function typedef, a result type in error, a declarator that is no
    /// function's).
    pub fn function_declaration_info(&mut self, d: FunctionDeclarator) -> Option<FnDeclInfo> {
        if let Some((space, s)) = d.mem_space {
            self.diags.error(s, format!("{space} cannot be applied to a function"));
        }
        if d.typedef {
            self.diags.error(d.span, "function typedefs are not supported yet");
            return None;
        }
        let Some((DeclOp::Function(params, variadic), outer)) = d.ops.split_last() else {
            return None;
        };
        let ret = self.declared_function_result(d.result, outer, d.trailing, d.span, d.ops_at)?;
        let exec =
            self.act_on_function_exec_space(d.exec, d.is_constexpr, d.spec_span, d.user_file, d.launch_attrs, d.span);
        Some(FnDeclInfo {
            name: d.name,
            span: d.span,
            ret,
            params: params.clone(),
            variadic: *variadic,
            exec,
            extern_c: d.extern_c,
            is_static: d.is_static,
            inline: d.attribute_inline.unwrap_or(d.inline),
            odr_inline: matches!(d.inline, InlineHint::Inline | InlineHint::Force)
                || d.attribute_inline == Some(InlineHint::Force),
            is_definition: d.is_definition,
            is_constexpr: d.is_constexpr,
            is_consteval: d.is_consteval,
            deprecated: d.deprecated,
            noreturn: d.noreturn,
            attrs: d.attrs,
        })
    }
}
