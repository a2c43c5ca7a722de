//! C++'s named casts: `static_cast`, `reinterpret_cast`, `const_cast` (and a clear error for
//! `dynamic_cast`, which needs polymorphic classes). Each allows a subset of what a C-style
//! cast does; the checks and their messages are nvcc's. The result is the same IL a C-style
//! cast produces, so nothing after sema knows which spelling was used.

use crate::il::{CastKind, Expr, ExprKind};
use crate::source::Span;
use crate::types::{Quals, TypeId};

use crate::sema::expr::PrefixOp;
use crate::sema::Sema;

/// Which named cast.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NamedCast {
    /// `static_cast`.
    Static,
    /// `reinterpret_cast`.
    Reinterpret,
    /// `const_cast`.
    Const,
    /// `dynamic_cast` (rejected: no run-time type information on the device).
    Dynamic,
}

impl NamedCast {
    /// The cast spelled `name`, if `name` is one.
    pub fn from_keyword(name: &str) -> Option<NamedCast> {
        Some(match name {
            "static_cast" => NamedCast::Static,
            "reinterpret_cast" => NamedCast::Reinterpret,
            "const_cast" => NamedCast::Const,
            "dynamic_cast" => NamedCast::Dynamic,
            _ => return None,
        })
    }

    fn keyword(self) -> &'static str {
        match self {
            NamedCast::Static => "static_cast",
            NamedCast::Reinterpret => "reinterpret_cast",
            NamedCast::Const => "const_cast",
            NamedCast::Dynamic => "dynamic_cast",
        }
    }
}

/// Whether `to` keeps every cv-qualifier `from` has.
fn keeps_quals(from: TypeId, to: TypeId) -> bool {
    let cv = Quals(from.quals().0 & (Quals::CONST.0 | Quals::VOLATILE.0));
    to.quals().contains(cv)
}

impl<'a> Sema<'a> {
    /// `which<to>(e)` spanning `span`.
    pub fn named_cast(&mut self, which: NamedCast, e: &'a Expr<'a>, to: TypeId, span: Span) -> &'a Expr<'a> {
        if self.is_err(e) || self.types.is_error(to) {
            return self.error_expr(span);
        }
        if which == NamedCast::Dynamic {
            let msg = "dynamic_cast is not supported (ptxc has no polymorphic classes)";
            self.diags.error(span, msg);
            return self.error_expr(span);
        }
        if let Some(picked) = self.overload_for_target(e, to) {
            // `static_cast<int (*)(float)>(f)` picks among f's overloads.
            return self.named_cast(which, picked, to, span);
        }
        match self.types.referee(to) {
            Some(referee) if self.types.is_rvalue_ref(to) => {
                // `static_cast<T&&>(x)` names x's object as an xvalue; a prvalue operand
                // is materialized first. `const_cast<const T&&>` of a class prvalue
                // materializes it unconverted ([expr.const.cast]/3: libcu++'s
                // `indirectly_writable` casts a proxy iterator's `*it` so).
                let e = if e.lvalue {
                    e
                } else if which == NamedCast::Const && self.types.is_record(e.ty) {
                    let v = self.rvalue(e);
                    self.temporary(v)
                } else if which != NamedCast::Static {
                    e
                } else {
                    let v = self.rvalue(e);
                    let v = self.convert(
                        v,
                        referee.unqualified(),
                        crate::sema::conversions::standard::ConvCtx::Init,
                    );
                    if self.is_err(v) {
                        return v;
                    }
                    self.temporary(v)
                };
                let r = self.reference_cast(which, e, referee, span);
                if self.is_err(r) {
                    return r;
                }
                self.mark_xvalue(r)
            }
            Some(referee) => self.reference_cast(which, e, referee, span),
            None => self.value_cast(which, e, to, span),
        }
    }

    /// A cast to `referee&`: the result designates the operand's object.
    fn reference_cast(&mut self, which: NamedCast, e: &'a Expr<'a>, referee: TypeId, span: Span) -> &'a Expr<'a> {
        if !e.lvalue {
            return self.invalid_conversion(span);
        }
        let same = e.ty.unqualified() == referee.unqualified();
        match which {
            NamedCast::Static if !same && keeps_quals(e.ty, referee) && self.types.is_record(e.ty) => {
                // `static_cast<B&>(d)` / `static_cast<D&>(b)`: through the pointers.
                let addr = self.prefix(PrefixOp::AddrOf, e, span);
                let ptr = self.types.pointer_to(referee);
                let moved = self
                    .derived_to_base_pointer(addr, ptr, span)
                    .or_else(|| self.base_to_derived_pointer(addr, ptr, span));
                match moved {
                    Some(p) => self.prefix(PrefixOp::Deref, p, span),
                    None => self.invalid_conversion(span),
                }
            }
            NamedCast::Static | NamedCast::Const if same => {
                if which == NamedCast::Static && !keeps_quals(e.ty, referee) {
                    return self.casts_away_quals(which, span);
                }
                self.mk(e.kind, referee, span, true)
            }
            NamedCast::Reinterpret => {
                if !keeps_quals(e.ty, referee) {
                    return self.casts_away_quals(which, span);
                }
                // `*(referee*)&e`.
                let addr = self.prefix(PrefixOp::AddrOf, e, span);
                let ptr = self.types.pointer_to(referee);
                let kind = if addr.ty == ptr {
                    CastKind::NoOp
                } else {
                    CastKind::BitCast
                };
                let cast = self.mk(ExprKind::Cast { kind, operand: addr }, ptr, span, false);
                self.prefix(PrefixOp::Deref, cast, span)
            }
            NamedCast::Const => self.const_cast_changes_type(e.span),
            _ => self.invalid_conversion(span),
        }
    }

    /// A cast to the non-reference type `to`.
    fn value_cast(&mut self, which: NamedCast, e: &'a Expr<'a>, to: TypeId, span: Span) -> &'a Expr<'a> {
        if which == NamedCast::Static && self.types.is_record(to) && self.types.is_record(e.ty) {
            // `static_cast<T>(x)` is `T t(x)` ([expr.static.cast]/4): a constructor sees
            // `x` as the lvalue it is (a `P(O&&)` template deduces `O = S&`).
            return self.explicit_cast(e, to.unqualified(), span);
        }
        let e = self.rvalue(e);
        if self.is_err(e) {
            return e;
        }
        let to_u = to.unqualified();
        let from_ptr = self.types.pointee(e.ty);
        let to_ptr = self.types.pointee(to_u);
        match which {
            NamedCast::Static => match (from_ptr, to_ptr) {
                (Some(from), Some(target)) if keeps_quals(from, target) && self.base_path(target, from).is_some() => {
                    // Base to derived: the enclosing object.
                    self.base_to_derived_pointer(e, to_u, span).unwrap_or(e)
                }
                (Some(from), Some(target)) if keeps_quals(from, target) && self.base_path(from, target).is_some() => {
                    self.derived_to_base_pointer(e, to_u, span).unwrap_or(e)
                }
                (Some(_), Some(_)) if self.implicit_pointer_conversion(e.ty, to_u) => self.explicit_cast(e, to_u, span),
                (Some(from), Some(target)) => {
                    let related = from.unqualified() == target.unqualified()
                        || self.types.is_void(from.unqualified())
                        || self.types.is_void(target.unqualified());
                    if !related {
                        self.invalid_conversion(span)
                    } else if !keeps_quals(from, target) {
                        self.casts_away_quals(which, span)
                    } else {
                        self.explicit_cast(e, to_u, span)
                    }
                }
                (None, Some(_)) if self.is_null_constant(e) => self.explicit_cast(e, to_u, span),
                (Some(_), None) if self.types.is_bool(to_u) || self.types.is_void(to_u) => {
                    self.explicit_cast(e, to_u, span)
                }
                (Some(_), None) | (None, Some(_)) => self.invalid_conversion(span),
                (None, None) => self.explicit_cast(e, to_u, span),
            },
            NamedCast::Reinterpret => {
                let integral = |s: &Self, t: TypeId| s.types.is_integer(t) && !s.types.is_bool(t);
                match (from_ptr, to_ptr) {
                    (Some(from), Some(target)) if !keeps_quals(from, target) => self.casts_away_quals(which, span),
                    (Some(_), Some(_)) => self.explicit_cast(e, to_u, span),
                    (Some(_), None) if integral(self, to_u) => self.explicit_cast(e, to_u, span),
                    (None, Some(_)) if integral(self, e.ty) => self.explicit_cast(e, to_u, span),
                    (None, None) if self.types.is_nullptr(e.ty) && integral(self, to_u) => {
                        self.explicit_cast(e, to_u, span)
                    }
                    (None, None) if e.ty.unqualified() == to_u && !self.types.is_record(to_u) => {
                        self.explicit_cast(e, to_u, span)
                    }
                    _ => self.invalid_conversion(span),
                }
            }
            NamedCast::Const => match (from_ptr, to_ptr) {
                (Some(_), Some(_)) if self.similar_types(e.ty, to_u) => self.mk(
                    ExprKind::Cast {
                        kind: CastKind::NoOp,
                        operand: e,
                    },
                    to_u,
                    span,
                    false,
                ),
                _ => self.const_cast_changes_type(e.span),
            },
            NamedCast::Dynamic => self.invalid_conversion(span),
        }
    }

    /// Whether pointer type `from` converts implicitly to `to` (which `static_cast` may
    /// always do).
    fn implicit_pointer_conversion(&mut self, from: TypeId, to: TypeId) -> bool {
        use crate::sema::conversions::pointers::PointerConv;
        matches!(
            self.pointer_conversion(from, to),
            PointerConv::Identity | PointerConv::Qualification | PointerConv::ToVoid
        )
    }

    fn invalid_conversion(&mut self, span: Span) -> &'a Expr<'a> {
        self.diags.error(span, "invalid type conversion");
        self.error_expr(span)
    }

    fn casts_away_quals(&mut self, which: NamedCast, span: Span) -> &'a Expr<'a> {
        let msg = format!("{} cannot cast away const or other type qualifiers", which.keyword());
        self.diags.error(span, msg);
        self.error_expr(span)
    }

    fn const_cast_changes_type(&mut self, operand: Span) -> &'a Expr<'a> {
        self.diags.error(
            operand,
            "a const_cast can only adjust type qualifiers; it cannot change the underlying type",
        );
        self.error_expr(operand)
    }
}
