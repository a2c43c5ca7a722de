//! C++ classes as kernels use them: member functions, `this`, static members and member
//! operators, lowered to ordinary IL functions.
//!
//! A non-static member function `R S::f(P...) [const]` becomes an IL function whose first
//! parameter is `this`, of type `S*` (`const S*` for a `const` member function); a call
//! `obj.f(args)` is `Call { f, [&obj, args...] }`, so choosing between `const` and
//! non-`const` overloads is ordinary overload resolution on that first argument (the
//! qualification conversion `S*` -> `const S*` ranks below an exact match). Inside a
//! member function, unqualified names find the class's members through its class scope
//! (a node of the namespace tree, see [`super::scope`]): a data member `x` is
//! `(*this).x`, a member function `g()` is `this->g()`. Static member functions are plain
//! functions in the class scope; static `const` integral data members are constants.
//! Symbols follow nvcc: `_ZNK1S1fEv` (see [`crate::mangle::mangle_method`]).

use rustc_hash::FxHashMap;

use crate::il::{Expr, ExprKind, FuncId, UnaryOp, VarDecl, VarId, VarKind};
use crate::mangle::{self, MethodName};
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::{Quals, RecordId, TypeId};

use super::decl::{FnDeclInfo, ParamInfo};
use super::scope::{Entity, NsId};
use super::Sema;

/// What makes a function a member function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MethodInfo {
    /// The class (record type, unqualified).
    pub class: TypeId,
    /// `const` member function: `this` is `const S*`.
    pub is_const: bool,
    /// Static member function: no `this`.
    pub is_static: bool,
    /// A constructor.
    pub is_ctor: bool,
    /// The function type as declared (without `this`, references kept), for matching an
    /// out-of-line definition with its declaration.
    pub declared: TypeId,
}

/// Per class: its scope and special members.
#[derive(Clone, Debug)]
pub struct ClassInfo<'a> {
    /// The class scope (members, nested types, static members).
    pub scope: NsId,
    /// Constructors declared in the class.
    pub ctors: Vec<FuncId>,
    /// Default member initializers by field index (`int n = 4;`).
    pub default_inits: FxHashMap<u32, &'a Expr<'a>>,
}

/// How a member function is declared, besides its signature.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MethodQuals {
    pub is_const: bool,
    pub is_static: bool,
    pub is_ctor: bool,
}

impl<'a> Sema<'a> {
    /// The class scope of record type `ty`, once its definition has started.
    pub fn class_scope(&self, ty: TypeId) -> Option<NsId> {
        match *self.types.kind(ty) {
            crate::types::TypeKind::Record(id) => self.classes.get(&id).map(|c| c.scope),
            _ => None,
        }
    }

    /// Registers the class scope of record `id`.
    pub fn set_class_scope(&mut self, id: RecordId, scope: NsId) {
        self.classes.insert(
            id,
            ClassInfo {
                scope,
                ctors: Vec::new(),
                default_inits: FxHashMap::default(),
            },
        );
    }

    /// The member of class `class` named `name` (data members, member functions, static
    /// members, nested types).
    pub fn class_member(&self, class: TypeId, name: Sym) -> Option<Entity> {
        let ns = self.class_scope(class)?;
        self.scopes.lookup_in(ns, name).cloned()
    }

    /// Declares a member function of `class` in the current (class) scope. `d.params` are
    /// the parameters as written; `this` is added for non-static members.
    pub fn declare_method(&mut self, class: TypeId, mut d: FnDeclInfo, q: MethodQuals) -> Option<FuncId> {
        let class = class.unqualified();
        let declared = self.declared_method_type(&d);
        let name_str = self.interner.get(d.name).to_string();
        let existing = match self.scopes.lookup_current(d.name).cloned() {
            Some(Entity::Funcs(set)) => set,
            Some(_) => {
                self.diags.error(
                    d.span,
                    format!("\"{name_str}\" has already been declared in the current scope"),
                );
                return None;
            }
            None => Default::default(),
        };
        if existing.iter().any(|f| {
            self.methods
                .get(f)
                .is_some_and(|m| m.declared == declared && m.is_const == q.is_const)
        }) {
            self.diags
                .error(d.span, format!("class member \"{name_str}\" cannot be redeclared"));
            return None;
        }
        if !q.is_static {
            let this_ty = self.this_type(class, q.is_const);
            let this = ParamInfo {
                name: Some(self.interner.intern("this")),
                ty: this_ty,
                span: d.span,
                default: None,
            };
            d.params.insert(0, this);
        }
        let mangled = mangle::mangle_method(
            &MethodName {
                class,
                name: &name_str,
                is_const: q.is_const,
                is_ctor: q.is_ctor,
                is_static: q.is_static,
            },
            declared,
            &self.types,
        );
        let (fty, decl_fty, modes) = self.lowered_signature(&d);
        let id = self.new_function(&d, fty, decl_fty, modes, mangled, &name_str);
        self.methods.insert(
            id,
            MethodInfo {
                class,
                is_const: q.is_const,
                is_static: q.is_static,
                is_ctor: q.is_ctor,
                declared,
            },
        );
        if q.is_ctor {
            if let crate::types::TypeKind::Record(rid) = *self.types.kind(class) {
                if let Some(c) = self.classes.get_mut(&rid) {
                    c.ctors.push(id);
                }
            }
        }
        let mut set = existing;
        set.push(id);
        self.scopes.declare(d.name, Entity::Funcs(set));
        Some(id)
    }

    /// The out-of-line definition `R S::f(P...) [const] { ... }` of a member function
    /// declared in class `class`: the declared function, with the definition's parameter
    /// names.
    pub fn define_method(&mut self, class: TypeId, d: FnDeclInfo, is_const: bool) -> Option<FuncId> {
        let declared = self.declared_method_type(&d);
        let name_str = self.interner.get(d.name).to_string();
        let class_name = self.types.display(class);
        let set = match self.class_member(class, d.name) {
            Some(Entity::Funcs(set)) => set,
            _ => {
                self.diags
                    .error(d.span, format!("class \"{class_name}\" has no member \"{name_str}\""));
                return None;
            }
        };
        let Some(f) = set.iter().copied().find(|f| {
            self.methods
                .get(f)
                .is_some_and(|m| m.declared == declared && m.is_const == is_const)
        }) else {
            self.diags.error(
                d.span,
                format!("declaration is incompatible with every member \"{class_name}::{name_str}\""),
            );
            return None;
        };
        let info = self.methods[&f];
        if self.func(f).body.is_some() {
            let msg = format!("function \"{class_name}::{name_str}\" has already been defined");
            let old = self.func(f).span;
            self.diags
                .error_with_note(d.span, msg, old, "previous definition is here");
            return None;
        }
        if self.func(f).exec != d.exec {
            let msg = format!("execution space of \"{name_str}\" does not match its previous declaration");
            let old = self.func(f).span;
            self.diags
                .error_with_note(d.span, msg, old, "previous declaration is here");
            return None;
        }
        let mut params = d.params.clone();
        if !info.is_static {
            let this_ty = self.this_type(class, is_const);
            params.insert(
                0,
                ParamInfo {
                    name: Some(self.interner.intern("this")),
                    ty: this_ty,
                    span: d.span,
                    default: None,
                },
            );
        }
        self.merge_method_definition(f, &params, d.span);
        Some(f)
    }

    /// `S*` or `const S*`.
    fn this_type(&mut self, class: TypeId, is_const: bool) -> TypeId {
        let pointee = if is_const {
            class.with_quals(Quals::CONST)
        } else {
            class
        };
        self.types.pointer_to(pointee)
    }

    /// The declared function type of a member (parameters as written, no `this`).
    fn declared_method_type(&mut self, d: &FnDeclInfo) -> TypeId {
        let params: Vec<TypeId> = d.params.iter().map(|p| p.ty.unqualified()).collect();
        self.types.function(d.ret.unqualified(), params, d.variadic)
    }

    /// The parameter variables of `f` become those of its definition (their names).
    fn merge_method_definition(&mut self, f: FuncId, params: &[ParamInfo], span: Span) {
        self.functions[f.0 as usize].span = span;
        self.set_params(f, params);
    }

    /// Whether `f` is a non-static member function.
    pub fn is_nonstatic_method(&self, f: FuncId) -> bool {
        self.methods.get(&f).is_some_and(|m| !m.is_static)
    }

    /// `this` in the current member function.
    pub fn this_var(&self) -> Option<VarId> {
        self.fn_ctx.and_then(|c| c.this)
    }

    /// The expression `this`.
    pub fn this_expr(&mut self, span: Span) -> &'a Expr<'a> {
        let Some(v) = self.this_var() else {
            self.diags
                .error(span, "\"this\" may only be used inside a nonstatic member function");
            return self.error_expr(span);
        };
        let ty = self.var(v).ty;
        let var = self.mk(ExprKind::Var(v), ty, span, true);
        self.rvalue(var)
    }

    /// `*this`.
    fn this_object(&mut self, span: Span) -> Option<&'a Expr<'a>> {
        let v = self.this_var()?;
        let p = self.this_expr(span);
        let pointee = self.types.pointee(self.var(v).ty)?;
        Some(self.mk(
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand: p,
            },
            pointee,
            span,
            true,
        ))
    }

    /// A data member named without an object inside a member function: `(*this).x`.
    pub fn implicit_member(&mut self, name: Sym, span: Span) -> &'a Expr<'a> {
        match self.this_object(span) {
            Some(obj) => self.member(obj, false, name, span, span),
            None => {
                self.diags.error(
                    span,
                    "a nonstatic member reference must be relative to a specific object",
                );
                self.error_expr(span)
            }
        }
    }

    /// The object `base.` or `base->` designates (for `->`, `*base`), if it has class
    /// type; `None` (nothing reported) otherwise.
    pub fn member_object(&mut self, base: &'a Expr<'a>, arrow: bool) -> Option<&'a Expr<'a>> {
        if self.is_err(base) {
            return None;
        }
        if !arrow {
            return self.types.is_record(base.ty).then_some(base);
        }
        let p = self.rvalue(base);
        let rec = self.types.pointee(p.ty)?;
        if !self.types.is_record(rec) {
            return None;
        }
        Some(self.mk(
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand: p,
            },
            rec,
            base.span,
            true,
        ))
    }

    /// The member functions named `name` of the class of `base.`/`base->`, if any.
    pub fn member_functions(&mut self, base: &'a Expr<'a>, arrow: bool, name: Sym) -> Option<Vec<FuncId>> {
        let ty = if arrow { self.types.pointee(base.ty)? } else { base.ty };
        match self.class_member(ty.unqualified(), name)? {
            Entity::Funcs(set) => Some(set.to_vec()),
            _ => None,
        }
    }

    /// `object.f(args)` with `set` the member functions named `f`.
    pub fn method_call(
        &mut self,
        object: &'a Expr<'a>,
        set: &[FuncId],
        args: Vec<&'a Expr<'a>>,
        span: Span,
        rparen: Span,
    ) -> &'a Expr<'a> {
        if self.is_err(object) || args.iter().any(|a| self.is_err(a)) {
            return self.error_expr(span);
        }
        if set.iter().all(|f| !self.is_nonstatic_method(*f)) {
            // A static member called through an object: the object is not needed.
            let f = set[0];
            let callee = self.mk(ExprKind::Func(f), self.func(f).ty, span, true);
            return self.call(callee, Some(set.to_vec()), args, span, rparen);
        }
        let ptr_ty = self.types.pointer_to(object.ty);
        let this_arg = self.mk(
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand: object,
            },
            ptr_ty,
            object.span,
            false,
        );
        let mut all = Vec::with_capacity(args.len() + 1);
        all.push(this_arg);
        all.extend(args);
        let f = if set.len() > 1 {
            match self.resolve_overload(set, &all, span) {
                Some(f) => f,
                None => return self.error_expr(span),
            }
        } else {
            set[0]
        };
        if object.ty.is_const() && self.methods.get(&f).is_some_and(|m| !m.is_const && !m.is_static) {
            let name = self.qualified_method_name(f);
            self.diags.error(
                object.span,
                format!("the object has type qualifiers that are not compatible with the member function \"{name}\""),
            );
            return self.error_expr(span);
        }
        if self.methods.get(&f).is_some_and(|m| m.is_static) {
            all.remove(0);
        }
        self.checked_call(f, all, span, object.span, rparen)
    }

    /// A call of `f` from the current function with `args` (execution space, deprecation,
    /// argument conversions, reference results).
    pub fn checked_call(
        &mut self,
        f: FuncId,
        args: Vec<&'a Expr<'a>>,
        span: Span,
        callee_span: Span,
        rparen: Span,
    ) -> &'a Expr<'a> {
        self.check_exec_space(f, callee_span);
        let ret = self.func(f).ret;
        match self.call_args(f, args, rparen) {
            Some(args) => {
                let call = self.mk(ExprKind::Call { callee: f, args }, ret, span, false);
                self.reference_result(f, call)
            }
            None => self.error_expr(span),
        }
    }

    /// The result of a call of `f`: for a function returning `T&` (a `T*` in the IL),
    /// the lvalue `*call`.
    pub fn reference_result(&mut self, f: FuncId, call: &'a Expr<'a>) -> &'a Expr<'a> {
        match self.ref_returns.get(&f) {
            Some(&referee) => self.mk(
                ExprKind::Unary {
                    op: UnaryOp::Deref,
                    operand: call,
                },
                referee,
                call.span,
                true,
            ),
            None => call,
        }
    }

    /// A call of member functions `set` named without an object inside a member function:
    /// `this->f(args)`.
    pub fn implicit_this_call(
        &mut self,
        set: &[FuncId],
        args: Vec<&'a Expr<'a>>,
        span: Span,
        rparen: Span,
    ) -> &'a Expr<'a> {
        match self.this_object(span) {
            Some(obj) => self.method_call(obj, set, args, span, rparen),
            None => {
                self.diags.error(
                    span,
                    "a nonstatic member reference must be relative to a specific object",
                );
                self.error_expr(span)
            }
        }
    }

    /// `S::f` for messages.
    fn qualified_method_name(&self, f: FuncId) -> String {
        let class = self
            .methods
            .get(&f)
            .map(|m| self.types.display(m.class))
            .unwrap_or_default();
        format!("{class}::{}", self.func(f).name)
    }

    /// A member `operator<op>` of the class of `args[0]` that accepts `args`: the call,
    /// or `None` when the class has no such viable member.
    pub fn member_operator(&mut self, op: &str, args: &[&'a Expr<'a>], span: Span) -> Option<&'a Expr<'a>> {
        let first = *args.first()?;
        if !self.types.is_record(first.ty) {
            return None;
        }
        let sym = self.interner.intern(&format!("operator{op}"));
        let Some(Entity::Funcs(set)) = self.class_member(first.ty.unqualified(), sym) else {
            return None;
        };
        let ptr_ty = self.types.pointer_to(first.ty);
        let this_arg = self.mk(
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand: first,
            },
            ptr_ty,
            first.span,
            false,
        );
        let mut all = vec![this_arg];
        all.extend_from_slice(&args[1..]);
        match self.best_viable(&set, &all) {
            Err(false) => None,
            _ => Some(self.method_call(first, &set, args[1..].to_vec(), span, span)),
        }
    }

    /// A temporary holding the record rvalue `e`, as an lvalue (for `const T&` bindings
    /// and member calls on temporaries). Its variable is declared at the start of the
    /// enclosing function body.
    pub fn temporary(&mut self, e: &'a Expr<'a>) -> &'a Expr<'a> {
        if self.fn_ctx.is_none() {
            self.diags
                .error(e.span, "temporary objects are not supported outside function bodies");
            return self.error_expr(e.span);
        }
        let ty = e.ty.unqualified();
        let id = VarId(self.vars.len() as u32);
        self.vars.push(VarDecl {
            id,
            name: "ref.tmp".to_string(),
            ty,
            span: e.span,
            kind: VarKind::Local,
        });
        self.pending_temps.push(id);
        let var = self.mk(ExprKind::Var(id), ty, e.span, true);
        self.mk(ExprKind::Assign { lhs: var, rhs: e }, ty, e.span, true)
    }

    /// A member initializer `name(init)` of a constructor: `(*this).name = init`.
    pub fn init_member(&mut self, name: Sym, span: Span, init: &super::decl::InitSyn<'a>) -> Option<&'a Expr<'a>> {
        use super::decl::InitSyn;
        let lhs = self.implicit_member(name, span);
        if self.is_err(lhs) {
            return None;
        }
        let value = match init {
            InitSyn::Expr(e) => *e,
            InitSyn::List(items, list_span) => match items.as_slice() {
                [] if !self.types.is_record(lhs.ty) && !self.types.is_array(lhs.ty) => {
                    self.zero_value(lhs.ty, *list_span)
                }
                [InitSyn::Expr(e)] if !self.types.is_array(lhs.ty) => *e,
                _ => {
                    self.diags.error(
                        *list_span,
                        "brace-enclosed member initializers of aggregates are not supported yet",
                    );
                    return None;
                }
            },
        };
        let e = self.assign(super::expr::AssignOp::Plain, lhs, value, span.to(value.span));
        (!self.is_err(e)).then_some(e)
    }

    /// The default member initializer of field `index` of `class` as an assignment to
    /// `(*this).field`, if the field has one.
    pub fn default_member_init(&mut self, class: TypeId, index: u32) -> Option<&'a Expr<'a>> {
        let crate::types::TypeKind::Record(rid) = *self.types.kind(class) else {
            return None;
        };
        let value = *self.classes.get(&rid)?.default_inits.get(&index)?;
        let name = self.types.record(rid).fields.get(index as usize)?.name.clone();
        let sym = self.interner.intern(&name);
        let lhs = self.implicit_member(sym, value.span);
        let e = self.assign(super::expr::AssignOp::Plain, lhs, value, value.span);
        (!self.is_err(e)).then_some(e)
    }
}
