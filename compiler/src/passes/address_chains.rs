//! Straight-line strength reduction of addresses (LLVM's
//! StraightLineStrengthReduce, which nvcc runs): `&p[c * x]` next to a
//! dominating `&p[(c - d) * x]` becomes that address stepped by `d * x`
//! elements. CuTe's unrolled tile copies address `&g[k * ld]` for k = 1..7
//! with the multiples `k * ld` computed once before the main loop (licm) and
//! kept live across it, fourteen registers in sgemm_sm80; nvcc walks the
//! rows instead, each address the previous one plus one 64-bit stride.
//!
//! Candidates: one-index GEPs `gep T, p, idx` where idx is `c * x` (`mul` by
//! a constant, or `shl` by one) or x itself (c = 1), in 64 bits, or under a
//! `sext` (the product `nsw`) or a `zext` (the product `nuw`). The step,
//! `d * x * sizeof(T)` bytes, is computed once per group and difference
//! right after x is defined, and the address becomes `gep i8, basis, step`.
//!
//! Why it is exact: addresses wrap modulo 2^64, so a 64-bit index needs
//! nothing; `sext (c * x)` is `c * sext x` when the product does not wrap
//! signed (`nsw`: otherwise the program has no defined behaviour), `zext`
//! likewise with `nuw`. Only bases with 1 <= c' < c are used: if
//! `c * x` does not wrap, neither does `c' * x`, so the basis holds its
//! exact value whenever the rewritten address needs it.
//!
//! Preserves: the address computed; `inbounds` when both addresses had it
//! (the basis and the result then lie in one object). Requires: SSA form.

use super::instsimplify::int_const;
use ptxc_ir::analysis::{Cfg, InstPositions};
use ptxc_ir::{Block, Function, Inst, InstFlags, Module, NodeHeader, Opcode, Type, Value};
use rustc_hash::FxHashMap;

/// The largest multiple considered (CuTe's copies step up to 8 rows; a
/// larger constant is a layout's stride, not a row count).
const MAX_MULTIPLE: i64 = 64;

/// A candidate's group: the base, the element type, the extension and the
/// value multiplied.
type GroupKey = (Value, Type, Option<Opcode>, Value);

/// A candidate address: the GEP and its multiple of x.
#[derive(Clone, Copy)]
struct Candidate {
    gep: Inst,
    multiple: i64,
}

/// Rewrites the addresses of `f` that a dominating one reaches by a step;
/// returns how many.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    let mut groups: FxHashMap<GroupKey, Vec<Candidate>> = FxHashMap::default();
    let mut order: Vec<GroupKey> = Vec::new();
    for &b in &f.layout {
        for &g in &f.blocks[b].insts {
            let Some((key, multiple)) = candidate(m, f, g) else {
                continue;
            };
            let list = groups.entry(key).or_insert_with(|| {
                order.push(key);
                Vec::new()
            });
            list.push(Candidate { gep: g, multiple });
        }
    }
    // Only groups holding two multiples, one of them above 1, can chain.
    order.retain(|k| {
        let list = &groups[k];
        list.iter().any(|c| c.multiple > 1) && list.iter().any(|c| c.multiple != list[0].multiple)
    });
    if order.is_empty() {
        return 0;
    }
    let cfg = Cfg::compute(f);
    // Positions stay valid as steps are inserted (see InstPositions), and
    // only instructions placed before are compared.
    let position = InstPositions::compute(f);
    let i8t = m.types.i8();
    let mut rewritten = 0;
    for key in order {
        let mut list = groups.remove(&key).expect("grouped");
        // Dominators first: reverse postorder of blocks, then order in the block.
        list.sort_by_key(|c| {
            let b = f.inst(c.gep).block.expect("placed");
            (cfg.rpo_number(b), position.of(c.gep))
        });
        let mut steps: FxHashMap<i64, Value> = FxHashMap::default();
        for (n, c) in list.iter().enumerate() {
            // The nearest dominating address with a smaller multiple.
            let Some(basis) = list[..n]
                .iter()
                .rev()
                .find(|b| b.multiple < c.multiple && position.dominates(&cfg, f, b.gep, c.gep))
            else {
                continue;
            };
            let d = c.multiple - basis.multiple;
            let step = match steps.get(&d) {
                Some(&s) => s,
                None => {
                    let s = make_step(m, f, key, d);
                    steps.insert(d, s);
                    s
                }
            };
            let inbounds = f.inst(c.gep).header.flags.has(InstFlags::INBOUNDS)
                && f.inst(basis.gep).header.flags.has(InstFlags::INBOUNDS);
            f.set_operands(c.gep, &[Value::Inst(basis.gep), step]);
            f.inst_mut(c.gep).aux_ty = Some(i8t);
            f.inst_mut(c.gep).header.flags = match inbounds {
                true => InstFlags::default().with(InstFlags::INBOUNDS),
                false => InstFlags::default(),
            };
            rewritten += 1;
        }
    }
    rewritten
}

/// `g` as a candidate: its group and multiple.
fn candidate(m: &Module, f: &Function, g: Inst) -> Option<(GroupKey, i64)> {
    if f.inst(g).opcode() != Opcode::GetElementPtr || f.inst(g).block.is_none() {
        return None;
    }
    let ops = f.operands(g);
    let [base, idx] = ops[..] else { return None };
    let elem = f.inst(g).aux_ty?;
    if m.types.alloc_size(elem) == 0 {
        return None;
    }
    let mut inner = idx;
    let mut ext = None;
    if let Some(e) = idx.as_inst() {
        if matches!(f.inst(e).opcode(), Opcode::SExt | Opcode::ZExt) {
            ext = Some(f.inst(e).opcode());
            inner = f.operands(e)[0];
        }
    }
    if ext.is_none() && m.types.int_bits(m.known_value_type(f, idx)?) != Some(64) {
        return None;
    }
    let (x, multiple) = multiple_of(m, f, inner, ext).unwrap_or((inner, 1));
    if int_const(m, x).is_some() {
        return None;
    }
    Some(((base, elem, ext, x), multiple))
}

/// `v` as `c * x` with 2 <= c <= [`MAX_MULTIPLE`], when the product may be
/// taken apart under `ext` (see the module's comment).
fn multiple_of(m: &Module, f: &Function, v: Value, ext: Option<Opcode>) -> Option<(Value, i64)> {
    let i = v.as_inst()?;
    let d = f.inst(i);
    if !matches!(d.opcode(), Opcode::Mul | Opcode::Shl) {
        return None;
    }
    let exact = match ext {
        None => true,
        Some(Opcode::SExt) => d.header.flags.has(InstFlags::NSW),
        Some(_) => d.header.flags.has(InstFlags::NUW),
    };
    if !exact {
        return None;
    }
    let [a, b] = [f.operands(i)[0], f.operands(i)[1]];
    let constant = |v: Value| int_const(m, v).and_then(|(bits, _)| i64::try_from(bits).ok());
    let (x, c) = match d.opcode() {
        Opcode::Mul => match (constant(a), constant(b)) {
            (None, Some(c)) => (a, c),
            (Some(c), None) => (b, c),
            _ => return None,
        },
        Opcode::Shl => {
            let k = constant(b)?;
            (a, 1i64.checked_shl(u32::try_from(k).ok()?)?)
        }
        _ => return None,
    };
    (2..=MAX_MULTIPLE).contains(&c).then_some((x, c))
}

/// Builds `d * ext(x) * sizeof(elem)` in i64 right after x is defined (so it
/// dominates every use of x, hence every candidate): the step in bytes.
fn make_step(m: &mut Module, f: &mut Function, key: GroupKey, d: i64) -> Value {
    let (_, elem, ext, x) = key;
    let i64t = m.types.i64();
    let bytes = i128::from(d) * i128::from(m.types.alloc_size(elem));
    let scale = Value::Const(m.const_int(i64t, bytes));
    let mut made = Vec::new();
    let wide = match ext {
        Some(op) => {
            let w = f.create_inst(NodeHeader::new(op), i64t, &[x]);
            made.push(w);
            Value::Inst(w)
        }
        None => x,
    };
    let step = f.create_inst(NodeHeader::new(Opcode::Mul), i64t, &[wide, scale]);
    made.push(step);
    let (block, at) = insertion_point(f, x);
    for (k, i) in made.into_iter().enumerate() {
        f.blocks[block].insts.insert(at + k, i);
        f.inst_mut(i).block = Some(block);
    }
    Value::Inst(step)
}

/// Where a computation of `x` may go: right after its definition (after
/// its block's phis for a phi), or at the start of the entry block (after
/// its stack slots) for an argument.
fn insertion_point(f: &Function, x: Value) -> (Block, usize) {
    let skip = |f: &Function, b: Block, from: usize, op: Opcode| {
        let insts = &f.blocks[b].insts;
        from + insts[from..].iter().take_while(|&&i| f.inst(i).opcode() == op).count()
    };
    match x.as_inst() {
        Some(i) => {
            let b = f.inst(i).block.expect("placed");
            let at = f.blocks[b].insts.iter().position(|&j| j == i).expect("in its block") + 1;
            match f.inst(i).opcode() {
                Opcode::Phi => (b, skip(f, b, at, Opcode::Phi)),
                _ => (b, at),
            }
        }
        None => {
            let entry = f.entry_block().expect("a body");
            (entry, skip(f, entry, 0, Opcode::Alloca))
        }
    }
}
