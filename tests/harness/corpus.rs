//! Loading corpus cases and running them.
//!
//! Header format: comment lines `// key: value` before the code; other
//! comment lines are free text. Keys:
//!
//! | key      | value                                   | meaning                                   |
//! |----------|-----------------------------------------|-------------------------------------------|
//! | `kernel` | name                                    | kernel to run (default: the file stem)    |
//! | `grid`   | `X[,Y[,Z]]`                             | grid shape (required)                     |
//! | `block`  | `X[,Y[,Z]]`                             | block shape (required)                    |
//! | `shared` | bytes                                   | dynamic shared memory                     |
//! | `buf`    | `NAME TYPE COUNT [INIT]`                | device buffer; TYPE/INIT as `ptxsim --buf`|
//! | `arg`    | `TYPE:VALUE` or a buffer name           | next kernel argument, as `ptxsim --arg`   |
//! | `check`  | buffer name                             | compare this buffer with the reference    |
//! | `tol`    | ulps                                    | float tolerance for checks (default 0)    |
//! | `stdout` | `exact` or `sorted`                     | compare printf output (lines sorted)      |
//! | `needs`  | `runtime`                               | uses shared memory/atomics/warp ops/printf|

use crate::references::{reference_for, RefEnv};
use ptxsim::cli::{init_bytes, parse_arg};
use ptxsim::ops::Ty;
use ptxsim::{Arg, LaunchConfig, Sim};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A device buffer of a case.
#[derive(Debug, Clone, PartialEq)]
pub struct BufSpec {
    /// Name (used by `arg` and `check`).
    pub name: String,
    /// Element type.
    pub ty: Ty,
    /// Element count.
    pub count: usize,
    /// Initializer as for `ptxsim --buf` (`zeros`, `iota`, `rand:SEED`, list).
    pub init: String,
}

/// How printf output is compared.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum StdoutCheck {
    /// Byte for byte.
    Exact,
    /// As sorted lines (thread order is unspecified).
    Sorted,
}

/// One corpus case.
#[derive(Debug, Clone)]
pub struct KernelCase {
    /// File stem.
    pub name: String,
    /// Path of the .cu file.
    pub path: PathBuf,
    /// Source text.
    pub source: String,
    /// Uses runtime features beyond the foundation language slice.
    pub needs_runtime: bool,
    /// Kernel to launch.
    pub kernel: String,
    /// Grid shape.
    pub grid: [u32; 3],
    /// Block shape.
    pub block: [u32; 3],
    /// Dynamic shared bytes.
    pub shared: u32,
    /// Buffers.
    pub bufs: Vec<BufSpec>,
    /// Arguments, as written.
    pub args: Vec<String>,
    /// Buffers to check.
    pub checks: Vec<String>,
    /// Float tolerance in ulps.
    pub tol_ulps: u64,
    /// printf output check.
    pub stdout: Option<StdoutCheck>,
}

/// Thread-instructions a case may execute before it counts as hung.
pub const STEP_LIMIT: u64 = 500_000_000;

/// Directory of the corpus.
pub fn kernels_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels")
}

fn dims(s: &str) -> Result<[u32; 3], String> {
    let v = s
        .split(',')
        .map(|x| x.trim().parse::<u32>().map_err(|_| format!("bad dims {s}")))
        .collect::<Result<Vec<_>, _>>()?;
    if v.is_empty() || v.len() > 3 {
        return Err(format!("bad dims {s}"));
    }
    Ok([v[0], *v.get(1).unwrap_or(&1), *v.get(2).unwrap_or(&1)])
}

fn elem_ty(s: &str) -> Result<Ty, String> {
    Ok(match s {
        "i8" => Ty::S8,
        "u8" => Ty::U8,
        "i16" => Ty::S16,
        "u16" => Ty::U16,
        "i32" => Ty::S32,
        "u32" => Ty::U32,
        "i64" => Ty::S64,
        "u64" => Ty::U64,
        "f16" => Ty::F16,
        "f32" => Ty::F32,
        "f64" => Ty::F64,
        _ => return Err(format!("unknown type {s}")),
    })
}

/// Parses one case from its source.
pub fn parse_case(path: &Path, source: &str) -> Result<KernelCase, String> {
    let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("").to_string();
    let mut c = KernelCase {
        name: name.clone(),
        path: path.to_path_buf(),
        source: source.to_string(),
        needs_runtime: false,
        kernel: name,
        grid: [0; 3],
        block: [0; 3],
        shared: 0,
        bufs: vec![],
        args: vec![],
        checks: vec![],
        tol_ulps: 0,
        stdout: None,
    };
    for line in source.lines() {
        let Some(rest) = line.trim().strip_prefix("//") else {
            continue;
        };
        let Some((key, val)) = rest.split_once(':') else {
            continue;
        };
        let key = key.trim();
        let val = val.trim();
        match key {
            "kernel" => c.kernel = val.to_string(),
            "grid" => c.grid = dims(val)?,
            "block" => c.block = dims(val)?,
            "shared" => c.shared = val.parse().map_err(|_| format!("bad shared {val}"))?,
            "buf" => {
                let p: Vec<&str> = val.split_whitespace().collect();
                if p.len() < 3 || p.len() > 4 {
                    return Err(format!("bad buf line: {val}"));
                }
                c.bufs.push(BufSpec {
                    name: p[0].to_string(),
                    ty: elem_ty(p[1])?,
                    count: p[2].parse().map_err(|_| format!("bad count in {val}"))?,
                    init: p.get(3).unwrap_or(&"zeros").to_string(),
                });
            }
            "arg" => c.args.push(val.to_string()),
            "check" => c.checks.push(val.to_string()),
            "tol" => c.tol_ulps = val.parse().map_err(|_| format!("bad tol {val}"))?,
            "stdout" => {
                c.stdout = Some(match val {
                    "exact" => StdoutCheck::Exact,
                    "sorted" => StdoutCheck::Sorted,
                    _ => return Err(format!("bad stdout mode {val}")),
                })
            }
            "needs" => c.needs_runtime |= val.split_whitespace().any(|v| v == "runtime"),
            _ => {}
        }
    }
    if c.grid[0] == 0 || c.block[0] == 0 {
        return Err(format!("{}: missing grid or block header", path.display()));
    }
    if c.checks.is_empty() && c.stdout.is_none() {
        return Err(format!("{}: no check or stdout header", path.display()));
    }
    for ch in &c.checks {
        if !c.bufs.iter().any(|b| &b.name == ch) {
            return Err(format!("{}: check of unknown buffer {ch}", path.display()));
        }
    }
    Ok(c)
}

/// Loads every `tests/kernels/*.cu` case, sorted by name. Panics on a malformed header.
pub fn load_corpus() -> Vec<KernelCase> {
    let dir = kernels_dir();
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| {
            let src = std::fs::read_to_string(p).unwrap_or_else(|e| panic!("cannot read {}: {e}", p.display()));
            parse_case(p, &src).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
        })
        .collect()
}

fn ulp_key32(x: f32) -> i64 {
    let b = x.to_bits() as i32;
    (if b < 0 { i32::MIN.wrapping_sub(b) } else { b }) as i64
}

fn ulp_key64(x: f64) -> i128 {
    let b = x.to_bits() as i64;
    (if b < 0 { i64::MIN.wrapping_sub(b) } else { b }) as i128
}

fn compare(name: &str, ty: Ty, got: &[u8], want: &[u8], tol: u64) -> Result<(), String> {
    let es = ty.bytes() as usize;
    let mut errs = Vec::new();
    for (k, (g, w)) in got.chunks(es).zip(want.chunks(es)).enumerate() {
        let ok = match ty {
            Ty::F32 => {
                let (g, w) = (
                    f32::from_le_bytes(g.try_into().unwrap()),
                    f32::from_le_bytes(w.try_into().unwrap()),
                );
                (g.is_nan() && w.is_nan()) || (ulp_key32(g) - ulp_key32(w)).unsigned_abs() <= tol
            }
            Ty::F64 => {
                let (g, w) = (
                    f64::from_le_bytes(g.try_into().unwrap()),
                    f64::from_le_bytes(w.try_into().unwrap()),
                );
                (g.is_nan() && w.is_nan()) || (ulp_key64(g) - ulp_key64(w)).unsigned_abs() <= tol as u128
            }
            _ => g == w,
        };
        if !ok {
            errs.push(format!(
                "  {name}[{k}]: got {} want {}",
                ptxsim::cli::format_value(ty, g),
                ptxsim::cli::format_value(ty, w)
            ));
        }
    }
    if errs.is_empty() {
        Ok(())
    } else {
        let n = errs.len();
        errs.truncate(8);
        Err(format!(
            "{n} mismatches in {name} (tolerance {tol} ulp):\n{}",
            errs.join("\n")
        ))
    }
}

/// A case's module with its buffers allocated and initialized: the simulator,
/// the buffers' addresses, the kernel arguments and the buffers' initial bytes.
type LoadedCase = (Sim, Vec<(String, u64)>, Vec<Arg>, BTreeMap<String, Vec<u8>>);

fn load_case(case: &KernelCase, ptx: &str) -> Result<LoadedCase, String> {
    let mut sim = Sim::new(ptx).map_err(|e| format!("{}: PTX rejected: {e}", case.name))?;
    let mut bufs = BTreeMap::new();
    let mut ptrs: Vec<(String, u64)> = Vec::new();
    for b in &case.bufs {
        let data = init_bytes(b.ty, b.count, &b.init).map_err(|e| format!("{}: buf {}: {e}", case.name, b.name))?;
        let a = sim.alloc_from(&b.name, &data);
        ptrs.push((b.name.clone(), a));
        bufs.insert(b.name.clone(), data);
    }
    let args = case
        .args
        .iter()
        .map(|a| parse_arg(a, &ptrs))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("{}: {e}", case.name))?;
    Ok((sim, ptrs, args, bufs))
}

fn launch_config(case: &KernelCase, threads: usize) -> LaunchConfig {
    LaunchConfig {
        grid: case.grid,
        block: case.block,
        shared: case.shared,
        racecheck: false,
        step_limit: Some(STEP_LIMIT),
        threads,
        cooperative: false,
    }
}

/// Everything a launch of a case leaves behind, to compare runs: every
/// buffer's bytes, the printf text, and the counts of `--stats` (thread- and
/// warp-instructions, per opcode, bytes loaded and stored per space).
pub type Outcome = (Vec<Vec<u8>>, String, (u64, u64, Vec<u64>, [u64; 5], [u64; 5]));

/// Runs `case` on the given PTX with blocks on `threads` threads.
pub fn case_outcome(case: &KernelCase, ptx: &str, threads: usize) -> Result<Outcome, String> {
    let (mut sim, ptrs, args, _) = load_case(case, ptx)?;
    sim.launch(&case.kernel, &launch_config(case, threads), &args)
        .map_err(|e| format!("{}: launch failed: {e}", case.name))?;
    let mut memory = Vec::new();
    for (b, (_, a)) in case.bufs.iter().zip(&ptrs) {
        memory.push(
            sim.read(*a, b.count * b.ty.bytes() as usize)
                .map_err(|e| e.to_string())?,
        );
    }
    let text = sim.take_output();
    let s = &sim.stats;
    let counts = (
        s.thread_insts,
        s.warp_insts,
        s.by_op.clone(),
        s.load_bytes,
        s.store_bytes,
    );
    Ok((memory, text, counts))
}

/// Runs `case` on the given PTX text in ptxsim and checks it against the reference.
pub fn run_case_on_ptx(case: &KernelCase, ptx: &str) -> Result<(), String> {
    let reference = reference_for(&case.name)
        .ok_or_else(|| format!("{}: no reference in tests/harness/references.rs", case.name))?;
    let (mut sim, ptrs, args, bufs) = load_case(case, ptx)?;
    let mut env = RefEnv {
        grid: case.grid,
        block: case.block,
        bufs,
        args: args.clone(),
        stdout: String::new(),
    };
    sim.launch(&case.kernel, &launch_config(case, 1), &args)
        .map_err(|e| format!("{}: launch failed: {e}", case.name))?;
    reference(&mut env);
    let mut errs = Vec::new();
    for ch in &case.checks {
        let b = case.bufs.iter().find(|b| &b.name == ch).expect("checked at load");
        let a = ptrs.iter().find(|p| &p.0 == ch).expect("allocated").1;
        let got = sim
            .read(a, b.count * b.ty.bytes() as usize)
            .map_err(|e| e.to_string())?;
        if let Err(e) = compare(ch, b.ty, &got, &env.bufs[ch], case.tol_ulps) {
            errs.push(e);
        }
    }
    if let Some(mode) = case.stdout {
        let got = sim.take_output();
        let (g, w) = match mode {
            StdoutCheck::Exact => (got.clone(), env.stdout.clone()),
            StdoutCheck::Sorted => {
                let mut g: Vec<&str> = got.lines().collect();
                let mut w: Vec<&str> = env.stdout.lines().collect();
                g.sort_unstable();
                w.sort_unstable();
                (g.join("\n"), w.join("\n"))
            }
        };
        if g != w {
            errs.push(format!("printf output differs:\n--- got\n{g}\n--- want\n{w}"));
        }
    }
    if errs.is_empty() {
        Ok(())
    } else {
        Err(format!("{}: {}", case.name, errs.join("\n")))
    }
}
