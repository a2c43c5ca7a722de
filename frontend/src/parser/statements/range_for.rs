//! Range-based `for`, lowered to an ordinary `for` over an iterator:
//!
//! ```text
//! for (decl : range) body
//! => for (It begin = B, end = E; begin != end; ++begin) { decl = *begin; body }
//! ```
//!
//! For an array `B`/`E` are pointers to its first and one-past-last elements. For a class
//! object, `B`/`E` are its `begin()`/`end()` member functions (or, without members, the
//! non-member `begin(range)`/`end(range)` found by ordinary lookup) called on the object (held
//! through a pointer `for.range` so it is evaluated once; a prvalue range lives in a
//! temporary), and `!=`, `++` and `*` are the built-in pointer operators or the iterator
//! class's overloaded ones. `auto` in `decl` is deduced from `*begin` as in
//! [`crate::parser::declarations::auto_variables`].

use crate::il::{BinOp, Expr, Init, Stmt, StmtKind};
use crate::parser::expressions::Bin;
use crate::sema::expr::PrefixOp;
use crate::sema::overload::operator_expressions::{binary_operation, prefix_operation};
use crate::source::Span;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser, Recover};

/// The iteration of a range: declarations before the loop, condition, increment and the
/// current element.
struct Iteration<'a> {
    setup: Vec<Stmt<'a>>,
    cond: &'a Expr<'a>,
    inc: &'a Expr<'a>,
    current: &'a Expr<'a>,
}

impl<'a> Parser<'a> {
    /// `for (decl : range) body`, after `for (`.
    pub(in crate::parser) fn range_for(&mut self, span: Span) -> PResult<&'a Stmt<'a>> {
        let spec = self.decl_specifiers()?;
        if spec.is_auto && self.at_structured_binding() {
            let head = self.binding_head()?;
            return self.range_for_binding(span, &spec, &head);
        }
        let d = self.declarator(false)?;
        let Some((name, name_span)) = d.name else {
            self.error_here("expected an identifier");
            return Err(Recover);
        };
        let it = self.range_iteration()?;
        // The loop variable, declared in the body's scope.
        self.sema.scopes.push();
        let ty = if spec.is_auto {
            self.deduce_auto(&spec, &d.ops, it.0.current)
        } else {
            self.build_type(spec.ty, &d.ops)
        };
        let ty = match ty {
            Ok(t) => t,
            Err(e) => {
                self.sema.scopes.pop();
                return Err(e);
            }
        };
        let (il_ty, mode) = self.sema.lower_local_reference(ty);
        let value = match mode {
            crate::sema::conversions::references::RefMode::ByPointer(_) => {
                self.sema.bind_reference_to(it.0.current, ty)
            }
            _ => self
                .sema
                .convert(it.0.current, il_ty, crate::sema::conversions::standard::ConvCtx::Init),
        };
        let var = self.sema.declare_local(name, il_ty, name_span);
        if let (Some(v), crate::sema::conversions::references::RefMode::ByPointer(referee)) = (var, mode) {
            self.sema.mark_reference_var(v, referee);
        }
        self.sema.enter_loop();
        let body = self.statement();
        self.sema.exit_loop();
        self.sema.scopes.pop();
        let body = body?;
        let mut stmts = Vec::new();
        if let Some(v) = var {
            if !self.sema.is_err(value) {
                stmts.push(Stmt {
                    kind: StmtKind::Decl {
                        var: v,
                        init: Some(Init::Expr(value)),
                    },
                    span: name_span,
                });
            }
        }
        stmts.push(*body);
        let list = self.sema.arena.alloc_slice_fill_iter(stmts);
        let body = self.sema.stmt(StmtKind::Compound(list), body.span);
        Ok(self.range_loop(span, it, body))
    }

    /// `for (auto [a, b] : range) body`, after the binding's `]`.
    fn range_for_binding(
        &mut self,
        span: Span,
        spec: &crate::parser::declarations::DeclSpec,
        head: &crate::parser::declarations::structured_bindings::BindingHead,
    ) -> PResult<&'a Stmt<'a>> {
        let it = self.range_iteration()?;
        self.sema.scopes.push();
        let holder = self.bind_structured(spec, head, it.0.current);
        self.sema.enter_loop();
        let body = holder.and_then(|_| self.statement());
        self.sema.exit_loop();
        self.sema.scopes.pop();
        let list = self.sema.arena.alloc_slice_fill_iter([*holder?, *body?]);
        let body = self.sema.stmt(StmtKind::Compound(list), span);
        Ok(self.range_loop(span, it, body))
    }

    /// `: range)`: how to iterate over the range, and the range's span.
    fn range_iteration(&mut self) -> PResult<(Iteration<'a>, Span)> {
        self.expect(K::Colon, ":")?;
        // `for (int x : {1, 2, 3})` iterates over a std::initializer_list<int>.
        let range = if self.peek() == K::LBrace {
            self.deduced_initializer_list()?
        } else {
            self.nested(|p| p.expr())?
        };
        self.expect(K::RParen, ")")?;
        if self.sema.is_err(range) {
            return Err(Recover);
        }
        match self.sema.types.array_elem(range.ty) {
            Some((elem, len)) => Ok((self.array_iteration(range, elem, len), range.span)),
            None if self.sema.types.is_record(range.ty) => Ok((self.class_iteration(range)?, range.span)),
            None => {
                for which in ["begin", "end"] {
                    let msg = format!(
                        "this range-based \"for\" statement requires a suitable \"{which}\" function and none was found"
                    );
                    self.sema.diags.error(range.span, msg);
                }
                Err(Recover)
            }
        }
    }

    /// The `for` loop of iteration `it` around `body` (which declares the loop variable).
    fn range_loop(&mut self, span: Span, (it, setup_span): (Iteration<'a>, Span), body: &'a Stmt<'a>) -> &'a Stmt<'a> {
        let setup = self.sema.arena.alloc_slice_fill_iter(it.setup);
        let init = self.sema.stmt(StmtKind::Compound(setup), setup_span);
        let end_span = self.prev_span();
        self.sema.stmt(
            StmtKind::For {
                init: Some(init),
                cond: Some(it.cond),
                inc: Some(it.inc),
                body,
            },
            span.to(end_span),
        )
    }

    /// A local `name` of type `ty` initialized with `value`, and its declaration.
    fn loop_local(&mut self, name: &str, ty: TypeId, value: &'a Expr<'a>) -> (crate::il::VarId, Stmt<'a>) {
        let s = value.span;
        let v = self.sema.new_synthetic_local(name, ty, s);
        let decl = Stmt {
            kind: StmtKind::Decl {
                var: v,
                init: Some(Init::Expr(value)),
            },
            span: s,
        };
        (v, decl)
    }

    /// Pointers to the first and one-past-last elements of an array.
    fn array_iteration(&mut self, range: &'a Expr<'a>, elem: TypeId, len: u64) -> Iteration<'a> {
        let s = range.span;
        let ptr_ty = self.sema.types.pointer_to(elem);
        let first = self.sema.rvalue(range);
        let (begin, d1) = self.loop_local("for.begin", ptr_ty, first);
        let n = self.sema.int_const(len as i128, TypeId::LONG, s);
        let b = self.sema.var_expr(begin, s);
        let last = self.sema.binary(BinOp::Add, b, n, s);
        let (end, d2) = self.loop_local("for.end", ptr_ty, last);
        self.iteration(vec![d1, d2], begin, end, s)
    }

    /// `begin()`/`end()` of a class object.
    fn class_iteration(&mut self, range: &'a Expr<'a>) -> PResult<Iteration<'a>> {
        let s = range.span;
        let object = if range.lvalue {
            range
        } else {
            self.sema.temporary(range)
        };
        let addr = self.sema.prefix(PrefixOp::AddrOf, object, s);
        if self.sema.is_err(addr) {
            return Err(Recover);
        }
        let (holder, d0) = self.loop_local("for.range", addr.ty, addr);
        let mut setup = vec![d0];
        let mut ends = Vec::new();
        for which in ["begin", "end"] {
            let sym = self.sema.interner.intern(which);
            let h = self.sema.var_expr(holder, s);
            let h = self.sema.rvalue(h);
            let obj = self.sema.prefix(PrefixOp::Deref, h, s);
            let call = match self.sema.member_functions(obj, false, sym) {
                Some(set) => self.sema.method_call(obj, &set, Vec::new(), s, s),
                None => match self.sema.scopes.lookup(sym).cloned() {
                    // A non-member `begin(range)` / `end(range)`.
                    Some(crate::sema::lookup::Entity::Funcs(set)) => {
                        let f = set[0];
                        let callee = self.sema.function_designator(f, s);
                        self.sema.call(callee, Some(set.to_vec()), vec![obj], s, s)
                    }
                    _ => {
                        let msg = format!(
                            "this range-based \"for\" statement requires a suitable \"{which}\" function and none was found"
                        );
                        self.sema.diags.error(s, msg);
                        return Err(Recover);
                    }
                },
            };
            if self.sema.is_err(call) {
                return Err(Recover);
            }
            let value = self.sema.rvalue(call);
            let (v, d) = self.loop_local(&format!("for.{which}"), value.ty.unqualified(), value);
            setup.push(d);
            ends.push(v);
        }
        Ok(self.iteration(setup, ends[0], ends[1], s))
    }

    /// `begin != end`, `++begin` and `*begin` for iterators of pointer or class type.
    fn iteration(
        &mut self,
        setup: Vec<Stmt<'a>>,
        begin: crate::il::VarId,
        end: crate::il::VarId,
        s: Span,
    ) -> Iteration<'a> {
        let (b, e) = (self.sema.var_expr(begin, s), self.sema.var_expr(end, s));
        let cond = binary_operation(self, Bin::Op(BinOp::Ne), b, e, s);
        let b = self.sema.var_expr(begin, s);
        let class_iter = self.sema.types.is_record(b.ty);
        let inc = if class_iter {
            self.sema
                .overloaded_operator("++", vec![b], s)
                .unwrap_or_else(|| self.sema.no_operator_error("++", b, None, s))
        } else {
            self.sema.inc_dec(true, true, b, s)
        };
        let b = self.sema.var_expr(begin, s);
        let current = if class_iter {
            prefix_operation(self, PrefixOp::Deref, b, s)
        } else {
            let pb = self.sema.rvalue(b);
            self.sema.prefix(PrefixOp::Deref, pb, s)
        };
        Iteration {
            setup,
            cond,
            inc,
            current,
        }
    }
}
