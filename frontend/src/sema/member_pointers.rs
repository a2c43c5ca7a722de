//! Pointers to members: `&S::x` and `&S::f`, `obj.*pm` and `p->*pm`, calls
//! `(obj.*pf)(args)`, null values, comparisons and tests. All of it is written in IL
//! that exists already, on the Itanium representation (`types/member_pointers.rs`): a
//! data member pointer is a byte offset, so `obj.*pm` is `*(T*)((char*)&obj + pm)`; a
//! member function pointer holds the function's address and a `this` adjustment, so a
//! call is an indirect call with `(S*)((char*)&obj + adj)` as its first argument.
//! Without virtual functions the address is never a vtable offset.

use crate::il::{BinOp, CastKind, Expr, ExprKind, UnaryOp};
use crate::sema::lookup::{Entity, NsId};
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::{Quals, TypeId};

use super::Sema;

/// The null data member pointer: offset 0 is a real member, so null is -1 (Itanium).
const NULL_OFFSET: i128 = -1;

impl<'a> Sema<'a> {
    /// The class of a pointer-to-member declarator `C::*` (written at `span`) whose `C`
    /// names type `ty`: a template's type parameter stands for one; another type is
    /// nvcc's error (`None`).
    pub fn member_pointer_class_type(&mut self, ty: TypeId, span: Span) -> Option<TypeId> {
        if matches!(self.types.raw_kind(ty), crate::types::TypeKind::TemplateParam { .. }) {
            return Some(ty);
        }
        self.diags.error(span, "expected a class name before \"::*\"");
        None
    }

    /// The class of a pointer-to-member declarator `a::C::*` (written at `span`) whose
    /// qualifier named scope `scope`; nvcc's error (`None`) when it is no class's.
    pub fn member_pointer_class_of_scope(&mut self, scope: Option<NsId>, span: Span) -> Option<TypeId> {
        let class = scope.and_then(|ns| self.class_of_scope(ns));
        if class.is_none() {
            self.diags.error(span, "expected a class name before \"::*\"");
        }
        class
    }

    /// `&S::name` where `S` names scope `scope`: a pointer to a non-static data member
    /// or member function of that class; `None` when `S` is no class or `name` is
    /// neither (a static member's address is an ordinary pointer).
    pub fn member_pointer_constant(&mut self, scope: NsId, name: Sym, span: Span) -> Option<&'a Expr<'a>> {
        let class = self.class_of_scope(scope)?;
        let wanted = self.interner.get(name).to_string();
        let rec = self.types.record_of(class)?.clone();
        let path = match rec.fields.iter().position(|f| f.name == wanted) {
            Some(i) => Some(vec![i as u32]),
            None => self.inherited_field(class, &wanted),
        };
        if let Some(path) = path {
            return Some(self.data_member_pointer(class, &path, span));
        }
        let Some(Entity::Funcs(set)) = self.scopes.lookup_in(scope, name).cloned() else {
            return None;
        };
        let methods: Vec<_> = set
            .iter()
            .copied()
            .filter(|&f| self.facts(f).method.as_ref().is_some_and(|m| !m.is_static))
            .collect();
        match methods.as_slice() {
            [] => None,
            [f] if self.is_virtual(*f) => {
                // Itanium's form is a vtable offset + 1, called through the object's vptr.
                self.diags.error(
                    span,
                    "a pointer to a virtual member function is not supported by ptxc yet",
                );
                Some(self.error_expr(span))
            }
            [f] => Some(self.member_function_pointer(*f, span)),
            _ => {
                self.diags.error(
                    span,
                    "taking the address of an overloaded member function is not supported by ptxc yet",
                );
                Some(self.error_expr(span))
            }
        }
    }

    /// The constant offset of the field at `path` (through base subobjects) in `class`.
    fn data_member_pointer(&mut self, class: TypeId, path: &[u32], span: Span) -> &'a Expr<'a> {
        let mut ty = class;
        let mut offset = 0;
        for &i in path {
            let Some(f) = self.types.record_of(ty).and_then(|r| r.fields.get(i as usize)).cloned() else {
                return self.error_expr(span);
            };
            if f.bits.is_some() {
                self.diags
                    .error(span, "taking the address of a bit field is not allowed");
                return self.error_expr(span);
            }
            offset += f.offset;
            ty = f.ty;
        }
        let mp = self.types.member_pointer(class, ty, false);
        self.int_const(offset as i128, mp, span)
    }

    /// `&S::f` for the non-static member function `f`: `{ address, 0 }`.
    fn member_function_pointer(&mut self, f: crate::il::FnDeclId, span: Span) -> &'a Expr<'a> {
        let Some(m) = self.facts(f).method else {
            return self.error_expr(span);
        };
        let ty = self.types.member_pointer(m.class, m.declared, m.is_const);
        let callee = self.function_designator(f, span);
        let fptr = self.types.pointer_to(self.func(f).ty);
        let fptr = self.cast(CastKind::FunctionToPointerDecay, callee, fptr);
        let address_ty = self.types.member_function_address();
        let address = self.cast(CastKind::BitCast, fptr, address_ty);
        let zero = self.int_const(0, TypeId::LONG, span);
        self.member_function_value(ty, address, zero, span)
    }

    /// A member function pointer of type `ty` made of `address` (a `void (*)()`) and
    /// `adjust` (a `long`).
    fn member_function_value(
        &mut self,
        ty: TypeId,
        address: &'a Expr<'a>,
        adjust: &'a Expr<'a>,
        span: Span,
    ) -> &'a Expr<'a> {
        let Some(tmp) = self.hidden_local(ty, span) else {
            return self.error_expr(span);
        };
        let mut value = tmp;
        for (field, part) in [(1, adjust), (0, address)] {
            let word_ty = self.word_type(field);
            let slot = self.mk(ExprKind::Member { base: tmp, field }, word_ty, span, true);
            let store = self.mk(ExprKind::Assign { lhs: slot, rhs: part }, word_ty, span, true);
            value = self.mk(ExprKind::Comma { lhs: store, rhs: value }, ty, span, true);
        }
        self.rvalue(value)
    }

    /// `obj.*pm` (or `p->*pm` with `arrow`): the member lvalue, or for a member function
    /// pointer the function to call with the adjusted `obj` as `this` (see
    /// [`Sema::bound_member_object`]).
    pub fn member_pointer_access(
        &mut self,
        obj: &'a Expr<'a>,
        arrow: bool,
        pm: &'a Expr<'a>,
        span: Span,
    ) -> &'a Expr<'a> {
        if self.is_err(obj) || self.is_err(pm) {
            return self.error_expr(span);
        }
        let Some((class, member, const_method)) = self.types.member_pointer_parts(pm.ty) else {
            self.diags.error(pm.span, "expression must have pointer-to-member type");
            return self.error_expr(span);
        };
        let Some(address) = self.object_address_of_class(obj, arrow, class, span) else {
            return self.error_expr(span);
        };
        let cv = Quals(self.types.pointee(address.ty).map_or(0, |t| t.quals().0) & 3);
        if self.types.is_function(member) {
            if cv.contains(Quals::CONST) && !const_method {
                self.diags.error(
                    obj.span,
                    "the object has type qualifiers that are not compatible with the member function",
                );
                return self.error_expr(span);
            }
            return self.bound_member(address, pm, class, member, const_method, span);
        }
        let pm = self.rvalue(pm);
        let offset = self.cast(CastKind::NoOp, pm, TypeId::LONG);
        let member_ptr = self.types.pointer_to(member.with_quals(cv));
        let at = self.byte_offset(address, offset, member_ptr, span);
        self.mk(
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand: at,
            },
            member.with_quals(cv),
            span,
            true,
        )
    }

    /// The address of the object `obj` (`*obj` with `arrow`) as a pointer to `class`,
    /// converting a derived class to its base; `None` after reporting an error.
    fn object_address_of_class(
        &mut self,
        obj: &'a Expr<'a>,
        arrow: bool,
        class: TypeId,
        span: Span,
    ) -> Option<&'a Expr<'a>> {
        let address = if arrow {
            self.rvalue(obj)
        } else if !self.types.is_record(obj.ty) {
            None?
        } else {
            let object = if obj.lvalue { obj } else { self.temporary(obj) };
            let ptr = self.types.pointer_to(object.ty);
            self.mk(
                ExprKind::Unary {
                    op: UnaryOp::AddrOf,
                    operand: object,
                },
                ptr,
                span,
                false,
            )
        };
        let object_ty = self.types.pointee(address.ty).filter(|t| self.types.is_record(*t));
        let Some(object_ty) = object_ty else {
            let msg = format!(
                "left operand of pointer-to-member operator must be of class type (it has type {})",
                self.ty_str(obj.ty)
            );
            self.diags.error(obj.span, msg);
            return None;
        };
        if object_ty.unqualified() == class {
            return Some(address);
        }
        let base_ptr = self.types.pointer_to(class.with_quals(Quals(object_ty.quals().0 & 3)));
        let converted = self.derived_to_base_pointer(address, base_ptr, span);
        if converted.is_none() {
            let msg = format!(
                "pointer-to-member selection class types are incompatible ({} and {})",
                self.ty_str(object_ty.unqualified()),
                self.ty_str(class)
            );
            self.diags.error(obj.span, msg);
        }
        converted
    }

    /// `(to)((char*)address + offset)`: `offset` a `long` number of bytes.
    fn byte_offset(&mut self, address: &'a Expr<'a>, offset: &'a Expr<'a>, to: TypeId, span: Span) -> &'a Expr<'a> {
        let cv = Quals(self.types.pointee(address.ty).map_or(0, |t| t.quals().0) & 3);
        let bytes_ty = self.types.pointer_to(TypeId::CHAR.with_quals(cv));
        let bytes = self.cast(CastKind::BitCast, address, bytes_ty);
        let moved = self.mk(
            ExprKind::Binary {
                op: BinOp::Add,
                lhs: bytes,
                rhs: offset,
            },
            bytes_ty,
            span,
            false,
        );
        self.cast(CastKind::BitCast, moved, to)
    }

    /// `obj.*pf` for a member function pointer: the function lvalue `*(F*)pf.ptr`, where
    /// `F` takes `this` first; the adjusted object pointer waits in
    /// `bound_members` for the call.
    fn bound_member(
        &mut self,
        address: &'a Expr<'a>,
        pf: &'a Expr<'a>,
        class: TypeId,
        member: TypeId,
        const_method: bool,
        span: Span,
    ) -> &'a Expr<'a> {
        let Some((ret, params, variadic)) = self.types.fn_sig(member).map(|(r, p, v)| (r, p.to_vec(), v)) else {
            return self.error_expr(span);
        };
        // `pf` is read twice (address, then adjustment): a value is held in a temporary
        // stored by the first read (the callee is evaluated before the arguments).
        let Some((holder, store)) = self.hold(pf) else {
            return self.error_expr(span);
        };
        let ptr_part = self.word_of(holder, 0, store);
        let adj_part = self.word_of(holder, 1, None);
        let this_class = if const_method {
            class.with_quals(Quals::CONST)
        } else {
            class
        };
        let this_ty = self.types.pointer_to(this_class);
        let this = self.byte_offset(address, adj_part, this_ty, span);
        let mut all = vec![this_ty];
        all.extend(params);
        let fty = self.types.function(ret, all, variadic);
        let fptr_ty = self.types.pointer_to(fty);
        let fptr = self.cast(CastKind::BitCast, ptr_part, fptr_ty);
        self.bound_members.insert(fptr as *const Expr as usize, this);
        self.mk(
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand: fptr,
            },
            fty,
            span,
            true,
        )
    }

    /// The `this` argument waiting for a call of `callee`, if `callee` is `obj.*pf`.
    pub fn bound_member_object(&self, callee: &Expr<'a>) -> Option<&'a Expr<'a>> {
        match callee.kind {
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => self.bound_members.get(&(operand as *const Expr as usize)).copied(),
            _ => None,
        }
    }

    /// `callee(args)` with `callee` an `obj.*pf` (else `callee` itself), the `)` at
    /// `close`.
    pub fn call_through_member_pointer(
        &mut self,
        callee: &'a Expr<'a>,
        args: Vec<&'a Expr<'a>>,
        close: Span,
    ) -> &'a Expr<'a> {
        match self.bound_member_object(callee) {
            Some(this) => self.bound_member_call(callee, this, args, callee.span.to(close), close),
            None => callee,
        }
    }

    /// `(obj.*pf)(args)`: an indirect call with the adjusted object as `this`.
    pub fn bound_member_call(
        &mut self,
        callee: &'a Expr<'a>,
        this: &'a Expr<'a>,
        args: Vec<&'a Expr<'a>>,
        span: Span,
        rparen: Span,
    ) -> &'a Expr<'a> {
        let mut all = Vec::with_capacity(args.len() + 1);
        all.push(this);
        all.extend(args);
        self.indirect_call(callee, all, span, rparen)
    }

    /// Implicit conversions into and out of pointer-to-member types: a null pointer
    /// constant to the null member pointer, a member pointer to `bool` (non-null), the
    /// same type with other qualifiers. `None` when neither side is a member pointer.
    pub(crate) fn member_pointer_conversion(&mut self, e: &'a Expr<'a>, to: TypeId) -> Option<&'a Expr<'a>> {
        let to_mp = self.types.is_member_pointer(to);
        if !to_mp && !self.types.is_member_pointer(e.ty) {
            return None;
        }
        if to_mp && e.ty.unqualified() == to.unqualified() {
            return Some(self.rvalue(e));
        }
        if to_mp && self.is_null_constant(e) {
            return Some(self.null_member_pointer(to.unqualified(), e.span));
        }
        if self.types.is_bool(to) && !to_mp {
            return Some(self.member_pointer_test(e, false));
        }
        None
    }

    /// The null value of member pointer type `ty`.
    fn null_member_pointer(&mut self, ty: TypeId, span: Span) -> &'a Expr<'a> {
        if self.types.is_member_function_pointer(ty) {
            let null = self.null_address(span);
            let zero = self.int_const(0, TypeId::LONG, span);
            self.member_function_value(ty, null, zero, span)
        } else {
            self.int_const(NULL_OFFSET, ty, span)
        }
    }

    /// `pm != null` (or `pm == null` with `is_null`), a `bool`.
    fn member_pointer_test(&mut self, pm: &'a Expr<'a>, is_null: bool) -> &'a Expr<'a> {
        let span = pm.span;
        let v = self.rvalue(pm);
        let (word, null) = if self.types.is_member_function_pointer(pm.ty) {
            let address_ty = self.types.member_function_address();
            let word = self.mk(ExprKind::Member { base: v, field: 0 }, address_ty, span, false);
            (word, self.null_address(span))
        } else {
            (
                self.cast(CastKind::NoOp, v, TypeId::LONG),
                self.int_const(NULL_OFFSET, TypeId::LONG, span),
            )
        };
        let op = if is_null { BinOp::Eq } else { BinOp::Ne };
        self.mk(
            ExprKind::Binary {
                op,
                lhs: word,
                rhs: null,
            },
            TypeId::BOOL,
            span,
            false,
        )
    }

    /// `a == b` and `a != b` where one side is a member pointer (the other the same
    /// type or a null pointer constant); `None` when neither side is one.
    pub(crate) fn member_pointer_equality(
        &mut self,
        op: BinOp,
        l: &'a Expr<'a>,
        r: &'a Expr<'a>,
        span: Span,
    ) -> Option<&'a Expr<'a>> {
        let (lm, rm) = (self.types.is_member_pointer(l.ty), self.types.is_member_pointer(r.ty));
        if !lm && !rm {
            return None;
        }
        if !matches!(op, BinOp::Eq | BinOp::Ne) {
            // nvcc's text, on the member pointer operand.
            let operand = if lm { l } else { r };
            let msg = format!(
                "expression must have arithmetic, unscoped enum, or pointer type but has type {}",
                self.ty_str(operand.ty)
            );
            self.diags.error(operand.span, msg);
            return Some(self.error_expr(span));
        }
        let is_eq = op == BinOp::Eq;
        if !rm && self.is_null_constant(r) {
            return Some(self.member_pointer_test(l, is_eq));
        }
        if !lm && self.is_null_constant(l) {
            return Some(self.member_pointer_test(r, is_eq));
        }
        if l.ty.unqualified() != r.ty.unqualified() {
            let msg = format!(
                "operand types are incompatible ({} and {})",
                self.ty_str(l.ty),
                self.ty_str(r.ty)
            );
            self.diags.error(span, msg);
            return Some(self.error_expr(span));
        }
        if !self.types.is_member_function_pointer(l.ty) {
            let (lv, rv) = (self.rvalue(l), self.rvalue(r));
            let (a, b) = (
                self.cast(CastKind::NoOp, lv, TypeId::LONG),
                self.cast(CastKind::NoOp, rv, TypeId::LONG),
            );
            return Some(self.mk(ExprKind::Binary { op, lhs: a, rhs: b }, TypeId::BOOL, span, false));
        }
        // Equal when the addresses are equal and either both are null or the
        // adjustments are equal too (Itanium). The addresses are read first, so any
        // temporaries are stored there.
        let (Some((lh, ls)), Some((rh, rs))) = (self.hold(l), self.hold(r)) else {
            return Some(self.error_expr(span));
        };
        let (lp, rp) = (self.word_of(lh, 0, ls), self.word_of(rh, 0, rs));
        let (la, ra) = (self.word_of(lh, 1, None), self.word_of(rh, 1, None));
        let same_ptr = self.mk(
            ExprKind::Binary {
                op: BinOp::Eq,
                lhs: lp,
                rhs: rp,
            },
            TypeId::BOOL,
            span,
            false,
        );
        let lp2 = self.word_of(lh, 0, None);
        let zero = self.null_address(span);
        let null = self.mk(
            ExprKind::Binary {
                op: BinOp::Eq,
                lhs: lp2,
                rhs: zero,
            },
            TypeId::BOOL,
            span,
            false,
        );
        let same_adj = self.mk(
            ExprKind::Binary {
                op: BinOp::Eq,
                lhs: la,
                rhs: ra,
            },
            TypeId::BOOL,
            span,
            false,
        );
        let either = self.mk(
            ExprKind::LogOr {
                lhs: null,
                rhs: same_adj,
            },
            TypeId::BOOL,
            span,
            false,
        );
        let equal = self.mk(
            ExprKind::LogAnd {
                lhs: same_ptr,
                rhs: either,
            },
            TypeId::BOOL,
            span,
            false,
        );
        if is_eq {
            return Some(equal);
        }
        Some(self.mk(
            ExprKind::Unary {
                op: UnaryOp::LogNot,
                operand: equal,
            },
            TypeId::BOOL,
            span,
            false,
        ))
    }

    /// Where the member function pointer `e` can be read more than once: `e` itself
    /// when it is an lvalue, else a new temporary with the store that fills it (to be
    /// evaluated before any read: see [`Sema::word_of`]). `None` after an error.
    fn hold(&mut self, e: &'a Expr<'a>) -> Option<(&'a Expr<'a>, Option<&'a Expr<'a>>)> {
        if e.lvalue {
            return Some((e, None));
        }
        let ty = e.ty.unqualified();
        let tmp = self.hidden_local(ty, e.span)?;
        let store = self.mk(ExprKind::Assign { lhs: tmp, rhs: e }, ty, e.span, true);
        Some((tmp, Some(store)))
    }

    /// Word `field` (0 the address, 1 the adjustment) of the member function pointer
    /// held in `holder`, as a `long` rvalue; `store` (from [`Sema::hold`]) runs first.
    fn word_of(&mut self, holder: &'a Expr<'a>, field: u32, store: Option<&'a Expr<'a>>) -> &'a Expr<'a> {
        let span = holder.span;
        let word_ty = self.word_type(field);
        let m = self.mk(ExprKind::Member { base: holder, field }, word_ty, span, holder.lvalue);
        let read = self.rvalue(m);
        match store {
            Some(store) => self.mk(ExprKind::Comma { lhs: store, rhs: read }, word_ty, span, false),
            None => read,
        }
    }

    /// The type of word `field` of a member function pointer: the address, then the
    /// `this` adjustment.
    fn word_type(&mut self, field: u32) -> TypeId {
        if field == 0 {
            self.types.member_function_address()
        } else {
            TypeId::LONG
        }
    }

    /// The null address word of a member function pointer.
    fn null_address(&mut self, span: Span) -> &'a Expr<'a> {
        let address_ty = self.types.member_function_address();
        let zero = self.int_const(0, TypeId::INT, span);
        self.cast(CastKind::NullToPointer, zero, address_ty)
    }
}
