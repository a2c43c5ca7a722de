//! `-ftz=true` (part of `-use_fast_math`): every f32 instruction that has a
//! flush-to-zero form gets `.ftz`, placed as nvcc places it — after the
//! rounding or `.approx` modifier, before `.sat` and the types
//! (`fma.rn.ftz.f32`, `setp.gt.ftz.f32`, `cvt.rzi.ftz.s32.f32`,
//! `cvt.ftz.sat.f32.f32`). Conversions get it when they read an f32 or
//! narrow an f64 to f32, never when they convert an integer.

use crate::inst::{MachInst, PtxInst};
use crate::opcode::Opcode;
use crate::ptx_type::PtxType;

/// True when `inst` has a flush-to-zero form it does not use yet.
pub fn wants_ftz(inst: &MachInst) -> bool {
    if !inst.opcode.has_ftz() || inst.mods.ftz {
        return false;
    }
    match (inst.opcode, inst.types.as_slice()) {
        // cvt.<dst>.<src>: an f32 source (except into a half type), or f64 -> f32.
        (Opcode::Cvt, &[dst, src]) => {
            src == PtxType::F32 && !dst.is_half() || (dst == PtxType::F32 && src == PtxType::F64)
        }
        (Opcode::Cvt, _) => false,
        // set.<cmp>.<dtype>.f32 compares f32 values.
        (_, types) => types.last() == Some(&PtxType::F32),
    }
}

/// Adds `.ftz` to every instruction of `body` that has a flush-to-zero form
/// (the printer places it after the rounding or `.approx` modifier).
pub fn flush_f32(body: &mut [PtxInst]) {
    for inst in body {
        if let PtxInst::Op(inst) = inst {
            if wants_ftz(inst) {
                inst.mods.ftz = true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::wants_ftz;
    use crate::mnemonic::to_inst;
    use crate::printer::mnemonic_text;

    /// The `.ftz` form of `mnemonic`, or `None` when it has none.
    fn ftz_mnemonic(mnemonic: &str) -> Option<String> {
        let mut inst = to_inst(mnemonic).expect("a known mnemonic");
        wants_ftz(&inst).then(|| {
            inst.mods.ftz = true;
            mnemonic_text(&inst)
        })
    }

    /// The placements nvcc -ftz=true prints.
    #[test]
    fn placed_as_nvcc_places_it() {
        for (plain, ftz) in [
            ("fma.rn.f32", Some("fma.rn.ftz.f32")),
            ("mul.f32", Some("mul.ftz.f32")),
            ("add.rz.f32", Some("add.rz.ftz.f32")),
            ("sin.approx.f32", Some("sin.approx.ftz.f32")),
            ("div.approx.f32", Some("div.approx.ftz.f32")),
            ("setp.gt.f32", Some("setp.gt.ftz.f32")),
            ("cvt.rzi.s32.f32", Some("cvt.rzi.ftz.s32.f32")),
            ("cvt.rmi.f32.f32", Some("cvt.rmi.ftz.f32.f32")),
            ("cvt.sat.f32.f32", Some("cvt.ftz.sat.f32.f32")),
            ("cvt.f64.f32", Some("cvt.ftz.f64.f32")),
            ("cvt.rn.f32.f64", Some("cvt.rn.ftz.f32.f64")),
            ("cvt.rn.f32.s32", None),
            ("cvt.rn.f16.f32", None),
            ("add.f64", None),
            ("fma.rn.f64", None),
            ("setp.lt.f64", None),
            ("mul.wide.s32", None),
            ("ld.global.f32", None),
            ("mov.f32", None),
            ("selp.f32", None),
            ("sin.approx.ftz.f32", None),
        ] {
            assert_eq!(ftz_mnemonic(plain).as_deref(), ftz, "{plain}");
        }
    }
}
