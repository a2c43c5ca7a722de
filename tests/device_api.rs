//! CUDA's device API by family (issue 43), checked by execution against nvcc.
//!
//! Each kernel in tests/device_api/NAME.cu calls every function of one family
//! on operands a[i], b[i], c[i] and writes thread i's results to
//! out[i * N ..]. ptxc compiles it for sm_80 and sm_90 (ptxas must accept the
//! PTX); nvcc's PTX of the same file is committed as
//! tests/device_api/nvcc/NAME.ARCH.ptx (scripts/gen-device-api-ptx.sh). Both
//! run in ptxsim over the same operands, built here from edge values; the
//! results must be equal bit for bit, except where a family's check says
//! otherwise (documented at its test).

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Emit, Options};
use ptxsim::{Arg, LaunchConfig, Sim};
use std::path::PathBuf;

const ARCHS: &[&str] = &["sm_80", "sm_90"];

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("device_api")
}

fn ptxc_ptx(name: &str, arch: &str) -> String {
    let path = dir().join(format!("{name}.cu"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut opts = Options::with_arch(arch);
    opts.emit = Emit::Ptx;
    let ptx = compile_str(&path.to_string_lossy(), &text, &opts)
        .map(|c| c.output)
        .unwrap_or_else(|e| panic!("ptxc {name} {arch}:\n{}", e.rendered));
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, arch, &format!("device_api_{name}"))
            .unwrap_or_else(|e| panic!("ptxas rejects ptxc's PTX of {name} for {arch}:\n{e}"));
    }
    ptx
}

fn nvcc_ptx(name: &str, arch: &str) -> String {
    let path = dir().join("nvcc").join(format!("{name}.{arch}.ptx"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (scripts/gen-device-api-ptx.sh writes it)", path.display()))
}

/// Runs `kernel` of `ptx` on one thread per operand element; returns `out`.
fn run(ptx: &str, kernel: &str, inputs: &[Vec<u8>], n: usize, out_bytes_per_thread: usize) -> Vec<u8> {
    let mut sim = Sim::new(ptx).unwrap_or_else(|e| panic!("ptxsim rejects the PTX: {e}"));
    let mut args: Vec<Arg> = inputs
        .iter()
        .enumerate()
        .map(|(k, b)| Arg::Ptr(sim.alloc_from(&format!("in{k}"), b)))
        .collect();
    let out = sim.alloc("out", n * out_bytes_per_thread);
    args.push(Arg::Ptr(out));
    args.push(Arg::I32(n as i32));
    let mut cfg = LaunchConfig::new([(n as u32).div_ceil(64), 1, 1], [64, 1, 1]);
    cfg.step_limit = Some(400_000_000);
    sim.launch(kernel, &cfg, &args).unwrap_or_else(|e| panic!("launch of {kernel} failed: {e}"));
    sim.read(out, n * out_bytes_per_thread).expect("read back")
}

/// ptxc's and nvcc's PTX of `name` on the same operands give the same `out` words
/// (`word` bytes each; `names` says which function a word index belongs to).
fn same_as_nvcc(name: &str, inputs: &[Vec<u8>], n: usize, per_thread: usize, word: usize, names: &dyn Fn(usize) -> String) {
    for arch in ARCHS {
        let ours = run(&ptxc_ptx(name, arch), name, inputs, n, per_thread * word);
        let theirs = run(&nvcc_ptx(name, arch), name, inputs, n, per_thread * word);
        let mut diffs = Vec::new();
        for (k, (a, b)) in ours.chunks(word).zip(theirs.chunks(word)).enumerate() {
            if a != b {
                let (thread, f) = (k / per_thread, k % per_thread);
                let operands: Vec<String> = inputs
                    .iter()
                    .map(|buf| {
                        let w = buf.len() / n;
                        format!("{:x?}", &buf[thread * w..thread * w + w])
                    })
                    .collect();
                diffs.push(format!(
                    "{} (word {f}) on {}: ptxc {:02x?}, nvcc {:02x?}",
                    names(f),
                    operands.join(" "),
                    a,
                    b
                ));
            }
        }
        assert!(
            diffs.is_empty(),
            "{name} {arch}: {} results differ from nvcc's, e.g.\n{}",
            diffs.len(),
            diffs.iter().take(20).cloned().collect::<Vec<_>>().join("\n")
        );
    }
}

/// The function a kernel's result word `k` comes from: the `o[k] = f(...)` lines of its source.
fn source_names(name: &str) -> impl Fn(usize) -> String {
    let text = std::fs::read_to_string(dir().join(format!("{name}.cu"))).unwrap();
    let mut names = std::collections::BTreeMap::new();
    for line in text.lines() {
        let mut rest = line;
        while let Some(p) = rest.find("o[") {
            rest = &rest[p + 2..];
            let Some(end) = rest.find(']') else { break };
            let Ok(k) = rest[..end].parse::<usize>() else { continue };
            let callee = rest[end..]
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .find(|w| w.starts_with("__") || w.chars().next().is_some_and(|c| c.is_alphabetic()))
                .unwrap_or("?")
                .to_string();
            names.entry(k).or_insert(callee);
        }
    }
    move |k| names.get(&k).cloned().unwrap_or_else(|| format!("result {k}"))
}

/// A fixed pseudo-random stream (xorshift), so failures reproduce.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

fn words(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// SIMD operand words: for bytes and for halfwords, every ordered pair of edge lanes
/// (0, 1, the largest positive, the smallest negative, -1 and a neighbour of each) in every
/// lane position, the other lanes varying; then random words.
fn simd_operands() -> (Vec<u32>, Vec<u32>, Vec<u32>) {
    let bytes: [u32; 8] = [0x00, 0x01, 0x7f, 0x80, 0x81, 0xff, 0x7e, 0xfe];
    let halves: [u32; 8] = [0x0000, 0x0001, 0x7fff, 0x8000, 0x8001, 0xffff, 0x7ffe, 0xfffe];
    let (mut a, mut b, mut c) = (Vec::new(), Vec::new(), Vec::new());
    for (i, &x) in bytes.iter().enumerate() {
        for (j, &y) in bytes.iter().enumerate() {
            // lane k of a is bytes[(i + k) % 8], of b bytes[(j + 3k) % 8]: each lane meets each pair
            let mut wa = 0;
            let mut wb = 0;
            for k in 0..4 {
                wa |= bytes[(i + k) % 8] << (8 * k);
                wb |= bytes[(j + 3 * k) % 8] << (8 * k);
            }
            a.push(wa);
            b.push(wb);
            c.push(x | (y << 16));
        }
    }
    for &x in &halves {
        for &y in &halves {
            for &z in &[halves[0], halves[2], halves[3], halves[5]] {
                a.push(x | (y << 16));
                b.push(y | (x << 16));
                c.push(z | (x << 16));
            }
        }
    }
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    while a.len() % 64 != 0 || a.len() < 640 {
        a.push(rng.next() as u32);
        b.push(rng.next() as u32);
        c.push(rng.next() as u32);
    }
    (a, b, c)
}

#[test]
fn simd_and_dpx_equal_nvcc() {
    let (a, b, c) = simd_operands();
    let n = a.len();
    let per_thread = 134; // the kernel's N
    same_as_nvcc("simd", &[words(&a), words(&b), words(&c)], n, per_thread, 4, &source_names("simd"));
}
