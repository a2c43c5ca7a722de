//! Constant evaluation of address constants ([expr.const], [basic.start.static]): the
//! pointer values a variable with static storage may be initialized with. Such a value
//! is the address of an object with static storage (or of a function, or of a string
//! literal) plus a byte offset, or an absolute address (null, `(int*)8`):
//!
//! - `&g`, `&g.f.g`, `&g[1][2].f`, `&(&g[1])->f`, `&*&g`: the address of an lvalue that
//!   designates (a subobject of) such an object, at any depth;
//! - arrays and functions decayed to pointers (`g`, `g[1]` of a 2-D array, `f`);
//! - a pointer plus or minus an integer constant, the difference of two pointers into
//!   the same object, comparisons of such pointers, `p ? a : b` with a constant test,
//!   `k, p` with a constant `k`;
//! - conversions between pointer types (derived-to-base adds the base's offset, `void*`
//!   and C casts keep the address), to and from integers as wide as a pointer, to bool;
//! - reads of `const` variables whose own initializers are such constants (nvcc folds
//!   `int *const p = &g; int *q = p;` too).
//!
//! Static initializers are folded to these values (`ExprKind::AddressConstant`) before
//! IR generation, which only has to spell them (`generic(g)+80` in PTX, as nvcc).

use crate::il::{BinOp, CastKind, Expr, ExprKind, Init, MemSpace, UnaryOp, VarKind};
use crate::types::TypeId;

use crate::sema::Sema;

/// A constant address: `offset` bytes into `object`, or the absolute address `offset`
/// when there is no object.
#[derive(Clone, Copy, Debug)]
pub struct AddrConst<'a> {
    /// A static variable, function or string literal (an lvalue), if any.
    pub object: Option<&'a Expr<'a>>,
    /// Bytes added to its address (the whole value when there is no object).
    pub offset: i64,
}

/// Deepest chain of `const` variables read through one another.
const MAX_VAR_READS: u32 = 64;

impl<'a> AddrConst<'a> {
    fn absolute(offset: i64) -> Self {
        AddrConst { object: None, offset }
    }

    fn moved(self, by: i64) -> Option<Self> {
        Some(AddrConst {
            offset: self.offset.checked_add(by)?,
            ..self
        })
    }

    /// Whether two addresses lie in the same object (or both are absolute).
    fn same_base(&self, other: &AddrConst<'a>) -> bool {
        match (self.object, other.object) {
            (None, None) => true,
            (Some(a), Some(b)) => match (&a.kind, &b.kind) {
                (ExprKind::Var(x), ExprKind::Var(y)) => x == y,
                (ExprKind::Func(x), ExprKind::Func(y)) => x == y,
                // Each string literal is an object of its own.
                _ => std::ptr::eq(a, b),
            },
            _ => false,
        }
    }
}

impl<'a> Sema<'a> {
    /// The value of `e` (of pointer or `std::nullptr_t` type, or an integer or bool) as
    /// an address constant, or `None` when it is not one.
    pub fn address_constant(&self, e: &'a Expr<'a>) -> Option<AddrConst<'a>> {
        self.addr_value(e, 0)
    }

    /// The address of lvalue `e`, when it designates (a subobject of) an object with
    /// static storage, a function or a string literal.
    fn addr_of_lvalue(&self, e: &'a Expr<'a>, reads: u32) -> Option<AddrConst<'a>> {
        match &e.kind {
            ExprKind::Var(v) => {
                let var = self.var(*v);
                // A `__shared__` variable has an address per block, fixed at no load time.
                let is_static = matches!(var.kind, VarKind::Global { space } if space != MemSpace::Shared);
                (is_static && self.types.referee(var.ty).is_none()).then_some(AddrConst {
                    object: Some(e),
                    offset: 0,
                })
            }
            ExprKind::Func(_) | ExprKind::StringLit(_) => Some(AddrConst {
                object: Some(e),
                offset: 0,
            }),
            ExprKind::Index { base, index } => {
                let p = self.addr_value(base, reads)?;
                let k = i64::try_from(self.const_int(index)?).ok()?;
                p.moved(k.checked_mul(self.types.size_of(e.ty) as i64)?)
            }
            ExprKind::Member { base, field } => {
                let offset = self.types.record_of(base.ty)?.fields.get(*field as usize)?.offset;
                self.addr_of_lvalue(base, reads)?.moved(offset as i64)
            }
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => self.addr_value(operand, reads),
            ExprKind::Conditional { cond, then, els } if e.lvalue => {
                let arm = if self.truth_value(cond, reads)? { then } else { els };
                self.addr_of_lvalue(arm, reads)
            }
            ExprKind::Comma { lhs, rhs } if rhs.lvalue && self.is_discarded_constant(lhs, reads) => {
                self.addr_of_lvalue(rhs, reads)
            }
            ExprKind::Cast {
                kind: CastKind::NoOp,
                operand,
            } if operand.lvalue => self.addr_of_lvalue(operand, reads),
            _ => None,
        }
    }

    /// The value of rvalue `e` of pointer, `std::nullptr_t`, integer or bool type as an
    /// address.
    fn addr_value(&self, e: &'a Expr<'a>, reads: u32) -> Option<AddrConst<'a>> {
        if self.types.is_integer(e.ty) {
            if let Some(v) = self.const_int(e) {
                return Some(AddrConst::absolute(v as i64));
            }
            if self.types.is_bool(e.ty) {
                return self.truth_value(e, reads).map(|b| AddrConst::absolute(i64::from(b)));
            }
        }
        match &e.kind {
            ExprKind::AddressConstant { object, offset } => Some(AddrConst {
                object: *object,
                offset: *offset,
            }),
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand,
            } => self.addr_of_lvalue(operand, reads),
            ExprKind::Cast { kind, operand } => match kind {
                CastKind::ArrayToPointerDecay | CastKind::FunctionToPointerDecay => self.addr_of_lvalue(operand, reads),
                // The operand (`0`, `nullptr`, a `std::nullptr_t` value) must be a constant too.
                CastKind::NullToPointer => self.addr_value(operand, reads).map(|_| AddrConst::absolute(0)),
                CastKind::BitCast | CastKind::NoOp => self.addr_value(operand, reads),
                // `(int*)8`: an absolute address (extended by the integer's signedness).
                CastKind::IntToPointer if self.const_int(operand).is_some() => {
                    self.const_int(operand).map(|v| AddrConst::absolute(v as i64))
                }
                // An address survives only a conversion to an integer that can hold it.
                CastKind::PointerToInt | CastKind::IntToPointer | CastKind::IntegralCast
                    if self.types.size_of(e.ty) == POINTER_BYTES && self.types.size_of(operand.ty) == POINTER_BYTES =>
                {
                    self.addr_value(operand, reads)
                }
                CastKind::LValueToRValue => self.read_const_var(operand, reads),
                _ => None,
            },
            ExprKind::Binary { op, lhs, rhs } if self.types.is_pointer(lhs.ty) => {
                let p = self.addr_value(lhs, reads)?;
                match op {
                    // `p + k`, `p - k`: steps of the pointee's size.
                    BinOp::Add | BinOp::Sub if self.types.is_integer(rhs.ty) => {
                        let k = i64::try_from(self.const_int(rhs)?).ok()?;
                        let step = self.pointee_size(lhs.ty);
                        let by = k.checked_mul(step)?;
                        p.moved(if *op == BinOp::Add { by } else { by.checked_neg()? })
                    }
                    // `p - q` into the same object: elements between them.
                    BinOp::Sub => {
                        let q = self.addr_value(rhs, reads)?;
                        let step = self.pointee_size(lhs.ty);
                        (p.same_base(&q) && step > 0)
                            .then(|| AddrConst::absolute(p.offset.wrapping_sub(q.offset) / step))
                    }
                    _ => None,
                }
            }
            ExprKind::Conditional { cond, then, els } => {
                let arm = if self.truth_value(cond, reads)? { then } else { els };
                self.addr_value(arm, reads)
            }
            ExprKind::Comma { lhs, rhs } if self.is_discarded_constant(lhs, reads) => self.addr_value(rhs, reads),
            _ => None,
        }
    }

    /// Whether the left operand of a comma is a constant (its value is discarded).
    fn is_discarded_constant(&self, e: &'a Expr<'a>, reads: u32) -> bool {
        let operand = match e.kind {
            ExprKind::Cast {
                kind: CastKind::ToVoid,
                operand,
            } => operand,
            _ => e,
        };
        self.const_value(operand).is_some() || self.addr_value(operand, reads).is_some()
    }

    /// The truth of condition `e` (bool or integer) involving address constants.
    fn truth_value(&self, e: &'a Expr<'a>, reads: u32) -> Option<bool> {
        if let Some(v) = self.const_int(e) {
            return Some(v != 0);
        }
        match &e.kind {
            ExprKind::Cast {
                kind: CastKind::PointerToBool,
                operand,
            } => self.nonnull(operand, reads),
            ExprKind::Unary {
                op: UnaryOp::LogNot,
                operand,
            } => self.truth_value(operand, reads).map(|b| !b),
            ExprKind::LogAnd { lhs, rhs } => Some(self.truth_value(lhs, reads)? && self.truth_value(rhs, reads)?),
            ExprKind::LogOr { lhs, rhs } => Some(self.truth_value(lhs, reads)? || self.truth_value(rhs, reads)?),
            ExprKind::Binary { op, lhs, rhs } if self.types.is_pointer(lhs.ty) => {
                let (p, q) = (self.addr_value(lhs, reads)?, self.addr_value(rhs, reads)?);
                if !p.same_base(&q) {
                    // An object's address is never null; other pairs have no order.
                    let null_vs_object = (p.object.is_none() && p.offset == 0) || (q.object.is_none() && q.offset == 0);
                    return match op {
                        BinOp::Eq if null_vs_object => Some(false),
                        BinOp::Ne if null_vs_object => Some(true),
                        _ => None,
                    };
                }
                let (a, b) = (p.offset, q.offset);
                match op {
                    BinOp::Eq => Some(a == b),
                    BinOp::Ne => Some(a != b),
                    BinOp::Lt => Some(a < b),
                    BinOp::Gt => Some(a > b),
                    BinOp::Le => Some(a <= b),
                    BinOp::Ge => Some(a >= b),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// Whether pointer `e` is not null (the address of an object never is).
    fn nonnull(&self, e: &'a Expr<'a>, reads: u32) -> Option<bool> {
        let p = self.addr_value(e, reads)?;
        Some(p.object.is_some() || p.offset != 0)
    }

    /// The value of a `const` (not `volatile`) variable with static storage whose
    /// initializer is itself an address constant.
    fn read_const_var(&self, e: &'a Expr<'a>, reads: u32) -> Option<AddrConst<'a>> {
        let ExprKind::Var(v) = e.kind else {
            return None;
        };
        let ty = self.var(v).ty;
        if !ty.is_const() || ty.is_volatile() || reads >= MAX_VAR_READS {
            return None;
        }
        let g = self.globals.iter().find(|g| g.var == v)?;
        match g.init? {
            Init::Expr(init) => self.addr_value(init, reads + 1),
            Init::List(_) | Init::Str(_) => None,
        }
    }

    /// The size of what pointer type `ptr` points to (1 for `void`, as GNU C steps it).
    fn pointee_size(&self, ptr: TypeId) -> i64 {
        let pointee = self.types.pointee(ptr).unwrap_or(TypeId::CHAR);
        if self.types.is_void(pointee) {
            1
        } else {
            self.types.size_of(pointee) as i64
        }
    }
}

/// The size of a pointer on the target (nvptx64).
const POINTER_BYTES: u64 = 8;
