//! A call of a member function template through an object: `w.tw(3)`,
//! `p->tw<float>(x)`. The parser reads the object, the explicit template arguments and
//! the call arguments; here the object's class gives the overload set of the template's
//! name, the instance is chosen (deduced, ranked) and the call built.

use super::calls::template_call_target_among;
use super::partial_ordering::MemberCall;
use super::replay::TemplateParser;
use super::FnTemplateId;
use crate::il::Expr;
use crate::mangle::TemplateArg;
use crate::source::Span;

/// The written pieces of a member template call `base.name<explicit>(args)`.
pub struct MemberTemplateCall<'a> {
    /// The object expression (a pointer with `->`).
    pub base: &'a Expr<'a>,
    /// Whether `->` named the member.
    pub arrow: bool,
    /// The member template `name` names.
    pub template: FnTemplateId,
    /// The explicit template arguments (none without `<...>`).
    pub explicit: Vec<TemplateArg>,
    /// The call arguments.
    pub args: Vec<&'a Expr<'a>>,
    /// Where the member's name is.
    pub name_span: Span,
    /// Where the closing `)` is.
    pub close: Span,
}

/// The call `call` of a member function template: the instance chosen among the
/// templates of that name in the object's class, called on the object; an error
/// expression when an operand is erroneous or no instance fits (reported).
pub fn act_on_member_template_call<'a>(p: &mut dyn TemplateParser<'a>, call: MemberTemplateCall<'a>) -> &'a Expr<'a> {
    let span = call.base.span.to(call.close);
    let sema = p.sema();
    if sema.is_err(call.base) || call.args.iter().any(|a| sema.is_err(a)) {
        return sema.error_expr(span);
    }
    let Some(object) = sema.member_object(call.base, call.arrow) else {
        return sema.member_error(call.base, call.arrow, span);
    };
    let set = sema.member_templates_for(object, call.template);
    let target = MemberCall {
        object: Some(object),
        args: &call.args,
    };
    let Some(f) = template_call_target_among(p, call.template, set, &call.explicit, target, call.name_span, span)
    else {
        return p.sema().error_expr(span);
    };
    p.sema().method_call(object, &[f], call.args, span, call.close)
}
