//! Lambda expressions: closure types built on the class machinery.
//!
//! `[captures](params) mutable -> R { body }` makes an unnamed class (the closure type)
//! whose data members are the captured variables and whose member `operator()` is the
//! body: `const` unless `mutable`, result `R` or deduced (see [`crate::sema::auto_deduction::return_types`]). A call
//! `f(3)` on a closure object is then an ordinary member operator call, and passing the
//! object to a function template deduces the closure type like any class.
//!
//! Captures are found while the body is parsed: a use of a local variable of an enclosing
//! function (a variable older than the lambda, with automatic storage) becomes a member
//! of the closure, by copy (the member has the variable's type; it is `const` in a
//! non-`mutable` lambda because `this` is `const`) or by reference (the member is a
//! pointer to the variable and the use is `*member`). Explicit captures (`[x, &y]`) and
//! init-captures (`[v = x + 1]`) are members from the start; with no capture default a
//! use of an uncaptured variable is nvcc's error. `this` is captured as a pointer member;
//! inside the body `this` and the enclosing class's members refer to the captured object.
//! Variables of enclosing lambdas are captured through them (each level gets a member).
//!
//! When the body ends the members are laid out and the lambda expression becomes a
//! temporary of the closure type with each member initialized from the enclosing scope.
//! The closure type is named as nvcc names it: `Z4kernPiEUliE_`, see
//! [`crate::mangle::ClosureName`].

use crate::il::{ExecSpace, Expr, ExprKind, FnDeclId, UnaryOp, VarDecl, VarId, VarKind};
use crate::mangle::ClosureName;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::{Quals, TypeId, TypeKind};

use crate::sema::classes::members::MethodQuals;
use crate::sema::conversions::standard::ConvCtx;
use crate::sema::decl::{FnDeclInfo, ParamInfo};
use crate::sema::lookup::Entity;
use crate::sema::Sema;

/// How a capture default or an explicit capture captures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaptureMode {
    /// `=` / `x`: a copy.
    Copy,
    /// `&` / `&x`: a reference.
    Ref,
}

/// What a member of a closure holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::sema) enum Captured {
    /// A variable of an enclosing function.
    Var(VarId),
    /// The enclosing `this` pointer.
    This,
}

/// One data member of a closure.
#[derive(Clone, Copy, Debug)]
pub(in crate::sema) struct Capture<'a> {
    pub(in crate::sema) what: Captured,
    pub(in crate::sema) mode: CaptureMode,
    /// The member's type (a pointer for a by-reference capture).
    pub(in crate::sema) field_ty: TypeId,
    /// The value of an init-capture, already converted to `field_ty`.
    pub(in crate::sema) init: Option<&'a Expr<'a>>,
    pub(in crate::sema) span: Span,
}

/// A lambda whose body is being parsed.
#[derive(Clone, Debug)]
pub struct LambdaCtx<'a> {
    pub(in crate::sema) closure: TypeId,
    pub(in crate::sema) call_op: FnDeclId,
    /// Variables with this index or above belong to the lambda itself.
    pub(in crate::sema) first_var: u32,
    pub(in crate::sema) default: Option<CaptureMode>,
    /// `this` may be captured (`[this]` or a capture default).
    pub(in crate::sema) this_allowed: bool,
    /// The type of `this` around the lambda, if there is one.
    pub(in crate::sema) outer_this: Option<TypeId>,
    pub(in crate::sema) captures: Vec<Capture<'a>>,
    /// The members are laid out (a generic lambda's call operator being instantiated):
    /// no new captures.
    pub(in crate::sema) frozen: bool,
    /// Init-capture names and the placeholder variables standing for them.
    pub(in crate::sema) init_names: Vec<(Sym, VarId)>,
}

/// A capture list entry as written.
#[derive(Clone, Copy, Debug)]
pub enum CaptureSyn<'a> {
    /// `x` or `&x`.
    Name(Sym, CaptureMode, Span),
    /// `x = init` or `&x = init`.
    Init(Sym, CaptureMode, &'a Expr<'a>, Span),
    /// `this`.
    This(Span),
}

/// A lambda's declarator part as written: `(params) mutable -> R`.
#[derive(Clone, Debug)]
pub struct LambdaSyn<'a> {
    /// The capture default, `[=]` or `[&]`.
    pub default: Option<CaptureMode>,
    /// The explicit captures, in order.
    pub captures: Vec<CaptureSyn<'a>>,
    /// The call operator's parameters.
    pub params: Vec<ParamInfo>,
    /// Whether the parameter list ends in `...`.
    pub variadic: bool,
    /// `mutable`: the call operator is not `const`.
    pub mutable: bool,
    /// `-> R`, else deduced.
    pub ret: Option<TypeId>,
    /// `__device__` written on the lambda (an extended lambda).
    pub device: bool,
    /// `__host__` written on the lambda.
    pub host: bool,
    /// From the `[` to the end of the declarator part.
    pub span: Span,
}

impl<'a> Sema<'a> {
    /// Starts a lambda: makes its closure type and call operator and the init-capture
    /// names (declared in a new scope the caller pops after the body). Returns the call
    /// operator, whose body the caller parses next; `None` after an error.
    pub fn begin_lambda(&mut self, syn: &LambdaSyn<'a>) -> Option<FnDeclId> {
        let mut lam = self.new_closure(syn)?;
        lam.first_var = self.vars.len() as u32;
        let exec = self.lambda_exec_space(syn);
        let op = self.declare_call_operator(lam.closure, syn, &syn.params, exec);
        let Some(op) = op else {
            self.scopes.pop();
            return None;
        };
        lam.call_op = op;
        self.lambdas.push(lam);
        Some(op)
    }

    /// The body of a lambda starts ([`Sema::begin_lambda`]): the enclosing body's
    /// statement context, which the call operator's body replaces, is set aside. Returns
    /// the call operator and that context (for [`Sema::act_on_lambda_end`]); `None`
    /// after an error.
    pub fn act_on_lambda_start(
        &mut self,
        syn: &LambdaSyn<'a>,
    ) -> Option<(FnDeclId, crate::sema::body_context::SuspendedBody<'a>)> {
        let op = self.begin_lambda(syn)?;
        Some((op, self.suspend_body(crate::sema::body_context::Suspend::LAMBDA)))
    }

    /// The body of a lambda ended: the enclosing body's context `enclosing` is back and
    /// the lambda ends ([`Sema::end_lambda`]); the closure object.
    pub fn act_on_lambda_end(
        &mut self,
        enclosing: crate::sema::body_context::SuspendedBody<'a>,
        span: Span,
    ) -> &'a Expr<'a> {
        self.resume_body(enclosing);
        self.end_lambda(span)
    }

    /// The closure type of a lambda (named after its parameter types `syn.params`, which
    /// for a generic lambda are patterns) and its explicit captures; the init-capture
    /// names are declared in a new block scope (popped by [`Sema::end_lambda`]).
    pub(in crate::sema) fn new_closure(&mut self, syn: &LambdaSyn<'a>) -> Option<LambdaCtx<'a>> {
        let Some(ctx) = self.fn_ctx else {
            self.diags
                .error(syn.span, "lambda expressions are only supported inside function bodies");
            return None;
        };
        let enclosing = ctx.func;
        let outer_this = self.this_pointer_type();
        let closure = self.types.new_record("lambda", false);
        let TypeKind::Record(rid) = *self.types.kind(closure) else {
            return None;
        };
        let params: Vec<TypeId> = syn.params.iter().map(|p| p.ty.unqualified()).collect();
        let counter = self.lambda_numbers.entry((enclosing, params.clone())).or_insert(0);
        let number = *counter;
        *counter += 1;
        let context = self.encoding_of(enclosing);
        self.types.set_closure_name(
            rid,
            ClosureName {
                context,
                params,
                number,
            },
        );
        let ns = self.scopes.new_class_scope("lambda", closure);
        self.set_class_scope(rid, ns);
        let mut lam = LambdaCtx {
            closure,
            call_op: FnDeclId(u32::MAX),
            first_var: 0,
            default: syn.default,
            this_allowed: syn.default.is_some(),
            outer_this,
            captures: Vec::new(),
            frozen: false,
            init_names: Vec::new(),
        };
        let mut init_names = Vec::new();
        for c in &syn.captures {
            self.explicit_capture(&mut lam, c, &mut init_names);
        }
        // Init-capture names are visible in the body only.
        self.scopes.push();
        for &(name, var) in &init_names {
            self.scopes.declare(name, Entity::Var(var));
        }
        lam.init_names = init_names;
        Some(lam)
    }

    /// The execution space of a lambda's call operator: as written, else the enclosing
    /// function's (a kernel's lambdas are `__device__`).
    pub(in crate::sema) fn lambda_exec_space(&self, syn: &LambdaSyn<'a>) -> ExecSpace {
        let outer = self.fn_ctx.map_or(ExecSpace::Host, |c| c.exec);
        match (syn.device, syn.host, outer) {
            (true, true, _) | (false, false, ExecSpace::HostDevice) => ExecSpace::HostDevice,
            (true, false, _) | (false, false, ExecSpace::Global | ExecSpace::Device) => ExecSpace::Device,
            _ => ExecSpace::Host,
        }
    }

    /// Declares `operator()` of `closure` with parameters `params`.
    pub(in crate::sema) fn declare_call_operator(
        &mut self,
        closure: TypeId,
        syn: &LambdaSyn<'a>,
        params: &[ParamInfo],
        exec: ExecSpace,
    ) -> Option<FnDeclId> {
        let ret = match syn.ret {
            Some(r) => r,
            None => self.auto_type(),
        };
        let info = FnDeclInfo {
            name: self.interner.intern("operator()"),
            span: syn.span,
            ret,
            params: params.to_vec(),
            variadic: syn.variadic,
            exec,
            extern_c: false,
            is_static: false,
            inline: Default::default(),
            // An implicit or lambda member is defined in its class.
            odr_inline: true,
            is_definition: true,
            // C++17 [expr.prim.lambda.closure]/4: constexpr whenever it can be (the
            // evaluator gives up on a body that is not a constant).
            is_constexpr: true,
            is_consteval: false,
            deprecated: None,
            noreturn: false,
            attrs: Default::default(),
        };
        let ns = self.class_scope(closure)?;
        self.scopes.enter_scope(ns);
        let quals = MethodQuals {
            is_const: !syn.mutable,
            is_volatile: false,
            is_static: false,
            is_ctor: false,
            ..Default::default()
        };
        let op = self.declare_method(closure, info, quals);
        self.scopes.leave_namespace();
        op
    }

    /// Enters one explicit capture into `lam`.
    fn explicit_capture(&mut self, lam: &mut LambdaCtx<'a>, c: &CaptureSyn<'a>, init_names: &mut Vec<(Sym, VarId)>) {
        match *c {
            CaptureSyn::This(span) => {
                if lam.captures.iter().any(|k| k.what == Captured::This) || lam.this_allowed {
                    self.diags
                        .error(span, "a name cannot appear more than once in a capture-list");
                    return;
                }
                lam.this_allowed = true;
                if let Some(t) = lam.outer_this {
                    lam.captures.push(Capture {
                        what: Captured::This,
                        mode: CaptureMode::Copy,
                        field_ty: t.unqualified(),
                        init: None,
                        span,
                    });
                } else {
                    self.diags
                        .error(span, "\"this\" may only be used inside a nonstatic member function");
                }
            }
            CaptureSyn::Name(name, mode, span) => {
                let v = match self.scopes.lookup(name) {
                    Some(Entity::Var(v)) if matches!(self.var(*v).kind, VarKind::Local | VarKind::Param { .. }) => *v,
                    Some(_) => {
                        let n = self.interner.get(name).to_string();
                        self.diags
                            .error(span, format!("\"{n}\" is not a variable that can be captured"));
                        return;
                    }
                    None => {
                        let n = self.interner.get(name).to_string();
                        self.diags.undefined(span, "identifier", &n);
                        return;
                    }
                };
                if lam.captures.iter().any(|k| k.what == Captured::Var(v)) || lam.default == Some(mode) {
                    self.diags
                        .error(span, "a name cannot appear more than once in a capture-list");
                    return;
                }
                let Some(field_ty) = self.capture_field_type(v, mode, span) else {
                    return;
                };
                lam.captures.push(Capture {
                    what: Captured::Var(v),
                    mode,
                    field_ty,
                    init: None,
                    span,
                });
            }
            CaptureSyn::Init(name, mode, init, span) => {
                if self.is_err(init) {
                    return;
                }
                let (ty, value) = match mode {
                    CaptureMode::Copy => {
                        let v = self.rvalue(init);
                        (v.ty.unqualified(), v)
                    }
                    CaptureMode::Ref => {
                        if !init.lvalue {
                            self.diags
                                .error(init.span, "initial value of reference to non-const must be an lvalue");
                            return;
                        }
                        let p = self.address_of(init);
                        (p.ty, p)
                    }
                };
                // A placeholder variable stands for the member in the body.
                let id = VarId(self.vars.len() as u32);
                let vty = match mode {
                    CaptureMode::Copy => ty,
                    CaptureMode::Ref => init.ty,
                };
                self.vars.push(VarDecl {
                    id,
                    name: self.interner.get(name).to_string(),
                    ty: vty,
                    span,
                    kind: VarKind::Local,
                });
                init_names.push((name, id));
                lam.captures.push(Capture {
                    what: Captured::Var(id),
                    mode,
                    field_ty: ty,
                    init: Some(value),
                    span,
                });
            }
        }
    }

    /// The type of the member capturing variable `v`: its (referred-to) type for a copy,
    /// a pointer to it for a reference. `None` (reported) for arrays captured by copy.
    pub(in crate::sema) fn capture_field_type(&mut self, v: VarId, mode: CaptureMode, span: Span) -> Option<TypeId> {
        let object = self.var_facts[v].referee.unwrap_or(self.var(v).ty);
        match mode {
            CaptureMode::Ref => Some(self.types.pointer_to(object)),
            CaptureMode::Copy if matches!(self.types.kind(object), TypeKind::Array { .. }) => {
                self.diags
                    .error(span, "capturing an array by copy is not supported yet");
                None
            }
            CaptureMode::Copy => Some(object),
        }
    }

    /// `&e` for an lvalue `e`.
    fn address_of(&mut self, e: &'a Expr<'a>) -> &'a Expr<'a> {
        let ty = self.types.pointer_to(e.ty);
        self.mk(
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand: e,
            },
            ty,
            e.span,
            false,
        )
    }

    /// The type of `this` at the current point (inside a lambda: the captured one).
    pub(in crate::sema) fn this_pointer_type(&self) -> Option<TypeId> {
        let ctx = self.fn_ctx?;
        match self.lambdas.last() {
            Some(l) if l.call_op == ctx.func => l.outer_this,
            _ => ctx.this.map(|v| self.var(v).ty),
        }
    }

    /// A use of variable `v` inside a lambda body: the closure member holding it
    /// (captured now if needed), a constant, or an error. `None` when `v` is not a
    /// variable of an enclosing function.
    pub fn captured_use(&mut self, v: VarId, span: Span) -> Option<&'a Expr<'a>> {
        let ctx = self.fn_ctx?;
        let depth = self.lambdas.len().checked_sub(1)?;
        let lam = &self.lambdas[depth];
        if lam.call_op != ctx.func
            || v.0 >= lam.first_var
            || !matches!(self.var(v).kind, VarKind::Local | VarKind::Param { .. })
        {
            return None;
        }
        if let Some(k) = lam.captures.iter().position(|c| c.what == Captured::Var(v)) {
            return Some(self.capture_member(depth, k, span));
        }
        // A constant is not odr-used: no capture needed.
        let ty = self.var(v).ty;
        if ty.is_const() && self.types.is_integer(ty) {
            if let Some(crate::sema::const_eval::evaluator::ConstVal::Int(value)) = self.var_facts[v].const_value {
                return Some(self.int_const(value, ty.unqualified(), span));
            }
        }
        let Some(mode) = lam.default else {
            self.diags.error(
                span,
                "an enclosing-function local variable cannot be referenced in a lambda body unless it is in the capture list",
            );
            return Some(self.error_expr(span));
        };
        if lam.frozen {
            let n = self.var(v).name.clone();
            self.diags.error(
                span,
                format!("\"{n}\" is not captured by this generic lambda (its captures are the names its body uses where it is written)"),
            );
            return Some(self.error_expr(span));
        }
        let Some(field_ty) = self.capture_field_type(v, mode, span) else {
            return Some(self.error_expr(span));
        };
        let lam = &mut self.lambdas[depth];
        lam.captures.push(Capture {
            what: Captured::Var(v),
            mode,
            field_ty,
            init: None,
            span,
        });
        let k = lam.captures.len() - 1;
        Some(self.capture_member(depth, k, span))
    }

    /// `this` inside a lambda body: the captured enclosing `this` (captured now if
    /// allowed). `None` outside lambda bodies.
    pub fn lambda_this(&mut self, span: Span) -> Option<&'a Expr<'a>> {
        let ctx = self.fn_ctx?;
        let depth = self.lambdas.len().checked_sub(1)?;
        let lam = &self.lambdas[depth];
        if lam.call_op != ctx.func {
            return None;
        }
        if let Some(k) = lam.captures.iter().position(|c| c.what == Captured::This) {
            let m = self.capture_member(depth, k, span);
            return Some(self.rvalue(m));
        }
        let Some(outer) = lam.outer_this else {
            self.diags
                .error(span, "\"this\" may only be used inside a nonstatic member function");
            return Some(self.error_expr(span));
        };
        if !lam.this_allowed || lam.frozen {
            self.diags.error(
                span,
                "\"this\" cannot be used inside the body of this lambda unless it is in the capture list",
            );
            return Some(self.error_expr(span));
        }
        let lam = &mut self.lambdas[depth];
        lam.captures.push(Capture {
            what: Captured::This,
            mode: CaptureMode::Copy,
            field_ty: outer.unqualified(),
            init: None,
            span,
        });
        let k = lam.captures.len() - 1;
        let m = self.capture_member(depth, k, span);
        Some(self.rvalue(m))
    }

    /// The lvalue a capture denotes in the body: `(*this).m` for a copy, `*(*this).m`
    /// for a reference.
    fn capture_member(&mut self, depth: usize, k: usize, span: Span) -> &'a Expr<'a> {
        let lam = &self.lambdas[depth];
        let (closure, c) = (lam.closure, lam.captures[k]);
        let Some(this) = self.fn_ctx.and_then(|f| f.this) else {
            return self.error_expr(span);
        };
        let this_ty = self.var(this).ty;
        let const_op = self.types.pointee(this_ty).is_some_and(|p| p.is_const());
        let this_val = self.mk(ExprKind::Var(this), this_ty, span, true);
        let this_val = self.rvalue(this_val);
        let object_ty = if const_op {
            closure.with_quals(Quals::CONST)
        } else {
            closure
        };
        let object = self.mk(
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand: this_val,
            },
            object_ty,
            span,
            true,
        );
        let member_ty = if const_op {
            c.field_ty.with_quals(c.field_ty.quals().union(Quals::CONST))
        } else {
            c.field_ty
        };
        let member = self.mk(
            ExprKind::Member {
                base: object,
                field: k as u32,
            },
            member_ty,
            span,
            true,
        );
        if c.mode == CaptureMode::Copy {
            return member;
        }
        let p = self.rvalue(member);
        let referee = self.types.pointee(p.ty).unwrap_or(TypeId::ERROR);
        self.mk(
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand: p,
            },
            referee,
            span,
            true,
        )
    }

    /// Ends the lambda whose call operator's body was just parsed (the enclosing
    /// function's context is current again): lays out the closure and returns the closure
    /// object, a temporary with every member initialized.
    pub fn end_lambda(&mut self, span: Span) -> &'a Expr<'a> {
        self.scopes.pop();
        let Some(lam) = self.lambdas.pop() else {
            return self.error_expr(span);
        };
        let TypeKind::Record(rid) = *self.types.kind(lam.closure) else {
            return self.error_expr(span);
        };
        let fields: Vec<(String, TypeId)> = lam
            .captures
            .iter()
            .enumerate()
            .map(|(k, c)| (format!("__cap{k}"), c.field_ty.unqualified()))
            .collect();
        self.types.complete_record(rid, fields);
        let Some(object) = self.hidden_local(lam.closure, span) else {
            return self.error_expr(span);
        };
        let mut result = object;
        for (k, c) in lam.captures.iter().enumerate().rev() {
            let Some(value) = self.capture_value(c) else {
                return self.error_expr(span);
            };
            let ty = c.field_ty.unqualified();
            let member = self.mk(
                ExprKind::Member {
                    base: object,
                    field: k as u32,
                },
                ty,
                c.span,
                true,
            );
            let store = self.mk(
                ExprKind::Assign {
                    lhs: member,
                    rhs: value,
                },
                ty,
                c.span,
                true,
            );
            result = self.mk(
                ExprKind::Comma {
                    lhs: store,
                    rhs: result,
                },
                lam.closure,
                span,
                true,
            );
        }
        result
    }

    /// The value stored into the member for capture `c`, computed in the enclosing scope.
    fn capture_value(&mut self, c: &Capture<'a>) -> Option<&'a Expr<'a>> {
        if let Some(init) = c.init {
            return Some(init);
        }
        let source = match c.what {
            Captured::This => return Some(self.this_expr(c.span)),
            Captured::Var(v) => self.enclosing_var_use(v, c.span),
        };
        if self.is_err(source) {
            return None;
        }
        Some(match c.mode {
            CaptureMode::Ref => self.address_of(source),
            CaptureMode::Copy => match self.user_copy(source, c.field_ty) {
                Some(copy) => copy,
                None => self.convert(source, c.field_ty.unqualified(), ConvCtx::Init),
            },
        })
    }

    /// Variable `v` named in the current (enclosing) scope.
    fn enclosing_var_use(&mut self, v: VarId, span: Span) -> &'a Expr<'a> {
        if let Some(e) = self.captured_use(v, span) {
            return e;
        }
        if let Some(e) = self.reference_use(v, span) {
            return e;
        }
        let ty = self.var(v).ty;
        self.mk(ExprKind::Var(v), ty, span, true)
    }
}

impl Sema<'_> {
    /// How function `f` is named, for the names of closure types made in its body.
    pub fn encoding_of(&self, f: FnDeclId) -> crate::mangle::Encoding {
        use crate::mangle::Encoding;
        let func = self.func(f);
        if let Some(m) = self.facts(f).method {
            return Encoding::Method {
                class: m.class,
                name: func.name.to_string(),
                is_const: m.is_const,
                is_volatile: m.is_volatile,
                is_ctor: m.is_ctor,
                is_static: m.is_static,
                ref_qual: m.ref_qual,
                fty: m.declared,
            };
        }
        if let Some((t, args)) = self.fn_instance_of(f) {
            let (t, args) = (&self.templates[t], args.to_vec());
            return Encoding::Template {
                name: self.interner.get(t.name).to_string(),
                scope: self.scopes.namespace_path(t.ns),
                args,
                ret: t.pattern_ret,
                params: t.pattern_params.clone(),
                variadic: t.variadic,
            };
        }
        if func.extern_c || func.name == "main" {
            return Encoding::Unmangled(func.name.to_string());
        }
        let ns = self.facts(f).namespace;
        Encoding::Function {
            name: func.name.to_string(),
            scope: self.scopes.namespace_path(ns),
            fty: self.declared_fn_type(f),
        }
    }
}
