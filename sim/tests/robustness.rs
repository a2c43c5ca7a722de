//! Malformed PTX must produce errors, never panics: the nvcc corpus PTX is
//! mutated (lines dropped, duplicated, swapped, tokens cut) and every result
//! is parsed and, when it decodes, launched with zeroed arguments.

use ptxsim::{Arg, LaunchConfig, Sim};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn mutate(src: &str, rng: &mut Rng) -> String {
    let mut lines: Vec<String> = src.lines().map(String::from).collect();
    for _ in 0..1 + rng.below(3) {
        let n = lines.len();
        if n == 0 {
            break;
        }
        let k = rng.below(n);
        match rng.below(5) {
            0 => {
                lines.remove(k);
            }
            1 => {
                let l = lines[k].clone();
                lines.insert(rng.below(n), l);
            }
            2 => lines.swap(k, rng.below(n)),
            3 => {
                let l = &lines[k];
                let cut = rng.below(l.len() + 1);
                let cut = (0..=cut).rev().find(|&c| l.is_char_boundary(c)).unwrap_or(0);
                lines[k] = l[..cut].to_string();
            }
            _ => {
                // replace a number with an extreme one
                lines[k] = lines[k]
                    .replacen('4', "4294967295", 1)
                    .replacen("256", "99999999999", 1);
            }
        }
    }
    lines.join("\n")
}

#[test]
fn mutated_ptx_never_panics() {
    mutate_and_run(concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/nvcc"));
}

/// nvcc's PTX of the CCCL programs: mbarrier, cp.async, wmma, mma.sync, ldmatrix.
#[test]
fn mutated_cccl_ptx_never_panics() {
    mutate_and_run(concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/cccl/nvcc"));
}

/// Matrix, mbarrier and copy instructions with missing or odd operands are
/// decode errors or faults: each is rejected with an error, when the module is
/// read or when the kernel is launched; none may run to the end.
#[test]
fn malformed_async_and_matrix_instructions_are_errors() {
    let bodies = [
        "mbarrier.arrive.shared.b64 %rd1;",
        "mbarrier.test_wait.shared.b64 %p1;",
        "cp.async.mbarrier.arrive.shared.b64;",
        "cp.async.ca.shared.global [%r1], [%rd1];",
        "cp.async.ca.shared.global [%r1], [%rd1], 12;",
        "wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {%f1}, {%r1}, {%r2};",
        "wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {%f1}, {%r1}, {%r2}, {%f2};",
        "wmma.load.a.sync.aligned.row.m16n16k16.f16 %r1, [%rd1];",
        "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f1}, {%r1}, {%r2}, {%f2};",
        "mma.sync.aligned.m8n8k4.col.row.f32.f16.f16.f32 {%f1, %f2, %f3, %f1}, {%r1, %r2}, {%r1, %r2}, {%f1, %f2, %f3, %f1};",
        "mma.sync.aligned.m8n8k4.row.col.f16.f16.f16.f16 {%r1, %r2, %r3, %r1}, {%r1}, {%r1, %r2}, {%r1, %r2, %r3, %r1};",
        "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r1}, [%r2];",
        "mbarrier.init.shared.b64 [%r1+4294967288], 1;",
        "elect.sync %r1|%p1, 0;",
    ];
    let mut accepted = Vec::new();
    for body in bodies {
        let ptx = format!(
            ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry t(.param .u64 p)\n{{\n\
             .reg .b32 %r<4>;\n.reg .b64 %rd<4>;\n.reg .f32 %f<4>;\n.reg .pred %p<2>;\n\
             .shared .align 8 .b8 s[64];\nmov.u32 %r1, s;\nmov.u32 %r2, s;\nld.param.u64 %rd1, [p];\n{body}\nret;\n}}\n"
        );
        // A parse error is a rejection; a module that reads must fail to launch.
        let Ok(mut sim) = Sim::new(&ptx) else { continue };
        let buf = sim.alloc("buf", 256);
        let mut cfg = LaunchConfig::new([1, 1, 1], [32, 1, 1]);
        cfg.step_limit = Some(100_000);
        if sim.launch("t", &cfg, &[Arg::Ptr(buf)]).is_ok() {
            accepted.push(body);
        }
    }
    assert!(
        accepted.is_empty(),
        "malformed instructions ran without an error: {accepted:#?}"
    );
}

/// Reduced from tools/mutate/mutate.py's PTX campaign (issue 47): a number as the
/// first byte of the file made the lexer read the byte before it (a panic).
#[test]
fn a_file_starting_with_a_number_is_an_error() {
    for ptx in ["7", "1e+5 .version 8.0", "0x1f\n.target sm_80"] {
        assert!(Sim::new(ptx).is_err(), "{ptx:?} parsed");
    }
}

fn mutate_and_run(dir: &str) {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    files.retain(|p| p.extension().is_some_and(|e| e == "ptx"));
    files.sort();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut launched = 0;
    for p in &files {
        let src = std::fs::read_to_string(p).unwrap();
        for _ in 0..20 {
            let m = mutate(&src, &mut rng);
            let Ok(mut sim) = Sim::new(&m) else { continue };
            let buf = sim.alloc("buf", 1 << 16);
            for k in sim.kernels() {
                let f = &sim.program().funcs[sim.find_kernel(&k).unwrap() as usize];
                let args: Vec<Arg> = f
                    .params
                    .iter()
                    .map(|s| {
                        if s.size == 8 {
                            Arg::Ptr(buf)
                        } else {
                            Arg::Bytes(vec![0; s.size as usize])
                        }
                    })
                    .collect();
                let mut cfg = LaunchConfig::new([2, 1, 1], [64, 1, 1]);
                cfg.step_limit = Some(200_000);
                let _ = sim.launch(&k, &cfg, &args);
                launched += 1;
            }
        }
    }
    assert!(launched > 100, "only {launched} mutated kernels ran");
}
