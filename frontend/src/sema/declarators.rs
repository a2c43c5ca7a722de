//! Declarators' meaning ([dcl.meaning]): the type a declarator's operations (`*`,
//! `S::*`, `&`, `&&`, `[N]`, `(params)`) build from the specifiers' type, array bounds,
//! and the adjustment of parameter types.

use crate::sema::decl::ParamInfo;
use crate::sema::Sema;
use crate::source::Span;
use crate::types::{Quals, TypeId};

/// One step of a declarator, applied to the type built so far.
#[derive(Clone, Debug)]
pub enum DeclOp {
    /// `*` with its qualifiers.
    Pointer(Quals),
    /// `S::*` with its qualifiers: a pointer to a member of class `S` (for a member
    /// function, `const_method` when `const` follows its parameter list).
    MemberPointer {
        /// The class.
        class: TypeId,
        /// Qualifiers of the pointer itself.
        quals: Quals,
        /// A pointer to a `const` member function.
        const_method: bool,
    },
    /// `&`: an lvalue reference.
    Reference(Span),
    /// `&&`: an rvalue reference.
    RvalueReference(Span),
    /// `[N]`, or `[]` (None).
    Array(Option<u64>, Span),
    /// `(params)`, variadic or not.
    Function(Vec<ParamInfo>, bool),
}

impl Sema<'_> {
    /// Checks an array bound: a positive integer constant, or zero with `zero_allowed`
    /// (GNU's zero-length array, a data member `int d[0];`).
    pub fn array_bound(&mut self, e: &crate::il::Expr, zero_allowed: bool) -> Option<u64> {
        if self.is_err(e) {
            return None;
        }
        if !self.types.is_integer(e.ty) {
            self.diags
                .error(e.span, "expression must have integral or unscoped enum type");
            return None;
        }
        match self.const_int(e) {
            None => {
                self.diags.error(e.span, "expression must have a constant value");
                None
            }
            Some(0) if zero_allowed => Some(0),
            Some(v) if v <= 0 => {
                self.diags
                    .error(e.span, "the size of an array must be greater than zero");
                None
            }
            Some(v) if v > i128::from(crate::limits::MAX_OBJECT_BYTES) => {
                self.diags.error(e.span, "array is too large");
                None
            }
            Some(v) => Some(v as u64),
        }
    }

    /// The type a type-id names (in a cast, `sizeof`, a template argument): the
    /// abstract declarator's operators `ops` applied to `base` (`at` places their
    /// errors), a function type `noexcept` when the declarator says so (`T (*)()
    /// noexcept`: calls through it cannot throw); `None` after an error, such as a
    /// declarator that names something (at `named`).
    pub fn act_on_type_name(
        &mut self,
        base: TypeId,
        ops: &[DeclOp],
        named: Option<Span>,
        noexcept: bool,
        at: Span,
    ) -> Option<TypeId> {
        if let Some(span) = named {
            self.diags.error(span, "expected a type name, not a declaration");
            return None;
        }
        let ty = self.declarator_type(base, ops, at)?;
        Some(match noexcept {
            true => self.with_noexcept(ty),
            false => ty,
        })
    }

    /// The type of a parameter declared with type `ty` (starting at `at`): adjusted
    /// ([`Sema::adjust_param_type`]); `None` after an error (a `void` parameter).
    pub fn act_on_parameter_type(&mut self, ty: TypeId, at: Span) -> Option<TypeId> {
        let ty = self.adjust_param_type(ty);
        if self.types.is_void(ty) {
            self.diags.error(at, "incomplete type \"void\" is not allowed");
            return None;
        }
        Some(ty)
    }

    /// The names of the `n` parameters a function parameter pack `name` expands to in
    /// an instance: `ts#0`, `ts#1`, ...
    pub fn pack_element_names(&mut self, name: crate::symbol::Sym, n: usize) -> Vec<crate::symbol::Sym> {
        let base = self.interner.get(name).to_string();
        (0..n).map(|i| self.interner.intern(&format!("{base}#{i}"))).collect()
    }

    /// The type of an object declared by specifiers naming `base` (with `constexpr`:
    /// `is_constexpr`) and the declarator `ops` ending at `at`; `None` after an error.
    pub fn declared_object_type(
        &mut self,
        base: TypeId,
        ops: &[DeclOp],
        at: Span,
        is_constexpr: bool,
    ) -> Option<TypeId> {
        let ty = self.declarator_type(base, ops, at)?;
        Some(match is_constexpr {
            true => self.constexpr_object_type(ty),
            false => ty,
        })
    }

    /// The type of an object declared `constexpr` with type `ty`: made `const` at the
    /// top level (`constexpr int* p` is an `int* const`); references and functions are
    /// unchanged.
    pub fn constexpr_object_type(&self, ty: TypeId) -> TypeId {
        if self.types.referee(ty).is_some() || self.types.is_function(ty) {
            return ty;
        }
        ty.with_quals(ty.quals().union(Quals::CONST))
    }

    /// Parameter type adjustment: arrays and functions become pointers (qualifiers of the
    /// parameter itself are kept on the variable).
    pub fn adjust_param_type(&mut self, ty: TypeId) -> TypeId {
        if let Some((elem, _)) = self.types.array_elem(ty) {
            return self.types.pointer_to(elem).with_quals(ty.quals());
        }
        if self.types.is_function(ty) {
            return self.types.pointer_to(ty);
        }
        ty
    }

    /// Applies declarator operations to a base type (`at`: where the declarator
    /// ends, for errors without a place of their own).
    pub fn declarator_type(&mut self, base: TypeId, ops: &[DeclOp], at: Span) -> Option<TypeId> {
        let mut ty = base;
        for op in ops {
            ty = match op {
                DeclOp::Pointer(q) => self.types.pointer_to(ty).with_quals(*q),
                DeclOp::MemberPointer {
                    class,
                    quals,
                    const_method,
                } => {
                    if self.types.referee(ty).is_some() || self.types.is_void(ty) {
                        let span = at;
                        self.diags
                            .error(span, "a pointer to a member of reference or void type is not allowed");
                        return None;
                    }
                    self.types.member_pointer(*class, ty, *const_method).with_quals(*quals)
                }
                DeclOp::Reference(span) | DeclOp::RvalueReference(span) => {
                    if self.types.is_void(ty) {
                        self.diags.error(*span, "a reference to void is not allowed");
                        return None;
                    }
                    self.reference_to(ty, matches!(op, DeclOp::RvalueReference(_)))
                }
                DeclOp::Array(len, span) => {
                    if self.types.is_function(ty) {
                        self.diags.error(*span, "array of functions is not allowed");
                        return None;
                    }
                    if self.types.is_void(ty) {
                        self.diags.error(*span, "array of void is not allowed");
                        return None;
                    }
                    if self.types.referee(ty).is_some() {
                        self.diags.error(*span, "an array of references is not allowed");
                        return None;
                    }
                    let len = len.unwrap_or(0);
                    // A pattern's bound naming a template parameter is no size.
                    let bytes = self.types.size_of(ty).checked_mul(len);
                    let pattern = crate::types::param_array_len(len).is_some();
                    if !pattern && bytes.is_none_or(|b| b > crate::limits::MAX_OBJECT_BYTES) {
                        self.diags.error(*span, "array is too large");
                        return None;
                    }
                    self.types.array_of(ty, len)
                }
                DeclOp::Function(params, variadic) => {
                    if self.types.is_array(ty) || self.types.is_function(ty) {
                        let span = at;
                        self.diags
                            .error(span, "function returning an array or function is not allowed");
                        return None;
                    }
                    let ps = params.iter().map(|p| p.ty.unqualified()).collect();
                    self.types.function(ty, ps, *variadic)
                }
            };
        }
        Some(ty)
    }
}
