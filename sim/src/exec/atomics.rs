//! `atom` and `red`: read-modify-write on global, shared or generic memory.
//!
//! Lanes perform their operations in lane order. Warps of a block run one at
//! a time, so shared-memory atomics are a plain load and store; blocks may
//! run on several threads, so global ones are real atomic read-modify-writes
//! (`GlobalMem::atomic`). Operations and their PTX definitions: `inc`
//! wraps to 0 when the old value is >= b, `dec` wraps to b when the old value
//! is 0 or > b, `cas` stores c when old == b; float add rounds to nearest (f16/bf16 and their x2 forms per half: the sum
//! rounded to f64 first, which has over twice their precision, so the double
//! rounding is harmless).

use crate::error::FaultKind;
use crate::error::SimError;
use crate::exec::alu::{sx, zx};
use crate::exec::float16::{bf16_to_f64, f16_to_f64, f64_to_bf16, f64_to_f16};
use crate::exec::memory::Fault;
use crate::exec::warp::{lanes, Loc, Warp};
use crate::exec::BlockEnv;
use crate::ops::*;

/// Computes the new memory value of an atomic operation.
pub fn apply(op: AtomOp, ty: Ty, old: u64, b: u64, c: u64) -> u64 {
    let bits = ty.bits();
    let r = match (op, ty) {
        (AtomOp::Add, Ty::F32) => (f32::from_bits(old as u32) + f32::from_bits(b as u32)).to_bits() as u64,
        (AtomOp::Add, Ty::F64) => (f64::from_bits(old) + f64::from_bits(b)).to_bits(),
        (AtomOp::Add, Ty::F16) => f64_to_f16(f16_to_f64(old as u16) + f16_to_f64(b as u16), Rnd::Rn) as u64,
        (AtomOp::Add, Ty::F16x2) => {
            let lo = f64_to_f16(f16_to_f64(old as u16) + f16_to_f64(b as u16), Rnd::Rn) as u64;
            let hi = f64_to_f16(f16_to_f64((old >> 16) as u16) + f16_to_f64((b >> 16) as u16), Rnd::Rn) as u64;
            lo | (hi << 16)
        }
        (AtomOp::Add, Ty::BF16) => f64_to_bf16(bf16_to_f64(old as u16) + bf16_to_f64(b as u16), Rnd::Rn) as u64,
        (AtomOp::Add, Ty::BF16x2) => {
            let lo = f64_to_bf16(bf16_to_f64(old as u16) + bf16_to_f64(b as u16), Rnd::Rn) as u64;
            let hi = f64_to_bf16(bf16_to_f64((old >> 16) as u16) + bf16_to_f64((b >> 16) as u16), Rnd::Rn) as u64;
            lo | (hi << 16)
        }
        (AtomOp::Add, _) => old.wrapping_add(b),
        (AtomOp::And, _) => old & b,
        (AtomOp::Or, _) => old | b,
        (AtomOp::Xor, _) => old ^ b,
        (AtomOp::Exch, _) => b,
        (AtomOp::Cas, _) => {
            if zx(old, bits) == zx(b, bits) {
                c
            } else {
                old
            }
        }
        (AtomOp::Inc, _) => {
            if zx(old, bits) >= zx(b, bits) {
                0
            } else {
                old + 1
            }
        }
        (AtomOp::Dec, _) => {
            if zx(old, bits) == 0 || zx(old, bits) > zx(b, bits) {
                b
            } else {
                old - 1
            }
        }
        (AtomOp::Min | AtomOp::Max, Ty::F32) => {
            let (x, y) = (f32::from_bits(old as u32), f32::from_bits(b as u32));
            (if op == AtomOp::Min { x.min(y) } else { x.max(y) }).to_bits() as u64
        }
        (AtomOp::Min | AtomOp::Max, _) => {
            let lt = if ty.is_signed() {
                sx(b, bits) < sx(old, bits)
            } else {
                zx(b, bits) < zx(old, bits)
            };
            if (op == AtomOp::Min) == lt {
                b
            } else {
                old
            }
        }
        _ => old,
    };
    zx(r, bits)
}

/// Executes atom/red for the active lanes.
pub fn exec(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) -> Result<(), SimError> {
    let ops = &inst.ops[..];
    let is_atom = inst.op == Op::Atom;
    let (ai, bi) = if is_atom { (1, 2) } else { (0, 1) };
    let size = inst.ty.bytes();
    // `.v2`/`.v4` (sm_90's vector float adds): one operation per element, at consecutive
    // addresses, each atomic on its own.
    let width = inst.m.vec.max(1) as usize;
    let element = |o: &Opnd, k: usize| match o {
        Opnd::Vec(parts) => parts.get(k).cloned().unwrap_or(Opnd::Sink),
        other => other.clone(),
    };
    for l in lanes(mask) {
        let base = w.resolve(inst.m.space, &ops[ai], l);
        for k in 0..width {
            let off = (k as u64) * size as u64;
            let loc = match base {
                Loc::Global(a) => Loc::Global(a + off),
                Loc::Shared(a) => Loc::Shared(a + off),
                Loc::Local(a) => Loc::Local(a + off),
                Loc::Const(a) => Loc::Const(a + off),
                Loc::KParam(a) => Loc::KParam(a + off),
                Loc::FParam(a) => Loc::FParam(a + off),
            };
            let b = w.rd(&element(&ops[bi], k), l, env);
            let c = if ops.len() > bi + 1 {
                w.rd(&ops[bi + 1], l, env)
            } else {
                0
            };
            let old = one(w, env, inst, l, loc, b, c)?;
            if is_atom {
                w.wr(&element(&ops[0], k), l, old);
            }
        }
    }
    Ok(())
}

/// One lane's read-modify-write of `inst.ty` at `loc`; returns the old value.
fn one(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, l: usize, loc: Loc, b: u64, c: u64) -> Result<u64, SimError> {
    let size = inst.ty.bytes();
    let err = |w: &Warp, env: &BlockEnv, f: Fault, a: u64| {
        let k = if f == Fault::Misaligned {
            "misaligned"
        } else {
            "out-of-bounds"
        };
        let mut e = w.fault(env, l, inst, format!("{k} atomic access of {size} bytes"), Some(a));
        e.kind = if f == Fault::Misaligned {
            FaultKind::Misaligned
        } else {
            FaultKind::Address
        };
        e
    };
    let (old, stored) = if let Loc::Global(a) = loc {
        // Global memory may be shared with blocks on other threads.
        let old = if size > 1 && !a.is_multiple_of(size as u64) {
            Err((Fault::Misaligned, a))
        } else {
            env.stats.count_mem(loc, size, false);
            env.gatomic(a, size, |old| apply(inst.m.aop, inst.ty, old, b, c))
                .map_err(|f| (f, a))
        };
        if old.is_ok() {
            env.stats.count_mem(loc, size, true);
        }
        (old, Ok(()))
    } else {
        // The race shadow sees one atomic access, not a plain load and store.
        let race = env.race.take();
        let old = w.load(env, loc, size, l);
        let new = old.map(|old| apply(inst.m.aop, inst.ty, old, b, c));
        let stored = new.and_then(|new| w.store(env, loc, size, new, l));
        env.race = race;
        (old, stored)
    };
    let old = old.map_err(|(f, a)| err(w, env, f, a))?;
    stored.map_err(|(f, a)| err(w, env, f, a))?;
    if let (Some(rc), Loc::Shared(a)) = (env.race.as_mut(), loc) {
        rc.atomic_access(a, size, w.tid_lin(l));
    }
    Ok(old)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inc_dec_cas_wrap() {
        assert_eq!(apply(AtomOp::Inc, Ty::U32, 5, 5, 0), 0);
        assert_eq!(apply(AtomOp::Inc, Ty::U32, 4, 5, 0), 5);
        assert_eq!(apply(AtomOp::Dec, Ty::U32, 0, 9, 0), 9);
        assert_eq!(apply(AtomOp::Dec, Ty::U32, 12, 9, 0), 9);
        assert_eq!(apply(AtomOp::Dec, Ty::U32, 3, 9, 0), 2);
        assert_eq!(apply(AtomOp::Cas, Ty::B32, 7, 7, 1), 1);
        assert_eq!(apply(AtomOp::Cas, Ty::B32, 7, 6, 1), 7);
        assert_eq!(apply(AtomOp::Min, Ty::S32, 3, (-1i32) as u32 as u64, 0), 0xffff_ffff);
        assert_eq!(apply(AtomOp::Max, Ty::U32, 3, 0xffff_ffff, 0), 0xffff_ffff);
    }
}
