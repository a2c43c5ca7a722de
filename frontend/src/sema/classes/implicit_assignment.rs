//! The implicitly declared copy and move assignment operators ([class.copy.assign]):
//! a class gets them unless it declares a copy or move assignment itself. An `operator=`
//! from another type (`H& operator=(const __half&)`, CUTLASS's `half_t`) or a template
//! does not suppress them, so `h = H(x)` still assigns memberwise.
//!
//! They are found by name too: `obj.operator=(x)` and, in a member function of a
//! derived class, `Base::operator=(x)` (Thrust's `transform_iterator` assigns its
//! `iterator_adaptor` base so) call them as `obj = x` would.

use crate::il::Expr;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

impl<'a> Sema<'a> {
    /// Whether `class` itself declares a copy or move assignment operator: a non-template
    /// `operator=` whose one parameter is the class, or a reference to it.
    pub(crate) fn declares_copy_or_move_assignment(&self, class: TypeId) -> bool {
        let class = class.unqualified();
        let op = self.interner.lookup("operator=");
        // A member template `operator=` is never a copy assignment ([class.copy.assign]/1),
        // but the ordinary ones beside it are.
        let Some(set) = op.and_then(|op| self.ordinary_member_functions(class, op)) else {
            return false;
        };
        set.iter().any(|&f| {
            let params = self
                .types
                .fn_sig(self.func(f).ty)
                .map(|(_, p, _)| p.to_vec())
                .unwrap_or_default();
            // `this` comes first in the IL signature of a member.
            params.len() == 2 && {
                // A reference parameter is a pointer in the IL signature.
                let p = params[1];
                let target = self.types.pointee(p).or_else(|| self.types.referee(p)).unwrap_or(p);
                target.unqualified() == class
            }
        })
    }

    /// Whether `l = r` uses the implicit copy or move assignment of `l`'s class: `r` is
    /// of that class and the class declares neither itself.
    pub(crate) fn uses_implicit_assignment(&self, l: TypeId, r: TypeId) -> bool {
        let class = self.types.referee(l).unwrap_or(l).unqualified();
        self.types.is_record(class)
            && self.types.referee(r).unwrap_or(r).unqualified() == class
            && !self.declares_copy_or_move_assignment(class)
    }

    /// Whether `operator=` named in class `class` (`name`) may be its implicit copy or
    /// move assignment: the class declares neither itself.
    pub(crate) fn names_implicit_assignment(&self, class: TypeId, name: Sym) -> bool {
        let class = class.unqualified();
        self.interner.get(name) == "operator="
            && self.types.is_record(class)
            && !self.declares_copy_or_move_assignment(class)
    }

    /// The object `C::operator=` (`C` is `class`) assigns in a member function:
    /// `*this`, or its base subobject of type `class`. `None` after nvcc's error when
    /// there is no such object.
    pub fn qualified_assignment_object(&mut self, class: TypeId, span: Span) -> Option<&'a Expr<'a>> {
        let object = self
            .this_object(span)
            .and_then(|obj| match obj.ty.unqualified() == class.unqualified() {
                true => Some(obj),
                false => self.base_subobject(obj, class),
            });
        if object.is_none() {
            self.diags.error(
                span,
                "a nonstatic member reference must be relative to a specific object",
            );
        }
        object
    }

    /// The one operand of `object.operator=(args)` (at `span`), or `None` after nvcc's
    /// error when `args` are not one
    /// ([`crate::sema::overload::operator_expressions::assignment_operator_call`]).
    pub fn assignment_call_operand(
        &mut self,
        object: &'a Expr<'a>,
        args: &[&'a Expr<'a>],
        span: Span,
    ) -> Option<&'a Expr<'a>> {
        if self.is_err(object) || args.iter().any(|a| self.is_err(a)) {
            return None;
        }
        if let [arg] = args {
            return Some(*arg);
        }
        let msg = format!(
            "no instance of overloaded function \"{}::operator=\" matches the argument list",
            self.types.display(object.ty.unqualified())
        );
        self.diags.error(span, msg);
        None
    }
}
