//! Type-dependent expressions of a template ([temp.dep.expr]) as an instance being parsed
//! again can still tell them: an argument whose type involves what a template parameter
//! is bound to (a type, a non-type argument's value in `V<N>`, the class template of a
//! template template parameter in `C<int>`), or the class instance whose member is being parsed (the current
//! instantiation), or the parameter of a generic lambda's call operator, was dependent in
//! the template. Two-phase lookup asks this of a call's arguments: argument-dependent
//! lookup of a dependent call sees the declarations at the point of instantiation, that
//! of a call with no dependent argument only those before the call
//! ([temp.dep.candidate], [temp.nondep]; `sema::points_of_declaration`).
//!
//! The token replay binds parameters to their arguments before the body is read, so
//! what was dependent in the template is not known exactly; the test errs towards
//! "dependent", which keeps the lookup at the point of instantiation, as ptxc did for
//! every call before. Only constants (`f(1)`, `f(sizeof(int))`) and variables whose type
//! involves no bound argument (`A a; h(a)`) are taken as non-dependent: judging other
//! expressions by their type would miss dependent ones whose type names no bound
//! argument (CuTe's `zip2_by(get<Is>(t), get<Is>(guide))`, typed `Underscore`, a type met
//! only inside an argument). Argument-dependent lookup adds nothing for scalar
//! arguments, so for them the answer is exact; another class-typed non-dependent
//! argument (a call's result) sees later overloads in its namespace where C++ would not.
//! A dependent tree (issue 73) answers exactly.

use crate::il::{Expr, ExprKind};
use crate::types::{TemplateArg, TypeId, TypeKind};

use crate::sema::lookup::BoundArguments;
use crate::sema::Sema;

/// How deep through pointers, elements and template arguments a type is searched for a
/// bound argument (a bound, as in argument-dependent lookup).
const MAX_DEPENDENCE_DEPTH: u32 = 8;

impl<'a> Sema<'a> {
    /// Whether any of a call's `args` may have been type-dependent in the template being
    /// parsed again (see the module comment); `true` outside any template instance, where
    /// the call's own point is the only one there is.
    pub fn arguments_type_dependent(&self, args: &[&'a Expr<'a>]) -> bool {
        if self.lambdas.iter().any(|l| l.frozen) {
            // A generic lambda's call operator: its `auto` parameters are bound to types
            // no scope records.
            return true;
        }
        let (mut bound, classes) = self.scopes.bound_arguments_and_classes();
        if classes.iter().any(|&c| self.is_some_class_template_instance(c)) {
            bound.types.extend(classes);
        }
        if bound.is_empty() {
            return true;
        }
        args.iter()
            .any(|a| self.is_err(a) || !self.is_surely_non_dependent(a, &bound))
    }

    /// Whether argument `e` cannot have been type-dependent: a constant, or a variable
    /// whose type involves no bound argument and is no class template's instance
    /// (`A a; h(a)`). An instance may be the deduced type of a dependent initializer
    /// (`auto [a, b] = split(t)` yielding `tuple<...>`, as CuTe's `unflatten` writes).
    fn is_surely_non_dependent(&self, e: &Expr, bound: &BoundArguments) -> bool {
        if self.is_scalar_constant(e) {
            return true;
        }
        let value = self.types.referee(e.ty).unwrap_or(e.ty).unqualified();
        matches!(e.kind, ExprKind::Var(_))
            && !self.is_some_class_template_instance(value)
            && !self.involves_any(e.ty, bound, 0)
    }

    /// Whether `e` is a constant of an arithmetic type or a string literal (a literal,
    /// `sizeof(T)`, a non-type parameter of a non-dependent type), which is not
    /// type-dependent whatever the arguments are ([temp.dep.expr]): `f(1)` is no
    /// dependent call in `g<int>`. An enumerator may be typed by a parameter.
    fn is_scalar_constant(&self, e: &Expr) -> bool {
        matches!(
            e.kind,
            ExprKind::IntConst(_) | ExprKind::FloatConst(_) | ExprKind::StringLit(_)
        ) && self.types.enum_of(e.ty).is_none()
    }

    /// Whether record type `ty` is an instance of a class template.
    fn is_some_class_template_instance(&self, ty: TypeId) -> bool {
        match *self.types.kind(ty) {
            TypeKind::Record(id) => self.class_facts[id].template.is_some(),
            _ => false,
        }
    }

    /// Whether `ty` is one of `bound`'s types, or built from one or from one of its
    /// values, functions or templates (through pointers, references, arrays and their
    /// lengths, function types, template arguments, enclosing classes); patterns'
    /// placeholders count. A non-type argument equal to a bound value counts (`V<N>`
    /// with `N` bound to 3 is `V<3>`, which a `V<3>` written as such cannot be told
    /// from: towards "dependent").
    fn involves_any(&self, ty: TypeId, bound: &BoundArguments, depth: u32) -> bool {
        if depth > MAX_DEPENDENCE_DEPTH {
            return true;
        }
        let ty = ty.unqualified();
        if bound.types.contains(&ty) {
            return true;
        }
        if let Some((ret, params, _)) = self.types.fn_sig(ty) {
            return std::iter::once(ret)
                .chain(params.iter().copied())
                .any(|t| self.involves_any(t, bound, depth + 1));
        }
        if let Some((elem, len)) = self.types.array_elem(ty) {
            return bound.values.contains(&i128::from(len)) || self.involves_any(elem, bound, depth + 1);
        }
        match self.types.kind(ty) {
            TypeKind::TemplateParam { .. } | TypeKind::PackExpansion { .. } | TypeKind::Auto => true,
            TypeKind::Record(_) | TypeKind::Enum(_) => {
                let (args, template) = match *self.types.kind(ty) {
                    TypeKind::Record(id) => (&self.types.record(id).template_args[..], self.class_facts[id].template),
                    _ => (&[][..], None),
                };
                // `C<int>` with `C` a template template parameter.
                template.is_some_and(|t| bound.templates.contains(&(t.as_u32(), false)))
                    || args.iter().any(|a| self.argument_involves_any(a, bound, depth + 1))
                    || (self.scopes.enclosing_class(ty))
                        .is_some_and(|outer| outer != ty && self.involves_any(outer, bound, depth + 1))
            }
            _ => self
                .types
                .referee(ty)
                .or_else(|| self.types.pointee(ty))
                .is_some_and(|inner| self.involves_any(inner, bound, depth + 1)),
        }
    }

    /// [`Sema::involves_any`] for a template argument.
    fn argument_involves_any(&self, arg: &TemplateArg, bound: &BoundArguments, depth: u32) -> bool {
        match arg {
            TemplateArg::Type(t) => self.involves_any(*t, bound, depth),
            TemplateArg::Int { value, .. } => bound.values.contains(value),
            TemplateArg::Func { func, .. } => bound.funcs.contains(func),
            TemplateArg::Template { id, alias, .. } => bound.templates.contains(&(*id, *alias)),
            TemplateArg::Pack(items) => items.iter().any(|a| self.argument_involves_any(a, bound, depth)),
            _ => false,
        }
    }
}
