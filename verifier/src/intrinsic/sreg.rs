//! SM gates of special-register reads (`llvm.nvvm.read.ptx.sreg.<reg>`):
//! registers introduced after the base architecture exist only from their
//! SM on. The document says specific registers gate on the SM (its example:
//! `clock64` needs sm_30) but neither lists them all nor gives the text;
//! ptxc takes the registers and SMs from the PTX ISA's special-register
//! chapter and uses the pre-architecture wording of the other gates:
//! `<intrinsic> is not supported on pre-<arch> Architectures`. Register
//! names are LLVM's (`%is_explicit_cluster` is `sreg.is.explicit.cluster`).

use super::Call;
use crate::{messages as msg, Checker};
use ptxc_ir::Intrinsic;

/// (register name, or name prefix ending in '.', first SM, architecture name).
pub const SREG_GATES: &[(&str, u32, &str)] = &[
    ("clock64", 30, "Kepler"),
    // Thread block clusters (`__clusterIdx()` ...): clusterid, nclusterid,
    // cluster.ctaid/nctaid/ctarank/nctarank, is.explicit.cluster.
    ("clusterid.", 90, "Hopper"),
    ("nclusterid.", 90, "Hopper"),
    ("cluster.", 90, "Hopper"),
    ("is.explicit.cluster", 90, "Hopper"),
    ("aggr.smem.size", 90, "Hopper"),
];

/// The first SM and architecture name of register `reg`, if it is gated.
pub fn gate_of(reg: &str) -> Option<(u32, &'static str)> {
    SREG_GATES.iter().find_map(|&(name, sm, arch)| {
        let hit = if name.ends_with('.') {
            reg.starts_with(name)
        } else {
            reg == name
        };
        hit.then_some((sm, arch))
    })
}

/// Reports a special-register read below the register's first SM.
pub fn check(cx: &mut Checker, call: &Call) {
    let Some(reg) = call.intr.as_ref().and_then(Intrinsic::sreg_name) else {
        return;
    };
    if let Some((min_sm, arch)) = gate_of(reg) {
        if cx.opts.sm < min_sm {
            call.error(cx, msg::pre_arch(call.name, arch));
        }
    }
}
