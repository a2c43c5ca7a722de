//! Names in expressions ([expr.prim.id]) as the parser reads them: what an unqualified
//! name denotes where it is used (functions declared only after a call in a template
//! instance left to argument-dependent lookup) and whether a call of it takes
//! argument-dependent lookup ([basic.lookup.argdep]/3); a qualified name `ns::name`
//! as an expression, or the template the parser reads arguments for.

use crate::il::Expr;
use crate::sema::lookup::{Entity, NsId};
use crate::sema::templates::aliases::VarTemplateId;
use crate::sema::templates::FnTemplateId;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;

/// What an unqualified name in an expression denotes ([`Sema::unqualified_id`]).
pub struct UnqualifiedId {
    /// What ordinary lookup finds (without functions declared only after a call).
    pub entity: Option<Entity>,
    /// Whether a call of the name also finds the functions of the arguments'
    /// associated namespaces: lookup found nothing, or only non-member functions.
    pub argument_dependent: bool,
}

/// A qualified name in an expression ([`Sema::act_on_qualified_id`]).
pub enum QualifiedId<'a> {
    /// A function template: the parser reads its call.
    FuncTemplate(FnTemplateId),
    /// A variable template: the parser reads its arguments.
    VarTemplate(VarTemplateId),
    /// `C::operator=` of a class that declares no copy or move assignment itself (the
    /// class): the parser reads the call
    /// ([`crate::sema::overload::operator_expressions::assignment_operator_call`]).
    Assignment(crate::types::TypeId),
    /// Anything else, as an expression (an error expression when there is no such
    /// member, reported).
    Expr(&'a Expr<'a>),
}

impl<'a> Sema<'a> {
    /// What the unqualified `name` denotes here. `call_at`: the token position when a
    /// `(` follows (a call), where a template parsed again for an instance leaves the
    /// functions declared after it to argument-dependent lookup
    /// (`sema::points_of_declaration`).
    pub fn unqualified_id(&self, name: Sym, call_at: Option<usize>) -> UnqualifiedId {
        let mut entity = self.lookup(name).cloned();
        if let Some(at) = call_at {
            entity = entity.filter(|e| !self.declared_only_after(name, e, at));
        }
        let argument_dependent = match &entity {
            None => true,
            Some(Entity::Funcs(set)) => set.iter().all(|&f| self.facts(f).method.is_none()),
            Some(_) => false,
        };
        UnqualifiedId {
            entity,
            argument_dependent,
        }
    }

    /// `ns::name` (ending at `name_span`, the whole at `span`) in an expression; with
    /// `operator_function`, `name` is an operator function's (`::operator new`), named
    /// as it is found also in a class.
    pub fn act_on_qualified_id(
        &mut self,
        ns: NsId,
        name: Sym,
        name_span: Span,
        span: Span,
        operator_function: bool,
    ) -> QualifiedId<'a> {
        let class = self.class_of_scope(ns);
        if let Some(class) = class.filter(|&c| operator_function && self.names_implicit_assignment(c, name)) {
            return QualifiedId::Assignment(class);
        }
        let entity = self.lookup_in(ns, name).cloned();
        QualifiedId::Expr(match entity {
            Some(Entity::FuncTemplate(t)) => return QualifiedId::FuncTemplate(t),
            Some(Entity::VarTemplate(id)) if !operator_function => return QualifiedId::VarTemplate(id),
            None => {
                self.no_member_in_namespace(ns, name, name_span);
                self.error_expr(span)
            }
            entity if operator_function => self.entity_expr(entity, name, span),
            Some(entity) => match class {
                Some(class) => self.qualified_entity_expr(class, entity, name, span),
                None => self.entity_expr(Some(entity), name, span),
            },
        })
    }
}

/// What `base.name` or `base->name` names ([`Sema::act_on_member_access`]).
pub enum MemberAccess<'a> {
    /// A member function template: the parser reads its call.
    Template(FnTemplateId),
    /// Member functions: the parser reads the call's arguments.
    Functions(Vec<crate::il::FnDeclId>),
    /// `operator=` of the object (given) whose class declares no copy or move
    /// assignment itself: the parser reads the call
    /// ([`crate::sema::overload::operator_expressions::assignment_operator_call`]).
    Assignment(&'a Expr<'a>),
    /// A data member (or an error, reported), as an expression.
    Expr(&'a Expr<'a>),
}

impl<'a> Sema<'a> {
    /// `base.name` or (`arrow`) `base->name`, `name` at `name_span` (`base` already
    /// through any `operator->`).
    pub fn act_on_member_access(
        &mut self,
        base: &'a Expr<'a>,
        arrow: bool,
        name: Sym,
        name_span: Span,
    ) -> MemberAccess<'a> {
        // The object's class must be complete for its members to be looked up.
        let object = match arrow {
            true => self.types.pointee(base.ty),
            false => Some(base.ty),
        };
        if let Some(class) = object.filter(|&t| self.types.is_record(t.unqualified())) {
            self.require_complete_type(class, base.span);
            if self.names_implicit_assignment(class, name) {
                if let Some(obj) = self.member_object(base, arrow) {
                    return MemberAccess::Assignment(obj);
                }
            }
        }
        if let Some(t) = self.member_template_named(base, arrow, name) {
            return MemberAccess::Template(t);
        }
        if let Some(set) = self.member_functions(base, arrow, name) {
            return MemberAccess::Functions(set);
        }
        MemberAccess::Expr(self.member(base, arrow, name, name_span, base.span.to(name_span)))
    }
}

/// How a CUDA built-in variable (`threadIdx`, `blockDim`, ...) is used
/// ([`Sema::act_on_builtin_variable`]).
#[derive(Clone, Copy, Debug)]
pub enum BuiltinVariableUse {
    /// `threadIdx.x`: the component named (at its span).
    Component(Sym, Span),
    /// On the left of an assignment, which is an error.
    Assigned,
    /// Alone.
    Value,
}

impl<'a> Sema<'a> {
    /// Built-in variable `reg` named `name` at `span`, used as `how` says.
    pub fn act_on_builtin_variable(
        &mut self,
        reg: crate::il::SpecialReg,
        name: Sym,
        how: BuiltinVariableUse,
        span: Span,
    ) -> &'a Expr<'a> {
        match how {
            BuiltinVariableUse::Component(c, at) => self.special_component(reg, c, at, span.to(at)),
            BuiltinVariableUse::Assigned => self.assign_to_builtin_error(reg.name(), span),
            BuiltinVariableUse::Value => self.name_expr(name, span),
        }
    }
}
