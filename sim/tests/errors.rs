//! Error detection: faults are reported with kernel, block, thread, PTX
//! line and address, and the command exits with status 1.

mod common;
use common::{kernel, run_words};
use ptxsim::{Arg, LaunchConfig, Sim};

#[test]
fn out_of_bounds_store_is_reported_with_location() {
    // thread 5 stores one element past a 5-element buffer
    let body =
        "mov.u32 %r1, %tid.x;\nmul.wide.u32 %rd2, %r1, 4;\nadd.s64 %rd3, %rd1, %rd2;\nst.global.u32 [%rd3], %r1;";
    let mut sim = Sim::new(&kernel(body)).unwrap();
    let out = sim.alloc("out", 20);
    let e = sim
        .launch("t", &LaunchConfig::new([1, 1, 1], [6, 1, 1]), &[Arg::Ptr(out)])
        .unwrap_err();
    assert!(e.msg.contains("out-of-bounds write"), "{e}");
    assert_eq!(e.thread, Some([5, 0, 0]));
    assert_eq!(e.block, Some([0, 0, 0]));
    assert_eq!(e.kernel.as_deref(), Some("t"));
    assert_eq!(e.addr, Some(out + 20));
    assert_eq!(e.line, Some(16), "line of the st.global in the generated PTX");
}

#[test]
fn misaligned_load_is_reported() {
    let e = run_words("ld.global.u32 %r1, [%rd1+2];", 1, 4).unwrap_err();
    assert!(e.msg.contains("misaligned read"), "{e}");
}

#[test]
fn deadlocked_barrier_is_reported() {
    // warp 0 waits on barrier 0, warp 1 on barrier 1: neither can complete
    let body = "mov.u32 %r1, %tid.x;\nsetp.lt.u32 %p1, %r1, 32;\n@%p1 bra A;\nbar.sync 1;\nbra B;\nA:\nbar.sync 0;\nB:";
    let e = run_words(body, 64, 1).unwrap_err();
    assert!(e.msg.contains("barrier deadlock"), "{e}");
    assert!(e.line.is_some());
}

#[test]
fn barrier_waits_only_for_live_threads() {
    // threads >= 40 exit early; the rest pass the barrier
    let body = "mov.u32 %r1, %tid.x;\nsetp.ge.u32 %p1, %r1, 40;\n@%p1 bra OUT;\nbar.sync 0;\n\
                mul.wide.u32 %rd2, %r1, 4;\nadd.s64 %rd3, %rd1, %rd2;\nst.global.u32 [%rd3], 7;\nOUT:";
    let r = run_words(body, 64, 64).unwrap();
    assert!(r[..40].iter().all(|&x| x == 7));
    assert!(r[40..].iter().all(|&x| x == 0));
}

#[test]
fn unknown_instruction_is_a_parse_error_with_line() {
    let e = Sim::new(&kernel("frobnicate.b32 %r1, %r2;")).err().expect("must fail");
    assert!(e.msg.contains("unknown instruction"), "{e}");
    assert_eq!(e.line, Some(13));
}

#[test]
fn bad_input_is_rejected_with_an_error() {
    // Each malformed module is an error naming what is wrong (and never a panic).
    for (src, message) in [
        (".entry", "unexpected end of input"),
        (".visible .entry k(", "unexpected end of input"),
        ("{ } }", "at module scope"),
        (".entry k() { bra NOWHERE; }", "unknown name NOWHERE"),
        (".entry k() { ld.global.u32 %r1, [%rd1]; }", "unknown name %r1"),
    ] {
        match Sim::new(src) {
            Ok(_) => panic!("{src:?} was accepted"),
            Err(e) => assert!(e.msg.contains(message), "{src:?}: {e}"),
        }
    }
    // An empty module is a module without kernels: launching one is the error.
    let mut sim = Sim::new("").unwrap();
    let e = sim
        .launch("k", &LaunchConfig::new([1, 1, 1], [1, 1, 1]), &[])
        .unwrap_err();
    assert!(e.msg.contains("no kernel named k"), "{e}");
}

#[test]
fn argument_mismatch_is_an_error() {
    let mut sim = Sim::new(&kernel("")).unwrap();
    let e = sim
        .launch("t", &LaunchConfig::new([1, 1, 1], [1, 1, 1]), &[Arg::I32(1)])
        .unwrap_err();
    assert!(e.msg.contains("4 bytes"), "{e}");
    let e = sim
        .launch("t", &LaunchConfig::new([1, 1, 1], [1, 1, 1]), &[])
        .unwrap_err();
    assert!(e.msg.contains("1 parameters, 0 arguments"), "{e}");
    let e = sim
        .launch("t", &LaunchConfig::new([1, 1, 1], [2048, 1, 1]), &[Arg::Ptr(0)])
        .unwrap_err();
    assert!(e.msg.contains("exceeds 1024"), "{e}");
}

#[test]
fn racecheck_finds_unsynchronized_shared_access() {
    let ptx = |sync: &str| {
        format!(
            ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry t(.param .u64 out)\n{{\n\
             .reg .b32 %r<8>;\n.reg .b64 %rd<4>;\n.shared .align 4 .b8 s[256];\n\
             mov.u32 %r1, %tid.x;\nshl.b32 %r2, %r1, 2;\nmov.u32 %r3, s;\nadd.s32 %r4, %r3, %r2;\n\
             st.shared.u32 [%r4], %r1;\n{sync}\nxor.b32 %r5, %r2, 128;\nadd.s32 %r6, %r3, %r5;\nld.shared.u32 %r7, [%r6];\nret;\n}}\n"
        )
    };
    let mut cfg = LaunchConfig::new([1, 1, 1], [64, 1, 1]);
    cfg.racecheck = true;
    let mut racy = Sim::new(&ptx("")).unwrap();
    let e = racy.launch("t", &cfg, &[Arg::Ptr(0)]).unwrap_err();
    assert!(e.msg.contains("shared-memory race"), "{e}");
    let mut clean = Sim::new(&ptx("bar.sync 0;")).unwrap();
    clean.launch("t", &cfg, &[Arg::Ptr(0)]).unwrap();
}

#[test]
fn cli_exits_1_on_fault_and_prints_location() {
    let dir = std::env::temp_dir().join(format!("ptxsim-err-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join("oob.ptx");
    std::fs::write(&p, kernel("st.global.u32 [%rd1+64], 1;")).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ptxsim"))
        .args([
            p.to_str().unwrap(),
            "--kernel",
            "t",
            "--grid",
            "1",
            "--block",
            "1",
            "--buf",
            "o:u32:4",
            "--arg",
            "o",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("out-of-bounds") && err.contains("PTX line") && err.contains("address"),
        "{err}"
    );
}

#[test]
fn cli_runs_the_issue_vadd_example_on_nvcc_ptx() {
    let ptx = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/nvcc/vadd.ptx");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ptxsim"))
        .args([
            ptx,
            "--kernel",
            "vadd",
            "--grid",
            "4",
            "--block",
            "256",
            "--buf",
            "a:f32:1000=iota",
            "--buf",
            "b:f32:1000=iota",
            "--buf",
            "c:f32:1000",
            "--arg",
            "a",
            "--arg",
            "b",
            "--arg",
            "c",
            "--arg",
            "i32:1000",
            "--dump",
            "c",
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let vals: Vec<f32> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| l.parse().unwrap())
        .collect();
    assert_eq!(vals.len(), 1000);
    assert!(vals.iter().enumerate().all(|(i, &v)| v == 2.0 * i as f32));
}

#[test]
fn infinite_loop_hits_the_step_limit() {
    let mut sim = Sim::new(&kernel("L:\nbra L;")).unwrap();
    let mut cfg = LaunchConfig::new([1, 1, 1], [32, 1, 1]);
    cfg.step_limit = Some(100_000);
    let e = sim.launch("t", &cfg, &[Arg::Ptr(0)]).unwrap_err();
    assert!(e.msg.contains("limit"), "{e}");
}

#[test]
fn falling_off_the_end_is_an_error() {
    let ptx =
        ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry t()\n{\n.reg .b32 %r<2>;\nmov.u32 %r1, 1;\n}\n\
               .visible .entry u()\n{\nret;\n}\n";
    let mut sim = Sim::new(ptx).unwrap();
    let e = sim
        .launch("t", &LaunchConfig::new([1, 1, 1], [1, 1, 1]), &[])
        .unwrap_err();
    assert!(e.msg.contains("fell off"), "{e}");
}

#[test]
fn racecheck_accepts_syncwarp_ordering_within_a_warp() {
    // lanes exchange through shared memory inside one warp: racy without
    // __syncwarp, ordered with it
    let ptx = |sync: &str| {
        format!(
            ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry t(.param .u64 out)\n{{\n\
             .reg .b32 %r<8>;\n.shared .align 4 .b8 s[128];\n\
             mov.u32 %r1, %tid.x;\nshl.b32 %r2, %r1, 2;\nmov.u32 %r3, s;\nadd.s32 %r4, %r3, %r2;\n\
             st.shared.u32 [%r4], %r1;\n{sync}\nxor.b32 %r5, %r2, 4;\nadd.s32 %r6, %r3, %r5;\nld.shared.u32 %r7, [%r6];\nret;\n}}\n"
        )
    };
    let mut cfg = LaunchConfig::new([1, 1, 1], [32, 1, 1]);
    cfg.racecheck = true;
    let mut racy = Sim::new(&ptx("")).unwrap();
    assert!(racy.launch("t", &cfg, &[Arg::Ptr(0)]).is_err());
    let mut ordered = Sim::new(&ptx("bar.warp.sync -1;")).unwrap();
    ordered.launch("t", &cfg, &[Arg::Ptr(0)]).unwrap();
}

#[test]
fn racecheck_lets_atomics_meet_but_not_plain_accesses() {
    // every thread adds to one shared word: atomics do not race with each
    // other; a plain load of that word in the same barrier interval does
    let ptx = |after: &str| {
        format!(
            ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry t(.param .u64 out)\n{{\n\
             .reg .b32 %r<8>;\n.shared .align 4 .b8 s[4];\n\
             mov.u32 %r1, %tid.x;\nmov.u32 %r3, s;\n\
             atom.shared.add.u32 %r2, [%r3], %r1;\nred.shared.max.u32 [%r3], %r1;\n{after}\nret;\n}}\n"
        )
    };
    let mut cfg = LaunchConfig::new([1, 1, 1], [64, 1, 1]);
    cfg.racecheck = true;
    let mut atomics = Sim::new(&ptx("")).unwrap();
    atomics.launch("t", &cfg, &[Arg::Ptr(0)]).unwrap();
    let mut plain = Sim::new(&ptx("ld.shared.u32 %r4, [%r3];")).unwrap();
    let e = plain.launch("t", &cfg, &[Arg::Ptr(0)]).unwrap_err();
    assert!(e.msg.contains("shared-memory race"), "{e}");
    let mut synced = Sim::new(&ptx("bar.sync 0;\nld.shared.u32 %r4, [%r3];")).unwrap();
    synced.launch("t", &cfg, &[Arg::Ptr(0)]).unwrap();
}

#[test]
fn shared_and_local_faults_name_the_first_failing_lane() {
    // a full warp stores to shared memory 16 words long: lanes 16.. are past it
    let shared = ".shared .align 4 .b32 sm[16];\nmov.u32 %r1, %tid.x;\nshl.b32 %r2, %r1, 2;\nmov.u32 %r3, sm;\n\
                  add.u32 %r4, %r3, %r2;\nst.shared.u32 [%r4], %r1;";
    let e = run_words(shared, 32, 1).unwrap_err();
    assert!(e.msg.contains("out-of-bounds write of 4 bytes (shared)"), "{e}");
    assert_eq!(e.thread, Some([16, 0, 0]));
    // generic addresses into each lane's 16 local bytes, as ptxc -O0 makes
    // them: a value stored and loaded back, then lane 2 reads past the end
    let local = ".local .align 8 .b8 buf[16];\nmov.u32 %r1, %tid.x;\nmov.u64 %rd2, buf;\ncvta.local.u64 %rd3, %rd2;\n\
                 st.u32 [%rd3+12], %r1;\nld.u32 %r2, [%rd3+12];\nmul.wide.u32 %rd4, %r1, 4;\nadd.s64 %rd5, %rd1, %rd4;\n\
                 st.global.u32 [%rd5], %r2;";
    assert_eq!(run_words(local, 32, 32).unwrap(), (0..32).collect::<Vec<u32>>());
    let past = format!("{local}\nmul.wide.u32 %rd6, %r1, 8;\nadd.s64 %rd7, %rd3, %rd6;\nld.u32 %r3, [%rd7];");
    let e = run_words(&past, 32, 32).unwrap_err();
    assert!(e.msg.contains("out-of-bounds read of 4 bytes (local)"), "{e}");
    assert_eq!(e.thread, Some([2, 0, 0]));
}
