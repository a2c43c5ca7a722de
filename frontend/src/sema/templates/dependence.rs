//! Type-dependent expressions of a template ([temp.dep.expr]) as an instance being parsed
//! again can still tell them: an argument whose type involves what a template parameter
//! is bound to, or the class instance whose member is being parsed (the current
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
        let (mut bound, classes) = self.scopes.bound_types_and_classes();
        if classes.iter().any(|&c| self.is_some_class_template_instance(c)) {
            bound.extend(classes);
        }
        if bound.is_empty() {
            return true;
        }
        args.iter()
            .any(|a| self.is_err(a) || !self.is_surely_non_dependent(a, &bound))
    }

    /// Whether argument `e` cannot have been type-dependent: a constant, or a variable
    /// whose type involves no bound argument and no current instance (`A a; h(a)`).
    fn is_surely_non_dependent(&self, e: &Expr, bound: &[TypeId]) -> bool {
        self.is_scalar_constant(e) || (matches!(e.kind, ExprKind::Var(_)) && !self.involves_any(e.ty, bound, 0))
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

    /// Whether `ty` is one of `bound`, or built from one (through pointers, references,
    /// arrays, template arguments, enclosing classes); patterns' placeholders count.
    fn involves_any(&self, ty: TypeId, bound: &[TypeId], depth: u32) -> bool {
        if depth > MAX_DEPENDENCE_DEPTH {
            return true;
        }
        let ty = ty.unqualified();
        if bound.contains(&ty) {
            return true;
        }
        match self.types.kind(ty) {
            TypeKind::TemplateParam { .. } | TypeKind::PackExpansion { .. } | TypeKind::Auto => true,
            TypeKind::Record(_) | TypeKind::Enum(_) => {
                let args = match *self.types.kind(ty) {
                    TypeKind::Record(id) => &self.types.record(id).template_args[..],
                    _ => &[],
                };
                args.iter().any(|a| self.argument_involves_any(a, bound, depth + 1))
                    || (self.scopes.enclosing_class(ty))
                        .is_some_and(|outer| outer != ty && self.involves_any(outer, bound, depth + 1))
            }
            _ => self
                .types
                .referee(ty)
                .or_else(|| self.types.pointee(ty))
                .or_else(|| self.types.array_elem(ty).map(|(e, _)| e))
                .is_some_and(|inner| self.involves_any(inner, bound, depth + 1)),
        }
    }

    /// [`Sema::involves_any`] for a template argument.
    fn argument_involves_any(&self, arg: &TemplateArg, bound: &[TypeId], depth: u32) -> bool {
        match arg {
            TemplateArg::Type(t) => self.involves_any(*t, bound, depth),
            TemplateArg::Pack(items) => items.iter().any(|a| self.argument_involves_any(a, bound, depth)),
            _ => false,
        }
    }
}
