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
//! every call before. Only constants (`f(1)`, `f(sizeof(int))`) are taken as
//! non-dependent: judging by the argument's type would miss dependent arguments whose
//! type names no bound argument (CuTe's `zip2_by(get<Is>(t), get<Is>(guide))`, typed
//! `Underscore`, a type met only inside an argument). Argument-dependent lookup adds
//! nothing for scalar arguments, so for them the answer is exact; a class-typed
//! non-dependent argument sees later overloads in its namespace where C++ would not.
//! A dependent tree (issue 73) answers exactly.

use crate::il::{Expr, ExprKind};
use crate::types::{TypeId, TypeKind};

use crate::sema::Sema;

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
        let (bound, classes) = self.scopes.bound_types_and_classes();
        let in_instance = !bound.is_empty() || classes.iter().any(|&c| self.is_some_class_template_instance(c));
        if !in_instance {
            return true;
        }
        args.iter().any(|a| self.is_err(a) || !self.is_scalar_constant(a))
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
}
