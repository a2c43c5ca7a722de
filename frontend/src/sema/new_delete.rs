//! `new` and `delete` in device code, on the device heap as nvcc does it: `new T(args)`
//! is `malloc(sizeof(T))` followed by the construction of the object there, `delete p`
//! destroys `*p` (its destructor, through the vtable when it is virtual) and calls
//! `free`. `new T[n]` allocates `n` elements; a class element type with constructors is
//! default-constructed element by element when `n` is a constant. Arrays of a class
//! with a destructor (`delete[]` must then find the element count in an array cookie)
//! are reported as not supported. The placement form `new (p) T(args)` constructs at
//! `p` (no allocation; `new (p) T[n]` keeps no element count either, as in the
//! Itanium ABI).

use crate::il::{CastKind, Expr, ExprKind, FnDeclId, UnaryOp};
use crate::source::Span;
use crate::types::TypeId;

use super::decl::InitSyn;
use super::Sema;

/// The most elements a constant-length `new T[n]` constructs one by one.
const MAX_CONSTRUCTED_ELEMENTS: u64 = 1024;

impl<'a> Sema<'a> {
    /// The device heap function `name` (`malloc`, `free`) of the runtime header, found in
    /// the global namespace as the global allocation functions are ([expr.new]/12): a
    /// namespace's own `malloc` (Thrust's `thrust::malloc` template) does not hide it.
    fn heap_function(&mut self, name: &str, span: Span) -> Option<FnDeclId> {
        let f = self.runtime_function(name);
        if f.is_none() {
            self.diags
                .error(span, format!("\"{name}\" (the device heap) is not declared"));
        }
        f
    }

    /// `new T`, `new T(args)`, `new T{args}` (`init`), or `new T[len]`.
    pub fn new_expr(
        &mut self,
        ty: TypeId,
        len: Option<&'a Expr<'a>>,
        init: Option<InitSyn<'a>>,
        place: Option<&'a Expr<'a>>,
        span: Span,
    ) -> &'a Expr<'a> {
        if self.types.is_error(ty) || len.is_some_and(|l| self.is_err(l)) || place.is_some_and(|p| self.is_err(p)) {
            return self.error_expr(span);
        }
        if !self.require_complete_type(ty, span) {
            let msg = format!("incomplete type {} is not allowed", self.ty_str(ty));
            self.diags.error(span, msg);
            return self.error_expr(span);
        }
        if self.check_abstract(ty, span) {
            return self.error_expr(span);
        }
        // The placement form allocates nothing.
        let malloc = match place {
            Some(_) => None,
            None => match self.heap_function("malloc", span) {
                Some(m) => Some(m),
                None => return self.error_expr(span),
            },
        };
        let elem = ty.unqualified();
        let ptr_ty = self.types.pointer_to(ty);
        let size = self.sizeof_type(elem, span);
        let (bytes, count) = match len {
            None => (size, Some(1)),
            Some(n) => {
                let n = self.rvalue(n);
                let count = match n.kind {
                    ExprKind::IntConst(v) => Some(v.get() as u64),
                    _ => None,
                };
                let n = self.explicit_cast(n, TypeId::SIZE_T, span);
                (self.binary(crate::il::BinOp::Mul, n, size, span), count)
            }
        };
        let typed = match place {
            Some(p) => {
                let p = self.rvalue(p);
                if self.types.pointee(p.ty).is_none() {
                    self.diags
                        .error(p.span, "the placement argument of new must be a pointer");
                    return self.error_expr(span);
                }
                self.cast(CastKind::BitCast, p, ptr_ty)
            }
            None => {
                let Some(malloc) = malloc else {
                    return self.error_expr(span);
                };
                let raw = self.runtime_call(malloc, vec![bytes], span);
                self.cast(CastKind::BitCast, raw, ptr_ty)
            }
        };
        let Some(p) = self.hidden_local(ptr_ty, span) else {
            return self.error_expr(span);
        };
        let store = self.mk(ExprKind::Assign { lhs: p, rhs: typed }, ptr_ty, span, true);
        let mut steps = vec![store];
        let p_val = self.rvalue(p);
        if len.is_some() {
            if self.needs_destruction(elem) && place.is_none() {
                self.unsupported_error(
                    span,
                    "new[] of a class with a destructor is not supported yet (delete[] would need the element count)",
                );
                return self.error_expr(span);
            }
            if self.types.is_record(elem) && self.needs_construction(elem) {
                let Some(n) = count.filter(|&n| n <= MAX_CONSTRUCTED_ELEMENTS) else {
                    self.diags.error(
                        span,
                        "new[] of a class with constructors needs a constant element count (at most 1024) in ptxc",
                    );
                    return self.error_expr(span);
                };
                for i in 0..n {
                    let index = self.mk(ExprKind::int_const(i as u128), TypeId::LONG, span, false);
                    let obj = self.mk(ExprKind::Index { base: p_val, index }, elem, span, true);
                    steps.extend(self.default_construct(obj, span));
                }
            }
        } else {
            let obj = self.mk(
                ExprKind::Unary {
                    op: UnaryOp::Deref,
                    operand: p_val,
                },
                elem,
                span,
                true,
            );
            let step = match init {
                None if self.types.is_record(elem) => self.default_construct(obj, span),
                None => None,
                // `new (p) S{a, b}` of an aggregate (also one with a destructor).
                Some(syn @ InitSyn::List(..))
                    if self.types.is_record(elem) && !self.has_ctors(elem) && self.dynamic_of(elem).is_none() =>
                {
                    self.initializer(elem, &syn)
                        .and_then(|checked| self.store_init(obj, &checked, span))
                }
                Some(syn) if self.types.is_record(elem) => {
                    let args = self.constructor_arguments(elem, &syn).unwrap_or_default();
                    self.construct(obj, args, span, span)
                }
                Some(InitSyn::List(items, _)) if items.is_empty() => {
                    let zero = self.int_const(0, TypeId::INT, span);
                    Some(self.assign(crate::sema::expr::AssignOp::Plain, obj, zero, span))
                }
                Some(syn) => {
                    let one = match syn {
                        InitSyn::List(mut items, _) if items.len() == 1 => items.remove(0),
                        other => other,
                    };
                    self.initializer(elem, &one)
                        .and_then(|checked| self.store_init(obj, &checked, span))
                }
            };
            steps.extend(step);
        }
        if steps.iter().any(|s| self.is_err(s)) {
            return self.error_expr(span);
        }
        steps.push(p_val);
        let mut out = steps[0];
        for &s in &steps[1..] {
            out = self.mk(ExprKind::Comma { lhs: out, rhs: s }, s.ty, span, false);
        }
        out
    }

    /// `delete p` / `delete[] p`: destroys the object (or the elements) and frees the memory.
    pub fn delete_expr(&mut self, p: &'a Expr<'a>, array: bool, span: Span) -> &'a Expr<'a> {
        if self.is_err(p) {
            return p;
        }
        let p = self.rvalue(p);
        let Some(pointee) = self.types.pointee(p.ty) else {
            self.diags.error(p.span, "expression must have pointer-to-object type");
            return self.error_expr(span);
        };
        let Some(free) = self.heap_function("free", span) else {
            return self.error_expr(span);
        };
        let needs = self.needs_destruction(pointee);
        if array && needs {
            self.unsupported_error(
                span,
                "delete[] of a class with a destructor is not supported yet (the element count is not kept)",
            );
            return self.error_expr(span);
        }
        let void_ptr = self.types.pointer_to(TypeId::VOID);
        if !needs {
            let arg = self.cast(CastKind::BitCast, p, void_ptr);
            return self.runtime_call(free, vec![arg], span);
        }
        // Evaluate the pointer once; a null pointer deletes nothing.
        let Some(tmp) = self.hidden_local(p.ty.unqualified(), span) else {
            return self.error_expr(span);
        };
        let store = self.mk(ExprKind::Assign { lhs: tmp, rhs: p }, tmp.ty, span, true);
        let val = self.rvalue(tmp);
        let obj = self.mk(
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand: val,
            },
            pointee,
            span,
            true,
        );
        let body = match self.virtual_delete(obj, span) {
            Some(call) => call,
            None => {
                let destroy = self.destroy_expr(obj, span);
                let arg = self.cast(CastKind::BitCast, val, void_ptr);
                let release = self.runtime_call(free, vec![arg], span);
                match destroy {
                    Some(d) => self.mk(ExprKind::Comma { lhs: d, rhs: release }, TypeId::VOID, span, false),
                    None => release,
                }
            }
        };
        let test = self.cast(CastKind::PointerToBool, val, TypeId::BOOL);
        let both = self.mk(ExprKind::Comma { lhs: store, rhs: test }, TypeId::BOOL, span, false);
        let nothing = self.mk(ExprKind::int_const(0), TypeId::INT, span, false);
        let nothing = self.cast(CastKind::ToVoid, nothing, TypeId::VOID);
        self.mk(
            ExprKind::Conditional {
                cond: both,
                then: body,
                els: nothing,
            },
            TypeId::VOID,
            span,
            false,
        )
    }
}
