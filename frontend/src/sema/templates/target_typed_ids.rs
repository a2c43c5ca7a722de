//! A function template named without a call, with fewer template arguments than it
//! needs (`f`, `f<4>`), where a pointer to function is expected: the rest are deduced
//! from the target type, the function type the pointer points to ([temp.deduct.funcaddr]).
//! ggml returns its dequantizers this way (`return dequantize_block_cuda<QK4_0, QR4_0,
//! dequantize_q4_0>;` from a function returning `to_t_cuda_t<half>`).
//!
//! Until a target is known, such a name is an error expression that remembers the
//! template and its explicit arguments, and nvcc's "no instance of function template"
//! is reported at its span; a target that deduces an instance takes that error back.
//! Targets: a `return` value, the initializer of a local variable (`to_t<float> f =
//! g<4>;`) and the right side of a plain assignment.

use super::instantiation::function_instance;
use super::replay::TemplateParser;
use super::sfinae::signature_substitutes;
use super::specializations::{specialized_arguments, SpecializationSignature};
use super::FnTemplateId;
use crate::il::Expr;
use crate::mangle::TemplateArg;
use crate::sema::decl::InitSyn;
use crate::sema::statement_actions::ReturnOperand;
use crate::sema::Sema;
use crate::source::Span;
use crate::types::{TypeId, TypeKind};

impl<'a> Sema<'a> {
    /// Notes that error expression `e` stands for template `t` named with `explicit`.
    pub(in crate::sema) fn remember_template_id(&self, e: &'a Expr<'a>, t: FnTemplateId, explicit: &[TemplateArg]) {
        let key = e as *const Expr as usize;
        self.template_ids.borrow_mut().insert(key, (t, explicit.to_vec()));
    }

    /// The template and explicit arguments `e` stands for, if it is a remembered
    /// template name (`&f<4>` is the same expression: `Sema::prefix`).
    pub(in crate::sema) fn template_id_of(&self, e: &'a Expr<'a>) -> Option<(FnTemplateId, Vec<TemplateArg>)> {
        self.template_ids.borrow().get(&(e as *const Expr as usize)).cloned()
    }
}

/// `e`, or when it is a function template named without all its arguments and `to` is a
/// pointer to function: the instance whose type is `to`'s pointee, as an expression
/// naming it (its "no instance" error taken back). Of several templates of the name,
/// the first whose pattern matches.
pub fn template_id_for_target<'a>(p: &mut dyn TemplateParser<'a>, e: &'a Expr<'a>, to: TypeId) -> &'a Expr<'a> {
    let sema = p.sema();
    let Some((head, explicit)) = sema.template_id_of(e) else {
        return e;
    };
    let to = to.unqualified();
    let Some(target) = sema.types.pointee(to).filter(|&f| sema.types.is_function(f)) else {
        return e;
    };
    let TypeKind::Function {
        ret, params, variadic, ..
    } = sema.types.kind(target.unqualified()).clone()
    else {
        return e;
    };
    for t in sema.template_set(head) {
        let sig = SpecializationSignature {
            template_args: &explicit,
            params: &params,
            ret,
            variadic,
        };
        let Some(args) = specialized_arguments(p, t, &sig) else {
            continue;
        };
        if !signature_substitutes(p, t, &args) {
            continue;
        }
        let Some(f) = function_instance(p, t, args, e.span) else {
            continue;
        };
        let sema = p.sema();
        if sema.declared_fn_type(f).unqualified() != target.unqualified() {
            continue;
        }
        sema.diags.take_back_errors_at(e.span);
        let name = sema.templates_name(t);
        return sema.entity_expr(Some(crate::sema::lookup::Entity::Funcs(vec![f].into())), name, e.span);
    }
    e
}

/// `return e;` (or `return;`, `return {...};`): a template name in `e` deduced from the
/// function's return type, then [`Sema::act_on_return`].
pub fn act_on_return<'a>(
    p: &mut dyn TemplateParser<'a>,
    operand: ReturnOperand<'a, '_>,
    span: Span,
    named: bool,
) -> Option<&'a Expr<'a>> {
    let operand = match (operand, p.sema().current_return_type()) {
        (ReturnOperand::Expr(e), Some(ret)) => ReturnOperand::Expr(template_id_for_target(p, e, ret)),
        (other, _) => other,
    };
    p.sema().act_on_return(operand, span, named)
}

/// A local variable's `= value` initializer with a template name deduced from the
/// variable's type `ty`.
pub fn copy_initializer_for<'a>(p: &mut dyn TemplateParser<'a>, syn: InitSyn<'a>, ty: TypeId) -> InitSyn<'a> {
    match syn {
        InitSyn::Expr(e) => InitSyn::Expr(template_id_for_target(p, e, ty)),
        other => other,
    }
}
