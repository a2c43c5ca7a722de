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
    use crate::inst::MachInst;
    use crate::modifiers::{CmpOp, Part, Precision, Rounding, Space};
    use crate::opcode::Opcode;
    use crate::printer::mnemonic_text;
    use crate::ptx_type::PtxType::{self, *};

    /// The `.ftz` form of `inst`, or `None` when it has none.
    fn ftz_mnemonic(mut inst: MachInst) -> Option<String> {
        wants_ftz(&inst).then(|| {
            inst.mods.ftz = true;
            mnemonic_text(&inst)
        })
    }

    fn op(opcode: Opcode, ty: PtxType) -> MachInst {
        MachInst::new(opcode).ty(ty)
    }

    fn cvt(rounding: Option<Rounding>, dst: PtxType, src: PtxType) -> MachInst {
        let mut inst = MachInst::new(Opcode::Cvt).ty(dst).ty(src);
        inst.mods.rounding = rounding;
        inst
    }

    /// The placements nvcc -ftz=true prints.
    #[test]
    fn placed_as_nvcc_places_it() {
        let approx = |opcode| op(opcode, F32).precision(Precision::Approx);
        let mut ftz_sin = approx(Opcode::Sin);
        ftz_sin.mods.ftz = true;
        for (plain, ftz) in [
            (
                MachInst::new(Opcode::Fma).rounding(Rounding::Rn).ty(F32),
                Some("fma.rn.ftz.f32"),
            ),
            (op(Opcode::Mul, F32), Some("mul.ftz.f32")),
            (
                MachInst::new(Opcode::Add).rounding(Rounding::Rz).ty(F32),
                Some("add.rz.ftz.f32"),
            ),
            (approx(Opcode::Sin), Some("sin.approx.ftz.f32")),
            (approx(Opcode::Div), Some("div.approx.ftz.f32")),
            (
                MachInst::new(Opcode::Setp).cmp(CmpOp::Gt).ty(F32),
                Some("setp.gt.ftz.f32"),
            ),
            (cvt(Some(Rounding::Rzi), S32, F32), Some("cvt.rzi.ftz.s32.f32")),
            (cvt(Some(Rounding::Rmi), F32, F32), Some("cvt.rmi.ftz.f32.f32")),
            (cvt(None, F32, F32).sat(), Some("cvt.ftz.sat.f32.f32")),
            (cvt(None, F64, F32), Some("cvt.ftz.f64.f32")),
            (cvt(Some(Rounding::Rn), F32, F64), Some("cvt.rn.ftz.f32.f64")),
            (cvt(Some(Rounding::Rn), F32, S32), None),
            (cvt(Some(Rounding::Rn), F16, F32), None),
            (op(Opcode::Add, F64), None),
            (MachInst::new(Opcode::Fma).rounding(Rounding::Rn).ty(F64), None),
            (MachInst::new(Opcode::Setp).cmp(CmpOp::Lt).ty(F64), None),
            (MachInst::new(Opcode::Mul).part(Part::Wide).ty(S32), None),
            (MachInst::new(Opcode::Ld).space(Some(Space::Global)).ty(F32), None),
            (op(Opcode::Mov, F32), None),
            (op(Opcode::Selp, F32), None),
            (ftz_sin, None),
        ] {
            let text = mnemonic_text(&plain);
            assert_eq!(ftz_mnemonic(plain).as_deref(), ftz, "{text}");
        }
    }
}
