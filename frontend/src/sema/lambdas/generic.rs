//! Generic lambdas: `[=](auto x, const auto& y) { ... }` (C++14).
//!
//! The call operator of a generic lambda is a template: its body is parsed again for each
//! list of argument types it is called with ([`instantiate_generic_call`] decides when,
//! the parser reads the tokens again), in the scopes where
//! the lambda is written (a snapshot of the scope frames). The closure's members must be
//! known where the lambda is written, before any call, so with a capture default they are
//! the enclosing local variables (and `this`) named anywhere in the body's tokens; a call
//! that needs another variable is an error. The closure type is named with the parameter
//! patterns, `auto` being a template parameter: `[](auto i)` in `kern(int*)` is
//! `Z4kernPiEUlT_E_`, as nvcc names it.

use rustc_hash::FxHashMap;

use crate::il::{ExecSpace, Expr, FnDeclId, VarKind};
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::{RecordId, TemplateArg, TypeId, TypeKind};

use crate::sema::decl::ParamInfo;
use crate::sema::lambdas::closures::{Capture, CaptureMode, Captured, LambdaCtx, LambdaSyn};
use crate::sema::lookup::{Entity, FrameSnapshot};
use crate::sema::Sema;

/// A generic lambda, kept for instantiating its call operator.
#[derive(Debug)]
pub struct GenericLambda<'a> {
    /// The scope frames where the lambda is written.
    pub frames: Vec<FrameSnapshot>,
    /// Token index of the `(` of the parameter list.
    pub params_pos: usize,
    lam: LambdaCtx<'a>,
    syn: LambdaSyn<'a>,
    /// Declared parameter types, `auto` as `TypeKind::TemplateParam`.
    pattern: Vec<TypeId>,
    autos: usize,
    exec: ExecSpace,
    instances: FxHashMap<Vec<TypeId>, FnDeclId>,
}

impl<'a> Sema<'a> {
    /// A generic lambda expression: its closure type and object. `pattern` are the
    /// parameters with `auto` as template parameters (`autos` of them); `names` are the
    /// identifiers its body uses, `uses_this` whether it says `this`.
    #[allow(clippy::too_many_arguments)]
    pub fn generic_lambda(
        &mut self,
        syn: &LambdaSyn<'a>,
        pattern: Vec<ParamInfo>,
        autos: usize,
        names: &[(Sym, Span)],
        uses_this: bool,
        params_pos: usize,
    ) -> &'a Expr<'a> {
        let frames = self.scopes.snapshot();
        let mut with_pattern = syn.clone();
        with_pattern.params = pattern.clone();
        let Some(mut lam) = self.new_closure(&with_pattern) else {
            return self.error_expr(syn.span);
        };
        if let Some(mode) = lam.default {
            for &(name, span) in names {
                match self.scopes.lookup(name).cloned() {
                    Some(Entity::Var(v)) => self.implicit_generic_capture(&mut lam, v, mode, span),
                    // An enclosing function parameter pack (`ins` in `(load(ins, in), ...)`,
                    // expanded only with the lambda's own pack): each of its parameters.
                    Some(Entity::Pack(items)) => {
                        for item in items {
                            if let Entity::Var(v) = item {
                                self.implicit_generic_capture(&mut lam, v, mode, span);
                            }
                        }
                    }
                    Some(Entity::Field(_)) => self.generic_this_capture(&mut lam, span),
                    Some(Entity::Funcs(set)) if set.iter().any(|f| self.is_nonstatic_method(*f)) => {
                        self.generic_this_capture(&mut lam, span)
                    }
                    _ => {}
                }
            }
            if uses_this {
                self.generic_this_capture(&mut lam, syn.span);
            }
        }
        let exec = self.lambda_exec_space(syn);
        if let TypeKind::Record(rid) = *self.types.kind(lam.closure) {
            self.generic_lambdas.insert(
                rid,
                GenericLambda {
                    frames,
                    params_pos,
                    lam: lam.clone(),
                    syn: syn.clone(),
                    pattern: pattern.iter().map(|p| p.ty.unqualified()).collect(),
                    autos,
                    exec,
                    instances: FxHashMap::default(),
                },
            );
        }
        self.lambdas.push(lam);
        self.end_lambda(syn.span)
    }

    /// Captures `v` (named in a generic lambda's body) if it is an enclosing local.
    fn implicit_generic_capture(
        &mut self,
        lam: &mut LambdaCtx<'a>,
        v: crate::il::VarId,
        mode: CaptureMode,
        span: Span,
    ) {
        if !matches!(self.var(v).kind, VarKind::Local | VarKind::Param { .. })
            || lam.captures.iter().any(|c| c.what == Captured::Var(v))
        {
            return;
        }
        let ty = self.var(v).ty;
        if ty.is_const() && self.types.is_integer(ty) && self.var_facts[v].const_value.is_some() {
            return;
        }
        if let Some(field_ty) = self.capture_field_type(v, mode, span) {
            lam.captures.push(Capture {
                what: Captured::Var(v),
                mode,
                field_ty,
                init: None,
                span,
            });
        }
    }

    /// Captures the enclosing `this` for a generic lambda whose body uses it.
    fn generic_this_capture(&mut self, lam: &mut LambdaCtx<'a>, span: Span) {
        let Some(t) = lam.outer_this else {
            return;
        };
        if lam.captures.iter().any(|c| c.what == Captured::This) {
            return;
        }
        lam.captures.push(Capture {
            what: Captured::This,
            mode: CaptureMode::Copy,
            field_ty: t.unqualified(),
            init: None,
            span,
        });
    }

    /// The generic lambda whose closure type is `ty`, if any.
    pub fn generic_closure(&self, ty: TypeId) -> Option<RecordId> {
        match *self.types.kind(ty) {
            TypeKind::Record(id) if self.generic_lambdas.contains_key(&id) => Some(id),
            _ => None,
        }
    }

    /// The types the `auto`s of generic lambda `id` take for a call with `args`
    /// (`None` when they cannot be deduced: the call then finds no operator).
    pub fn deduce_generic_call(&mut self, id: RecordId, args: &[&'a Expr<'a>]) -> Option<Vec<TypeId>> {
        let g = self.generic_lambdas.get(&id)?;
        let (mut pattern, autos) = (g.pattern.clone(), g.autos);
        // `auto&&... a` last: its `auto` is the last template parameter, deduced from
        // each argument left on its own.
        let pack = match pattern.last().map(|p| self.types.kind(*p).clone()) {
            Some(TypeKind::PackExpansion { pattern: element }) => {
                pattern.pop();
                Some(element)
            }
            _ => None,
        };
        let fixed = if pack.is_some() { autos - 1 } else { autos };
        let arity_ok = match pack {
            Some(_) => args.len() >= pattern.len(),
            None => args.len() == pattern.len(),
        };
        if !arity_ok || args.iter().any(|a| self.is_err(a)) {
            return None;
        }
        let mut bound: Vec<Option<TemplateArg>> = vec![None; autos];
        for (p, a) in pattern.iter().zip(args) {
            if !self.match_generic_argument(*p, a, &mut bound) {
                return None;
            }
        }
        let mut types: Vec<TypeId> = bound[..fixed]
            .iter()
            .map(|b| match b {
                Some(TemplateArg::Type(t)) => Some(*t),
                _ => None,
            })
            .collect::<Option<_>>()?;
        if let Some(element) = pack {
            for a in &args[pattern.len()..] {
                let mut one = bound.clone();
                one[fixed] = None;
                if !self.match_generic_argument(element, a, &mut one) {
                    return None;
                }
                match one[fixed] {
                    Some(TemplateArg::Type(t)) => types.push(t),
                    _ => return None,
                }
            }
        }
        Some(types)
    }

    /// Deduces the `auto`s of parameter pattern `p` from argument `a` (decayed unless
    /// `p` is a reference), as a function template's parameter.
    fn match_generic_argument(&mut self, p: TypeId, a: &Expr<'a>, bound: &mut [Option<TemplateArg>]) -> bool {
        let t = if self.types.referee(p).is_some() {
            a.ty
        } else {
            self.decayed(a.ty)
        };
        self.match_pattern(p, t, bound, 0)
    }

    /// The call operator of generic lambda `id` already made for `types`.
    pub fn generic_instance(&self, id: RecordId, types: &[TypeId]) -> Option<FnDeclId> {
        self.generic_lambdas.get(&id)?.instances.get(types).copied()
    }

    /// For a call of a generic lambda's closure object of type `closure` with `args`, the
    /// only call operator it may use: the instance for the types deduced from `args`
    /// (`Some(None)` when there is none: they do not deduce, or the instance's return
    /// type did not substitute), not one made for other types that `args` convert to.
    /// `None` for other classes.
    pub fn generic_call_candidate(&mut self, closure: TypeId, args: &[&'a Expr<'a>]) -> Option<Option<FnDeclId>> {
        let id = self.generic_closure(closure)?;
        let types = self.deduce_generic_call(id, args);
        Some(types.and_then(|t| self.generic_instance(id, &t)))
    }

    /// Where generic lambda `id` is written, for parsing its parameters and body again:
    /// the scope frames around it and the token index of its parameter list's `(`.
    pub fn generic_lambda_source(&self, id: RecordId) -> Option<(Vec<FrameSnapshot>, usize)> {
        let g = self.generic_lambdas.get(&id)?;
        Some((g.frames.clone(), g.params_pos))
    }

    /// Starts instantiating the call operator of generic lambda `id` (the caller has
    /// put the lambda's scope frames in place): the init-captures and the lambda's
    /// context, with its members fixed.
    pub fn enter_generic_call(&mut self, id: RecordId) {
        let Some(g) = self.generic_lambdas.get(&id) else {
            return;
        };
        let mut lam = g.lam.clone();
        lam.frozen = true;
        lam.first_var = self.vars.len() as u32;
        self.scopes.push();
        for &(name, var) in &lam.init_names {
            self.scopes.declare(name, Entity::Var(var));
        }
        self.lambdas.push(lam);
    }

    /// Declares the call operator instance of generic lambda `id` for `types`, with the
    /// parameters and the trailing return type `ret` (if written) as parsed with the
    /// `auto`s bound.
    pub fn generic_call_operator(
        &mut self,
        id: RecordId,
        types: Vec<TypeId>,
        params: &[ParamInfo],
        ret: Option<TypeId>,
    ) -> Option<FnDeclId> {
        let g = self.generic_lambdas.get(&id)?;
        let (closure, mut syn, exec) = (g.lam.closure, g.syn.clone(), g.exec);
        syn.ret = ret;
        let op = self.declare_call_operator(closure, &syn, params, exec)?;
        if let Some(g) = self.generic_lambdas.get_mut(&id) {
            g.instances.insert(types, op);
        }
        if let Some(lam) = self.lambdas.last_mut() {
            lam.call_op = op;
        }
        Some(op)
    }

    /// Ends the instantiation begun by [`Sema::enter_generic_call`].
    pub fn leave_generic_call(&mut self) {
        self.lambdas.pop();
        self.scopes.pop();
    }
}

/// Before a call of closure object of type `closure` with `args`: when it is a generic
/// lambda's and its call operator for the argument types does not exist yet, makes it
/// (its parameters and body parsed again in the lambda's scopes).
pub fn instantiate_generic_call<'a>(
    p: &mut dyn crate::sema::templates::replay::TemplateParser<'a>,
    closure: TypeId,
    args: &[&'a Expr<'a>],
) {
    let sema = p.sema();
    let depth = sema.instantiation_depth();
    let Some(id) = sema.generic_closure(closure) else {
        return;
    };
    let Some(types) = sema.deduce_generic_call(id, args) else {
        return;
    };
    if sema.generic_instance(id, &types).is_some() {
        return;
    }
    if depth >= sema.limits.template_depth {
        return;
    }
    let Some((frames, params_pos)) = sema.generic_lambda_source(id) else {
        return;
    };
    let enclosing = sema.suspend_body(crate::sema::body_context::Suspend::GENERIC_LAMBDA_CALL);
    let outer_frames = sema.scopes.replace_frames(frames);
    sema.enter_generic_call(id);
    sema.instantiation_depth += 1;
    p.parse_generic_call_operator(id, types, params_pos);
    let sema = p.sema();
    sema.instantiation_depth -= 1;
    sema.leave_generic_call();
    sema.scopes.restore_frames(outer_frames);
    sema.resume_body(enclosing);
}
