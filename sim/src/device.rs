//! A device that several modules share: one global memory, and for each module its
//! own code, constant bank and module variables.
//!
//! This is what a CUDA runtime needs: a program registers one module per translation
//! unit (or one linked module with `-rdc`), allocates memory that any module's kernels
//! may use, and places some memory at host addresses (managed and mapped pinned memory,
//! which host code reads and writes in place). [`crate::Sim`] is the one-module form
//! the command line and the tests use.

use crate::decode::{decode_at, Func, ModVar, Program};
use crate::error::SimError;
use crate::exec::memory::GlobalMem;
use crate::exec::surface::Surface;
use crate::exec::texture::Texture;
use crate::exec::Stats;
use crate::launch::{parse_and_link, run_kernel, LaunchConfig, LoadedModule};
use crate::ops::Space;

/// The bytes a module's `.global` variables may occupy at most.
pub const MAX_MODULE_GLOBALS: u64 = crate::decode::MAX_GLOBAL_VARS;

/// A module loaded on a [`Device`], by load order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ModuleId(pub usize);

struct Module {
    prog: Program,
    cbank: Vec<u8>,
}

/// Where a module variable lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymbolPlace {
    /// A global-memory address (host-backed when the module was loaded so).
    Global(u64),
    /// An offset in the module's constant bank.
    Const(u64),
}

/// The device: global memory and loaded modules.
pub struct Device {
    gmem: GlobalMem,
    modules: Vec<Module>,
    /// printf output of launches not yet taken.
    output: Vec<u8>,
}

impl Default for Device {
    fn default() -> Self {
        Device::new()
    }
}

impl Device {
    /// A device with no memory and no modules.
    pub fn new() -> Device {
        Device {
            gmem: GlobalMem::default(),
            modules: Vec::new(),
            output: Vec::new(),
        }
    }

    /// The global memory (allocations, host-backed regions).
    pub fn memory(&mut self) -> &mut GlobalMem {
        &mut self.gmem
    }

    /// Parses and links `ptx` (one module, or several linked as `-rdc` does) and decodes
    /// it with its `.global` variables laid out from `globals_at`, in host memory the
    /// caller provides: each variable becomes host-backed global memory at its address,
    /// holding its initial value.
    ///
    /// # Safety
    /// `globals_at` is 4096-byte aligned and `MAX_MODULE_GLOBALS` bytes from it are valid
    /// host memory, unused by anything else, for as long as this device lives.
    pub unsafe fn load_host_backed(&mut self, ptx: &[&str], globals_at: u64) -> Result<ModuleId, SimError> {
        let m = parse_and_link(ptx)?;
        let prog = decode_at(&m, globals_at)?;
        for v in prog.vars.iter().filter(|v| v.space == Space::Global) {
            let len = v.size.max(1);
            // SAFETY: the variable lies inside the caller's region (decode keeps the layout
            // within MAX_MODULE_GLOBALS), which is valid host memory.
            unsafe {
                std::ptr::copy_nonoverlapping(v.init.as_ptr(), v.addr as *mut u8, v.init.len().min(v.size as usize));
                self.gmem.map_host(v.addr, len, &v.name).map_err(SimError::msg)?;
            }
        }
        let cbank = prog.const_bank.clone();
        self.modules.push(Module { prog, cbank });
        Ok(ModuleId(self.modules.len() - 1))
    }

    /// The decoded program of a module.
    pub fn program(&self, m: ModuleId) -> &Program {
        &self.modules[m.0].prog
    }

    /// Kernel `name` (exact, mangled) of module `m`: its function index.
    pub fn kernel(&self, m: ModuleId, name: &str) -> Option<u32> {
        let prog = &self.modules[m.0].prog;
        let &i = prog.func_index.get(name)?;
        let f = &prog.funcs[i as usize];
        (f.is_entry && f.defined).then_some(i)
    }

    /// The kernel at function index `k` of module `m`.
    pub fn kernel_info(&self, m: ModuleId, k: u32) -> &Func {
        &self.modules[m.0].prog.funcs[k as usize]
    }

    /// Module variable `name` of module `m`: where it lives and its size.
    pub fn symbol(&self, m: ModuleId, name: &str) -> Option<(SymbolPlace, u64)> {
        let v: &ModVar = self.modules[m.0].prog.vars.iter().find(|v| v.name == name)?;
        match v.space {
            Space::Global => Some((SymbolPlace::Global(v.addr), v.size)),
            Space::Const => Some((SymbolPlace::Const(v.addr), v.size)),
            _ => None,
        }
    }

    /// The constant bank of module `m` (for `cudaMemcpyToSymbol` on `__constant__` data).
    pub fn const_bank(&mut self, m: ModuleId) -> &mut [u8] {
        &mut self.modules[m.0].cbank
    }

    /// Runs kernel `k` of module `m` with the parameter buffer `kparams` (laid out as its
    /// `.param` list); returns the launch's counts.
    pub fn launch(&mut self, m: ModuleId, k: u32, cfg: &LaunchConfig, kparams: &[u8]) -> Result<Stats, SimError> {
        let module = &self.modules[m.0];
        let loaded = LoadedModule {
            prog: &module.prog,
            cbank: &module.cbank,
        };
        let mut stats = Stats::default();
        run_kernel(loaded, k, cfg, kparams, &mut self.gmem, &mut stats, &mut self.output)?;
        Ok(stats)
    }

    /// Creates a texture object over texels in global memory; returns its handle
    /// (`cudaTextureObject_t`).
    pub fn create_texture(&mut self, t: Texture) -> u64 {
        self.gmem.add_texture(t)
    }

    /// Destroys a texture object; false for an unknown handle.
    pub fn destroy_texture(&mut self, handle: u64) -> bool {
        self.gmem.remove_texture(handle)
    }

    /// The texture object a handle names.
    pub fn texture(&self, handle: u64) -> Option<&Texture> {
        self.gmem.texture(handle)
    }

    /// Creates a surface object over elements in global memory; returns its handle
    /// (`cudaSurfaceObject_t`).
    pub fn create_surface(&mut self, s: Surface) -> u64 {
        self.gmem.add_surface(s)
    }

    /// Destroys a surface object; false for an unknown handle.
    pub fn destroy_surface(&mut self, handle: u64) -> bool {
        self.gmem.remove_surface(handle)
    }

    /// The surface object a handle names.
    pub fn surface(&self, handle: u64) -> Option<&Surface> {
        self.gmem.surface(handle)
    }

    /// Takes the printf output of the launches so far.
    pub fn take_output(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.output)
    }
}
