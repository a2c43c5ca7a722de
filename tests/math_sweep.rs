//! The device math library, measured where it runs: every function of issue 7
//! in single and double precision (`tests/math/sweep.cu`, one kernel each) is
//! compiled by ptxc, checked by ptxas (sm_75, sm_80, sm_90) and executed in ptxsim over 100,000
//! inputs (special values, edge ranges, random bit patterns). The inputs are
//! made and the results judged by `tools/mathcheck/devcheck.c`, built here
//! with gcc, against `__float128` references (libquadmath) — more than
//! enough precision to measure double-precision errors. A function fails when
//! its distance from the correctly rounded result exceeds NVIDIA's documented
//! maximum ulp error (the bounds in `tools/mathcheck/funcs.h`/`devcheck.c`) or
//! a special value is wrong. `PTXC_UPDATE_SPEC=1` writes the measured table
//! into specs/math.md.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Options};
use ptxsim::{Arg, LaunchConfig, Sim};
use std::path::Path;
use std::process::Command;

const INPUTS: usize = 100_000;

/// The functions devcheck lists (tools/mathcheck/funcs.h) and tests/math/sweep.cu
/// has a kernel for: fewer measured means the list was emptied or cut, not passed.
const FUNCTIONS: usize = 120;

/// Runs devcheck with `args`, returning its stdout (panics on failure).
fn devcheck(exe: &Path, args: &[&str]) -> String {
    let out = Command::new(exe).args(args).output().expect("run devcheck");
    assert!(
        out.status.success(),
        "devcheck {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Builds the oracle with gcc and libquadmath into a scratch file.
fn build_devcheck(gcc: &Path) -> std::path::PathBuf {
    let dir = tools::repo_root().join("tools/mathcheck");
    let exe = tools::scratch("devcheck", "bin");
    let out = Command::new(gcc)
        .args(["-O2", "-ffp-contract=off", "-fno-fast-math", "-o"])
        .arg(&exe)
        .arg(dir.join("devcheck.c"))
        .args(["-lquadmath", "-lm"])
        .output()
        .expect("run gcc");
    assert!(
        out.status.success(),
        "building devcheck: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    exe
}

/// One measured function: name, precision, bound and devcheck's verdict.
struct Row {
    name: String,
    double: bool,
    bound: f64,
    max_err: f64,
    max_dist: f64,
    worst: String,
}

#[test]
fn math_functions_are_within_nvidias_bounds_in_ptxsim() {
    let Some(gcc) = tools::require("gcc", tools::gcc()) else {
        return;
    };
    let exe = build_devcheck(&gcc);
    let path = tools::repo_root().join("tests/math/sweep.cu");
    let src = std::fs::read_to_string(&path).unwrap();
    let compile = |arch: &str| {
        compile_str("sweep.cu", &src, &Options::with_arch(arch))
            .expect("compiles")
            .output
    };
    let ptx = compile("sm_80");
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "math_sweep").expect("ptxas accepts the sweep kernels");
        for arch in ["sm_75", "sm_90"] {
            tools::run_ptxas(&ptxas, &compile(arch), arch, "math_sweep")
                .unwrap_or_else(|e| panic!("ptxas {arch} rejects the sweep kernels: {e}"));
        }
    }
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    // Buffers sized for doubles, reused by every function.
    let n = INPUTS;
    let bufs: Vec<u64> = ["x", "y", "z", "k", "r", "r2", "ri"]
        .iter()
        .map(|b| sim.alloc(b, n * 8))
        .collect();
    let (input, output) = (tools::scratch("sweep_in", "bin"), tools::scratch("sweep_out", "bin"));
    let (input_s, output_s) = (input.to_str().unwrap(), output.to_str().unwrap());
    let mut rows = Vec::new();
    let list = devcheck(&exe, &["list"]);
    let listed = list.lines().count();
    assert!(
        listed >= FUNCTIONS,
        "devcheck lists {listed} functions, the sweep measures {FUNCTIONS}"
    );
    for line in list.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        let (name, double, bound) = (f[0], f[1] == "d", f[2].parse::<f64>().unwrap());
        let sz = if double { 8 } else { 4 };
        devcheck(&exe, &["gen", name, &n.to_string(), input_s]);
        let data = std::fs::read(&input).unwrap();
        assert_eq!(data.len(), n * (3 * sz + 4), "{name}: input file size");
        for (j, &buf) in bufs[..4].iter().enumerate() {
            sim.write(
                buf,
                &data[j * n * sz..(j * n * sz + if j < 3 { n * sz } else { n * 4 })],
            )
            .unwrap();
        }
        for &buf in &bufs[4..] {
            sim.write(buf, &vec![0u8; n * 8]).unwrap();
        }
        let mut args: Vec<Arg> = bufs.iter().map(|&b| Arg::Ptr(b)).collect();
        args.push(Arg::I32(n as i32));
        sim.launch(
            &format!("k_{name}"),
            &LaunchConfig::new([n.div_ceil(256) as u32, 1, 1], [256, 1, 1]),
            &args,
        )
        .unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut out = sim.read(bufs[4], n * sz).unwrap();
        out.extend(sim.read(bufs[5], n * sz).unwrap());
        out.extend(sim.read(bufs[6], n * 8).unwrap());
        std::fs::write(&output, out).unwrap();
        let verdict = devcheck(&exe, &["check", name, &n.to_string(), input_s, output_s]);
        let v: Vec<&str> = verdict.split_whitespace().collect();
        let worst = if v[2] == "nan" {
            "-".to_string()
        } else if v[3] == "nan" {
            v[2].to_string()
        } else {
            format!("{}, {}", v[2], v[3])
        };
        rows.push(Row {
            name: name.to_string(),
            double,
            bound,
            max_err: v[0].parse().unwrap(),
            max_dist: v[1].parse().unwrap(),
            worst,
        });
    }
    let table = render(&rows);
    eprintln!("{table}");
    if std::env::var("PTXC_UPDATE_SPEC").is_ok_and(|v| v == "1") {
        update_spec(&table);
    }
    let failures: Vec<String> = rows
        .iter()
        .filter(|r| !(r.max_dist <= r.bound && r.max_err.is_finite()))
        .map(|r| {
            format!(
                "{}: {} ulp from the correctly rounded result (bound {}), max error {} ulp, at {}",
                r.name, r.max_dist, r.bound, r.max_err, r.worst
            )
        })
        .collect();
    assert!(failures.is_empty(), "{}\n{table}", failures.join("\n"));
}

/// The markdown table of specs/math.md ("Device measurements in ptxsim").
fn render(rows: &[Row]) -> String {
    let mut t = String::from(
        "| function | precision | inputs | max error (ulp, vs exact) | max distance to correctly rounded (ulp) | NVIDIA bound | input of max distance |\n\
         | --- | --- | --- | --- | --- | --- | --- |\n",
    );
    for r in rows {
        let err = if r.max_err.is_finite() {
            format!("{:.3}", r.max_err)
        } else {
            "special-value mismatch".into()
        };
        let name = match r.name.as_str() {
            "classf" => "isnan/isinf/isfinite/signbit (float)",
            "class" => "isnan/isinf/isfinite/signbit (double)",
            n => n,
        };
        t.push_str(&format!(
            "| {name} | {} | {INPUTS} | {err} | {} | {} | {} |\n",
            if r.double { "double" } else { "single" },
            r.max_dist,
            r.bound,
            r.worst
        ));
    }
    t
}

/// Replaces the table between the device-sweep markers of specs/math.md.
fn update_spec(table: &str) {
    let spec = tools::repo_root().join("specs/math.md");
    let text = std::fs::read_to_string(&spec).unwrap();
    let (begin, end) = ("<!-- device-sweep:begin -->\n", "<!-- device-sweep:end -->");
    let a = text.find(begin).expect("begin marker") + begin.len();
    let b = text.find(end).expect("end marker");
    std::fs::write(&spec, format!("{}{table}{}", &text[..a], &text[b..])).unwrap();
}

/// The oracle is not vacuous: correctly rounded host square roots pass, one
/// result off by one ulp is measured as 1 ulp, and a number where NaN is
/// expected is a special-value mismatch.
#[test]
fn devcheck_detects_wrong_results() {
    let Some(gcc) = tools::require("gcc", tools::gcc()) else {
        return;
    };
    let exe = build_devcheck(&gcc);
    let n = 1000;
    let (input, output) = (tools::scratch("dc_in", "bin"), tools::scratch("dc_out", "bin"));
    let (input_s, output_s) = (input.to_str().unwrap(), output.to_str().unwrap());
    devcheck(&exe, &["gen", "sqrt", &n.to_string(), input_s]);
    let data = std::fs::read(&input).unwrap();
    let xs: Vec<f64> = data[..n * 8]
        .chunks(8)
        .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert!(xs.iter().any(|x| x.is_nan()) && xs.iter().any(|x| *x > 1.0));
    let verdict = |ys: &[f64]| {
        let mut out: Vec<u8> = ys.iter().flat_map(|y| y.to_le_bytes()).collect();
        out.resize(n * 24, 0);
        std::fs::write(&output, out).unwrap();
        let v = devcheck(&exe, &["check", "sqrt", &n.to_string(), input_s, output_s]);
        let v: Vec<f64> = v.split_whitespace().take(2).map(|s| s.parse().unwrap()).collect();
        (v[0], v[1])
    };
    let mut ys: Vec<f64> = xs.iter().map(|x| x.sqrt()).collect();
    assert_eq!(verdict(&ys).1, 0.0, "Rust's sqrt is correctly rounded");
    let i = xs.iter().position(|x| *x > 1.0 && x.is_finite()).unwrap();
    ys[i] = f64::from_bits(ys[i].to_bits() + 1);
    let (err, dist) = verdict(&ys);
    assert_eq!(dist, 1.0);
    assert!(err > 0.5 && err < 1.5, "{err}");
    let j = xs.iter().position(|x| x.is_nan()).unwrap();
    ys[j] = 1.0;
    assert_eq!(verdict(&ys).1, f64::INFINITY);
}
