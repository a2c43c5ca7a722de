//! Compares that need not see their operands widened or combined (used by
//! instcombine):
//!
//! - `icmp eq/ne (xor a, b), 0` is `icmp eq/ne a, b`: C's `if (j.x ^ k.x)`.
//! - `icmp P (sext a), (sext b)` is `icmp P a, b` for `a`, `b` of one type and
//!   a signed or equality `P` (sign extension keeps order and equality);
//!   `zext` likewise for an unsigned or equality `P`.
//!
//! Why: HeCBench all-pairs-distance compares the bytes of two `char4`s with
//! `^`; each byte was sign-extended to `int`, `xor`ed and compared with 0
//! (four instructions) where nvcc compares the bytes (one `setp.ne.s16`).

use ptxc_ir::{Function, Inst, IntPredicate, Module, NodeHeader, Opcode, Value};

/// `i` (an `icmp`) as a new compare of narrower or fewer operands.
pub(super) fn narrowed_compare(m: &mut Module, f: &mut Function, i: Inst) -> Option<Inst> {
    let pred = IntPredicate::from_u16(f.inst(i).header.subop)?;
    let [lhs, rhs] = [f.operands(i)[0], f.operands(i)[1]];
    let equality = matches!(pred, IntPredicate::Eq | IntPredicate::Ne);
    let from_xor = equality && super::instsimplify::int_const(m, rhs).is_some_and(|(c, _)| c == 0);
    let (a, b) = match lhs.as_inst().filter(|&x| from_xor && f.inst(x).opcode() == Opcode::Xor) {
        Some(x) => (f.operands(x)[0], f.operands(x)[1]),
        None => (lhs, rhs),
    };
    let narrowed = unextended(m, f, pred, a, b);
    if narrowed.is_none() && (a, b) == (lhs, rhs) {
        return None;
    }
    let (a, b) = narrowed.unwrap_or((a, b));
    let mut header = NodeHeader::new(Opcode::ICmp);
    header.subop = pred as u16;
    let ty = f.inst(i).ty;
    Some(f.create_inst(header, ty, &[a, b]))
}

/// `(a, b)` without the extensions both have alike, when `pred` sees the
/// same order through them.
fn unextended(m: &mut Module, f: &Function, pred: IntPredicate, a: Value, b: Value) -> Option<(Value, Value)> {
    let equality = matches!(pred, IntPredicate::Eq | IntPredicate::Ne);
    let (ea, eb) = (a.as_inst()?, b.as_inst()?);
    let op = f.inst(ea).opcode();
    let fits = match op {
        Opcode::SExt => equality || pred.is_signed(),
        Opcode::ZExt => equality || !pred.is_signed(),
        _ => false,
    };
    if !fits || f.inst(eb).opcode() != op {
        return None;
    }
    let (x, y) = (f.operands(ea)[0], f.operands(eb)[0]);
    (m.value_type(f, x) == m.value_type(f, y)).then_some((x, y))
}
