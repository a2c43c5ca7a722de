//! Constant offsets out of address indices: `&a[i + 2]`, an index
//! `sext (add nsw i, 2)` (or a 64-bit `add nsw i, 2`), becomes `&a[i]`
//! stepped by 2 elements: `gep (gep a, sext i), 2`. Why: `out[4 * i + 1]`,
//! `out[4 * i + 2]`, ... then share one address `&out[4 * i]` (gvn merges
//! the copies) and each access is `[%rd + 4]`, `[%rd + 8]` in PTX, as nvcc
//! prints them, instead of an add, a widening multiply and an add per access
//! (issue 15: char_short_wrap, math_functions, bitcount_manual).
//!
//! A 64-bit index is split whatever its flags: addresses are 64-bit and
//! wrap, so `p + (x + c) * s` is `p + x * s + c * s` modulo 2^64
//! (`out[idx + 1]` with a `size_t idx`). A narrower index is split only through `nsw`
//! arithmetic: signed `int` overflow is undefined in C++ (IR generation marks
//! it so), so `sext (i + 2)` equals `sext i + 2`, and so it does for a sum
//! without `nsw` whose range shows it cannot wrap (`threadIdx.x + 7 + k`,
//! `ir::analysis::unsigned_max`); an unsigned 32-bit index
//! `zext (x + c)` splits when `x + c` is known not to wrap (`ir::analysis::unsigned_max`:
//! `4 * threadIdx.x + 1` is below 4096), or when `c` only fills low bits
//! `x` is known to have clear (`8 * i + 3`: no carry, so no wrap; the same
//! holds for `sext`); other unsigned indices stay whole. Only the last
//! index of a GEP, and only when the elements it steps over are known (the
//! first index, or an index into an array or vector).
//!
//! Preserves: the address computed. The inner GEP loses `inbounds` (`&a[i]`
//! may lie outside the object when `&a[i + 2]` does not). Runs before gvn.

use super::instsimplify::int_const;
use ptxc_ir::analysis::unsigned_max;
use ptxc_ir::analysis::{Cfg, InstPositions};
use ptxc_ir::{Function, Inst, InstFlags, Module, NodeHeader, Opcode, Type, TypeData, Value};
use rustc_hash::FxHashMap;
use std::cell::OnceCell;

/// Splits the constant offsets of `f`'s GEP indices; returns how many.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    let geps: Vec<Inst> = f
        .layout
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter().copied())
        .filter(|&i| f.inst(i).opcode() == Opcode::GetElementPtr)
        .collect();
    let mut split = 0;
    for &gep in &geps {
        if split_gep(m, f, gep) {
            split += 1;
        }
    }
    split
}

/// The index of a one-index GEP as (extension, value): `sext x` as
/// (`Some(SExt)`, x), a 64-bit index as (`None`, itself).
fn index_root(m: &Module, f: &Function, idx: Value) -> (Option<Opcode>, Value) {
    if let Some(e) = idx.as_inst() {
        if matches!(f.inst(e).opcode(), Opcode::SExt | Opcode::ZExt) {
            return (Some(f.inst(e).opcode()), f.operands(e)[0]);
        }
    }
    let _ = m;
    (None, idx)
}

/// `&p[a + b]` where `&p[a]` is already computed in a dominating position
/// becomes `&p[a]` stepped by b (`s[t + stride]` next to `s[t]` in a
/// shared-memory reduction: one widening multiply and add, where the sum,
/// its extension and the address from the base took three and the base).
/// Only through `nsw` 32-bit sums under `sext` and 64-bit sums, as for
/// constant offsets.
/// Runs after gvn, which merges the repeated bases and extensions first.
pub fn reuse_known_addresses(m: &mut Module, f: &mut Function) -> usize {
    let geps: Vec<Inst> = f
        .layout
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter().copied())
        .filter(|&i| f.inst(i).opcode() == Opcode::GetElementPtr)
        .collect();
    let geps = &geps;
    type Key = (Vec<Value>, Option<ptxc_ir::Type>, Option<Opcode>, Value);
    // (the base and indices but the last, the last index)
    let simple = |f: &Function, g: Inst| -> Option<(Vec<Value>, Value)> {
        let ops = f.operands(g);
        let (&last, front) = ops.split_last()?;
        (ops.len() >= 2 && f.inst(g).block.is_some()).then(|| (front.to_vec(), last))
    };
    let mut known: FxHashMap<Key, Vec<Inst>> = FxHashMap::default();
    for &g in geps {
        if let Some((base, idx)) = simple(f, g) {
            let (ext, root) = index_root(m, f, idx);
            known.entry((base, f.inst(g).aux_ty, ext, root)).or_default().push(g);
        }
    }
    if known.is_empty() {
        return 0;
    }
    // The CFG and the positions in blocks, made when first asked (most
    // functions have no candidate) and dense: a hash map of every
    // instruction's position was half the pass. Instructions inserted
    // before then keep the others' order and blocks.
    let order: OnceCell<(Cfg, InstPositions)> = OnceCell::new();
    let dominates = |f: &Function, a: Inst, b: Inst| {
        let (cfg, position) = order.get_or_init(|| (Cfg::compute(f), InstPositions::compute(f)));
        position.dominates(cfg, f, a, b)
    };
    let i64t = m.types.i64();
    let mut rewritten = 0;
    for &g in geps {
        let Some((base, idx)) = simple(f, g) else { continue };
        let (ext, sum) = index_root(m, f, idx);
        let Some(add) = sum.as_inst() else { continue };
        if f.inst(add).opcode() != Opcode::Add {
            continue;
        }
        let exact = match ext {
            None => m.types.int_bits(f.inst(add).ty) == Some(64),
            Some(Opcode::SExt) => f.inst(add).header.flags.has(InstFlags::NSW),
            _ => false,
        };
        if !exact {
            continue;
        }
        let [a, b] = [f.operands(add)[0], f.operands(add)[1]];
        let src_ty = f.inst(g).aux_ty;
        let found = [(a, b), (b, a)].into_iter().find_map(|(x, y)| {
            let near = known.get(&(base.clone(), src_ty, ext, x))?;
            near.iter()
                .copied()
                .find(|&n| n != g && dominates(f, n, g))
                .map(|n| (n, y))
        });
        let Some((near, step)) = found else { continue };
        let step = match ext {
            Some(op) => {
                let wide = f.create_inst(NodeHeader::new(op), i64t, &[step]);
                f.insert_before(g, wide);
                Value::Inst(wide)
            }
            None => step,
        };
        // The step is in units of the last index's elements.
        let Some(elem) = stepped_type(m, f, g) else { continue };
        f.set_operands(g, &[Value::Inst(near), step]);
        f.inst_mut(g).header.flags = InstFlags::default();
        f.inst_mut(g).aux_ty = Some(elem);
        rewritten += 1;
    }
    rewritten
}

/// An index as `x + c`: (`x`, the extension `x` needs to i64, if any, `c`).
type ConstantSplit = (Value, Option<Opcode>, i64);

/// `v` as `x + c` (or `x - c`) with no signed wrap, through a `sext` to
/// i64 or directly in i64: (`x`, whether `x` needs a `sext` to i64, `c`).
fn variable_plus_constant(m: &Module, f: &Function, v: Value) -> Option<ConstantSplit> {
    let mut add = v.as_inst()?;
    let mut widen = None;
    if matches!(f.inst(add).opcode(), Opcode::SExt | Opcode::ZExt) {
        widen = Some(f.inst(add).opcode());
        add = f.operands(add)[0].as_inst()?;
    }
    let d = f.inst(add);
    if !matches!(d.opcode(), Opcode::Add | Opcode::Sub) {
        return None;
    }
    if widen == Some(Opcode::ZExt) {
        return bounded_plus_constant(m, f, add, false).map(|(x, c)| (x, widen, c));
    }
    // A 64-bit index wraps as the address does, so any `x + c` splits; a
    // narrower one is sign-extended, and `sext (x + c)` is `sext x + c` only
    // without signed wrap.
    let pointer_wide = widen.is_none() && m.types.int_bits(d.ty) == Some(64);
    if !pointer_wide && !d.header.flags.has(InstFlags::NSW) {
        // Without `nsw`, a sum whose range shows it cannot wrap: `threadIdx.x
        // + 7 + k` of a stencil, its `nsw` lost where the constants merged.
        return bounded_plus_constant(m, f, add, true).map(|(x, c)| (x, widen, c));
    }
    let [a, b] = [f.operands(add)[0], f.operands(add)[1]];
    let signed = |v: Value| {
        let (bits, width) = int_const(m, v)?;
        let shift = 128 - width;
        i64::try_from(((bits << shift) as i128) >> shift).ok()
    };
    match d.opcode() {
        Opcode::Add => match (signed(a), signed(b)) {
            (None, Some(c)) => Some((a, widen, c)),
            (Some(c), None) => Some((b, widen, c)),
            _ => None,
        },
        Opcode::Sub => Some((a, widen, signed(b)?.checked_neg()?)),
        _ => None,
    }
}

/// A 64-bit index `rest + t` whose term `t` is `x + c` ([`variable_plus_constant`]):
/// (`rest`, the split of `t`). `a[k * lda + (r + 1)]`, the column of a
/// column-major matrix walked by a row offset, is `&a[k * lda + r]` stepped by
/// one, the address its neighbours share. 64-bit sums wrap as addresses do, so
/// `rest + (x + c)` is `(rest + x) + c` whatever the sum's flags.
fn offset_in_sum(m: &Module, f: &Function, v: Value) -> Option<(Value, ConstantSplit)> {
    let add = v.as_inst()?;
    if f.inst(add).opcode() != Opcode::Add || m.types.int_bits(f.inst(add).ty) != Some(64) {
        return None;
    }
    let [a, b] = [f.operands(add)[0], f.operands(add)[1]];
    if int_const(m, a).is_some() || int_const(m, b).is_some() {
        return None;
    }
    [(a, b), (b, a)]
        .into_iter()
        .find_map(|(rest, term)| Some((rest, variable_plus_constant(m, f, term)?)))
}

/// `add x, c` as (x, c) when the range of `x` ([`unsigned_max`]) shows the sum
/// cannot wrap: as unsigned (`zext (x + c)` is `zext x + c`: `4 * threadIdx.x +
/// 1`), or, with `signed`, as signed for an `x` that is then non-negative
/// (`sext (x + c)` is `sext x + c`: `threadIdx.x + 7 + k` without `nsw`).
fn bounded_plus_constant(m: &Module, f: &Function, add: Inst, signed: bool) -> Option<(Value, i64)> {
    if f.inst(add).opcode() != Opcode::Add {
        return None;
    }
    let width = m.types.int_bits(f.inst(add).ty)?;
    let [a, b] = [f.operands(add)[0], f.operands(add)[1]];
    let (x, (c, _)) = match (int_const(m, a), int_const(m, b)) {
        (None, Some(c)) => (a, c),
        (Some(c), None) => (b, c),
        _ => return None,
    };
    // No carry: `c` only fills low bits `x` is known to have clear (`8 * i +
    // n`, n < 8, a byte of a block read by an unrolled loop), so `x + c` is
    // `x | c` and widens as `ext x + c` either way.
    let k = super::known_bits::known_trailing_zeros(m, f, x);
    if k < width && c < 1u128 << k {
        return Some((x, i64::try_from(c).ok()?));
    }
    let top = unsigned_max(m, f, x)?;
    if !signed {
        return (top.checked_add(c)? <= ptxc_ir::fold::integer::mask(width)).then_some((x, i64::try_from(c).ok()?));
    }
    let shift = 128 - width;
    let c = ((c << shift) as i128) >> shift;
    let top = i128::try_from(top).ok()?;
    let signed_max = (1i128 << (width - 1)) - 1;
    (top <= signed_max && top + c <= signed_max).then_some((x, i64::try_from(c).ok()?))
}

/// The type the last index of `gep` steps over: the source type for a
/// GEP's only index, an array's element type for a later one (a struct's
/// field index picks, it does not step).
fn stepped_type(m: &Module, f: &Function, gep: Inst) -> Option<Type> {
    let (_, indices) = f.gep_operands(gep);
    let mut cur = f.inst(gep).aux_ty?;
    let (_, before) = indices.split_last()?;
    if before.is_empty() {
        return Some(cur);
    }
    for &idx in &before[1..] {
        cur = match m.types.get(cur) {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => *elem,
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let (field, _) = int_const(m, idx)?;
                *m.types.struct_fields(cur)?.get(usize::try_from(field).ok()?)?
            }
            _ => return None,
        };
    }
    match m.types.get(cur) {
        TypeData::Array { elem, .. } => Some(*elem),
        _ => None,
    }
}

fn split_gep(m: &mut Module, f: &mut Function, gep: Inst) -> bool {
    let (base, indices) = f.gep_operands(gep);
    let Some(&last) = indices.last() else { return false };
    let i64t = m.types.i64();
    if m.value_type(f, last) != i64t || m.value_type(f, base) != f.inst(gep).ty {
        return false;
    }
    let (rest, (x, widen, c)) = match variable_plus_constant(m, f, last) {
        Some(split) => (None, split),
        None => match offset_in_sum(m, f, last) {
            Some((rest, split)) => (Some(rest), split),
            None => return false,
        },
    };
    let Some(elem) = stepped_type(m, f, gep) else {
        return false;
    };
    let ptr_ty = f.inst(gep).ty;
    let src_ty = f.inst(gep).aux_ty;
    let mut inner_ops: Vec<Value> = f.operands(gep).to_vec();
    let mut index = match widen {
        Some(ext) => {
            let wide = f.create_inst(NodeHeader::new(ext), i64t, &[x]);
            f.insert_before(gep, wide);
            Value::Inst(wide)
        }
        None => x,
    };
    if let Some(rest) = rest {
        // Wrapping, as the address: `rest + x` need not stay in range where
        // `rest + (x + c)` did.
        let sum = f.create_inst(NodeHeader::new(Opcode::Add), i64t, &[rest, index]);
        f.insert_before(gep, sum);
        index = Value::Inst(sum);
    }
    *inner_ops.last_mut().expect("an index") = index;
    let inner = f.create_inst(NodeHeader::new(Opcode::GetElementPtr), ptr_ty, &inner_ops);
    f.inst_mut(inner).aux_ty = src_ty;
    f.insert_before(gep, inner);
    let offset = Value::Const(m.const_int(i64t, i128::from(c)));
    f.set_operands(gep, &[Value::Inst(inner), offset]);
    f.inst_mut(gep).aux_ty = Some(elem);
    true
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    #[test]
    fn wrapping_index_stays_whole() {
        // `add` without nsw (an unsigned index) may wrap: no split.
        let out = after_pass(
            "define ptr @f(ptr %a, i32 %i) {\nentry:\n  %j = add i32 %i, 2\n  %e = sext i32 %j to i64\n\
             \x20 %p = getelementptr inbounds i32, ptr %a, i64 %e\n  ret ptr %p\n}\n",
            "gep-offsets",
        );
        let f = body_of(&out, "f");
        assert!(f.contains("getelementptr inbounds i32, ptr %a, i64 %e"), "{f}");
    }

    #[test]
    fn unsigned_sixty_four_bit_index_splits() {
        // `out[idx + 1]` with a `size_t idx`: no nsw, but the address wraps at
        // 2^64 just as the index does.
        let out = after_pass(
            "define ptr @f(ptr %a, i64 %i) {\nentry:\n  %j = add i64 %i, 1\n\
             \x20 %p = getelementptr inbounds i64, ptr %a, i64 %j\n  ret ptr %p\n}\n",
            "gep-offsets",
        );
        let f = body_of(&out, "f");
        assert!(f.contains("getelementptr i64, ptr %a, i64 %i"), "{f}");
        assert!(f.contains(", i64 1"), "{f}");
    }

    #[test]
    fn an_offset_inside_a_sum_splits() {
        // `a[k * n + (r + 1)]`: the address of `a[k * n + r]`, stepped by one.
        let out = after_pass(
            "define ptr @f(ptr %a, i64 %kn, i32 %r) {\nentry:\n  %r1 = add nsw i32 %r, 1\n  %e = sext i32 %r1 to i64\n\
             \x20 %i = add nsw i64 %kn, %e\n  %p = getelementptr inbounds float, ptr %a, i64 %i\n  ret ptr %p\n}\n",
            "gep-offsets",
        );
        let f = body_of(&out, "f");
        assert!(f.contains("sext i32 %r to i64"), "{f}");
        assert!(f.contains("add i64 %kn, %"), "{f}");
        assert!(f.contains(", i64 1\n"), "{f}");
    }

    #[test]
    fn sixty_four_bit_index_splits() {
        // A `long long` index: the add itself is the index.
        let out = after_pass(
            "define ptr @f(ptr %a, i64 %i) {\nentry:\n  %j = add nsw i64 %i, 1\n\
             \x20 %p = getelementptr inbounds [4 x i32], ptr %a, i64 %j\n  ret ptr %p\n}\n",
            "gep-offsets",
        );
        let f = body_of(&out, "f");
        assert!(f.contains("getelementptr [4 x i32], ptr %a, i64 %i"), "{f}");
        assert!(f.contains("getelementptr inbounds [4 x i32], ptr %"), "{f}");
    }
}
