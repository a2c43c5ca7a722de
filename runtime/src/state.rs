//! The process's one device and what the program registered on it.
//!
//! Every API call of either library takes the one lock around [`Runtime`] (the
//! program may call from several host threads) and works on it. Kernels run to
//! completion inside the call that launches them, so every stream is always idle and
//! stream order holds trivially; events record the wall-clock time of the call.

use crate::cudart::texture::{CudaArray, ResourceDesc, TextureDesc};
use crate::errors::{self, CudaError};
use crate::fatbin;
use crate::host_memory;
use ptxsim::{Device, FaultKind, LaunchConfig, ModuleId, SimError, SymbolPlace};
use rustc_hash::FxHashMap;
use std::collections::BTreeMap;
use std::ffi::c_void;
use std::io::Write;
use std::sync::{Mutex, MutexGuard, OnceLock};

/// What a host-backed region was allocated as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionKind {
    /// `cudaMalloc` and its kin: device memory.
    Device,
    /// `cudaMallocHost`/`cudaHostAlloc`: pinned host memory, mapped for the device.
    Host,
    /// `cudaMallocManaged`.
    Managed,
    /// `cudaHostRegister`: the program's own memory, made visible to the device.
    Registered,
    /// A module's `.global` variables.
    ModuleGlobals,
    /// A CUDA array (`cudaMallocArray`, `cudaMalloc3DArray`): its elements, rows packed;
    /// `Runtime::arrays` describes it.
    Array,
    /// Memory of the driver's virtual memory management, mapped by the program
    /// (`cuMemMap`) and made accessible (`cuMemSetAccess`).
    Mapped,
}

/// What allocations of the `cudaMalloc` family are rounded up to for the device: the
/// CUDA programming guide guarantees their addresses are aligned to at least 256 bytes,
/// so the bytes up to the next multiple of 256 belong to no other allocation.
pub const ALLOC_GRANULE: u64 = 256;

/// One region of memory the device shares with the host.
#[derive(Clone, Copy, Debug)]
pub struct Region {
    /// Bytes the program asked for.
    pub len: u64,
    /// Bytes mapped (0 for registered memory, which the program owns).
    pub mapped: u64,
    /// What it is.
    pub kind: RegionKind,
    /// Flags given at allocation (`cudaHostAlloc`'s, `cudaMallocManaged`'s).
    pub flags: u32,
}

/// A raw pointer kept in the runtime (the lock makes the access exclusive).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HostPtr(pub *mut c_void);
// SAFETY: only dereferenced under the runtime's lock, on memory the program gave us.
unsafe impl Send for HostPtr {}

struct RegisteredFatbin {
    /// The fatbinaries whose PTX makes the module: one, or for a `-rdc` program each
    /// translation unit's (their first bytes), linked together as nvlink links them.
    parts: Vec<HostPtr>,
    module: Option<Result<ModuleId, CudaError>>,
}

/// A kernel the host code registered: its stub's address names it in launches.
struct RegisteredFunction {
    fatbin: usize,
    name: String,
    resolved: Option<(ModuleId, u32)>,
}

/// A `__device__`, `__constant__` or `__managed__` variable the host code registered.
struct RegisteredVar {
    fatbin: usize,
    name: String,
    /// For a managed variable: the host pointer to point at its memory.
    managed_slot: Option<HostPtr>,
}

/// A module variable, found.
#[derive(Clone, Copy, Debug)]
pub struct Symbol {
    /// Its module.
    pub module: ModuleId,
    /// Where it lives.
    pub place: SymbolPlace,
    /// Its size in bytes.
    pub size: u64,
}

/// A kernel, found: its module and function index.
pub type Kernel = (ModuleId, u32);

/// A launch request.
pub struct Launch {
    /// Grid dimensions.
    pub grid: [u32; 3],
    /// Block dimensions.
    pub block: [u32; 3],
    /// Dynamic shared memory bytes.
    pub shared: u64,
    /// A cooperative launch (grid-wide barriers work).
    pub cooperative: bool,
}

/// The device and the program's registrations.
pub struct Runtime {
    device: Device,
    /// Compute capability times ten of the emulated device.
    pub sm: u32,
    fatbins: Vec<RegisteredFatbin>,
    functions: FxHashMap<usize, RegisteredFunction>,
    vars: FxHashMap<usize, RegisteredVar>,
    /// Host-backed regions by address.
    pub regions: BTreeMap<u64, Region>,
    /// PTX modules named by `PTXSIM_PTX`, loaded at first use; they replace the
    /// fatbinaries' PTX.
    overrides: Option<Result<Vec<ModuleId>, CudaError>>,
    /// The error every call returns after a kernel fault.
    pub sticky: CudaError,
    /// Host threads that run a launch's blocks.
    threads: usize,
    /// Live stream handles.
    pub streams: Vec<usize>,
    /// Live events: handle to the time recorded last.
    pub events: FxHashMap<usize, Option<std::time::Instant>>,
    /// `cudaDeviceSetLimit` values, by `cudaLimit`.
    pub limits: FxHashMap<i32, u64>,
    /// The device `cudaSetDevice` chose (only 0 exists).
    pub current_device: i32,
    /// Launches run, for `PTXSIM_STATS`.
    stats: Option<std::fs::File>,
    /// Host copies of modules' constant banks that the program was given addresses of
    /// (`cuModuleGetGlobal`, `cudaGetSymbolAddress` of a `__constant__` variable): copied
    /// into the bank before each launch of the module.
    const_shadows: FxHashMap<ModuleId, u64>,
    /// CUDA arrays by handle (the address of their elements).
    pub arrays: FxHashMap<u64, CudaArray>,
    /// Live texture objects: the descriptions they were created from.
    pub textures: FxHashMap<u64, (ResourceDesc, TextureDesc)>,
    /// Live surface objects: the descriptions they were created from.
    pub surfaces: FxHashMap<u64, ResourceDesc>,
    /// Graphs, their instantiations and stream captures.
    pub graphs: crate::cudart::graph::Graphs,
    /// Each kernel's own static shared memory, once computed.
    kernel_shared: FxHashMap<Kernel, u32>,
    /// The driver's physical allocations and address reservations.
    pub vmm: crate::driver::vmm::Vmm,
}

static RUNTIME: OnceLock<Mutex<Runtime>> = OnceLock::new();

/// The runtime, locked.
pub fn runtime() -> MutexGuard<'static, Runtime> {
    RUNTIME
        .get_or_init(|| Mutex::new(Runtime::new()))
        .lock()
        .unwrap_or_else(|p| p.into_inner())
}

fn env_number(name: &str) -> Option<u64> {
    std::env::var(name).ok()?.trim().parse().ok()
}

/// Reports a problem of the emulation to standard error, where CUDA's own runtime
/// would print nothing but the program needs to know why a call failed.
pub fn note(msg: &str) {
    eprintln!("ptxsim: {msg}");
}

impl Runtime {
    fn new() -> Runtime {
        let threads = env_number("PTXSIM_THREADS")
            .map(|n| n.max(1) as usize)
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
        let sm = std::env::var("PTXSIM_SM")
            .ok()
            .and_then(|s| s.trim().trim_start_matches("sm_").parse().ok())
            .unwrap_or(80);
        let stats = std::env::var_os("PTXSIM_STATS").and_then(|p| {
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(&p)
                .map_err(|e| note(&format!("cannot open PTXSIM_STATS file {}: {e}", p.to_string_lossy())))
                .ok()
        });
        Runtime {
            device: Device::new(),
            sm,
            fatbins: Vec::new(),
            functions: FxHashMap::default(),
            vars: FxHashMap::default(),
            regions: BTreeMap::new(),
            overrides: None,
            sticky: errors::SUCCESS,
            threads,
            streams: Vec::new(),
            events: FxHashMap::default(),
            limits: FxHashMap::default(),
            current_device: 0,
            stats,
            const_shadows: FxHashMap::default(),
            arrays: FxHashMap::default(),
            textures: FxHashMap::default(),
            surfaces: FxHashMap::default(),
            graphs: Default::default(),
            kernel_shared: FxHashMap::default(),
            vmm: Default::default(),
        }
    }

    // ---- registration (nvcc's host code) ----

    /// Records a module made of the fatbinaries `parts` (their first bytes); returns its
    /// index.
    pub fn register_fatbin(&mut self, parts: &[*const u8]) -> usize {
        self.fatbins.push(RegisteredFatbin {
            parts: parts.iter().map(|&p| HostPtr(p as *mut c_void)).collect(),
            module: None,
        });
        self.fatbins.len() - 1
    }

    /// Records a kernel of fatbinary `fatbin` whose host stub is at `host_fun`.
    pub fn register_function(&mut self, fatbin: usize, host_fun: usize, name: String) {
        self.functions.insert(
            host_fun,
            RegisteredFunction {
                fatbin,
                name,
                resolved: None,
            },
        );
    }

    /// Records a module variable whose host shadow is at `host_var`.
    pub fn register_var(&mut self, fatbin: usize, host_var: usize, name: String, managed_slot: Option<HostPtr>) {
        self.vars.insert(
            host_var,
            RegisteredVar {
                fatbin,
                name,
                managed_slot,
            },
        );
    }

    /// Points the host pointers of fatbinary `fatbin`'s managed variables at their memory
    /// (`__cudaInitModule`, called before host code first touches one).
    pub fn init_managed(&mut self, fatbin: usize) -> Result<(), CudaError> {
        let slots: Vec<(usize, HostPtr)> = self
            .vars
            .iter()
            .filter(|(_, v)| v.fatbin == fatbin)
            .filter_map(|(&k, v)| Some((k, v.managed_slot?)))
            .collect();
        for (host_var, slot) in slots {
            let sym = self.symbol(host_var)?;
            let SymbolPlace::Global(addr) = sym.place else {
                return Err(errors::ErrorInvalidSymbol);
            };
            // SAFETY: nvcc's host code passed the address of its pointer variable.
            unsafe { *(slot.0 as *mut *mut c_void) = addr as *mut c_void };
        }
        Ok(())
    }

    // ---- modules ----

    /// Loads PTX text as a new module, its `.global` variables in fresh host memory.
    pub fn load_module(&mut self, ptx: &[&str], what: &str) -> Result<ModuleId, CudaError> {
        let size = ptxsim::device::MAX_MODULE_GLOBALS;
        let Some(base) = host_memory::map(size as usize) else {
            return Err(errors::ErrorMemoryAllocation);
        };
        let base = base.as_ptr() as u64;
        // SAFETY: a fresh mapping of MAX_MODULE_GLOBALS bytes, kept for the process.
        match unsafe { self.device.load_host_backed(ptx, base) } {
            Ok(m) => {
                self.regions.insert(
                    base,
                    Region {
                        len: size,
                        mapped: size,
                        kind: RegionKind::ModuleGlobals,
                        flags: 0,
                    },
                );
                Ok(m)
            }
            Err(e) => {
                // SAFETY: the mapping made above; the failed load kept no reference to it.
                unsafe { host_memory::unmap(base, size as usize) };
                note(&format!("cannot load the PTX of {what}: {e}"));
                Err(errors::ErrorInvalidPtx)
            }
        }
    }

    /// The modules `PTXSIM_PTX` names (`a.ptx:b.ptx` are separate modules, `a.ptx+b.ptx`
    /// one module linked as `-rdc` links), or `None` when it is unset.
    fn overrides(&mut self) -> Option<Result<Vec<ModuleId>, CudaError>> {
        if self.overrides.is_none() {
            let spec = std::env::var("PTXSIM_PTX").ok().filter(|s| !s.trim().is_empty())?;
            let mut loaded = Ok(Vec::new());
            for group in spec.split(':').filter(|g| !g.is_empty()) {
                let texts: Result<Vec<String>, CudaError> = group
                    .split('+')
                    .map(|f| {
                        std::fs::read_to_string(f).map_err(|e| {
                            note(&format!("PTXSIM_PTX: cannot read {f}: {e}"));
                            errors::ErrorInvalidPtx
                        })
                    })
                    .collect();
                let module = texts.and_then(|t| {
                    let refs: Vec<&str> = t.iter().map(String::as_str).collect();
                    self.load_module(&refs, group)
                });
                match (module, &mut loaded) {
                    (Ok(m), Ok(list)) => list.push(m),
                    (Err(e), _) => {
                        loaded = Err(e);
                        break;
                    }
                    _ => {}
                }
            }
            self.overrides = Some(loaded);
        }
        self.overrides.clone()
    }

    /// The module of fatbinary `i`'s PTX, loaded at first use.
    fn fatbin_module(&mut self, i: usize) -> Result<ModuleId, CudaError> {
        if let Some(m) = self.fatbins[i].module {
            return m;
        }
        let mut texts = Vec::new();
        let mut failure = None;
        for part in self.fatbins[i].parts.clone() {
            let data = part.0 as *const u8;
            // SAFETY: nvcc's wrappers point at fatbinaries whose header gives their length.
            let bytes = unsafe {
                let header: &[u8; 16] = &*(data as *const [u8; 16]);
                fatbin::fatbin_len(header).map(|len| std::slice::from_raw_parts(data, len))
            };
            match bytes
                .ok_or_else(|| "not a fatbinary".to_string())
                .and_then(fatbin::entries)
                .and_then(|e| fatbin::pick_ptx(&e, self.sm))
            {
                Ok(text) => texts.push(text),
                Err(msg) => failure = Some(msg),
            }
        }
        // A `-rdc` link also lists libraries shipped as cubins only (libcudadevrt): parts
        // without PTX are left out when others have it; a symbol they should define is
        // then an unresolved name when the PTX is linked.
        let module = match failure {
            Some(msg) if texts.is_empty() => {
                note(&msg);
                Err(errors::ErrorNoKernelImageForDevice)
            }
            _ => {
                let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
                self.load_module(&refs, &format!("fatbinary {}", i + 1))
            }
        };
        self.fatbins[i].module = Some(module);
        module
    }

    /// The modules a registered name is looked for in: `PTXSIM_PTX`'s, or its fatbinary's.
    fn modules_for(&mut self, fatbin: usize) -> Result<Vec<ModuleId>, CudaError> {
        match self.overrides() {
            Some(list) => list,
            None => self.fatbin_module(fatbin).map(|m| vec![m]),
        }
    }

    /// The kernel whose host stub is at `host_fun`.
    pub fn kernel(&mut self, host_fun: usize) -> Result<Kernel, CudaError> {
        let f = self
            .functions
            .get(&host_fun)
            .ok_or(errors::ErrorInvalidDeviceFunction)?;
        if let Some(k) = f.resolved {
            return Ok(k);
        }
        let (fatbin, name) = (f.fatbin, f.name.clone());
        let modules = self.modules_for(fatbin)?;
        let found = modules
            .iter()
            .find_map(|&m| self.device.kernel(m, &name).map(|k| (m, k)));
        match found {
            Some(k) => {
                self.functions.get_mut(&host_fun).expect("looked up above").resolved = Some(k);
                Ok(k)
            }
            None => {
                note(&format!("kernel {name} is not in the loaded PTX"));
                Err(errors::ErrorInvalidDeviceFunction)
            }
        }
    }

    /// The mangled name of the kernel whose host stub is at `host_fun`.
    pub fn kernel_name(&self, host_fun: usize) -> Option<&str> {
        self.functions.get(&host_fun).map(|f| f.name.as_str())
    }

    /// The module variable whose host shadow is at `host_var`.
    pub fn symbol(&mut self, host_var: usize) -> Result<Symbol, CudaError> {
        let v = self.vars.get(&host_var).ok_or(errors::ErrorInvalidSymbol)?;
        let (fatbin, name) = (v.fatbin, v.name.clone());
        for m in self.modules_for(fatbin)? {
            if let Some((place, size)) = self.device.symbol(m, &name) {
                return Ok(Symbol { module: m, place, size });
            }
        }
        note(&format!("variable {name} is not in the loaded PTX"));
        Err(errors::ErrorInvalidSymbol)
    }

    /// Module variable `name` of module `m` (the driver API's lookup).
    pub fn module_symbol(&self, m: ModuleId, name: &str) -> Option<Symbol> {
        let (place, size) = self.device.symbol(m, name)?;
        Some(Symbol { module: m, place, size })
    }

    /// Kernel `name` of module `m` (the driver API's lookup).
    pub fn module_kernel(&self, m: ModuleId, name: &str) -> Option<Kernel> {
        self.device.kernel(m, name).map(|k| (m, k))
    }

    /// The emulator's description of a kernel.
    pub fn kernel_info(&self, k: Kernel) -> &ptxsim::decode::Func {
        self.device.kernel_info(k.0, k.1)
    }

    /// Bytes of static shared memory of a kernel: the `.shared` variables it reaches
    /// (`crate::kernel_shared`), counted once per kernel.
    pub fn static_shared(&mut self, k: Kernel) -> u32 {
        if let Some(&n) = self.kernel_shared.get(&k) {
            return n;
        }
        let n = crate::kernel_shared::kernel_static_shared(self.device.program(k.0), k.1);
        self.kernel_shared.insert(k, n);
        n
    }

    /// The constant bank of a module.
    pub fn const_bank(&mut self, m: ModuleId) -> &mut [u8] {
        self.sync_const_shadow(m);
        self.device.const_bank(m)
    }

    /// The host address of module `m`'s constant bank: a host copy the program may write
    /// through a pointer (the driver API hands out such pointers), made at first use.
    pub fn const_address(&mut self, m: ModuleId, offset: u64) -> Result<u64, CudaError> {
        if let Some(&base) = self.const_shadows.get(&m) {
            return Ok(base + offset);
        }
        let bank = self.device.const_bank(m).to_vec();
        let base = self.alloc(bank.len() as u64, RegionKind::ModuleGlobals, 0)?;
        // SAFETY: a fresh region of `bank.len()` bytes.
        unsafe { std::ptr::copy_nonoverlapping(bank.as_ptr(), base as *mut u8, bank.len()) };
        self.const_shadows.insert(m, base);
        Ok(base + offset)
    }

    /// Copies module `m`'s host copy of its constant bank, if it has one, into the bank.
    fn sync_const_shadow(&mut self, m: ModuleId) {
        if let Some(&base) = self.const_shadows.get(&m) {
            let bank = self.device.const_bank(m);
            // SAFETY: the shadow region holds `bank.len()` bytes (made by `const_address`).
            unsafe { std::ptr::copy_nonoverlapping(base as *const u8, bank.as_mut_ptr(), bank.len()) };
        }
    }

    /// Writes `bytes` at `offset` of module `m`'s constant bank (and its host copy).
    pub fn write_const(&mut self, m: ModuleId, offset: usize, bytes: &[u8]) {
        if let Some(&base) = self.const_shadows.get(&m) {
            // SAFETY: the caller checked the range against the variable, inside the bank.
            unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), (base as usize + offset) as *mut u8, bytes.len()) };
        }
        self.device.const_bank(m)[offset..offset + bytes.len()].copy_from_slice(bytes);
    }

    // ---- memory ----

    /// The device (texture and surface objects are made on it).
    pub fn device(&mut self) -> &mut Device {
        &mut self.device
    }

    /// A new zeroed host-backed region of `len` bytes. The device sees allocations of the
    /// `cudaMalloc` family rounded up to a multiple of `ALLOC_GRANULE` bytes, as a GPU
    /// does: an access a little past the end succeeds there, one past the rounded size
    /// faults.
    pub fn alloc(&mut self, len: u64, kind: RegionKind, flags: u32) -> Result<u64, CudaError> {
        let device_len = match kind {
            RegionKind::Device | RegionKind::Managed | RegionKind::Host => len.max(1).next_multiple_of(ALLOC_GRANULE),
            _ => len,
        };
        let mapped = device_len.max(1);
        let p = host_memory::map(mapped as usize).ok_or(errors::ErrorMemoryAllocation)?;
        let base = p.as_ptr() as u64;
        // SAFETY: a fresh mapping of `mapped` bytes, released only by `free`, which unmaps
        // it from the device first.
        unsafe { self.device.memory().map_host(base, device_len, region_name(kind)) }.map_err(|e| {
            note(&e);
            errors::ErrorMemoryAllocation
        })?;
        self.regions.insert(
            base,
            Region {
                len,
                mapped,
                kind,
                flags,
            },
        );
        Ok(base)
    }

    /// Makes the program's own memory `[base, base+len)` visible to the device.
    pub fn register_host(&mut self, base: u64, len: u64, flags: u32) -> Result<(), CudaError> {
        if !base.is_multiple_of(4) || len == 0 {
            return Err(errors::ErrorInvalidValue);
        }
        if self.region_of(base).is_some() {
            return Err(errors::ErrorHostMemoryAlreadyRegistered);
        }
        // SAFETY: the program promises (cudaHostRegister's contract) the memory stays valid
        // until cudaHostUnregister, which unmaps it from the device.
        unsafe { self.device.memory().map_host(base, len, "registered host memory") }
            .map_err(|_| errors::ErrorHostMemoryAlreadyRegistered)?;
        self.regions.insert(
            base,
            Region {
                len,
                mapped: 0,
                kind: RegionKind::Registered,
                flags,
            },
        );
        Ok(())
    }

    /// Releases the region starting at `base` if it is one of `kinds`.
    pub fn free(&mut self, base: u64, kinds: &[RegionKind]) -> Result<(), CudaError> {
        let r = *self.regions.get(&base).ok_or(errors::ErrorInvalidValue)?;
        if !kinds.contains(&r.kind) {
            return Err(errors::ErrorInvalidValue);
        }
        self.regions.remove(&base);
        self.device.memory().unmap(base);
        if r.mapped > 0 {
            // SAFETY: mapped by `alloc`; the device no longer refers to it.
            unsafe { host_memory::unmap(base, r.mapped as usize) };
        }
        Ok(())
    }

    /// The region holding `addr`: its base and description.
    pub fn region_of(&self, addr: u64) -> Option<(u64, Region)> {
        let (&base, &r) = self.regions.range(..=addr).next_back()?;
        (addr < base + r.len.max(1)).then_some((base, r))
    }

    /// Whether `[addr, addr+len)` lies inside one region.
    pub fn covers(&self, addr: u64, len: u64) -> bool {
        len == 0
            || self
                .region_of(addr)
                .is_some_and(|(base, r)| addr.checked_add(len).is_some_and(|e| e <= base + r.len))
    }

    // ---- launches ----

    /// Runs a kernel; `params` is its parameter buffer.
    pub fn launch(&mut self, k: Kernel, l: &Launch, params: &[u8]) -> Result<(), CudaError> {
        if self.sticky != errors::SUCCESS {
            return Err(self.sticky);
        }
        let threads: u64 = l.block.iter().map(|&d| d as u64).product();
        if l.grid.contains(&0)
            || l.block.contains(&0)
            || threads > 1024
            || l.block[2] > 64
            || l.grid[1] > 65535
            || l.grid[2] > 65535
            || l.shared > 227 * 1024
        {
            return Err(errors::ErrorInvalidConfiguration);
        }
        self.sync_const_shadow(k.0);
        let mut cfg = LaunchConfig::new(l.grid, l.block);
        cfg.shared = l.shared as u32;
        cfg.threads = self.threads;
        cfg.cooperative = l.cooperative;
        let result = self.device.launch(k.0, k.1, &cfg, params);
        let out = self.device.take_output();
        if !out.is_empty() {
            write_stdout(&out);
        }
        match result {
            Ok(stats) => {
                if let Some(f) = &mut self.stats {
                    let name = &self.device.kernel_info(k.0, k.1).name;
                    let _ = writeln!(f, "{name}\t{}", stats.thread_insts);
                }
                Ok(())
            }
            Err(e) => {
                let code = fault_code(&e);
                note(&format!("kernel fault ({}):\n{e}", errors::name(code).unwrap_or("?")));
                if errors::is_sticky(code) {
                    self.sticky = code;
                }
                Err(code)
            }
        }
    }
}

fn region_name(kind: RegionKind) -> &'static str {
    match kind {
        RegionKind::Device => "cudaMalloc memory",
        RegionKind::Host => "pinned host memory",
        RegionKind::Managed => "managed memory",
        RegionKind::Registered => "registered host memory",
        RegionKind::ModuleGlobals => "module variables",
        RegionKind::Array => "CUDA array",
        RegionKind::Mapped => "cuMemMap memory",
    }
}

/// The `cudaError_t` CUDA reports for a fault.
pub fn fault_code(e: &SimError) -> CudaError {
    match e.kind {
        FaultKind::Address => errors::ErrorIllegalAddress,
        FaultKind::Misaligned => errors::ErrorMisalignedAddress,
        FaultKind::Assert => errors::ErrorAssert,
        FaultKind::Timeout => errors::ErrorLaunchTimeout,
        FaultKind::Launch => errors::ErrorInvalidConfiguration,
        FaultKind::Trap | FaultKind::Deadlock | FaultKind::Other => errors::ErrorLaunchFailure,
    }
}

extern "C" {
    static mut stdout: *mut libc::FILE;
}

/// Writes device printf output through the C library's `stdout`, so it interleaves
/// with the program's own buffered output in call order.
fn write_stdout(bytes: &[u8]) {
    // SAFETY: glibc's `stdout` is initialized before any constructor runs.
    unsafe {
        let out = stdout;
        libc::fwrite(bytes.as_ptr() as *const c_void, 1, bytes.len(), out);
    }
}

/// Reads a C string the program passed.
///
/// # Safety
/// `p` is null or points at a NUL-terminated string.
pub unsafe fn c_string(p: *const libc::c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: the caller's contract.
    unsafe { std::ffi::CStr::from_ptr(p) }.to_string_lossy().into_owned()
}
