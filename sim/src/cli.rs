//! The `ptxsim` command line (hand-parsed, no dependencies).
//!
//! ```text
//! ptxsim FILE.ptx|FILE.cu [MORE.ptx|MORE.cu]... [-arch=sm_80] --kernel NAME --grid X[,Y[,Z]] --block X[,Y[,Z]] [--shared BYTES]
//!        [--buf NAME:TYPE:COUNT[@ADDR][=INIT]]... [--set SYMBOL=INIT]... [--arg VALUE]... [--dump NAME[=PATH]]...
//!        [--stats] [--racecheck] [--threads N] [--max-steps N] [--cooperative]
//! ```
//! Several files are linked into one program as the CUDA device linker does
//! for `-rdc=true` (see `parse::link`). A `.cu` file is compiled by ptxc
//! (with `-rdc=true` when there are several).
//! `--max-steps N` stops the launch with an error after N thread-instructions
//! (per host thread), so a program that loops forever ends.
//! `--threads N` runs blocks on N host threads; the default is the number of
//! cores, or 1 when more threads could change the results (see
//! `exec::order`: device malloc, clocks, order-dependent global atomics).
//! TYPE: i8 u8 i16 u16 i32 u32 i64 u64 f16 f32 f64. INIT: `zeros` (default),
//! `iota`, `rand:SEED` (integers: uniform bits; floats: uniform in [0,1)), a
//! comma-separated list, or `@file.bin` (raw little-endian bytes). `@ADDR` places the
//! buffer at that device address (hex with `0x`), for parameters a host program computed
//! from chosen pointers (scripts/run-cutlass.py's CUTLASS `Params`).
//! Extension: `--set SYMBOL:TYPE=INIT` and `--dump NAME:TYPE` read a module
//! variable with another element type (nvcc declares arrays as `.b8`).
//! `--help`/`-h` prints the usage and `--version` the version; both exit 0
//! and run nothing, whatever else the command line holds.

use crate::exec::float16::{f16_to_f64, f64_to_f16};
use crate::launch::{Arg, LaunchConfig, Parallelism, Sim};
use crate::ops::{Rnd, Ty};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Usage text.
pub const USAGE: &str = "usage: ptxsim FILE.ptx|FILE.cu [MORE.ptx|MORE.cu]... [-arch=sm_80] --kernel NAME --grid X[,Y[,Z]] --block X[,Y[,Z]] [--shared BYTES]
       [--buf NAME:TYPE:COUNT[@ADDR][=INIT]]... [--set SYMBOL=INIT]... [--arg VALUE]... [--dump NAME[=PATH]]... [--stats] [--racecheck] [--threads N] [--max-steps N] [--cooperative]
  --buf ...@ADDR: place the buffer at device address ADDR (at or above 0x100000000000)
  --threads N: host threads running blocks (default: the cores, or 1 if the kernel's results could depend on block order)
  --max-steps N: stop with an error after N thread-instructions (per host thread)
  --cooperative: a cooperative launch (cudaLaunchCooperativeKernel): grid-wide barriers work
  --set SYMBOL:TYPE=INIT and --dump NAME:TYPE override a variable's declared element type (nvcc uses .b8)
  TYPE: i8 u8 i16 u16 i32 u32 i64 u64 f16 f32 f64
  INIT: zeros | iota | rand:SEED | v1,v2,... | @file.bin
  --arg: TYPE:VALUE | bytes:HEX | NAME-OF-BUF
  -h, --help: print this text; --version: print the version";

/// Parsed command line.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Options {
    /// Input file.
    pub file: PathBuf,
    /// Further input files, linked with the first (`.extern` resolved by name).
    pub more_files: Vec<PathBuf>,
    /// `-arch`.
    pub arch: String,
    /// Kernel name.
    pub kernel: String,
    /// Grid.
    pub grid: [u32; 3],
    /// Block.
    pub block: [u32; 3],
    /// Dynamic shared bytes.
    pub shared: u32,
    /// Buffers.
    pub bufs: Vec<BufSpec>,
    /// Symbol initializations.
    pub sets: Vec<(String, String)>,
    /// Arguments as written.
    pub args: Vec<String>,
    /// Dumps: name and optional path.
    pub dumps: Vec<(String, Option<PathBuf>)>,
    /// Print statistics.
    pub stats: bool,
    /// Race detection.
    pub racecheck: bool,
    /// `--cooperative`: a cooperative launch.
    pub cooperative: bool,
    /// `--threads`; `None` = choose (cores, or 1 if results could differ).
    pub threads: Option<usize>,
    /// `--max-steps`: the launch's thread-instruction limit; `None` = unlimited.
    pub max_steps: Option<u64>,
    /// `--help`/`-h`: print the usage and run nothing.
    pub help: bool,
    /// `--version`: print the version and run nothing.
    pub version: bool,
}

/// One `--buf`.
#[derive(Debug, Clone, PartialEq)]
pub struct BufSpec {
    /// Name (an `--arg` and a `--dump` refer to it).
    pub name: String,
    /// Element type.
    pub ty: Ty,
    /// Element count.
    pub count: usize,
    /// Device address, when placed (`@ADDR`).
    pub addr: Option<u64>,
    /// Initial contents (see `init_bytes`).
    pub init: String,
}

/// A device address: hex with `0x`, else decimal.
fn parse_address(s: &str) -> Option<u64> {
    match s.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16).ok(),
        None => s.parse().ok(),
    }
}

fn dims(s: &str) -> Result<[u32; 3], String> {
    let v: Vec<u32> = s
        .split(',')
        .map(|x| x.trim().parse::<u32>().map_err(|_| format!("bad dimension '{s}'")))
        .collect::<Result<_, _>>()?;
    if v.is_empty() || v.len() > 3 {
        return Err(format!("bad dimensions '{s}'"));
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
        _ => {
            return Err(format!(
                "unknown element type '{s}' (i8 u8 i16 u16 i32 u32 i64 u64 f16 f32 f64)"
            ))
        }
    })
}

/// Parses the argument list (without the program name).
pub fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        arch: "sm_80".into(),
        grid: [1, 1, 1],
        block: [1, 1, 1],
        ..Options::default()
    };
    let mut it = args.iter();
    let mut have_grid = false;
    let mut have_block = false;
    while let Some(a) = it.next() {
        let mut val = |name: &str| it.next().cloned().ok_or_else(|| format!("{name} needs a value"));
        match a.as_str() {
            "--help" | "-h" => {
                o.help = true;
                return Ok(o);
            }
            "--version" => {
                o.version = true;
                return Ok(o);
            }
            "--kernel" => o.kernel = val("--kernel")?,
            "--grid" => {
                o.grid = dims(&val("--grid")?)?;
                have_grid = true;
            }
            "--block" => {
                o.block = dims(&val("--block")?)?;
                have_block = true;
            }
            "--shared" => {
                o.shared = val("--shared")?
                    .parse()
                    .map_err(|_| "bad --shared byte count".to_string())?
            }
            "--buf" => {
                let v = val("--buf")?;
                let (spec, init) = match v.split_once('=') {
                    Some((s, i)) => (s.to_string(), i.to_string()),
                    None => (v.clone(), "zeros".to_string()),
                };
                let (spec, addr) = match spec.split_once('@') {
                    Some((s, a)) => (
                        s,
                        Some(parse_address(a).ok_or_else(|| format!("--buf {v}: bad address"))?),
                    ),
                    None => (spec.as_str(), None),
                };
                let p: Vec<&str> = spec.split(':').collect();
                if p.len() != 3 {
                    return Err(format!("--buf {v}: expected NAME:TYPE:COUNT[@ADDR][=INIT]"));
                }
                let count = p[2].parse::<usize>().map_err(|_| format!("--buf {v}: bad count"))?;
                o.bufs.push(BufSpec {
                    name: p[0].to_string(),
                    ty: elem_ty(p[1])?,
                    count,
                    addr,
                    init,
                });
            }
            "--set" => {
                let v = val("--set")?;
                let (s, i) = v
                    .split_once('=')
                    .ok_or_else(|| format!("--set {v}: expected SYMBOL=INIT"))?;
                o.sets.push((s.to_string(), i.to_string()));
            }
            "--arg" => o.args.push(val("--arg")?),
            "--dump" => {
                let v = val("--dump")?;
                match v.split_once('=') {
                    Some((n, p)) => o.dumps.push((n.to_string(), Some(PathBuf::from(p)))),
                    None => o.dumps.push((v, None)),
                }
            }
            "--stats" => o.stats = true,
            "--racecheck" => o.racecheck = true,
            "--cooperative" => o.cooperative = true,
            "--threads" => {
                let v = val("--threads")?;
                match v.parse::<usize>() {
                    Ok(n) if n >= 1 => o.threads = Some(n),
                    _ => return Err(format!("--threads {v}: expected a number of threads >= 1")),
                }
            }
            "--max-steps" => {
                let v = val("--max-steps")?;
                match v.parse::<u64>() {
                    Ok(n) if n >= 1 => o.max_steps = Some(n),
                    _ => return Err(format!("--max-steps {v}: expected a number of instructions >= 1")),
                }
            }
            "-arch" | "--arch" => o.arch = val("-arch")?,
            s if s.starts_with("-arch=") || s.starts_with("--arch=") => {
                o.arch = s.split_once('=').map(|x| x.1).unwrap_or("").to_string()
            }
            s if s.starts_with('-') => return Err(format!("unknown option {s}")),
            s if o.file.as_os_str().is_empty() => o.file = PathBuf::from(s),
            s => o.more_files.push(PathBuf::from(s)),
        }
    }
    if o.file.as_os_str().is_empty() {
        return Err("no input file".into());
    }
    if o.kernel.is_empty() {
        return Err("--kernel is required".into());
    }
    if !have_grid || !have_block {
        return Err("--grid and --block are required".into());
    }
    Ok(o)
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

/// Encodes one textual value as `ty` bytes.
pub fn encode_value(ty: Ty, s: &str) -> Result<Vec<u8>, String> {
    let s = s.trim();
    let bad = || format!("bad {ty:?} value '{s}'");
    let int = |s: &str| -> Result<i128, String> {
        if let Some(h) = s.strip_prefix("0x") {
            i128::from_str_radix(h, 16).map_err(|_| bad())
        } else if let Some(h) = s.strip_prefix("-0x") {
            i128::from_str_radix(h, 16).map(|v| -v).map_err(|_| bad())
        } else {
            s.parse::<i128>().map_err(|_| bad())
        }
    };
    Ok(match ty {
        Ty::F32 => s.parse::<f32>().map_err(|_| bad())?.to_le_bytes().to_vec(),
        Ty::F64 => s.parse::<f64>().map_err(|_| bad())?.to_le_bytes().to_vec(),
        Ty::F16 => f64_to_f16(s.parse::<f64>().map_err(|_| bad())?, Rnd::Rn)
            .to_le_bytes()
            .to_vec(),
        _ => {
            let v = int(s)?;
            let n = ty.bytes() as usize;
            let (lo, hi) = if ty.is_signed() {
                (-(1i128 << (n * 8 - 1)), (1i128 << (n * 8)) - 1)
            } else {
                (0, (1i128 << (n * 8)) - 1)
            };
            if v < lo || v > hi {
                return Err(format!("value {s} out of range for {ty:?}"));
            }
            (v as u64).to_le_bytes()[..n].to_vec()
        }
    })
}

/// Builds the initial bytes of `count` elements of `ty`.
pub fn init_bytes(ty: Ty, count: usize, init: &str) -> Result<Vec<u8>, String> {
    let es = ty.bytes() as usize;
    let size = count * es;
    if init == "zeros" || init.is_empty() {
        return Ok(vec![0; size]);
    }
    if init == "iota" {
        let mut out = Vec::with_capacity(size);
        for i in 0..count {
            let b = match ty {
                Ty::F32 => (i as f32).to_le_bytes().to_vec(),
                Ty::F64 => (i as f64).to_le_bytes().to_vec(),
                Ty::F16 => f64_to_f16(i as f64, Rnd::Rn).to_le_bytes().to_vec(),
                _ => (i as u64).to_le_bytes()[..es].to_vec(),
            };
            out.extend(b);
        }
        return Ok(out);
    }
    if let Some(seed) = init.strip_prefix("rand:") {
        let seed: u64 = seed.parse().map_err(|_| format!("bad seed in {init}"))?;
        let mut r = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
        let mut out = Vec::with_capacity(size);
        for _ in 0..count {
            let x = r.next();
            let unit = (x >> 11) as f64 / (1u64 << 53) as f64;
            let b = match ty {
                Ty::F32 => (unit as f32).to_le_bytes().to_vec(),
                Ty::F64 => unit.to_le_bytes().to_vec(),
                Ty::F16 => f64_to_f16(unit, Rnd::Rn).to_le_bytes().to_vec(),
                _ => x.to_le_bytes()[..es].to_vec(),
            };
            out.extend(b);
        }
        return Ok(out);
    }
    if let Some(path) = init.strip_prefix('@') {
        let mut d = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
        if d.len() > size {
            return Err(format!("{path} has {} bytes, more than {size}", d.len()));
        }
        d.resize(size, 0);
        return Ok(d);
    }
    let vals: Vec<&str> = init.split(',').collect();
    if vals.len() > count {
        return Err(format!("{} initial values for {count} elements", vals.len()));
    }
    let mut out = Vec::with_capacity(size);
    for v in vals {
        out.extend(encode_value(ty, v)?);
    }
    out.resize(size, 0);
    Ok(out)
}

/// Formats one element so that it reads back exactly.
pub fn format_value(ty: Ty, b: &[u8]) -> String {
    let mut x = [0u8; 8];
    x[..b.len()].copy_from_slice(b);
    let u = u64::from_le_bytes(x);
    match ty {
        Ty::F32 => format!("{}", f32::from_bits(u as u32)),
        Ty::F64 => format!("{}", f64::from_bits(u)),
        Ty::F16 => format!("{}", f16_to_f64(u as u16) as f32),
        Ty::S8 => format!("{}", u as u8 as i8),
        Ty::S16 => format!("{}", u as u16 as i16),
        Ty::S32 => format!("{}", u as u32 as i32),
        Ty::S64 => format!("{}", u as i64),
        _ => format!("{u}"),
    }
}

/// Splits `NAME[:TYPE]`: nvcc declares module arrays as `.b8`, so `--set`
/// and `--dump` accept an element type to use instead of the declared one.
fn split_type(s: &str) -> Result<(&str, Option<Ty>), String> {
    match s.split_once(':') {
        Some((n, t)) => Ok((n, Some(elem_ty(t)?))),
        None => Ok((s, None)),
    }
}

/// Parses one `--arg` value.
pub fn parse_arg(s: &str, bufs: &[(String, u64)]) -> Result<Arg, String> {
    if let Some((_, a)) = bufs.iter().find(|(n, _)| n == s) {
        return Ok(Arg::Ptr(*a));
    }
    let (t, v) = s
        .split_once(':')
        .ok_or_else(|| format!("--arg {s}: expected TYPE:VALUE, bytes:HEX or a --buf name"))?;
    if t == "bytes" {
        let h = v.trim_start_matches("0x");
        if h.len() % 2 != 0 {
            return Err(format!("--arg {s}: odd number of hex digits"));
        }
        let b = (0..h.len() / 2)
            .map(|i| u8::from_str_radix(&h[2 * i..2 * i + 2], 16).map_err(|_| format!("--arg {s}: bad hex")))
            .collect::<Result<Vec<_>, _>>()?;
        return Ok(Arg::Bytes(b));
    }
    let ty = elem_ty(t)?;
    let b = encode_value(ty, v)?;
    let mut x = [0u8; 8];
    x[..b.len()].copy_from_slice(&b);
    let u = u64::from_le_bytes(x);
    Ok(match ty {
        Ty::S8 => Arg::I8(u as i8),
        Ty::U8 => Arg::U8(u as u8),
        Ty::S16 => Arg::I16(u as i16),
        Ty::U16 => Arg::U16(u as u16),
        Ty::S32 => Arg::I32(u as i32),
        Ty::U32 => Arg::U32(u as u32),
        Ty::S64 => Arg::I64(u as i64),
        Ty::U64 => Arg::U64(u),
        Ty::F16 => Arg::F16(u as u16),
        Ty::F32 => Arg::F32(f32::from_bits(u as u32)),
        _ => Arg::F64(f64::from_bits(u)),
    })
}

fn find_ptxc() -> PathBuf {
    if let Ok(exe) = std::env::current_exe() {
        if let Some(dir) = exe.parent() {
            let p = dir.join("ptxc");
            if p.exists() {
                return p;
            }
        }
    }
    PathBuf::from("ptxc")
}

fn load_ptx(file: &Path, arch: &str, rdc: bool) -> Result<String, String> {
    if file.extension().is_some_and(|e| e == "cu") {
        let out = std::env::temp_dir().join(format!(
            "ptxsim-{}-{}.ptx",
            std::process::id(),
            file.file_stem().and_then(|s| s.to_str()).unwrap_or("k")
        ));
        let ptxc = find_ptxc();
        let st = std::process::Command::new(&ptxc)
            .arg("-ptx")
            .arg(file)
            .arg("-o")
            .arg(&out)
            .arg(format!("-arch={arch}"))
            .args(rdc.then_some("-rdc=true"))
            .status()
            .map_err(|e| format!("cannot run {}: {e}", ptxc.display()))?;
        if !st.success() {
            return Err(format!("ptxc failed on {}", file.display()));
        }
        let s = std::fs::read_to_string(&out).map_err(|e| format!("cannot read {}: {e}", out.display()))?;
        let _ = std::fs::remove_file(&out);
        return Ok(s);
    }
    std::fs::read_to_string(file).map_err(|e| format!("cannot read {}: {e}", file.display()))
}

/// Runs the command; returns the process exit code.
pub fn run(args: &[String]) -> i32 {
    let o = match parse_args(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("ptxsim: {e}\n{USAGE}");
            return 2;
        }
    };
    if o.help {
        println!("ptxsim: runs a kernel of a PTX or CUDA file on the CPU\n{USAGE}");
        return 0;
    }
    if o.version {
        println!("ptxsim {}", env!("CARGO_PKG_VERSION"));
        return 0;
    }
    match run_opts(&o) {
        Ok(()) => 0,
        Err(e) => {
            let _ = std::io::stdout().flush();
            eprintln!("ptxsim: {e}");
            1
        }
    }
}

fn run_opts(o: &Options) -> Result<(), String> {
    let files: Vec<&PathBuf> = std::iter::once(&o.file).chain(&o.more_files).collect();
    let texts = files
        .iter()
        .map(|f| load_ptx(f, &o.arch, !o.more_files.is_empty()))
        .collect::<Result<Vec<String>, String>>()?;
    let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
    let mut sim = Sim::new_linked(&texts).map_err(|e| {
        let names: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
        format!("{}: {e}", names.join(" + "))
    })?;
    let mut bufs: Vec<(String, u64)> = Vec::new();
    let mut buf_info: Vec<(String, Ty, usize, u64)> = Vec::new();
    for b in &o.bufs {
        let data = init_bytes(b.ty, b.count, &b.init).map_err(|e| format!("--buf {}: {e}", b.name))?;
        let a = match b.addr {
            Some(addr) => sim
                .alloc_placed(&b.name, addr, &data)
                .map_err(|e| format!("--buf {e}"))?,
            None => sim.alloc_from(&b.name, &data),
        };
        bufs.push((b.name.clone(), a));
        buf_info.push((b.name.clone(), b.ty, b.count, a));
    }
    for (spec, init) in &o.sets {
        let (sym, ty_override) = split_type(spec)?;
        let (_, _, size, ty) = sim
            .symbol(sym)
            .ok_or_else(|| format!("--set: no .global/.const variable named {sym}"))?;
        let ty = ty_override.unwrap_or(match ty {
            Ty::B8 => Ty::U8,
            Ty::B16 => Ty::U16,
            Ty::B32 => Ty::U32,
            Ty::B64 => Ty::U64,
            t => t,
        });
        let count = (size / ty.bytes() as u64) as usize;
        let data = init_bytes(ty, count, init).map_err(|e| format!("--set {sym}: {e}"))?;
        sim.write_symbol(sym, &data).map_err(|e| e.to_string())?;
    }
    let args = o
        .args
        .iter()
        .map(|a| parse_arg(a, &bufs))
        .collect::<Result<Vec<_>, _>>()?;
    let cfg = LaunchConfig {
        grid: o.grid,
        block: o.block,
        shared: o.shared,
        racecheck: o.racecheck,
        step_limit: o.max_steps,
        threads: match o.threads {
            Some(n) => n,
            None => default_threads(&sim, &o.kernel),
        },
        cooperative: o.cooperative,
    };
    let r = sim.launch(&o.kernel, &cfg, &args);
    let text = sim.take_output();
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(text.as_bytes());
    r.map_err(|e| e.to_string())?;
    for (spec, path) in &o.dumps {
        let (name, ty_override) = split_type(spec)?;
        let name = &name.to_string();
        let (bytes, ty) = if let Some((_, ty, count, a)) = buf_info.iter().find(|b| &b.0 == name) {
            (
                sim.read(*a, count * ty.bytes() as usize).map_err(|e| e.to_string())?,
                *ty,
            )
        } else if let Some((_, _, _, ty)) = sim.symbol(name) {
            (sim.read_symbol(name).map_err(|e| e.to_string())?, ty)
        } else {
            return Err(format!("--dump: no buffer or symbol named {name}"));
        };
        let ty = ty_override.unwrap_or(ty);
        match path {
            Some(p) => std::fs::write(p, &bytes).map_err(|e| format!("cannot write {}: {e}", p.display()))?,
            None => {
                let es = ty.bytes() as usize;
                for c in bytes.chunks(es) {
                    let _ = writeln!(stdout, "{}", format_value(ty, c));
                }
            }
        }
    }
    if o.stats {
        let s = &sim.stats;
        let names = &sim.program().names;
        eprintln!(
            "thread-instructions: {}  warp-instructions: {}",
            s.thread_insts, s.warp_insts
        );
        let mut v: Vec<(usize, u64)> = s.by_op.iter().copied().enumerate().filter(|x| x.1 > 0).collect();
        v.sort_by_key(|x| std::cmp::Reverse(x.1));
        for (i, n) in v {
            eprintln!("  {:<28} {n}", names[i]);
        }
        for (k, sp) in ["global", "shared", "local", "const", "param"].iter().enumerate() {
            if s.load_bytes[k] + s.store_bytes[k] > 0 {
                eprintln!(
                    "  {sp:<8} loaded {} bytes, stored {} bytes",
                    s.load_bytes[k], s.store_bytes[k]
                );
            }
        }
    }
    Ok(())
}

/// The thread count when `--threads` is not given: the cores, or 1 when
/// more threads could change the results.
fn default_threads(sim: &Sim, kernel: &str) -> usize {
    match sim.parallelism(kernel) {
        Ok(Parallelism::Free) => std::thread::available_parallelism().map_or(1, |n| n.get()),
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sv(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn parses_issue_example() {
        let o = parse_args(&sv("vadd.ptx --kernel vadd --grid 4 --block 256 --buf a:f32:1024=iota --buf c:f32:1024 --arg a --arg i32:1024 --dump c")).unwrap();
        assert_eq!(o.grid, [4, 1, 1]);
        assert_eq!(
            o.bufs[0],
            BufSpec {
                name: "a".into(),
                ty: Ty::F32,
                count: 1024,
                addr: None,
                init: "iota".into()
            }
        );
        assert_eq!(o.bufs[1].init, "zeros");
        let p = parse_args(&sv(
            "x.ptx --kernel k --grid 1 --block 1 --buf w:u8:16@0x700000000000=@in.bin",
        ))
        .unwrap();
        assert_eq!(
            (p.bufs[0].addr, p.bufs[0].init.as_str()),
            (Some(0x7000_0000_0000), "@in.bin")
        );
        assert!(parse_args(&sv("x.ptx --kernel k --grid 1 --block 1 --buf w:u8:16@0xz")).is_err());
        assert_eq!(o.args, vec!["a", "i32:1024"]);
        assert!(parse_args(&sv("x.ptx --grid 1 --block 1")).is_err());
        let t = parse_args(&sv("x.ptx --kernel k --grid 1 --block 1 --threads 3")).unwrap();
        assert_eq!(t.threads, Some(3));
        assert!(parse_args(&sv("x.ptx --kernel k --grid 1 --block 1 --threads 0")).is_err());
        let t = parse_args(&sv("x.ptx --kernel k --grid 1 --block 1 --max-steps 1000")).unwrap();
        assert_eq!(t.max_steps, Some(1000));
        assert!(parse_args(&sv("x.ptx --kernel k --grid 1 --block 1 --max-steps 0")).is_err());
    }

    #[test]
    fn init_and_args() {
        assert_eq!(init_bytes(Ty::S16, 3, "1,-2").unwrap(), vec![1, 0, 0xfe, 0xff, 0, 0]);
        assert_eq!(init_bytes(Ty::F32, 2, "iota").unwrap()[4..], 1.0f32.to_le_bytes());
        assert!(init_bytes(Ty::U8, 1, "1,2").is_err());
        assert!(encode_value(Ty::U8, "256").is_err());
        assert_eq!(parse_arg("u8:0", &[]).unwrap(), Arg::U8(0));
        assert_eq!(parse_arg("bytes:0102", &[]).unwrap(), Arg::Bytes(vec![1, 2]));
        assert_eq!(parse_arg("a", &[("a".into(), 64)]).unwrap(), Arg::Ptr(64));
        assert_eq!(format_value(Ty::F32, &0.1f32.to_le_bytes()), "0.1");
    }
}
