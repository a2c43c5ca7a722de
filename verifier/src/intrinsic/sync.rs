//! Synchronisation intrinsics: `setmaxnreg` register counts, the NVVM
//! fence intrinsic's opcode/ordering/scope tuple, and the convergent-branch
//! intrinsics whose result must feed exactly one branch.
//!
//! `llvm.nvvm.fence(i32 opcode, i32 ordering, i32 scope)`: opcode 0 is a
//! fence, 1 a wait; orderings use LLVM's numbering (2 monotonic/relaxed,
//! 4 acquire, 5 release, 6 acq_rel, 7 seq_cst); scopes are 0 thread,
//! 1 warp, 2 cta, 3 cluster, 4 gpu, 5 sys.

use super::Call;
use crate::{messages as msg, Checker};
use ptxc_ir::{Intrinsic, Opcode, Value};

/// Scope names by code.
pub const SCOPES: &[&str] = &["thread", "warp", "cta", "cluster", "gpu", "sys"];
/// Ordering names by LLVM code (3 is unused).
pub const ORDERINGS: &[&str] = &[
    "not_atomic",
    "unordered",
    "relaxed",
    "",
    "acquire",
    "release",
    "acq_rel",
    "seq_cst",
];

/// Checks `setmaxnreg` counts, the fence tuple and that each
/// convergent-branch result feeds exactly one branch.
pub fn check(cx: &mut Checker, call: &Call) {
    let setmaxnreg = [
        Intrinsic::SetMaxNRegInc,
        Intrinsic::SetMaxNRegDec,
        Intrinsic::SetMaxNRegFamily,
    ];
    if call.id().is_some_and(|id| setmaxnreg.contains(&id)) {
        check_setmaxnreg(cx, call);
    } else if call.is(Intrinsic::Fence) {
        check_fence(cx, call);
    } else if call.is(Intrinsic::BranchIfConvergent) || call.is(Intrinsic::BranchIfAllConvergent) {
        check_convergent_branch(cx, call);
    }
}

fn check_setmaxnreg(cx: &mut Checker, call: &Call) {
    let Some(n) = call.const_arg(cx, 0) else {
        call.error(cx, msg::ARG0_NOT_CONSTANT);
        return;
    };
    if !(24..=256).contains(&n) {
        call.error(cx, msg::SETMAXNREG_RANGE);
    } else if n % 8 != 0 {
        call.error(cx, msg::SETMAXNREG_MULTIPLE);
    }
}

fn check_fence(cx: &mut Checker, call: &Call) {
    let (Some(op), Some(ord), Some(scope)) = (call.const_arg(cx, 0), call.const_arg(cx, 1), call.const_arg(cx, 2))
    else {
        call.error(cx, msg::FLAG_NOT_IMMEDIATE);
        return;
    };
    let scope_name = SCOPES.get(scope as usize).copied().unwrap_or("unknown");
    let ord_name = ORDERINGS.get(ord as usize).copied().unwrap_or("unknown");
    let cross_thread = (2..=5).contains(&scope);
    match op {
        0 => match ord {
            6 if !cross_thread => call.error(cx, msg::fence_acq_rel_scope(scope_name)),
            7 if !cross_thread => call.error(cx, msg::fence_seq_cst_scope(scope_name)),
            6 | 7 => {}
            _ => call.error(cx, msg::FENCE_ORDERING),
        },
        1 => {
            if ord == 2 {
                call.error(cx, msg::WAIT_RELAXED);
            } else if !matches!(ord, 4..=7) || !cross_thread {
                call.error(cx, msg::fence_ordering_scope(ord_name, scope_name));
            }
        }
        _ => call.error(cx, msg::FENCE_OPCODE),
    }
}

/// The i1 result must have exactly one use, and that use a conditional branch.
fn check_convergent_branch(cx: &mut Checker, call: &Call) {
    let func = call.func;
    let me = Value::Inst(call.inst);
    let mut uses = 0;
    let mut branch_uses = 0;
    for &b in &func.layout {
        for &i in &func.blocks[b].insts {
            let n = func.operands(i).iter().filter(|&&v| v == me).count();
            uses += n;
            if func.inst(i).opcode() == Opcode::CondBr && func.operands(i).first() == Some(&me) {
                branch_uses += n;
            }
        }
    }
    if uses != 1 || branch_uses != 1 {
        call.error(cx, msg::CONVERGENT_BRANCH_USE);
    }
}
