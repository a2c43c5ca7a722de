//! The verifier never panics: every textual IR file in the repository
//! (the IR crate's corpus and ours) is verified under many option sets,
//! and every intrinsic family is called with no arguments at all.

use ptxc_verifier::{verify_module_report, VerifyOptions};
use std::path::Path;

fn option_sets() -> Vec<VerifyOptions> {
    let mut v = Vec::new();
    for sm in [20, 32, 60, 70, 72, 75, 80, 89, 90, 100, 103, 120] {
        for unified in [false, true] {
            for arch_specific in [false, true] {
                v.push(VerifyOptions {
                    sm,
                    arch_specific,
                    unified_nvvm_ir: unified,
                    show_info: unified,
                });
            }
        }
    }
    v
}

#[test]
fn every_ll_file_verifies_without_panicking() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut count = 0;
    for dir in ["ir/tests/ll", "verifier/tests/ll"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        for e in entries.flatten() {
            let text = std::fs::read_to_string(e.path()).unwrap_or_default();
            let Ok(m) = ptxc_ir::parser::parse_module(&text) else {
                continue;
            };
            for opts in option_sets() {
                let _ = verify_module_report(&m, &opts);
            }
            count += 1;
        }
    }
    assert!(count >= 30, "only {count} files parsed");
}

#[test]
fn intrinsic_families_without_arguments_do_not_panic() {
    let names = [
        "llvm.nvvm.setmaxnreg.inc.sync.aligned.u32",
        "llvm.nvvm.fence",
        "llvm.nvvm.atomic.rmw.i32",
        "llvm.nvvm.atomic.cas.i32",
        "llvm.nvvm.atomic.cast.i32",
        "llvm.nvvm.atomic.rmw.v4f32",
        "llvm.nvvm.red.add",
        "llvm.nvvm.cvt",
        "llvm.nvvm.cvt.ext",
        "llvm.nvvm.cvt.packfloat",
        "llvm.nvvm.texsurf.op",
        "llvm.nvvm.texsurf.handle",
        "llvm.nvvm.suld.desc",
        "llvm.nvvm.sub",
        "llvm.nvvm.add.satf.f32",
        "llvm.nvvm.coro.create.suspend",
        "llvm.nvvm.ldg.global.i.i32.p1",
        "llvm.nvvm.mbarrier.init",
        "llvm.nvvm.cp.async.ca.shared.global.4",
        "llvm.stackrestore.p5",
        "llvm.memcpy.p0.p0.i64",
        "llvm.memset.p0.i64",
        "llvm.bswap.i32",
        "llvm.ctpop.i32",
        "llvm.sadd.with.overflow.i32",
        "llvm.nvvm.mma.",
        "llvm.nvvm.mma.m16n8k16",
        "llvm.nvvm.wmma.",
        "llvm.nvvm.branch.if.convergent",
        "llvm.nvvm.launch",
        "llvm.nvvm.syncwarp.mode",
        "llvm.nvvm.task.wait",
        "llvm.nvvm.subop.i32",
        "llvm.nvvm.wait",
        "llvm.nvvm.cache",
        "llvm.nvvm.load.i32",
        "llvm.nvvm.store.i32",
        "llvm.nvvm.geometry.out",
        "llvm.nvvm.isbe.write.i32",
        "llvm.nvvm.ldc.i32",
        "llvm.nvvm.ld.const.i32",
        "llvm.nvvm.ldsm.i32",
        "llvm.nvvm.ld.bounds.check.i32",
        "llvm.nvvm.read.ptx.sreg.clusterid.x",
        "llvm.nvvm.tcgen05.cp",
        "llvm.nvvm.tcgen05.mma",
        "llvm.nvvm.cp.async.bulk.tensor.g2s.2cta.tile.2d",
        "llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32",
        "llvm.nvvm.wgmma.mma_async.m64n8k16.f16",
    ];
    for name in names {
        let text = format!(
            "target triple = \"nvptx64-nvidia-cuda\"\n\
             declare void @\"{name}\"()\n\
             define void @f() {{\nentry:\n  call void @\"{name}\"()\n  ret void\n}}\n"
        );
        let m = ptxc_ir::parser::parse_module(&text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        for opts in option_sets() {
            let _ = verify_module_report(&m, &opts);
        }
        if name.starts_with("llvm.nvvm.setmaxnreg") {
            // The call really reached its family checker.
            let r = verify_module_report(&m, &VerifyOptions::for_sm(90));
            let texts: Vec<&str> = r.errors.iter().map(|e| e.message.as_str()).collect();
            assert!(texts.contains(&ptxc_verifier::messages::ARG0_NOT_CONSTANT), "{texts:?}");
        }
    }
}
