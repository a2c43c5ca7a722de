//! Register-class moves folded into the loads and stores around them, on the
//! selected PTX of one function: `ld.f32 %f1, [a]; mov.b32 %r1, %f1` becomes
//! `ld.b32 %r1, [a]`, and `mov.b32 %f2, %r2; st.f32 [a], %f2` becomes
//! `st.b32 [a], %r2`; lanes of vector loads and stores alike.
//!
//! Why: a value reinterpreted between a float and an integer
//! (`__float_as_int(p[i])`, a `float4` of `__half2` words) is a bitcast in
//! the IR, which selection prints as a `mov` between register classes, one
//! executed instruction per word; nvcc loads and stores such words in the
//! register class they are used in.
//!
//! Exact because a `.b32`/`.b64` load or store moves the same bits into or
//! out of any register of its size (PTX lets a bit-size type name registers
//! of every type of that size, also within one vector), and the `mov` copied
//! bits unchanged. The folded register is written once and read only by the
//! `mov` (load) or only by the store (store); the load and its `mov`, or the
//! `mov` and its store, are in one straight-line stretch (no label, branch,
//! call sequence or inline assembly between them), and nothing between them
//! names the register that moves (a load's new destination) or writes it (a
//! store's new source). Registers inline assembly names are never touched.

use crate::inst::{MachInst, Operand, PtxInst};
use crate::opcode::Opcode;
use crate::ptx_type::PtxType;
use crate::regs::{RegClass, RegTable, VReg};

/// How far apart a load and its `mov`, or a `mov` and its store, may be.
const MAX_DISTANCE: usize = 64;

/// Folds the register-class moves of `body` (see the module header).
pub fn run(body: &mut Vec<PtxInst>) {
    if !body
        .iter()
        .any(|i| matches!(i, PtxInst::Op(mi) if class_move(mi).is_some()))
    {
        return;
    }
    let mut mentions: RegTable<u32> = RegTable::new(0);
    let mut writes: RegTable<u32> = RegTable::new(0);
    let mut pinned: RegTable<bool> = RegTable::new(false);
    for inst in body.iter() {
        match inst {
            PtxInst::InlineAsmBegin(named) => named.iter().for_each(|&r| *pinned.get_mut(r) = true),
            PtxInst::Op(mi) => {
                mi.for_each_reg(|r| *mentions.get_mut(r) += 1);
                written_regs(mi, |r| *writes.get_mut(r) += 1);
            }
            _ => {}
        }
    }
    let once = |r: VReg| *writes.get(r) == 1 && *mentions.get(r) == 2 && !*pinned.get(r);
    let mut remove = vec![false; body.len()];
    for m in 0..body.len() {
        let PtxInst::Op(mi) = &body[m] else { continue };
        let Some((dst, src)) = class_move(mi) else { continue };
        if *pinned.get(dst) || *pinned.get(src) {
            continue;
        }
        if once(src) {
            if let Some(at) = defining_load(body, m, src, dst) {
                rename_lane(&mut body[at], src, dst);
                remove[m] = true;
                continue;
            }
        }
        if once(dst) {
            if let Some(at) = reading_store(body, m, dst, src) {
                rename_lane(&mut body[at], dst, src);
                remove[m] = true;
            }
        }
    }
    let mut n = 0;
    body.retain(|_| {
        n += 1;
        !remove[n - 1]
    });
}

/// `mov.bN %d, %s` between registers of different classes of one size,
/// unguarded: (d, s).
fn class_move(mi: &MachInst) -> Option<(VReg, VReg)> {
    let (Opcode::Mov, None, [Operand::Reg(d), Operand::Reg(s)]) = (mi.opcode, mi.guard, mi.ops.as_slice()) else {
        return None;
    };
    let pair = matches!(
        (d.class, s.class),
        (RegClass::F32, RegClass::B32)
            | (RegClass::B32, RegClass::F32)
            | (RegClass::F64, RegClass::B64)
            | (RegClass::B64, RegClass::F64)
    );
    pair.then_some((*d, *s))
}

/// The registers `mi` may write: its first operand's, except where that is
/// an address (stores) or the opcode only reads.
pub(crate) fn written_regs(mi: &MachInst, mut f: impl FnMut(VReg)) {
    if mi.opcode.result_rule() == crate::opcode::ResultRule::ReadsOnly {
        return;
    }
    match mi.ops.first() {
        Some(Operand::Reg(r)) => f(*r),
        Some(Operand::Vector(rs)) => rs.iter().for_each(|&r| f(r)),
        _ => {}
    }
}

/// An instruction that ends a straight-line stretch.
fn ends_stretch(inst: &PtxInst) -> bool {
    match inst {
        PtxInst::Op(mi) => matches!(mi.opcode, Opcode::Bra | Opcode::Call | Opcode::Ret | Opcode::Exit),
        PtxInst::Loc { .. } => false,
        _ => true,
    }
}

/// The unguarded load before `m` that writes `src` as (a lane of) its
/// destination, with no mention of `dst` in between.
fn defining_load(body: &[PtxInst], m: usize, src: VReg, dst: VReg) -> Option<usize> {
    for k in (m.saturating_sub(MAX_DISTANCE)..m).rev() {
        if ends_stretch(&body[k]) {
            return None;
        }
        let PtxInst::Op(mi) = &body[k] else { continue };
        if mi.mentions(dst) {
            return None;
        }
        if mi.mentions(src) {
            let is_load = mi.opcode == Opcode::Ld && mi.guard.is_none() && lane_of(mi, src, 0);
            return (is_load && retype(mi).is_some()).then_some(k);
        }
    }
    None
}

/// The store after `m` that reads `dst` as (a lane of) its value, with no
/// write of `src` in between.
fn reading_store(body: &[PtxInst], m: usize, dst: VReg, src: VReg) -> Option<usize> {
    let end = (m + 1 + MAX_DISTANCE).min(body.len());
    for (k, inst) in body.iter().enumerate().take(end).skip(m + 1) {
        if ends_stretch(inst) {
            return None;
        }
        let PtxInst::Op(mi) = inst else { continue };
        if mi.mentions(dst) {
            let is_store = mi.opcode == Opcode::St && lane_of(mi, dst, 1);
            return (is_store && retype(mi).is_some()).then_some(k);
        }
        let mut writes_src = false;
        written_regs(mi, |r| writes_src |= r == src);
        if writes_src {
            return None;
        }
    }
    None
}

/// True when operand `at` of `mi` is `r` or a vector holding it, and `r`
/// appears nowhere else in the instruction.
fn lane_of(mi: &MachInst, r: VReg, at: usize) -> bool {
    let here = match mi.ops.get(at) {
        Some(Operand::Reg(x)) => *x == r,
        Some(Operand::Vector(rs)) => rs.iter().filter(|&&x| x == r).count() == 1,
        _ => false,
    };
    let mut count = 0;
    mi.for_each_reg(|x| count += u32::from(x == r));
    here && count == 1
}

/// The bit-size type a 32- or 64-bit float or integer load or store takes.
fn retype(mi: &MachInst) -> Option<PtxType> {
    let [t] = mi.types.as_slice() else { return None };
    match t {
        PtxType::F32 | PtxType::U32 | PtxType::S32 | PtxType::B32 => Some(PtxType::B32),
        PtxType::F64 | PtxType::U64 | PtxType::S64 | PtxType::B64 => Some(PtxType::B64),
        _ => None,
    }
}

/// Names `to` in place of `from` in load or store `inst`, typed by bit size.
fn rename_lane(inst: &mut PtxInst, from: VReg, to: VReg) {
    let PtxInst::Op(mi) = inst else { return };
    if let Some(t) = retype(mi) {
        mi.types[0] = t;
    }
    for op in &mut mi.ops {
        match op {
            Operand::Reg(r) if *r == from => *r = to,
            Operand::Vector(rs) => rs.iter_mut().filter(|r| **r == from).for_each(|r| *r = to),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inst::{Addr, AddrBase};
    use crate::modifiers::Space;

    fn reg(class: RegClass, num: u32) -> VReg {
        VReg { class, num }
    }
    fn f(n: u32) -> VReg {
        reg(RegClass::F32, n)
    }
    fn r(n: u32) -> VReg {
        reg(RegClass::B32, n)
    }
    fn addr() -> Operand {
        Operand::addr(Addr {
            base: AddrBase::Reg(reg(RegClass::B64, 1)),
            offset: 0,
        })
    }
    fn op(mi: MachInst) -> PtxInst {
        PtxInst::Op(mi)
    }
    fn mov(d: VReg, s: VReg) -> PtxInst {
        op(MachInst::new(Opcode::Mov)
            .ty(PtxType::B32)
            .ops([Operand::Reg(d), Operand::Reg(s)]))
    }
    fn ld(ty: PtxType, dst: Operand) -> PtxInst {
        op(MachInst::new(Opcode::Ld)
            .space(Some(Space::Global))
            .ty(ty)
            .ops([dst, addr()]))
    }
    fn st(ty: PtxType, src: Operand) -> PtxInst {
        op(MachInst::new(Opcode::St)
            .space(Some(Space::Global))
            .ty(ty)
            .ops([addr(), src]))
    }
    fn add(d: VReg, a: VReg) -> PtxInst {
        op(MachInst::new(Opcode::Add)
            .ty(PtxType::S32)
            .ops([Operand::Reg(d), Operand::Reg(a), Operand::Imm(1)]))
    }

    #[test]
    fn a_float_load_moved_to_an_integer_loads_the_integer() {
        let mut body = vec![ld(PtxType::F32, Operand::Reg(f(1))), mov(r(1), f(1)), add(r(2), r(1))];
        run(&mut body);
        assert_eq!(body, vec![ld(PtxType::B32, Operand::Reg(r(1))), add(r(2), r(1))]);
    }

    #[test]
    fn vector_lanes_fold_one_by_one() {
        let lanes = |v: [VReg; 2]| Operand::Vector(Box::new(v));
        let mut body = vec![
            ld(PtxType::F32, lanes([f(1), f(2)])),
            mov(r(1), f(1)),
            add(r(2), r(1)),
            mov(f(3), r(2)),
            st(PtxType::F32, lanes([f(3), f(2)])),
        ];
        run(&mut body);
        assert_eq!(
            body,
            vec![
                ld(PtxType::B32, lanes([r(1), f(2)])),
                add(r(2), r(1)),
                st(PtxType::B32, lanes([r(2), f(2)])),
            ]
        );
    }

    #[test]
    fn a_value_read_twice_or_across_a_label_keeps_its_move() {
        let label = PtxInst::Label(crate::inst::Label { func: 0, num: 1 });
        let twice = vec![
            ld(PtxType::F32, Operand::Reg(f(1))),
            mov(r(1), f(1)),
            st(PtxType::F32, Operand::Reg(f(1))),
        ];
        let across = vec![ld(PtxType::F32, Operand::Reg(f(1))), label, mov(r(1), f(1))];
        for body in [twice, across] {
            let mut after = body.clone();
            run(&mut after);
            assert_eq!(after, body);
        }
    }

    #[test]
    fn a_store_source_rewritten_in_between_keeps_its_move() {
        let body = vec![mov(f(1), r(1)), add(r(1), r(2)), st(PtxType::F32, Operand::Reg(f(1)))];
        let mut after = body.clone();
        run(&mut after);
        assert_eq!(after, body);
    }
}
