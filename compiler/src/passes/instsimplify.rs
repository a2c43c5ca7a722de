//! Instruction simplification: folds integer arithmetic and comparisons on
//! constants, `select` on a constant condition and phis whose incoming values
//! are all one value, and removes identities (`x + 0`, `x * 1`, `x | 0`,
//! `x & -1`, `x ^ 0`, `x << 0`, casts to the same type, `trunc (zext x)` and
//! `bitcast (bitcast x)` back to x's type), annihilators (`x * 0`, `x & 0`), the bits a zero extension
//! leaves known (`zext iN x` shifted right by `N` or more is 0, masked by a
//! constant with its low `N` bits set is itself; likewise `lshr x, k`), `insertelement`s rebuilding
//! a vector lane by lane from its own `extractelement`s, and compares whose
//! outcome is known (`x <u 0`, `x == x`), and `x - (x + c)`, replacing the instruction by its value; `fneg` of a float constant is the constant with
//! its sign flipped, and `zext i1 c` compared `!= 0` is `c`; an `extractvalue`
//! at a path an `insertvalue` chain wrote is the value written; `pow` of
//! constants with an exact value is that value (`exact_pow.rs`); compares, bit
//! casts and integer conversions of float constants and the exact intrinsics
//! (`fabs`, `trunc`, `copysign`, ...) and the correctly rounded arithmetic of
//! them fold (`float_consts.rs`), and the float identities that hold for every
//! `x`, `-0.0` and infinities included (`x * 1.0`, `x / 1.0`, `x - 0.0`,
//! `x + -0.0`); `x + 0.0` is not `x` for `x = -0.0` and stays, as do
//! divisions by zero; a load from a constant global at a known offset is the
//! initializer's value there (`constant_global_loads.rs`). The arithmetic is
//! `ir::fold`'s, shared with instruction selection.

use cranelift_entity::SecondaryMap;
use ptxc_ir::fold::{self, integer::mask};
use ptxc_ir::{
    ConstData, FloatPredicate, Function, Inst, IntPredicate, Module, Opcode, Replacements, Type, TypeData, Value,
};
use rustc_hash::{FxHashMap, FxHashSet};

/// Returns the number of instructions simplified.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    simplify_where(m, f, |_| true) + invert_negated_compares(m, f)
}

/// Simplifies the instructions whose opcode `wanted` accepts; returns how many.
fn simplify_where(m: &mut Module, f: &mut Function, wanted: impl Fn(Opcode) -> bool) -> usize {
    let mut replace = Replacements::with_capacity(f.insts.len());
    let mut dead: FxHashSet<Inst> = FxHashSet::default();
    let mut ops: Vec<Value> = Vec::new();
    for bi in 0..f.layout.len() {
        let b = f.layout[bi];
        for k in 0..f.blocks[b].insts.len() {
            let i = f.blocks[b].insts[k];
            if !wanted(f.inst(i).opcode()) {
                continue;
            }
            ops.clear();
            ops.extend(f.operands(i).iter().map(|&v| replace.get(v).unwrap_or(v)));
            if let Some(v) = simplify(m, f, i, &ops) {
                replace.insert(i, v);
                dead.insert(i);
            }
        }
    }
    f.apply(&replace);
    f.remove_insts(&dead);
    dead.len()
}

/// Only `extractvalue`s of a value an `insertvalue` chain built (each the
/// inserted value, or the one the chain started from); returns how many.
/// mem2reg promotes a slot of at most 16 bytes holding a record accessed whole
/// (a lambda capturing two locals by reference) as such a chain: the pointers
/// read back from it must be the locals' addresses again before sroa runs, or
/// the `insertvalue`s count as the addresses escaping and keep the locals whole.
pub fn fold_extracts(m: &mut Module, f: &mut Function) -> usize {
    simplify_where(m, f, |op| op == Opcode::ExtractValue)
}

/// `xor (cmp p a, b), true` where the compare has no other use is the compare
/// with the opposite predicate (`!(x < y)` on floats is `x uge y`: unordered
/// or greater-or-equal), so selection prints one `setp` instead of a `setp`
/// and a predicate `xor` (`if (!(fabsf(x) < 105.0f))` in the math library).
fn invert_negated_compares(m: &Module, f: &mut Function) -> usize {
    let is_negation = |i: Inst| f.inst(i).opcode() == Opcode::Xor && m.types.int_bits(f.inst(i).ty) == Some(1);
    // Most runs find none: decided before the use counts and block copies below.
    if !f
        .layout
        .iter()
        .any(|&b| f.blocks[b].insts.iter().any(|&i| is_negation(i)))
    {
        return 0;
    }
    let mut uses: SecondaryMap<Inst, usize> = SecondaryMap::with_capacity(f.insts.len());
    // The conditional branch on each value, for a negation only a branch reads.
    let mut branch_on: FxHashMap<Inst, Inst> = FxHashMap::default();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            for v in f.operands(i) {
                if let Value::Inst(d) = v {
                    uses[*d] += 1;
                }
            }
            if f.inst(i).opcode() == Opcode::CondBr {
                if let Value::Inst(c) = f.operands(i)[0] {
                    branch_on.insert(c, i);
                }
            }
        }
    }
    let mut replace = Replacements::with_capacity(f.insts.len());
    let mut dead: FxHashSet<Inst> = FxHashSet::default();
    for b in f.layout.clone() {
        for i in f.blocks[b].insts.clone() {
            if f.inst(i).opcode() != Opcode::Xor || m.types.int_bits(f.inst(i).ty) != Some(1) {
                continue;
            }
            let (x, y) = f.binary_operands(i);
            let (cmp, other) = match (x.as_inst(), y.as_inst()) {
                (Some(c), _) => (c, y),
                (_, Some(c)) => (c, x),
                _ => continue,
            };
            if int_const(m, other) != Some((1, 1)) {
                continue;
            }
            let subop = f.inst(cmp).header.subop;
            let inverse = match f.inst(cmp).opcode() {
                _ if uses.get(cmp) != Some(&1) => None,
                Opcode::FCmp => FloatPredicate::from_u16(subop).map(|p| 15 - p as u16),
                Opcode::ICmp => IntPredicate::from_u16(subop).map(|p| inverse_int(p) as u16),
                _ => None,
            };
            let Some(inverse) = inverse else {
                // `br !c, a, b` is `br c, b, a` (an `&&` that if-conversion
                // made, negated by `if (!(r < rows && c < cols)) return;`).
                if let Some(&br) = branch_on.get(&i).filter(|_| uses.get(i) == Some(&1)) {
                    let (_, t, e) = f.cond_br(br);
                    f.set_operands(br, &[Value::Inst(cmp), Value::Block(e), Value::Block(t)]);
                    dead.insert(i);
                }
                continue;
            };
            f.inst_mut(cmp).header.subop = inverse;
            replace.insert(i, Value::Inst(cmp));
            dead.insert(i);
        }
    }
    f.apply(&replace);
    f.remove_insts(&dead);
    dead.len()
}

/// The predicate that holds exactly when `p` does not.
fn inverse_int(p: IntPredicate) -> IntPredicate {
    use IntPredicate as P;
    match p {
        P::Eq => P::Ne,
        P::Ne => P::Eq,
        P::Ugt => P::Ule,
        P::Ule => P::Ugt,
        P::Uge => P::Ult,
        P::Ult => P::Uge,
        P::Sgt => P::Sle,
        P::Sle => P::Sgt,
        P::Sge => P::Slt,
        P::Slt => P::Sge,
    }
}

/// What is known of `a`, whose bits from `N` up are zero (`zext iN x`, or `lshr x, k`
/// with `N = w - k`), under a constant `c` (width `w`): shifted right by `N` bits or
/// more it is 0, and masked by a `c` whose low `N` bits are all set it is itself.
/// (The math library's Payne-Hanek takes a 64-bit mantissa: `m >> 32` and
/// `m & 0xffffffff` of a float's 24-bit one; its carries are `lo >> 32`, masked
/// again and shifted again by 32.)
fn zero_extended_bits(m: &mut Module, f: &Function, op: Opcode, a: Value, c: u128, w: u32, ty: Type) -> Option<Value> {
    let n = low_nonzero_bits(m, f, a, w)?;
    match op {
        Opcode::LShr if c >= u128::from(n) && c < u128::from(w) => Some(Value::Const(m.const_int(ty, 0))),
        Opcode::And if c & mask(n) == mask(n) => Some(a),
        _ => None,
    }
}

/// `N` when only the low `N` bits of `a` (width `w`) can be set: `zext iN x`, `lshr x, w - N`.
fn low_nonzero_bits(m: &Module, f: &Function, a: Value, w: u32) -> Option<u32> {
    let i = a.as_inst()?;
    match f.inst(i).opcode() {
        Opcode::ZExt => m.types.int_bits(m.known_value_type(f, f.operands(i)[0])?),
        Opcode::LShr => {
            let (k, _) = int_const(m, f.operands(i)[1])?;
            (k > 0 && k < u128::from(w)).then(|| w - k as u32)
        }
        _ => None,
    }
}

/// The integer constant `v` as (bits, width), if it is one.
pub(super) fn int_const(m: &Module, v: Value) -> Option<(u128, u32)> {
    let c = v.as_const()?;
    match m.consts.get(c) {
        ConstData::Int { ty, bits } => Some((*bits, m.types.int_bits(*ty)?)),
        _ => None,
    }
}

fn simplify(m: &mut Module, f: &Function, i: Inst, ops: &[Value]) -> Option<Value> {
    let d = f.inst(i);
    let op = d.opcode();
    if op == Opcode::ExtractValue {
        return extract_of_insert(m, f, ops);
    }
    if op == Opcode::Call {
        return super::exact_pow::fold(m, f, i, ops).or_else(|| super::float_consts::fold(m, f, i, ops));
    }
    if op == Opcode::InsertElement {
        return rebuilt_vector(m, f, d.ty, ops);
    }
    if op == Opcode::Load {
        return super::constant_global_loads::fold(m, f, i, ops);
    }
    if matches!(op, Opcode::FAdd | Opcode::FSub | Opcode::FMul | Opcode::FDiv) {
        return super::float_consts::identity(m, op, ops).or_else(|| super::float_consts::fold(m, f, i, ops));
    }
    if op.is_binary() && ops.len() == 2 {
        let (a, b) = (ops[0], ops[1]);
        let (ca, cb) = (int_const(m, a), int_const(m, b));
        // Identities with a constant right operand.
        if let Some((bv, w)) = cb {
            let ones = mask(w);
            let identity = match op {
                Opcode::Add | Opcode::Sub | Opcode::Or | Opcode::Xor | Opcode::Shl | Opcode::LShr | Opcode::AShr => {
                    bv == 0
                }
                Opcode::Mul | Opcode::SDiv | Opcode::UDiv => bv == 1,
                Opcode::And => bv == ones,
                _ => false,
            };
            if identity {
                return Some(a);
            }
            // `x * 0` and `x & 0` are 0 (`i * blockDim.x` in the first copy of
            // an unrolled loop).
            if bv == 0 && matches!(op, Opcode::Mul | Opcode::And) {
                return Some(b);
            }
            if let Some(v) = zero_extended_bits(m, f, op, a, bv, w, d.ty) {
                return Some(v);
            }
            // `x & C` is x when x can set no bit outside C (a bit picked from
            // a word of flags is the flag's own `select p, 4, 0`).
            if op == Opcode::And && super::known_bits::may_be_set(m, f, a, w) & !bv & ones == 0 {
                return Some(a);
            }
        }
        // The same identities with the constant on the left, for the commutative
        // operators (`0 + x` is the first copy of an unrolled `acc += x`).
        if let (Some((av, w)), None) = (ca, cb) {
            let identity = match op {
                Opcode::Add | Opcode::Or | Opcode::Xor => av == 0,
                Opcode::Mul => av == 1,
                Opcode::And => av == mask(w),
                _ => false,
            };
            if identity {
                return Some(b);
            }
            if av == 0 && matches!(op, Opcode::Mul | Opcode::And) {
                return Some(a);
            }
        }
        if let Some(c) = difference_of_offsets(m, f, op, a, b) {
            return Some(c);
        }
        let ((av, w), (bv, _)) = (ca?, cb?);
        let r = fold::integer::binary(op, w, av, bv)?;
        return Some(Value::Const(m.const_int(d.ty, r as i128)));
    }
    match op {
        // `trunc (zext/sext x)` back to x's type is x (a `bool` stored as
        // `i8` and read back as `i1`).
        Opcode::Trunc
            if ops[0].as_inst().is_some_and(|e| {
                matches!(f.inst(e).opcode(), Opcode::ZExt | Opcode::SExt) && m.value_type(f, f.operands(e)[0]) == d.ty
            }) =>
        {
            Some(f.operands(ops[0].as_inst()?)[0])
        }
        // The low bits of a word that joined narrower values, or of its shift,
        // are the value that put them there (`trunc (or (zext a), (shl (zext b),
        // 32))` is `a`, its `lshr` by 32 truncated is `b`): sroa joins the
        // `u32` pieces of a `uint4` stored into a `uint64_t[2]` into words,
        // and the pieces read back as a `uint4` took them apart again.
        Opcode::Trunc if low_bits_held(m, f, d.ty, ops[0]).is_some() => low_bits_held(m, f, d.ty, ops[0]),
        // `bitcast (bitcast x)` back to x's type is x (`__float_as_uint` of a
        // `__uint_as_float`, as powf hands its |x| to the log core).
        Opcode::BitCast
            if ops[0].as_inst().is_some_and(|e| {
                f.inst(e).opcode() == Opcode::BitCast && m.value_type(f, f.operands(e)[0]) == d.ty
            }) =>
        {
            Some(f.operands(ops[0].as_inst()?)[0])
        }
        // A pointer cast to another space and back is the pointer, as LLVM folds it
        // (a kernel's pointer parameter, taken as global by lower-kernel-args,
        // compared with null as a generic pointer: `cvta.to.global` then
        // `cvta.global` before every `setp`).
        Opcode::AddrSpaceCast
            if ops[0].as_inst().is_some_and(|e| {
                f.inst(e).opcode() == Opcode::AddrSpaceCast && m.value_type(f, f.operands(e)[0]) == d.ty
            }) =>
        {
            Some(f.operands(ops[0].as_inst()?)[0])
        }
        // Integer casts of constants.
        Opcode::Trunc | Opcode::ZExt | Opcode::SExt => {
            let (v, w) = int_const(m, ops[0])?;
            let r = fold::integer::resize(op, w, m.types.int_bits(d.ty)?, v)?;
            Some(Value::Const(m.const_int(d.ty, r as i128)))
        }
        Opcode::BitCast | Opcode::AddrSpaceCast | Opcode::PtrToInt | Opcode::IntToPtr
            if m.value_type(f, ops[0]) == d.ty =>
        {
            Some(ops[0])
        }
        Opcode::FCmp
        | Opcode::BitCast
        | Opcode::FPToSI
        | Opcode::FPToUI
        | Opcode::SIToFP
        | Opcode::UIToFP
        | Opcode::FPExt
        | Opcode::FPTrunc => super::float_consts::fold(m, f, i, ops),
        // `-c` of a float constant: the sign bit flipped (exact, any rounding mode).
        Opcode::FNeg => {
            let ConstData::Float { ty, bits } = m.consts.get(ops[0].as_const()?).clone() else {
                return None;
            };
            let sign = match m.types.get(ty) {
                TypeData::Float => 1u64 << 31,
                TypeData::Double => 1u64 << 63,
                TypeData::Half | TypeData::BFloat => 1u64 << 15,
                _ => return None,
            };
            Some(Value::Const(
                m.consts.intern(ConstData::Float { ty, bits: bits ^ sign }),
            ))
        }
        Opcode::ICmp => {
            let pred = IntPredicate::from_u16(d.header.subop)?;
            if let Some(c) = truth_of_widened_bool(m, f, pred, ops).or_else(|| truth_of_select(m, f, pred, ops)) {
                return Some(c);
            }
            let scalar = m.types.int_bits(d.ty) == Some(1);
            if let Some(holds) = decided_by_range(m, pred, ops).filter(|_| scalar) {
                return Some(Value::Const(m.const_int(d.ty, i128::from(holds))));
            }
            let ((a, w), (b, _)) = (int_const(m, ops[0])?, int_const(m, ops[1])?);
            let holds = pred.holds(a, b, w);
            Some(Value::Const(m.const_int(d.ty, i128::from(holds))))
        }
        Opcode::Select => {
            let (c, _) = int_const(m, ops[0])?;
            Some(if c & 1 == 1 { ops[1] } else { ops[2] })
        }
        // `phi [v, a], [v, b], [%self, c]`: always v (a phi of one value, such as the
        // `false` of both arms of `x && 0`, keeps ptxas from seeing a constant).
        Opcode::Phi => {
            let me = Value::Inst(i);
            let mut values = ops.iter().step_by(2).filter(|&&v| v != me);
            let first = *values.next()?;
            values.all(|&v| v == first).then_some(first)
        }
        _ => None,
    }
}

/// A chain of `insertelement`s writing every lane of a vector with the
/// `extractelement` of the same lane of one vector `v` of its type: `v`. A
/// `__half2` kept in a local record as its two halves and read back as a
/// pair vector by the next `__hadd2` is such a chain; folded, the `f16x2`
/// result feeds the next operation as one `b32` register, not unpacked into two
/// `b16`s and packed again.
fn rebuilt_vector(m: &mut Module, f: &Function, ty: ptxc_ir::Type, ops: &[Value]) -> Option<Value> {
    let &TypeData::Vector { len, .. } = m.types.get(ty) else {
        return None;
    };
    let lane = |m: &Module, v: Value| -> Option<usize> {
        let k = m.consts.as_int(v.as_const()?)?;
        (k < u128::from(len)).then_some(k as usize)
    };
    let mut written = vec![false; len as usize];
    let mut source: Option<Value> = None;
    let (mut base, mut element, mut index) = (ops[0], ops[1], ops[2]);
    loop {
        let k = lane(m, index)?;
        // A lane written again later keeps the later value.
        if !written[k] {
            let e = element
                .as_inst()
                .filter(|&e| f.inst(e).opcode() == Opcode::ExtractElement)?;
            let (from, at) = (f.operands(e)[0], f.operands(e)[1]);
            if lane(m, at)? != k || m.value_type(f, from) != ty || source.is_some_and(|s| s != from) {
                return None;
            }
            source = Some(from);
            written[k] = true;
        }
        if let Some(c) = base.as_const() {
            if !matches!(m.consts.get(c), ConstData::Undef(_) | ConstData::Poison(_)) {
                return None;
            }
            break;
        }
        if Some(base) == source {
            written.fill(true);
            break;
        }
        let b = base
            .as_inst()
            .filter(|&b| f.inst(b).opcode() == Opcode::InsertElement)?;
        (base, element, index) = (f.operands(b)[0], f.operands(b)[1], f.operands(b)[2]);
    }
    written.iter().all(|&w| w).then_some(source?)
}

/// `x - (x + c)` is `-c` and `(x + c) - x` is `c` (wrapping; `k++` and `--k`).
fn difference_of_offsets(m: &mut Module, f: &Function, op: Opcode, a: Value, b: Value) -> Option<Value> {
    if op != Opcode::Sub {
        return None;
    }
    let offset_of = |m: &Module, v: Value, base: Value| -> Option<(u128, u32)> {
        let i = v.as_inst()?;
        let inner = f.inst(i).opcode();
        if !matches!(inner, Opcode::Add | Opcode::Sub) || f.operands(i)[0] != base {
            return None;
        }
        let (c, w) = int_const(m, f.operands(i)[1])?;
        Some((if inner == Opcode::Sub { c.wrapping_neg() } else { c }, w))
    };
    let (c, w) = match (offset_of(m, b, a), offset_of(m, a, b)) {
        (Some((c, w)), _) => (c.wrapping_neg(), w),
        (None, Some((c, w))) => (c, w),
        _ => return None,
    };
    let ty = m.value_type(f, a);
    Some(Value::Const(m.const_int(ty, fold::integer::sext(c & mask(w), w))))
}

/// A compare whose outcome does not depend on its variable operand: `x <u 0`
/// is false and `x >=u 0` true (`v < 0u` with `v` converted to unsigned),
/// likewise against the largest unsigned value, and `x P x`.
fn decided_by_range(m: &Module, pred: IntPredicate, ops: &[Value]) -> Option<bool> {
    use IntPredicate as P;
    if ops[0] == ops[1] {
        return Some(matches!(pred, P::Eq | P::Uge | P::Ule | P::Sge | P::Sle));
    }
    let (c, w) = int_const(m, ops[1])?;
    if int_const(m, ops[0]).is_some() {
        return None;
    }
    match pred {
        P::Ult if c == 0 => Some(false),
        P::Uge if c == 0 => Some(true),
        P::Ugt if c == mask(w) => Some(false),
        P::Ule if c == mask(w) => Some(true),
        _ => None,
    }
}

/// `zext i1 c` compared `!= 0` or `== 1` is `c` (a C truth value such as
/// `__isinff`'s `int` result tested by an `if`).
fn truth_of_widened_bool(m: &mut Module, f: &Function, pred: IntPredicate, ops: &[Value]) -> Option<Value> {
    let z = ops[0].as_inst()?;
    if f.inst(z).opcode() != Opcode::ZExt {
        return None;
    }
    let c = f.operands(z)[0];
    let ty = m.value_type(f, c);
    if m.types.int_bits(ty) != Some(1) {
        return None;
    }
    match (pred, int_const(m, ops[1])?.0) {
        (IntPredicate::Ne, 0) | (IntPredicate::Eq, 1) => Some(c),
        _ => None,
    }
}

/// `select p, a, b` of constants compared `!= k` where only `a` differs
/// from `k`, or `== k` where only `a` equals it, is `p`: a flag tested in a
/// word of flags (`(w & 4) != 0` once the word's other flags are masked off).
fn truth_of_select(m: &Module, f: &Function, pred: IntPredicate, ops: &[Value]) -> Option<Value> {
    let s = ops[0].as_inst()?;
    if f.inst(s).opcode() != Opcode::Select {
        return None;
    }
    let [p, a, b] = f.operands(s)[..] else { return None };
    let (k, (a, _), (b, _)) = (int_const(m, ops[1])?.0, int_const(m, a)?, int_const(m, b)?);
    let is_p = match pred {
        IntPredicate::Ne => a != k && b == k,
        IntPredicate::Eq => a == k && b != k,
        _ => false,
    };
    is_p.then_some(p)
}

/// `extractvalue (insertvalue ... v, path ...), path`: the inserted `v`. A record
/// returned by value leaves such chains (the callee's `ret` of its rebuilt slot,
/// inlined), and a branch on one of its fields (`optional::has_value`) must fold.
fn extract_of_insert(m: &Module, f: &Function, ops: &[Value]) -> Option<Value> {
    let (&agg, indices) = ops.split_first()?;
    let path: Vec<u64> = indices
        .iter()
        .map(|v| super::noop_stores::const_index(m, *v))
        .collect::<Option<_>>()?;
    match super::noop_stores::leaf_value(m, f, agg, &path)? {
        (v, []) if v != agg => Some(v),
        _ => None,
    }
}

/// An existing value equal to the low bits of `v` that type `narrow` holds.
fn low_bits_held(m: &Module, f: &Function, narrow: Type, v: Value) -> Option<Value> {
    let n = m.types.int_bits(narrow)?;
    let w = m.types.int_bits(m.known_value_type(f, v)?)?;
    super::known_bits::bits_held_by(m, f, v, w, 0, n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ptxc_ir::FuncBuilder;

    #[test]
    fn folds_constants_and_identities_but_not_division_by_zero() {
        let mut m = Module::new("t");
        let i32t = m.types.i32();
        let fty = m.types.function(i32t, vec![i32t], false);
        let mut f = Function::new("f", fty, vec!["x".into()]);
        let mut b = FuncBuilder::new(&mut m, &mut f);
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let c = |b: &mut FuncBuilder, v: i128| Value::Const(b.module.const_int(i32t, v));
        let (zero, one, seven, minus8) = (c(&mut b, 0), c(&mut b, 1), c(&mut b, 7), c(&mut b, -8));
        let x = Value::Arg(0);
        let a = b.binary(Opcode::Add, x, zero, 0, "a"); // x
        let mul = b.binary(Opcode::Mul, a, one, 0, "m"); // x
        let k = b.binary(Opcode::SDiv, minus8, seven, 0, "k"); // -1
        let s = b.binary(Opcode::AShr, minus8, one, 0, "s"); // -4
        let bad = b.binary(Opcode::UDiv, seven, zero, 0, "bad"); // kept
        let sum = b.binary(Opcode::Add, mul, k, 0, "sum");
        let sum2 = b.binary(Opcode::Add, sum, s, 0, "sum2");
        let sum3 = b.binary(Opcode::Add, sum2, bad, 0, "sum3");
        b.ret(Some(sum3));
        assert_eq!(run(&mut m, &mut f), 4);
        let sum_inst = sum.as_inst().unwrap();
        assert_eq!(f.operands(sum_inst)[0], x);
        assert_eq!(f.operands(sum_inst)[1], Value::Const(m.const_int(i32t, -1)));
        assert_eq!(
            f.operands(sum2.as_inst().unwrap())[1],
            Value::Const(m.const_int(i32t, -4))
        );
        assert_eq!(
            f.operands(sum3.as_inst().unwrap())[1],
            bad,
            "division by zero is not folded"
        );
    }

    #[test]
    fn folds_constant_compares_selects_and_single_valued_phis() {
        let mut m = Module::new("t");
        let i32t = m.types.i32();
        let i8t = m.types.i8();
        let fty = m.types.function(i32t, vec![i32t], false);
        let mut f = Function::new("f", fty, vec!["x".into()]);
        let mut b = FuncBuilder::new(&mut m, &mut f);
        let (entry, left, join) = (b.create_block("entry"), b.create_block("left"), b.create_block("join"));
        b.append_and_switch(entry);
        let minus1 = Value::Const(b.module.const_int(i8t, -1));
        let one8 = Value::Const(b.module.const_int(i8t, 1));
        // -1 <s 1 holds, -1 <u 1 (255 < 1) does not.
        let signed = b.icmp(IntPredicate::Slt, minus1, one8, "s");
        let unsigned = b.icmp(IntPredicate::Ult, minus1, one8, "u");
        let x = Value::Arg(0);
        let seven = Value::Const(b.module.const_int(i32t, 7));
        let picked = b.select(signed, x, seven, "picked"); // x
        let other = b.select(unsigned, x, seven, "other"); // 7
        let cond = b.icmp(IntPredicate::Eq, x, seven, "c");
        b.cond_br(cond, left, join);
        b.append_and_switch(left);
        b.br(join);
        b.append_and_switch(join);
        let same = b.phi(i32t, &[(picked, entry), (picked, left)], "same"); // x
        let mixed = b.phi(i32t, &[(picked, entry), (other, left)], "mixed"); // kept
        let sum = b.binary(Opcode::Add, same, mixed, 0, "sum");
        b.ret(Some(sum));
        assert_eq!(run(&mut m, &mut f), 5);
        let sum_ops = f.operands(sum.as_inst().unwrap()).to_vec();
        assert_eq!(sum_ops[0], x, "a phi of one value is that value");
        let mixed_ops = f.operands(mixed.as_inst().unwrap()).to_vec();
        assert_eq!(mixed_ops[0], x, "select on true is its first value");
        assert_eq!(mixed_ops[2], seven, "select on false is its second value");
    }
}
