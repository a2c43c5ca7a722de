//! References (`T&`, `const T&`, `T&&`), lowered away so the IL has no reference types.
//!
//! - `T&`, `T&&` (and `const T&` to a non-scalar) become a pointer `T*`: binding takes
//!   the address of an lvalue, and every use of the reference variable is `*p`.
//! - `const T&` to a scalar (arithmetic, pointer) is passed and held by value as a
//!   `const T`: a const reference to a scalar cannot be written through, so the value is
//!   what the callee observes (except through aliasing writes during the call, which the
//!   supported subset has no reason to make).
//! - A prvalue bound to a `const T&` or a `T&&` is materialized in a hidden local of the
//!   function (a temporary that lives until the function returns, at least as long as C++
//!   keeps it); a `T&&` does not bind an lvalue, but does bind an xvalue: the result of
//!   `static_cast<T&&>(x)`, `std::move(x)` or another call returning `T&&`.
//! - Reference collapsing: `T&&` with `T = int&` is `int&`; `template <class T> void
//!   f(T&& x)` called with an lvalue of type `A` deduces `T = A&`.
//!
//! Mangled names use the declared types, so `void f(const float&)` is still `_Z1fRKf`
//! and `void f(int&&)` is `_Z1fOi`.

use crate::il::{CastKind, Expr, ExprKind, UnaryOp, VarId};
use crate::source::Span;
use crate::types::{Quals, TypeId, TypeKind};

use crate::sema::Sema;

/// What the frontend knows about rvalue references beyond the declared types.
#[derive(Debug, Default)]
pub struct RvalueRefs {
    /// Expressions (by arena address) that are xvalues: lvalues in the IL that a `T&&`
    /// binds and overload resolution treats as rvalues.
    xvalues: rustc_hash::FxHashSet<usize>,
    /// Those of them that are class temporaries (`T{...}`, `T(args)`): prvalues in
    /// C++, so `decltype` gives `T`, not `T&&`.
    temporaries: rustc_hash::FxHashSet<usize>,
}

/// How a declared type is represented in the IL.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefMode {
    /// Not a reference.
    None,
    /// A reference lowered to a pointer to the referee (given).
    ByPointer(TypeId),
    /// A `const` reference to a scalar, held by value.
    ByValue,
}

impl<'a> Sema<'a> {
    /// `ty&` (`rvalue`: `ty&&`) with reference collapsing: a reference to a reference
    /// (through a typedef or a template argument) is an rvalue reference only when both
    /// are.
    pub fn reference_to(&mut self, ty: TypeId, rvalue: bool) -> TypeId {
        match self.types.referee(ty) {
            Some(r) if !rvalue || !self.types.is_rvalue_ref(ty) => self.types.lvalue_ref_to(r),
            Some(_) => ty,
            None if rvalue => self.types.rvalue_ref_to(ty),
            None => self.types.lvalue_ref_to(ty),
        }
    }

    /// For a forwarding reference `T&&` (`T` an unqualified, deduced template
    /// parameter) and an lvalue argument `a`: the index of `T`.
    pub fn forwarding_lvalue(&self, pattern: TypeId, a: &Expr<'a>, explicit: usize) -> Option<usize> {
        let crate::types::TypeKind::RValueRef { referee } = *self.types.kind(pattern) else {
            return None;
        };
        let crate::types::TypeKind::TemplateParam { index } = *self.types.kind(referee) else {
            return None;
        };
        let plain = referee.quals() == Quals::NONE && (index as usize) >= explicit;
        (plain && a.lvalue && !self.is_xvalue(a)).then_some(index as usize)
    }

    /// The IL type and mode of a declared type that may be a reference.
    pub fn lower_reference(&mut self, declared: TypeId) -> (TypeId, RefMode) {
        let Some(referee) = self.types.referee(declared) else {
            return (declared, RefMode::None);
        };
        if self.types.reference_by_value(declared) {
            (referee, RefMode::ByValue)
        } else {
            (self.types.pointer_to(referee), RefMode::ByPointer(referee))
        }
    }

    /// The IL type and mode of a parameter of declared type `declared`: a kernel's
    /// reference parameters are pointers, `const T&` to scalars too (nvcc passes the
    /// address, `.param .u64`); so are those of a function returning a reference
    /// (`by_address`), whose result may designate a parameter.
    pub fn lower_param_reference(&mut self, declared: TypeId, by_address: bool) -> (TypeId, RefMode) {
        if by_address {
            self.lower_local_reference(declared)
        } else {
            self.lower_reference(declared)
        }
    }

    /// The IL type and mode of a local reference variable: always a pointer (a `const
    /// int& r = a[i];` must see later writes to `a[i]`; a prvalue initializer is
    /// materialized in a temporary the pointer points to).
    pub fn lower_local_reference(&mut self, declared: TypeId) -> (TypeId, RefMode) {
        match self.types.referee(declared) {
            Some(referee) => (self.types.pointer_to(referee), RefMode::ByPointer(referee)),
            None => (declared, RefMode::None),
        }
    }

    /// nvcc's error for reference variable `name` (at `span`) declared without an
    /// initializer.
    pub fn reference_without_initializer(&mut self, name: crate::symbol::Sym, span: Span) {
        let n = self.interner.get(name).to_string();
        self.diags
            .error(span, format!("reference variable \"{n}\" requires an initializer"));
    }

    /// The local reference variable `declared name = init;` (declared at `span`, its
    /// declaration ending at `end`): an empty statement after an error.
    pub fn bound_reference_variable(
        &mut self,
        name: crate::symbol::Sym,
        span: Span,
        declared: TypeId,
        init: &'a Expr<'a>,
        end: Span,
    ) -> &'a crate::il::Stmt<'a> {
        let (il_ty, mode) = self.lower_local_reference(declared);
        let value = match mode {
            RefMode::ByPointer(_) => self.bind_reference_to(init, declared),
            _ => self.convert(init, il_ty, crate::sema::conversions::standard::ConvCtx::Init),
        };
        let Some(var) = self.declare_local(name, il_ty, span) else {
            return self.stmt(crate::il::StmtKind::Empty, span);
        };
        if let RefMode::ByPointer(referee) = mode {
            self.mark_reference_var(var, referee);
            self.var_facts[var].decltype = Some(declared);
        }
        if self.is_err(value) {
            return self.stmt(crate::il::StmtKind::Empty, span);
        }
        let init = Some(crate::il::Init::Expr(value));
        self.local_decl_stmt(var, init, span.to(end))
    }

    /// A reference with static storage (`__device__ int& r = g;`): a pointer variable
    /// initialized with the referee's address (a constant, so the referee must have
    /// static storage too), whose uses dereference it.
    pub fn declare_static_reference(
        &mut self,
        name: crate::symbol::Sym,
        declared: TypeId,
        span: Span,
        spec: crate::sema::globals::StaticVarSpec,
        init: Option<&crate::sema::decl::InitSyn<'a>>,
    ) {
        let Some(referee) = self.types.referee(declared) else {
            return;
        };
        let bound = match init {
            Some(crate::sema::decl::InitSyn::Expr(e)) => self.bind_reference_to(e, declared),
            Some(_) | None => {
                let n = self.interner.get(name).to_string();
                self.diags
                    .error(span, format!("reference variable \"{n}\" requires an initializer"));
                return;
            }
        };
        if self.is_err(bound) {
            return;
        }
        let ptr = self.types.pointer_to(referee);
        let syn = crate::sema::decl::InitSyn::Expr(bound);
        if let Some(v) = self.declare_static_var(name, ptr, span, spec, Some(&syn)) {
            self.mark_reference_var(v, referee);
        }
    }

    /// Marks `v` (whose IL type is a pointer) as a reference variable: uses dereference it.
    pub fn mark_reference_var(&mut self, v: VarId, referee: TypeId) {
        self.var_facts[v].referee = Some(referee);
    }

    /// `decltype(name)` of variable `v` names `ty` (a structured binding's referenced type).
    pub fn set_var_decltype(&mut self, v: VarId, ty: TypeId) {
        self.var_facts[v].decltype = Some(ty);
    }

    /// A use of reference variable `v`: `*v`.
    pub fn reference_use(&mut self, v: VarId, span: Span) -> Option<&'a Expr<'a>> {
        let referee = self.var_facts[v].referee?;
        let ptr_ty = self.var(v).ty;
        let var = self.mk(ExprKind::Var(v), ptr_ty, span, true);
        let p = self.rvalue(var);
        Some(self.mk(
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand: p,
            },
            referee,
            span,
            true,
        ))
    }

    /// The declared type of parameter `k` of `f` (with references).
    pub fn declared_param(&self, f: crate::il::FnDeclId, k: usize) -> Option<TypeId> {
        let fty = self.facts(f).declared_ty?;
        self.types.fn_sig(fty).and_then(|(_, p, _)| p.get(k).copied())
    }

    /// Whether `e` is an xvalue (see [`RvalueRefs`]).
    pub fn is_xvalue(&self, e: &Expr<'a>) -> bool {
        self.rvalue_refs.xvalues.contains(&(e as *const Expr as usize))
    }

    /// Whether `e` is a class temporary (see [`Sema::mark_temporary`]).
    pub fn is_temporary(&self, e: &Expr<'a>) -> bool {
        self.rvalue_refs.temporaries.contains(&(e as *const Expr as usize))
    }

    /// Marks `e`, the object of a class temporary (an lvalue in the IL), as a prvalue
    /// of C++ that a `T&&` binds as it binds an xvalue.
    pub fn mark_temporary(&mut self, e: &'a Expr<'a>) -> &'a Expr<'a> {
        self.rvalue_refs.temporaries.insert(e as *const Expr as usize);
        self.mark_xvalue(e)
    }

    /// `( e )` written over `span`: `e` with the wider span, in a node of its own
    /// (diagnostics point at the parentheses), and its value category: an xvalue
    /// or class temporary stays one (`decltype((T{}))` is `T`, `decltype((std::move(x)))`
    /// is `T&&`; the marks are kept by node, so the copy takes them over).
    pub fn parenthesized(&mut self, e: &'a Expr<'a>, span: crate::source::Span) -> &'a Expr<'a> {
        let mut inner = *e;
        inner.span = span;
        let copy: &'a Expr<'a> = self.arena.alloc(inner);
        if self.is_temporary(e) {
            self.mark_temporary(copy)
        } else if self.is_xvalue(e) {
            self.mark_xvalue(copy)
        } else {
            copy
        }
    }

    /// Marks `e` (an lvalue in the IL) as an xvalue.
    pub fn mark_xvalue(&mut self, e: &'a Expr<'a>) -> &'a Expr<'a> {
        self.rvalue_refs.xvalues.insert(e as *const Expr as usize);
        e
    }

    /// Binds a reference of declared type `declared` (lowered by pointer) to `e`.
    pub fn bind_reference_to(&mut self, e: &'a Expr<'a>, declared: TypeId) -> &'a Expr<'a> {
        let Some(referee) = self.types.referee(declared) else {
            return e;
        };
        if !self.types.is_rvalue_ref(declared) || self.is_err(e) {
            return self.bind_reference(e, referee);
        }
        let builtin = matches!(
            e.kind,
            ExprKind::SpecialReg { .. } | ExprKind::SpecialRegWhole { .. } | ExprKind::WarpSize
        );
        let same = e.ty.unqualified() == referee.unqualified();
        if e.lvalue && !builtin && same && !self.is_xvalue(e) {
            self.diags
                .error(e.span, "an rvalue reference cannot be bound to an lvalue");
            return self.error_expr(e.span);
        }
        if e.lvalue && !builtin && same {
            return self.bind_address(e, referee);
        }
        self.materialize(e, referee)
    }

    /// A prvalue `e` bound to a reference to `referee`: the address of a temporary
    /// holding `e` converted to `referee`.
    fn materialize(&mut self, e: &'a Expr<'a>, referee: TypeId) -> &'a Expr<'a> {
        if self.is_derived_prvalue(e, referee) {
            let tmp = self.temporary(e);
            return self.bind_address(tmp, referee);
        }
        let value = self.rvalue(e);
        let value = self.convert(
            value,
            referee.unqualified(),
            crate::sema::conversions::standard::ConvCtx::Init,
        );
        if self.is_err(value) {
            return value;
        }
        if value.ty.unqualified() != referee.unqualified() {
            // No value of the referee's type could be made (it was never declared, and
            // that was reported): binding the temporary would come back here for ever.
            return self.error_expr(e.span);
        }
        let tmp = self.temporary(value);
        self.bind_address(tmp, referee)
    }

    /// Whether `e` is a prvalue of a class derived from `referee`: bound to a reference,
    /// the temporary holds the whole object and the reference its base subobject
    /// ([dcl.init.ref]/5.3.1). Slicing first would lose what a CRTP base's downcast reads
    /// (`(it + a) + b` through `operator+(facade<D> const&, n)`).
    fn is_derived_prvalue(&self, e: &'a Expr<'a>, referee: TypeId) -> bool {
        !e.lvalue
            && self.types.is_record(e.ty)
            && e.ty.unqualified() != referee.unqualified()
            && self.base_path(e.ty, referee).is_some()
    }

    /// Binds an lvalue reference to `referee` (lowered by pointer) to `e`: the address of
    /// a compatible lvalue, as a value of type `referee*`.
    pub fn bind_reference(&mut self, e: &'a Expr<'a>, referee: TypeId) -> &'a Expr<'a> {
        if self.is_xvalue(e) && !self.types.is_const_object(referee) && !self.is_err(e) {
            self.diags
                .error(e.span, "initial value of reference to non-const must be an lvalue");
            return self.error_expr(e.span);
        }
        self.bind_address(e, referee)
    }

    /// The address of `e` for a reference to `referee` (materializing prvalues for
    /// `const` referees).
    fn bind_address(&mut self, e: &'a Expr<'a>, referee: TypeId) -> &'a Expr<'a> {
        if self.is_err(e) {
            return e;
        }
        if referee.is_const() && !referee.is_volatile() && self.is_derived_prvalue(e, referee) {
            let tmp = self.temporary(e);
            return self.bind_address(tmp, referee);
        }
        // A reference to a base class binds the base subobject.
        let e = match self.types.is_record(e.ty) && e.ty.unqualified() != referee.unqualified() {
            true => self.base_subobject(e, referee).unwrap_or(e),
            false => e,
        };
        let ref_ty = self.types.lvalue_ref_to(referee);
        // A function is bound by its declared type (reference parameters as written).
        let e_ty = match e.kind {
            ExprKind::Func(f) => self.declared_fn_type(f),
            _ => e.ty,
        };
        let compatible = self.reference_compatible(referee, e_ty);
        let builtin = matches!(
            e.kind,
            ExprKind::SpecialReg { .. } | ExprKind::SpecialRegWhole { .. } | ExprKind::WarpSize
        );
        if !e.lvalue && !builtin && compatible && referee.is_const() && self.types.is_record(referee) {
            // A `const T&` to a class type binds a temporary holding the value.
            let tmp = self.temporary(e);
            return self.bind_address(tmp, referee);
        }
        if self.bit_field_of(e).is_some() {
            let msg = format!(
                "a reference of type {} cannot be bound to a bit field",
                self.ty_str(ref_ty)
            );
            self.diags.error(e.span, msg);
            return self.error_expr(e.span);
        }
        if (!e.lvalue || builtin) && referee.is_const() && !referee.is_volatile() {
            return self.materialize(e, referee);
        }
        if !e.lvalue || builtin {
            self.diags
                .error(e.span, "initial value of reference to non-const must be an lvalue");
            return self.error_expr(e.span);
        }
        if !compatible && referee.is_const() && !referee.is_volatile() {
            // `const T&` bound to another class's object: the `T` its conversion
            // function gives ([dcl.init.ref]/5.2.1.2), else a temporary `T` made by a
            // converting constructor.
            if let Some(t) = self.class_conversion_for_reference(e, referee) {
                return self.bind_address(t, referee);
            }
            if let Some(t) = self.converting_construction(e, referee) {
                return self.bind_address(t, referee);
            }
        }
        let scalars = !self.types.is_record(referee) && !self.types.is_record(e.ty);
        if !compatible && scalars && referee.is_const() && !referee.is_volatile() {
            // `const int&` bound to a `short` lvalue: a temporary holding the converted
            // value ([dcl.init.ref]/5.4.2).
            return self.materialize(e, referee);
        }
        if !compatible {
            let msg = format!(
                "a reference of type {} cannot be initialized with a value of type {}",
                self.ty_str(ref_ty),
                self.ty_str(e.ty)
            );
            self.diags.error(e.span, msg);
            return self.error_expr(e.span);
        }
        let addr_ty = self.types.pointer_to(e_ty);
        let addr = self.mk(
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand: e,
            },
            addr_ty,
            e.span,
            false,
        );
        let target = self.types.pointer_to(referee);
        if self.types.is_array(referee) {
            // Only the elements' qualifiers can differ (checked above).
            return self.cast(CastKind::NoOp, addr, target);
        }
        self.convert(addr, target, crate::sema::conversions::standard::ConvCtx::Init)
    }

    /// Whether a reference to `referee` binds directly to an lvalue of type `ty`: the same
    /// type with no fewer cv-qualifiers. An array's qualifiers are its elements'
    /// (`const int (&)[4]` binds to an `int[4]`).
    fn reference_compatible(&self, referee: TypeId, ty: TypeId) -> bool {
        let arrays = (self.types.kind(referee), self.types.kind(ty));
        if let (TypeKind::Array { elem: re, len: rl }, TypeKind::Array { elem: te, len: tl }) = arrays {
            return rl == tl && self.reference_compatible(*re, *te);
        }
        ty.unqualified() == referee.unqualified() && referee.quals().contains(Quals(ty.quals().0 & 3))
    }
}
