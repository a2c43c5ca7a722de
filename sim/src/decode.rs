//! Decoding: syntax tree to a compact, name-free `Program`.
//!
//! Runs once per module. Resolves registers to per-frame indices, labels to
//! instruction indices, variables to addresses in their state space, callees
//! to function indices, opcode text to `Op`/`Ty`/`Mods`, and immediates to the
//! bits of the type the instruction reads them as. It also lays out module
//! variables: `.global` data at fixed device addresses, the `.const` bank and
//! the static `.shared` area (dynamic `extern .shared` arrays start after it).

use crate::error::ParseError;
use crate::exec::float16;
use crate::exec::memory::MODULE_GLOBAL_BASE;
use crate::ops::*;
use crate::parse::ast::{self, Init, Lit, OperandAst, Stmt, VarDecl};
use rustc_hash::{FxHashMap, FxHashSet};

/// A parameter (or return value) slot in a parameter area.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Slot {
    /// Byte offset.
    pub off: u32,
    /// Size in bytes.
    pub size: u32,
    /// Element type as declared.
    pub ty: Ty,
}

/// Functions implemented by the simulator itself.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Builtin {
    /// CUDA printf.
    Vprintf,
    /// `__assertfail` (device-side assert).
    AssertFail,
    /// Device `malloc(size)` on the simulated heap.
    Malloc,
    /// `__cuda_syscall_aligned_malloc(size, align)` (CUDA's `__nv_aligned_device_malloc`).
    AlignedMalloc,
    /// Device `free(ptr)`.
    Free,
}

/// A decoded function or kernel.
#[derive(Clone, Debug)]
pub struct Func {
    /// Name as in the PTX.
    pub name: String,
    /// `.entry`.
    pub is_entry: bool,
    /// First instruction index.
    pub start: u32,
    /// One past the last instruction.
    pub end: u32,
    /// Number of registers of one activation.
    pub nregs: u32,
    /// Bytes of `.local` data of one activation.
    pub local_size: u32,
    /// Bytes of `.param` data of one activation (own params, returns, call scratch).
    pub param_size: u32,
    /// Parameter slots (kernel parameter buffer for entries, frame area for functions).
    pub params: Vec<Slot>,
    /// Return slots (frame area).
    pub rets: Vec<Slot>,
    /// Total bytes of the kernel parameter buffer.
    pub kparam_size: u32,
    /// `.reqnctapercluster`: the cluster shape of a kernel (1, 1, 1 when none).
    pub cluster: [u32; 3],
    /// `.explicitcluster`.
    pub explicit_cluster: bool,
    /// `.maxntid`/`.reqntid`: threads of a block at most.
    pub max_threads: Option<u32>,
    /// Has a body.
    pub defined: bool,
    /// Simulator-implemented function.
    pub builtin: Option<Builtin>,
}

/// A module-scope variable (`.global`, `.const`, `.shared`).
#[derive(Clone, Debug)]
pub struct ModVar {
    /// Name.
    pub name: String,
    /// Space.
    pub space: Space,
    /// Address in its space (absolute for global, offset otherwise).
    pub addr: u64,
    /// Size in bytes (0 for unsized extern shared).
    pub size: u64,
    /// Element type.
    pub ty: Ty,
    /// Initial bytes (global/const).
    pub init: Vec<u8>,
}

/// The whole decoded module.
#[derive(Clone, Debug)]
pub struct Program {
    /// All instructions of all functions.
    pub code: Vec<Inst>,
    /// Functions, indexed by `Opnd::Func`.
    pub funcs: Vec<Func>,
    /// Name to function index.
    pub func_index: FxHashMap<String, u32>,
    /// Opcode texts, indexed by `Inst::name`.
    pub names: Vec<String>,
    /// Module variables.
    pub vars: Vec<ModVar>,
    /// Size of the global data of module variables.
    pub global_size: u64,
    /// Constant bank contents.
    pub const_bank: Vec<u8>,
    /// Bytes of static shared memory.
    pub static_shared: u32,
    /// PTX `.target`.
    pub target: Vec<String>,
    /// Some instruction reads a `%reserved_smem_*` register: blocks get
    /// `RESERVED_SMEM` bytes of reserved shared memory after their own.
    pub reserved_smem: bool,
}

/// Bytes of reserved shared memory a block has (what CUDA's
/// `cudaDevAttrReservedSharedMemoryPerBlock` reports on sm_80 and later).
pub const RESERVED_SMEM: u32 = 1024;

/// Most registers of one function: only a sanity bound, since ptxas takes
/// functions with tens of thousands of virtual registers (Csmith large seed 77
/// inlined at -O3 declares 85k).
const MAX_REGS: u64 = 1 << 22;
/// Largest `.local` frame of one function (the hardware allows 512 KiB per thread).
const MAX_LOCAL: u64 = 512 * 1024;
/// Largest shared area of a module. Every `.shared` variable of a module is laid out in
/// one area each block gets whole, so a module of many kernels needs more than any one
/// kernel may have (228 KiB on sm_80): CUB's radix sort with all its kernels as ptxc
/// keeps them comes to just over 1 MiB.
pub const MAX_SHARED: u64 = 4 << 20;
/// Largest constant bank.
const MAX_CONST: u64 = 64 * 1024;
/// Largest total of module `.global` variables.
pub const MAX_GLOBAL_VARS: u64 = 256 << 20;

fn err<T>(line: u32, msg: impl Into<String>) -> Result<T, ParseError> {
    Err(ParseError { line, msg: msg.into() })
}

fn align_up(v: u64, a: u64) -> u64 {
    if a <= 1 {
        v
    } else {
        v.div_ceil(a) * a
    }
}

fn space_of(s: &str) -> Option<Space> {
    Some(match s {
        "global" => Space::Global,
        "shared" => Space::Shared,
        "local" => Space::Local,
        "const" => Space::Const,
        "param" => Space::Param,
        _ => return None,
    })
}

fn decl_ty(d: &VarDecl) -> Result<Ty, ParseError> {
    Ty::parse(&d.ty).map_or_else(|| err(d.line, format!("unknown type .{}", d.ty)), Ok)
}

/// Element size, count and alignment of a declaration.
fn decl_layout(d: &VarDecl) -> Result<(Ty, u64, u64, u64), ParseError> {
    let ty = decl_ty(d)?;
    let elem = ty.bytes() as u64 * d.vec as u64;
    let mut count = 1u64;
    for dim in &d.array {
        match dim {
            Some(n) => count = count.saturating_mul(*n),
            None => {
                count = if d.init.is_empty() {
                    0
                } else {
                    d.init.len() as u64 / d.vec as u64
                }
            }
        }
    }
    let align = if d.align > 0 { d.align as u64 } else { elem.max(1) };
    Ok((ty, elem, count, align))
}

/// Converts a literal to the bits of `ty`.
pub fn lit_bits(l: Lit, ty: Ty) -> u64 {
    let as_f64 = match l {
        Lit::Int(v) => return v,
        Lit::Float(f) => f,
        Lit::F32Bits(b) => {
            if matches!(ty, Ty::F32 | Ty::B32 | Ty::U32 | Ty::S32 | Ty::None) {
                return b as u64;
            }
            f32::from_bits(b) as f64
        }
        Lit::F64Bits(b) => {
            if matches!(ty, Ty::F64 | Ty::B64 | Ty::U64 | Ty::S64 | Ty::None) {
                return b;
            }
            f64::from_bits(b)
        }
    };
    match ty {
        Ty::F64 | Ty::B64 | Ty::U64 | Ty::S64 => as_f64.to_bits(),
        Ty::F16 | Ty::B16 | Ty::U16 | Ty::S16 => float16::f64_to_f16(as_f64, Rnd::Rn) as u64,
        Ty::BF16 => float16::f64_to_bf16(as_f64, Rnd::Rn) as u64,
        _ => (as_f64 as f32).to_bits() as u64,
    }
}

#[derive(Clone, Copy, Debug)]
enum Name {
    Reg(u32),
    Sym(SymVal),
}

struct ModCtx {
    syms: FxHashMap<String, SymVal>,
    shared_top: u64,
}

struct FnCtx<'a> {
    scopes: Vec<FxHashMap<String, Name>>,
    labels: FxHashMap<String, u32>,
    targets: FxHashMap<String, Vec<u32>>,
    nregs: u32,
    /// Registers declared with a 32-bit type (their addresses wrap at 32 bits).
    regs32: FxHashSet<u32>,
    /// Predicate registers (`cp.async`'s fourth operand is `ignore-src` when one).
    preds: FxHashSet<u32>,
    local_size: u64,
    param_size: u64,
    module: &'a ModCtx,
    func_index: &'a FxHashMap<String, u32>,
}

impl FnCtx<'_> {
    fn lookup(&self, s: &str) -> Option<Name> {
        for sc in self.scopes.iter().rev() {
            if let Some(n) = sc.get(s) {
                return Some(*n);
            }
        }
        self.module.syms.get(s).map(|v| Name::Sym(*v))
    }
    fn declare(&mut self, d: &VarDecl, mctx_shared: &mut u64, vars: &mut Vec<ModVar>) -> Result<(), ParseError> {
        if d.space == "reg" {
            let n = d.range.unwrap_or(0);
            if self.nregs as u64 + n as u64 > MAX_REGS {
                return err(d.line, format!("more than {MAX_REGS} registers in one function"));
            }
            let sc = self.scopes.last_mut().expect("scope");
            let is32 = matches!(d.ty.as_str(), "u32" | "s32" | "b32") && d.vec == 1;
            let first = self.nregs;
            if d.range.is_some() {
                for i in 0..n {
                    sc.insert(format!("{}{}", d.name, i), Name::Reg(self.nregs));
                    self.nregs += 1;
                }
            } else {
                sc.insert(d.name.clone(), Name::Reg(self.nregs));
                self.nregs += 1;
            }
            if is32 {
                self.regs32.extend(first..self.nregs);
            }
            if d.ty == "pred" {
                self.preds.extend(first..self.nregs);
            }
            return Ok(());
        }
        let (ty, elem, count, align) = decl_layout(d)?;
        let size = elem.saturating_mul(count);
        if size > MAX_LOCAL || align > 4096 {
            return err(d.line, format!("variable {} is too large or over-aligned", d.name));
        }
        let val = match d.space.as_str() {
            "local" => {
                let off = align_up(self.local_size, align);
                self.local_size = off + size;
                SymVal::Local(off as u32)
            }
            "param" => {
                let off = align_up(self.param_size, align);
                self.param_size = off + size;
                SymVal::FParam(off as u32)
            }
            "shared" => {
                let off = align_up(*mctx_shared, align);
                *mctx_shared = off + size;
                vars.push(ModVar {
                    name: d.name.clone(),
                    space: Space::Shared,
                    addr: off,
                    size,
                    ty,
                    init: vec![],
                });
                SymVal::Shared(off as u32)
            }
            s => return err(d.line, format!("unsupported .{s} declaration inside a function")),
        };
        self.scopes
            .last_mut()
            .expect("scope")
            .insert(d.name.clone(), Name::Sym(val));
        Ok(())
    }
}

fn init_bytes(
    d: &VarDecl,
    ty: Ty,
    size: u64,
    syms: &FxHashMap<String, SymVal>,
    funcs: &FxHashMap<String, u32>,
) -> Result<Vec<u8>, ParseError> {
    let mut out = vec![0u8; size as usize];
    let es = ty.bytes() as usize;
    for (i, v) in d.init.iter().enumerate() {
        let bits = init_value(d, v, ty, syms, funcs)?;
        let at = i * es;
        if at + es > out.len() {
            return err(d.line, "too many initializer values");
        }
        out[at..at + es].copy_from_slice(&bits.to_le_bytes()[..es]);
    }
    Ok(out)
}

/// The value of one initializer element, before it is cut to the element size.
fn init_value(
    d: &VarDecl,
    v: &Init,
    ty: Ty,
    syms: &FxHashMap<String, SymVal>,
    funcs: &FxHashMap<String, u32>,
) -> Result<u64, ParseError> {
    Ok(match v {
        Init::Lit(l) => lit_bits(*l, ty),
        Init::Sym(name, off, _) => match syms.get(name) {
            Some(SymVal::Global(a)) => a.wrapping_add(*off as u64),
            Some(SymVal::Const(a)) => crate::exec::memory::CONST_WINDOW + *a as u64 + *off as u64,
            Some(SymVal::Shared(a)) => crate::exec::memory::SHARED_WINDOW + *a as u64 + *off as u64,
            _ => match funcs.get(name) {
                Some(&f) => crate::exec::memory::func_addr(f).wrapping_add(*off as u64),
                None => return err(d.line, format!("initializer refers to unknown symbol {name}")),
            },
        },
        // The operand is a 64-bit address or integer; the mask picks one of its bytes.
        Init::Masked(mask, operand) => {
            let whole = match **operand {
                Init::Lit(Lit::Int(n)) => n,
                ref other => init_value(d, other, ty, syms, funcs)?,
            };
            (whole & mask) >> mask.trailing_zeros()
        }
    })
}

/// Decodes a parsed module, its `.global` variables from `MODULE_GLOBAL_BASE` up.
pub fn decode(m: &ast::Module) -> Result<Program, ParseError> {
    decode_at(m, MODULE_GLOBAL_BASE)
}

/// Decodes a parsed module with its `.global` variables laid out from `global_base` up
/// (a multiple of 4096; `Program::global_size` bytes), so that several modules can share
/// one device memory.
pub fn decode_at(m: &ast::Module, global_base: u64) -> Result<Program, ParseError> {
    let mut vars = Vec::new();
    let mut mctx = ModCtx {
        syms: FxHashMap::default(),
        shared_top: 0,
    };
    let mut global_top = 0u64;
    let mut const_bank: Vec<u8> = Vec::new();
    // Pass 1: module variable layout (addresses first, then initializers which may refer to them).
    let mut pending = Vec::new();
    let mut dyn_shared = Vec::new();
    for d in &m.vars {
        let (ty, elem, count, align) = decl_layout(d)?;
        let size = elem.saturating_mul(count);
        if size > MAX_GLOBAL_VARS || align > 4096 {
            return err(d.line, format!("variable {} is too large or over-aligned", d.name));
        }
        let space = space_of(&d.space).ok_or_else(|| ParseError {
            line: d.line,
            msg: format!("bad module space .{}", d.space),
        })?;
        let addr = match space {
            Space::Global => {
                let a = align_up(global_top, align.max(8));
                global_top = a + size;
                global_base + a
            }
            Space::Const => {
                let a = align_up(const_bank.len() as u64, align);
                if a.saturating_add(size) > MAX_CONST {
                    return err(d.line, format!(".const data exceeds {MAX_CONST} bytes"));
                }
                const_bank.resize((a + size) as usize, 0);
                a
            }
            Space::Shared => {
                if d.is_extern || d.array.contains(&None) {
                    dyn_shared.push((d.name.clone(), ty));
                    continue;
                }
                let a = align_up(mctx.shared_top, align);
                mctx.shared_top = a + size;
                a
            }
            _ => return err(d.line, format!("unsupported module-scope .{} variable", d.space)),
        };
        let sv = match space {
            Space::Global => SymVal::Global(addr),
            Space::Const => SymVal::Const(addr as u32),
            _ => SymVal::Shared(addr as u32),
        };
        mctx.syms.insert(d.name.clone(), sv);
        pending.push((d, space, addr, size, ty));
    }
    // Function indices (first declaration order), so initializers may name functions.
    let mut func_index: FxHashMap<String, u32> = FxHashMap::default();
    for f in &m.funcs {
        let next = func_index.len() as u32;
        func_index.entry(f.name.clone()).or_insert(next);
    }
    for (d, space, addr, size, ty) in pending {
        let init = if matches!(space, Space::Shared) {
            vec![]
        } else {
            init_bytes(d, ty, size, &mctx.syms, &func_index)?
        };
        if space == Space::Const {
            const_bank[addr as usize..(addr + size) as usize].copy_from_slice(&init);
        }
        vars.push(ModVar {
            name: d.name.clone(),
            space,
            addr,
            size,
            ty,
            init,
        });
    }

    // Functions (later definitions replace prototypes), at the indices given above.
    let mut funcs: Vec<Func> = Vec::new();
    for f in &m.funcs {
        let idx = match func_index.get(&f.name) {
            Some(&i) if (i as usize) < funcs.len() => i,
            _ => {
                let i = funcs.len() as u32;
                debug_assert_eq!(func_index.get(&f.name), Some(&i), "function order");
                funcs.push(Func {
                    name: f.name.clone(),
                    is_entry: f.is_entry,
                    start: 0,
                    end: 0,
                    nregs: 0,
                    local_size: 0,
                    param_size: 0,
                    params: vec![],
                    rets: vec![],
                    kparam_size: 0,
                    cluster: [1; 3],
                    explicit_cluster: false,
                    max_threads: None,
                    defined: false,
                    builtin: None,
                });
                i
            }
        };
        let fe = &mut funcs[idx as usize];
        fe.is_entry = f.is_entry;
        if let Some(c) = f.cluster {
            fe.cluster = c;
        }
        fe.explicit_cluster |= f.explicit_cluster;
        fe.max_threads = f.max_threads.or(fe.max_threads);
        if f.body.is_none() && !fe.defined {
            fe.builtin = match f.name.as_str() {
                "vprintf" => Some(Builtin::Vprintf),
                "__assertfail" => Some(Builtin::AssertFail),
                "malloc" => Some(Builtin::Malloc),
                "__cuda_syscall_aligned_malloc" => Some(Builtin::AlignedMalloc),
                "free" => Some(Builtin::Free),
                _ => None,
            };
        }
        // Parameter layout, needed by callers even for prototypes.
        let mut top = 0u64;
        let mut rets = vec![];
        let mut params = vec![];
        for (list, out) in [(&f.rets, &mut rets), (&f.params, &mut params)] {
            for d in list.iter() {
                let (ty, elem, count, align) = decl_layout(d)?;
                let off = align_up(top, align);
                top = off.saturating_add(elem.saturating_mul(count.max(1)));
                if top > 65536 {
                    return err(d.line, "parameter list larger than 64 KiB");
                }
                out.push(Slot {
                    off: off as u32,
                    size: elem.saturating_mul(count.max(1)) as u32,
                    ty,
                });
            }
        }
        fe.rets = rets;
        fe.params = params;
        if f.is_entry {
            fe.kparam_size = top as u32;
        }
        fe.param_size = top as u32;
    }
    // Static shared variables declared inside functions (nvcc "demotes" them
    // there) are laid out after the module ones, in order; size them now so
    // the dynamic area can start after all of them.
    let mut fn_shared_top = mctx.shared_top;
    for f in &m.funcs {
        for s in f.body.iter().flatten() {
            if let Stmt::Decl(d) = s {
                if d.space == "shared" && !d.is_extern {
                    let (_, elem, count, align) = decl_layout(d)?;
                    fn_shared_top = align_up(fn_shared_top, align).saturating_add(elem.saturating_mul(count));
                }
            }
        }
    }
    let first_dyn = align_up(fn_shared_top, 16);
    for (name, _) in &dyn_shared {
        mctx.syms.insert(name.clone(), SymVal::Shared(first_dyn as u32));
    }

    let mut code = Vec::new();
    let mut names: Vec<String> = Vec::new();
    let mut name_ids: FxHashMap<String, u16> = FxHashMap::default();
    let mut shared_top = mctx.shared_top;
    for f in &m.funcs {
        let Some(body) = &f.body else { continue };
        let idx = func_index[&f.name] as usize;
        // pass A: labels
        let mut labels = FxHashMap::default();
        let mut n = code.len() as u32;
        for s in body {
            match s {
                Stmt::Label(l, _) => {
                    labels.insert(l.clone(), n);
                }
                Stmt::Inst(_) => n += 1,
                _ => {}
            }
        }
        let mut targets = FxHashMap::default();
        for s in body {
            if let Stmt::BranchTargets(name, list, line) = s {
                let pcs = list
                    .iter()
                    .map(|l| {
                        labels.get(l).copied().ok_or_else(|| ParseError {
                            line: *line,
                            msg: format!("unknown label {l}"),
                        })
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                targets.insert(name.clone(), pcs);
            }
        }
        let fi = funcs[idx].clone();
        let mut top_scope = FxHashMap::default();
        for (d, s) in f.params.iter().zip(&fi.params) {
            let v = if f.is_entry {
                SymVal::KParam(s.off)
            } else {
                SymVal::FParam(s.off)
            };
            top_scope.insert(d.name.clone(), Name::Sym(v));
        }
        for (d, s) in f.rets.iter().zip(&fi.rets) {
            top_scope.insert(d.name.clone(), Name::Sym(SymVal::FParam(s.off)));
        }
        let mut ctx = FnCtx {
            scopes: vec![top_scope],
            labels,
            targets,
            nregs: 0,
            regs32: FxHashSet::default(),
            preds: FxHashSet::default(),
            local_size: 0,
            param_size: if f.is_entry { 0 } else { fi.param_size as u64 },
            module: &mctx,
            func_index: &func_index,
        };
        let start = code.len() as u32;
        let mut new_shared = Vec::new();
        for s in body {
            match s {
                Stmt::Open => ctx.scopes.push(FxHashMap::default()),
                Stmt::Close => {
                    ctx.scopes.pop();
                    if ctx.scopes.is_empty() {
                        return err(f.line, "unbalanced braces");
                    }
                }
                Stmt::Label(..) | Stmt::BranchTargets(..) => {}
                Stmt::Decl(d) => {
                    if d.is_extern && d.space == "shared" {
                        ctx.scopes
                            .last_mut()
                            .expect("scope")
                            .insert(d.name.clone(), Name::Sym(SymVal::Shared(first_dyn as u32)));
                    } else {
                        ctx.declare(d, &mut shared_top, &mut new_shared)?;
                    }
                }
                Stmt::Inst(i) => {
                    let nid = match name_ids.get(&i.opcode) {
                        Some(&k) => k,
                        None => {
                            let k = names.len() as u16;
                            names.push(i.opcode.clone());
                            name_ids.insert(i.opcode.clone(), k);
                            k
                        }
                    };
                    let mut inst = decode_inst(&ctx, i)?;
                    inst.name = nid;
                    code.push(inst);
                }
            }
        }
        vars.extend(new_shared);
        let fe = &mut funcs[idx];
        fe.start = start;
        fe.end = code.len() as u32;
        fe.nregs = ctx.nregs.max(1);
        if ctx.local_size > MAX_LOCAL {
            return err(
                f.line,
                format!("{}: {} bytes of .local data exceed {MAX_LOCAL}", f.name, ctx.local_size),
            );
        }
        fe.local_size = align_up(ctx.local_size, 16) as u32;
        fe.param_size = align_up(ctx.param_size, 8) as u32;
        fe.defined = true;
        fe.builtin = None;
    }
    // A static shared variable declared inside a function may lie past the
    // dynamic base computed before; the dynamic area must start after all of them.
    if shared_top > first_dyn {
        return err(
            0,
            "internal: function-scope .shared declared after dynamic shared base; move it to module scope",
        );
    }
    if shared_top > MAX_SHARED || const_bank.len() as u64 > MAX_CONST || global_top > MAX_GLOBAL_VARS {
        return err(
            0,
            "module variables exceed the simulator's limits (shared 4 MiB, const 64 KiB, global 256 MiB)",
        );
    }
    let reserved_smem = code.iter().any(|i| {
        i.ops.iter().any(|o| {
            matches!(
                o,
                Opnd::Sreg(
                    Sreg::ReservedSmemBegin
                        | Sreg::ReservedSmemEnd
                        | Sreg::ReservedSmemCap
                        | Sreg::ReservedSmemOffset(_)
                )
            )
        })
    });
    Ok(Program {
        reserved_smem,
        code,
        funcs,
        func_index,
        names,
        vars,
        global_size: global_top,
        const_bank,
        static_shared: first_dyn.max(align_up(shared_top, 16)) as u32,
        target: m.target.clone(),
    })
}

fn parse_opcode(line: u32, opcode: &str) -> Result<(Op, Ty, Ty, Mods), ParseError> {
    if let Some(r) = crate::opcode_ext::parse(line, opcode) {
        return r;
    }
    let mut parts = opcode.split('.');
    let base = parts.next().unwrap_or("");
    let op = match base {
        "mov" => Op::Mov,
        "ld" | "ldu" => Op::Ld,
        "st" => Op::St,
        "cvta" => Op::Cvta,
        "cvt" => Op::Cvt,
        "add" => Op::Add,
        "sub" => Op::Sub,
        "mul" => Op::Mul,
        "mad" => Op::Mad,
        "fma" => Op::Fma,
        "div" => Op::Div,
        "rem" => Op::Rem,
        "abs" => Op::Abs,
        "neg" => Op::Neg,
        "min" => Op::Min,
        "max" => Op::Max,
        "and" => Op::And,
        "or" => Op::Or,
        "xor" => Op::Xor,
        "not" => Op::Not,
        "cnot" => Op::Cnot,
        "shl" => Op::Shl,
        "shr" => Op::Shr,
        "bfe" => Op::Bfe,
        "bfi" => Op::Bfi,
        "brev" => Op::Brev,
        "popc" => Op::Popc,
        "clz" => Op::Clz,
        "bfind" => Op::Bfind,
        "prmt" => Op::Prmt,
        "shf" => Op::Shf,
        "sad" => Op::Sad,
        "mul24" => Op::Mul24,
        "mad24" => Op::Mad24,
        "lop3" => Op::Lop3,
        "dp4a" => Op::Dp4a,
        "dp2a" => Op::Dp2a,
        "setp" => Op::Setp,
        "set" => Op::Set,
        "selp" => Op::Selp,
        "slct" => Op::Slct,
        "rcp" => Op::Rcp,
        "sqrt" => Op::Sqrt,
        "rsqrt" => Op::Rsqrt,
        "sin" => Op::Sin,
        "cos" => Op::Cos,
        "ex2" => Op::Ex2,
        "lg2" => Op::Lg2,
        "tanh" => Op::Tanh,
        "testp" => Op::Testp,
        "copysign" => Op::Copysign,
        "bra" | "brx" => Op::Bra,
        "call" => Op::Call,
        "ret" => Op::Ret,
        "exit" => Op::Exit,
        "bar" | "barrier" => Op::Bar,
        "membar" | "fence" | "prefetch" | "prefetchu" | "pmevent" | "discard" | "applypriority" | "griddepcontrol" => {
            Op::Nop
        }
        "atom" => Op::Atom,
        "red" => Op::Red,
        "shfl" => Op::Shfl,
        "vote" => Op::Vote,
        "match" => Op::Match,
        "redux" => Op::Redux,
        "activemask" => Op::Activemask,
        "trap" | "brkpt" => Op::Trap,
        "isspacep" => Op::Isspacep,
        "addc" => Op::Addc,
        "subc" => Op::Subc,
        "madc" => Op::Madc,
        "suld" => Op::Suld,
        "sust" => Op::Sust,
        "tex" => Op::Tex,
        "tld4" => Op::Tld4,
        "bmsk" => Op::Bmsk,
        "fns" => Op::Fns,
        "nanosleep" => Op::Nanosleep,
        _ => return err(line, format!("unknown instruction '{opcode}'")),
    };
    let mut m = Mods {
        vec: 1,
        ..Mods::default()
    };
    let mut tys: Vec<Ty> = Vec::new();
    let cmp_ctx = matches!(op, Op::Setp | Op::Set | Op::Slct);
    for p in parts {
        if let Some(t) = Ty::parse(p) {
            tys.push(t);
            continue;
        }
        if let (true, Some(c)) = (cmp_ctx, parse_cmp(p)) {
            m.cmp = c;
            continue;
        }
        if matches!(op, Op::Tex | Op::Tld4) {
            match p {
                "base" => continue,
                "level" => {
                    m.x.lod = TexLod::Level;
                    continue;
                }
                "grad" => {
                    m.x.lod = TexLod::Grad;
                    continue;
                }
                "cube" => {
                    m.geom = Geom::Cube;
                    continue;
                }
                "acube" => {
                    m.geom = Geom::ACube;
                    continue;
                }
                "2dms" | "a2dms" => {
                    m.geom = Geom::Ms;
                    continue;
                }
                "r" | "g" | "b" | "a" if op == Op::Tld4 => {
                    m.x.comp = match p {
                        "r" => 0,
                        "g" => 1,
                        "b" => 2,
                        _ => 3,
                    };
                    continue;
                }
                _ => {}
            }
        }
        let aop = match p {
            "and" => Some(AtomOp::And),
            "or" => Some(AtomOp::Or),
            "xor" => Some(AtomOp::Xor),
            "exch" => Some(AtomOp::Exch),
            "cas" => Some(AtomOp::Cas),
            "add" => Some(AtomOp::Add),
            "inc" => Some(AtomOp::Inc),
            "dec" => Some(AtomOp::Dec),
            "min" => Some(AtomOp::Min),
            "max" => Some(AtomOp::Max),
            "popc" => Some(AtomOp::Popc),
            _ => None,
        };
        if let Some(a) = aop {
            if cmp_ctx {
                m.bop = a;
            } else {
                m.aop = a;
            }
            continue;
        }
        match p {
            "rn" => m.rnd = Rnd::Rn,
            "rz" => m.rnd = Rnd::Rz,
            "rm" => m.rnd = Rnd::Rm,
            "rp" => m.rnd = Rnd::Rp,
            "rna" => m.rnd = Rnd::Rna,
            "rni" => m.rnd = Rnd::Rni,
            "rzi" => m.rnd = Rnd::Rzi,
            "rmi" => m.rnd = Rnd::Rmi,
            "rpi" => m.rnd = Rnd::Rpi,
            "ftz" => m.ftz = true,
            "sat" | "satfinite" => m.sat = true,
            "approx" | "full" => m.approx = true,
            "hi" => m.hi = true,
            "lo" => {}
            "wide" => m.wide = true,
            "global" => m.space = Space::Global,
            "shared" | "shared::cta" | "shared::cluster" => m.space = Space::Shared,
            "local" => m.space = Space::Local,
            "const" => m.space = Space::Const,
            "param" => m.space = Space::Param,
            "to" => m.to = true,
            "v2" => m.vec = 2,
            "v4" => m.vec = 4,
            "up" => m.mode = Mode::Up,
            "down" => m.mode = Mode::Down,
            "bfly" => m.mode = Mode::Bfly,
            "idx" => m.mode = Mode::Idx,
            "all" => m.mode = Mode::All,
            "any" => m.mode = Mode::Any,
            "uni" => {
                if op == Op::Vote {
                    m.mode = Mode::Uni
                }
            }
            "ballot" => m.mode = Mode::Ballot,
            "sync" => {
                if op == Op::Bar && m.mode != Mode::BarRed && m.mode != Mode::BarWarp {
                    m.mode = Mode::BarSync
                }
            }
            "arrive" => m.mode = Mode::BarArrive,
            "red" => m.mode = Mode::BarRed,
            "l" => m.mode = Mode::ShfL,
            "r" => m.mode = Mode::ShfR,
            "f4e" => m.mode = Mode::F4e,
            "b4e" => m.mode = Mode::B4e,
            "rc8" => m.mode = Mode::Rc8,
            "ecl" => m.mode = Mode::Ecl,
            "ecr" => m.mode = Mode::Ecr,
            "rc16" => m.mode = Mode::Rc16,
            "finite" => m.mode = Mode::Finite,
            "infinite" => m.mode = Mode::Infinite,
            "number" => m.mode = Mode::Number,
            "notanumber" => m.mode = Mode::NotANumber,
            "normal" => m.mode = Mode::Normal,
            "subnormal" => m.mode = Mode::Subnormal,
            "clamp" => m.clamp = true,
            "trap" => m.trap = true,
            "zero" => {}
            "1d" => m.geom = Geom::D1,
            "2d" => m.geom = Geom::D2,
            "3d" => m.geom = Geom::D3,
            "a1d" => m.geom = Geom::A1,
            "a2d" => m.geom = Geom::A2,
            "wrap" => m.clamp = false,
            "NaN" => m.nan = true,
            "relu" => m.relu = true,
            "shiftamt" => m.shiftamt = true,
            "cc" => m.cc = true,
            "warp" if op == Op::Bar => m.mode = Mode::BarWarp,
            "volatile" | "relaxed" | "acquire" | "acq_rel" | "sc" => m.strong = true,
            "aligned" | "gl" | "proxy" | "async" | "nc" | "release" | "cta" | "gpu" | "sys" | "cluster" | "weak"
            | "ca" | "cg" | "cs" | "lu" | "cv" | "wb" | "wt" | "noftz" | "mmio" | "unified" | "L2" | "L1" | "b"
            | "a" | "" => {}
            _ if p.starts_with("L1::") || p.starts_with("L2::") || p.contains("::") => {}
            _ => return err(line, format!("unsupported modifier '.{p}' in '{opcode}'")),
        }
    }
    if op == Op::Bar && m.mode == Mode::None {
        m.mode = Mode::BarSync;
    }
    let ty = tys.first().copied().unwrap_or(Ty::None);
    let ty2 = tys.get(1).copied().unwrap_or(ty);
    Ok((op, ty, ty2, m))
}

fn parse_cmp(p: &str) -> Option<Cmp> {
    Some(match p {
        "eq" => Cmp::Eq,
        "ne" => Cmp::Ne,
        "lt" => Cmp::Lt,
        "le" => Cmp::Le,
        "gt" => Cmp::Gt,
        "ge" => Cmp::Ge,
        "lo" => Cmp::Lo,
        "ls" => Cmp::Ls,
        "hi" => Cmp::Hi,
        "hs" => Cmp::Hs,
        "equ" => Cmp::Equ,
        "neu" => Cmp::Neu,
        "ltu" => Cmp::Ltu,
        "leu" => Cmp::Leu,
        "gtu" => Cmp::Gtu,
        "geu" => Cmp::Geu,
        "num" => Cmp::Num,
        "nan" => Cmp::Nan,
        _ => return None,
    })
}

/// The type an immediate at operand position `pos` is read as.
fn imm_ty(op: Op, ty: Ty, ty2: Ty, m: &Mods, pos: usize) -> Ty {
    match (op, pos) {
        (Op::Cvt, 1) => ty2,
        (Op::Set, 1 | 2) => ty2,
        (Op::Slct, 3) => ty2,
        (Op::Shl | Op::Shr, 2) | (Op::Bfe, 2 | 3) | (Op::Bfi, 3 | 4) => Ty::U32,
        (Op::Shf | Op::Shfl | Op::Prmt | Op::Vote | Op::Match | Op::Redux | Op::Bar, _) => Ty::B32,
        (Op::Mad, 3) if m.wide => Ty::B64,
        _ => ty,
    }
}

/// Minimum operand count of each opcode (checked so execution can index operands).
fn min_operands(op: Op, m: &Mods) -> usize {
    match (op, m.x.sub) {
        (Op::Mbarrier, Sub::MbArrive | Sub::MbArriveDrop | Sub::MbTestWait | Sub::MbTryWait | Sub::MbPendingCount) => {
            return 2
        }
        (Op::CpAsync, Sub::CpMbarArrive) => return 1,
        (Op::CpAsync, Sub::CpCopy | Sub::CpBulk) => return 3,
        (Op::Wmma, Sub::WmmaMma) => return 4,
        _ => {}
    }
    match op {
        Op::Ret | Op::Exit | Op::Nop | Op::Trap | Op::Call | Op::CpAsync | Op::Nanosleep => 0,
        Op::Bra | Op::Bar | Op::Activemask | Op::Mbarrier => 1,
        Op::Mov
        | Op::Ld
        | Op::Suld
        | Op::Sust
        | Op::Tex
        | Op::Tld4
        | Op::St
        | Op::Cvta
        | Op::Cvt
        | Op::Abs
        | Op::Neg
        | Op::Not
        | Op::Cnot
        | Op::Brev
        | Op::Popc
        | Op::Clz
        | Op::Bfind
        | Op::Rcp
        | Op::Sqrt
        | Op::Rsqrt
        | Op::Sin
        | Op::Cos
        | Op::Ex2
        | Op::Lg2
        | Op::Tanh
        | Op::Testp
        | Op::Isspacep
        | Op::Vote
        | Op::Elect
        | Op::Wmma
        | Op::Ldmatrix
        | Op::Stmatrix
        | Op::Red => 2,
        Op::Add
        | Op::Sub
        | Op::Mul
        | Op::Div
        | Op::Rem
        | Op::Min
        | Op::Max
        | Op::And
        | Op::Or
        | Op::Xor
        | Op::Shl
        | Op::Shr
        | Op::Mul24
        | Op::Setp
        | Op::Set
        | Op::Copysign
        | Op::Atom
        | Op::Match
        | Op::Redux
        | Op::Addc
        | Op::Bmsk
        | Op::Subc => 3,
        Op::Mad
        | Op::Fma
        | Op::Bfe
        | Op::Prmt
        | Op::Shf
        | Op::Sad
        | Op::Mad24
        | Op::Dp4a
        | Op::Dp2a
        | Op::Selp
        | Op::Slct
        | Op::Shfl
        | Op::Mma
        | Op::Fns
        | Op::Madc => 4,
        Op::Video => 3,
        Op::Bfi | Op::Lop3 => 5,
    }
}

fn decode_inst(ctx: &FnCtx, i: &ast::InstAst) -> Result<Inst, ParseError> {
    let (op, ty, ty2, mut m) = parse_opcode(i.line, &i.opcode)?;
    if i.operands.len() < min_operands(op, &m) {
        return err(
            i.line,
            format!(
                "'{}' needs at least {} operands, has {}",
                i.opcode,
                min_operands(op, &m),
                i.operands.len()
            ),
        );
    }
    if ty.bits() > 64 {
        return err(i.line, format!("'{}': 128-bit operations are not supported", i.opcode));
    }
    let guard = match &i.guard {
        Some((g, neg)) => match ctx.lookup(g) {
            Some(Name::Reg(r)) => Some(Guard { reg: r, neg: *neg }),
            _ => return err(i.line, format!("unknown guard predicate {g}")),
        },
        None => None,
    };
    let mut ops = Vec::with_capacity(i.operands.len());
    if op == Op::Call {
        let mut rets: Box<[Opnd]> = Box::new([]);
        let mut args: Box<[Opnd]> = Box::new([]);
        let mut func: Option<Opnd> = None;
        for o in &i.operands {
            match o {
                OperandAst::List(l) => {
                    let v = l
                        .iter()
                        .map(|x| operand(ctx, x, Ty::B64, i.line))
                        .collect::<Result<Vec<_>, _>>()?;
                    if func.is_none() {
                        rets = v.into();
                    } else {
                        args = v.into();
                    }
                }
                OperandAst::Name(n) if func.is_none() => match (ctx.func_index.get(n), ctx.lookup(n)) {
                    (Some(&f), _) => func = Some(Opnd::Func(f)),
                    // An indirect call: the register holds a function address.
                    (None, Some(Name::Reg(r))) => func = Some(Opnd::Reg(r)),
                    _ => return err(i.line, format!("call to unknown function {n}")),
                },
                // The prototype of an indirect call: the callee's own parameter list is used.
                _ => {}
            }
        }
        let Some(f) = func else {
            return err(i.line, "call without a function name");
        };
        ops.push(Opnd::List(rets));
        ops.push(f);
        ops.push(Opnd::List(args));
    } else {
        for (pos, o) in i.operands.iter().enumerate() {
            ops.push(operand(ctx, o, imm_ty(op, ty, ty2, &m, pos), i.line)?);
        }
    }
    if m.x.sub == Sub::CpCopy {
        m.x.ignore_src = match ops.get(3) {
            Some(Opnd::Reg(r)) => ctx.preds.contains(r),
            Some(Opnd::NotPred(_)) => true,
            _ => false,
        };
    }
    let fast = crate::exec::fast::classify(op, ty, ty2, &m, &ops);
    Ok(Inst {
        op,
        ty,
        ty2,
        m,
        guard,
        ops,
        line: i.line,
        name: 0,
        fast,
    })
}

fn operand(ctx: &FnCtx, o: &OperandAst, ity: Ty, line: u32) -> Result<Opnd, ParseError> {
    Ok(match o {
        OperandAst::Imm(l) => Opnd::Imm(lit_bits(*l, ity)),
        OperandAst::Sink => Opnd::Sink,
        OperandAst::Name(n) => name_operand(ctx, n, line)?,
        OperandAst::Not(n) => match ctx.lookup(n) {
            Some(Name::Reg(r)) => Opnd::NotPred(r),
            _ => return err(line, format!("unknown predicate {n}")),
        },
        OperandAst::Pair(a, b) => {
            let ra = match ctx.lookup(a) {
                Some(Name::Reg(r)) => r,
                _ if a == "_" => u32::MAX,
                _ => return err(line, format!("unknown register {a}")),
            };
            match ctx.lookup(b) {
                Some(Name::Reg(r)) => Opnd::Pair(ra, r),
                _ => return err(line, format!("unknown predicate {b}")),
            }
        }
        OperandAst::Vector(v) => Opnd::Vec(
            v.iter()
                .map(|x| operand(ctx, x, ity, line))
                .collect::<Result<Vec<_>, _>>()?
                .into(),
        ),
        OperandAst::List(v) => Opnd::List(
            v.iter()
                .map(|x| operand(ctx, x, ity, line))
                .collect::<Result<Vec<_>, _>>()?
                .into(),
        ),
        OperandAst::Addr(base, off) => {
            let b = match base {
                None => Base::Abs,
                Some(n) => match ctx.lookup(n) {
                    Some(Name::Reg(r)) if ctx.regs32.contains(&r) => Base::Reg32(r),
                    Some(Name::Reg(r)) => Base::Reg(r),
                    Some(Name::Sym(s)) => Base::Sym(s),
                    None => return err(line, format!("unknown name {n} in address")),
                },
            };
            Opnd::Addr(b, *off)
        }
    })
}

fn name_operand(ctx: &FnCtx, n: &str, line: u32) -> Result<Opnd, ParseError> {
    if let Some(x) = ctx.lookup(n) {
        return Ok(match x {
            Name::Reg(r) => Opnd::Reg(r),
            Name::Sym(s) => Opnd::Sym(s),
        });
    }
    if let Some(s) = Sreg::parse(n) {
        return Ok(Opnd::Sreg(s));
    }
    if let Some(&pc) = ctx.labels.get(n) {
        return Ok(Opnd::Label(pc));
    }
    if let Some(pcs) = ctx.targets.get(n) {
        return Ok(Opnd::List(pcs.iter().map(|&p| Opnd::Label(p)).collect()));
    }
    if let Some(&f) = ctx.func_index.get(n) {
        return Ok(Opnd::Func(f));
    }
    err(line, format!("unknown name {n}"))
}
