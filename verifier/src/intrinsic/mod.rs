//! The intrinsic layer: every call to an `llvm.*` function is checked by
//! the family its name belongs to. Unknown `llvm.nvvm.*` names are
//! rejected ("Unsupported intrinsic: <name>").
//!
//! Internal NVVM intrinsics that take encoded mode words (conversions,
//! atomics, reductions, fences, textures) use the operand layouts written
//! in specs/verifier.md.

pub mod atomic;
pub mod control;
pub mod convert;
pub mod gates;
pub mod graphics;
pub mod memory;
pub mod mma;
pub mod red;
pub mod sreg;
pub mod sync;
pub mod tcgen05;
pub mod texture;
pub mod types;
pub mod wgmma;

use crate::{messages as msg, Checker};
use ptxc_ir::intrinsics::is_nvvm_name;
use ptxc_ir::{FuncId, Function, Inst, Intrinsic, IntrinsicName, Value};

/// True when `name` is an `llvm.nvvm.*` intrinsic ptxc knows: it matches a
/// row of the IR's intrinsic table (ptxc_ir::intrinsics, specs/ir.md).
pub fn is_known_nvvm(name: &str) -> bool {
    IntrinsicName::parse(name).is_some()
}

/// What the family checkers get: the call, its callee name (read through
/// the intrinsic table when it matches a row) and arguments.
pub struct Call<'a> {
    /// The calling function's id (diagnostics point at it).
    pub f: FuncId,
    /// The calling function.
    pub func: &'a Function,
    /// The call instruction.
    pub inst: Inst,
    /// The callee's name (`llvm.nvvm.atomic.rmw.i32`).
    pub name: &'a str,
    /// The table row the name matched and its suffix.
    pub intr: Option<IntrinsicName<'a>>,
    /// The call's arguments, callee excluded.
    pub args: &'a [Value],
}

impl<'a> Call<'a> {
    /// True when the callee is exactly the table row `id` (no suffix).
    pub fn is(&self, id: Intrinsic) -> bool {
        self.intr.is_some_and(|n| n.is(id))
    }
    /// The suffix after row `id`'s stem when the callee matched that row.
    pub fn rest_of(&self, id: Intrinsic) -> Option<&'a str> {
        self.intr.filter(|n| n.id == id).map(|n| n.rest)
    }
    /// The callee's row id.
    pub fn id(&self) -> Option<Intrinsic> {
        self.intr.map(|n| n.id)
    }
    /// Records `message` against this call.
    pub fn error(&self, cx: &mut Checker, message: impl Into<String>) {
        cx.inst_error(self.f, self.inst, message);
    }
    /// The integer value of constant argument `n`.
    pub fn const_arg(&self, cx: &Checker, n: usize) -> Option<u128> {
        self.args.get(n).and_then(|&v| crate::values::const_int(cx.m, v))
    }
    /// The address space of pointer argument `n`.
    pub fn arg_space(&self, cx: &Checker, n: usize) -> Option<u32> {
        self.args
            .get(n)
            .and_then(|&v| crate::values::addrspace_of(cx.m, self.func, v))
    }
}

/// Checks one intrinsic call.
pub fn verify_call(cx: &mut Checker, f: FuncId, func: &Function, inst: Inst, name: &str, args: &[Value]) {
    let call = Call {
        f,
        func,
        inst,
        name,
        intr: IntrinsicName::parse(name),
        args,
    };
    if is_nvvm_name(name) && call.intr.is_none() {
        call.error(cx, msg::unsupported_intrinsic(name));
        return;
    }
    gates::check(cx, &call);
    types::check(cx, &call);
    memory::check(cx, &call);
    sync::check(cx, &call);
    atomic::check(cx, &call);
    convert::check(cx, &call);
    mma::check(cx, &call);
    texture::check(cx, &call);
    red::check(cx, &call);
    control::check(cx, &call);
    graphics::check(cx, &call);
    sreg::check(cx, &call);
    tcgen05::check(cx, &call);
    wgmma::check(cx, &call);
}

#[cfg(test)]
mod tests {
    use super::is_known_nvvm;

    /// The prefixes the verifier accepted before the IR's intrinsic table
    /// took them over: every name they cover is still known.
    const OLD_KNOWN_PREFIXES: &[&str] = &[
        "llvm.nvvm.read.ptx.sreg.",
        "llvm.nvvm.barrier",
        "llvm.nvvm.bar.",
        "llvm.nvvm.membar.",
        "llvm.nvvm.fence",
        "llvm.nvvm.mbarrier.",
        "llvm.nvvm.setmaxnreg.",
        "llvm.nvvm.cp.async",
        "llvm.nvvm.wmma.",
        "llvm.nvvm.mma.",
        "llvm.nvvm.ldg.global.",
        "llvm.nvvm.ldu.global.",
        "llvm.nvvm.ptr.",
        "llvm.nvvm.atomic.",
        "llvm.nvvm.red",
        "llvm.nvvm.tex",
        "llvm.nvvm.suld.",
        "llvm.nvvm.sust.",
        "llvm.nvvm.shfl.",
        "llvm.nvvm.vote.",
        "llvm.nvvm.match.",
        "llvm.nvvm.branch.if.",
        "llvm.nvvm.cvt",
        "llvm.nvvm.launch",
        "llvm.nvvm.stacksave",
        "llvm.nvvm.stackrestore",
        "llvm.nvvm.isspacep.",
        "llvm.nvvm.mapa",
        "llvm.nvvm.tcgen05.",
        "llvm.nvvm.sub",
        "llvm.nvvm.coro.",
        "llvm.nvvm.activemask",
        "llvm.nvvm.nanosleep",
        "llvm.nvvm.prmt",
        "llvm.nvvm.add.",
        "llvm.nvvm.mul.",
        "llvm.nvvm.fma.",
        "llvm.nvvm.div.",
        "llvm.nvvm.sqrt.",
        "llvm.nvvm.rcp.",
        "llvm.nvvm.rsqrt.",
        "llvm.nvvm.ex2.",
        "llvm.nvvm.lg2.",
        "llvm.nvvm.sin.",
        "llvm.nvvm.cos.",
        "llvm.nvvm.fmin.",
        "llvm.nvvm.fmax.",
        "llvm.nvvm.clz.",
        "llvm.nvvm.popc.",
        "llvm.nvvm.brev",
        "llvm.nvvm.f2",
        "llvm.nvvm.d2",
        "llvm.nvvm.i2",
        "llvm.nvvm.ui2",
        "llvm.nvvm.ll2",
        "llvm.nvvm.ull2",
        "llvm.nvvm.s2h.",
        "llvm.nvvm.us2h.",
        "llvm.nvvm.h2",
        "llvm.nvvm.syncwarp.mode",
        "llvm.nvvm.task.",
        "llvm.nvvm.subop.",
        "llvm.nvvm.wait",
        "llvm.nvvm.cache",
        "llvm.nvvm.load.",
        "llvm.nvvm.store.",
        "llvm.nvvm.geometry.out",
        "llvm.nvvm.isbe.write.",
        "llvm.nvvm.ldc.",
        "llvm.nvvm.ld.const.",
        "llvm.nvvm.ldsm.",
        "llvm.nvvm.ld.bounds.check.",
        "llvm.nvvm.wgmma.mma_async.",
        "llvm.nvvm.mulhi.",
        "llvm.nvvm.mul24.",
        "llvm.nvvm.sad.",
        "llvm.nvvm.idp4a.",
        "llvm.nvvm.idp2a.",
        "llvm.nvvm.saturate.",
        "llvm.nvvm.fshl.clamp.",
        "llvm.nvvm.fshr.clamp.",
    ];

    #[test]
    fn every_old_prefix_is_still_known() {
        for p in OLD_KNOWN_PREFIXES {
            for tail in ["", "x", "x.y", ".x"] {
                let name = format!("{p}{tail}");
                assert!(is_known_nvvm(&name), "{name}");
            }
        }
        assert!(!is_known_nvvm("llvm.nvvm.nope"));
        assert!(!is_known_nvvm("llvm.nvvm.ldg.globalx"));
    }
}
