//! Lowering ptxc's own library on demand: the bodies of functions defined in
//! ptxc's built-in headers (the math library, texture fetches, half and
//! int128 helpers, cooperative groups: hundreds of functions every file
//! includes) are lowered only once something lowered refers to them, so the
//! cost of a compile grows with what the file uses, not with what ptxc ships
//! (issue 16).
//!
//! A library function is needed when a lowered function calls it or takes
//! its address, when a constant (a vtable, a function pointer in a global's
//! initializer) holds its address, or when module metadata names it: the same
//! roots and edges global DCE follows (passes/global_dce.rs), so everything
//! global DCE would keep is lowered and nothing it would drop is. Functions
//! with external linkage (kernels, `-rdc` device functions) are always
//! lowered, and so is every function of the user's own files, in source
//! order as before. The library functions never lowered are removed from
//! the module at the end of IR generation; those whose body the frontend
//! never parsed (`TranslationUnit::unparsed_library`: no expression names
//! them) are not even declared.

use ptxc_frontend::il::{FnDeclId, TranslationUnit};
use ptxc_frontend::FileId;
use ptxc_ir::{ConstData, Constant, FuncId, Linkage, MdData, Module, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Which library functions are still to be lowered, and which are needed.
pub struct OnDemand {
    /// The IL function behind each deferred IR function.
    deferred: FxHashMap<FuncId, FnDeclId>,
    /// Deferred functions found needed and not lowered yet.
    queue: Vec<FnDeclId>,
    /// Library functions declared without a body (the frontend parses a library
    /// body only when the file uses it) that nothing has referred to yet: dropped
    /// at the end like unneeded bodies.
    bodiless: FxHashSet<FuncId>,
    /// Constants below this index have been looked at for function addresses.
    constants_seen: usize,
    /// Metadata nodes below this index have been looked at.
    metadata_seen: usize,
}

impl OnDemand {
    /// Defers every internal or inline function with a body defined in one of
    /// `library_files`; `ids` maps IL functions to their IR declarations.
    pub fn new(tu: &TranslationUnit<'_>, m: &Module, ids: &[Option<FuncId>], library_files: &[FileId]) -> Self {
        let library: FxHashSet<FileId> = library_files.iter().copied().collect();
        let deferred = tu
            .device_functions()
            .filter(|f| library.contains(&f.span.file))
            .filter_map(|f| Some((ids[f.id.0 as usize]?, f.id)))
            // `-rdc` makes inline ones linkonce_odr: unused copies may be dropped too.
            .filter(|&(id, _)| matches!(m.functions[id].linkage, Linkage::Internal | Linkage::LinkOnceOdr))
            .collect();
        let bodiless = tu
            .functions
            .iter()
            .filter(|f| f.exec.is_device() && f.body.is_none() && f.is_static && library.contains(&f.span.file))
            .filter_map(|f| ids[f.id.0 as usize])
            .collect();
        OnDemand {
            deferred,
            queue: Vec::new(),
            bodiless,
            constants_seen: 0,
            metadata_seen: 0,
        }
    }

    /// Whether `id`'s body waits until something needs it.
    pub fn is_deferred(&self, id: FuncId) -> bool {
        self.deferred.contains_key(&id)
    }

    /// Records the functions the just-lowered function `id` refers to.
    pub fn note_uses_in(&mut self, m: &Module, id: FuncId) {
        let f = &m.functions[id];
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                for v in f.operands(i) {
                    if let Value::Func(g) = v {
                        self.need(*g);
                    }
                }
            }
        }
    }

    /// The next needed library function, after looking at the constants and
    /// metadata created since the last call (each is looked at once).
    pub fn next(&mut self, m: &Module) -> Option<FnDeclId> {
        for c in self.constants_seen..m.consts.len() {
            if let ConstData::FuncAddr(f) = m.consts.get(Constant::from_u32(c as u32)) {
                self.need(*f);
            }
        }
        self.constants_seen = m.consts.len();
        for (_, d) in m.md.iter().skip(self.metadata_seen) {
            if let MdData::Func(f) = d {
                self.bodiless.remove(f);
                if let Some(decl) = self.deferred.remove(f) {
                    self.queue.push(decl);
                }
            }
        }
        self.metadata_seen = m.md.len();
        self.queue.pop()
    }

    /// Marks `id` needed: queued once if it is still deferred.
    fn need(&mut self, id: FuncId) {
        self.bodiless.remove(&id);
        if let Some(decl) = self.deferred.remove(&id) {
            self.queue.push(decl);
        }
    }

    /// Removes the library functions nothing needed (their declarations) from `m`.
    pub fn drop_unneeded(self, m: &mut Module) {
        if self.deferred.is_empty() && self.bodiless.is_empty() {
            return;
        }
        m.retain_functions(&|id, _| !self.deferred.contains_key(&id) && !self.bodiless.contains(&id));
    }
}

#[cfg(test)]
mod tests {
    use crate::driver::{compile_str, Emit, Options};

    fn irgen(src: &str) -> String {
        let mut opts = Options::with_arch("sm_80");
        opts.emit = Emit::IrGen;
        compile_str("k.cu", src, &opts).expect("compiles").output
    }

    #[test]
    fn an_empty_file_lowers_no_library_function() {
        let ir = irgen("");
        assert!(!ir.contains("define"), "{ir}");
    }

    #[test]
    fn the_library_functions_a_kernel_reaches_are_lowered_and_no_others() {
        let ir = irgen("__global__ void k(float* a) { a[0] = sinf(a[1]); }\n");
        let defined: Vec<&str> = ir.lines().filter(|l| l.starts_with("define")).collect();
        assert!(defined.iter().any(|l| l.contains("@_Z4sinff(")), "{defined:#?}");
        // Its helpers come along (argument reduction, the cosine kernel), other functions do not.
        assert!(
            defined.iter().any(|l| l.contains("@_Z16__ptxc_rem_pio2ffPfS_(")),
            "{defined:#?}"
        );
        assert!(
            !defined
                .iter()
                .any(|l| l.contains("@_Z4expff(") || l.contains("@_Z3powdd(")),
            "{defined:#?}"
        );
        assert!(defined.len() < 20, "{defined:#?}");
    }

    #[test]
    fn a_user_function_unused_by_any_kernel_is_still_lowered() {
        let ir = irgen("__device__ int unused(int x) { return x + 1; }\n");
        assert!(ir.contains("define internal") && ir.contains("unused"), "{ir}");
    }
}
