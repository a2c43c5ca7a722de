//! Lowering on demand: the bodies of ptxc's own library (the math library,
//! texture fetches, half and int128 helpers, cooperative groups: hundreds of
//! functions every file includes) and of every inline function in C++'s sense
//! (templates' instances, functions defined in their class, `inline` and
//! `constexpr` ones) are lowered only once something lowered refers to them,
//! so the cost of a compile grows with what device code uses, not with what
//! ptxc ships or what host code instantiated (issue 16; issue 44: CuTe's
//! `sgemm_1` instantiates 17,782 `__host__ __device__` functions, its kernels
//! reach about 800).
//!
//! A deferred function is needed when a lowered function calls it or takes
//! its address, when a constant (a vtable, a function pointer in a global's
//! initializer) holds its address, or when module metadata names it: the same
//! roots and edges global DCE follows (passes/global_dce.rs), so everything
//! global DCE would keep is lowered and nothing it would drop is. Functions
//! with external linkage (kernels, `-rdc` device functions, explicit
//! instantiations) are always lowered, and so is every other function of the
//! user's own files, in source order as before. The deferred functions never
//! lowered are removed from the module at the end of IR generation; library
//! functions whose body the frontend never parsed
//! (`TranslationUnit::unparsed_library`: no expression names them) are not
//! even declared.

use ptxc_frontend::il::{FnDeclId, TranslationUnit};
use ptxc_frontend::FileId;
use ptxc_ir::{ConstData, Constant, FuncId, Linkage, MdData, Module, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Which deferred functions are still to be lowered, and which are needed.
pub struct OnDemand {
    /// The IL function behind each deferred IR function.
    deferred: FxHashMap<FuncId, FnDeclId>,
    /// Deferred functions found needed and not lowered yet.
    queue: Vec<FnDeclId>,
    /// Library functions declared without a body (the frontend parses a library
    /// body only when the file uses it) that nothing has referred to yet: dropped
    /// at the end like unneeded bodies. With `all_declarations`, every function
    /// declared without a body.
    bodiless: FxHashSet<FuncId>,
    /// Constants below this index have been looked at for function addresses.
    constants_seen: usize,
    /// Metadata nodes below this index have been looked at.
    metadata_seen: usize,
}

impl OnDemand {
    /// Defers every internal or `linkonce_odr` function with a body that is
    /// inline in C++'s sense or defined in one of `library_files`; `ids` maps IL
    /// functions to their IR declarations. `all_declarations`: every bodiless
    /// declaration nothing refers to is dropped too, not only the library's.
    pub fn new(
        tu: &TranslationUnit<'_>,
        m: &Module,
        ids: &[Option<FuncId>],
        library_files: &[FileId],
        all_declarations: bool,
    ) -> Self {
        let library: FxHashSet<FileId> = library_files.iter().copied().collect();
        let deferred = tu
            .device_functions()
            .filter(|f| f.odr_inline || library.contains(&f.span.file))
            .filter_map(|f| Some((ids[f.id.0 as usize]?, f.id)))
            // `-rdc` makes inline ones linkonce_odr: unused copies may be dropped too.
            .filter(|&(id, _)| matches!(m.functions[id].linkage, Linkage::Internal | Linkage::LinkOnceOdr))
            .collect();
        let bodiless = tu
            .functions
            .iter()
            .filter(|f| f.exec.is_device() && f.body.is_none())
            .filter(|f| all_declarations || f.is_static && library.contains(&f.span.file))
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

    /// The next needed deferred function, after looking at the constants and
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

    /// Whether [`OnDemand::drop_unneeded`] keeps function `id`.
    pub fn keeps(&self, id: FuncId) -> bool {
        !self.deferred.contains_key(&id) && !self.bodiless.contains(&id)
    }

    /// Removes the deferred functions nothing needed (their declarations) from `m`.
    pub fn drop_unneeded(self, m: &mut Module) {
        if self.deferred.is_empty() && self.bodiless.is_empty() {
            return;
        }
        m.retain_functions(&|id, _| self.keeps(id));
    }
}

#[cfg(test)]
mod tests {
    use crate::driver::{compile_str, Emit, Options};

    fn irgen(src: &str) -> String {
        irgen_with(src, false)
    }

    fn irgen_with(src: &str, relocatable: bool) -> String {
        let mut opts = Options::with_arch("sm_80");
        opts.emit = Emit::IrGen;
        opts.codegen.relocatable = relocatable;
        compile_str("k.cu", src, &opts).expect("compiles").output
    }

    /// The names of the functions `ir` defines.
    fn defined(ir: &str) -> Vec<&str> {
        ir.lines()
            .filter(|l| l.starts_with("define"))
            .filter_map(|l| l.split('@').nth(1)?.split('(').next())
            .collect()
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
        // Its helpers come along (argument reduction, the sine and cosine kernel), other functions do not.
        assert!(
            defined.iter().any(|l| l.contains("@_Z22__ptxc_rem_pio2f_shortfPf(")),
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

    /// Host code instantiating `__host__ __device__` templates (CuTe does thousands)
    /// costs IR generation nothing unless device code reaches them.
    const INSTANCES: &str = "template <class T> __host__ __device__ T twice(T x) { return x + x; }\n\
        struct S { __host__ __device__ int get() const { return 7; } };\n\
        inline __device__ int helper(int x) { return twice(x) + 1; }\n\
        __host__ __device__ inline int unused_inline(int x) { return x; }\n\
        __global__ void k(int* a) { a[0] = helper(a[1]); }\n\
        void host() { twice(1.0); twice(2.0f); S s; (void)s.get(); (void)unused_inline(1); }\n";

    #[test]
    fn inline_functions_and_instances_are_lowered_only_when_device_code_reaches_them() {
        let ir = irgen(INSTANCES);
        let mut names = defined(&ir);
        names.sort_unstable();
        assert_eq!(names, ["_Z1kPi", "_Z5twiceIiET_S0_", "_Z6helperi"], "{ir}");
    }

    #[test]
    fn explicit_instantiations_are_lowered_in_relocatable_code() {
        let src = "template <class T> __device__ T twice(T x) { return x + x; }\n\
            template __device__ float twice<float>(float);\n";
        let names = defined(&irgen_with(src, true)).join(" ");
        assert!(names.contains("_Z5twiceIfET_S0_"), "{names}");
        // Without -rdc nothing outside the module can call it: lowered only when used.
        let names = defined(&irgen_with(src, false)).join(" ");
        assert!(!names.contains("twice"), "{names}");
    }

    #[test]
    fn globals_keep_the_source_order_when_callees_are_lowered_on_demand() {
        // `second` is lowered before `first` (the queue is last in, first out), but its
        // string literal still comes after `first`'s and is numbered after it.
        let src = "#include <cstdio>\n\
            __device__ inline void first() { printf(\"first\\n\"); }\n\
            __device__ inline void second() { printf(\"second\\n\"); }\n\
            __global__ void k() { first(); second(); }\n";
        let ptx = compile_str("k.cu", src, &Options::with_arch("sm_80"))
            .expect("compiles")
            .output;
        let strings: Vec<&str> = ptx.lines().filter(|l| l.contains(".b8 $str")).collect();
        assert_eq!(strings.len(), 2, "{ptx}");
        assert!(
            strings[0].contains("$str[7]") && strings[1].contains("$str$1[8]"),
            "{strings:#?}"
        );
    }
}
