//! Instruction combining: rewrites that replace an instruction by a cheaper
//! new one (instsimplify only ever picks an existing value).
//!
//! - `icmp P (sub nsw a, b), 0` is `icmp P a, b` for the signed orderings
//!   (no signed wrap, so the difference has the sign of the comparison), and
//!   for `eq`/`ne` whatever the flags (`a - b == 0` exactly when `a == b`).
//!   `(long long)y - x > 0` then meets `x < (long long)y` in gvn.
//! - `shl (zext i1 p), k` is `select p, 1 << k, 0`, and `mul (zext i1 p), x`
//!   is `select p, x, 0`: one `selp` where `r |= (a < b) << 3` took a `selp`
//!   and a shift, and `(e > 0) * n` a `selp` and a `mul`.
//!
//! - `icmp ne (zext i1 a), (zext i1 b)` is `xor a, b`, `icmp eq (zext i1 c),
//!   0` is `xor c, true`, and `zext (xor i1 c, true)` is `select c, 0, 1`.
//! - `icmp ne (or/and (zext i1 a), (zext i1 b)), 0` (nested, any number of
//!   truths) is `or/and i1 a, b`: C's `|` of compares, the math library's
//!   one test of every special case (`powf`), is `or.pred`s, not a `selp`
//!   per compare, `or.b32`s and a `setp`.
//! - `select (xor c, true), a, b` (or on `icmp eq (zext i1 c), 0`) is `select
//!   c, b, a`: no `not.pred` (`powf`'s `(x == 0) == (y < 0)` with `y < 0` false).
//! - `trunc (op (ext (trunc x to iN)), y) to iN` is `trunc (op x, y)` for
//!   `+ - * & | ^ <<` (the low N bits never see the round trip).
//! - `icmp eq/ne (and (lshr x, c1), c2), 0` is `icmp eq/ne (and x, c2 << c1),
//!   0` (bits shifted out were never tested): `(v >> k) & 1` of an unrolled
//!   `k` is one `and` with `1 << k`, as nvcc tests bits.
//! - `(x + c1) + c2` (any length of chain) is `x + (c1 + c2)` (either `+` may be a `-` of a
//!   constant; `nsw` when both were and c1, c2 have one sign): `k++` then
//!   `++k` is `k + 2`.
//! - `fdiv x, ±2^k` is `fmul x, ±2^-k` when `2^-k` is a normal number of the
//!   type (`float`, `double`): the exact quotient and the exact product are
//!   one number, rounded once either way (flush-to-zero flushes both alike),
//!   as LLVM's instcombine and nvcc do; `x / 4.0f` is one `mul`, not a
//!   division.
//! - `icmp eq/ne (xor a, b), 0` is `icmp eq/ne a, b`, and a compare of two
//!   values extended alike (`sext` for signed and equality predicates, `zext`
//!   for unsigned and equality ones) compares them unextended
//!   (`narrow_compares.rs`).
//! - Two 16-bit lanes packed into an `i32` with `zext`, `shl` and `or`, or an
//!   `i32`'s halves inserted into a `<2 x half>`, are one `bitcast`
//!   (`packed_lanes.rs`).
//! - `(x + c) * 2^s` with `nsw` is `x * 2^s + (c << s)` when `x` is a known
//!   multiple of `2^k` and `0 <= c < 2^k` (without `nsw`, as it wraps, when
//!   the sum has no other use), and `(x * 2^a) * 2^b` with `nsw`
//!   is `x << (a + b)` (`scaled_sums.rs`).
//! - `and (or t1, t2, ...), C` leaves out the terms that can set no bit of
//!   `C` (`masked_terms.rs`).
//! - A record load read only by `extractvalue`s, some fields unread, is a
//!   load of each field read (`record_loads.rs`).
//! - Two 16-bit phis carrying the halves of one word on every edge, packed
//!   back into it, are one `i32` phi (`word_phis.rs`).
//! - `fptrunc (minnum/maxnum (fpext a), (fpext b))` back to `a`'s 16-bit
//!   float type is `minnum`/`maxnum` in that type (`narrow_min_max.rs`).
//!
//! Preserves: every value computed; the replaced instruction is removed and
//! its operands are left to dce.

use super::instsimplify::int_const;
use ptxc_ir::{ConstData, Function, Inst, InstFlags, IntPredicate, Module, NodeHeader, Opcode, TypeData, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// The most adds of constants one sum looks through.
const MAX_CHAIN: usize = 64;

/// Returns the number of instructions rewritten.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    let merged_phis = super::word_phis::run(m, f);
    let narrowed_loads = super::record_loads::run(m, f);
    let mut replace: FxHashMap<Value, Value> = FxHashMap::default();
    let mut dead: FxHashSet<Inst> = FxHashSet::default();
    let phi_operands = phi_operands(f);
    let uses = use_counts(f);
    let single_use = |i: Inst| uses.get(&i) == Some(&1);
    for b in f.layout.clone() {
        for i in f.blocks[b].insts.clone() {
            let new = match f.inst(i).opcode() {
                Opcode::ICmp => compare_of_difference(m, f, i, &phi_operands)
                    .or_else(|| compare_of_truths(m, f, i))
                    .or_else(|| test_of_widened_logic(m, f, i))
                    .or_else(|| negated_truth(m, f, i))
                    .or_else(|| shifted_bit_test(m, f, i))
                    .or_else(|| super::narrow_compares::narrowed_compare(m, f, i)),
                Opcode::ZExt => widened_negation(m, f, i),
                Opcode::Trunc => low_bits_only(m, f, i),
                Opcode::Shl | Opcode::Mul => scaled_truth(m, f, i)
                    .or_else(|| super::scaled_sums::distributed_scale(m, f, i, &single_use))
                    .or_else(|| super::scaled_sums::combined_scale(m, f, i)),
                Opcode::Add | Opcode::Sub => constant_offsets(m, f, i),
                Opcode::FDiv => division_by_power_of_two(m, f, i),
                Opcode::Select => select_on_negation(m, f, i),
                Opcode::Or => super::packed_lanes::packed_pair(m, f, i),
                Opcode::And => super::masked_terms::masked_or_terms(m, f, i),
                Opcode::InsertElement => super::packed_lanes::unpacked_pair(m, f, i),
                Opcode::FPTrunc => super::narrow_min_max::narrowed_min_max(m, f, i),
                _ => None,
            };
            if let Some(new) = new {
                f.insert_before(i, new);
                replace.insert(Value::Inst(i), Value::Inst(new));
                dead.insert(i);
            }
        }
    }
    f.replace_all_uses(&replace);
    f.remove_insts(&dead);
    merged_phis + narrowed_loads + dead.len()
}

/// How many operands name each instruction.
fn use_counts(f: &Function) -> FxHashMap<Inst, u32> {
    let mut uses = FxHashMap::default();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            for v in f.operands(i) {
                if let Some(j) = v.as_inst() {
                    *uses.entry(j).or_insert(0) += 1;
                }
            }
        }
    }
    uses
}

/// The instructions some phi takes as an incoming value.
fn phi_operands(f: &Function) -> FxHashSet<Inst> {
    let mut taken = FxHashSet::default();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            if f.inst(i).opcode() != Opcode::Phi {
                break;
            }
            taken.extend(f.operands(i).iter().filter_map(|v| v.as_inst()));
        }
    }
    taken
}

/// `icmp P (sub a, b), 0` as a new `icmp P a, b` (detached), when exact. Not
/// when a phi takes the difference: a count-down `left = n - 4` carried to
/// the next trip and tested `left != 0` would keep `n` and `left` both live
/// (a copy a trip) where testing `left` keeps one register.
fn compare_of_difference(m: &Module, f: &mut Function, i: Inst, stepped_by_phi: &FxHashSet<Inst>) -> Option<Inst> {
    let pred = IntPredicate::from_u16(f.inst(i).header.subop)?;
    let [lhs, rhs] = [f.operands(i)[0], f.operands(i)[1]];
    if int_const(m, rhs)?.0 != 0 {
        return None;
    }
    let sub = lhs.as_inst()?;
    if f.inst(sub).opcode() != Opcode::Sub || stepped_by_phi.contains(&sub) {
        return None;
    }
    let no_wrap = f.inst(sub).header.flags.has(InstFlags::NSW);
    let exact = matches!(pred, IntPredicate::Eq | IntPredicate::Ne) || (pred.is_signed() && no_wrap);
    if !exact {
        return None;
    }
    let [a, b] = [f.operands(sub)[0], f.operands(sub)[1]];
    let mut header = NodeHeader::new(Opcode::ICmp);
    header.subop = pred as u16;
    let ty = f.inst(i).ty;
    Some(f.create_inst(header, ty, &[a, b]))
}

/// `v op c` for `add`/`sub` of a constant right operand: (v, c as added).
fn constant_offset(m: &Module, f: &Function, v: Value) -> Option<(Value, u128, u32)> {
    let i = v.as_inst()?;
    let op = f.inst(i).opcode();
    if !matches!(op, Opcode::Add | Opcode::Sub) {
        return None;
    }
    let (c, w) = int_const(m, f.operands(i)[1])?;
    let c = if op == Opcode::Sub { c.wrapping_neg() } else { c };
    Some((f.operands(i)[0], c & ptxc_ir::fold::integer::mask(w), w))
}

/// `fdiv x, ±2^k` as a new `fmul x, ±2^-k` (same flags) when the reciprocal
/// is a normal number of the type.
fn division_by_power_of_two(m: &mut Module, f: &mut Function, i: Inst) -> Option<Inst> {
    let divisor = f.operands(i)[1].as_const()?;
    let ConstData::Float { ty, bits } = m.consts.get(divisor).clone() else {
        return None;
    };
    // (exponent field width, fraction width) of the IEEE format.
    let (exp_bits, frac_bits) = match m.types.get(ty) {
        TypeData::Float => (8u32, 23u32),
        TypeData::Double => (11, 52),
        _ => return None,
    };
    let frac = bits & ((1u64 << frac_bits) - 1);
    let sign = bits & (1u64 << (exp_bits + frac_bits));
    let biased = (bits >> frac_bits) & ((1u64 << exp_bits) - 1);
    let max = (1u64 << exp_bits) - 1;
    // 2^(b - bias) has the reciprocal 2^(bias - b), biased 2 * bias - b.
    let reciprocal = (max - 1).checked_sub(biased)?;
    if frac != 0 || biased == 0 || biased == max || reciprocal == 0 {
        return None;
    }
    let c = m.consts.intern(ConstData::Float {
        ty,
        bits: sign | (reciprocal << frac_bits),
    });
    let mut header = NodeHeader::new(Opcode::FMul);
    header.flags = f.inst(i).header.flags;
    let x = f.operands(i)[0];
    Some(f.create_inst(header, ty, &[x, Value::Const(c)]))
}

/// `(x + c1) + c2` (a chain of any length) as a new `x + (c1 + c2)`
/// (wrapping). It is `nsw` when every step is, the constants have one sign
/// and their sum fits: x + c1 + c2 then lies between x + c1 and the final
/// value, neither of which overflowed (the copies of a
/// runtime-unrolled `k++` add up to `k + 4`, which strength-reduce needs
/// `nsw` to walk with a pointer).
fn constant_offsets(m: &mut Module, f: &mut Function, i: Inst) -> Option<Inst> {
    let (mut x, c, w) = constant_offset(m, f, Value::Inst(i))?;
    let sext = |c: u128| ptxc_ir::fold::integer::sext(c, w);
    let min = sext(1u128 << (w - 1));
    let no_signed_wrap = |v: Value| {
        v.as_inst().is_some_and(|j| {
            let d = f.inst(j);
            // A `sub nsw` of the smallest value is no `add nsw` of its negation.
            let negated_min =
                d.opcode() == Opcode::Sub && int_const(m, f.operands(j)[1]).is_some_and(|(c, _)| sext(c) == min);
            d.header.flags.has(InstFlags::NSW) && !negated_min
        })
    };
    // The whole chain `((x + c1) + c2) + ...` at once: one sweep replaces
    // each add by a sum over its old operands, so folding pairs would leave
    // a chain of half the length (a folded call tree's `x + 1 + 3 + 12 ...`).
    let mut sum = sext(c);
    let mut same_sign_no_wrap = no_signed_wrap(Value::Inst(i));
    let mut steps = 0;
    while let Some((inner_x, inner_c, _)) = constant_offset(m, f, x) {
        let c = sext(inner_c);
        same_sign_no_wrap &= no_signed_wrap(x) && (c >= 0) == (sum >= 0);
        sum = sum.checked_add(c)?;
        x = inner_x;
        steps += 1;
        if steps == MAX_CHAIN {
            break;
        }
    }
    if steps == 0 {
        return None;
    }
    let fits = sum >= min && sum <= -(min + 1);
    let ty = f.inst(i).ty;
    let mut header = NodeHeader::new(Opcode::Add);
    if same_sign_no_wrap && fits {
        header.flags = header.flags.with(InstFlags::NSW);
    }
    let wrapped = sext((sum as u128) & ptxc_ir::fold::integer::mask(w));
    let c = Value::Const(m.const_int(ty, wrapped));
    Some(f.create_inst(header, ty, &[x, c]))
}

/// `trunc (op (sext/zext (trunc x to iN)), y) to iN` for an `op` whose low N
/// bits depend only on its operands' low N bits (`+ - * & | ^`, `<<` of its
/// first operand): the inner round trip through iN changes no bit that
/// counts, so a new `op x, y` (no wrap flags) is truncated instead.
/// `signed char c; c += 100` then needs no sign extension before the add.
fn low_bits_only(m: &mut Module, f: &mut Function, i: Inst) -> Option<Inst> {
    let narrow = f.inst(i).ty;
    let op_inst = f.operands(i)[0].as_inst()?;
    let op = f.inst(op_inst).opcode();
    let wide = f.inst(op_inst).ty;
    let strippable = match op {
        Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::And | Opcode::Or | Opcode::Xor => 2,
        Opcode::Shl => 1,
        _ => return None,
    };
    m.types.int_bits(narrow)?;
    let strip = |v: Value| -> Option<Value> {
        let e = v.as_inst()?;
        if !matches!(f.inst(e).opcode(), Opcode::SExt | Opcode::ZExt) {
            return None;
        }
        let t = f.operands(e)[0].as_inst()?;
        if f.inst(t).opcode() != Opcode::Trunc || f.inst(t).ty != narrow {
            return None;
        }
        let x = f.operands(t)[0];
        (m.known_value_type(f, x) == Some(wide)).then_some(x)
    };
    let mut ops = [f.operands(op_inst)[0], f.operands(op_inst)[1]];
    let mut changed = false;
    for v in ops.iter_mut().take(strippable) {
        if let Some(x) = strip(*v) {
            *v = x;
            changed = true;
        }
    }
    if !changed {
        return None;
    }
    let new_op = f.create_inst(NodeHeader::new(op), wide, &ops);
    f.insert_before(i, new_op);
    Some(f.create_inst(NodeHeader::new(Opcode::Trunc), narrow, &[Value::Inst(new_op)]))
}

/// `icmp eq/ne (and (shr x, c1), c2), 0` as a new `icmp eq/ne (and x, c2 <<
/// c1), 0`, the new `and` placed before `i`: the bits of `c2` shifted past
/// the top test zeros of a logical shift; an arithmetic shift only when `c2`
/// tests no copied sign bit.
fn shifted_bit_test(m: &mut Module, f: &mut Function, i: Inst) -> Option<Inst> {
    let pred = IntPredicate::from_u16(f.inst(i).header.subop)?;
    if !matches!(pred, IntPredicate::Eq | IntPredicate::Ne) {
        return None;
    }
    let [lhs, rhs] = [f.operands(i)[0], f.operands(i)[1]];
    if int_const(m, rhs)?.0 != 0 {
        return None;
    }
    let and = lhs.as_inst()?;
    if f.inst(and).opcode() != Opcode::And {
        return None;
    }
    let [a, b] = [f.operands(and)[0], f.operands(and)[1]];
    let (shifted, (c2, w)) = match (int_const(m, a), int_const(m, b)) {
        (None, Some(c)) => (a, c),
        (Some(c), None) => (b, c),
        _ => return None,
    };
    let shr = shifted.as_inst()?;
    let op = f.inst(shr).opcode();
    if !matches!(op, Opcode::LShr | Opcode::AShr) || w > 64 {
        return None;
    }
    let (x, amount) = (f.operands(shr)[0], f.operands(shr)[1]);
    let c1 = u32::try_from(int_const(m, amount)?.0).ok().filter(|&c| c < w)?;
    if op == Opcode::AShr && c2 >> (w - c1) != 0 {
        return None;
    }
    let mask = (c2 << c1) & ptxc_ir::fold::integer::mask(w);
    if mask == 0 {
        return None;
    }
    let ty = f.inst(and).ty;
    let mask = Value::Const(m.const_int(ty, ptxc_ir::fold::integer::sext(mask, w)));
    let new_and = f.create_inst(NodeHeader::new(Opcode::And), ty, &[x, mask]);
    f.insert_before(i, new_and);
    let mut header = NodeHeader::new(Opcode::ICmp);
    header.subop = pred as u16;
    let cmp_ty = f.inst(i).ty;
    Some(f.create_inst(header, cmp_ty, &[Value::Inst(new_and), rhs]))
}

/// `icmp ne (zext i1 a), (zext i1 b)` as a new `xor a, b` (`(v > 0) != a`
/// on `bool`s: one `xor.pred`, not two `selp` and a `setp`).
fn compare_of_truths(m: &mut Module, f: &mut Function, i: Inst) -> Option<Inst> {
    if IntPredicate::from_u16(f.inst(i).header.subop)? != IntPredicate::Ne {
        return None;
    }
    let i1 = m.types.i1();
    let truth = |v: Value| {
        let e = v.as_inst()?;
        let x = f.operands(e).first().copied()?;
        (f.inst(e).opcode() == Opcode::ZExt && m.known_value_type(f, x) == Some(i1)).then_some(x)
    };
    let a = truth(f.operands(i)[0])?;
    let b = truth(f.operands(i)[1])?;
    Some(f.create_inst(NodeHeader::new(Opcode::Xor), i1, &[a, b]))
}

/// `icmp ne (or/and ... (zext i1 a) ... (zext i1 b)), 0` as the same `or`s and
/// `and`s of the truths themselves (new, the last detached, the others
/// inserted before `i`).
fn test_of_widened_logic(m: &mut Module, f: &mut Function, i: Inst) -> Option<Inst> {
    if IntPredicate::from_u16(f.inst(i).header.subop)? != IntPredicate::Ne || int_const(m, f.operands(i)[1])?.0 != 0 {
        return None;
    }
    let i1 = m.types.i1();
    let top = f.operands(i)[0].as_inst()?;
    if !matches!(f.inst(top).opcode(), Opcode::Or | Opcode::And) || !widened_logic(m, f, top, i1, 0) {
        return None;
    }
    let [a, b] = [f.operands(top)[0], f.operands(top)[1]];
    let a = narrowed(f, a, i, i1);
    let b = narrowed(f, b, i, i1);
    Some(f.create_inst(NodeHeader::new(f.inst(top).opcode()), i1, &[a, b]))
}

/// Whether `v` is `zext i1` or an `or`/`and` of such values (at most 8 deep).
fn widened_logic(m: &Module, f: &Function, v: Inst, i1: ptxc_ir::Type, depth: u32) -> bool {
    match f.inst(v).opcode() {
        Opcode::ZExt => m.known_value_type(f, f.operands(v)[0]) == Some(i1),
        Opcode::Or | Opcode::And if depth < 8 => f
            .operands(v)
            .iter()
            .all(|&x| x.as_inst().is_some_and(|x| widened_logic(m, f, x, i1, depth + 1))),
        _ => false,
    }
}

/// The truth `v` (a [`widened_logic`] value) widens: the `zext`'s operand, or
/// new `or`/`and`s of the narrowed operands inserted before `at`.
fn narrowed(f: &mut Function, v: Value, at: Inst, i1: ptxc_ir::Type) -> Value {
    let x = v.as_inst().expect("checked by widened_logic");
    if f.inst(x).opcode() == Opcode::ZExt {
        return f.operands(x)[0];
    }
    let [a, b] = [f.operands(x)[0], f.operands(x)[1]];
    let a = narrowed(f, a, at, i1);
    let b = narrowed(f, b, at, i1);
    let n = f.create_inst(NodeHeader::new(f.inst(x).opcode()), i1, &[a, b]);
    f.insert_before(at, n);
    Value::Inst(n)
}

/// `select !c, a, b` as a new `select c, b, a`, `!c` being `xor c, true` or
/// `icmp eq (zext i1 c), 0`.
fn select_on_negation(m: &mut Module, f: &mut Function, i: Inst) -> Option<Inst> {
    let [cond, a, b] = [f.operands(i)[0], f.operands(i)[1], f.operands(i)[2]];
    let n = cond.as_inst()?;
    let i1 = m.types.i1();
    let [x, y] = [*f.operands(n).first()?, *f.operands(n).get(1)?];
    let c = match f.inst(n).opcode() {
        Opcode::Xor if int_const(m, y) == Some((1, 1)) => x,
        Opcode::ICmp
            if IntPredicate::from_u16(f.inst(n).header.subop)? == IntPredicate::Eq && int_const(m, y)?.0 == 0 =>
        {
            let z = x.as_inst().filter(|&z| f.inst(z).opcode() == Opcode::ZExt)?;
            f.operands(z)[0]
        }
        _ => return None,
    };
    if m.known_value_type(f, c) != Some(i1) {
        return None;
    }
    let ty = f.inst(i).ty;
    Some(f.create_inst(NodeHeader::new(Opcode::Select), ty, &[c, b, a]))
}

/// `icmp eq (zext i1 c), 0` (or `ne ..., 1`) as a new `xor c, true`: `!f(y)`
/// of a function returning a C truth value as `int`, folded to a compare
/// before the call was inlined (one `not.pred`, not a `selp` and a `setp`).
fn negated_truth(m: &mut Module, f: &mut Function, i: Inst) -> Option<Inst> {
    let pred = IntPredicate::from_u16(f.inst(i).header.subop)?;
    let [lhs, rhs] = [f.operands(i)[0], f.operands(i)[1]];
    let z = lhs.as_inst()?;
    if f.inst(z).opcode() != Opcode::ZExt {
        return None;
    }
    let c = f.operands(z)[0];
    let i1 = m.types.i1();
    if m.known_value_type(f, c) != Some(i1) {
        return None;
    }
    match (pred, int_const(m, rhs)?.0) {
        (IntPredicate::Eq, 0) | (IntPredicate::Ne, 1) => {}
        _ => return None,
    }
    let t = Value::Const(m.const_int(i1, 1));
    Some(f.create_inst(NodeHeader::new(Opcode::Xor), i1, &[c, t]))
}

/// `zext (xor i1 c, true)` as a new `select c, 0, 1` (`(int)!d`: one `selp`).
fn widened_negation(m: &mut Module, f: &mut Function, i: Inst) -> Option<Inst> {
    let x = f.operands(i)[0].as_inst()?;
    if f.inst(x).opcode() != Opcode::Xor || f.inst(x).ty != m.types.i1() {
        return None;
    }
    let [a, b] = [f.operands(x)[0], f.operands(x)[1]];
    let c = match (int_const(m, a), int_const(m, b)) {
        (None, Some((1, _))) => a,
        (Some((1, _)), None) => b,
        _ => return None,
    };
    let ty = f.inst(i).ty;
    m.types.int_bits(ty)?;
    let zero = Value::Const(m.const_int(ty, 0));
    let one = Value::Const(m.const_int(ty, 1));
    Some(f.create_inst(NodeHeader::new(Opcode::Select), ty, &[c, zero, one]))
}

/// `shl (zext i1 p), k` / `mul (zext i1 p), C` as a new `select p, C', 0`.
fn scaled_truth(m: &mut Module, f: &mut Function, i: Inst) -> Option<Inst> {
    let op = f.inst(i).opcode();
    let ty = f.inst(i).ty;
    let width = m.types.int_bits(ty)?;
    let [mut a, mut b] = [f.operands(i)[0], f.operands(i)[1]];
    let i1 = m.types.i1();
    let truth = |m: &mut Module, v: Value| {
        v.as_inst()
            .filter(|&e| f.inst(e).opcode() == Opcode::ZExt)
            .map(|e| f.operands(e)[0])
            .filter(|&p| m.value_type(f, p) == i1)
    };
    if op == Opcode::Mul && (a.as_const().is_some() || truth(m, a).is_none()) {
        (a, b) = (b, a);
    }
    let p = truth(m, a)?;
    // `(zext p) * x` is `p ? x : 0`: one `selp`, as nvcc selects a flag
    // times a count (`(e > 0) * (1 - e)`, HeCBench mxfp4's rounding).
    if op == Opcode::Mul && int_const(m, b).is_none() {
        let off = Value::Const(m.const_int(ty, 0));
        return Some(f.create_inst(NodeHeader::new(Opcode::Select), ty, &[p, b, off]));
    }
    let (c, _) = int_const(m, b)?;
    let scaled = match op {
        // A shift by the width or more is poison: leave it.
        Opcode::Shl if c < u128::from(width) => 1u128 << c,
        Opcode::Shl => return None,
        _ => c,
    };
    let shift = 128 - width;
    let value = ((scaled << shift) as i128) >> shift;
    let on = Value::Const(m.const_int(ty, value));
    let off = Value::Const(m.const_int(ty, 0));
    Some(f.create_inst(NodeHeader::new(Opcode::Select), ty, &[p, on, off]))
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    #[test]
    fn a_shifted_bit_test_tests_the_bit_in_place() {
        let out = after_pass(
            "define i1 @f(i32 %v) {\nentry:\n  %s = lshr i32 %v, 5\n  %b = and i32 %s, 1\n  %c = icmp ne i32 %b, 0\n  ret i1 %c\n}\n\
             define i1 @g(i32 %v) {\nentry:\n  %s = ashr i32 %v, 30\n  %b = and i32 %s, 7\n  %c = icmp eq i32 %b, 0\n  ret i1 %c\n}\n\
             define i1 @h(i32 %v) {\nentry:\n  %s = lshr i32 %v, 30\n  %b = and i32 %s, 7\n  %c = icmp eq i32 %b, 0\n  ret i1 %c\n}\n",
            "instcombine",
        );
        let f = body_of(&out, "f");
        assert!(f.contains("and i32 %v, 32") && f.contains("icmp ne i32 %0, 0"), "{f}");
        // An arithmetic shift whose mask reaches copied sign bits stays.
        assert!(body_of(&out, "g").contains("icmp eq i32 %b, 0"), "{out}");
        // A logical shift: the mask's bits above the top test zeros.
        let h = body_of(&out, "h");
        assert!(h.contains("and i32 %v, -1073741824"), "{h}");
    }

    #[test]
    fn signed_compare_of_a_no_wrap_difference_compares_the_operands() {
        let out = after_pass(
            "define i1 @f(i64 %a, i64 %b) {\nentry:\n  %d = sub nsw i64 %a, %b\n  %c = icmp sgt i64 %d, 0\n  ret i1 %c\n}\n\
             define i1 @g(i64 %a, i64 %b) {\nentry:\n  %d = sub i64 %a, %b\n  %c = icmp sgt i64 %d, 0\n  ret i1 %c\n}\n\
             define i1 @h(i32 %a, i32 %b) {\nentry:\n  %d = sub i32 %a, %b\n  %c = icmp eq i32 %d, 0\n  ret i1 %c\n}\n",
            "instcombine",
        );
        assert!(body_of(&out, "f").contains("icmp sgt i64 %a, %b"), "{out}");
        // A difference that may wrap keeps its sign test.
        assert!(body_of(&out, "g").contains("icmp sgt i64 %d, 0"), "{out}");
        // Equality needs no flags.
        assert!(body_of(&out, "h").contains("icmp eq i32 %a, %b"), "{out}");
    }

    #[test]
    fn shifted_or_scaled_truth_value_is_a_select() {
        let out = after_pass(
            "define i32 @f(i1 %p) {\nentry:\n  %z = zext i1 %p to i32\n  %s = shl i32 %z, 3\n  ret i32 %s\n}\n\
             define i32 @g(i1 %p) {\nentry:\n  %z = zext i1 %p to i32\n  %s = mul i32 5, %z\n  ret i32 %s\n}\n\
             define i8 @h(i1 %p) {\nentry:\n  %z = zext i1 %p to i8\n  %s = shl i8 %z, 7\n  ret i8 %s\n}\n\
             define i32 @k(i1 %p) {\nentry:\n  %z = zext i1 %p to i32\n  %s = shl i32 %z, 32\n  ret i32 %s\n}\n",
            "instcombine",
        );
        assert!(body_of(&out, "f").contains("select i1 %p, i32 8, i32 0"), "{out}");
        assert!(body_of(&out, "g").contains("select i1 %p, i32 5, i32 0"), "{out}");
        assert!(body_of(&out, "h").contains("select i1 %p, i8 -128, i8 0"), "{out}");
        // A shift by the width is poison: left as it is.
        assert!(body_of(&out, "k").contains("shl i32 %z, 32"), "{out}");
    }
}
