//! IR generation: lowers the frontend's typed IL to an IR module.
//!
//! Follows NVVM's IR-generation conventions (specs/ir.md): every defined
//! function gets an `entry` block holding its allocas before an `allocapt`
//! sentinel, a `return` block that all returns branch to, a `retval` slot
//! for non-void functions and a `<param>.addr` slot per parameter; special
//! registers are read through `llvm.nvvm.read.ptx.sreg.*` calls named
//! `predef_tmp_comp`; kernels are listed in `nvvm.annotations`.
//! Nothing here optimizes: mem2reg and friends run afterwards.

mod annotations;
mod asm;
mod bitfield;
mod bitfield_init;
mod builtins;
mod call_abi;
mod cast;
mod const_shape;
mod expr;
mod function;
mod globals;
mod indirect_call;
mod int128;
mod lowering_order;
mod lvalue_align;
mod on_demand;
mod printf;
mod stmt;
mod types;

use ptxc_frontend::il::{ExecSpace, InlineHint, TranslationUnit, VarKind};
use ptxc_frontend::Span;
use ptxc_ir::{AnnotationKey, AnnotationTarget, AnnotationValue, FnAttr, Function, Linkage, Module, ParamAttrs};

pub use types::TypeLowering;

/// Options that affect IR generation.
#[derive(Clone, Debug, Default)]
pub struct IrGenOptions {
    /// Module name (usually the source file name).
    pub module_name: String,
    /// Separate compilation (`-rdc=true`, `-dc`): device functions other than
    /// `static` ones are visible to other modules, `inline` ones weak, as nvcc
    /// prints them; without it they are private to the module (whole-program mode).
    pub relocatable: bool,
    /// The files of ptxc's built-in headers: their internal functions are
    /// lowered only when something lowered needs them (`on_demand.rs`).
    pub library_files: Vec<ptxc_frontend::FileId>,
    /// Declarations without a body that nothing lowered refers to are dropped
    /// with the unneeded inline functions (global DCE would drop them first
    /// thing in the pipeline, after renumbering every function once more: CCCL
    /// declares thousands, `decltype` operands such as `__test(...)`). False when
    /// the module is printed as IR generation leaves it (`--emit=irgen`).
    pub drop_unused_declarations: bool,
    /// Nothing will print the module's IR (the output is PTX): values and blocks
    /// get no names (`Function::discard_names`). Names never reach the PTX, and
    /// making them unique was a sixth of IR generation on CuTe's sgemm_sm80.
    pub discard_names: bool,
}

/// Something the frontend accepted that IR generation cannot lower: a bug of ptxc,
/// reported to the user as an internal compiler error at `span`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InternalError {
    /// Where in the source the unlowerable construct is.
    pub span: Span,
    /// What could not be lowered.
    pub message: String,
}

/// Lowers every device-side function of `tu` into a new module, or reports the
/// internal errors that make the module unusable.
pub fn generate(tu: &TranslationUnit<'_>, opts: &IrGenOptions) -> Result<Module, Vec<InternalError>> {
    let mut m = Module::new(&opts.module_name);
    let lower = TypeLowering::new(&tu.types);

    // Declare first, so calls (including recursive and forward ones) resolve.
    let mut ids = vec![None; tu.functions.len()];
    // Reserved at once: CuTe's files declare tens of thousands of functions, and
    // growing the table step by step copies it and faults in fresh pages each time.
    m.functions.reserve(tu.functions.len());
    // Library functions nothing names are not declared at all (issue 16): most of
    // the prelude's hundreds of functions, in most files.
    let mut unparsed = vec![false; tu.functions.len()];
    for f in &tu.unparsed_library {
        unparsed[f.0 as usize] = true;
    }
    for f in &tu.functions {
        if !f.exec.is_device() || unparsed[f.id.0 as usize] {
            continue;
        }
        // Runtime builtins are lowered at each call (builtins.rs), never declared.
        if f.body.is_none() && builtins::is_builtin(f.name) && !tu.is_deferred_library(f.id) {
            continue;
        }
        // A function template's bodiless pattern (CCCL's `template <class T> void
        // f(T) noexcept;`, only named in `decltype`): nothing can call it.
        if f.body.is_none() && lower.is_pattern(f.ty) {
            continue;
        }
        let grid_constant: Vec<bool> = f.params.iter().map(|&p| is_grid_constant(tu, p)).collect();
        let mut ty = function_type(&mut m, &lower, f.ty, &grid_constant);
        if passes_no_arguments(f) {
            ty = without_unread_varargs(&mut m, ty);
        }
        let sret = lower.returns_through_slot(f.ret);
        let names: Vec<String> = sret
            .then_some("agg.result")
            .into_iter()
            .chain(f.params.iter().map(|&p| {
                let n = tu.var(p).name.as_str();
                if n.is_empty() {
                    "temp_param"
                } else {
                    n
                }
            }))
            // Unnamed when names are discarded (a string per parameter of every function
            // declared), but for the one spelling IR generation still asks about.
            .map(|n| match opts.discard_names && n != printf::BUFFER {
                true => String::new(),
                false => n.to_string(),
            })
            .collect();
        let mut func = Function::new(&f.mangled, ty, names);
        if opts.discard_names {
            // The printf buffer is found by its name (printf.rs).
            func.discard_names_but(printf::BUFFER);
        }
        func.linkage = match f.exec {
            ExecSpace::Global if !f.is_static => Linkage::External,
            _ if opts.relocatable && !f.is_static && f.explicitly_instantiated => Linkage::WeakOdr,
            _ if opts.relocatable && !f.is_static && f.odr_inline => Linkage::LinkOnceOdr,
            _ if opts.relocatable && !f.is_static => Linkage::External,
            // Whole-program compilation, as nvcc without -rdc: device functions are
            // private to the module and dropped when unused.
            _ => Linkage::Internal,
        };
        if f.body.is_none() {
            func.linkage = Linkage::External;
        }
        let first = usize::from(sret);
        if sret {
            func.param_attrs[0] = ParamAttrs {
                noalias: true,
                sret: Some(lower.mem_type(&mut m, f.ret)),
                align: Some(lower.align(f.ret)),
                ..Default::default()
            };
        }
        let kernel = f.exec == ExecSpace::Global;
        for (i, &p) in f.params.iter().enumerate() {
            let pty = tu.var(p).ty;
            // A device function's parameter of a class that is non-trivial for calls is
            // the address of the caller's temporary (kernel parameters are always copies).
            // Other records, and `__grid_constant__` parameters of any type, arrive
            // `byval`: the function reads (and a grid constant's address names) the
            // parameter itself.
            func.param_attrs[first + i] = if lower.table.is_pass_indirect(pty) && !kernel {
                ParamAttrs {
                    noundef: true,
                    ..Default::default()
                }
            } else if lower.is_record(pty) || grid_constant[i] {
                let agg = lower.mem_type(&mut m, pty);
                ParamAttrs {
                    byval: Some(agg),
                    align: Some(lower.align(pty)),
                    ..Default::default()
                }
            } else {
                // `T* __restrict__` (C's restrict): memory written through it is reached
                // through no pointer not based on it; load-cse keeps values past stores so.
                ParamAttrs {
                    noalias: pty.is_restrict(),
                    ..param_attrs(&lower, pty)
                }
            };
        }
        func.ret_attrs = param_attrs(&lower, f.ret);
        func.ret_attrs.noundef = false;
        match f.inline {
            InlineHint::Never => func.attrs.push(FnAttr::NoInline),
            InlineHint::Force => func.attrs.push(FnAttr::AlwaysInline),
            _ => {}
        }
        let id = m.add_function(func);
        let ret_align = lower.align(f.ret);
        let ret_ty = lower.mem_type(&mut m, f.ret);
        if !sret && lower.is_record(f.ret) && u64::from(ret_align) > m.types.abi_align(ret_ty) {
            // `func_retval0` is aligned as the record (16 for `float4`), as nvcc declares
            // it, where the IR type says less: NVVM's `align` annotation, index 0.
            let align = ptxc_ir::annotations::align_value(0, ret_align);
            m.annotate(
                AnnotationTarget::Func(id),
                AnnotationKey::Align,
                AnnotationValue::Int(align),
            );
        }
        ids[f.id.0 as usize] = Some(id);
    }

    let mut globals = globals::GlobalMap::default();
    globals.declare_device_globals(&mut m, tu, &lower, &ids);

    let mut on_demand = on_demand::OnDemand::new(tu, &m, &ids, &opts.library_files, opts.drop_unused_declarations);
    let mut order = lowering_order::LoweringOrder::new(&m);
    let mut lower_body = |m: &mut Module,
                          on_demand: &mut on_demand::OnDemand,
                          order: &mut lowering_order::LoweringOrder,
                          f: &ptxc_frontend::il::Function<'_>| {
        let Some(id) = ids[f.id.0 as usize] else { return };
        let mut func = std::mem::take(&mut m.functions[id]);
        function::emit_function(m, &mut func, tu, &lower, &ids, &mut globals, f);
        m.functions[id] = func;
        on_demand.note_uses_in(m, id);
        // Ordered as before lowering on demand: the library's internal functions
        // after every other, as they were lowered.
        let library = opts.library_files.contains(&f.span.file)
            && matches!(m.functions[id].linkage, Linkage::Internal | Linkage::LinkOnceOdr);
        let user = !library;
        order.lowered(m, Some(id), user.then_some(f.id));
    };
    // Chosen before any is lowered: a deferred function a body needs stops being
    // deferred, and is lowered from the queue only.
    let eager: Vec<_> = tu
        .device_functions()
        .filter(|f| ids[f.id.0 as usize].is_some_and(|id| !on_demand.is_deferred(id)))
        .collect();
    for f in eager {
        lower_body(&mut m, &mut on_demand, &mut order, f);
    }
    let mut lower_needed =
        |m: &mut Module, on_demand: &mut on_demand::OnDemand, order: &mut lowering_order::LoweringOrder| {
            while let Some(decl) = on_demand.next(m) {
                lower_body(m, on_demand, order, &tu.functions[decl.0 as usize]);
            }
        };
    lower_needed(&mut m, &mut on_demand, &mut order);
    annotations::emit_module_metadata(&mut m, tu, &ids);
    order.lowered(&m, None, None);
    // Metadata may name library functions too.
    lower_needed(&mut m, &mut on_demand, &mut order);
    let order = order.retain_functions(&m, |id| on_demand.keeps(id));
    on_demand.drop_unneeded(&mut m);
    order.apply(&mut m);
    if !globals.errors.is_empty() {
        return Err(globals.errors);
    }
    Ok(m)
}

/// Whether parameter `p` is declared `__grid_constant__`.
pub(crate) fn is_grid_constant(tu: &TranslationUnit<'_>, p: ptxc_frontend::il::VarId) -> bool {
    matches!(
        tu.var(p).kind,
        VarKind::Param {
            grid_constant: true,
            ..
        }
    )
}

/// The IR type of function type `fty`, with `__grid_constant__` parameters
/// passed as pointers.
fn function_type(
    m: &mut Module,
    lower: &TypeLowering<'_>,
    fty: ptxc_frontend::types::TypeId,
    grid_constant: &[bool],
) -> ptxc_ir::Type {
    let ty = lower.mem_type(m, fty);
    if !grid_constant.contains(&true) {
        return ty;
    }
    let ptxc_ir::TypeData::Function {
        ret,
        mut params,
        vararg,
    } = m.types.get(ty).clone()
    else {
        return ty;
    };
    let ptr = m.types.ptr(0);
    for (k, _) in grid_constant.iter().enumerate().filter(|(_, &g)| g) {
        params[k] = ptr;
    }
    m.types.function(ret, params, vararg)
}

/// Whether calls of `f` pass no arguments: it is defined without named parameters,
/// so if it is variadic (a SFINAE fallback such as CuTe's `is_valid_impl(...)`,
/// called at -O0) its body cannot read them (`va_start` needs a named parameter).
/// PTX has no variadic functions: such a function is lowered without parameters
/// ([`without_unread_varargs`]) and its calls evaluate their arguments without
/// passing them (expr.rs), which no body can tell apart. Variadic functions with
/// named parameters stay variadic (and rejected by the PTX printer): ptxc's
/// `va_start` is only a host-code stub.
pub(super) fn passes_no_arguments(f: &ptxc_frontend::il::Function<'_>) -> bool {
    f.body.is_some() && f.params.is_empty()
}

/// Function type `ty` without its `...`.
fn without_unread_varargs(m: &mut Module, ty: ptxc_ir::Type) -> ptxc_ir::Type {
    match m.types.get(ty).clone() {
        ptxc_ir::TypeData::Function {
            ret,
            params,
            vararg: true,
        } => m.types.function(ret, params, false),
        _ => ty,
    }
}

fn param_attrs(lower: &TypeLowering<'_>, ty: ptxc_frontend::types::TypeId) -> ParamAttrs {
    let mut a = ParamAttrs {
        noundef: true,
        ..Default::default()
    };
    match lower.narrow_int_ext(ty) {
        Some(true) => a.signext = true,
        Some(false) => a.zeroext = true,
        None => {}
    }
    a
}
