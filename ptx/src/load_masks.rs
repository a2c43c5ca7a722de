//! Masks of narrow loads dropped, on the selected PTX of one function:
//! `ld.global.u8 %rs1, [a]; ...; and.b16 %rs2, %rs1, 255` goes, and the
//! reads of `%rs2` read `%rs1`.
//!
//! Why: an `i8` lives in a 16-bit register whose upper byte selection does
//! not track, so a compare or a zero extension of it masks the byte first.
//! A register a `ld.u8` (or `ld.u16`) wrote holds the value zero-extended:
//! PTX widens a load whose destination register is wider than its type, by
//! the type's kind (`.u`: zero-extended). nvcc compares such registers
//! directly (`ld.global.v4.u8` then `setp.ne.s16`).
//!
//! Exact because the loaded register is written once in the function, by that
//! load (unguarded), so every read of it sees the loaded value, and the mask
//! keeps all the bits the load may set; the masked register is written once,
//! by the mask, so each of its reads comes after the mask and so after the
//! load. Registers inline assembly names are never touched.

use crate::bit_moves::written_regs;
use crate::inst::{MachInst, Operand, PtxInst};
use crate::opcode::Opcode;
use crate::ptx_type::PtxType;
use crate::regs::{RegTable, VReg};

/// Drops the redundant masks of `body` (see the module header).
pub fn run(body: &mut Vec<PtxInst>) {
    if !body
        .iter()
        .any(|i| matches!(i, PtxInst::Op(mi) if mask_of(mi).is_some()))
    {
        return;
    }
    let mut writes: RegTable<u32> = RegTable::new(0);
    // The mask a register's loaded type leaves unchanged, when a load wrote it.
    let mut loaded: RegTable<u64> = RegTable::new(0);
    for inst in body.iter() {
        match inst {
            PtxInst::InlineAsmBegin(named) => named.iter().for_each(|&r| *writes.get_mut(r) += 2),
            PtxInst::Op(mi) => {
                written_regs(mi, |r| *writes.get_mut(r) += 1);
                if let Some(mask) = zero_extending_load(mi) {
                    written_regs(mi, |r| *loaded.get_mut(r) = mask);
                }
            }
            _ => {}
        }
    }
    let mut renamed: RegTable<Option<VReg>> = RegTable::new(None);
    let mut any = false;
    for inst in body.iter() {
        let PtxInst::Op(mi) = inst else { continue };
        let Some((dst, src, mask)) = mask_of(mi) else { continue };
        let bits = *loaded.get(src);
        if *writes.get(src) == 1 && *writes.get(dst) == 1 && bits != 0 && bits & !mask == 0 {
            *renamed.get_mut(dst) = Some(src);
            any = true;
        }
    }
    if !any {
        return;
    }
    body.retain(|inst| !matches!(inst, PtxInst::Op(mi) if mask_of(mi).is_some_and(|(d, ..)| renamed.get(d).is_some())));
    for inst in body.iter_mut() {
        if let PtxInst::Op(mi) = inst {
            mi.for_each_reg_mut(|r| {
                if let Some(to) = *renamed.get(*r) {
                    *r = to;
                }
            });
        }
    }
}

/// `and.bN %d, %s, mask` (unguarded, register classes alike): (d, s, mask).
fn mask_of(mi: &MachInst) -> Option<(VReg, VReg, u64)> {
    let (Opcode::And, None, [Operand::Reg(d), Operand::Reg(s), Operand::Imm(m)]) =
        (mi.opcode, mi.guard, mi.ops.as_slice())
    else {
        return None;
    };
    (d.class == s.class && *m > 0).then_some((*d, *s, *m as u64))
}

/// For an unguarded `ld.u8` or `ld.u16` (a vector's lanes alike), the mask of
/// the bits it may set in its destination registers.
fn zero_extending_load(mi: &MachInst) -> Option<u64> {
    if mi.opcode != Opcode::Ld || mi.guard.is_some() {
        return None;
    }
    match mi.types.as_slice() {
        [PtxType::U8] => Some(0xff),
        [PtxType::U16] => Some(0xffff),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inst::{Addr, AddrBase};
    use crate::modifiers::Space;
    use crate::regs::RegClass;

    fn rs(n: u32) -> VReg {
        VReg {
            class: RegClass::B16,
            num: n,
        }
    }
    fn ld(ty: PtxType, dst: Operand) -> PtxInst {
        let addr = Operand::addr(Addr {
            base: AddrBase::Reg(VReg {
                class: RegClass::B64,
                num: 1,
            }),
            offset: 0,
        });
        PtxInst::Op(
            MachInst::new(Opcode::Ld)
                .space(Some(Space::Global))
                .ty(ty)
                .ops([dst, addr]),
        )
    }
    fn and(d: VReg, s: VReg, m: i64) -> PtxInst {
        PtxInst::Op(MachInst::new(Opcode::And).ty(PtxType::B16).ops([
            Operand::Reg(d),
            Operand::Reg(s),
            Operand::Imm(m),
        ]))
    }
    fn mov(d: VReg, s: VReg) -> PtxInst {
        PtxInst::Op(
            MachInst::new(Opcode::Mov)
                .ty(PtxType::B16)
                .ops([Operand::Reg(d), Operand::Reg(s)]),
        )
    }

    #[test]
    fn a_loaded_byte_needs_no_mask() {
        let lanes = Operand::Vector(Box::new([rs(1), rs(2)]));
        let mut body = vec![ld(PtxType::U8, lanes), and(rs(3), rs(1), 255), and(rs(4), rs(2), 255)];
        body.push(and(rs(5), rs(3), 7));
        body.push(mov(rs(6), rs(4)));
        run(&mut body);
        assert_eq!(body[1..], [and(rs(5), rs(1), 7), mov(rs(6), rs(2))]);
    }

    #[test]
    fn masks_stay_where_the_register_may_hold_more() {
        let mut body = vec![
            ld(PtxType::S8, Operand::Reg(rs(1))),
            and(rs(2), rs(1), 255),
            ld(PtxType::U8, Operand::Reg(rs(3))),
            and(rs(4), rs(3), 15),
            ld(PtxType::U16, Operand::Reg(rs(5))),
            and(rs(6), rs(5), 255),
            ld(PtxType::U8, Operand::Reg(rs(7))),
            and(rs(7), rs(7), 255),
            ld(PtxType::U8, Operand::Reg(rs(8))),
        ];
        let before = body.clone();
        run(&mut body);
        // Sign-extended, a narrower mask, a wider load, and a register written twice.
        assert_eq!(body, before);
    }
}
