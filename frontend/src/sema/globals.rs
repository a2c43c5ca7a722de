//! Variables with static storage: `__device__`, `__constant__`, `__shared__`
//! and `__managed__` variables, file-scope host variables, and `static` or
//! `__shared__` variables inside functions (which get `_ZZ...E<name>` symbols,
//! as nvcc gives them). Their initializers must be constant expressions.

use super::decl::InitSyn;
use super::Sema;
use crate::il::{CastKind, ExprKind, GlobalVar, Init, MemSpace, UnaryOp, VarDecl, VarId, VarKind};
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

use super::lookup::Entity;

/// What the declaration said about a static-storage variable.
pub struct StaticVarSpec {
    /// `__device__`, `__constant__`, `__shared__`, `__managed__` or host memory.
    pub space: MemSpace,
    /// Declared `static`.
    pub is_static: bool,
    /// Declared `extern` (a declaration, not a definition).
    pub is_extern: bool,
    /// Declared at namespace scope (else a `static` local or a static member).
    pub file_scope: bool,
}

impl<'a> Sema<'a> {
    /// Declares a static-storage variable and records its (checked) initializer.
    pub fn declare_static_var(
        &mut self,
        name: Sym,
        ty: TypeId,
        span: Span,
        spec: StaticVarSpec,
        init: Option<&InitSyn<'a>>,
    ) -> Option<VarId> {
        let name_str = self.interner.get(name).to_string();
        if self.types.is_void(ty) || self.types.is_function(ty) {
            let msg = format!("incomplete type {} is not allowed", self.ty_str(ty));
            self.diags.error(span, msg);
            return None;
        }
        if let Some(Entity::Var(old)) = self.scopes.lookup_current(name).cloned() {
            // `extern T x;` followed by the definition is one variable.
            if let Some(g) = self.globals.iter_mut().find(|g| g.var == old) {
                if g.is_extern && !spec.is_extern {
                    g.is_extern = false;
                    let g_space = g.space;
                    let init = init
                        .and_then(|syn| self.initializer(ty, syn))
                        .map(|i| self.fold_constants(i));
                    if let Some(i) = init {
                        self.check_constant_init(&i, span, g_space, true);
                        if let Some(g) = self.globals.iter_mut().find(|g| g.var == old) {
                            g.init = Some(i);
                        }
                    }
                    return Some(old);
                }
                if spec.is_extern {
                    return Some(old);
                }
            }
            self.diags.error(
                span,
                format!("\"{name_str}\" has already been declared in the current scope"),
            );
            return None;
        } else if self.scopes.lookup_current(name).is_some() {
            self.diags.error(
                span,
                format!("\"{name_str}\" has already been declared in the current scope"),
            );
            return None;
        }
        if spec.space == MemSpace::Shared && init.is_some() {
            self.diags
                .error(span, "initializer not allowed for __shared__ variable");
        }
        // A block-scope `extern` names the namespace-scope entity, so keeps its plain name.
        let instance_symbol = self.take_pending_var_symbol();
        let symbol = match (&self.fn_ctx, spec.file_scope || spec.is_extern) {
            _ if instance_symbol.is_some() => instance_symbol.unwrap_or_default(),
            (Some(ctx), false) => {
                let f = &self.functions[ctx.func.0 as usize];
                let encoding = f
                    .mangled
                    .strip_prefix("_Z")
                    .map(str::to_string)
                    .unwrap_or_else(|| format!("{}{}", f.mangled.len(), f.mangled));
                format!("_ZZ{encoding}E{}{name_str}", name_str.len())
            }
            _ => self.static_symbol(&name_str, spec.file_scope),
        };
        let id = VarId(self.vars.len() as u32);
        self.vars.push(VarDecl {
            id,
            name: name_str,
            ty,
            span,
            kind: VarKind::Global { space: spec.space },
        });
        self.scopes.declare(name, Entity::Var(id));
        let init = if spec.space == MemSpace::Shared {
            None
        } else {
            init.and_then(|syn| match self.constructed_static_init(id, ty, syn, span) {
                Some(Some(i)) => Some(i),
                Some(None) if self.fn_ctx.is_some() => {
                    self.diags.error(
                        span,
                        "dynamic initialization is not supported for a function-scope static __device__ variable within a __device__/__global__ function",
                    );
                    None
                }
                Some(None) if spec.space != MemSpace::Host => {
                    let space = match spec.space {
                        MemSpace::Constant => "__constant__",
                        MemSpace::Managed => "__managed__",
                        _ => "__device__",
                    };
                    self.diags.error(
                        span,
                        format!("dynamic initialization is not supported for a {space} variable"),
                    );
                    None
                }
                Some(None) => {
                    // A host variable: ptxc keeps static initializers only.
                    let name_str = &self.vars[id.0 as usize].name;
                    self.diags.error(
                        span,
                        format!("the constructor call initializing \"{name_str}\" is not a constant expression ptxc can evaluate"),
                    );
                    None
                }
                None => self.initializer(ty, syn),
            })
            .map(|i| self.fold_constants(i))
        };
        // A host variable initialized at run time (`int h = f();`) is the host
        // program's business: device code cannot read it (check_host_variable_use),
        // so the device compilation keeps no initializer for it.
        let host_dynamic = spec.space == MemSpace::Host
            && !self.in_device_function()
            && init.as_ref().is_some_and(|i| self.first_non_constant(i).is_some());
        let init = if host_dynamic { None } else { init };
        // Host variables device code cannot use: all but const ones with a constant
        // value, which fold (a `static` local of a device function is a device
        // variable, as in nvcc).
        let host_program = spec.file_scope || spec.is_extern || !self.in_device_function();
        if spec.space == MemSpace::Host && host_program && (!ty.is_const() || host_dynamic) {
            self.var_facts[id].host_only = true;
        }
        if let Some(i) = &init {
            let device_local = !(spec.file_scope || spec.is_extern) && self.in_device_function();
            self.check_constant_init(i, span, spec.space, !device_local);
            // (An array is read-only when its elements are.)
            if self.is_const_aggregate(ty) {
                self.note_const_value(id, i);
            }
        } else if ty.is_const() && !spec.is_extern && spec.space != MemSpace::Shared && !host_dynamic {
            let n = &self.vars[id.0 as usize].name;
            let msg = format!("const variable \"{n}\" requires an initializer");
            self.diags.error(span, msg);
        }
        self.globals.push(GlobalVar {
            var: id,
            space: spec.space,
            symbol,
            init,
            is_static: spec.is_static,
            is_extern: spec.is_extern,
            span,
        });
        Some(id)
    }

    /// The initializer of static variable `var` of class type `ty` (at namespace scope
    /// or local to a device function) that a
    /// constexpr constructor builds from `syn` at compile time: `Some(None)` when `syn`
    /// calls a constructor but not as a constant expression, `None` (nothing reported)
    /// when it calls none.
    fn constructed_static_init(
        &mut self,
        var: VarId,
        ty: TypeId,
        syn: &InitSyn<'a>,
        span: Span,
    ) -> Option<Option<crate::il::Init<'a>>> {
        // A host function's static locals are type-checked only; a device function's
        // are device variables whose constructor must run at compile time, as at
        // namespace scope.
        let host_local = self.fn_ctx.is_some() && !self.in_device_function();
        if host_local || !self.types.is_record(ty) || self.ctors_of(ty.unqualified()).is_empty() {
            return None;
        }
        let trial = self.diags.begin_trial();
        let object = self.mk(ExprKind::Var(var), ty, span, true);
        let call = self
            .constructor_arguments(ty, syn)
            .and_then(|args| self.construct(object, args, span, span));
        if self.diags.end_trial(trial) {
            return None;
        }
        let ExprKind::Call { callee, args } = call?.kind else {
            return None;
        };
        Some(self.constexpr_construction(ty.unqualified(), callee, args.get(1..)?, span))
    }

    /// The symbol of a namespace-scope variable (or of a static data member, declared in
    /// its class scope): mangled as nvcc names them (`_ZN2ns1xE`, `_ZN1S5countE`); a
    /// variable of the global namespace keeps its name.
    fn static_symbol(&self, name: &str, file_scope: bool) -> String {
        let current = self.scopes.current_namespace();
        if let (true, Some(class)) = (file_scope, self.scopes.class_of(current)) {
            return crate::mangle::mangle_static_member(class, name, &self.types);
        }
        let path = self.scopes.namespace_path(self.scopes.enclosing_namespace());
        crate::mangle::mangle_variable(name, &path, &self.types)
    }

    /// Whether the current function (if any) is device code.
    fn in_device_function(&self) -> bool {
        self.fn_ctx
            .as_ref()
            .is_some_and(|ctx| self.functions[ctx.func.0 as usize].exec.is_device())
    }

    /// Whether static-storage variable `var` has a definition (not only `extern`
    /// declarations) so far.
    pub fn is_defined_global(&self, var: VarId) -> bool {
        self.globals.iter().any(|g| g.var == var && !g.is_extern)
    }

    /// Device code (a `__device__`, `__global__` or `__host__ __device__` function)
    /// cannot reach a host variable: nvcc reports `identifier "x" is undefined in
    /// device code` (`host_only` leaves out const ones with a constant value,
    /// which device code may read).
    pub fn check_host_variable_use(&mut self, v: VarId, span: Span) {
        if !self.var_facts[v].host_only || !self.in_device_function() || self.unevaluated > 0 {
            return;
        }
        let name = self.vars[v.0 as usize].name.clone();
        self.diags
            .error(span, format!("identifier \"{name}\" is undefined in device code"));
    }

    /// Reports an initializer of a static-storage variable that is not a constant, at
    /// its first element that is not (`span`, the variable, when there is none), with
    /// nvcc's words for device-side variables (which cannot be initialized at run time).
    fn check_constant_init(&mut self, init: &Init<'a>, span: Span, space: MemSpace, namespace_scope: bool) {
        let Some(bad) = self.first_non_constant(init) else {
            return;
        };
        let at = if bad.span.range().is_empty() { span } else { bad.span };
        let msg = match (space, namespace_scope) {
            (_, false) => "dynamic initialization is not supported for a function-scope static __device__ variable within a __device__/__global__ function",
            (MemSpace::Device | MemSpace::Shared, true) => "dynamic initialization is not supported for a __device__ variable",
            (MemSpace::Host, true) => "expression must have a constant value",
            (MemSpace::Constant, true) => "dynamic initialization is not supported for a __constant__ variable",
            (MemSpace::Managed, true) => "dynamic initialization is not supported for a __managed__ variable",
        };
        self.diags.error(at, msg);
    }

    fn first_non_constant(&self, init: &Init<'a>) -> Option<&'a crate::il::Expr<'a>> {
        match init {
            Init::Expr(e) => (!self.is_constant_expr(e)).then_some(*e),
            Init::List(items) => items.iter().find_map(|i| self.first_non_constant(i)),
            Init::Str(_) => None,
        }
    }

    /// Constants IR generation can fold, once `fold_constants` has run: literals, address
    /// constants, and arithmetic on literals that sema's evaluator leaves to IR
    /// generation (16-bit floating types).
    fn is_constant_expr(&self, e: &crate::il::Expr<'a>) -> bool {
        match &e.kind {
            ExprKind::IntConst(_) | ExprKind::FloatConst(_) | ExprKind::AddressConstant { .. } => true,
            // Already reported.
            ExprKind::Error => true,
            // Every constant pointer was folded to an address constant.
            _ if self.types.is_pointer(e.ty) || self.types.is_nullptr(e.ty) => false,
            ExprKind::Cast {
                kind:
                    CastKind::LValueToRValue
                    | CastKind::ArrayToPointerDecay
                    | CastKind::FunctionToPointerDecay
                    | CastKind::PointerToInt
                    | CastKind::PointerToBool,
                ..
            } => false,
            ExprKind::Cast { operand, .. } => self.is_constant_expr(operand),
            // Arithmetic on constants (`-1.5f`, `~0u`, `1 << 4`, `2.0 * 3.0`).
            ExprKind::Unary {
                op: UnaryOp::Neg | UnaryOp::BitNot | UnaryOp::LogNot,
                operand,
            } => self.is_constant_expr(operand),
            ExprKind::Binary { lhs, rhs, .. } => {
                self.types.is_arithmetic(lhs.ty)
                    && self.types.is_arithmetic(rhs.ty)
                    && self.is_constant_expr(lhs)
                    && self.is_constant_expr(rhs)
            }
            _ => false,
        }
    }
}
