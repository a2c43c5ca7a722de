//! Semantic actions for declarations: functions (declaration merging, overloading,
//! execution spaces, symbol names), parameters, local variables and their initializers.

use smallvec::smallvec;

use crate::il::{
    CastKind, ExecSpace, Expr, ExprKind, FnDeclId, Function, Init, InlineHint, Stmt, VarDecl, VarId, VarKind,
};
use crate::mangle;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::{TypeId, TypeKind};

use super::conversions::standard::ConvCtx;
use super::function_facts::FunctionFacts;
use super::lookup::{Entity, NsId};
use super::{FnCtx, Sema};

/// One parameter as declared.
#[derive(Clone, Copy, Debug)]
pub struct ParamInfo {
    /// Its name, if the declaration gives one.
    pub name: Option<Sym>,
    /// Declared type after array/function-to-pointer adjustment, qualifiers kept.
    pub ty: TypeId,
    /// Where it is declared.
    pub span: Span,
    /// Default argument: index into `Sema::default_args` (already converted).
    pub default: Option<usize>,
    /// In a template's signature pattern: a default argument is written (it is parsed
    /// per instance).
    pub pattern_default: bool,
    /// `__grid_constant__`: a `const` kernel parameter read in place, whose
    /// address is the parameter itself.
    pub grid_constant: bool,
}

/// How many of `params`, at the end, have a default argument (written or, in a
/// template's signature pattern, to be parsed per instance).
pub fn trailing_defaults(params: &[ParamInfo]) -> usize {
    params
        .iter()
        .rev()
        .take_while(|p| p.default.is_some() || p.pattern_default)
        .count()
}

/// A function declaration as the parser saw it.
#[derive(Clone, Debug)]
pub struct FnDeclInfo {
    /// The declared name.
    pub name: Sym,
    /// Where the name is.
    pub span: Span,
    /// The declared return type (a reference kept as written).
    pub ret: TypeId,
    /// The parameters, in order.
    pub params: Vec<ParamInfo>,
    /// Whether the parameter list ends in `...`.
    pub variadic: bool,
    /// `__host__`, `__device__`, both, or `__global__`.
    pub exec: ExecSpace,
    /// Declared inside `extern "C"` (an unmangled name, no overloading).
    pub extern_c: bool,
    /// Declared `static` (internal linkage).
    pub is_static: bool,
    /// `inline`, `__forceinline__` or `__noinline__`.
    pub inline: InlineHint,
    /// Declared `inline`, `__forceinline__` or `constexpr` (`il::Function::odr_inline`;
    /// `inline __noinline__` is both).
    pub odr_inline: bool,
    /// Whether a body follows.
    pub is_definition: bool,
    /// `constexpr`: calls with constant arguments are constant expressions.
    pub is_constexpr: bool,
    /// `consteval`: every call is evaluated at compile time (`sema::immediate_functions`).
    pub is_consteval: bool,
    /// `[[deprecated("message")]]`.
    pub deprecated: Option<Sym>,
    /// `[[noreturn]]`: a call of it does not return.
    pub noreturn: bool,
    /// Kernel launch attributes (`__launch_bounds__`, `__maxnreg__`, `__cluster_dims__`).
    pub attrs: crate::il::KernelAttrs,
}

/// An initializer as written: an expression or a brace list.
#[derive(Clone, Debug)]
pub enum InitSyn<'a> {
    /// `= expr` (or one element of a brace list).
    Expr(&'a Expr<'a>),
    /// `{ items }`, spanning the braces.
    List(Vec<InitSyn<'a>>, Span),
    /// `.field = value` or `[index] = value` inside a brace list.
    Designated(super::init::designators::Designator<'a>, Box<InitSyn<'a>>, Span),
}

/// Whether a brace list uses designators.
fn has_designator(items: &[InitSyn]) -> bool {
    items.iter().any(|i| matches!(i, InitSyn::Designated(..)))
}

/// A span for values made up for an initializer list (its first item, or nothing).
fn rec_span(items: &[InitSyn<'_>]) -> Span {
    items
        .first()
        .map(|i| i.span())
        .unwrap_or(Span::new(crate::source::FileId(0), 0, 0))
}

impl InitSyn<'_> {
    /// Where the initializer is written.
    pub fn span(&self) -> Span {
        match self {
            InitSyn::Expr(e) => e.span,
            InitSyn::List(_, s) | InitSyn::Designated(_, _, s) => *s,
        }
    }
}

impl Sema<'_> {
    /// A default argument's expression starts: a class temporary there may be made
    /// outside a function body.
    pub fn enter_default_argument(&mut self) {
        self.in_default_argument += 1;
    }

    /// The default argument [`Sema::enter_default_argument`] started ends.
    pub fn leave_default_argument(&mut self) {
        self.in_default_argument -= 1;
    }

    /// A parameter's default argument starts ([`Sema::enter_default_argument`]). In a
    /// member of a class template instance its errors are held in a trial: the default
    /// is instantiated only when a call uses it ([temp.inst]/12), so they wait for such
    /// a call ([`Sema::finish_default_argument`]).
    pub fn start_default_argument(&mut self) -> Option<crate::diag::Trial> {
        let trial = self.in_instantiation().then(|| self.diags.begin_trial());
        self.enter_default_argument();
        trial
    }

    /// The default argument `default` (its index, read at `at`) that
    /// [`Sema::start_default_argument`] started, after [`Sema::leave_default_argument`]:
    /// with errors in the trial, a default whose use reports the first of them.
    pub fn finish_default_argument(
        &mut self,
        trial: Option<crate::diag::Trial>,
        default: Option<usize>,
        at: Span,
    ) -> Option<usize> {
        let Some(trial) = trial else {
            return default;
        };
        let error = self.diags.first_error_since(&trial);
        match (self.diags.end_trial(trial), error) {
            (true, Some(error)) => Some(self.failed_default_argument(error, at)),
            _ => default,
        }
    }
}

impl<'a> Sema<'a> {
    /// Declares (or redeclares, or defines) a function at file scope. Returns `None` after
    /// an error that makes the declaration unusable.
    pub fn declare_function(&mut self, d: FnDeclInfo) -> Option<FnDeclId> {
        let name_str = self.interner.get(d.name).to_string();
        if d.exec == ExecSpace::Global && !self.types.is_void(d.ret) {
            self.diags
                .error(d.span, "a __global__ function must have a void return type");
        }
        if d.exec == ExecSpace::Global && d.variadic {
            self.diags
                .error(d.span, "a __global__ function cannot have an ellipsis parameter");
        }
        let param_tys: Vec<TypeId> = d.params.iter().map(|p| p.ty.unqualified()).collect();
        let (fty, decl_fty, modes) = self.lowered_signature(&d);
        if let Some(inst) = self.instantiation.take() {
            if let Some((t, args)) = &inst.key {
                // The definition of an instance declared before its template was defined.
                if let Some(&f) = self.templates[*t].instances.get(args) {
                    return self.redeclare(f, &d, fty);
                }
            }
            let id = self.new_function(&d, fty, decl_fty, modes, inst.mangled, &name_str);
            if let Some((t, args)) = inst.key {
                self.note_instance_made(t, &args, id);
                self.record_fn_instance(t, args, id);
            }
            return Some(id);
        }
        // Ordinary functions overloading a function template's name are kept with it.
        let mut template_head = None;
        let existing = match self.scopes.lookup_file(d.name).cloned() {
            Some(Entity::Funcs(set)) => Some(set),
            Some(Entity::FuncTemplate(h)) => {
                template_head = Some(h);
                Some(self.templates[h].funcs.iter().copied().collect())
            }
            Some(_) => {
                self.diags.error(
                    d.span,
                    format!("\"{name_str}\" has already been declared in the current scope"),
                );
                return None;
            }
            None => None,
        };
        if let Some(set) = &existing {
            let same = set.iter().copied().find(|&f| {
                let declared = self.declared_fn_type(f);
                self.types.fn_sig(declared).map(|(_, p, v)| (p.to_vec(), v)) == Some((param_tys.clone(), d.variadic))
            });
            if let Some(f) = same {
                return self.redeclare(f, &d, fty);
            }
            // Only two functions of C linkage conflict ([dcl.link]/6): a C++ overload of
            // an `extern "C"` function, or a function template of its name, is allowed.
            if d.extern_c && set.iter().any(|&f| self.func(f).extern_c) {
                self.diags.error(
                    d.span,
                    format!("more than one instance of overloaded function \"{name_str}\" has \"C\" linkage"),
                );
                return None;
            }
        }
        let tags = std::mem::take(&mut self.next_function_abi_tags);
        let mangled = if d.extern_c || name_str == "main" {
            name_str.clone()
        } else {
            let scope = self.scopes.namespace_path(self.scopes.current_namespace());
            let plain = mangle::mangle_function(&name_str, &scope, decl_fty, &self.types);
            mangle::with_abi_tags(plain, &name_str, &scope, &tags)
        };
        let id = self.new_function(&d, fty, decl_fty, modes, mangled, &name_str);
        if let Some(h) = template_head {
            self.templates[h].funcs.push(id);
            self.note_declaration();
            return Some(id);
        }
        match existing {
            Some(mut set) => {
                set.push(id);
                self.scopes.declare_file(d.name, Entity::Funcs(set));
            }
            None => self.scopes.declare_file(d.name, Entity::Funcs(smallvec![id])),
        }
        Some(id)
    }

    /// The IL function type, the declared function type and the lowering of each
    /// parameter: declared parameter types (with references) name and match the function;
    /// the IL type has references lowered (see `conversions::references`), a `T&` result becoming `T*`.
    pub(super) fn lowered_signature(
        &mut self,
        d: &FnDeclInfo,
    ) -> (TypeId, TypeId, Vec<super::conversions::references::RefMode>) {
        let param_tys: Vec<TypeId> = d.params.iter().map(|p| p.ty.unqualified()).collect();
        let decl_fty = self.types.function(d.ret.unqualified(), param_tys.clone(), d.variadic);
        let mut modes = Vec::with_capacity(param_tys.len());
        let mut il_params = Vec::with_capacity(param_tys.len());
        for &p in &param_tys {
            let by_address = d.exec == ExecSpace::Global || self.types.referee(d.ret).is_some();
            let (il, mode) = self.lower_param_reference(p, by_address);
            il_params.push(il.unqualified());
            modes.push(mode);
        }
        let ret = self.il_return_type(d.ret);
        let fty = self.types.function(ret, il_params, d.variadic);
        (fty, decl_fty, modes)
    }

    /// The IL return type for a declared one: `T&` is returned as `T*`.
    fn il_return_type(&mut self, declared: TypeId) -> TypeId {
        match self.types.referee(declared) {
            Some(referee) => self.types.pointer_to(referee),
            None => declared.unqualified(),
        }
    }

    /// Creates a function entry with its parameters and defaults (not entered in a scope).
    pub(super) fn new_function(
        &mut self,
        d: &FnDeclInfo,
        fty: TypeId,
        decl_fty: TypeId,
        modes: Vec<super::conversions::references::RefMode>,
        mangled: String,
        name_str: &str,
    ) -> FnDeclId {
        let id = FnDeclId(self.functions.len() as u32);
        let declared = decl_fty != fty;
        self.fn_facts[id] = FunctionFacts {
            namespace: self.scopes.current_namespace(),
            declared_ty: declared.then_some(decl_fty),
            param_modes: if declared { modes } else { Vec::new() },
            deprecated: d.deprecated,
            noreturn: d.noreturn,
            is_constexpr: d.is_constexpr,
            is_immediate: d.is_consteval,
            ref_return: self.types.referee(d.ret),
            returns_rvalue_ref: self.types.referee(d.ret).is_some() && self.types.is_rvalue_ref(d.ret),
            ..FunctionFacts::default()
        };
        let name: &'a str = self.arena.alloc_str(name_str);
        let ret = self.il_return_type(d.ret);
        self.functions.push(Function {
            id,
            name,
            mangled,
            exec: d.exec,
            extern_c: d.extern_c,
            ty: fty,
            ret,
            params: &[],
            body: None,
            span: d.span,
            is_static: d.is_static,
            inline: d.inline,
            odr_inline: d.odr_inline || self.in_instantiation(),
            explicitly_instantiated: false,
            attrs: d.attrs,
        });
        self.set_params(id, &d.params);
        self.merge_defaults(id, &d.params);
        id
    }

    /// Merges a redeclaration with the same parameter types into `f`.
    fn redeclare(&mut self, f: FnDeclId, d: &FnDeclInfo, fty: TypeId) -> Option<FnDeclId> {
        let old = self.func(f);
        let name = old.name;
        if old.ty != fty {
            self.diags
                .error(d.span, "cannot overload functions distinguished by return type alone");
            return None;
        }
        if !self.merge_redeclared_exec_space(f, name, d.exec, d.span) {
            return None;
        }
        if d.is_definition && self.func(f).body.is_some() {
            let msg = format!("function \"{name}\" has already been defined");
            let old_span = self.func(f).span;
            self.diags
                .error_with_note(d.span, msg, old_span, "previous definition is here");
            return None;
        }
        self.merge_defaults(f, &d.params);
        let fm = &mut self.functions[f.0 as usize];
        fm.is_static |= d.is_static;
        fm.odr_inline |= d.odr_inline;
        fm.attrs = fm.attrs.merge(d.attrs);
        if d.inline != InlineHint::None {
            fm.inline = d.inline;
        }
        if d.is_definition {
            fm.span = d.span;
            self.set_params(f, &d.params);
        }
        Some(f)
    }

    /// `Tag t = {}`: a default argument list-initialized (of the referred-to type for a
    /// reference parameter of type `ty`); its index in `default_args`.
    pub fn braced_default_argument(&mut self, syn: &InitSyn<'a>, ty: TypeId, span: Span) -> Option<usize> {
        let target = self.types.referee(ty).unwrap_or(ty);
        let e = self.braced_value(target, syn, span);
        self.default_argument(e, ty)
    }

    /// Checks a default argument for a parameter of type `ty`; returns its index in
    /// `default_args`.
    pub fn default_argument(&mut self, e: &'a Expr<'a>, ty: TypeId) -> Option<usize> {
        let c = match self.lower_reference(ty) {
            (_, super::conversions::references::RefMode::ByPointer(_)) => self.bind_reference_to(e, ty),
            (il, _) => self.convert(e, il, ConvCtx::Init),
        };
        if self.is_err(c) {
            return None;
        }
        self.default_args.push(c);
        Some(self.default_args.len() - 1)
    }

    /// A namespace-scope function declarator as the parser read it (clang's
    /// `ActOnFunctionDeclarator`) at token `at`: the function declared (or redeclared,
    /// or defined) with GNU ABI tags `abi_tags`, recorded as non-throwing when declared
    /// `noexcept`.
    pub fn act_on_function_declarator(
        &mut self,
        info: FnDeclInfo,
        at: usize,
        abi_tags: Vec<String>,
        noexcept: bool,
    ) -> Option<FnDeclId> {
        self.set_next_function_abi_tags(abi_tags);
        let f = self.declare_function(info);
        if let Some(f) = f {
            self.note_function_declared_at(f, at);
        }
        if let (Some(f), true) = (f, noexcept) {
            self.mark_noexcept(f);
        }
        f
    }

    /// Gives the function declared next the GNU ABI tags `tags`.
    pub fn set_next_function_abi_tags(&mut self, tags: Vec<String>) {
        self.next_function_abi_tags = tags;
    }

    /// A default argument of a member of a class template instance that did not compile
    /// for the instance's arguments (`const A& a = A()` where `A` has no default
    /// constructor): a default whose use reports `error` (the first error it had).
    pub fn failed_default_argument(&mut self, error: String, span: crate::source::Span) -> usize {
        let e = self.error_expr(span);
        self.default_args.push(e);
        let index = self.default_args.len() - 1;
        self.failed_defaults.insert(index, error);
        index
    }

    /// The error of default argument `index` if it did not compile (see
    /// [`Sema::failed_default_argument`]).
    pub(super) fn failed_default(&self, f: FnDeclId, index: usize) -> Option<&str> {
        let d = self.facts(f).defaults.get(index).copied().flatten()?;
        self.failed_defaults.get(&d).map(String::as_str)
    }

    /// Records the default arguments of a declaration of `f` (a later declaration may add
    /// defaults; giving one twice is an error).
    pub(super) fn merge_defaults(&mut self, f: FnDeclId, params: &[ParamInfo]) {
        let entry = &mut self.fn_facts[f].defaults;
        if entry.len() != params.len() {
            *entry = vec![None; params.len()];
        }
        let mut repeated = None;
        for (slot, p) in entry.iter_mut().zip(params) {
            match (slot.is_some(), p.default) {
                (true, Some(_)) => repeated = Some(p.span),
                (false, Some(d)) => *slot = Some(d),
                _ => {}
            }
        }
        if let Some(span) = repeated {
            self.diags
                .error(span, "default argument already specified in a previous declaration");
        }
        // After a parameter with a default, every later one needs one.
        if let Some(first) = entry.iter().position(|d| d.is_some()) {
            if let Some(k) = entry[first..].iter().position(|d| d.is_none()) {
                let span = params[first + k].span;
                self.diags.error(span, "default argument not at end of parameter list");
            }
        }
    }

    /// Default argument expressions of `f` for parameter `index`, if any.
    pub fn default_arg(&self, f: FnDeclId, index: usize) -> Option<&'a Expr<'a>> {
        let d = self.facts(f).defaults.get(index).copied().flatten()?;
        self.default_args.get(d).copied()
    }

    /// Number of arguments a call of `f` must give (parameters before the first default).
    pub fn required_args(&self, f: FnDeclId, params: usize) -> usize {
        self.facts(f)
            .defaults
            .iter()
            .position(|x| x.is_some())
            .unwrap_or(params)
    }

    /// Creates the parameter variables of `f` from `params`.
    pub(super) fn set_params(&mut self, f: FnDeclId, params: &[ParamInfo]) {
        let mut ids = Vec::with_capacity(params.len());
        let kernel = self.functions[f.0 as usize].exec == ExecSpace::Global;
        for (k, p) in params.iter().enumerate() {
            if p.grid_constant && !kernel {
                self.diags.error(
                    p.span,
                    "__grid_constant__ annotation is only allowed on a parameter of a __global__ function",
                );
            } else if p.grid_constant && !p.ty.is_const() {
                self.diags.error(
                    p.span,
                    "a parameter annotated with __grid_constant__ must have const-qualified type",
                );
            }
            let name = p.name.map(|n| self.interner.get(n).to_string()).unwrap_or_default();
            let id = VarId(self.vars.len() as u32);
            let by_address = kernel || self.facts(f).ref_return.is_some();
            let (ty, mode) = self.lower_param_reference(p.ty, by_address);
            if let super::conversions::references::RefMode::ByPointer(referee) = mode {
                self.mark_reference_var(id, referee);
            }
            if self.types.referee(p.ty).is_some() {
                self.set_var_decltype(id, p.ty);
            }
            self.vars.push(VarDecl {
                id,
                name,
                ty,
                span: p.span,
                kind: VarKind::Param {
                    func: f,
                    index: k as u32,
                    grid_constant: p.grid_constant,
                },
            });
            ids.push(id);
        }
        self.functions[f.0 as usize].params = self.arena.alloc_slice_copy(&ids);
    }

    /// Starts collecting the temporaries of a function body (declared at its start);
    /// returns those of the enclosing body, for [`Sema::end_temporaries`].
    pub fn begin_temporaries(&mut self) -> Vec<VarId> {
        std::mem::take(&mut self.pending_temps)
    }

    /// The temporaries the body since [`Sema::begin_temporaries`] made; the enclosing
    /// body's (`outer`) are collected again.
    pub fn end_temporaries(&mut self, outer: Vec<VarId>) -> Vec<VarId> {
        std::mem::replace(&mut self.pending_temps, outer)
    }

    /// Records enumeration `ty` (with enumerator scope `ns`) as declared opaquely
    /// (`enum class E : int;`) and not yet defined.
    pub fn declare_opaque_enum(&mut self, ty: TypeId, ns: NsId) {
        self.opaque_enums.insert(ty, ns);
    }

    /// At the definition of enumeration `ty`: its enumerator scope if it was declared
    /// opaquely and not yet defined (it is defined now).
    pub fn define_opaque_enum(&mut self, ty: TypeId) -> Option<NsId> {
        self.opaque_enums.remove(&ty)
    }

    /// What expressions inside `f` (its body, its noexcept-specifier) need to
    /// know of it: its result, execution space and `this` parameter.
    pub(crate) fn function_context(&self, f: FnDeclId) -> FnCtx {
        let func = self.func(f);
        let this = self
            .is_nonstatic_method(f)
            .then(|| func.params.first().copied())
            .flatten();
        FnCtx {
            func: f,
            ret: func.ret,
            exec: func.exec,
            this,
            ret_ref: self.facts(f).ref_return,
        }
    }

    /// Enters the body of `f`: opens the function scope and declares the parameters.
    pub fn begin_function_body(&mut self, f: FnDeclId) {
        self.scopes.push();
        let params = self.func(f).params;
        let this = self.is_nonstatic_method(f).then(|| params.first().copied()).flatten();
        for &p in params {
            let (name, span) = (self.var(p).name.clone(), self.var(p).span);
            // `this` is not a name: it is read through `Sema::this_expr`.
            if name.is_empty() || Some(p) == this {
                continue;
            }
            let sym = self.interner.intern(&name);
            if self.scopes.lookup_current(sym).is_some() {
                let msg = format!("duplicate parameter name \"{}\"", self.var(p).name);
                self.diags.error(span, msg);
                continue;
            }
            self.scopes.declare(sym, Entity::Var(p));
        }
        self.fn_ctx = Some(self.function_context(f));
        self.jump_targets.clear();
        self.labels = Default::default();
    }

    /// Leaves the body of `f`, attaching it.
    pub fn end_function_body(&mut self, f: FnDeclId, body: &'a Stmt<'a>) {
        self.finish_deduction(f);
        self.finish_labels();
        let func = self.func(f);
        if !self.types.is_void(func.ret) && func.name != "main" && self.can_fall_through(body) {
            let msg = format!("missing return statement at end of non-void function \"{}\"", func.name);
            let end = Span::new(body.span.file, body.span.end.saturating_sub(1), body.span.end);
            self.diags.warning(end, msg);
        }
        let body = self.place_cleanups(f, body);
        self.scopes.pop();
        self.fn_ctx = None;
        self.functions[f.0 as usize].body = Some(body);
        self.note_function_defined(f);
    }

    /// Replaces the body of host function `f`, which was set aside, by `body`.
    pub fn set_aside_function_body(&mut self, f: FnDeclId, body: &'a Stmt<'a>) {
        self.functions[f.0 as usize].body = Some(body);
        self.note_function_defined(f);
    }

    /// Declares a local variable of (complete) type `ty`.
    pub fn declare_local(&mut self, name: Sym, ty: TypeId, span: Span) -> Option<VarId> {
        self.note_record_used(self.types.innermost_element(ty));
        let name_str = self.interner.get(name).to_string();
        if !self.require_complete_type(ty, span) {
            let msg = format!("incomplete type {} is not allowed", self.ty_str(ty));
            self.diags.error(span, msg);
            return None;
        }
        if self.check_abstract(ty, span) {
            return None;
        }
        if self.scopes.lookup_current(name).is_some() {
            self.diags.error(
                span,
                format!("\"{name_str}\" has already been declared in the current scope"),
            );
            return None;
        }
        let id = VarId(self.vars.len() as u32);
        self.vars.push(VarDecl {
            id,
            name: name_str,
            ty,
            span,
            kind: VarKind::Local,
        });
        self.scopes.declare(name, Entity::Var(id));
        Some(id)
    }

    /// Changes the type of a just-declared variable (arrays whose length comes from the
    /// initializer).
    pub fn set_var_type(&mut self, v: VarId, ty: TypeId) {
        self.vars[v.0 as usize].ty = ty;
    }

    /// Records the value of a `const` arithmetic variable initialised with a constant (as
    /// nvcc, also a `const float`: EDG folds those into constant expressions as well).
    pub fn note_const_value(&mut self, v: VarId, init: &Init<'a>) {
        let ty = self.var(v).ty;
        let aggregate = self.types.is_array(ty) || self.types.is_record(ty);
        if aggregate && !ty.is_volatile() && self.is_const_aggregate(ty) {
            match init {
                Init::List(_) | Init::Str(_) => self.var_facts[v].const_aggregate = Some(*init),
                // `constexpr auto ccs = targets();`: the record the call computes, as
                // its brace list (CUB's dispatch reads `all_ccs[i].get()` of one).
                Init::Expr(e) => {
                    if let Some(list) = self.const_record_init(e, e.span) {
                        self.var_facts[v].const_aggregate = Some(list);
                    }
                }
            }
            return;
        }
        if !ty.is_const() || ty.is_volatile() || !self.types.is_arithmetic(ty) {
            return;
        }
        if let Init::Expr(e) = init {
            if let Some(val) = self.const_value(e) {
                self.var_facts[v].const_value = Some(val);
            }
        }
    }

    /// The length an unsized array declaration gets from its initializer.
    pub fn array_len_from_init(&self, elem: TypeId, init: &InitSyn<'a>) -> Option<u64> {
        match init {
            InitSyn::List(items, _) if items.iter().any(|i| matches!(i, InitSyn::Designated(..))) => {
                self.designated_len(items)
            }
            InitSyn::List(items, _) => {
                let per = match self.types.array_elem(elem) {
                    Some(_) => {
                        // Brace elision: count scalars per element.
                        let scalars = self.scalar_count(elem).max(1);
                        let braced = items.iter().all(|i| matches!(i, InitSyn::List(..)));
                        if braced {
                            return Some(items.len() as u64);
                        }
                        scalars
                    }
                    None => 1,
                };
                Some((items.len() as u64).div_ceil(per))
            }
            InitSyn::Expr(e) => match e.kind {
                ExprKind::StringLit(b) if self.string_fits(elem, e) => {
                    Some(b.len() as u64 / self.types.size_of(elem).max(1))
                }
                _ => None,
            },
            InitSyn::Designated(..) => None,
        }
    }

    fn scalar_count(&self, ty: TypeId) -> u64 {
        match self.types.array_elem(ty) {
            Some((e, n)) => n.saturating_mul(self.scalar_count(e)),
            None => 1,
        }
    }

    fn is_char_type(&self, ty: TypeId) -> bool {
        matches!(self.types.kind(ty), TypeKind::Char | TypeKind::SChar | TypeKind::UChar)
    }

    /// Checks and converts an initializer for an object of type `ty`.
    pub fn initializer(&mut self, ty: TypeId, init: &InitSyn<'a>) -> Option<Init<'a>> {
        if self.types.is_error(ty) {
            // Already reported (an unknown type name): nothing more to say about it.
            return None;
        }
        if self.types.is_record(ty) {
            if let (Some(elem), InitSyn::List(items, span)) = (self.initializer_list_element(ty), init) {
                let copies = matches!(items.as_slice(), [InitSyn::Expr(e)] if e.ty.unqualified() == ty.unqualified());
                if !copies {
                    return self.initializer_list_init(ty, elem, items, *span);
                }
            }
            if let InitSyn::List(items, _) = init {
                if let [one @ InitSyn::Expr(e)] = items.as_slice() {
                    if self.is_same_or_derived_class(e.ty, ty) {
                        // `T x{t}` of a `T` or a class derived from it: a copy.
                        return self.initializer(ty, one);
                    }
                }
                let mut pos = 0;
                let list = if has_designator(items) {
                    self.fill_record_designated(ty, items, &mut pos)?
                } else {
                    self.fill_record(ty, items, &mut pos)?
                };
                if pos < items.len() {
                    self.diags.error(items[pos].span(), "too many initializer values");
                    return None;
                }
                return Some(Init::List(self.arena.alloc_slice_copy(&list)));
            }
        }
        if let Some((elem, len)) = self.types.array_elem(ty) {
            return match init {
                InitSyn::List(items, _) => {
                    let mut pos = 0;
                    let list = if has_designator(items) {
                        self.fill_array_designated(elem, len, items, &mut pos)?
                    } else {
                        self.fill_array(elem, len, items, &mut pos)?
                    };
                    if pos < items.len() {
                        self.diags.error(items[pos].span(), "too many initializer values");
                        return None;
                    }
                    Some(Init::List(self.arena.alloc_slice_copy(&list)))
                }
                InitSyn::Designated(_, _, span) => {
                    self.diags
                        .error(*span, "a designator is only allowed inside a brace list");
                    None
                }
                InitSyn::Expr(e) => match e.kind {
                    ExprKind::StringLit(bytes) if self.string_fits(elem, e) => {
                        self.string_init(ty, elem, len, bytes, e)
                    }
                    _ => {
                        if !self.is_err(e) {
                            self.diags
                                .error(e.span, "initialization with \"{...}\" expected for aggregate object");
                        }
                        None
                    }
                },
            };
        }
        match init {
            InitSyn::Expr(e) => {
                if let Some(copy) = self.user_copy(e, ty) {
                    return Some(Init::Expr(copy));
                }
                let c = self.convert(e, ty, ConvCtx::Init);
                (!self.is_err(c)).then_some(Init::Expr(c))
            }
            InitSyn::List(items, span) => match items.as_slice() {
                [] => Some(Init::Expr(self.zero_value(ty, *span))),
                [one] => self.initializer(ty, one),
                [_, second, ..] => {
                    self.diags.error(second.span(), "too many initializer values");
                    None
                }
            },
            InitSyn::Designated(_, _, span) => {
                let msg = format!(
                    "a designator cannot be used with a non-aggregate type {}",
                    self.ty_str(ty)
                );
                self.diags.error(*span, msg);
                None
            }
        }
    }

    /// Initializes up to `len` elements of type `elem` from `items[*pos..]` (brace elision
    /// for nested arrays).
    fn fill_array(&mut self, elem: TypeId, len: u64, items: &[InitSyn<'a>], pos: &mut usize) -> Option<Vec<Init<'a>>> {
        let mut out = Vec::new();
        let mut ok = true;
        let mut n = 0u64;
        // A designator belongs to the enclosing list: brace elision stops there.
        while n < len && *pos < items.len() && !matches!(items[*pos], InitSyn::Designated(..)) {
            match self.fill_element(elem, items, pos) {
                Some(i) => out.push(i),
                None => ok = false,
            }
            n += 1;
        }
        // Elements past the list are value-initialized: a class's default member
        // initializers apply to each (`__device__ G g[4];`, `G g[4] = {x};`).
        if ok && n < len && self.has_implicit_member_defaults(self.types.innermost_element(elem)) {
            for _ in n..len {
                out.push(self.implicit_value(elem, rec_span(items))?);
            }
        }
        ok.then_some(out)
    }

    /// Whether an object of `ty` gets values only from default member initializers: a
    /// class with some (also in members) and no constructor or virtual function.
    pub fn has_implicit_member_defaults(&self, ty: TypeId) -> bool {
        self.types.is_record(ty)
            && self.needs_construction(ty)
            && self.ctors_of(ty.unqualified()).is_empty()
            && self.dynamic_of(ty).is_none()
    }

    /// The value an object of `ty` takes without an initializer of its own: zero for a
    /// scalar, default member initializers for a class's members, element by element
    /// for an array.
    fn implicit_value(&mut self, ty: TypeId, span: Span) -> Option<Init<'a>> {
        if self.types.is_scalar(ty) {
            return Some(Init::Expr(self.zero_value(ty, span)));
        }
        let list = match self.types.array_elem(ty) {
            Some((elem, len)) => self.fill_array(elem, len, &[], &mut 0)?,
            None => self.fill_record(ty, &[], &mut 0)?,
        };
        Some(Init::List(self.arena.alloc_slice_copy(&list)))
    }

    /// Initializes the fields of a record (only the first of a union) from
    /// `items[*pos..]`.
    pub(in crate::sema) fn fill_record(
        &mut self,
        ty: TypeId,
        items: &[InitSyn<'a>],
        pos: &mut usize,
    ) -> Option<Vec<Init<'a>>> {
        let rec = self.types.record_of(ty)?.clone();
        let count = if rec.is_union {
            rec.fields.len().min(1)
        } else {
            rec.fields.len()
        };
        let mut out = Vec::new();
        let mut ok = true;
        for (index, field) in rec.fields.iter().enumerate().take(count) {
            if *pos >= items.len() || matches!(items[*pos], InitSyn::Designated(..)) {
                // Members past the list take their default member initializers.
                let rest = (index..count).any(|k| self.default_init_of(ty, k as u32).is_some());
                if rest {
                    for k in index..count {
                        let f = &rec.fields[k];
                        out.push(match self.default_init_of(ty, k as u32) {
                            Some(v) => v,
                            None => self.implicit_value(f.ty, rec_span(items))?,
                        });
                    }
                }
                break;
            }
            let init = match self.reference_field(ty, &field.name) {
                Some(declared) => {
                    *pos += 1;
                    self.reference_field_init(declared, &items[*pos - 1])
                }
                None => self.fill_element(field.ty, items, pos),
            };
            match init {
                Some(i) => out.push(i),
                None => ok = false,
            }
        }
        ok.then_some(out)
    }

    /// Initializes one element or field of type `elem` from `items[*pos..]`: a nested
    /// aggregate given without braces takes as many items as it needs (brace elision).
    /// An erroneous item (already reported) stands for the whole element, so the items
    /// after it keep their places.
    pub(super) fn fill_element(&mut self, elem: TypeId, items: &[InitSyn<'a>], pos: &mut usize) -> Option<Init<'a>> {
        let item = &items[*pos];
        let elided = match item {
            InitSyn::Expr(e) if self.is_err(e) => false,
            InitSyn::Expr(e) => {
                let is_string = matches!(e.kind, ExprKind::StringLit(_));
                let same_record = self.types.is_record(elem) && e.ty.unqualified() == elem.unqualified();
                (self.types.is_array(elem) && !is_string) || (self.types.is_record(elem) && !same_record)
            }
            InitSyn::List(..) | InitSyn::Designated(..) => false,
        };
        if !elided {
            *pos += 1;
            return self.initializer(elem, item);
        }
        let list = match self.types.array_elem(elem) {
            Some((sub, len)) => self.fill_array(sub, len, items, pos)?,
            None => self.fill_record(elem, items, pos)?,
        };
        Some(Init::List(self.arena.alloc_slice_copy(&list)))
    }

    /// Whether an array of `elem` may be initialized by the string literal `lit`: narrow
    /// literals initialize any char array, prefixed ones arrays of their own character type.
    fn string_fits(&self, elem: TypeId, lit: &Expr) -> bool {
        let Some((lit_elem, _)) = self.types.array_elem(lit.ty) else {
            return false;
        };
        if lit_elem.unqualified() == TypeId::CHAR {
            self.is_char_type(elem)
        } else {
            elem.unqualified() == lit_elem.unqualified()
        }
    }

    /// The initializer string literal `lit` (of code units `bytes`) gives an array `ty`
    /// of `len` elements of `elem`: the literal's own bytes (see [`Init::Str`]). The
    /// array must hold the terminating NUL too, as in C++ (C may leave it out).
    fn string_init(&mut self, ty: TypeId, elem: TypeId, len: u64, bytes: &'a [u8], lit: &Expr) -> Option<Init<'a>> {
        let width = self.types.size_of(elem).clamp(1, 4) as usize;
        let units = bytes.len().div_ceil(width);
        if units as u64 > len {
            let msg = format!(
                "a value of type {} cannot be used to initialize an entity of type {}",
                self.ty_str(lit.ty),
                self.ty_str(ty)
            );
            self.diags.error(lit.span, msg);
            return None;
        }
        Some(Init::Str(bytes))
    }

    /// The value-initialized value of a scalar type (`0`, `0.0`, null).
    pub fn zero_value(&mut self, ty: TypeId, span: Span) -> &'a Expr<'a> {
        let ty = ty.unqualified();
        if self.types.is_floating(ty) {
            self.mk(ExprKind::FloatConst(0.0), ty, span, false)
        } else if self.types.is_pointer(ty) || self.types.is_nullptr(ty) {
            let zero = self.mk(ExprKind::int_const(0), TypeId::INT, span, false);
            self.cast(CastKind::NullToPointer, zero, ty)
        } else {
            self.mk(ExprKind::int_const(0), ty, span, false)
        }
    }
}
