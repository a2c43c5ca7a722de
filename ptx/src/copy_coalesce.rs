//! Copy coalescing on the selected PTX of one function: `op %v, ...` followed
//! in the same straight-line stretch by `mov %p, %v`, where `%v` is used by
//! nothing else, becomes `op %p, ...` and the `mov` goes.
//!
//! Why: phi elimination ([`crate::phi`]) turns every loop-carried value into
//! a fresh register computed in the loop body plus a `mov` into the phi's
//! register on the back edge, so every iteration ran one `mov` per loop
//! variable (`add %r141, %r6, 1; ...; mov %r6, %r141`) where nvcc writes
//! the phi's register directly (`add %r6, %r6, 1`).
//!
//! Safe because: `%v` appears exactly twice in the function (its one
//! definition, by an unguarded single-result instruction, and the `mov`), and
//! between the two there is no label, branch, call sequence or verbatim text
//! (so no other path enters or leaves the stretch) and no mention of `%p`
//! (so nothing reads `%p`'s old value after the earlier write, and nothing
//! overwrites it). A PTX instruction reads its sources before writing its
//! destination, so `op %p, %p, ...` is fine. Functions with inline assembly
//! (verbatim text naming registers) are left alone.

use crate::inst::{AddrBase, MachInst, Operand, PtxInst};
use crate::opcode::Opcode;
use crate::regs::VReg;
use rustc_hash::FxHashMap;

/// How far apart (in instructions) a definition and its `mov` may be; keeps
/// the pass linear on very long blocks.
const MAX_DISTANCE: usize = 256;

/// Coalesces the copies of `body` (see the module header).
pub fn run(body: &mut Vec<PtxInst>) {
    if body.iter().any(|i| matches!(i, PtxInst::Raw(t) if t.contains('%'))) {
        return;
    }
    // Merging one copy can make another eligible (`op %a; mov %b, %a; mov %c, %b`).
    for _ in 0..4 {
        if !coalesce_once(body) {
            return;
        }
    }
}

fn coalesce_once(body: &mut Vec<PtxInst>) -> bool {
    let mut mentions: FxHashMap<VReg, u32> = FxHashMap::default();
    let mut def_at: FxHashMap<VReg, usize> = FxHashMap::default();
    for (n, inst) in body.iter().enumerate() {
        let PtxInst::Op(mi) = inst else { continue };
        for_each_reg(mi, |r| *mentions.entry(r).or_default() += 1);
        if let Some(d) = single_result(mi) {
            def_at.insert(d, n);
        }
    }
    let mut remove = vec![false; body.len()];
    let mut changed = false;
    for b in 0..body.len() {
        let PtxInst::Op(mv) = &body[b] else { continue };
        let (Some(p), Some(v)) = (copy_dst(mv), copy_src(mv)) else {
            continue;
        };
        if p == v || p.class != v.class || mentions.get(&v) != Some(&2) {
            continue;
        }
        let Some(&a) = def_at.get(&v) else { continue };
        if a >= b || b - a > MAX_DISTANCE || remove[a] {
            continue;
        }
        let clear = body[a + 1..b].iter().all(|i| match i {
            PtxInst::Loc { .. } => true,
            PtxInst::Op(mi) => mi.opcode != Opcode::Bra && !mentions_reg(mi, p),
            _ => false,
        });
        if !clear {
            continue;
        }
        if let PtxInst::Op(def) = &mut body[a] {
            def.ops[0] = Operand::Reg(p);
        }
        remove[b] = true;
        changed = true;
    }
    let mut n = 0;
    body.retain(|_| {
        n += 1;
        !remove[n - 1]
    });
    changed
}

/// `mov %p, %v` between two registers, unguarded: `%p`.
fn copy_dst(mi: &MachInst) -> Option<VReg> {
    match (&mi.opcode, mi.guard, mi.ops.as_slice()) {
        (Opcode::Mov, None, [Operand::Reg(p), Operand::Reg(_)]) => Some(*p),
        _ => None,
    }
}

fn copy_src(mi: &MachInst) -> Option<VReg> {
    match mi.ops.as_slice() {
        [_, Operand::Reg(v)] => Some(*v),
        _ => None,
    }
}

/// The register an unguarded instruction with exactly one result writes, for
/// the operations whose first operand is that result.
fn single_result(mi: &MachInst) -> Option<VReg> {
    if mi.guard.is_some() || mi.mods.vec.is_some() {
        return None;
    }
    let computes = matches!(
        mi.opcode,
        Opcode::Abs
            | Opcode::Add
            | Opcode::And
            | Opcode::Bfe
            | Opcode::Bfi
            | Opcode::Bfind
            | Opcode::Brev
            | Opcode::Clz
            | Opcode::Cnot
            | Opcode::Copysign
            | Opcode::Cvt
            | Opcode::Cvta
            | Opcode::CvtaTo
            | Opcode::Div
            | Opcode::Fma
            | Opcode::Ld
            | Opcode::Mad
            | Opcode::Max
            | Opcode::Min
            | Opcode::Mov
            | Opcode::Mul
            | Opcode::Mul24
            | Opcode::Neg
            | Opcode::Not
            | Opcode::Or
            | Opcode::Popc
            | Opcode::Prmt
            | Opcode::Rem
            | Opcode::Sad
            | Opcode::Selp
            | Opcode::Setp
            | Opcode::Shf
            | Opcode::Shl
            | Opcode::Shr
            | Opcode::Sub
            | Opcode::Xor
    );
    match mi.ops.first() {
        Some(Operand::Reg(d)) if computes => Some(*d),
        _ => None,
    }
}

fn mentions_reg(mi: &MachInst, r: VReg) -> bool {
    let mut found = false;
    for_each_reg(mi, |x| found |= x == r);
    found
}

/// Calls `f` for every register the instruction names (guard included).
fn for_each_reg(mi: &MachInst, mut f: impl FnMut(VReg)) {
    if let Some(g) = mi.guard {
        f(g.reg);
    }
    for op in &mi.ops {
        match op {
            Operand::Reg(r) => f(*r),
            Operand::Vector(rs) => rs.iter().for_each(|&r| f(r)),
            Operand::Addr(a) => {
                if let AddrBase::Reg(r) = a.base {
                    f(r)
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inst::Label;
    use crate::ptx_type::PtxType;
    use crate::regs::RegClass;

    fn r(n: u32) -> VReg {
        VReg {
            class: RegClass::B32,
            num: n,
        }
    }

    fn op(opcode: Opcode, ops: Vec<Operand>) -> PtxInst {
        PtxInst::Op(MachInst::new(opcode).ty(PtxType::B32).ops(ops))
    }

    fn reg(n: u32) -> Operand {
        Operand::Reg(r(n))
    }

    #[test]
    fn loop_increment_writes_the_phi_register() {
        // add %r2, %r1, 1; sub %r3, %r4, 1; mov %r1, %r2; bra
        let mut body = vec![
            op(Opcode::Add, vec![reg(2), reg(1), Operand::Imm(1)]),
            op(Opcode::Sub, vec![reg(3), reg(4), Operand::Imm(1)]),
            op(Opcode::Mov, vec![reg(1), reg(2)]),
            op(Opcode::Mov, vec![reg(4), reg(3)]),
        ];
        run(&mut body);
        assert_eq!(
            body,
            vec![
                op(Opcode::Add, vec![reg(1), reg(1), Operand::Imm(1)]),
                op(Opcode::Sub, vec![reg(4), reg(4), Operand::Imm(1)]),
            ]
        );
    }

    #[test]
    fn old_value_still_read_keeps_the_copy() {
        // The phi's old value is read after the new one is made: a swap-like case.
        let body = vec![
            op(Opcode::Add, vec![reg(2), reg(1), Operand::Imm(1)]),
            op(Opcode::Mul, vec![reg(5), reg(1), reg(1)]),
            op(Opcode::Mov, vec![reg(1), reg(2)]),
        ];
        let mut after = body.clone();
        run(&mut after);
        assert_eq!(after, body);
    }

    #[test]
    fn labels_branches_and_other_uses_keep_the_copy() {
        let l = Label { func: 0, num: 1 };
        let cases = [
            vec![
                op(Opcode::Add, vec![reg(2), reg(1), Operand::Imm(1)]),
                PtxInst::Label(l),
                op(Opcode::Mov, vec![reg(1), reg(2)]),
            ],
            vec![
                op(Opcode::Add, vec![reg(2), reg(1), Operand::Imm(1)]),
                PtxInst::Op(MachInst::jump(l)),
                op(Opcode::Mov, vec![reg(1), reg(2)]),
            ],
            vec![
                op(Opcode::Add, vec![reg(2), reg(1), Operand::Imm(1)]),
                op(Opcode::Mov, vec![reg(1), reg(2)]),
                op(Opcode::Mov, vec![reg(3), reg(2)]),
            ],
        ];
        for body in cases {
            let mut after = body.clone();
            run(&mut after);
            assert_eq!(after, body);
        }
    }
}
