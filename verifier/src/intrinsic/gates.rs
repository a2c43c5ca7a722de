//! SM gates: intrinsics introduced with a given architecture, the first SM
//! that has them and the diagnostic for older targets. The thresholds are
//! NVVM's (`sm*10 <= threshold` is rejected), written here as minimum SMs.

use super::Call;
use crate::{messages as msg, Checker};
use ptxc_ir::Intrinsic;

/// How a gate recognises intrinsic names.
#[derive(Copy, Clone, Debug)]
pub enum NameMatch {
    /// The callee is exactly this table row.
    Exact(Intrinsic),
    /// The callee matched one of these table rows (any suffix).
    Rows(&'static [Intrinsic]),
    /// The callee's name contains this text.
    Contains(&'static str),
}

impl NameMatch {
    /// True when `call`'s callee is one this gate covers.
    pub fn matches(self, call: &Call) -> bool {
        match self {
            NameMatch::Exact(id) => call.is(id),
            NameMatch::Rows(ids) => call.id().is_some_and(|id| ids.contains(&id)),
            NameMatch::Contains(c) => call.name.contains(c),
        }
    }
}

/// The diagnostic of a gate.
#[derive(Copy, Clone, Debug)]
pub enum GateText {
    /// This exact text.
    Fixed(&'static str),
    /// "<intrinsic> is not supported on pre-<arch> Architectures"
    PreArch(&'static str),
}

/// One SM gate.
#[derive(Copy, Clone, Debug)]
pub struct SmGate {
    /// Which callees the gate covers.
    pub name: NameMatch,
    /// First SM (major*10+minor) that has the intrinsic.
    pub min_sm: u32,
    /// What to report below `min_sm`.
    pub text: GateText,
}

/// The gates, in NVVM's threshold order.
pub const SM_GATES: &[SmGate] = &[
    SmGate {
        name: NameMatch::Exact(Intrinsic::BranchIfAllConvergent),
        min_sm: 70,
        text: GateText::PreArch("Volta"),
    },
    SmGate {
        name: NameMatch::Exact(Intrinsic::BranchIfConvergent),
        min_sm: 80,
        text: GateText::PreArch("Ampere"),
    },
    // `__reduce_*_sync` (specs/runtime.md): `redux.sync` is an sm_80 instruction.
    SmGate {
        name: NameMatch::Rows(&[Intrinsic::ReduxSync]),
        min_sm: 80,
        text: GateText::PreArch("Ampere"),
    },
    // Special-register reads have their own table (sreg.rs).
    SmGate {
        name: NameMatch::Rows(CP_ASYNC_BULK),
        min_sm: 90,
        text: GateText::Fixed(msg::HOPPER_ONLY),
    },
    SmGate {
        name: NameMatch::Contains("f32x2"),
        min_sm: 100,
        text: GateText::Fixed(msg::F32X2),
    },
    // tensor-core gen 5 exists from sm_100; its mode words are checked only
    // above this gate (tcgen05.rs).
    SmGate {
        name: NameMatch::Rows(TCGEN05),
        min_sm: 100,
        text: GateText::Fixed(msg::TCGEN05_PRE_BLACKWELL),
    },
    SmGate {
        name: NameMatch::Contains(".offset.bindless"),
        min_sm: 120,
        text: GateText::Fixed(msg::OFFSET_BINDLESS),
    },
];

/// Targets in NVVM's Blackwell datacenter "a" family (sm_100a, sm_101a,
/// sm_103a, sm_110a): NVVM tests an extended family token rather than an SM
/// threshold, so the plain sm_100 and the consumer sm_120a are outside it.
pub const BLACKWELL_A_FAMILY: &[u32] = &[100, 101, 103, 110];

/// True when the target is in the Blackwell datacenter "a" family.
pub fn in_blackwell_a_family(opts: &crate::VerifyOptions) -> bool {
    opts.arch_specific && BLACKWELL_A_FAMILY.contains(&opts.sm)
}

/// Tensor copies gated on the "a" family, by name part (ptxc spellings:
/// `llvm.nvvm.cp.async.bulk.tensor.g2s.2cta.<mode>.<n>d`,
/// `llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.<n>d`, `...im2col.w.128.<n>d`).
pub const FAMILY_GATES: &[(NameMatch, &str)] = &[
    (NameMatch::Rows(&[Intrinsic::CpAsyncBulkTensorG2s2Cta]), msg::TMA_2CTA),
    (
        NameMatch::Rows(&[Intrinsic::CpAsyncBulkTensorG2sIm2colW]),
        msg::TMA_IM2COL_W,
    ),
];

/// Tensor-memory-access (TMA) intrinsics also need 64-bit pointers.
pub const TMA: &[Intrinsic] = &[
    Intrinsic::CpAsyncBulkTensor,
    Intrinsic::CpAsyncBulkTensorG2s2Cta,
    Intrinsic::CpAsyncBulkTensorG2sIm2colW,
];

/// Every `llvm.nvvm.tcgen05*` row.
pub const TCGEN05: &[Intrinsic] = &[Intrinsic::Tcgen05Cp, Intrinsic::Tcgen05Mma, Intrinsic::Tcgen05Family];

/// Every `llvm.nvvm.cp.async.bulk*` row.
pub const CP_ASYNC_BULK: &[Intrinsic] = &[
    Intrinsic::CpAsyncBulk,
    Intrinsic::CpAsyncBulkTensor,
    Intrinsic::CpAsyncBulkTensorG2s2Cta,
    Intrinsic::CpAsyncBulkTensorG2sIm2colW,
];

/// Applies the gates to one call.
pub fn check(cx: &mut Checker, call: &Call) {
    if cx.gates_passed.contains(call.name) {
        return;
    }
    let errors = cx.error_count();
    // The target first: most gates are below it, and matching a name (a row
    // lookup or a substring search) per gate and call was most of the NVVM
    // verifier's time on a math kernel (issue 46).
    for gate in SM_GATES {
        if cx.opts.sm < gate.min_sm && gate.name.matches(call) {
            let text = match gate.text {
                GateText::Fixed(t) => t.to_string(),
                GateText::PreArch(arch) => msg::pre_arch(call.name, arch),
            };
            call.error(cx, text);
        }
    }
    for &(name, text) in FAMILY_GATES {
        if !in_blackwell_a_family(cx.opts) && name.matches(call) {
            call.error(cx, text);
        }
    }
    if NameMatch::Rows(TMA).matches(call) && cx.pointer_bits() < 64 {
        call.error(cx, msg::POINTER_64_ONLY);
    }
    if cx.error_count() == errors {
        cx.gates_passed.insert(call.name.to_string());
    }
}
