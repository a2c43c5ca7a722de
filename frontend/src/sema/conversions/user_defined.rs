//! User-defined conversion functions (`operator int() const`, `explicit operator
//! bool()`): an object of class type converts to a non-class type by calling one. The
//! one whose result is exactly the target wins; otherwise one whose (arithmetic or
//! pointer) result converts to the target by a standard conversion. `explicit` ones
//! are used only by explicit casts and contextual conversions to `bool` (conditions,
//! `!`, `&&`, `||`).

use crate::il::{Expr, FnDeclId};
use crate::source::Span;
use crate::types::{TypeId, TypeKind};

use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// Registers `f` as a conversion function of `class`.
    pub fn add_conversion(&mut self, class: TypeId, f: FnDeclId, explicit: bool) {
        if let TypeKind::Record(id) = *self.types.kind(class.unqualified()) {
            let list = &mut self.class_facts[id].conversions;
            if !list.iter().any(|(g, _)| *g == f) {
                list.push((f, explicit));
            }
        }
    }

    /// The conversion function of `class` (or of one of its bases) that converts to `to`
    /// (a template's instance is made for `site`):
    /// one whose result is `to` itself, else an instance of a conversion function
    /// template deduced from `to` (declared now if new), else one whose arithmetic or
    /// pointer result converts to `to` by a standard conversion.
    pub fn conversion_to(&mut self, class: TypeId, to: TypeId, explicit_ok: bool, site: Span) -> Option<FnDeclId> {
        self.require_complete_classes(&[class, to], site);
        let to = to.unqualified();
        let usable: Vec<FnDeclId> = self
            .conversion_functions(class)
            .into_iter()
            .filter(|&(_, explicit)| explicit_ok || !explicit)
            .map(|(f, _)| f)
            .collect();
        let ret = |s: &Self, f: FnDeclId| s.func(f).ret.unqualified();
        if let Some(&f) = usable.iter().find(|&&f| ret(self, f) == to) {
            return Some(f);
        }
        if let Some(f) = self.conversion_template_instance(class, to, explicit_ok, site) {
            return Some(f);
        }
        let t = &self.types;
        usable.into_iter().find(|&f| {
            let r = ret(self, f);
            (t.is_arithmetic(r) && t.is_arithmetic(to))
                || (t.is_bool(to) && (t.is_arithmetic(r) || t.is_pointer(r)))
                || (t.is_pointer(r) && t.is_pointer(to) && t.is_void(t.pointee(to).unwrap_or(to)))
        })
    }

    /// The conversion functions of `class` and of its bases, each with whether it is
    /// `explicit`.
    fn conversion_functions(&self, class: TypeId) -> Vec<(FnDeclId, bool)> {
        let records = self.class_and_base_records(class);
        records
            .into_iter()
            .flat_map(|id| self.class_facts[id].conversions.iter().copied())
            .collect()
    }

    /// `class` and its bases, direct and indirect (where conversion functions and
    /// conversion function templates are looked for).
    pub(in crate::sema) fn class_and_base_records(&self, class: TypeId) -> Vec<crate::types::RecordId> {
        let mut found = Vec::new();
        let mut classes = vec![class.unqualified()];
        while let Some(c) = classes.pop() {
            if let TypeKind::Record(id) = *self.types.kind(c) {
                found.push(id);
            }
            classes.extend(self.bases_of(c).iter().copied());
        }
        found
    }

    /// `e.operator T()` when `e` is an object of a class with a conversion function to
    /// `to` (another class only through one returning exactly that class); `None`
    /// otherwise.
    pub fn user_conversion(&mut self, e: &'a Expr<'a>, to: TypeId, explicit_ok: bool) -> Option<&'a Expr<'a>> {
        let to = to.unqualified();
        if self.is_err(e) || !self.types.is_record(e.ty) || e.ty.unqualified() == to {
            return None;
        }
        if self.types.is_record(to) && self.base_path(e.ty, to).is_some() {
            return None;
        }
        let f = self.conversion_to(e.ty, to, explicit_ok, e.span)?;
        Some(self.method_call(e, &[f], Vec::new(), e.span, e.span))
    }

    /// Whether class object `e` has a non-`explicit` conversion function (not a
    /// template) whose result is class `to` (what a `const to&` binds, [dcl.init.ref]).
    pub(crate) fn converts_to_class_by_function(&self, e: &Expr<'a>, to: TypeId) -> bool {
        let to = to.unqualified();
        if !self.types.is_record(e.ty) || !self.types.is_record(to) || e.ty.unqualified() == to {
            return false;
        }
        let result = |f: FnDeclId| self.types.referee(self.func(f).ret).unwrap_or(self.func(f).ret);
        self.conversion_functions(e.ty)
            .into_iter()
            .any(|(f, explicit)| !explicit && result(f).unqualified() == to)
    }

    /// `e.operator T()` for a `const T&` bound to class object `e` of another class
    /// (see [`Sema::converts_to_class_by_function`]).
    pub(crate) fn class_conversion_for_reference(&mut self, e: &'a Expr<'a>, to: TypeId) -> Option<&'a Expr<'a>> {
        if self.is_err(e) || !self.converts_to_class_by_function(e, to) {
            return None;
        }
        self.user_conversion(e, to, false)
    }

    /// `e` converted to class `to` by one of `to`'s constructors taking it (a converting
    /// constructor, C++ [class.conv.ctor]): a temporary of `to` built from `e`, as copy
    /// initialization `T t = e;` builds one. `None` when `e` already has class `to` or no
    /// non-`explicit` constructor takes `e` alone.
    pub fn converting_construction(&mut self, e: &'a Expr<'a>, to: TypeId) -> Option<&'a Expr<'a>> {
        let to = to.unqualified();
        if self.is_err(e) || !self.types.is_record(to) || e.ty.unqualified() == to {
            return None;
        }
        if !self.converts_by_constructor(e, to) {
            return None;
        }
        Some(self.copy_initialization(|s| s.construct_temporary(to, vec![e], false, e.span, e.span)))
    }

    /// Whether one of class `to`'s non-`explicit` constructors takes `e` alone (what
    /// [`Sema::converting_construction`] would call; nothing is built).
    pub(crate) fn converts_by_constructor(&mut self, e: &'a Expr<'a>, to: TypeId) -> bool {
        let to = to.unqualified();
        self.require_complete_classes(&[e.ty, to], e.span);
        self.copy_initialization(|s| {
            let ctors = s.ctor_candidates(to, &[e]);
            if ctors.is_empty() {
                return false;
            }
            // Only the types of the arguments matter for viability: a null `this`.
            let this_ty = s.types.pointer_to(to);
            let this_arg = s.mk(crate::il::ExprKind::int_const(0), this_ty, e.span, false);
            // The constructor's parameter takes no user-defined conversion of `e`
            // ([over.best.ics]/4).
            s.user_conversion_depth += 1;
            let viable = s.best_viable(&ctors, &[this_arg, e]).is_ok();
            s.user_conversion_depth -= 1;
            viable
        })
    }

    /// Whether [`Sema::operand_conversion`] converts `e` (its class or a base has a
    /// non-`explicit` conversion function), without making the call.
    pub fn has_operand_conversion(&self, e: &Expr<'a>) -> bool {
        if self.is_err(e) || !self.types.is_record(e.ty) {
            return false;
        }
        self.conversion_functions(e.ty).iter().any(|(_, explicit)| !explicit)
    }

    /// An operand of a built-in operator that is an object of a class with one
    /// non-`explicit` conversion function (its own or a base's): the converted value
    /// (with several, the first declared to an arithmetic type; C++ would pick by the
    /// operator's candidates).
    pub fn operand_conversion(&mut self, e: &'a Expr<'a>) -> Option<&'a Expr<'a>> {
        if !self.has_operand_conversion(e) {
            return None;
        }
        let list = self.conversion_functions(e.ty);
        let f = list
            .iter()
            .filter(|(_, explicit)| !explicit)
            .map(|(f, _)| *f)
            .find(|&f| self.types.is_arithmetic(self.func(f).ret))
            .or_else(|| list.iter().find(|(_, explicit)| !explicit).map(|(f, _)| *f))?;
        Some(self.method_call(e, &[f], Vec::new(), e.span, e.span))
    }
}
