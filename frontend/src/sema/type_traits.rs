//! The compiler's built-in type traits, as GCC and Clang offer them and CCCL's
//! `<cuda/std/type_traits>` calls them when `__has_builtin` says so: value traits
//! (`__is_same(T, U)`, `__is_class(T)`, `__is_trivially_copyable(T)`,
//! `__is_constructible(T, Args...)`, ...) are `bool` constants, type traits
//! (`__underlying_type(T)`, `__remove_cv(T)`, ...) name a type. [`VALUE_TRAITS`] and
//! [`TYPE_TRAITS`] are exactly the ones implemented; `__has_builtin` answers from them.
//!
//! The answers follow the standard's definitions for what ptxc models of a class
//! (user-declared constructors, destructor, copy assignment, virtual functions, bases,
//! fields, `final`); an `explicit` constructor does not make a type convertible
//! (`__is_convertible`) but does make it constructible.

use crate::il::{Expr, ExprKind};
use crate::source::Span;
use crate::types::{TypeId, TypeKind};

use super::classes::written_special_members::CopyOp;
use super::Sema;

/// The value traits implemented, with their arity (`None`: one type and then any number).
pub const VALUE_TRAITS: &[(&str, Option<usize>)] = &[
    ("__is_same", Some(2)),
    ("__is_same_as", Some(2)),
    ("__is_base_of", Some(2)),
    ("__is_convertible", Some(2)),
    ("__is_convertible_to", Some(2)),
    ("__is_assignable", Some(2)),
    ("__is_trivially_assignable", Some(2)),
    ("__is_nothrow_assignable", Some(2)),
    ("__is_constructible", None),
    ("__is_trivially_constructible", None),
    ("__is_nothrow_constructible", None),
    ("__is_class", Some(1)),
    ("__is_enum", Some(1)),
    ("__is_scoped_enum", Some(1)),
    ("__is_union", Some(1)),
    ("__is_empty", Some(1)),
    ("__is_polymorphic", Some(1)),
    ("__is_abstract", Some(1)),
    ("__is_final", Some(1)),
    ("__is_pod", Some(1)),
    ("__is_standard_layout", Some(1)),
    ("__is_trivial", Some(1)),
    ("__is_trivially_copyable", Some(1)),
    ("__is_trivially_destructible", Some(1)),
    ("__is_destructible", Some(1)),
    ("__is_nothrow_destructible", Some(1)),
    ("__has_trivial_destructor", Some(1)),
    ("__has_virtual_destructor", Some(1)),
    ("__is_aggregate", Some(1)),
    ("__is_literal_type", Some(1)),
    ("__is_void", Some(1)),
    ("__is_integral", Some(1)),
    ("__is_floating_point", Some(1)),
    ("__is_arithmetic", Some(1)),
    ("__is_fundamental", Some(1)),
    ("__is_pointer", Some(1)),
    ("__is_lvalue_reference", Some(1)),
    ("__is_rvalue_reference", Some(1)),
    ("__is_reference", Some(1)),
    ("__is_const", Some(1)),
    ("__is_volatile", Some(1)),
    ("__is_array", Some(1)),
    ("__is_function", Some(1)),
    ("__is_signed", Some(1)),
    ("__is_unsigned", Some(1)),
];

/// The type traits implemented (each takes one type).
pub const TYPE_TRAITS: &[&str] = &[
    "__underlying_type",
    "__remove_cv",
    "__remove_const",
    "__remove_volatile",
    "__remove_reference_t",
    "__remove_cvref",
    "__remove_pointer",
    "__add_pointer",
    "__add_lvalue_reference",
    "__add_rvalue_reference",
    "__remove_extent",
    "__remove_all_extents",
    "__decay",
];

/// The `__builtin_*` functions implemented (see `parser::expressions::builtins`).
pub const BUILTIN_FUNCTIONS: &[&str] = &[
    "__builtin_offsetof",
    "__builtin_expect",
    "__builtin_unreachable",
    "__builtin_assume",
    "__builtin_is_constant_evaluated",
    "__builtin_addressof",
    "__builtin_bit_cast",
];

/// Whether `name` is a built-in ptxc implements (what `__has_builtin(name)` answers).
pub fn is_implemented_builtin(name: &str) -> bool {
    VALUE_TRAITS.iter().any(|(n, _)| *n == name) || TYPE_TRAITS.contains(&name) || BUILTIN_FUNCTIONS.contains(&name)
}

impl<'a> Sema<'a> {
    /// Value trait `name` (taking `arity` types, any positive number for `None`) applied
    /// to `types` (the whole expression at `span`): its `bool` constant; nvcc's error
    /// for a wrong number of types.
    pub fn value_trait_expr(&mut self, name: &str, arity: Option<usize>, types: &[TypeId], span: Span) -> &'a Expr<'a> {
        let fits = match arity {
            Some(n) => types.len() == n,
            None => !types.is_empty(),
        };
        if !fits {
            self.diags
                .error(span, format!("wrong number of arguments for type trait \"{name}\""));
            return self.error_expr(span);
        }
        if types.iter().any(|t| self.types.is_error(*t)) {
            return self.error_expr(span);
        }
        self.require_complete_trait_operands(name, types, span);
        let v = self.value_trait(name, types);
        self.bool_literal(v, span)
    }

    /// The call of `__builtin_*` helper `name` with `args` (the call at `span`):
    /// `__builtin_expect(e, v)` is `e`, `__builtin_unreachable()` and
    /// `__builtin_assume(e)` are no code, `__builtin_is_constant_evaluated()` is the
    /// run-time answer, `__builtin_addressof(x)` is `&x` without overloading.
    pub fn builtin_function_call(&mut self, name: &str, args: &[&'a Expr<'a>], span: Span) -> &'a Expr<'a> {
        let end = span;
        let want = match name {
            "__builtin_expect" => 2,
            "__builtin_assume" | "__builtin_addressof" => 1,
            _ => 0,
        };
        if args.len() != want {
            let msg = if args.len() > want {
                "too many arguments in function call"
            } else {
                "too few arguments in function call"
            };
            self.diags.error(end, msg);
            return self.error_expr(end);
        }
        if args.iter().any(|a| self.is_err(a)) {
            return self.error_expr(end);
        }
        match name {
            // The hint only steers branch layout: the value is the first operand.
            "__builtin_expect" => self.explicit_cast(args[0], TypeId::LONG, end),
            // Promises with no code of their own.
            "__builtin_unreachable" | "__builtin_assume" => {
                let zero = self.int_const(0, TypeId::INT, end);
                self.explicit_cast(zero, TypeId::VOID, end)
            }
            // Constant evaluation takes the run-time path, which computes the same.
            "__builtin_is_constant_evaluated" => self.mk(ExprKind::IsConstantEvaluated, TypeId::BOOL, end, false),
            _ => self.prefix(crate::sema::expr::PrefixOp::AddrOf, args[0], end),
        }
    }

    /// The value of value trait `name` for `args` (the arity already checked).
    pub fn value_trait(&mut self, name: &str, args: &[TypeId]) -> bool {
        let t = args[0];
        let u = args.get(1).copied().unwrap_or(t);
        let types = &self.types;
        match name {
            "__is_same" | "__is_same_as" => t == u,
            "__is_base_of" => {
                self.is_class_type(t)
                    && self.is_class_type(u)
                    && (t.unqualified() == u.unqualified()
                        || self.base_path(u.unqualified(), t.unqualified()).is_some())
            }
            "__is_convertible" | "__is_convertible_to" => self.converts(t, u),
            "__is_assignable" => self.assignable(t, u),
            "__is_nothrow_assignable" => self.assignable(t, u) && self.assignment_cannot_throw(t, u),
            "__is_trivially_assignable" => {
                let target = types_unref(types, t);
                let own_class = self
                    .types
                    .is_record(target)
                    .then(|| self.own_class_operand(target, &[u]))
                    .flatten();
                self.assignable(t, u)
                    && match own_class {
                        Some(rvalue) => self.own_class_copy_trivial(CopyOp::Assign, target, rvalue, 0),
                        None => self.trivial_assignment(target),
                    }
            }
            "__is_constructible" => self.constructible(t, &args[1..]),
            "__is_nothrow_constructible" => {
                self.constructible(t, &args[1..]) && self.construction_from_cannot_throw(t, &args[1..])
            }
            "__is_trivially_constructible" => {
                self.constructible(t, &args[1..]) && self.trivially_constructible(t, &args[1..])
            }
            "__is_class" => self.is_class_type(t),
            "__is_enum" => types.enum_of(t).is_some(),
            "__is_scoped_enum" => types.is_scoped_enum(t),
            "__is_union" => self.record_of(t).is_some_and(|id| self.types.record(id).is_union),
            "__is_empty" => self.is_class_type(t) && self.is_empty_class(t),
            "__is_polymorphic" => self.dynamic_of(t.unqualified()).is_some(),
            "__is_abstract" => self
                .dynamic_of(t.unqualified())
                .is_some_and(|d| !d.pure_left.is_empty()),
            "__is_final" => self.is_final(t),
            "__is_pod" => self.trivial(t) && self.standard_layout(t),
            "__is_standard_layout" => self.standard_layout(t),
            "__is_trivial" => self.trivial(t),
            "__is_trivially_copyable" => self.trivially_copyable(t),
            "__is_trivially_destructible" | "__has_trivial_destructor" => {
                !types.is_function(t) && !types.is_void(t) && !self.nontrivial_destructor(t)
            }
            // References are; void, functions and arrays of unknown bound (length 0
            // here) are not; objects are when complete (ptxc has no deleted destructors).
            "__is_destructible" | "__is_nothrow_destructible" => {
                types.referee(t).is_some()
                    || (!types.is_function(t)
                        && !types.is_void(t)
                        && types.array_elem(t).is_none_or(|(_, len)| len > 0)
                        && types.is_complete(t))
            }
            "__has_virtual_destructor" => self.dtor_of(t.unqualified()).is_some_and(|f| self.is_virtual(f)),
            "__is_aggregate" => {
                types.array_elem(t).is_some()
                    || (self.is_class_type(t) && !self.has_ctors(t) && self.dynamic_of(t.unqualified()).is_none())
            }
            "__is_literal_type" => self.literal(t),
            "__is_void" => types.is_void(t),
            "__is_integral" => is_integral(types.raw_kind(t.unqualified())),
            "__is_floating_point" => types.is_floating(t) && types.enum_of(t).is_none(),
            "__is_arithmetic" => self.arithmetic(t),
            "__is_fundamental" => self.arithmetic(t) || types.is_void(t) || types.is_nullptr(t),
            "__is_pointer" => types.is_pointer(t) && !types.is_nullptr(t),
            "__is_lvalue_reference" => matches!(types.raw_kind(t), TypeKind::LValueRef { .. }),
            "__is_rvalue_reference" => matches!(types.raw_kind(t), TypeKind::RValueRef { .. }),
            "__is_reference" => types.referee(t).is_some(),
            "__is_const" => t.is_const() && types.referee(t).is_none(),
            "__is_volatile" => t.quals().contains(crate::types::Quals::VOLATILE),
            "__is_array" => types.array_elem(t).is_some(),
            "__is_function" => types.is_function(t),
            "__is_signed" => self.arithmetic(t) && (types.is_floating(t) || types.is_signed(t)),
            "__is_unsigned" => self.arithmetic(t) && !types.is_floating(t) && !types.is_signed(t),
            _ => false,
        }
    }

    /// The type type trait `name` (written at `span`) gives for `t`; `int` after nvcc's
    /// error when it does not apply (`__underlying_type` of a non-enumeration), so the
    /// declaration goes on and its name is known.
    pub fn type_trait(&mut self, name: &str, t: TypeId, span: crate::source::Span) -> TypeId {
        if self.types.is_error(t) {
            return t;
        }
        match self.trait_type(name, t) {
            Some(ty) => ty,
            None => {
                self.diags.error(span, format!("{name} only applies to enum types"));
                TypeId::INT
            }
        }
    }

    /// The type type trait `name` gives for `t`; `None` when it does not apply
    /// (`__underlying_type` of a non-enumeration).
    fn trait_type(&mut self, name: &str, t: TypeId) -> Option<TypeId> {
        let no_ref = self.types.referee(t).unwrap_or(t);
        Some(match name {
            "__underlying_type" => self.types.enum_of(t)?.underlying,
            "__remove_cv" => t.unqualified(),
            "__remove_const" => t
                .unqualified()
                .with_quals(crate::types::Quals(t.quals().0 & !crate::types::Quals::CONST.0)),
            "__remove_volatile" => t
                .unqualified()
                .with_quals(crate::types::Quals(t.quals().0 & !crate::types::Quals::VOLATILE.0)),
            "__remove_reference_t" => no_ref,
            "__remove_cvref" => no_ref.unqualified(),
            "__remove_pointer" => match self.types.raw_kind(t) {
                TypeKind::Pointer { pointee } => *pointee,
                _ => t,
            },
            "__add_pointer" => {
                if self.types.is_void(no_ref) || !self.types.is_function(no_ref) || no_ref == t {
                    self.types.pointer_to(no_ref)
                } else {
                    t
                }
            }
            "__add_lvalue_reference" if self.types.is_void(t) => t,
            "__add_lvalue_reference" => self.types.lvalue_ref_to(no_ref),
            "__add_rvalue_reference" if self.types.is_void(t) => t,
            "__add_rvalue_reference" => self.reference_to(t, true),
            "__remove_extent" => self.types.array_elem(t).map_or(t, |(e, _)| e),
            "__remove_all_extents" => {
                let mut e = t;
                while let Some((inner, _)) = self.types.array_elem(e) {
                    e = inner;
                }
                e
            }
            "__decay" => match self.types.raw_kind(no_ref).clone() {
                TypeKind::Array { elem, .. } => self.types.pointer_to(elem),
                TypeKind::Function { .. } => self.types.pointer_to(no_ref),
                _ => no_ref.unqualified(),
            },
            _ => return None,
        })
    }

    /// An operand of type `ty` standing for `std::declval<ty>()`: an lvalue for an
    /// lvalue reference, else an rvalue; never evaluated.
    pub fn declval_operand(&mut self, ty: TypeId) -> &'a Expr<'a> {
        let lvalue = matches!(self.types.raw_kind(ty), TypeKind::LValueRef { .. });
        let referee = self.types.referee(ty).unwrap_or(ty);
        let e = self.mk(ExprKind::Error, referee, crate::source::Span::default(), lvalue);
        if matches!(self.types.raw_kind(ty), TypeKind::RValueRef { .. }) {
            return self.mark_xvalue(e);
        }
        e
    }

    /// Whether member function `f` of `class` is viable for `args` (after `this`).
    fn method_viable(&mut self, f: crate::il::FnDeclId, class: TypeId, args: &[&'a Expr<'a>]) -> bool {
        let this_ty = self.types.pointer_to(class.unqualified());
        let this = self.declval_operand(this_ty);
        let mut all = vec![this];
        all.extend_from_slice(args);
        self.candidate_ranks(f, &all).is_some()
    }

    fn record_of(&self, t: TypeId) -> Option<crate::types::RecordId> {
        match *self.types.raw_kind(t.unqualified()) {
            TypeKind::Record(id) => Some(id),
            _ => None,
        }
    }

    fn is_class_type(&self, t: TypeId) -> bool {
        self.record_of(t).is_some_and(|id| !self.types.record(id).is_union)
    }

    fn arithmetic(&self, t: TypeId) -> bool {
        self.types.enum_of(t).is_none() && self.types.is_arithmetic(t)
    }

    /// Whether `from` converts implicitly to `to` (`void` to `void` too).
    pub(crate) fn converts(&mut self, from: TypeId, to: TypeId) -> bool {
        if self.types.is_void(to) {
            return self.types.is_void(from);
        }
        if self.types.is_void(from) || self.types.array_elem(to).is_some() || self.types.is_function(to) {
            return false;
        }
        let e = self.declval_operand(from);
        let rvalue_ref = matches!(self.types.raw_kind(to), TypeKind::RValueRef { .. });
        if let Some(referee) = self.types.referee(to).filter(|_| rvalue_ref) {
            // `T&&` binds an rvalue of `T` (or of a class derived from it) directly and
            // never an lvalue of it; an operand of another type converts to a
            // temporary `T` ([dcl.init.ref]/5): `is_convertible<Q&&, Q&&>` holds, and so
            // CCCL's `common_reference_with<R&&, R&&>`.
            let related = e.ty.unqualified() == referee.unqualified() || self.base_path(e.ty, referee).is_some();
            if related {
                let arg_quals = crate::types::Quals(e.ty.quals().0 & 3);
                return !e.lvalue && referee.quals().contains(arg_quals);
            }
            return !referee.is_volatile() && self.converts(from, referee.unqualified());
        }
        if let Some(referee) = self.types.referee(to) {
            if self.types.is_rvalue_ref(to) {
                // `T&&` binds rvalues only ([dcl.init.ref]/5.4): `int&&` from an `int&&`
                // but not from an `int&`; an lvalue of another class through the value
                // its conversion function gives.
                let from_v = self.types.referee(from).unwrap_or(from);
                let other_class = self.types.is_record(from_v)
                    && from_v.unqualified() != referee.unqualified()
                    && self.base_path(from_v.unqualified(), referee.unqualified()).is_none();
                return self.rvalue_binding_rank(e, referee).is_some()
                    || (other_class
                        && self
                            .conversion_to(from_v, referee.unqualified(), false, e.span)
                            .is_some());
            }
            return self.reference_binding_rank(e, referee).is_some()
                || (referee.is_const()
                    && !matches!(self.types.raw_kind(to), TypeKind::LValueRef { .. })
                    && self.ics_rank(e, referee).is_some())
                || (referee.is_const()
                    && self.ics_rank(e, referee.unqualified()).is_some()
                    && !self.types.is_record(referee));
        }
        if self.ics_rank(e, to).is_some() {
            return true;
        }
        // A converting constructor or a conversion function.
        let from_v = self.types.referee(from).unwrap_or(from);
        if self.types.is_record(to) {
            let ctors = self.ctors_of(to);
            let e = self.declval_operand(from);
            let converting = ctors
                .iter()
                .any(|&c| !self.is_explicit(c) && self.method_viable(c, to, &[e]));
            if converting || self.copy_initialization(|s| s.ctor_template_takes(to, &[e])) {
                return true;
            }
            if to.unqualified() == from_v.unqualified() {
                return true;
            }
        }
        self.types.is_record(from_v) && self.conversion_to(from_v, to, false, e.span).is_some()
    }

    /// Whether `declval<T>() = declval<U>()` is well-formed.
    fn assignable(&mut self, t: TypeId, u: TypeId) -> bool {
        let lvalue = matches!(self.types.raw_kind(t), TypeKind::LValueRef { .. });
        let target = self.types.referee(t).unwrap_or(t);
        if self.types.is_record(target) && self.uses_implicit_assignment(target, u) {
            let rvalue = self.own_class_operand(target, &[u]).unwrap_or(false);
            !target.is_const() && !self.own_class_assignment_deleted(target.unqualified(), rvalue, 0)
        } else if self.types.is_record(target) {
            let op = self.interner.intern("operator=");
            match self.class_member(target, op) {
                Some(super::lookup::Entity::Funcs(set)) => {
                    let e = self.declval_operand(u);
                    // A copy or move assignment written `= default` has no function of
                    // its own beside the user-provided ones (`written_special_members`).
                    let defaulted = |s: &Self| {
                        s.own_class_operand(target, &[u]).is_some_and(|rvalue| {
                            !target.is_const() && !s.own_class_assignment_deleted(target.unqualified(), rvalue, 0)
                        })
                    };
                    if set.iter().any(|&f| self.method_viable(f, target, &[e])) {
                        // The one chosen may be deleted (`operator=(V&) = delete;`).
                        return self.chosen_member_usable(&set, target, &[e]);
                    }
                    defaulted(self)
                }
                _ => self.converts(u, target) && !target.is_const(),
            }
        } else {
            lvalue && !target.is_const() && self.converts(u, target.unqualified())
        }
    }

    /// Whether the member of `set` (of `class`) that overload resolution picks for `ops`
    /// (after `this`) is neither deleted nor declared `private`/`protected`: a trait asks
    /// from outside the class.
    fn chosen_member_usable(&mut self, set: &[crate::il::FnDeclId], class: TypeId, ops: &[&'a Expr<'a>]) -> bool {
        let this_ty = self.types.pointer_to(class.unqualified());
        let mut all = vec![self.declval_operand(this_ty)];
        all.extend_from_slice(ops);
        match self.best_viable(set, &all) {
            Ok(f) => !self.facts(f).is_deleted && !self.facts(f).not_public,
            // An ambiguity may be one of ptxc's ranking, not C++'s: viable ones are.
            Err(_) => true,
        }
    }

    /// Whether `T(declval<Args>()...)`, known to be well-formed, cannot throw: a
    /// class's chosen constructor is declared `noexcept` (scalars, references and
    /// classes without declared constructors call nothing that throws).
    fn construction_from_cannot_throw(&mut self, t: TypeId, args: &[TypeId]) -> bool {
        let elem = self.all_extents_removed(t);
        if self.types.referee(t).is_some() || !self.types.is_record(elem) {
            return true;
        }
        let ops: Vec<&'a Expr<'a>> = args.iter().map(|&a| self.declval_operand(a)).collect();
        self.construction_cannot_throw(elem, &ops)
    }

    /// Whether `declval<T>() = declval<U>()`, known to be well-formed, cannot throw: the
    /// `operator=` a class declares and overload resolution picks is `noexcept` (the
    /// implicit ones and built-in assignment call nothing that throws).
    fn assignment_cannot_throw(&mut self, t: TypeId, u: TypeId) -> bool {
        let target = self.types.referee(t).unwrap_or(t);
        if !self.types.is_record(target) || self.uses_implicit_assignment(target, u) {
            return true;
        }
        let op = self.interner.intern("operator=");
        let Some(super::lookup::Entity::Funcs(set)) = self.class_member(target, op) else {
            return true;
        };
        let this_ty = self.types.pointer_to(target.unqualified());
        let operands = [self.declval_operand(this_ty), self.declval_operand(u)];
        match self.best_viable(&set, &operands) {
            Ok(f) => self.is_noexcept(f),
            Err(_) => true,
        }
    }

    /// For one operand of `t`'s own class (`declval<A>()` for `args == [A]`): whether it
    /// is a non-`const` rvalue (so a move constructor or assignment takes it).
    fn own_class_operand(&self, t: TypeId, args: &[TypeId]) -> Option<bool> {
        let [a] = args else { return None };
        let v = self.types.referee(*a).unwrap_or(*a);
        if v.unqualified() != t.unqualified() {
            return None;
        }
        let lvalue = matches!(self.types.raw_kind(*a), TypeKind::LValueRef { .. });
        Some(!lvalue && !v.is_const())
    }

    /// Whether `T(args...)` (or `T t(args...);`) is well-formed.
    fn constructible(&mut self, t: TypeId, args: &[TypeId]) -> bool {
        let ty = &self.types;
        if ty.is_void(t) || ty.is_function(t) {
            return false;
        }
        if let Some((_, n)) = ty.array_elem(t) {
            return n > 0 && args.is_empty() && self.constructible(ty.array_elem(t).map_or(t, |(e, _)| e), args);
        }
        if ty.referee(t).is_some() {
            return args.len() == 1 && self.converts(args[0], t);
        }
        if self.types.is_record(t) {
            if let Some(rvalue) = self.own_class_operand(t, args) {
                let ops: Vec<&'a Expr<'a>> = args.iter().map(|&a| self.declval_operand(a)).collect();
                // A user-provided constructor or template that takes it is chosen
                // before the copy or move constructor is asked about.
                let user = self.ctors_of(t).iter().any(|&c| self.method_viable(c, t, &ops));
                if !user && !self.ctor_template_takes(t, &ops) && self.own_class_construction_deleted(t, rvalue, 0) {
                    return false;
                }
            }
            if args.is_empty() && self.default_construction_deleted(t, 0) {
                return false;
            }
            let ctors = self.ctors_of(t);
            if ctors.is_empty() && !self.has_ctor_templates(t) {
                // Implicit default and copy/move constructors (and aggregates'
                // value-initialization).
                return match args {
                    [] => true,
                    [a] => {
                        let a = self.types.referee(*a).unwrap_or(*a);
                        a.unqualified() == t.unqualified() || self.base_path(a.unqualified(), t.unqualified()).is_some()
                    }
                    _ => false,
                };
            }
            // `X() = default;` beside other constructors.
            if args.is_empty() && self.has_defaulted_default_ctor(t) {
                return true;
            }
            let ops: Vec<&'a Expr<'a>> = args.iter().map(|&a| self.declval_operand(a)).collect();
            if ctors.iter().any(|&c| self.method_viable(c, t, &ops)) {
                // The constructor chosen must be usable from outside the class.
                return self.chosen_member_usable(&ctors, t, &ops);
            }
            if self.ctor_template_takes(t, &ops) {
                return true;
            }
            // The implicit copy constructor when the user declared others.
            return matches!(args, [a] if self.types.referee(*a).unwrap_or(*a).unqualified() == t.unqualified());
        }
        match args {
            [] => true,
            [a] => self.converts(*a, t),
            _ => false,
        }
    }

    fn trivially_constructible(&mut self, t: TypeId, args: &[TypeId]) -> bool {
        match args {
            [] => {
                if self.types.referee(t).is_some() {
                    return false;
                }
                self.trivial_default_ctor(t)
            }
            [a] => {
                let a = self.types.referee(*a).unwrap_or(*a);
                if let Some(referee) = self.types.referee(t) {
                    // Binding a reference calls nothing, unless a class converts.
                    let (r, a) = (referee.unqualified(), a.unqualified());
                    return !self.types.is_record(a)
                        || a == r
                        || (self.types.is_record(r) && self.base_path(a, r).is_some());
                }
                if self.types.is_record(t) {
                    let rvalue = self.own_class_operand(t, args);
                    rvalue.is_some_and(|rvalue| {
                        !self.nontrivial_destructor(t) && self.own_class_copy_trivial(CopyOp::Construct, t, rvalue, 0)
                    })
                } else {
                    self.types.is_scalar(t) && self.types.is_scalar(a) && self.converts(a, t)
                }
            }
            _ => false,
        }
    }

    fn all_extents_removed(&self, mut t: TypeId) -> TypeId {
        while let Some((e, _)) = self.types.array_elem(t) {
            t = e;
        }
        t
    }

    /// Whether destroying a `t` calls a destructor that is not trivial: one that runs
    /// code, or one written with an empty body (`~S() {}`, user-provided), also of a
    /// member or base.
    fn nontrivial_destructor(&self, t: TypeId) -> bool {
        let base = self.all_extents_removed(t);
        let Some(id) = self.record_of(base) else { return false };
        self.dtor_of(base.unqualified()).is_some()
            || self.has_empty_user_dtor(base)
            || self
                .types
                .record(id)
                .fields
                .iter()
                .any(|f| self.nontrivial_destructor(f.ty))
    }

    /// A user-declared copy or move constructor or copy assignment operator.
    fn has_user_copy(&mut self, t: TypeId) -> bool {
        let class = t.unqualified();
        self.ctors_of(class)
            .iter()
            .any(|&c| self.is_copy_or_move_ctor(c, class))
            || self.declares_copy_or_move_assignment(class)
    }

    /// Trivially copyable ([class.prop]/1): trivial copy and move operations and a
    /// trivial destructor.
    pub(crate) fn trivially_copyable(&mut self, t: TypeId) -> bool {
        self.trivial_copy_operations(t) && !self.nontrivial_destructor(t)
    }

    /// Whether assigning a `t` calls nothing user-provided: no user-declared copy or move
    /// assignment and no virtual functions, also in members and bases. Neither the
    /// destructor nor the constructors count (`is_trivially_assignable` of a class with a
    /// destructor that runs code, or a user-provided copy constructor, is true).
    fn trivial_assignment(&mut self, t: TypeId) -> bool {
        let base = self.all_extents_removed(t);
        if self.types.is_void(base) || self.types.is_function(base) || self.types.referee(base).is_some() {
            return false;
        }
        let Some(id) = self.record_of(base) else { return true };
        if self.declares_copy_or_move_assignment(base.unqualified()) || self.dynamic_of(base.unqualified()).is_some() {
            return false;
        }
        let fields: Vec<TypeId> = self.types.record(id).fields.iter().map(|f| f.ty).collect();
        fields.into_iter().all(|f| self.trivial_assignment(f))
    }

    /// Whether copying or moving a `t` (constructing or assigning) calls nothing
    /// user-provided: no user-declared copy or move operations and no virtual functions,
    /// also in members and bases.
    fn trivial_copy_operations(&mut self, t: TypeId) -> bool {
        let base = self.all_extents_removed(t);
        if self.types.is_void(base) || self.types.is_function(base) || self.types.referee(base).is_some() {
            return false;
        }
        let Some(id) = self.record_of(base) else { return true };
        if self.has_user_copy(base) || self.dynamic_of(base.unqualified()).is_some() {
            return false;
        }
        let fields: Vec<TypeId> = self.types.record(id).fields.iter().map(|f| f.ty).collect();
        fields.into_iter().all(|f| self.trivial_copy_operations(f))
    }

    fn trivial(&mut self, t: TypeId) -> bool {
        self.trivial_default_ctor(t) && self.trivially_copyable(self.all_extents_removed(t))
    }

    /// Whether the default constructor of `t`'s (element) class is trivial
    /// ([class.default.ctor]/3): implicit, or `= default` beside other constructors
    /// (CUTLASS's `half_t() = default;` next to `explicit half_t(float)`), in a class
    /// without virtual functions or default member initializers whose bases and
    /// members have trivial ones. True for other types.
    fn trivial_default_ctor(&self, t: TypeId) -> bool {
        let base = self.all_extents_removed(t);
        let Some(id) = self.record_of(base) else {
            return true;
        };
        let implicit =
            self.ctors_of(base).is_empty() && !self.has_ctor_templates(base) && !self.inherits_constructors(base);
        (implicit || self.has_defaulted_default_ctor(base))
            && self.dynamic_of(base.unqualified()).is_none()
            && !self.has_default_member_inits(base)
            && self
                .types
                .record(id)
                .fields
                .iter()
                .all(|f| self.trivial_default_ctor(f.ty))
    }

    /// Standard layout, for what ptxc models: no virtual functions and all non-static
    /// data members (and bases' members) in one class, none of a non-standard-layout
    /// type.
    fn standard_layout(&self, t: TypeId) -> bool {
        let base = self.all_extents_removed(t);
        let Some(id) = self.record_of(base) else {
            return self.types.referee(base).is_none();
        };
        if self.dynamic_of(base.unqualified()).is_some() {
            return false;
        }
        let bases = self.bases_of(base.unqualified()).to_vec();
        let own_fields = self
            .types
            .record(id)
            .fields
            .iter()
            .filter(|f| !f.name.starts_with('<') && !bases.iter().any(|b| self.is_base_field(*b, &f.name)))
            .count();
        let with_fields = bases.iter().filter(|b| !self.is_empty_class(**b)).count() + usize::from(own_fields > 0);
        with_fields <= 1
            && bases.iter().all(|b| self.standard_layout(*b))
            && self.types.record(id).fields.iter().all(|f| self.standard_layout(f.ty))
    }

    fn is_empty_class(&self, t: TypeId) -> bool {
        let Some(id) = self.record_of(t) else { return false };
        if self.dynamic_of(t.unqualified()).is_some() {
            return false;
        }
        let bases = self.bases_of(t.unqualified()).to_vec();
        let rec = self.types.record(id);
        bases.iter().all(|b| self.is_empty_class(*b))
            && rec
                .fields
                .iter()
                .all(|f| bases.iter().any(|b| self.is_base_field(*b, &f.name)))
    }

    /// Whether a field named `name` is the subobject of base `b`.
    fn is_base_field(&self, b: TypeId, name: &str) -> bool {
        let field = crate::sema::classes::bases::base_field_name(&self.types.display(b));
        name == field || name.starts_with(&format!("{}#", field.trim_end_matches('>')))
    }

    fn literal(&self, t: TypeId) -> bool {
        let base = self.all_extents_removed(t);
        self.types.is_scalar(base)
            || self.types.referee(base).is_some()
            || self.types.is_void(base)
            || (self.types.is_record(base) && !self.nontrivial_destructor(base))
    }
}

/// `t`'s referee when it is a reference, else `t`.
fn types_unref(types: &crate::types::TypeTable, t: TypeId) -> TypeId {
    types.referee(t).unwrap_or(t)
}

/// Integral types of [basic.fundamental] (not enumerations).
fn is_integral(k: &TypeKind) -> bool {
    matches!(
        k,
        TypeKind::Bool
            | TypeKind::Char
            | TypeKind::SChar
            | TypeKind::UChar
            | TypeKind::Short
            | TypeKind::UShort
            | TypeKind::Int
            | TypeKind::UInt
            | TypeKind::Long
            | TypeKind::ULong
            | TypeKind::LongLong
            | TypeKind::ULongLong
            | TypeKind::Int128
            | TypeKind::UInt128
            | TypeKind::WChar
            | TypeKind::Char16
            | TypeKind::Char32
    )
}
