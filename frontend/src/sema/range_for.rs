//! Range-based `for` ([stmt.ranged]), lowered to an ordinary `for` over an iterator:
//!
//! ```text
//! for (decl : range) body
//! => for (It begin = B, end = E; begin != end; ++begin) { decl = *begin; body }
//! ```
//!
//! For an array `B`/`E` are pointers to its first and one-past-last elements. For a class
//! object, `B`/`E` are its `begin()`/`end()` member functions (or, without members, the
//! non-member `begin(range)`/`end(range)` found by ordinary lookup) called on the object
//! (held through a pointer `for.range` so it is evaluated once; a prvalue range lives in
//! a temporary), and `!=`, `++` and `*` are the built-in pointer operators or the
//! iterator class's overloaded ones (which may be template instances, so these take the
//! [`TemplateParser`] driving the statement). The parser reads the statement and
//! declares the loop variable from [`Iteration::current`].

use crate::il::{BinOp, Expr, Init, Stmt, StmtKind, VarId};
use crate::sema::expr::PrefixOp;
use crate::sema::overload::operator_expressions::{binary_operation, prefix_operation, Bin};
use crate::sema::templates::replay::TemplateParser;
use crate::sema::Sema;
use crate::source::Span;
use crate::types::TypeId;

/// The iteration of a range: declarations before the loop, condition, increment and the
/// current element.
pub struct Iteration<'a> {
    setup: Vec<Stmt<'a>>,
    cond: &'a Expr<'a>,
    inc: &'a Expr<'a>,
    /// `*begin`: what the loop variable is initialized with.
    pub current: &'a Expr<'a>,
    /// The range's span.
    span: Span,
}

/// How to iterate over `range`: over an array's elements or with a class's
/// `begin`/`end`; `None` with nvcc's errors when it is neither.
pub fn build_range_iteration<'a>(p: &mut dyn TemplateParser<'a>, range: &'a Expr<'a>) -> Option<Iteration<'a>> {
    let sema = p.sema();
    if sema.is_err(range) {
        return None;
    }
    match sema.types.array_elem(range.ty) {
        Some((elem, len)) => Some(array_iteration(p, range, elem, len)),
        None if sema.types.is_record(range.ty) => class_iteration(p, range),
        None => {
            for which in ["begin", "end"] {
                let msg = format!(
                    "this range-based \"for\" statement requires a suitable \"{which}\" function and none was found"
                );
                sema.diags.error(range.span, msg);
            }
            None
        }
    }
}

/// A range-for's loop variable (`None` after an error declaring it) and its initializer,
/// the current element.
pub struct RangeVariable<'a> {
    var: Option<VarId>,
    value: &'a Expr<'a>,
    span: Span,
}

/// The body of a range-based `for` with what declares its loop variable.
pub enum RangeForBody<'a> {
    /// `for (T x : range) body`: the variable and the statement.
    Variable(RangeVariable<'a>, &'a Stmt<'a>),
    /// `for (auto [a, b] : range) body`: the declaration of the bindings and the
    /// statement.
    Bindings(&'a Stmt<'a>, &'a Stmt<'a>),
}

impl<'a> Sema<'a> {
    /// Declares the loop variable `name` of type `ty` (at `name_span`) in the body's
    /// scope, initialized from the current element `current` (a reference bound to it,
    /// or its value converted).
    pub fn declare_range_variable(
        &mut self,
        name: crate::symbol::Sym,
        ty: TypeId,
        name_span: Span,
        current: &'a Expr<'a>,
    ) -> RangeVariable<'a> {
        let (il_ty, mode) = self.lower_local_reference(ty);
        let value = match mode {
            crate::sema::conversions::references::RefMode::ByPointer(_) => self.bind_reference_to(current, ty),
            _ => self.convert(current, il_ty, crate::sema::conversions::standard::ConvCtx::Init),
        };
        let var = self.declare_local(name, il_ty, name_span);
        if let (Some(v), crate::sema::conversions::references::RefMode::ByPointer(referee)) = (var, mode) {
            self.mark_reference_var(v, referee);
        }
        RangeVariable {
            var,
            value,
            span: name_span,
        }
    }

    /// The loop's body: the loop variable's declaration, then the statement `body`.
    fn range_for_body(&mut self, v: RangeVariable<'a>, body: &'a Stmt<'a>) -> &'a Stmt<'a> {
        let mut stmts = Vec::new();
        if let Some(var) = v.var {
            if !self.is_err(v.value) {
                stmts.push(Stmt {
                    kind: StmtKind::Decl {
                        var,
                        init: Some(Init::Expr(v.value)),
                    },
                    span: v.span,
                });
            }
        }
        stmts.push(*body);
        let list = self.arena.alloc_slice_fill_iter(stmts);
        self.stmt(StmtKind::Compound(list), body.span)
    }

    /// The `for` loop of iteration `it` around `body` (which declares the loop variable),
    /// the statement spanning `span` to `end`.
    pub fn finish_range_for(
        &mut self,
        span: Span,
        it: Iteration<'a>,
        body: RangeForBody<'a>,
        end: Span,
    ) -> &'a Stmt<'a> {
        let body = match body {
            RangeForBody::Variable(v, body) => self.range_for_body(v, body),
            RangeForBody::Bindings(holder, body) => {
                let list = self.arena.alloc_slice_fill_iter([*holder, *body]);
                self.stmt(StmtKind::Compound(list), span)
            }
        };
        let setup = self.arena.alloc_slice_fill_iter(it.setup);
        let init = self.stmt(StmtKind::Compound(setup), it.span);
        self.stmt(
            StmtKind::For {
                init: Some(init),
                cond: Some(it.cond),
                inc: Some(it.inc),
                body,
            },
            span.to(end),
        )
    }

    /// A local `name` of type `ty` initialized with `value`, and its declaration.
    fn loop_local(&mut self, name: &str, ty: TypeId, value: &'a Expr<'a>) -> (VarId, Stmt<'a>) {
        let s = value.span;
        let v = self.new_synthetic_local(name, ty, s);
        let decl = Stmt {
            kind: StmtKind::Decl {
                var: v,
                init: Some(Init::Expr(value)),
            },
            span: s,
        };
        (v, decl)
    }
}

/// Pointers to the first and one-past-last elements of an array.
fn array_iteration<'a>(p: &mut dyn TemplateParser<'a>, range: &'a Expr<'a>, elem: TypeId, len: u64) -> Iteration<'a> {
    let sema = p.sema();
    let s = range.span;
    let ptr_ty = sema.types.pointer_to(elem);
    let first = sema.rvalue(range);
    let (begin, d1) = sema.loop_local("for.begin", ptr_ty, first);
    let n = sema.int_const(len as i128, TypeId::LONG, s);
    let b = sema.var_expr(begin, s);
    let last = sema.binary(BinOp::Add, b, n, s);
    let (end, d2) = sema.loop_local("for.end", ptr_ty, last);
    iteration(p, vec![d1, d2], begin, end, s)
}

/// `begin()`/`end()` of a class object.
fn class_iteration<'a>(p: &mut dyn TemplateParser<'a>, range: &'a Expr<'a>) -> Option<Iteration<'a>> {
    let sema = p.sema();
    let s = range.span;
    let object = if range.lvalue { range } else { sema.temporary(range) };
    let addr = sema.prefix(PrefixOp::AddrOf, object, s);
    if sema.is_err(addr) {
        return None;
    }
    let (holder, d0) = sema.loop_local("for.range", addr.ty, addr);
    let mut setup = vec![d0];
    let mut ends = Vec::new();
    for which in ["begin", "end"] {
        let sym = sema.interner.intern(which);
        let h = sema.var_expr(holder, s);
        let h = sema.rvalue(h);
        let obj = sema.prefix(PrefixOp::Deref, h, s);
        let call = match sema.member_functions(obj, false, sym) {
            Some(set) => sema.method_call(obj, &set, Vec::new(), s, s),
            None => match sema.scopes.lookup(sym).cloned() {
                // A non-member `begin(range)` / `end(range)`.
                Some(crate::sema::lookup::Entity::Funcs(set)) => {
                    let f = set[0];
                    let callee = sema.function_designator(f, s);
                    sema.call(callee, Some(set.to_vec()), vec![obj], s, s)
                }
                _ => {
                    let msg = format!(
                        "this range-based \"for\" statement requires a suitable \"{which}\" function and none was found"
                    );
                    sema.diags.error(s, msg);
                    return None;
                }
            },
        };
        if sema.is_err(call) {
            return None;
        }
        let value = sema.rvalue(call);
        let (v, d) = sema.loop_local(&format!("for.{which}"), value.ty.unqualified(), value);
        setup.push(d);
        ends.push(v);
    }
    Some(iteration(p, setup, ends[0], ends[1], s))
}

/// `begin != end`, `++begin` and `*begin` for iterators of pointer or class type.
fn iteration<'a>(
    p: &mut dyn TemplateParser<'a>,
    setup: Vec<Stmt<'a>>,
    begin: VarId,
    end: VarId,
    s: Span,
) -> Iteration<'a> {
    let sema = p.sema();
    let (b, e) = (sema.var_expr(begin, s), sema.var_expr(end, s));
    let cond = binary_operation(p, Bin::Op(BinOp::Ne), b, e, s);
    let sema = p.sema();
    let b = sema.var_expr(begin, s);
    let class_iter = sema.types.is_record(b.ty);
    let inc = if class_iter {
        sema.overloaded_operator("++", vec![b], s)
            .unwrap_or_else(|| sema.no_operator_error("++", b, None, s))
    } else {
        sema.inc_dec(true, true, b, s)
    };
    let b = sema.var_expr(begin, s);
    let current = if class_iter {
        prefix_operation(p, PrefixOp::Deref, b, s)
    } else {
        let pb = sema.rvalue(b);
        sema.prefix(PrefixOp::Deref, pb, s)
    };
    Iteration {
        setup,
        cond,
        inc,
        current,
        span: s,
    }
}
