//! A program: its source, headers and name expressions, and the outputs of its last
//! compile; and the registry that turns `nvrtcProgram` handles into programs.

use std::collections::HashMap;
use std::ffi::{c_char, CString};
use std::sync::{Arc, Mutex, OnceLock};

use crate::nvrtcResult::{self, *};
use crate::{nvrtcProgram, options};

/// The include name of the in-memory header holding the name expressions, included at
/// the end of the program (NVRTC's diagnostics name it so too).
const NAME_MAP: &str = "__nv_name_map";

/// The variable that holds name expression `k`.
fn name_variable(k: usize) -> String {
    format!("__ptxc_name_expression_{k}")
}

/// One NVRTC program.
pub struct Program {
    name: String,
    source: String,
    headers: Vec<(String, String)>,
    name_expressions: Vec<String>,
    /// The outputs of the last compile.
    ptx: String,
    log: String,
    compiled: bool,
    /// Whether the last successful compile was for a real architecture (`sm_XX`): its
    /// cubin is then the PTX (`cubin`).
    real_arch: bool,
    /// Whether a compile was attempted (name expressions cannot be added after one).
    pub(crate) attempted: bool,
    /// Lowered names by name expression, after a successful compile.
    lowered: HashMap<String, CString>,
    /// Lowered names handed out before the last compile: NVRTC's strings live as long as
    /// the program, so a client may still hold one after compiling again. A compile that
    /// gives the same name again hands out the same string.
    retired: Vec<CString>,
}

impl Program {
    /// A program named `name` (diagnostics show it) with in-memory `headers` (include name, text).
    pub fn new(name: String, source: String, headers: Vec<(String, String)>) -> Program {
        Program {
            name,
            source,
            headers,
            name_expressions: Vec::new(),
            ptx: String::new(),
            log: String::new(),
            compiled: false,
            real_arch: false,
            attempted: false,
            lowered: HashMap::new(),
            retired: Vec::new(),
        }
    }

    /// The PTX of the last successful compile (empty otherwise).
    pub fn ptx(&self) -> &str {
        &self.ptx
    }

    /// What `nvrtcGetCUBIN` hands out: for a real architecture (`sm_XX`), the PTX text,
    /// which `cuModuleLoadData` takes wherever it takes a cubin (NVIDIA's driver compiles it
    /// for the device, ptxsim's driver runs it), so programs that compile for the device's
    /// `sm_XX` and load the cubin run; for a virtual one nothing, as NVRTC.
    pub fn cubin(&self) -> Option<&str> {
        (self.compiled && self.real_arch).then_some(self.ptx.as_str())
    }

    /// The log of the last compile.
    pub fn log(&self) -> &str {
        &self.log
    }

    pub(crate) fn set_log(&mut self, log: String) {
        self.log = log;
    }

    /// Forgets the last compile's outputs.
    pub(crate) fn reset_outputs(&mut self) {
        self.ptx.clear();
        self.log.clear();
        self.compiled = false;
        self.real_arch = false;
        let handed_out = self.lowered.drain().map(|(_, name)| name);
        self.retired.extend(handed_out);
    }

    /// `nvrtcAddNameExpression`.
    pub fn add_name_expression(&mut self, expr: String) -> nvrtcResult {
        if self.attempted {
            return NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION;
        }
        if !self.name_expressions.contains(&expr) {
            self.name_expressions.push(expr);
        }
        NVRTC_SUCCESS
    }

    /// `nvrtcGetLoweredName`: the mangled name, valid while the program lives.
    pub fn lowered_name(&self, expr: &str) -> Result<*const c_char, nvrtcResult> {
        if !self.compiled {
            return Err(NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION);
        }
        self.lowered
            .get(expr)
            .map(|c| c.as_ptr())
            .ok_or(NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID)
    }

    /// The string for lowered name `name`: the one handed out before if there is one (its
    /// address stays the same), else a new one.
    fn lowered_string(&mut self, name: &[u8]) -> CString {
        match self.retired.iter().position(|c| c.as_bytes() == name) {
            Some(k) => self.retired.swap_remove(k),
            None => CString::new(name).unwrap_or_default(),
        }
    }

    /// `nvrtcCompileProgram` with `args`.
    pub fn compile(&mut self, args: &[&str]) -> nvrtcResult {
        // No one reads the IR's work counter here (it is for `--time-passes` and the
        // scaling tests); counting costs a `__tls_get_addr` per operand list read.
        ptxc_ir::work::set_counting(false);
        self.reset_outputs();
        self.attempted = true;
        let parsed = match options::parse(args) {
            Ok(p) => p,
            Err(line) => {
                self.log = format!("{line}\n");
                return NVRTC_ERROR_INVALID_OPTION;
            }
        };
        let mut opts = parsed.opts;
        let mut log: String = parsed.warnings.iter().map(|w| format!("{w}\n")).collect();
        opts.source.memory_headers = self.headers.clone();
        if !parsed.undefines.is_empty() {
            let text: String = parsed.undefines.iter().map(|u| format!("#undef {u}\n")).collect();
            opts.source
                .memory_headers
                .push((options::UNDEFINES_HEADER.to_string(), text));
        }
        let mut source = self.source.clone();
        if !self.name_expressions.is_empty() {
            // Each expression is the statement of a device function, which instantiates
            // what it names; the driver gives the symbol each designates. The functions are
            // static and unused, so none is in the PTX.
            let text: String = self
                .name_expressions
                .iter()
                .enumerate()
                .map(|(k, e)| format!("static __device__ void {}() {{ (void)({e}); }}\n", name_variable(k)))
                .collect();
            opts.source.memory_headers.push((NAME_MAP.to_string(), text));
            opts.symbol_queries = (0..self.name_expressions.len()).map(name_variable).collect();
            source.push_str(&format!("\n#include \"{NAME_MAP}\"\n"));
        }
        let key = CacheKey {
            name: self.name.clone(),
            source: source.clone(),
            headers: self.headers.clone(),
            args: args.iter().map(|a| a.to_string()).collect(),
            name_expressions: self.name_expressions.clone(),
            opt_level: opts.opt_level,
        };
        if let Some(hit) = cache_get(&key) {
            self.ptx = hit.ptx.clone();
            self.log = hit.log.clone();
            for (expr, name) in &hit.lowered {
                let name = self.lowered_string(name.as_bytes());
                self.lowered.insert(expr.clone(), name);
            }
            self.compiled = true;
            self.real_arch = options::is_real_arch(&opts.arch);
            return NVRTC_SUCCESS;
        }
        match ptxc::driver::compile_str(&self.name, &source, &opts) {
            Ok(c) => {
                // A compile that read nothing from disk (no -I header, no file next to
                // the program) gives the same result again: it is remembered.
                let memory: Vec<&str> = opts.source.memory_headers.iter().map(|(n, _)| n.as_str()).collect();
                let pure = c
                    .files
                    .iter()
                    .all(|f| f.as_os_str() == self.name.as_str() || memory.iter().any(|m| f.as_os_str() == *m));
                log.push_str(&c.warnings);
                for (k, expr) in self.name_expressions.clone().into_iter().enumerate() {
                    let Some(Some(symbol)) = c.symbols.get(k) else {
                        log.push_str(&format!(
                            "{NAME_MAP}({}): error: Name expression must form address of a __global__ function \
                             or the address of a __device__/__constant__ variable. Input name expression was: \
                             \"{expr}\"\n\n1 error detected in the compilation of \"{}\".\n",
                            k + 1,
                            self.name
                        ));
                        self.log = log;
                        return NVRTC_ERROR_COMPILATION;
                    };
                    let symbol = self.lowered_string(symbol.as_bytes());
                    self.lowered.insert(expr, symbol);
                }
                self.ptx = c.output;
                self.log = log;
                self.compiled = true;
                self.real_arch = options::is_real_arch(&opts.arch);
                if pure {
                    cache_put(
                        key,
                        Cached {
                            ptx: self.ptx.clone(),
                            log: self.log.clone(),
                            lowered: self.lowered.clone(),
                        },
                    );
                }
                NVRTC_SUCCESS
            }
            Err(e) => {
                log.push_str(&e.rendered);
                let plural = if e.errors == 1 { "" } else { "s" };
                log.push_str(&format!(
                    "{} error{plural} detected in the compilation of \"{}\".\n",
                    e.errors, self.name
                ));
                self.log = log;
                NVRTC_ERROR_COMPILATION
            }
        }
    }
}

/// Everything a compile's result depends on, when it reads nothing from disk.
#[derive(PartialEq, Eq, Hash)]
struct CacheKey {
    name: String,
    source: String,
    headers: Vec<(String, String)>,
    args: Vec<String>,
    name_expressions: Vec<String>,
    /// `PTXC_NVRTC_OPT`'s level (or -G's 0).
    opt_level: u8,
}

/// A successful compile's outputs.
struct Cached {
    ptx: String,
    log: String,
    lowered: HashMap<String, CString>,
}

/// Compiles remembered in this process (JIT clients compile the same program again, in
/// new program objects: a second compile is a lookup). At most [`CACHE_ENTRIES`]; when
/// full it starts again empty.
type Cache = Mutex<HashMap<CacheKey, Arc<Cached>>>;
const CACHE_ENTRIES: usize = 256;

fn cache() -> &'static Cache {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

fn cache_get(key: &CacheKey) -> Option<Arc<Cached>> {
    cache().lock().unwrap_or_else(|e| e.into_inner()).get(key).cloned()
}

fn cache_put(key: CacheKey, value: Cached) {
    let mut map = cache().lock().unwrap_or_else(|e| e.into_inner());
    if map.len() >= CACHE_ENTRIES {
        map.clear();
    }
    map.insert(key, Arc::new(value));
}

/// The live programs by handle.
type Registry = Mutex<HashMap<usize, Arc<Mutex<Program>>>>;

fn registry() -> &'static Registry {
    static REGISTRY: OnceLock<Registry> = OnceLock::new();
    REGISTRY.get_or_init(Default::default)
}

/// Registers `p` and returns its handle: the address of its shared cell, unique while it lives.
pub(crate) fn register(p: Program) -> nvrtcProgram {
    let cell = Arc::new(Mutex::new(p));
    let handle = Arc::as_ptr(&cell) as usize;
    registry()
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(handle, cell);
    handle as nvrtcProgram
}

/// The program behind `handle`, if it is live.
pub(crate) fn lookup(handle: nvrtcProgram) -> Option<Arc<Mutex<Program>>> {
    let map = registry().lock().unwrap_or_else(|e| e.into_inner());
    map.get(&(handle as usize)).cloned()
}

/// Forgets the program behind `handle`; false if it was not live.
pub(crate) fn unregister(handle: nvrtcProgram) -> bool {
    let removed = registry()
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .remove(&(handle as usize));
    removed.is_some()
}
