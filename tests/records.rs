//! Structs, unions and by-value aggregates: layout, member access, copies,
//! parameters and results, checked by ptxas and by running in ptxsim
//! against a Rust reference; and the kernel parameter-space limit on
//! source kernels, with NVIDIA's exact message.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Options};
use ptxsim::{Arg, LaunchConfig, Sim};

fn source(name: &str) -> String {
    std::fs::read_to_string(tools::repo_root().join("tests/records").join(name)).unwrap()
}

fn compile_checked(name: &str, arch: &str) -> String {
    let ptx = compile_str(name, &source(name), &Options::with_arch(arch))
        .unwrap_or_else(|e| panic!("{name}: {}", e.rendered))
        .output;
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, arch, name).unwrap_or_else(|e| panic!("{name} ({arch}): ptxas: {e}"));
    }
    ptx
}

/// The C layout of `struct Particle` (tests/records/particles.cu): 32 bytes.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Particle {
    pos: [f32; 3],
    vel: [f32; 3],
    id: i32,
    tag: i8,
}

impl Particle {
    fn to_bytes(self) -> Vec<u8> {
        let mut b = Vec::with_capacity(32);
        for v in self.pos.iter().chain(self.vel.iter()) {
            b.extend(v.to_le_bytes());
        }
        b.extend(self.id.to_le_bytes());
        b.push(self.tag as u8);
        b.extend([0u8; 3]);
        b
    }
    fn from_bytes(b: &[u8]) -> Particle {
        let f = |k: usize| f32::from_le_bytes(b[4 * k..4 * k + 4].try_into().unwrap());
        Particle {
            pos: [f(0), f(1), f(2)],
            vel: [f(3), f(4), f(5)],
            id: i32::from_le_bytes(b[24..28].try_into().unwrap()),
            tag: b[28] as i8,
        }
    }
    /// What `step` computes, in the same order of float operations.
    fn step(mut self, dt: f32) -> Particle {
        let d = [self.vel[0] * dt, self.vel[1] * dt, self.vel[2] * dt];
        for (p, dk) in self.pos.iter_mut().zip(d) {
            *p += dk;
        }
        let origin = [1.0f32, 2.0, 3.0];
        for (p, o) in self.pos.iter_mut().zip(origin) {
            *p += o;
        }
        self.id = (self.pos[0].to_bits() & 0xff) as i32 + i32::from(self.tag);
        self
    }
}

#[test]
fn struct_kernel_runs_like_the_reference() {
    for arch in ["sm_80", "sm_90"] {
        compile_checked("particles.cu", arch);
    }
    let ptx = compile_checked("particles.cu", "sm_80");
    let n = 70usize;
    let input: Vec<Particle> = (0..n)
        .map(|i| {
            let x = i as f32;
            Particle {
                pos: [x, -x, 0.5 * x],
                vel: [1.0, 0.25 * x, -2.0],
                id: 0,
                tag: (i as i8).wrapping_mul(37),
            }
        })
        .collect();
    let bytes: Vec<u8> = input.iter().flat_map(|p| p.to_bytes()).collect();
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let buf = sim.alloc_from("ps", &bytes);
    sim.launch(
        "step",
        &LaunchConfig::new([3, 1, 1], [32, 1, 1]),
        &[Arg::Ptr(buf), Arg::I32(n as i32), Arg::F32(0.5)],
    )
    .unwrap();
    let out = sim.read(buf, n * 32).unwrap();
    for (i, p) in input.iter().enumerate() {
        let got = Particle::from_bytes(&out[i * 32..i * 32 + 32]);
        assert_eq!(got, p.step(0.5), "particle {i}");
    }
}

#[test]
fn parameter_space_overflow_is_reported_like_nvcc() {
    let mut opts = Options::with_arch("sm_80");
    opts.json_diagnostics = true;
    for arch in ["sm_75", "sm_80", "sm_100"] {
        opts.arch = arch.to_string();
        let err = compile_str("param_space.cu", &source("param_space.cu"), &opts).expect_err("too large");
        assert!(
            err.rendered.contains(
                "\"message\":\"Formal parameter space overflowed (40016 bytes required, max 32764 bytes allowed) in function _Z10big_kernel5Heavy\""
            ),
            "{arch}: {}",
            err.rendered
        );
        assert!(
            err.rendered.contains("\"line\":4"),
            "points at the kernel: {}",
            err.rendered
        );
    }
    // Parameters are summed without padding between them: 32756 + 8 + 4 = 32768 > 32764,
    // while a 32752-byte struct makes exactly 32764.
    let fits = source("param_space_fits.cu");
    compile_str("param_space_fits.cu", &fits, &Options::with_arch("sm_80"))
        .expect_err("32768 bytes of parameters do not fit");
    let just_fits = fits.replace("32756", "32752");
    let ptx = compile_str("fits.cu", &just_fits, &Options::with_arch("sm_80"))
        .expect("32764 bytes fit")
        .output;
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "fits").expect("ptxas accepts a kernel at the limit");
    }
}

#[test]
fn by_value_records_are_copies() {
    for opt in ["-O0", "-O3"] {
        let mut opts = Options::with_arch("sm_80");
        opts.opt_level = if opt == "-O0" { 0 } else { 3 };
        let ptx = compile_str("byval.cu", &source("byval.cu"), &opts)
            .unwrap_or_else(|e| panic!("{}", e.rendered))
            .output;
        if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
            tools::run_ptxas(&ptxas, &ptx, "sm_80", "byval").unwrap_or_else(|e| panic!("{opt}: ptxas: {e}"));
        }
        // The by-value parameter is the kernel's own copy, never a global pointer: only
        // `out` may be converted to the global space.
        let body = &ptx[ptx.find(".entry k_params(").expect("k_params")..];
        let body = &body[..body.find("\n}\n").expect("end of k_params")];
        assert_eq!(body.matches("cvta.to.global").count(), 1, "{opt}:\n{body}");
        let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
        let out = sim.alloc("out", 8 * 4);
        let mut params = Vec::new();
        params.extend(0.5f32.to_le_bytes());
        params.extend(3.0f32.to_le_bytes());
        params.extend(4i32.to_le_bytes());
        sim.launch(
            "k_params",
            &LaunchConfig::new([1, 1, 1], [8, 1, 1]),
            &[Arg::Ptr(out), Arg::Bytes(params)],
        )
        .unwrap_or_else(|e| panic!("{opt}: {e}"));
        let got: Vec<f32> = sim
            .read(out, 32)
            .unwrap()
            .chunks(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        let want: Vec<f32> = (0..8)
            .map(|t| (0..4).fold(0.0f32, |v, _| v + 3.0 * 0.5) + t as f32)
            .collect();
        assert_eq!(got, want, "{opt}: kernel reads its by-value struct");
        sim.launch("k_copy", &LaunchConfig::new([1, 1, 1], [1, 1, 1]), &[Arg::Ptr(out)])
            .unwrap();
        let got: Vec<i32> = sim
            .read(out, 8)
            .unwrap()
            .chunks(4)
            .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(got, vec![13, 1], "{opt}: the callee changed only its copy");
    }
}
