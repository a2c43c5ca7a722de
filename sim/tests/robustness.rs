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
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/nvcc");
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
