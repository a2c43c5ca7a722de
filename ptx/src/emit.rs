//! Module emission: the header (`.version`, `.target`, `.address_size`),
//! declarations of external and forward-referenced functions, global
//! variables, runtime helpers, then every function definition in module
//! order. Kernels are the functions `nvvm.annotations` marks with
//! `!"kernel", i32 1`.

use crate::calling_convention::signature;
use crate::globals::write_globals;
use crate::helper_routines::HelperNeeds;
use crate::isel::FnLowering;
use crate::line_info::LineTable;
use crate::printer::function_text;
use crate::source_facts::SourceFacts;
use crate::{PtxError, PtxOptions};
use cranelift_entity::SecondaryMap;
use ir::{metadata_keys, CallingConv, ConstData, FuncId, GlobalId, Linkage, MdData, Module, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use std::fmt::Write;

/// Module-wide facts every function's lowering needs.
pub struct ModuleInfo<'a> {
    /// The module being emitted.
    pub m: &'a Module,
    /// The code generation options.
    pub opts: &'a PtxOptions,
    /// Functions marked as kernels.
    pub kernels: FxHashSet<FuncId>,
    /// `-lineinfo`: the source files' line starts, for `.loc` lines.
    pub lines: Option<&'a LineTable>,
    /// Files whose float arithmetic is never contracted ([`crate::source_facts`]).
    pub exact_files: Option<&'a FxHashSet<u32>>,
    func_names: SecondaryMap<FuncId, String>,
    global_names: SecondaryMap<GlobalId, String>,
    /// Each function's `nvvm.annotations` entries, decoded once (per-function
    /// decoding of the whole list was quadratic in the number of kernels).
    func_annotations: FxHashMap<FuncId, Vec<ir::Annotation>>,
}

/// A valid PTX identifier for an IR symbol name: characters PTX does not
/// allow (`.`, `-`, ...) become `_$_`, as LLVM's NVPTX backend does.
pub fn ptx_identifier(name: &str) -> String {
    let mut s = String::with_capacity(name.len());
    for (k, c) in name.chars().enumerate() {
        let ok = c.is_ascii_alphanumeric() || c == '_' || c == '$';
        if ok && !(k == 0 && c.is_ascii_digit()) {
            s.push(c);
        } else {
            s.push_str("_$_");
            if ok {
                s.push(c);
            }
        }
    }
    if s.is_empty() {
        s.push_str("_$_");
    }
    s
}

/// The functions `nvvm.annotations` marks as kernels (also those with the
/// `ptx_kernel` calling convention or the `"nvvm.kernel"` attribute, as
/// newer LLVM IR spells it).
pub fn kernels_of(m: &Module) -> FxHashSet<FuncId> {
    let mut out: FxHashSet<FuncId> = m
        .functions
        .iter()
        .filter(|(_, f)| f.calling_conv == Some(CallingConv::PtxKernel) || f.has_attr_named("nvvm.kernel"))
        .map(|(id, _)| id)
        .collect();
    for (name, nodes) in &m.named_md {
        if name != metadata_keys::NVVM_ANNOTATIONS {
            continue;
        }
        for &node in nodes {
            let MdData::Tuple(ops) = m.md.get(node) else { continue };
            let get = |k: usize| ops.get(k).copied().flatten().map(|n| m.md.get(n));
            let (Some(MdData::Func(f)), Some(MdData::String(key)), Some(MdData::Const(c))) = (get(0), get(1), get(2))
            else {
                continue;
            };
            if key == "kernel" && m.consts.as_int(*c) == Some(1) {
                out.insert(*f);
            }
        }
    }
    out
}

impl<'a> ModuleInfo<'a> {
    /// Collects names and kernels of `m`.
    pub fn new(m: &'a Module, opts: &'a PtxOptions) -> Self {
        let mut func_names = SecondaryMap::new();
        for (id, f) in m.functions.iter() {
            func_names[id] = ptx_identifier(&f.name);
        }
        let mut global_names = SecondaryMap::new();
        for (id, g) in m.globals.iter() {
            global_names[id] = ptx_identifier(&g.name);
        }
        let mut func_annotations: FxHashMap<FuncId, Vec<ir::Annotation>> = FxHashMap::default();
        for a in m.annotations() {
            if let ir::AnnotationTarget::Func(f) = a.target {
                func_annotations.entry(f).or_default().push(a);
            }
        }
        ModuleInfo {
            m,
            opts,
            kernels: kernels_of(m),
            lines: None,
            exact_files: None,
            func_names,
            global_names,
            func_annotations,
        }
    }

    /// The `nvvm.annotations` entries naming function `f`.
    pub fn annotations_of(&self, f: FuncId) -> &[ir::Annotation] {
        self.func_annotations.get(&f).map_or(&[], Vec::as_slice)
    }

    /// The PTX name of a function.
    pub fn func_name(&self, f: FuncId) -> &str {
        &self.func_names[f]
    }

    /// The PTX name of a global variable.
    pub fn global_name(&self, g: GlobalId) -> &str {
        &self.global_names[g]
    }
}

/// The PTX linkage directive of a defined symbol: `.visible`, `.weak` or
/// nothing; `.extern` for symbols defined elsewhere.
pub fn linkage_prefix(l: Linkage) -> Result<&'static str, PtxError> {
    Ok(match l {
        Linkage::External => ".visible ",
        Linkage::Internal | Linkage::Private => "",
        Linkage::LinkOnceOdr | Linkage::WeakOdr | Linkage::Common | Linkage::Weak | Linkage::LinkOnce => ".weak ",
        Linkage::AvailableExternally | Linkage::ExternWeak => ".extern ",
        Linkage::Appending => return Err(PtxError::Unsupported("appending linkage".into())),
    })
}

/// True for declarations ptxc does not print (intrinsics are instructions).
fn is_intrinsic(m: &Module, f: FuncId) -> bool {
    let func = &m.functions[f];
    func.intrinsic.is_some() || ir::intrinsics::is_intrinsic_name(&func.name)
}

/// Functions a function body or initializer mentions.
fn referenced_functions(m: &Module, f: FuncId) -> Vec<FuncId> {
    let func = &m.functions[f];
    let mut out = Vec::new();
    for &b in &func.layout {
        for &i in &func.blocks[b].insts {
            for v in func.operands(i) {
                match *v {
                    Value::Func(g) => out.push(g),
                    Value::Const(c) => {
                        if let ConstData::FuncAddr(g) = m.consts.get(c) {
                            out.push(*g);
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    out
}

/// The whole module as PTX text; `lap` is called when instruction selection
/// ends (`isel`) and when the text is done (`ptx-print`).
pub fn module_text(
    m: &Module,
    opts: &PtxOptions,
    sources: &SourceFacts,
    lap: &mut dyn FnMut(&'static str),
) -> Result<String, PtxError> {
    let lines = sources.lines.as_ref();
    let info = ModuleInfo {
        lines,
        exact_files: Some(&sources.exact_files),
        ..ModuleInfo::new(m, opts)
    };
    let defined: Vec<FuncId> = m
        .functions
        .iter()
        .filter(|(id, f)| !f.is_declaration() && !is_intrinsic(m, *id))
        .map(|(id, _)| id)
        .collect();

    // Lower and print every function first: the helpers they need go before
    // them. Each body is printed as soon as it is lowered, while it is in the
    // cache, and its instructions are freed for the next one.
    let mut needs = HelperNeeds::default();
    let mut bodies = Vec::with_capacity(defined.len());
    let mut files = crate::line_info::FileNumbering::default();
    // The structural gate (structure.rs) checks each function just before it
    // is lowered, so selection reads IR the check has brought into the cache.
    for (id, f) in m.functions.iter() {
        if !f.is_declaration() && is_intrinsic(m, id) {
            crate::structure::verify_function_structure(m, id)?;
        }
    }
    for (idx, &fid) in defined.iter().enumerate() {
        let cfg = crate::structure::checked_cfg(m, fid)?;
        let kernel = info.kernels.contains(&fid);
        let prefix = match linkage_prefix(m.functions[fid].linkage)? {
            // A body is being emitted, so the symbol is defined here.
            ".extern " => "",
            p => p,
        };
        let mut sig = signature(&info, fid, kernel, prefix).map_err(|e| e.in_function(fid))?;
        let directives = if kernel {
            crate::directives::kernel_directives(m, fid, info.annotations_of(fid))
        } else {
            String::new()
        };
        if !directives.is_empty() {
            sig.push('\n');
            sig.push_str(directives.trim_end());
        }
        let (mut func, n) = FnLowering::new(&info, fid, idx as u32)
            .and_then(|l| l.lower(sig, cfg))
            .map_err(|e| e.in_function(fid))?;
        if opts.ftz {
            crate::ftz::flush_f32(&mut func.body);
        }
        if lines.is_some() {
            files.number(&mut func.body);
        }
        needs.merge(&n);
        let visible = prefix == ".visible ";
        lap("isel");
        bodies.push((fid, visible, function_text(&func)));
        lap("ptx-print");
    }

    // The bodies are most of the text: room for them at once, not by doubling.
    // (The globals are written in place below: a large initializer's text grows
    // the string without a copy of its own.)
    let bodies_len: usize = bodies.iter().map(|(_, _, text)| text.len() + 64).sum();
    let mut s = String::with_capacity(bodies_len + 4096);
    s.push_str("//\n// Generated by ptxc\n//\n\n");
    let _ = writeln!(s, "{}", opts.target.version_line());
    let _ = writeln!(s, "{}", opts.target.target_line());
    s.push_str(".address_size 64\n\n");

    // External functions.
    for (id, f) in m.functions.iter() {
        if f.is_declaration() && !is_intrinsic(m, id) {
            let sig = signature(&info, id, false, ".extern ")?;
            let _ = writeln!(s, "{sig}\n;");
        }
    }
    // Forward declarations of functions used before their definition
    // (by an earlier function or by a global initializer).
    let mut defined_so_far = FxHashSet::default();
    // A set: a generated file may call thousands of functions before their definitions.
    let mut forward = FxHashSet::default();
    let mut in_globals = Vec::new();
    for (_, g) in m.globals.iter() {
        if let Some(c) = g.initializer {
            collect_func_addrs(m, c, &mut in_globals);
        }
    }
    for &fid in &defined {
        defined_so_far.insert(fid);
        for g in referenced_functions(m, fid) {
            if !defined_so_far.contains(&g) && !m.functions[g].is_declaration() {
                forward.insert(g);
            }
        }
    }
    for g in in_globals {
        if !m.functions[g].is_declaration() {
            forward.insert(g);
        }
    }
    for &fid in &defined {
        if forward.contains(&fid) {
            let kernel = info.kernels.contains(&fid);
            let prefix = match linkage_prefix(m.functions[fid].linkage)? {
                ".extern " => "",
                p => p,
            };
            let sig = signature(&info, fid, kernel, prefix)?;
            let _ = writeln!(s, "{sig}\n;");
        }
    }
    let before_globals = s.len();
    write_globals(&info, &mut s)?;
    if s.len() > before_globals {
        s.push('\n');
    }
    for (k, h) in needs.helpers.iter().enumerate() {
        // Numbered after the module's functions, so label names stay unique.
        s.push_str(&h.definition((defined.len() + k) as u32));
        s.push('\n');
    }
    let files = lines.map(|t| files.file_lines(t));
    for (fid, visible, text) in &bodies {
        if *visible {
            let _ = writeln!(s, "\t// .globl\t{}", info.func_name(*fid));
        }
        s.push_str(text);
    }
    // nvcc prints the file table after the last function, after an empty line.
    if let Some(files) = files.filter(|f| !f.is_empty()) {
        s.push('\n');
        s.push_str(&files);
    }
    lap("ptx-print");
    Ok(s)
}

fn collect_func_addrs(m: &Module, c: ir::Constant, out: &mut Vec<FuncId>) {
    if !m.consts.may_refer_to_symbols(c) {
        return;
    }
    match m.consts.get(c) {
        ConstData::FuncAddr(f) => out.push(*f),
        ConstData::AddrSpaceCast { value, .. } => collect_func_addrs(m, *value, out),
        ConstData::Aggregate { elems, .. } => elems.iter().for_each(|&e| collect_func_addrs(m, e, out)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_module_is_just_the_header() {
        let m = Module::new("empty.cu");
        let opts = PtxOptions {
            target: crate::parse_sm("sm_90a").unwrap(),
            ..Default::default()
        };
        let text = module_text(&m, &opts, &SourceFacts::default(), &mut |_| {}).unwrap();
        assert_eq!(
            text,
            "//\n// Generated by ptxc\n//\n\n.version 9.5\n.target sm_90a\n.address_size 64\n\n"
        );
    }

    #[test]
    fn identifiers() {
        assert_eq!(ptx_identifier("_Z4vaddPKfS0_Pfi"), "_Z4vaddPKfS0_Pfi");
        assert_eq!(ptx_identifier(".str.1"), "_$_str_$_1");
        assert_eq!(ptx_identifier("1x"), "_$_1x");
    }
}
