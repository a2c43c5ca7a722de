//! C++ standard conversions, made explicit as `Cast` nodes.
//!
//! - [`Sema::rvalue`]: lvalue-to-rvalue, array-to-pointer and function-to-pointer.
//! - [`Sema::promote`]: integral promotions (everything below `int` becomes `int`; on this
//!   target `int` holds every value of `bool`, the char types and the short types).
//! - [`Sema::usual_arith`]: the usual arithmetic conversions ([expr.arith.conv]).
//! - [`Sema::convert`]: implicit conversion to a target type (initialization, assignment,
//!   arguments, return), with EDG-style messages per context.
//! - [`Sema::explicit_cast`]: C-style and functional casts.
//! - [`Sema::to_bool`]: contextual conversion to `bool` for conditions and logical operators.

use crate::il::{CastKind, Expr, ExprKind};
use crate::types::{TypeId, TypeKind};

use crate::sema::Sema;

/// Why a value is being converted: selects the diagnostic text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConvCtx {
    /// Initializing a variable.
    Init,
    /// Assigning to an lvalue.
    Assign,
    /// Passing a call argument.
    Argument,
    /// Returning from a function.
    Return,
}

use crate::sema::decl::InitSyn;

impl<'a> Sema<'a> {
    /// A cast node converting `e` to `ty` with `kind` (rvalue).
    pub fn cast(&self, kind: CastKind, e: &'a Expr<'a>, ty: TypeId) -> &'a Expr<'a> {
        self.mk(ExprKind::Cast { kind, operand: e }, ty, e.span, false)
    }

    /// The pointer array type `array` (of elements `elem`) decays to: the cv-qualifiers
    /// of an array are its elements' (a member array of a `const` object decays to
    /// `const T*`, and deduces `P = const T` for a parameter `P*`).
    pub fn array_decayed_pointer(&mut self, array: TypeId, elem: TypeId) -> TypeId {
        let cv = crate::types::Quals(array.quals().0 & 3);
        self.types.pointer_to(elem.with_quals(elem.quals().union(cv)))
    }

    /// Lvalue-to-rvalue, array-to-pointer and function-to-pointer conversions.
    pub fn rvalue(&mut self, e: &'a Expr<'a>) -> &'a Expr<'a> {
        if self.is_err(e) {
            return e;
        }
        if let Some(v) = self.conditional_of_values(e) {
            return v;
        }
        match self.types.kind(e.ty).clone() {
            TypeKind::Array { elem, .. } => {
                let p = self.array_decayed_pointer(e.ty, elem);
                self.cast(CastKind::ArrayToPointerDecay, e, p)
            }
            TypeKind::Function { .. } => {
                let p = self.function_pointer_type(e);
                self.cast(CastKind::FunctionToPointerDecay, e, p)
            }
            // Reading a `const` integer variable with a constant initializer is its value
            // (so device code never loads a host constant).
            _ if e.lvalue && !e.ty.is_volatile() && self.const_var_value(e).is_some() => {
                let v = self.const_var_value(e).unwrap_or(0);
                self.int_const(v, e.ty.unqualified(), e.span)
            }
            _ if e.lvalue => {
                let v = self.cast(CastKind::LValueToRValue, e, e.ty.unqualified());
                // A bit-field whose values all fit in `int` is read as an `int` (the
                // integral promotion of bit-fields, [conv.prom]).
                match self.bit_field_of(e) {
                    Some(b) if self.promotes_to_int(e.ty, b.width) && v.ty != TypeId::INT => {
                        self.cast(CastKind::IntegralCast, v, TypeId::INT)
                    }
                    _ => v,
                }
            }
            _ => e,
        }
    }

    /// Reading the lvalue `c ? a : b` of scalar type: `c ? rvalue(a) : rvalue(b)`, a
    /// choice of values rather than of addresses (which would keep `a` and `b` in
    /// memory: `x > y ? x : y` on locals). `None` for anything else, and when the arms'
    /// values differ in type (a promoted bit-field) or are volatile.
    fn conditional_of_values(&mut self, e: &'a Expr<'a>) -> Option<&'a Expr<'a>> {
        let ExprKind::Conditional { cond, then, els } = e.kind else {
            return None;
        };
        if !e.lvalue || e.ty.is_volatile() || !self.types.is_scalar(e.ty) || self.types.is_record(e.ty) {
            return None;
        }
        let (t, f) = (self.rvalue(then), self.rvalue(els));
        if t.ty != f.ty || self.is_err(t) || self.is_err(f) {
            return None;
        }
        Some(self.mk(ExprKind::Conditional { cond, then: t, els: f }, t.ty, e.span, false))
    }

    /// The bit-field `e` designates, if it is a member access of one.
    pub fn bit_field_of(&self, e: &Expr) -> Option<crate::types::BitField> {
        match e.kind {
            ExprKind::Member { base, field } => self.types.record_of(base.ty)?.fields.get(field as usize)?.bits,
            _ => None,
        }
    }

    /// Whether a bit-field of type `ty` and `width` bits promotes to `int`.
    fn promotes_to_int(&self, ty: TypeId, width: u32) -> bool {
        !self.types.is_bool(ty) && (width < 32 || (width == 32 && self.types.is_signed(ty)))
    }

    /// The value of a `const` integer variable named by `e`, if it has a constant one.
    fn const_var_value(&self, e: &Expr) -> Option<i128> {
        match e.kind {
            ExprKind::Var(v) => match self.var_facts[v].const_value.as_ref()? {
                crate::sema::const_eval::evaluator::ConstVal::Int(i) => Some(*i),
                crate::sema::const_eval::evaluator::ConstVal::Float(_) => None,
            },
            _ => None,
        }
    }

    /// The type an integer type promotes to (non-integers unchanged).
    pub fn promoted_type(&self, ty: TypeId) -> TypeId {
        // An unscoped enumeration promotes as its underlying type does.
        let ty = self.types.strip_enum(ty.unqualified());
        match self.types.int_rank(ty) {
            Some(r) if r < 4 => TypeId::INT,
            _ => ty,
        }
    }

    /// Rvalue conversion followed by the integral promotions.
    pub fn promote(&mut self, e: &'a Expr<'a>) -> &'a Expr<'a> {
        let e = self.rvalue(e);
        let p = self.promoted_type(e.ty);
        if p != e.ty && !self.is_err(e) {
            self.cast(CastKind::IntegralCast, e, p)
        } else {
            e
        }
    }

    /// The common type of the usual arithmetic conversions for two arithmetic types.
    pub fn common_arith_type(&self, a: TypeId, b: TypeId) -> TypeId {
        let (a, b) = (a.unqualified(), b.unqualified());
        // `__half op __half` stays `__half` (CUDA's operators on the class); mixed
        // operands are rejected by `half_mix_error` before this is reached.
        if a == b && self.types.is_half(a) {
            return a;
        }
        if a == TypeId::LONGDOUBLE || b == TypeId::LONGDOUBLE {
            return TypeId::LONGDOUBLE;
        }
        if a == TypeId::DOUBLE || b == TypeId::DOUBLE {
            return TypeId::DOUBLE;
        }
        if a == TypeId::FLOAT || b == TypeId::FLOAT {
            return TypeId::FLOAT;
        }
        let (a, b) = (self.promoted_type(a), self.promoted_type(b));
        if a == b {
            return a;
        }
        let t = &self.types;
        let (ra, rb) = (t.int_rank(a).unwrap_or(4), t.int_rank(b).unwrap_or(4));
        if t.is_signed(a) == t.is_signed(b) {
            return if ra >= rb { a } else { b };
        }
        let (s, u) = if t.is_signed(a) { (a, b) } else { (b, a) };
        let (rs, ru) = (t.int_rank(s).unwrap_or(4), t.int_rank(u).unwrap_or(4));
        if ru >= rs {
            u
        } else if t.size_of(s) > t.size_of(u) {
            s
        } else {
            t.to_unsigned(s)
        }
    }

    /// Reports `op` applied to a 16-bit floating operand and an operand of another
    /// arithmetic type. CUDA's `__half`/`__nv_bfloat16` are classes whose operators take
    /// two operands of the same class, and their conversions to and from every builtin
    /// type make a mixed expression match several operators, so nvcc rejects it too.
    pub fn half_mix_error(&mut self, op: &str, l: &'a Expr<'a>, r: &'a Expr<'a>, span: crate::source::Span) -> bool {
        let t = &self.types;
        let (lt, rt) = (l.ty.unqualified(), r.ty.unqualified());
        if lt == rt || !(t.is_half(lt) || t.is_half(rt)) {
            return false;
        }
        let msg = format!(
            "more than one operator \"{op}\" matches these operands (operand types are: {} {op} {})",
            self.ty_str(lt),
            self.ty_str(rt)
        );
        self.diags.error(span, msg);
        true
    }

    /// Applies the usual arithmetic conversions to two arithmetic rvalues; returns both
    /// converted operands and the common type.
    pub fn usual_arith(&mut self, l: &'a Expr<'a>, r: &'a Expr<'a>) -> (&'a Expr<'a>, &'a Expr<'a>, TypeId) {
        let l = self.rvalue(l);
        let r = self.rvalue(r);
        let ty = self.common_arith_type(l.ty, r.ty);
        (self.arith_convert(l, ty), self.arith_convert(r, ty), ty)
    }

    /// The cast kind converting arithmetic/pointer type `from` to `to` (`None` if there is
    /// no such scalar conversion).
    pub fn scalar_cast_kind(&self, from: TypeId, to: TypeId) -> Option<CastKind> {
        let t = &self.types;
        let (from, to) = (from.unqualified(), to.unqualified());
        if from == to {
            return Some(CastKind::NoOp);
        }
        Some(if t.is_bool(to) {
            if t.is_integer(from) {
                CastKind::IntToBool
            } else if t.is_floating(from) {
                CastKind::FloatToBool
            } else if t.is_pointer(from) || t.is_nullptr(from) {
                CastKind::PointerToBool
            } else {
                return None;
            }
        } else if t.is_integer(to) {
            if t.is_integer(from) {
                CastKind::IntegralCast
            } else if t.is_floating(from) {
                CastKind::FloatToInt
            } else if t.is_pointer(from) || t.is_nullptr(from) {
                CastKind::PointerToInt
            } else {
                return None;
            }
        } else if t.is_floating(to) {
            if t.is_integer(from) {
                CastKind::IntToFloat
            } else if t.is_floating(from) {
                CastKind::FloatCast
            } else {
                return None;
            }
        } else if t.is_pointer(to) {
            if t.is_pointer(from) {
                CastKind::BitCast
            } else if t.is_integer(from) {
                CastKind::IntToPointer
            } else {
                return None;
            }
        } else {
            return None;
        })
    }

    /// Converts an arithmetic rvalue to arithmetic type `ty` (no checks).
    pub fn arith_convert(&mut self, e: &'a Expr<'a>, ty: TypeId) -> &'a Expr<'a> {
        if self.is_err(e) || e.ty.unqualified() == ty.unqualified() {
            return e;
        }
        match self.scalar_cast_kind(e.ty, ty) {
            Some(k) => self.cast(k, e, ty.unqualified()),
            None => e,
        }
    }

    /// The value of a direct-initializer (`T x(e)`, `T x{e}`) before the usual
    /// conversion: only there does a `std::nullptr_t` convert to `bool`, as false
    /// ([conv.bool]; `bool b = nullptr;` stays an error).
    pub fn direct_init_value(&mut self, e: &'a Expr<'a>, ty: TypeId) -> &'a Expr<'a> {
        if self.types.is_bool(ty.unqualified()) && self.types.is_nullptr(e.ty.unqualified()) {
            let value = self.rvalue(e);
            return self.cast(CastKind::PointerToBool, value, ty.unqualified());
        }
        e
    }

    /// A direct-list-initializer `T x{e}` of a scalar: as `T x(e)` for the
    /// conversions only direct-initialization allows.
    pub fn direct_list_init(&mut self, syn: InitSyn<'a>, ty: TypeId) -> InitSyn<'a> {
        match syn {
            InitSyn::List(items, span) if items.len() == 1 && matches!(items[0], InitSyn::Expr(_)) => {
                let InitSyn::Expr(e) = items[0] else { unreachable!() };
                InitSyn::List(vec![InitSyn::Expr(self.direct_init_value(e, ty))], span)
            }
            other => other,
        }
    }

    /// Whether `e` is a null pointer constant ([conv.ptr]/1): an integer literal `0` or
    /// a prvalue of type `std::nullptr_t` (`nullptr`, and so `(x, nullptr)` and
    /// `c ? nullptr : nullptr` too). `(void*)0` is not one in C++.
    pub fn is_null_constant(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::IntConst(v) if v.get() == 0 => self.types.is_integer(e.ty),
            ExprKind::Cast {
                kind: CastKind::IntegralCast | CastKind::NoOp,
                operand,
            } if self.types.is_integer(e.ty) => self.is_null_constant(operand),
            _ => self.types.is_nullptr(e.ty),
        }
    }

    /// Implicit conversion of `e` to `to` in context `ctx`; reports an error and returns an
    /// error expression when C++ does not allow it.
    pub fn convert(&mut self, e: &'a Expr<'a>, to: TypeId, ctx: ConvCtx) -> &'a Expr<'a> {
        if self.is_err(e) || self.types.is_error(to) {
            return e;
        }
        let to_u = to.unqualified();
        if let Some(picked) = self.overload_for_target(e, to_u) {
            return self.convert(picked, to, ctx);
        }
        if let Some(c) = self.member_pointer_conversion(e, to_u) {
            return c;
        }
        if let Some(b) = self.derived_to_base(e, to_u) {
            return b;
        }
        if let Some(c) = self.user_conversion(e, to_u, false) {
            return self.convert(c, to, ctx);
        }
        if let Some(t) = self.converting_construction(e, to_u) {
            return self.rvalue(t);
        }
        let copy = match ctx {
            ConvCtx::Argument => self.user_copy(e, to_u),
            ConvCtx::Return => self.returned_parameter(e, to_u),
            _ => None,
        };
        if let Some(copy) = copy {
            return copy;
        }
        let string_literal = matches!(e.kind, ExprKind::StringLit(_));
        let e = self.rvalue(e);
        if e.ty == to_u {
            return e;
        }
        let (ft, tt) = (e.ty, to_u);
        let t = &self.types;
        // `__half` <-> `__nv_bfloat16` has no implicit conversion (both go through
        // several builtin types in CUDA, which is ambiguous); an explicit cast works.
        let ok_kind = if t.is_half(ft) && t.is_half(tt) {
            None
        } else if t.enum_of(tt).is_some() || t.is_scoped_enum(ft) {
            // Nothing converts implicitly to an enumeration but the enumeration itself,
            // and a scoped enumeration converts implicitly to nothing.
            None
        } else if t.is_arithmetic(ft) && t.is_arithmetic(tt) {
            self.scalar_cast_kind(ft, tt)
        } else if (t.is_pointer(tt) || t.is_nullptr(tt)) && self.is_null_constant(e) {
            Some(CastKind::NullToPointer)
        } else if t.is_pointer(tt) && t.is_pointer(ft) {
            use crate::sema::conversions::pointers::PointerConv;
            match self.pointer_conversion(ft, tt) {
                PointerConv::Identity => Some(CastKind::NoOp),
                PointerConv::Qualification | PointerConv::ToVoid => Some(CastKind::BitCast),
                PointerConv::UnsafeQualification => {
                    // nvcc's discretionary error, a warning by default (C++ rejects it).
                    let msg = self.conversion_message(ft, to, ctx);
                    self.diags.warning(e.span, msg);
                    Some(CastKind::BitCast)
                }
                PointerConv::Invalid if string_literal && self.drops_only_const(ft, tt) => {
                    // Deprecated since C++11, removed in C++11 proper; nvcc warns.
                    let msg = format!("conversion from a string literal to {} is deprecated", self.ty_str(to));
                    self.diags.warning(e.span, msg);
                    Some(CastKind::BitCast)
                }
                // Derived-to-base conversions were made above.
                PointerConv::ToBase | PointerConv::Invalid => None,
            }
        } else if t.is_bool(tt) && t.is_pointer(ft) {
            Some(CastKind::PointerToBool)
        } else {
            None
        };
        if let Some(k) = ok_kind {
            if k == CastKind::NullToPointer {
                // Keep a `nullptr` (already a null pointer cast) a single cast.
                let inner = match &e.kind {
                    ExprKind::Cast {
                        kind: CastKind::NullToPointer,
                        operand,
                    } => operand,
                    _ => e,
                };
                return self.cast(k, inner, tt);
            }
            return self.cast(k, e, tt);
        }
        if let Some(v) = self.integer_to_dim3(e, tt) {
            return v;
        }
        if let Some(v) = self.uint3_to_dim3(e, tt) {
            return v;
        }
        let msg = self.conversion_message(ft, to, ctx);
        self.diags.error(e.span, msg);
        self.error_expr(e.span)
    }

    /// Whether pointer types `from` and `to` point to the same type but for `from`'s
    /// pointee being `const` (a string literal's `const char*` to `char*`).
    fn drops_only_const(&self, from: TypeId, to: TypeId) -> bool {
        match (self.types.pointee(from), self.types.pointee(to)) {
            (Some(f), Some(t)) => f.unqualified() == t.unqualified() && t == t.unqualified(),
            _ => false,
        }
    }

    /// nvcc's message for a value of type `from` that does not convert to `to` in `ctx`.
    fn conversion_message(&self, from: TypeId, to: TypeId, ctx: ConvCtx) -> String {
        let (from_s, to_s) = (self.ty_str(from), self.ty_str(to));
        let t = &self.types;
        if t.is_record(to) && self.has_ctors(to) {
            // No (non-`explicit`) constructor of the class takes the value.
            return format!("no suitable constructor exists to convert from {from_s} to {to_s}");
        }
        if t.is_record(from) && !t.is_record(to) {
            return format!("no suitable conversion function from {from_s} to {to_s} exists");
        }
        match ctx {
            ConvCtx::Init => {
                format!("a value of type {from_s} cannot be used to initialize an entity of type {to_s}")
            }
            ConvCtx::Assign => {
                format!("a value of type {from_s} cannot be assigned to an entity of type {to_s}")
            }
            ConvCtx::Argument => {
                format!("argument of type {from_s} is incompatible with parameter of type {to_s}")
            }
            ConvCtx::Return => "return value type does not match the function type".to_string(),
        }
    }

    /// An explicit (C-style or functional) cast of `e` to `to`.
    pub fn explicit_cast(&mut self, e: &'a Expr<'a>, to: TypeId, span: crate::source::Span) -> &'a Expr<'a> {
        if self.is_err(e) || self.types.is_error(to) {
            return self.error_expr(span);
        }
        if let Some(referee) = self.types.referee(to) {
            // `(T&)x`, `(T&&)x`: a static_cast when x already has type T (adding
            // qualifiers or making an xvalue), otherwise a reinterpret_cast of the object
            // (`(int&)f` reads a float's bits), as [expr.cast] tries them.
            use crate::sema::conversions::named_casts::NamedCast;
            let which = if e.ty.unqualified() == referee.unqualified() || !e.lvalue {
                NamedCast::Static
            } else {
                NamedCast::Reinterpret
            };
            return self.named_cast(which, e, to, span);
        }
        if let Some(picked) = self.overload_for_target(e, to) {
            return self.explicit_cast(picked, to, span);
        }
        let to_u = to.unqualified();
        if self.types.is_void(to_u) {
            let e = self.rvalue(e);
            return self.mk(
                ExprKind::Cast {
                    kind: CastKind::ToVoid,
                    operand: e,
                },
                TypeId::VOID,
                span,
                false,
            );
        }
        if let Some(c) = self.user_conversion(e, to_u, true) {
            return self.explicit_cast(c, to, span);
        }
        let from = e.ty.unqualified();
        if self.types.is_record(to_u) && self.has_ctors(to_u) && from != to_u && self.base_path(from, to_u).is_none() {
            // `(T)e`, `static_cast<T>(e)`: direct-initialization, `explicit` constructors
            // included.
            return self.construct_temporary(to_u, vec![e], false, span, span);
        }
        let e = self.rvalue(e);
        let t = &self.types;
        let narrow = t.is_integer(to_u) && !t.is_bool(to_u) && t.size_of(to_u) < 8;
        if narrow && (t.is_pointer(e.ty) || t.is_nullptr(e.ty)) {
            // nvcc keeps the low bits with a warning (#767-D); g++ and clang refuse.
            self.diags.warning(span, "conversion from pointer to smaller integer");
        }
        let kind = if e.ty == to_u {
            Some(CastKind::NoOp)
        } else if (self.types.is_pointer(to_u) || self.types.is_nullptr(to_u)) && self.is_null_constant(e) {
            Some(CastKind::NullToPointer)
        } else {
            self.scalar_cast_kind(e.ty, to_u)
        };
        match kind {
            Some(k) => self.mk(ExprKind::Cast { kind: k, operand: e }, to_u, span, false),
            None => {
                let msg = format!(
                    "invalid type conversion from {} to {}",
                    self.ty_str(e.ty),
                    self.ty_str(to_u)
                );
                self.diags.error(span, msg);
                self.error_expr(span)
            }
        }
    }

    /// Contextual conversion to `bool` (conditions, `!`, `&&`, `||`, `?:`).
    pub fn to_bool(&mut self, e: &'a Expr<'a>) -> &'a Expr<'a> {
        if let Some(c) = self.member_pointer_conversion(e, TypeId::BOOL) {
            return c;
        }
        if let Some(c) = self.user_conversion(e, TypeId::BOOL, true) {
            return self.to_bool(c);
        }
        let e = self.rvalue(e);
        if self.is_err(e) || self.types.is_bool(e.ty) {
            return e;
        }
        if self.scoped_enum_bool_error(e) {
            return self.error_expr(e.span);
        }
        match self.scalar_cast_kind(e.ty, TypeId::BOOL) {
            Some(k) => self.cast(k, e, TypeId::BOOL),
            None => {
                let msg = format!(
                    "expression must have arithmetic, unscoped enum, or pointer type but has type {}",
                    self.ty_str(e.ty)
                );
                self.diags.error(e.span, msg);
                self.error_expr(e.span)
            }
        }
    }
}
