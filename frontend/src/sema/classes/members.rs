//! C++ classes as kernels use them: member functions, `this`, static members and member
//! operators, lowered to ordinary IL functions.
//!
//! A non-static member function `R S::f(P...) [const]` becomes an IL function whose first
//! parameter is `this`, of type `S*` (`const S*` for a `const` member function); a call
//! `obj.f(args)` is `Call { f, [&obj, args...] }`, so choosing between `const` and
//! non-`const` overloads is ordinary overload resolution on that first argument (the
//! qualification conversion `S*` -> `const S*` ranks below an exact match). Inside a
//! member function, unqualified names find the class's members through its class scope
//! (a node of the namespace tree, see [`crate::sema::lookup`]): a data member `x` is
//! `(*this).x`, a member function `g()` is `this->g()`. Static member functions are plain
//! functions in the class scope; static `const` integral data members are constants.
//! Symbols follow nvcc: `_ZNK1S1fEv` (see [`crate::mangle::mangle_method`]).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::il::{Expr, ExprKind, FnDeclId, UnaryOp, VarDecl, VarId, VarKind};
use crate::mangle::{self, MethodName};
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::{Quals, RecordId, TypeId};

use crate::sema::decl::{FnDeclInfo, ParamInfo};
use crate::sema::lookup::{Entity, NsId};
use crate::sema::Sema;

use super::ref_qualifiers::same_member;

/// What makes a function a member function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MethodInfo {
    /// The class (record type, unqualified).
    pub class: TypeId,
    /// `const` member function: `this` is `const S*`.
    pub is_const: bool,
    /// `volatile` member function: `this` is `volatile S*`.
    pub is_volatile: bool,
    /// Static member function: no `this`.
    pub is_static: bool,
    /// A constructor.
    pub is_ctor: bool,
    /// `&` or `&&` after the parameter list: the value categories of objects it is
    /// called on.
    pub ref_qual: RefQual,
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
    pub ctors: Vec<FnDeclId>,
    /// Default member initializers by field index (`int n = 4;`).
    pub default_inits: FxHashMap<u32, crate::il::Init<'a>>,
    /// Default member initializers of members of a class type with constructors that
    /// pass arguments to a constructor (`V v{1, 2};`, `Counter c = 4;`), by field index.
    pub default_ctor_args: FxHashMap<u32, &'a [&'a Expr<'a>]>,
    /// Default member initializers that name other non-static members (`unsigned
    /// warp_id = linear_tid / 32;`), by field index: the token where each starts (its
    /// `=` or `{`) and its span. They need the object, so each constructor that does
    /// not name the member parses its initializer again (`parser::classes::mem_initializers`).
    pub deferred_default_inits: FxHashMap<u32, (usize, Span)>,
    /// A default constructor declared `= default` (`X() = default;`): default
    /// initialization runs the implicit one even when other constructors are declared.
    pub defaulted_default_ctor: bool,
    /// A default constructor declared `= delete` (`X() = delete;`).
    pub deleted_default_ctor: bool,
    /// The user-declared destructor that runs code (trivial ones are not recorded).
    pub dtor: Option<FnDeclId>,
    /// Whether that destructor is only declared in the class (its body comes from a
    /// definition outside it), so no body is made for it when the class is finished.
    pub dtor_defined_outside: bool,
    /// A destructor written with an empty body (`~S() {}`): it runs nothing, so no
    /// function is made for it, but it is user-provided, so the class's destructor is
    /// not trivial ([class.dtor]/8) and the type traits say so.
    pub empty_user_dtor: bool,
    /// Copy and move members written `= default` or `= delete` (`written_special_members`).
    pub written_specials: super::written_special_members::WrittenSpecials,
}

/// How a member function is declared, besides its signature.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MethodQuals {
    /// `const` after the parameter list.
    pub is_const: bool,
    /// `volatile` after the parameter list.
    pub is_volatile: bool,
    /// Declared `static` (no `this`).
    pub is_static: bool,
    /// A constructor.
    pub is_ctor: bool,
    /// `&` or `&&` after the parameter list.
    pub ref_qual: RefQual,
}

/// A member function's ref-qualifier (C++11): whether it is called on lvalues (`&`), on
/// rvalues (`&&`), or on both (none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RefQual {
    /// None: any object.
    #[default]
    None,
    /// `&`: lvalue objects (and rvalues if the member is `const`, not `volatile`).
    LValue,
    /// `&&`: rvalue objects only.
    RValue,
}

/// A member function call's callee as written: `base.f` or `base->f` (`arrow`),
/// `base.B::f` (`qualified`: no virtual dispatch), with `set` the functions named `f`.
pub struct MemberFunctionCall<'a, 's> {
    /// The object expression (the pointer for `->`).
    pub base: &'a Expr<'a>,
    /// Written with `->`.
    pub arrow: bool,
    /// The member is named with its class (`B::f`).
    pub qualified: bool,
    /// The member functions named.
    pub set: &'s [FnDeclId],
}

impl<'a> Sema<'a> {
    /// The class scope of record type `ty`, once its definition has started.
    pub fn class_scope(&self, ty: TypeId) -> Option<NsId> {
        self.note_record_used(ty);
        match *self.types.kind(ty) {
            crate::types::TypeKind::Record(id) => self.class_facts[id].info.as_ref().map(|c| c.scope),
            _ => None,
        }
    }

    /// Registers the class scope of record `id`.
    pub fn set_class_scope(&mut self, id: RecordId, scope: NsId) {
        self.class_facts[id].info = Some(ClassInfo {
            scope,
            ctors: Vec::new(),
            default_inits: FxHashMap::default(),
            default_ctor_args: FxHashMap::default(),
            deferred_default_inits: FxHashMap::default(),
            defaulted_default_ctor: false,
            deleted_default_ctor: false,
            empty_user_dtor: false,
            written_specials: Default::default(),
            dtor: None,
            dtor_defined_outside: false,
        });
    }

    /// The member of class `class` named `name` (data members, member functions, static
    /// members, nested types).
    pub fn class_member(&self, class: TypeId, name: Sym) -> Option<Entity> {
        let ns = self.class_scope(class)?;
        self.scopes.lookup_in(ns, name).cloned()
    }

    /// The ordinary (non-template) member functions of `class` named `name`: the overload
    /// set, also when member templates share the name (then the set hangs off the
    /// template head, see [`Sema::declare_method`]).
    pub(crate) fn ordinary_member_functions(&self, class: TypeId, name: Sym) -> Option<SmallVec<[FnDeclId; 1]>> {
        match self.class_member(class, name)? {
            Entity::Funcs(set) => Some(set),
            Entity::FuncTemplate(h) if !self.templates[h].funcs.is_empty() => {
                Some(self.templates[h].funcs.iter().copied().collect())
            }
            _ => None,
        }
    }

    /// Declares a member function of `class` in the current (class) scope. `d.params` are
    /// the parameters as written; `this` is added for non-static members.
    pub fn declare_method(&mut self, class: TypeId, mut d: FnDeclInfo, q: MethodQuals) -> Option<FnDeclId> {
        let class = class.unqualified();
        // A member function defined in its class is inline ([class.mfct]).
        d.odr_inline |= d.is_definition;
        let declared = self.declared_method_type(&d);
        let name_str = self.interner.get(d.name).to_string();
        // Constructors are not members by name (the class name stays a type in its scope).
        let lookup = if q.is_ctor {
            Some(Entity::Funcs(self.ctors_of(class).into_iter().collect()))
        } else {
            self.scopes.lookup_current(d.name).cloned()
        };
        let mut template_head = None;
        let existing = match lookup {
            Some(Entity::Funcs(set)) => set,
            // Overloading a member template: kept with it (see `declare_member_template`).
            Some(Entity::FuncTemplate(h)) if self.templates[h].member.is_some() => {
                template_head = Some(h);
                self.templates[h].funcs.iter().copied().collect()
            }
            Some(_) => {
                self.diags.error(
                    d.span,
                    format!("\"{name_str}\" has already been declared in the current scope"),
                );
                return None;
            }
            None => Default::default(),
        };
        if existing
            .iter()
            .any(|f| self.facts(*f).method.is_some_and(|m| same_member(&m, declared, q)))
        {
            self.diags
                .error(d.span, format!("class member \"{name_str}\" cannot be redeclared"));
            return None;
        }
        if self.mixes_ref_qualifiers(&existing, declared, q.ref_qual) {
            self.diags.error(
                d.span,
                "overloading two member functions with the same parameter types requires that they both have ref-qualifiers or both lack ref-qualifiers",
            );
            return None;
        }
        let mangled = mangle::mangle_method(
            &MethodName {
                class,
                name: &name_str,
                is_const: q.is_const,
                is_volatile: q.is_volatile,
                is_ctor: q.is_ctor,
                is_static: q.is_static,
                ref_qual: q.ref_qual,
            },
            declared,
            &self.types,
        );
        let name = d.name;
        let id = self.new_method(class, d, q, mangled);
        if q.is_ctor {
            if let crate::types::TypeKind::Record(rid) = *self.types.kind(class) {
                if let Some(c) = self.class_facts[rid].info.as_mut() {
                    c.ctors.push(id);
                }
            }
        }
        if let Some(h) = template_head {
            self.templates[h].funcs.push(id);
            self.scopes.note_current_scope_changed();
        } else if !q.is_ctor {
            let mut set = existing;
            set.push(id);
            self.scopes.declare(name, Entity::Funcs(set));
        }
        Some(id)
    }

    /// The function of member `d` of `class` named `mangled` (`this` added to a
    /// non-static member's parameters), not yet entered into any scope.
    fn new_method(&mut self, class: TypeId, mut d: FnDeclInfo, q: MethodQuals, mangled: String) -> FnDeclId {
        let declared = self.declared_method_type(&d);
        let name_str = self.interner.get(d.name).to_string();
        if !q.is_static {
            let this = self.this_param(class, q, d.span);
            d.params.insert(0, this);
        }
        let (fty, decl_fty, modes) = self.lowered_signature(&d);
        let id = self.new_function(&d, fty, decl_fty, modes, mangled, &name_str);
        self.fn_facts[id].method = Some(MethodInfo {
            class,
            is_const: q.is_const,
            is_volatile: q.is_volatile,
            is_static: q.is_static,
            is_ctor: q.is_ctor,
            ref_qual: q.ref_qual,
            declared,
        });
        id
    }

    /// Declares an instance of a constructor template of `class` (`d` with the
    /// parameter types substituted), named `mangled`: not one of the class's declared
    /// constructors (constructions find it through its template).
    pub fn declare_ctor_instance(&mut self, class: TypeId, d: FnDeclInfo, mangled: String) -> FnDeclId {
        let q = MethodQuals {
            is_const: false,
            is_volatile: false,
            is_static: false,
            is_ctor: true,
            ref_qual: RefQual::None,
        };
        self.new_method(class.unqualified(), d, q, mangled)
    }

    /// An instance of a constructor template, declared by
    /// [`Sema::declare_ctor_instance`], gets the parameter names of its definition
    /// `d` (parsed with the template's arguments).
    pub fn define_ctor_instance(&mut self, f: FnDeclId, d: &FnDeclInfo) {
        let Some(info) = self.facts(f).method else {
            return;
        };
        let mut params = d.params.clone();
        params.insert(0, self.this_param(info.class, MethodQuals::default(), d.span));
        self.merge_method_definition(f, &params, d.span);
    }

    /// An instance of a constructor template declared with every argument given takes
    /// the default arguments of its declaration `d` (parsed with the template's
    /// arguments) for a call that leaves some out.
    pub fn add_ctor_instance_defaults(&mut self, f: FnDeclId, d: &FnDeclInfo) {
        let Some(info) = self.facts(f).method else {
            return;
        };
        let mut params = d.params.clone();
        params.insert(0, self.this_param(info.class, MethodQuals::default(), d.span));
        self.merge_defaults(f, &params);
    }

    /// The out-of-line definition `R S::f(P...) [const] [volatile] { ... }` of a member
    /// function declared in class `class`: the declared function, with the definition's
    /// parameter names. `q.is_static` is not used (a definition does not repeat `static`).
    pub fn define_method(&mut self, class: TypeId, d: FnDeclInfo, q: MethodQuals) -> Option<FnDeclId> {
        let is_ctor = q.is_ctor;
        let declared = self.declared_method_type(&d);
        let name_str = self.interner.get(d.name).to_string();
        let class_name = self.types.display(class);
        let member = if is_ctor {
            Some(Entity::Funcs(self.ctors_of(class).into_iter().collect()))
        } else {
            self.class_member(class, d.name)
        };
        let set = match member {
            Some(Entity::Funcs(set)) if !set.is_empty() => set,
            // Ordinary members overloading a member template are kept with it.
            Some(Entity::FuncTemplate(h)) if !self.templates[h].funcs.is_empty() => {
                self.templates[h].funcs.iter().copied().collect()
            }
            _ => {
                self.diags
                    .error(d.span, format!("class \"{class_name}\" has no member \"{name_str}\""));
                return None;
            }
        };
        let Some(f) = set
            .iter()
            .copied()
            .find(|f| self.facts(*f).method.is_some_and(|m| same_member(&m, declared, q)))
        else {
            self.diags.error(
                d.span,
                format!("declaration is incompatible with every member \"{class_name}::{name_str}\""),
            );
            return None;
        };
        let info = self.facts(f).method.expect("a member function");
        if self.func(f).body.is_some() {
            let msg = format!("function \"{class_name}::{name_str}\" has already been defined");
            let old = self.func(f).span;
            self.diags
                .error_with_note(d.span, msg, old, "previous definition is here");
            return None;
        }
        if !self.merge_redeclared_exec_space(f, &format!("{class_name}::{name_str}"), d.exec, d.span) {
            return None;
        }
        let mut params = d.params.clone();
        if !info.is_static {
            params.insert(0, self.this_param(class, q, d.span));
        }
        self.merge_method_definition(f, &params, d.span);
        Some(f)
    }

    /// The implicit object parameter `this` of a member function of `class` with
    /// qualifiers `q`, as the first parameter of its IL function.
    fn this_param(&mut self, class: TypeId, q: MethodQuals, span: Span) -> ParamInfo {
        ParamInfo {
            name: Some(self.interner.intern("this")),
            ty: self.this_type(class, q),
            span,
            default: None,
            pattern_default: false,
            grid_constant: false,
        }
    }

    /// `S*`, or with the member function's qualifiers `const S*`, `volatile S*`, ...
    fn this_type(&mut self, class: TypeId, q: MethodQuals) -> TypeId {
        let mut quals = Quals::NONE;
        if q.is_const {
            quals = quals.union(Quals::CONST);
        }
        if q.is_volatile {
            quals = quals.union(Quals::VOLATILE);
        }
        self.types.pointer_to(class.with_quals(quals))
    }

    /// The declared function type of a member (parameters as written, no `this`).
    fn declared_method_type(&mut self, d: &FnDeclInfo) -> TypeId {
        let params: Vec<TypeId> = d.params.iter().map(|p| p.ty.unqualified()).collect();
        self.types.function(d.ret.unqualified(), params, d.variadic)
    }

    /// The parameter variables of `f` become those of its definition (their names).
    fn merge_method_definition(&mut self, f: FnDeclId, params: &[ParamInfo], span: Span) {
        self.functions[f.0 as usize].span = span;
        self.set_params(f, params);
    }

    /// `&object`, the implicit object argument of a member call (no checks: `object` is
    /// an lvalue of class type).
    pub(in crate::sema) fn object_address(&mut self, object: &'a Expr<'a>) -> &'a Expr<'a> {
        let ptr_ty = self.types.pointer_to(object.ty);
        let operand = object;
        self.mk(
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand,
            },
            ptr_ty,
            object.span,
            false,
        )
    }

    /// The object a call of one of the members `set` on `object` binds to their
    /// implicit object parameter: `object`, or its base subobject when they are a base's
    /// members.
    pub(in crate::sema) fn object_for_members(&mut self, object: &'a Expr<'a>, set: &[FnDeclId]) -> &'a Expr<'a> {
        let owner = set.iter().find_map(|&f| self.facts(f).method.map(|m| m.class));
        match owner {
            Some(c) if c != object.ty.unqualified() => self.base_subobject(object, c).unwrap_or(object),
            _ => object,
        }
    }

    /// Whether `f` is a member function with a `this` parameter.
    pub fn is_nonstatic_method(&self, f: FnDeclId) -> bool {
        self.facts(f).method.is_some_and(|m| !m.is_static)
    }

    /// `this` in the current member function.
    pub fn this_var(&self) -> Option<VarId> {
        self.fn_ctx.and_then(|c| c.this)
    }

    /// The expression `this`.
    pub fn this_expr(&mut self, span: Span) -> &'a Expr<'a> {
        if let Some(e) = self.lambda_this(span) {
            return e;
        }
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
    pub(crate) fn this_object(&mut self, span: Span) -> Option<&'a Expr<'a>> {
        self.this_var()?;
        let p = self.this_expr(span);
        let pointee = self.types.pointee(p.ty)?;
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

    /// A data member named without an object inside a member function: `(*this).x`; in
    /// an unevaluated operand it needs no object (`static_assert(sizeof(x) == 4)` in
    /// the class, [expr.prim.id]/3).
    pub fn implicit_member(&mut self, name: Sym, span: Span) -> &'a Expr<'a> {
        match self.this_object(span) {
            Some(obj) => self.member(obj, false, name, span, span),
            None => {
                let class = self.scopes.innermost_class().filter(|_| self.in_unevaluated());
                if let Some(class) = class {
                    return self.unevaluated_member(class, name, span);
                }
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
    pub fn member_functions(&mut self, base: &'a Expr<'a>, arrow: bool, name: Sym) -> Option<Vec<FnDeclId>> {
        let ty = if arrow { self.types.pointee(base.ty)? } else { base.ty };
        self.require_complete_type(ty, base.span);
        match self.class_member(ty.unqualified(), name)? {
            Entity::Funcs(set) => Some(set.to_vec()),
            _ => None,
        }
    }

    /// `base.f(args)` or `base->f(args)` (`call`), the `)` at `close`.
    pub fn member_function_call(
        &mut self,
        call: MemberFunctionCall<'a, '_>,
        args: Vec<&'a Expr<'a>>,
        close: Span,
    ) -> &'a Expr<'a> {
        let span = call.base.span.to(close);
        match self.member_object(call.base, call.arrow) {
            Some(object) => {
                // `p->B::f()` calls exactly `B::f`.
                self.set_qualified_call(call.qualified);
                let e = self.method_call(object, call.set, args, span, close);
                self.set_qualified_call(false);
                e
            }
            None => self.member_error(call.base, call.arrow, span),
        }
    }

    /// `object.f(args)` with `set` the member functions named `f`.
    pub fn method_call(
        &mut self,
        object: &'a Expr<'a>,
        set: &[FnDeclId],
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
        // A member function of a base class gets the base subobject as `this`.
        let object = self.object_for_members(object, set);
        let this_arg = self.object_address(object);
        let mut all = Vec::with_capacity(args.len() + 1);
        all.push(this_arg);
        all.extend(args);
        let is_ctor = self.facts(set[0]).method.is_some_and(|m| m.is_ctor);
        let f = if is_ctor {
            match self.best_viable(set, &all) {
                Ok(f) => f,
                Err(ambiguous) => {
                    let class = self.types.display(object.ty.unqualified());
                    let what = if ambiguous {
                        "more than one instance"
                    } else {
                        "no instance"
                    };
                    self.diags.error(
                        span,
                        format!("{what} of constructor \"{class}::{class}\" matches the argument list"),
                    );
                    return self.error_expr(span);
                }
            }
        } else if self.has_ref_qualified(set) {
            match self.ref_qualified_best(object, set, &all, span) {
                Some(f) => f,
                None => return self.error_expr(span),
            }
        } else if set.len() > 1 {
            match self.resolve_member_overload(set, &all, span) {
                Some(f) => f,
                None => return self.error_expr(span),
            }
        } else {
            set[0]
        };
        let lost_qualifier = |m: MethodInfo| {
            !m.is_static && ((object.ty.is_const() && !m.is_const) || (object.ty.is_volatile() && !m.is_volatile))
        };
        if self.facts(f).method.is_some_and(lost_qualifier) {
            let name = self.qualified_method_name(f);
            self.diags.error(
                object.span,
                format!("the object has type qualifiers that are not compatible with the member function \"{name}\""),
            );
            return self.error_expr(span);
        }
        if self.reject_deleted(f, span) {
            return self.error_expr(span);
        }
        if self.facts(f).method.is_some_and(|m| m.is_static) {
            all.remove(0);
        }
        let call = self.checked_call(f, all, span, object.span, rparen);
        if self.is_err(call) {
            return call;
        }
        self.virtual_call(f, object, call)
    }

    /// A call of `f` from the current function with `args` (execution space, deprecation,
    /// argument conversions, reference results).
    pub fn checked_call(
        &mut self,
        f: FnDeclId,
        args: Vec<&'a Expr<'a>>,
        span: Span,
        callee_span: Span,
        rparen: Span,
    ) -> &'a Expr<'a> {
        if !self.check_deduced(f, callee_span) {
            return self.error_expr(span);
        }
        self.check_exec_space(f, callee_span);
        let ret = self.func(f).ret;
        match self.call_args(f, args, rparen) {
            Some(args) => {
                let call = self.mk(ExprKind::Call { callee: f, args }, ret, span, false);
                if self.facts(f).is_immediate {
                    return self.immediate_invocation(f, call, callee_span);
                }
                self.reference_result(f, call)
            }
            None => self.error_expr(span),
        }
    }

    /// The result of a call of `f`: for a function returning `T&` (a `T*` in the IL),
    /// the lvalue `*call`.
    pub fn reference_result(&mut self, f: FnDeclId, call: &'a Expr<'a>) -> &'a Expr<'a> {
        match self.facts(f).ref_return {
            Some(referee) => {
                let r = self.mk(
                    ExprKind::Unary {
                        op: UnaryOp::Deref,
                        operand: call,
                    },
                    referee,
                    call.span,
                    true,
                );
                if self.facts(f).returns_rvalue_ref {
                    self.mark_xvalue(r);
                }
                r
            }
            None => call,
        }
    }

    /// A call of member functions `set` named without an object inside a member function:
    /// `this->f(args)`; elsewhere a call of its static members.
    pub fn implicit_this_call(
        &mut self,
        set: &[FnDeclId],
        args: Vec<&'a Expr<'a>>,
        span: Span,
        rparen: Span,
    ) -> &'a Expr<'a> {
        let statics: Vec<FnDeclId> = set.iter().copied().filter(|&f| !self.is_nonstatic_method(f)).collect();
        match self.this_object(span) {
            Some(obj) => self.method_call(obj, set, args, span, rparen),
            // `S::f(args)` outside S's members, `f` overloaded with a static member: only
            // the static ones can be called without an object ([over.call.func]/3).
            None if !statics.is_empty() => {
                let f = statics[0];
                let callee = self.mk(ExprKind::Func(f), self.func(f).ty, span, true);
                self.call(callee, Some(statics), args, span, rparen)
            }
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
    pub(in crate::sema) fn qualified_method_name(&self, f: FnDeclId) -> String {
        let class = self
            .facts(f)
            .method
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
        // Member templates were weighed before (`pick_member_operator`): what is left
        // here are the ordinary overloads, e.g. a copy assignment declared beside a
        // `template <class U> operator=(const U&)`.
        let mut set = self.ordinary_member_functions(first.ty.unqualified(), sym)?;
        if op == "()" {
            if let Some(only) = self.generic_call_candidate(first.ty.unqualified(), &args[1..]) {
                set.retain(|f| only == Some(*f));
                if set.is_empty() {
                    return None;
                }
            }
        }
        let this_arg = self.object_address(first);
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
        let ty = e.ty.unqualified();
        let Some(var) = self.hidden_local(ty, e.span) else {
            return self.error_expr(e.span);
        };
        self.mk(ExprKind::Assign { lhs: var, rhs: e }, ty, e.span, true)
    }

    /// A new unnamed local of type `ty` declared at the start of the function body being
    /// parsed, as an lvalue; outside function bodies only a scalar's (for constant
    /// evaluation) or an empty class's (see [`Sema::empty_static_temporary`]), others
    /// are reported.
    pub(crate) fn hidden_local(&mut self, ty: TypeId, span: Span) -> Option<&'a Expr<'a>> {
        if self.fn_ctx.is_none() && self.unevaluated > 0 {
            // `decltype(::new T, T{})` in a signature: never evaluated, no storage needed.
            return Some(self.temporary_var(ty, span).1);
        }
        if self.fn_ctx.is_none() && !self.types.is_record(ty) {
            // A scalar bound to a reference in a constant (`max(N - 1, 0)` in a static
            // member's initializer): a value for constant evaluation only.
            let (id, var) = self.temporary_var(ty, span);
            self.var_facts[id].static_temporary = true;
            return Some(var);
        }
        if self.fn_ctx.is_none() {
            return self.empty_static_temporary(ty, span);
        }
        let (id, var) = self.temporary_var(ty, span);
        self.pending_temps.push(id);
        self.note_temporary(id, ty);
        Some(var)
    }

    /// A default argument `d` used by a call in the function being parsed: the
    /// temporary it materialized outside function bodies (`Dec d = {}`, `const int& r =
    /// 3`), if any, becomes one of the function's temporaries, so it has storage there.
    pub(crate) fn adopt_static_temporary(&mut self, d: &'a Expr<'a>) {
        if self.fn_ctx.is_none() {
            return;
        }
        let mut found = Vec::new();
        self.static_temporaries_in(d, &mut found);
        for var in found {
            if !self.pending_temps.contains(&var) {
                self.pending_temps.push(var);
            }
        }
    }

    /// The static temporaries (see [`Sema::empty_static_temporary`]) expression `e`
    /// names, added to `out`.
    fn static_temporaries_in(&self, e: &'a Expr<'a>, out: &mut Vec<VarId>) {
        if let ExprKind::Var(v) = e.kind {
            if self.var_facts[v].static_temporary && !out.contains(&v) {
                out.push(v);
            }
            return;
        }
        let mut visit = |x: &'a Expr<'a>| self.static_temporaries_in(x, out);
        match e.kind {
            ExprKind::Unary { operand, .. } | ExprKind::IncDec { operand, .. } | ExprKind::Cast { operand, .. } => {
                visit(operand)
            }
            ExprKind::Binary { lhs, rhs, .. }
            | ExprKind::LogAnd { lhs, rhs }
            | ExprKind::LogOr { lhs, rhs }
            | ExprKind::Assign { lhs, rhs }
            | ExprKind::CompoundAssign { lhs, rhs, .. }
            | ExprKind::Comma { lhs, rhs }
            | ExprKind::Index {
                base: lhs, index: rhs, ..
            } => {
                visit(lhs);
                visit(rhs);
            }
            ExprKind::Conditional { cond, then, els } => {
                visit(cond);
                visit(then);
                visit(els);
            }
            ExprKind::Call { args, .. } => args.iter().for_each(|a| visit(a)),
            ExprKind::CallIndirect { callee, args } => {
                visit(callee);
                args.iter().for_each(|a| visit(a));
            }
            ExprKind::Member { base, .. } => visit(base),
            ExprKind::AddressConstant { object: Some(o), .. } => visit(o),
            _ => {}
        }
    }

    /// Outside function bodies, a temporary of a class without a destructor: a tag
    /// such as CCCL's `nullopt_t::__secret_tag{}` given to a constexpr constructor of a
    /// namespace-scope constant, a default argument `Dec d = {}`, or an operand of a
    /// constant expression (`static_assert(cc{8, 0} >= cc{6, 0})`). Only constant
    /// evaluation gives it a value (an initializer that is not a constant is reported
    /// as such), and a function using it through a default argument declares it
    /// ([`Sema::adopt_static_temporary`]). Temporaries needing destruction or of
    /// polymorphic classes are reported.
    fn empty_static_temporary(&mut self, ty: TypeId, span: Span) -> Option<&'a Expr<'a>> {
        // In a default argument each call using it constructs it anew in the caller
        // (`const Alloc& a = Alloc()`); one that needs destruction would need its
        // destructor run there too (not yet).
        let destructed = self.needs_destruction(ty) && !self.types.is_empty_class(ty);
        if destructed || self.dynamic_of(ty.unqualified()).is_some() {
            self.diags
                .error(span, "temporary objects are not supported outside function bodies");
            return None;
        }
        let (id, var) = self.temporary_var(ty, span);
        self.var_facts[id].static_temporary = true;
        Some(var)
    }

    /// A new variable `ref.tmp` of type `ty` and the lvalue naming it.
    fn temporary_var(&mut self, ty: TypeId, span: Span) -> (VarId, &'a Expr<'a>) {
        let id = VarId(self.vars.len() as u32);
        self.vars.push(VarDecl {
            id,
            name: "ref.tmp".to_string(),
            ty,
            span,
            kind: VarKind::Local,
        });
        self.var_facts[id].materialized = true;
        (id, self.mk(ExprKind::Var(id), ty, span, true))
    }

    /// The constructors of class `ty` (empty for other types and for classes without
    /// user-declared constructors).
    pub fn ctors_of(&self, ty: TypeId) -> Vec<FnDeclId> {
        match *self.types.kind(ty) {
            crate::types::TypeKind::Record(id) => self.class_facts[id]
                .info
                .as_ref()
                .map(|c| c.ctors.clone())
                .unwrap_or_default(),
            _ => Vec::new(),
        }
    }

    /// Whether creating an object of record type `ty` runs code: a user-declared
    /// constructor, or default member initializers (also in members).
    pub fn needs_construction(&self, ty: TypeId) -> bool {
        let crate::types::TypeKind::Record(id) = *self.types.kind(ty) else {
            return false;
        };
        let Some(c) = self.class_facts[id].info.as_ref() else {
            return false;
        };
        !c.ctors.is_empty()
            || self.dynamic_of(ty).is_some()
            || self.has_default_member_inits(ty)
            || self
                .types
                .record(id)
                .fields
                .iter()
                .any(|f| self.types.is_record(f.ty) && self.needs_construction(f.ty))
    }

    /// Records the default member initializer of field `index` of `class` (checked).
    pub fn set_default_member_init(&mut self, class: TypeId, index: u32, value: crate::il::Init<'a>) {
        if let crate::types::TypeKind::Record(id) = *self.types.kind(class) {
            if let Some(c) = self.class_facts[id].info.as_mut() {
                c.default_inits.insert(index, value);
            }
        }
    }

    /// Records that the default member initializer of field `index` of `class`, at
    /// token `pos` (spanning `span`), names other members: constructors parse it.
    pub fn defer_default_member_init(&mut self, class: TypeId, index: u32, pos: usize, span: Span) {
        if let crate::types::TypeKind::Record(id) = *self.types.kind(class) {
            if let Some(c) = self.class_facts[id].info.as_mut() {
                c.deferred_default_inits.insert(index, (pos, span));
            }
        }
    }

    /// The deferred default member initializer of field `index` of `class` (see
    /// [`ClassInfo::deferred_default_inits`]), if it has one.
    pub fn deferred_default_init(&self, class: TypeId, index: u32) -> Option<(usize, Span)> {
        let crate::types::TypeKind::Record(id) = *self.types.kind(class) else {
            return None;
        };
        self.class_facts[id]
            .info
            .as_ref()?
            .deferred_default_inits
            .get(&index)
            .copied()
    }

    /// After the members of `class`: a default member initializer naming other members
    /// needs a constructor to parse it in; a class without user-declared constructors
    /// is reported (its implicit constructor would leave the member uninitialized).
    pub fn check_deferred_default_inits(&mut self, class: TypeId) {
        let crate::types::TypeKind::Record(id) = *self.types.kind(class) else {
            return;
        };
        let Some(c) = self.class_facts[id].info.as_ref() else {
            return;
        };
        if !c.ctors.is_empty() {
            return;
        }
        let mut spans: Vec<Span> = c.deferred_default_inits.values().map(|(_, s)| *s).collect();
        spans.sort_by_key(|s| s.start);
        for span in spans {
            self.diags.error(
                span,
                "a default member initializer naming other members is supported only in classes with a user-declared constructor",
            );
        }
    }

    /// Whether record `ty` has default member initializers of its own (`int n = 4;`).
    pub fn has_default_member_inits(&self, ty: TypeId) -> bool {
        let crate::types::TypeKind::Record(id) = *self.types.kind(ty.unqualified()) else {
            return false;
        };
        self.class_facts[id].info.as_ref().is_some_and(|c| {
            !c.default_inits.is_empty() || !c.default_ctor_args.is_empty() || !c.deferred_default_inits.is_empty()
        })
    }

    /// Whether class `ty` declares its default constructor `= default`.
    pub fn has_defaulted_default_ctor(&self, ty: TypeId) -> bool {
        match *self.types.kind(ty.unqualified()) {
            crate::types::TypeKind::Record(id) => self.class_facts[id]
                .info
                .as_ref()
                .is_some_and(|c| c.defaulted_default_ctor),
            _ => false,
        }
    }

    /// Records that `class` declares its default constructor `= default` (or, when
    /// `deleted`, `= delete`).
    pub fn mark_written_default_ctor(&mut self, class: TypeId, deleted: bool) {
        if let crate::types::TypeKind::Record(id) = *self.types.kind(class) {
            if let Some(c) = self.class_facts[id].info.as_mut() {
                match deleted {
                    true => c.deleted_default_ctor = true,
                    false => c.defaulted_default_ctor = true,
                }
            }
        }
    }

    /// Whether default-constructing a `ty` chooses a deleted constructor: one written
    /// `X() = delete;`, or an implicit one deleted by a base or member that cannot be
    /// default-constructed ([class.default.ctor]/2; members with default member
    /// initializers are not told apart, so a class having any is taken as fine).
    pub fn default_construction_deleted(&self, ty: TypeId, depth: u32) -> bool {
        let crate::types::TypeKind::Record(id) = *self.types.kind(ty.unqualified()) else {
            return false;
        };
        let Some(c) = self.class_facts[id].info.as_ref() else {
            return false;
        };
        if c.deleted_default_ctor {
            return true;
        }
        let implicit = c.ctors.is_empty() && !c.defaulted_default_ctor && !self.has_ctor_templates(ty.unqualified());
        if !implicit || depth > 32 || self.has_default_member_inits(ty) {
            return false;
        }
        let fields: Vec<TypeId> = self.types.record(id).fields.iter().map(|f| f.ty).collect();
        fields.into_iter().any(|f| {
            let mut t = f;
            while let Some((e, _)) = self.types.array_elem(t) {
                t = e;
            }
            self.types.is_record(t) && self.default_construction_deleted(t, depth + 1)
        })
    }

    /// A field was inserted at index `at` of `class` (its vtable pointer, at the end of
    /// its member list): the default member initializers, recorded by field index as
    /// the members were declared, move with their fields.
    pub fn shift_default_member_inits(&mut self, class: TypeId, at: u32) {
        fn shift<V>(by_index: &mut FxHashMap<u32, V>, at: u32) {
            *by_index = std::mem::take(by_index)
                .into_iter()
                .map(|(i, v)| (if i >= at { i + 1 } else { i }, v))
                .collect();
        }
        let crate::types::TypeKind::Record(id) = *self.types.kind(class) else {
            return;
        };
        if let Some(c) = self.class_facts[id].info.as_mut() {
            shift(&mut c.default_inits, at);
            shift(&mut c.default_ctor_args, at);
            shift(&mut c.deferred_default_inits, at);
        }
    }

    /// Records constructor arguments as the default member initializer of field `index`.
    pub fn set_default_ctor_args(&mut self, class: TypeId, index: u32, args: Vec<&'a Expr<'a>>) {
        let args = self.arena.alloc_slice_copy(&args);
        if let crate::types::TypeKind::Record(id) = *self.types.kind(class) {
            if let Some(c) = self.class_facts[id].info.as_mut() {
                c.default_ctor_args.insert(index, args);
            }
        }
    }

    /// The constructor arguments a default member initializer gives field `index`.
    fn default_ctor_args_of(&self, class: TypeId, index: u32) -> Option<&'a [&'a Expr<'a>]> {
        let crate::types::TypeKind::Record(id) = *self.types.kind(class) else {
            return None;
        };
        self.class_facts[id]
            .info
            .as_ref()?
            .default_ctor_args
            .get(&index)
            .copied()
    }

    /// The default member initializer of field `index` of record `class`, if any.
    pub fn default_init_of(&self, class: TypeId, index: u32) -> Option<crate::il::Init<'a>> {
        let crate::types::TypeKind::Record(id) = *self.types.kind(class) else {
            return None;
        };
        self.class_facts[id].info.as_ref()?.default_inits.get(&index).copied()
    }

    /// Initializes the object `object` from constructor arguments `args` (`T x(a, b)`,
    /// `T x{a, b}`): a constructor call, or a copy for `T x(y)` of the same class. `None`
    /// when nothing needs to run.
    pub fn construct(
        &mut self,
        object: &'a Expr<'a>,
        args: Vec<&'a Expr<'a>>,
        span: Span,
        rparen: Span,
    ) -> Option<&'a Expr<'a>> {
        if self.is_err(object) || args.iter().any(|a| self.is_err(a)) {
            return Some(self.error_expr(span));
        }
        // The object under construction is not yet `const`.
        let object = self.mk(object.kind, object.ty.unqualified(), object.span, object.lvalue);
        let ctors = self.ctor_candidates(object.ty, &args);
        let copy = args.len() == 1 && args[0].ty.unqualified() == object.ty;
        if args.is_empty() {
            return self.value_construct(object, span);
        }
        if copy && self.is_class_prvalue(args[0]) && !self.needs_destruction(object.ty) {
            // `T x(make())`: the prvalue initializes the object itself, with no copy
            // (C++17's guaranteed elision; temporaries with destructors are the cleanup
            // pass's).
            let value = self.rvalue(args[0]);
            return Some(self.whole_object_copy(object, value, span));
        }
        if copy {
            let this_arg = self.object_address(object);
            if ctors.is_empty() || self.best_viable(&ctors, &[this_arg, args[0]]).is_err() {
                // The implicit copy constructor.
                let value = self.rvalue(args[0]);
                let whole = self.whole_object_copy(object, value, span);
                return Some(self.copy_members_with_user_copies(whole, object, args[0], span));
            }
        }
        if !copy && args.len() == 1 {
            if let Some(e) = self.implicit_copy_from_derived(object, &ctors, args[0], span) {
                return Some(e);
            }
            if let Some(value) = self.copy_source_by_conversion(object, &ctors, args[0]) {
                return self.construct(object, vec![value], span, rparen);
            }
        }
        if !copy {
            if let Some(e) = self.inherited_construction(object, &ctors, &args, span, rparen) {
                return Some(e);
            }
        }
        if ctors.is_empty() {
            let class = self.types.display(object.ty);
            self.diags.error(
                span,
                format!("no instance of constructor \"{class}::{class}\" matches the argument list"),
            );
            return Some(self.error_expr(span));
        }
        Some(self.method_call(object, &ctors, args, span, rparen))
    }

    /// `object` initialized from class value `value` as a whole (a bitwise copy).
    pub(crate) fn whole_object_copy(&self, object: &'a Expr<'a>, value: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        self.mk(
            ExprKind::Assign {
                lhs: object,
                rhs: value,
            },
            object.ty,
            span,
            true,
        )
    }

    /// Default-initializes `object` (`T x;`, `new T`, a member the constructor does
    /// not name): its default constructor, or the default member initializers (and
    /// default constructors of members); `None` when nothing runs.
    pub fn default_construct(&mut self, object: &'a Expr<'a>, span: Span) -> Option<&'a Expr<'a>> {
        self.construct_without_arguments(object, span, false)
    }

    /// Value-initializes `object` (`T x{}`, `T()`, `m()`, an element past a brace
    /// list): as default-initialization, but a class whose default constructor is not
    /// user-provided is zeroed first.
    pub fn value_construct(&mut self, object: &'a Expr<'a>, span: Span) -> Option<&'a Expr<'a>> {
        self.construct_without_arguments(object, span, true)
    }

    fn construct_without_arguments(
        &mut self,
        object: &'a Expr<'a>,
        span: Span,
        value_init: bool,
    ) -> Option<&'a Expr<'a>> {
        // The object under construction is not yet `const` (`const T x;`, `constexpr T x;`).
        let object = self.mk(object.kind, object.ty.unqualified(), object.span, object.lvalue);
        let ctors = self.ctor_candidates(object.ty, &[]);
        let defaulted = self.has_defaulted_default_ctor(object.ty);
        if !ctors.is_empty() {
            let has_default = ctors
                .iter()
                .any(|&f| self.required_args(f, self.func(f).params.len()) <= 1);
            if has_default {
                return Some(self.method_call(object, &ctors, Vec::new(), span, span));
            }
            if !defaulted {
                let class = self.types.display(object.ty);
                self.diags
                    .error(span, format!("no default constructor exists for class \"{class}\""));
                return Some(self.error_expr(span));
            }
            // `X() = default;` next to other constructors: the implicit one, after
            // zeroing the object under value-initialization ([dcl.init]/8); default
            // initialization leaves the fields indeterminate, so nothing is stored
            // (zeroing there costs code and keeps arrays of such classes in memory).
        }
        let rec = self.types.record_of(object.ty)?.clone();
        let mut out: Option<&'a Expr<'a>> = match value_init && defaulted && !ctors.is_empty() {
            true => self.zero_fill(object, span),
            false => None,
        };
        for (i, f) in rec.fields.iter().enumerate() {
            // A union initializes at most its one variant member with a default member
            // initializer; the others are not constructed ([class.default.ctor]/2).
            if rec.is_union && self.default_init_of(object.ty, i as u32).is_none() {
                continue;
            }
            let field = self.mk(
                ExprKind::Member {
                    base: object,
                    field: i as u32,
                },
                f.ty,
                span,
                true,
            );
            let ctor_args = self.default_ctor_args_of(object.ty, i as u32);
            let step = match self.default_init_of(object.ty, i as u32) {
                Some(v) => self.store_init(field, &v, span),
                None if ctor_args.is_some() => {
                    self.construct(field, ctor_args.unwrap_or_default().to_vec(), span, span)
                }
                None if self.types.is_record(f.ty) && self.needs_construction(f.ty) => {
                    self.construct_without_arguments(field, span, value_init)
                }
                None => None,
            };
            if let Some(step) = step {
                out = Some(match out {
                    Some(prev) => self.mk(ExprKind::Comma { lhs: prev, rhs: step }, step.ty, span, step.lvalue),
                    None => step,
                });
            }
        }
        if let Some(f) = self.fn_ctx.map(|c| c.func) {
            for step in self.vptr_stores(object, f) {
                out = Some(match out {
                    Some(prev) => self.mk(ExprKind::Comma { lhs: prev, rhs: step }, step.ty, span, step.lvalue),
                    None => step,
                });
            }
        }
        out
    }

    /// A temporary of class type `ty`: `T(args)`, `T{args}` (`braced`) or `T()`. With
    /// constructors they run; without, a brace list assigns the fields in order (the
    /// rest are value-initialized), and `T()`/`T{}` value-initializes every field.
    pub fn construct_temporary(
        &mut self,
        ty: TypeId,
        args: Vec<&'a Expr<'a>>,
        braced: bool,
        span: Span,
        rparen: Span,
    ) -> &'a Expr<'a> {
        if args.iter().any(|a| self.is_err(a)) {
            return self.error_expr(span);
        }
        let ty = ty.unqualified();
        if !self.require_complete_type(ty, span) {
            let msg = format!("incomplete type {} is not allowed", self.ty_str(ty));
            self.diags.error(span, msg);
            return self.error_expr(span);
        }
        if self.check_abstract(ty, span) {
            return self.error_expr(span);
        }
        let Some(obj) = self.hidden_local(ty, span) else {
            return self.error_expr(span);
        };
        let init = if self.has_ctors(ty) || (args.len() == 1 && self.is_same_or_derived_class(args[0].ty, ty)) {
            self.construct(obj, args, span, rparen)
        } else if braced || args.is_empty() {
            self.aggregate_temporary(obj, args, span)
        } else {
            let class = self.types.display(ty);
            self.diags.error(
                span,
                format!("no instance of constructor \"{class}::{class}\" matches the argument list"),
            );
            return self.error_expr(span);
        };
        // The temporary is an object in the IL but an rvalue in C++ (an xvalue once
        // materialized): a `T&&` binds it, a `T&` does not.
        match init {
            Some(e) if self.is_err(e) => e,
            Some(e) => {
                let tmp = self.mk(ExprKind::Comma { lhs: e, rhs: obj }, ty, span, true);
                self.mark_temporary(tmp)
            }
            None => self.mark_temporary(obj),
        }
    }

    /// `T{a, b}` for a class without constructors: field `i` is assigned `args[i]`, later
    /// fields get their default member initializer or zero.
    fn aggregate_temporary(&mut self, obj: &'a Expr<'a>, args: Vec<&'a Expr<'a>>, span: Span) -> Option<&'a Expr<'a>> {
        let rec = self.types.record_of(obj.ty)?.clone();
        let count = if rec.is_union {
            rec.fields.len().min(1)
        } else {
            rec.fields.len()
        };
        if args.len() > count {
            self.diags.error(args[count].span, "too many initializer values");
            return Some(self.error_expr(span));
        }
        let mut out: Option<&'a Expr<'a>> = None;
        for (i, f) in rec.fields.iter().enumerate().take(count) {
            let field = self.mk(
                ExprKind::Member {
                    base: obj,
                    field: i as u32,
                },
                f.ty,
                span,
                true,
            );
            let init = match args.get(i) {
                Some(a) => crate::il::Init::Expr(a),
                None => match self.default_init_of(obj.ty, i as u32) {
                    Some(v) => v,
                    // An empty list zero-fills the member.
                    None => crate::il::Init::List(&[]),
                },
            };
            let Some(step) = self.store_init(field, &init, span) else {
                continue;
            };
            if self.is_err(step) {
                return Some(step);
            }
            out = Some(match out {
                Some(prev) => self.mk(ExprKind::Comma { lhs: prev, rhs: step }, step.ty, span, true),
                None => step,
            });
        }
        out
    }

    /// A member initializer `name(init)` of a constructor: `(*this).name = init`.
    pub fn init_member(
        &mut self,
        name: Sym,
        span: Span,
        init: &crate::sema::decl::InitSyn<'a>,
    ) -> Option<&'a Expr<'a>> {
        use crate::sema::decl::InitSyn;
        let declared = match self.reference_members_declared() {
            true => self.this_object(span).and_then(|o| self.reference_member(o.ty, name)),
            false => None,
        };
        if let Some(declared) = declared {
            // `r(x)` / `r{x}`: binds reference member `r` to `x`.
            self.raw_reference_member = true;
            let field = self.implicit_member(name, span);
            self.raw_reference_member = false;
            let value = match init {
                InitSyn::Expr(e) => *e,
                InitSyn::List(items, _) if items.len() == 1 => match &items[0] {
                    InitSyn::Expr(e) => *e,
                    _ => return None,
                },
                _ => {
                    self.diags.error(span, "a reference member must be bound to one object");
                    return None;
                }
            };
            if self.is_err(field) || self.is_err(value) {
                return None;
            }
            let e = self.bind_reference_member(field, declared, value, span);
            return (!self.is_err(e)).then_some(e);
        }
        let lhs = self.implicit_member(name, span);
        if self.is_err(lhs) {
            return None;
        }
        if self.types.is_record(lhs.ty) && self.has_ctors(lhs.ty) {
            // A member of class type with constructors is constructed in place.
            let args = self.constructor_arguments(lhs.ty, init)?;
            let e = self.construct(lhs, args, span, span)?;
            return (!self.is_err(e)).then_some(e);
        }
        if let InitSyn::Designated(_, _, d) = init {
            self.diags.error(*d, "expected an expression");
            return None;
        }
        // `m(v)`, `m{v}`, and brace lists of aggregate members (`m{1, 2}`), checked as
        // the initializer of a declaration of the member's type.
        let checked = self.initializer(lhs.ty.unqualified(), init)?;
        let e = self.store_init(lhs, &checked, span)?;
        (!self.is_err(e)).then_some(e)
    }

    /// The element type of array type `ty` (of its elements' elements, for an array of
    /// arrays), `None` for other types.
    fn innermost_element(&self, ty: TypeId) -> Option<TypeId> {
        let (mut elem, _) = self.types.array_elem(ty)?;
        while let Some((inner, _)) = self.types.array_elem(elem) {
            elem = inner;
        }
        Some(elem)
    }

    /// The default member initializer of field `index` of `class` as an assignment to
    /// `(*this).field`, if the field has one.
    pub fn default_member_init(&mut self, class: TypeId, index: u32) -> Option<&'a Expr<'a>> {
        let crate::types::TypeKind::Record(rid) = *self.types.kind(class) else {
            return None;
        };
        let field = self.types.record(rid).fields.get(index as usize)?.clone();
        let sym = self.interner.intern(&field.name);
        if let Some(args) = self.default_ctor_args_of(class, index) {
            let span = self.fn_ctx.map(|c| self.func(c.func).span)?;
            let lhs = self.implicit_member(sym, span);
            let e = self.construct(lhs, args.to_vec(), span, span)?;
            return (!self.is_err(e)).then_some(e);
        }
        let Some(value) = self.class_facts[rid].info.as_ref()?.default_inits.get(&index).copied() else {
            if let Some(elem) = self.innermost_element(field.ty) {
                // An array of a class with constructors: each element default-constructed.
                if !(self.types.is_record(elem) && self.needs_construction(elem)) {
                    return None;
                }
                let span = self.fn_ctx.map(|c| self.func(c.func).span)?;
                let lhs = self.implicit_member(sym, span);
                let mut steps = Vec::new();
                self.construct_elements(lhs, None, span, &mut steps);
                return self.sequence(&steps, span).filter(|e| !self.is_err(e));
            }
            // A member of class type is default-constructed.
            if !(self.types.is_record(field.ty) && self.needs_construction(field.ty)) {
                return None;
            }
            let span = self.fn_ctx.map(|c| self.func(c.func).span)?;
            let lhs = self.implicit_member(sym, span);
            let e = self.default_construct(lhs, span)?;
            return (!self.is_err(e)).then_some(e);
        };
        let span = self.fn_ctx.map(|c| self.func(c.func).span)?;
        let lhs = self.implicit_member(sym, span);
        let e = self.store_init(lhs, &value, span)?;
        (!self.is_err(e)).then_some(e)
    }
}
