//! Library API: load a module, manage device memory, launch kernels.
//!
//! ```no_run
//! use ptxsim::{Sim, Arg, LaunchConfig};
//! let ptx = std::fs::read_to_string("vadd.ptx").unwrap();
//! let mut sim = Sim::new(&ptx).unwrap();
//! let a = sim.alloc_from("a", &[0u8; 16]);
//! let cfg = LaunchConfig::new([1, 1, 1], [4, 1, 1]);
//! sim.launch("vadd", &cfg, &[Arg::Ptr(a), Arg::Ptr(a), Arg::Ptr(a), Arg::I32(4)]).unwrap();
//! let out = sim.read(a, 16).unwrap();
//! # let _ = out;
//! ```
//! Memory persists across launches, so a test can run several kernels on
//! the same buffers.

use crate::decode::{decode, Program};
use crate::error::SimError;
use crate::exec::grid::run_grid;
use crate::exec::memory::GlobalMem;
use crate::exec::order::classify;
pub use crate::exec::order::Parallelism;
use crate::exec::{LaunchCtx, Stats};
use crate::ops::{Space, Ty};
use crate::parse::parse;

/// A kernel argument.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// 8-bit signed.
    I8(i8),
    /// 8-bit unsigned.
    U8(u8),
    /// 16-bit signed.
    I16(i16),
    /// 16-bit unsigned.
    U16(u16),
    /// 32-bit signed.
    I32(i32),
    /// 32-bit unsigned.
    U32(u32),
    /// 64-bit signed.
    I64(i64),
    /// 64-bit unsigned.
    U64(u64),
    /// Half bits.
    F16(u16),
    /// Single.
    F32(f32),
    /// Double.
    F64(f64),
    /// Device pointer.
    Ptr(u64),
    /// Raw bytes of a by-value aggregate.
    Bytes(Vec<u8>),
}

impl Arg {
    /// Little-endian bytes.
    pub fn bytes(&self) -> Vec<u8> {
        match self {
            Arg::I8(v) => v.to_le_bytes().to_vec(),
            Arg::U8(v) => v.to_le_bytes().to_vec(),
            Arg::I16(v) => v.to_le_bytes().to_vec(),
            Arg::U16(v) | Arg::F16(v) => v.to_le_bytes().to_vec(),
            Arg::I32(v) => v.to_le_bytes().to_vec(),
            Arg::U32(v) => v.to_le_bytes().to_vec(),
            Arg::I64(v) => v.to_le_bytes().to_vec(),
            Arg::U64(v) | Arg::Ptr(v) => v.to_le_bytes().to_vec(),
            Arg::F32(v) => v.to_le_bytes().to_vec(),
            Arg::F64(v) => v.to_le_bytes().to_vec(),
            Arg::Bytes(b) => b.clone(),
        }
    }
}

/// Launch shape and options.
#[derive(Debug, Clone, PartialEq)]
pub struct LaunchConfig {
    /// Grid dimensions.
    pub grid: [u32; 3],
    /// Block dimensions.
    pub block: [u32; 3],
    /// Dynamic shared memory bytes.
    pub shared: u32,
    /// Report shared-memory races.
    pub racecheck: bool,
    /// Stop with an error after this many thread-instructions (guards
    /// tests against miscompiled infinite loops); `None` = unlimited.
    /// With several `threads` it applies to each thread's count.
    pub step_limit: Option<u64>,
    /// Host threads that run blocks (1: one after another). More threads
    /// give the results of the one-thread run for kernels
    /// [`Sim::parallelism`] calls `Free`; kernels that call device
    /// `malloc`/`free` or read the clocks always use one.
    pub threads: usize,
    /// A cooperative launch (`cudaLaunchCooperativeKernel`): every block may be
    /// resident at once and `%envreg1`/`%envreg2` point at a grid workspace,
    /// so `cooperative_groups::this_grid().sync()` works.
    pub cooperative: bool,
}

impl LaunchConfig {
    /// A launch with no dynamic shared memory.
    pub fn new(grid: [u32; 3], block: [u32; 3]) -> Self {
        LaunchConfig {
            grid,
            block,
            shared: 0,
            racecheck: false,
            step_limit: None,
            threads: 1,
            cooperative: false,
        }
    }
}

/// A loaded module plus its device memory.
pub struct Sim {
    prog: Program,
    gmem: GlobalMem,
    cbank: Vec<u8>,
    /// Counters accumulated over all launches.
    pub stats: Stats,
    /// printf output accumulated over all launches.
    pub output: Vec<u8>,
}

/// The base name of an Itanium-mangled function name (`_Z4vaddPKfS0_Pfi` -> `vadd`).
pub fn demangled_base(name: &str) -> Option<&str> {
    let rest = name.strip_prefix("_Z")?;
    let digits = rest.bytes().take_while(|b| b.is_ascii_digit()).count();
    let len: usize = rest[..digits].parse().ok()?;
    rest.get(digits..digits + len)
}

impl Sim {
    /// Parses and decodes PTX text and places its module variables.
    pub fn new(ptx: &str) -> Result<Sim, SimError> {
        Sim::new_linked(&[ptx])
    }

    /// Parses several PTX modules, links them as the CUDA device linker does
    /// for `-rdc=true` (`.extern` names resolved, `.weak` replaced by `.visible`;
    /// see `parse::link`), and decodes the result. A parse error names its
    /// module (1-based, in the order given) when there are several.
    pub fn new_linked(ptx: &[&str]) -> Result<Sim, SimError> {
        let m = parse_and_link(ptx)?;
        let prog = decode(&m)?;
        let mut gmem = GlobalMem::default();
        for v in &prog.vars {
            if v.space == Space::Global {
                let mut data = v.init.clone();
                data.resize(v.size as usize, 0);
                gmem.alloc_at(v.addr, data, &v.name);
            }
        }
        let cbank = prog.const_bank.clone();
        Ok(Sim {
            prog,
            gmem,
            cbank,
            stats: Stats::default(),
            output: Vec::new(),
        })
    }

    /// The decoded program.
    pub fn program(&self) -> &Program {
        &self.prog
    }

    /// Allocates zeroed global memory; returns its device address.
    pub fn alloc(&mut self, name: &str, bytes: usize) -> u64 {
        self.gmem.alloc(bytes as u64, name)
    }

    /// Allocates global memory holding `data`.
    pub fn alloc_from(&mut self, name: &str, data: &[u8]) -> u64 {
        let a = self.gmem.alloc(data.len() as u64, name);
        if !data.is_empty() {
            self.gmem.host_write(a, data).expect("fresh allocation");
        }
        a
    }

    /// Places global memory holding `data` at device address `addr` (see
    /// `GlobalMem::alloc_placed`).
    pub fn alloc_placed(&mut self, name: &str, addr: u64, data: &[u8]) -> Result<u64, String> {
        self.gmem.alloc_placed(addr, data, name).map(|()| addr)
    }

    /// Creates a surface object over `data` (rows of `row_bytes` bytes, `height` rows,
    /// `depth` slices or layers, packed) and returns the handle a kernel passes to
    /// `suld`/`sust`; the elements are read back with [`Sim::read`] at
    /// [`Sim::surface_base`].
    pub fn create_surface(&mut self, data: &[u8], row_bytes: u64, height: u64, depth: u64) -> u64 {
        let base = self.alloc_from("surface", data);
        self.gmem.add_surface(crate::exec::surface::Surface {
            base,
            row_bytes,
            height: height.max(1),
            depth: depth.max(1),
            pitch: row_bytes,
            slice: row_bytes * height.max(1),
        })
    }

    /// The global address of a surface's elements, `None` for an unknown handle.
    pub fn surface_base(&self, handle: u64) -> Option<u64> {
        self.gmem.surface(handle).map(|s| s.base)
    }

    /// Creates a texture object over texels already in global memory (`t.base`, for
    /// example an allocation of [`Sim::alloc_from`]) and returns the handle a kernel
    /// passes to `tex`/`tld4`.
    pub fn create_texture(&mut self, t: crate::exec::texture::Texture) -> u64 {
        self.gmem.add_texture(t)
    }

    /// Destroys a texture object; false for an unknown handle.
    pub fn destroy_texture(&mut self, handle: u64) -> bool {
        self.gmem.remove_texture(handle)
    }

    /// Copies bytes to device memory.
    pub fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), SimError> {
        self.gmem
            .host_write(addr, data)
            .map_err(|_| addr_err("write", addr, data.len()))
    }

    /// Copies bytes from device memory.
    pub fn read(&mut self, addr: u64, len: usize) -> Result<Vec<u8>, SimError> {
        self.gmem
            .host_read(addr, len as u64)
            .map_err(|_| addr_err("read", addr, len))
    }

    /// A module `.global`/`.const` variable: (space, address or offset, size, element type).
    pub fn symbol(&self, name: &str) -> Option<(Space, u64, u64, Ty)> {
        self.prog
            .vars
            .iter()
            .find(|v| v.name == name && matches!(v.space, Space::Global | Space::Const))
            .map(|v| (v.space, v.addr, v.size, v.ty))
    }

    /// Writes a module variable (like `cudaMemcpyToSymbol`).
    pub fn write_symbol(&mut self, name: &str, data: &[u8]) -> Result<(), SimError> {
        let (space, addr, size, _) = self
            .symbol(name)
            .ok_or_else(|| SimError::msg(format!("no .global/.const variable named {name}")))?;
        if data.len() as u64 > size {
            return Err(SimError::msg(format!(
                "{} bytes do not fit in {name} ({size} bytes)",
                data.len()
            )));
        }
        match space {
            Space::Const => self.cbank[addr as usize..addr as usize + data.len()].copy_from_slice(data),
            _ => self.write(addr, data)?,
        }
        Ok(())
    }

    /// Reads a module variable.
    pub fn read_symbol(&mut self, name: &str) -> Result<Vec<u8>, SimError> {
        let (space, addr, size, _) = self
            .symbol(name)
            .ok_or_else(|| SimError::msg(format!("no .global/.const variable named {name}")))?;
        match space {
            Space::Const => Ok(self.cbank[addr as usize..(addr + size) as usize].to_vec()),
            _ => self.read(addr, size as usize),
        }
    }

    /// Kernel names of the module.
    pub fn kernels(&self) -> Vec<String> {
        self.prog
            .funcs
            .iter()
            .filter(|f| f.is_entry && f.defined)
            .map(|f| f.name.clone())
            .collect()
    }

    /// Finds a kernel by exact name, or by demangled base name if unambiguous.
    pub fn find_kernel(&self, name: &str) -> Result<u32, SimError> {
        let entries: Vec<(u32, &str)> = self
            .prog
            .funcs
            .iter()
            .enumerate()
            .filter(|(_, f)| f.is_entry && f.defined)
            .map(|(i, f)| (i as u32, f.name.as_str()))
            .collect();
        if let Some((i, _)) = entries.iter().find(|(_, n)| *n == name) {
            return Ok(*i);
        }
        let m: Vec<_> = entries
            .iter()
            .filter(|(_, n)| demangled_base(n) == Some(name))
            .collect();
        match m.len() {
            1 => Ok(m[0].0),
            0 => Err(SimError::msg(format!(
                "no kernel named {name}; kernels: {}",
                entries.iter().map(|e| e.1).collect::<Vec<_>>().join(", ")
            ))),
            _ => Err(SimError::msg(format!(
                "kernel name {name} is ambiguous: {}",
                m.iter().map(|e| e.1).collect::<Vec<_>>().join(", ")
            ))),
        }
    }

    /// Runs a kernel to completion.
    pub fn launch(&mut self, kernel: &str, cfg: &LaunchConfig, args: &[Arg]) -> Result<(), SimError> {
        let k = self.find_kernel(kernel)?;
        let f = &self.prog.funcs[k as usize];
        if args.len() != f.params.len() {
            return Err(kernel_error(
                f,
                format!(
                    "kernel {} takes {} parameters, {} arguments given",
                    f.name,
                    f.params.len(),
                    args.len()
                ),
            ));
        }
        let mut kparams = vec![0u8; f.kparam_size as usize];
        for (i, (slot, a)) in f.params.iter().zip(args).enumerate() {
            let b = a.bytes();
            if b.len() != slot.size as usize {
                return Err(kernel_error(
                    f,
                    format!(
                        "argument {i} is {} bytes but parameter {i} of {} is {} bytes (.{:?})",
                        b.len(),
                        f.name,
                        slot.size,
                        slot.ty
                    ),
                ));
            }
            kparams[slot.off as usize..slot.off as usize + b.len()].copy_from_slice(&b);
        }
        let module = LoadedModule {
            prog: &self.prog,
            cbank: &self.cbank,
        };
        run_kernel(
            module,
            k,
            cfg,
            &kparams,
            &mut self.gmem,
            &mut self.stats,
            &mut self.output,
        )
    }

    /// Whether a kernel's blocks can run on several threads with the results
    /// of a one-thread run (see `exec::order`).
    pub fn parallelism(&self, kernel: &str) -> Result<Parallelism, SimError> {
        Ok(classify(&self.prog, self.find_kernel(kernel)?))
    }

    /// Takes the printf output produced so far.
    pub fn take_output(&mut self) -> String {
        String::from_utf8_lossy(&std::mem::take(&mut self.output)).into_owned()
    }
}

/// Parses PTX modules and links them as the CUDA device linker does for `-rdc=true`; a
/// parse error names its module (1-based) when there are several.
pub(crate) fn parse_and_link(ptx: &[&str]) -> Result<crate::parse::ast::Module, SimError> {
    let mut modules = Vec::with_capacity(ptx.len());
    for (k, text) in ptx.iter().enumerate() {
        modules.push(parse(text).map_err(|e| {
            let mut s = SimError::from(e);
            if ptx.len() > 1 {
                s.msg = format!("module {}: {}", k + 1, s.msg);
            }
            s
        })?);
    }
    Ok(crate::parse::link(modules)?)
}

/// A decoded module and its constant bank, as a launch reads them.
#[derive(Clone, Copy)]
pub(crate) struct LoadedModule<'m> {
    pub prog: &'m Program,
    pub cbank: &'m [u8],
}

/// An error about kernel `f` (not about one of its threads).
pub(crate) fn kernel_error(f: &crate::decode::Func, m: String) -> SimError {
    let mut e = SimError::msg(m);
    e.kernel = Some(f.name.clone());
    e.kind = crate::error::FaultKind::Launch;
    e
}

/// Checks a launch's shape against kernel `k` of `module` and runs it with the parameter
/// buffer `kparams` (laid out as the kernel's `.param` list).
pub(crate) fn run_kernel(
    module: LoadedModule,
    k: u32,
    cfg: &LaunchConfig,
    kparams: &[u8],
    gmem: &mut GlobalMem,
    stats: &mut Stats,
    output: &mut Vec<u8>,
) -> Result<(), SimError> {
    let prog = module.prog;
    let f = &prog.funcs[k as usize];
    let nthreads = cfg.block.iter().map(|&d| d as u64).product::<u64>();
    if cfg.block.contains(&0) || cfg.grid.contains(&0) {
        return Err(kernel_error(f, "grid and block dimensions must be at least 1".into()));
    }
    // A cluster launch needs a grid made of whole clusters.
    if cfg.grid.iter().zip(f.cluster).any(|(&g, c)| c == 0 || g % c != 0) {
        return Err(kernel_error(
            f,
            format!(
                "grid {:?} is not a multiple of the cluster shape {:?}",
                cfg.grid, f.cluster
            ),
        ));
    }
    if prog.static_shared as u64 + cfg.shared as u64 > crate::decode::MAX_SHARED {
        return Err(kernel_error(
            f,
            format!(
                "{} bytes of shared memory exceed the 4 MiB limit",
                prog.static_shared as u64 + cfg.shared as u64
            ),
        ));
    }
    if nthreads > 1024 {
        return Err(kernel_error(f, format!("block of {nthreads} threads exceeds 1024")));
    }
    if kparams.len() != f.kparam_size as usize {
        return Err(kernel_error(
            f,
            format!(
                "{} bytes of parameters given, kernel {} takes {}",
                kparams.len(),
                f.name,
                f.kparam_size
            ),
        ));
    }
    // The driver's grid workspace of a cooperative launch (CUDA's
    // `grid_workspace`: its size, then the grid barrier's arrival word).
    let mut envreg = [0u32; 32];
    let workspace = cfg.cooperative.then(|| {
        let ws = gmem.alloc(8, "grid workspace");
        let _ = gmem.host_write(ws, &8u32.to_le_bytes());
        envreg[1] = (ws >> 32) as u32;
        envreg[2] = ws as u32;
        ws
    });
    let ctx = LaunchCtx {
        prog,
        kernel: k,
        grid: cfg.grid,
        block: cfg.block,
        dyn_smem: cfg.shared,
        kparams,
        cbank: module.cbank,
        racecheck: cfg.racecheck,
        limit: cfg
            .step_limit
            .map_or(u64::MAX, |l| stats.thread_insts.saturating_add(l)),
        threads: cfg.threads,
        cooperative: cfg.cooperative,
        envreg,
    };
    let r = run_grid(&ctx, gmem, stats, output);
    if let Some(ws) = workspace {
        gmem.unmap(ws);
    }
    r
}

fn addr_err(what: &str, addr: u64, len: usize) -> SimError {
    let mut e = SimError::msg(format!("host {what} of {len} bytes outside any allocation"));
    e.addr = Some(addr);
    e
}
