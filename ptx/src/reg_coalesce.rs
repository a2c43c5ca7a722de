//! Register coalescing across a whole function: `mov %p, %v` goes when `%p`
//! and `%v` can be one register, which then replaces both everywhere.
//!
//! Why: phi elimination ([`crate::phi`]) gives every phi a register of its
//! own and copies into it on each incoming edge; [`crate::copy_coalesce`]
//! only merges a copy with a definition in the same straight stretch. A
//! value that crosses blocks (an `if` arm's result flowing into the join's
//! phi, a `break`'s value flowing into the loop exit's phi) kept its `mov`,
//! and often a block and a `bra.uni` just for it, where nvcc keeps the
//! variable in one register (`add.s32 %r105, %r105, 3` in every unrolled
//! iteration of loop_break_continue).
//!
//! How (Chaitin's test, on the PTX itself, so every fold of selection is
//! already explicit): liveness of the copy-related registers over the
//! function's control-flow graph; two registers interfere when one is
//! written (guarded or not) where the other is live afterwards, except when
//! the write is an unguarded `mov` from the other one (both then hold the
//! same value until one of them is written again, where the test looks
//! again). Copies are merged in order, each class of merged registers
//! taking the union of its members' interferences.
//!
//! Safe because: only registers every instruction of which is understood
//! take part: instructions that write exactly their first operand (a
//! register) and read the others, and instructions that only read. A
//! register named by anything else (vectors `{%r1, %r2}`, calls, shuffles
//! with two results, carry chains, ...) is left alone, as are registers inline
//! assembly names (its text holds them) and functions with a branch without a
//! label. Large functions whose
//! liveness would cost too much are left to [`crate::copy_coalesce`].

use crate::inst::{AddrBase, MachInst, Operand, PtxInst};
use crate::opcode::{Opcode, ResultRule};
use crate::regs::{RegTable, VReg};
use rustc_hash::{FxHashMap, FxHashSet};

/// Work limit (liveness bits times blocks, interference pairs): beyond it
/// the function keeps its copies.
const MAX_WORK: usize = 40_000_000;

/// How an instruction treats its registers.
#[derive(Copy, Clone, PartialEq, Debug)]
enum Effect {
    /// Writes its first operand (a register), reads every other one.
    WritesFirst,
    /// Only reads.
    Reads,
    /// A vector load (`ld.v4 {%a, %b, %c, %d}, [%p]`): writes the registers of
    /// its first operand, which do not take part, and reads its address.
    WritesVector,
    /// Anything else: its registers do not take part.
    Opaque,
}

fn effect(mi: &MachInst) -> Effect {
    if mi.ops.iter().any(|o| matches!(o, Operand::Vector(_))) || mi.mods.vec.is_some() {
        // Vector loads and stores name registers plainly enough to take part:
        // their address (and a store's values) are reads.
        let vector_then_plain = |ops: &[Operand]| {
            matches!(ops.first(), Some(Operand::Vector(_))) && ops[1..].iter().all(|o| !matches!(o, Operand::Vector(_)))
        };
        return match mi.opcode {
            Opcode::Ld if vector_then_plain(&mi.ops) => Effect::WritesVector,
            Opcode::St => Effect::Reads,
            _ => Effect::Opaque,
        };
    }
    match mi.opcode.result_rule() {
        ResultRule::WritesFirst => match mi.ops.first() {
            Some(Operand::Reg(_)) => Effect::WritesFirst,
            // `mov %SPL, __local_depot0`: no register written.
            Some(Operand::Named(_)) if mi.opcode == Opcode::Mov => Effect::Reads,
            _ => Effect::Opaque,
        },
        ResultRule::ReadsOnly => Effect::Reads,
        ResultRule::Opaque => Effect::Opaque,
    }
}

/// The registers the instruction reads.
fn reads(mi: &MachInst, eff: Effect, mut f: impl FnMut(VReg)) {
    if let Some(g) = mi.guard {
        f(g.reg);
    }
    let skip = usize::from(matches!(eff, Effect::WritesFirst | Effect::WritesVector));
    for op in mi.ops.iter().skip(skip) {
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

/// `mov %p, %v` between two registers of one class, unguarded.
fn copy_pair(mi: &MachInst) -> Option<(VReg, VReg)> {
    match (&mi.opcode, mi.guard, mi.ops.as_slice()) {
        (Opcode::Mov, None, [Operand::Reg(p), Operand::Reg(v)]) if p != v && p.class == v.class => Some((*p, *v)),
        _ => None,
    }
}

/// A straight-line piece of the body: `[start, end)` and its successors.
struct Piece {
    start: usize,
    end: usize,
    succs: Vec<usize>,
}

/// Splits the body at labels and after branches, returns and traps.
fn pieces(body: &[PtxInst]) -> Option<Vec<Piece>> {
    let mut out: Vec<Piece> = Vec::new();
    let mut label_piece = FxHashMap::default();
    let mut start = 0;
    for (n, inst) in body.iter().enumerate() {
        match inst {
            PtxInst::Label(l) => {
                if n > start {
                    out.push(Piece {
                        start,
                        end: n,
                        succs: Vec::new(),
                    });
                }
                start = n;
                label_piece.insert(*l, out.len());
            }
            PtxInst::Op(mi) if matches!(mi.opcode, Opcode::Bra | Opcode::Ret | Opcode::Exit | Opcode::Trap) => {
                out.push(Piece {
                    start,
                    end: n + 1,
                    succs: Vec::new(),
                });
                start = n + 1;
            }
            _ => {}
        }
    }
    if start < body.len() || out.is_empty() {
        out.push(Piece {
            start,
            end: body.len(),
            succs: Vec::new(),
        });
    }
    let count = out.len();
    for (k, piece) in out.iter_mut().enumerate() {
        let last = body[piece.start..piece.end].iter().rev().find_map(|i| match i {
            PtxInst::Op(mi) => Some(mi),
            _ => None,
        });
        let mut falls = true;
        if let Some(mi) = last.filter(|_| piece.end > piece.start) {
            if matches!(&body[piece.end - 1], PtxInst::Op(_)) {
                if mi.opcode == Opcode::Bra {
                    let Some(Operand::Label(l)) = mi.ops.first() else {
                        return None;
                    };
                    piece.succs.push(*label_piece.get(l)?);
                }
                let exits = mi.guard.is_none() && mi.opcode == Opcode::Exit;
                falls = !(mi.ends_flow() || exits);
            }
        }
        if falls && k + 1 < count {
            piece.succs.push(k + 1);
        }
    }
    Some(out)
}

/// Dense bit set over the copy-related registers.
#[derive(Clone, PartialEq)]
struct Bits(Vec<u64>);

impl Bits {
    fn new(n: usize) -> Bits {
        Bits(vec![0; n.div_ceil(64)])
    }
    fn set(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }
    fn clear(&mut self, i: usize) {
        self.0[i / 64] &= !(1 << (i % 64));
    }
    fn union(&mut self, o: &Bits) {
        self.0.iter_mut().zip(&o.0).for_each(|(a, b)| *a |= b);
    }
    /// The set bits, in increasing order (one step per set bit, not per bit).
    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(w, &word)| {
            let mut rest = word;
            std::iter::from_fn(move || {
                (rest != 0).then(|| {
                    let b = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    w * 64 + b
                })
            })
        })
    }
}

/// Coalesces the copies of `body` (see the module header).
pub fn run(body: &mut [PtxInst]) {
    // Registers that take part: named by copies, never by an opaque instruction
    // or inline assembly (whose text names them).
    // Dense tables: every register read below asks both (hash probes were a third
    // of the pass).
    let mut opaque: RegTable<bool> = RegTable::new(false);
    let mut index: RegTable<Option<usize>> = RegTable::new(None);
    let mut regs: Vec<VReg> = Vec::new();
    for inst in body.iter() {
        if let PtxInst::InlineAsmBegin(named) = inst {
            named.iter().for_each(|&r| *opaque.get_mut(r) = true);
        }
        let PtxInst::Op(mi) = inst else { continue };
        let eff = effect(mi);
        if eff == Effect::Opaque {
            mi.for_each_reg(|r| *opaque.get_mut(r) = true);
        } else if eff == Effect::WritesVector {
            if let Some(Operand::Vector(rs)) = mi.ops.first() {
                rs.iter().for_each(|&r| *opaque.get_mut(r) = true);
            }
        } else if let Some((p, v)) = copy_pair(mi) {
            for r in [p, v] {
                let slot = index.get_mut(r);
                if slot.is_none() {
                    regs.push(r);
                    *slot = Some(regs.len() - 1);
                }
            }
        }
    }
    let n = regs.len();
    if n == 0 {
        return;
    }
    let Some(pieces) = pieces(body) else { return };
    if pieces.len().saturating_mul(n) > MAX_WORK {
        return;
    }
    let id = |r: VReg| (*index.get(r)).filter(|_| !*opaque.get(r));
    // Liveness: upward-exposed reads and writes per piece, then to a fixed point.
    let mut gen = vec![Bits::new(n); pieces.len()];
    let mut kill = vec![Bits::new(n); pieces.len()];
    for (k, piece) in pieces.iter().enumerate() {
        for inst in body[piece.start..piece.end].iter().rev() {
            let PtxInst::Op(mi) = inst else { continue };
            let eff = effect(mi);
            if eff == Effect::WritesFirst && mi.guard.is_none() {
                if let Some(Operand::Reg(d)) = mi.ops.first() {
                    if let Some(i) = id(*d) {
                        gen[k].clear(i);
                        kill[k].set(i);
                    }
                }
            }
            reads(mi, eff, |r| {
                if let Some(i) = id(r) {
                    gen[k].set(i);
                }
            });
        }
    }
    let mut live_in = gen.clone();
    let mut live_out = vec![Bits::new(n); pieces.len()];
    let mut changed = true;
    while changed {
        changed = false;
        for k in (0..pieces.len()).rev() {
            let mut out = Bits::new(n);
            for &s in &pieces[k].succs {
                out.union(&live_in[s]);
            }
            let mut inn = out.clone();
            inn.0.iter_mut().zip(&kill[k].0).for_each(|(a, b)| *a &= !b);
            inn.union(&gen[k]);
            live_out[k] = out;
            if inn != live_in[k] {
                live_in[k] = inn;
                changed = true;
            }
        }
    }
    // Interference: a write against everything live after it.
    let mut interfere: Vec<FxHashSet<usize>> = vec![FxHashSet::default(); n];
    let mut work = 0usize;
    for (k, piece) in pieces.iter().enumerate() {
        let mut live = live_out[k].clone();
        for inst in body[piece.start..piece.end].iter().rev() {
            let PtxInst::Op(mi) = inst else { continue };
            let eff = effect(mi);
            if eff == Effect::WritesFirst {
                if let Some(d) = mi.ops.first().and_then(|o| match o {
                    Operand::Reg(d) => id(*d),
                    _ => None,
                }) {
                    let same = copy_pair(mi).and_then(|(_, v)| id(v));
                    for l in live.iter() {
                        work += 1;
                        if l != d && Some(l) != same {
                            interfere[d].insert(l);
                            interfere[l].insert(d);
                        }
                    }
                    if mi.guard.is_none() {
                        live.clear(d);
                    }
                }
            }
            reads(mi, eff, |r| {
                if let Some(i) = id(r) {
                    live.set(i);
                }
            });
            if work > MAX_WORK {
                return;
            }
        }
    }
    // Merge copy by copy; a class keeps its members' interferences.
    let mut parent: Vec<usize> = (0..n).collect();
    fn find(parent: &mut [usize], mut x: usize) -> usize {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    }
    let mut merged_any = false;
    for inst in body.iter() {
        let PtxInst::Op(mi) = inst else { continue };
        let Some((p, v)) = copy_pair(mi) else { continue };
        let (Some(a), Some(b)) = (id(p), id(v)) else { continue };
        let (a, b) = (find(&mut parent, a), find(&mut parent, b));
        if a == b || interfere[a].contains(&b) {
            continue;
        }
        // Keep the destination's register (a phi's) as the name.
        parent[b] = a;
        let moved = std::mem::take(&mut interfere[b]);
        for &x in &moved {
            interfere[x].remove(&b);
            interfere[x].insert(a);
        }
        interfere[a].extend(moved);
        merged_any = true;
    }
    if !merged_any {
        return;
    }
    let rename: Vec<VReg> = (0..n).map(|i| regs[find(&mut parent, i)]).collect();
    let to = |r: &mut VReg| {
        if let Some(i) = id(*r) {
            *r = rename[i];
        }
    };
    for inst in body.iter_mut() {
        let PtxInst::Op(mi) = inst else { continue };
        if let Some(g) = &mut mi.guard {
            to(&mut g.reg);
        }
        for op in &mut mi.ops {
            match op {
                Operand::Reg(r) => to(r),
                Operand::Vector(rs) => rs.iter_mut().for_each(&to),
                Operand::Addr(a) => {
                    if let AddrBase::Reg(r) = &mut a.base {
                        to(r)
                    }
                }
                _ => {}
            }
        }
    }
}

/// Removes the `mov %r, %r` coalescing leaves.
pub fn remove_self_copies(body: &mut Vec<PtxInst>) {
    body.retain(|i| {
        !matches!(i, PtxInst::Op(mi) if mi.opcode == Opcode::Mov
            && matches!(mi.ops.as_slice(), [Operand::Reg(a), Operand::Reg(b)] if a == b))
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inst::{Guard, Label};
    use crate::ptx_type::PtxType;
    use crate::regs::RegClass;

    fn r(n: u32) -> VReg {
        VReg {
            class: RegClass::B32,
            num: n,
        }
    }

    fn reg(n: u32) -> Operand {
        Operand::Reg(r(n))
    }

    fn op(opcode: Opcode, ops: Vec<Operand>) -> PtxInst {
        PtxInst::Op(MachInst::new(opcode).ty(PtxType::B32).ops(ops))
    }

    fn label(n: u32) -> Label {
        Label { func: 0, num: n }
    }

    fn coalesced(mut body: Vec<PtxInst>) -> Vec<PtxInst> {
        run(&mut body);
        remove_self_copies(&mut body);
        body
    }

    #[test]
    fn join_of_an_if_keeps_one_register() {
        // if (c) x = a + 2; -> x's phi, a and a + 2 share a register.
        let p = VReg {
            class: RegClass::Pred,
            num: 1,
        };
        let g = Guard { reg: p, negate: false };
        let body = vec![
            op(Opcode::Ld, vec![reg(1), Operand::Imm(0)]),
            PtxInst::Op(MachInst::branch_if(g, label(1))),
            op(Opcode::Add, vec![reg(2), reg(1), Operand::Imm(2)]),
            op(Opcode::Mov, vec![reg(3), reg(2)]),
            PtxInst::Op(MachInst::jump(label(2))),
            PtxInst::Label(label(1)),
            op(Opcode::Mov, vec![reg(3), reg(1)]),
            PtxInst::Label(label(2)),
            op(Opcode::St, vec![Operand::Imm(0), reg(3)]),
        ];
        let after = coalesced(body);
        assert!(!after
            .iter()
            .any(|i| matches!(i, PtxInst::Op(mi) if mi.opcode == Opcode::Mov)));
        let PtxInst::Op(st) = after.last().expect("store") else {
            panic!()
        };
        let PtxInst::Op(ld) = &after[0] else { panic!() };
        assert_eq!(st.ops[1], ld.ops[0]);
    }

    #[test]
    fn a_value_still_needed_keeps_its_copy() {
        // x = a; a changes; both read later: a and x interfere.
        let body = vec![
            op(Opcode::Ld, vec![reg(1), Operand::Imm(0)]),
            op(Opcode::Mov, vec![reg(2), reg(1)]),
            op(Opcode::Add, vec![reg(1), reg(1), Operand::Imm(1)]),
            op(Opcode::St, vec![Operand::Imm(0), reg(1)]),
            op(Opcode::St, vec![Operand::Imm(4), reg(2)]),
        ];
        assert_eq!(coalesced(body.clone()), body);
    }

    #[test]
    fn a_loop_carried_swap_keeps_its_copies() {
        // while (...) { t = x; x = y; y = t + x; } with the copies on the back edge.
        let p = VReg {
            class: RegClass::Pred,
            num: 1,
        };
        let g = Guard { reg: p, negate: false };
        let body = vec![
            op(Opcode::Ld, vec![reg(1), Operand::Imm(0)]),
            op(Opcode::Ld, vec![reg(2), Operand::Imm(4)]),
            PtxInst::Label(label(1)),
            op(Opcode::Add, vec![reg(3), reg(1), reg(2)]),
            op(Opcode::Mov, vec![reg(1), reg(2)]),
            op(Opcode::Mov, vec![reg(2), reg(3)]),
            op(Opcode::Setp, vec![Operand::Reg(p), reg(3), Operand::Imm(9)]),
            PtxInst::Op(MachInst::branch_if(g, label(1))),
            op(Opcode::St, vec![Operand::Imm(0), reg(1)]),
            op(Opcode::St, vec![Operand::Imm(4), reg(2)]),
        ];
        // x and y are both live across the back edge, and y's old value is
        // read after t is made: every pair interferes.
        assert_eq!(coalesced(body.clone()), body);
    }

    #[test]
    fn a_vector_store_reads_its_registers() {
        // x = a; store {x, x}: the store reads x, so x and a can be one register.
        let body = vec![
            op(Opcode::Ld, vec![reg(1), Operand::Imm(0)]),
            op(Opcode::Mov, vec![reg(2), reg(1)]),
            op(
                Opcode::St,
                vec![Operand::Imm(0), Operand::Vector([r(2), r(2)].into_iter().collect())],
            ),
        ];
        let after = coalesced(body);
        assert_eq!(after.len(), 2);
        let (PtxInst::Op(ld), PtxInst::Op(st)) = (&after[0], &after[1]) else {
            panic!()
        };
        let Operand::Reg(x) = ld.ops[0] else { panic!() };
        assert_eq!(st.ops[1], Operand::Vector([x, x].into_iter().collect()));
    }

    fn addr(base: VReg) -> Operand {
        Operand::Addr(Box::new(crate::inst::Addr {
            base: AddrBase::Reg(base),
            offset: 0,
        }))
    }

    #[test]
    fn a_guarded_vector_load_s_pointer_joins_its_phi() {
        // if (c) { v = *p; p += 16; } with p's phi copy on the skipping edge:
        // the pointer keeps one register; the loaded registers stay out.
        let p = VReg {
            class: RegClass::Pred,
            num: 9,
        };
        let g = Guard { reg: p, negate: false };
        let body = vec![
            op(Opcode::Ld, vec![reg(1), Operand::Imm(0)]),
            PtxInst::Op(MachInst::branch_if(g, label(1))),
            op(
                Opcode::Ld,
                vec![Operand::Vector([r(5), r(6)].into_iter().collect()), addr(r(1))],
            ),
            op(Opcode::Add, vec![reg(2), reg(1), Operand::Imm(16)]),
            PtxInst::Op(MachInst::jump(label(2))),
            PtxInst::Label(label(1)),
            op(Opcode::Mov, vec![reg(2), reg(1)]),
            PtxInst::Label(label(2)),
            op(Opcode::St, vec![addr(r(2)), reg(5)]),
        ];
        let after = coalesced(body);
        assert!(!after
            .iter()
            .any(|i| matches!(i, PtxInst::Op(mi) if mi.opcode == Opcode::Mov)));
        let PtxInst::Op(add) = &after[3] else { panic!() };
        assert_eq!(add.ops[0], add.ops[1]);
        let PtxInst::Op(vld) = &after[2] else { panic!() };
        assert_eq!(vld.ops[0], Operand::Vector([r(5), r(6)].into_iter().collect()));
    }

    #[test]
    fn a_register_a_vector_load_writes_stays() {
        // ld.v2 {x, y}; a = x: x is written by the vector load, so the copy stays.
        let body = vec![
            op(
                Opcode::Ld,
                vec![Operand::Vector([r(1), r(2)].into_iter().collect()), Operand::Imm(0)],
            ),
            op(Opcode::Mov, vec![reg(3), reg(1)]),
            op(Opcode::St, vec![Operand::Imm(0), reg(3)]),
        ];
        assert_eq!(coalesced(body.clone()), body);
    }

    #[test]
    fn registers_inline_assembly_names_stay() {
        // x = a (a named by the asm's text) keeps its copy; y = b merges across it.
        let body = vec![
            op(Opcode::Ld, vec![reg(1), Operand::Imm(0)]),
            op(Opcode::Ld, vec![reg(3), Operand::Imm(4)]),
            op(Opcode::Mov, vec![reg(2), reg(1)]),
            op(Opcode::Mov, vec![reg(4), reg(3)]),
            PtxInst::InlineAsmBegin([r(1)].into_iter().collect()),
            PtxInst::InlineAsm("st.shared.b32 [0], %r1;".into()),
            PtxInst::InlineAsmEnd,
            op(Opcode::St, vec![Operand::Imm(0), reg(2)]),
            op(Opcode::St, vec![Operand::Imm(4), reg(4)]),
        ];
        let after = coalesced(body);
        let copies: Vec<_> = after
            .iter()
            .filter_map(|i| match i {
                PtxInst::Op(mi) if mi.opcode == Opcode::Mov => Some(mi.ops.clone()),
                _ => None,
            })
            .collect();
        assert_eq!(
            copies,
            vec![vec![reg(2), reg(1)]
                .into_iter()
                .collect::<smallvec::SmallVec<[Operand; 4]>>()]
        );
        assert!(after.contains(&PtxInst::InlineAsm("st.shared.b32 [0], %r1;".into())));
    }
}
