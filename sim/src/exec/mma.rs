//! `wmma.load`, `wmma.store`, `wmma.mma`: warp-wide matrix fragments.
//!
//! The ISA leaves the distribution of a fragment's elements over the lanes
//! and registers unspecified; programs may only load, store, multiply and
//! apply the same operation to every element. ptxsim's distribution: the
//! matrix's elements in row-major order (whatever the memory layout), `E =
//! rows * cols / 32` consecutive ones per lane, packed into the registers four
//! per 32-bit register for s8/u8, two for f16/bf16, one for f32/s32, one f64
//! per 64-bit register. A fragment with more
//! register room than `E` elements (f16 A and B of m16n16k16 take 8 registers
//! for 8 elements) repeats them: slot `s` holds element `s mod E`.
//!
//! `wmma.mma` computes D = A * B + C with each product and the sum in f64 and
//! one rounding (to nearest) to D's type (s32 wraps unless `.satfinite`; f64
//! fragments round each step); the hardware's order and
//! intermediate precision are unspecified, so tests compare with a tolerance
//! or use exactly representable data.

use crate::error::SimError;
use crate::exec::float16::{bf16_to_f64, f16_to_f64, f64_to_bf16, f64_to_f16};
use crate::exec::step::offset_loc;
use crate::exec::warp::{lanes, Warp, WARP};
use crate::exec::BlockEnv;
use crate::ops::*;

/// Rows and columns of a fragment of shape `[m, n, k]`.
fn dims(frag: Frag, [m, n, k]: [u8; 3]) -> (usize, usize) {
    let (m, n, k) = (m as usize, n as usize, k as usize);
    match frag {
        Frag::A => (m, k),
        Frag::B => (k, n),
        Frag::C | Frag::D => (m, n),
    }
}

/// Element bits and elements per register (32-bit ones, 64-bit for f64).
fn packing(ty: Ty) -> (u32, usize) {
    match ty.bits() {
        64 => (64, 1),
        bits => (bits, (32 / bits) as usize),
    }
}

/// The low `bits` bits.
fn low_bits(bits: u32) -> u64 {
    if bits == 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// The value of an element of type `ty` (integers are exact in f64: a byte
/// product sum stays far below 2^53).
pub(crate) fn to_f64(bits: u64, ty: Ty) -> f64 {
    match ty {
        Ty::F16 => f16_to_f64(bits as u16),
        Ty::BF16 => bf16_to_f64(bits as u16),
        Ty::S8 => f64::from(bits as u8 as i8),
        Ty::U8 => f64::from(bits as u8),
        Ty::S32 => f64::from(bits as u32 as i32),
        Ty::F64 => f64::from_bits(bits),
        // the tensor cores read a tf32 register's top 19 bits
        Ty::TF32 => f32::from_bits(bits as u32 & !0x1fff) as f64,
        _ => f32::from_bits(bits as u32) as f64,
    }
}

/// `x` rounded to nearest in `ty` (`.satfinite`: infinities clamp to the largest finite value).
pub(crate) fn from_f64(x: f64, ty: Ty, satfinite: bool) -> u64 {
    let x = if satfinite && x.is_infinite() {
        let max = match ty {
            Ty::F16 => 65504.0,
            Ty::BF16 => f64::from(f32::from_bits(0x7f7f_0000)),
            _ => f32::MAX as f64,
        };
        max.copysign(x)
    } else {
        x
    };
    match ty {
        Ty::F16 => f64_to_f16(x, Rnd::Rn) as u64,
        Ty::BF16 => f64_to_bf16(x, Rnd::Rn) as u64,
        // s32 wraps, or clamps under .satfinite
        Ty::S32 if satfinite => (x.clamp(f64::from(i32::MIN), f64::from(i32::MAX)) as i32) as u32 as u64,
        Ty::S32 => (x as i64 as i32) as u32 as u64,
        Ty::F64 => x.to_bits(),
        _ => (x as f32).to_bits() as u64,
    }
}

/// The register operands of a fragment.
fn regs<'a>(w: &Warp, env: &BlockEnv, inst: &Inst, o: &'a Opnd) -> Result<&'a [Opnd], SimError> {
    match o {
        Opnd::Vec(v) if v.iter().all(|r| matches!(r, Opnd::Reg(_) | Opnd::Imm(_))) => Ok(v),
        _ => Err(w.fault(
            env,
            0,
            inst,
            "a wmma fragment must be a vector of registers".into(),
            None,
        )),
    }
}

/// The registers of a `rows x cols` fragment of `ty` elements: a vector with
/// room for every element a lane holds (fewer would leave elements unread or
/// unwritten; ptxas rejects such a fragment).
fn fragment<'a>(
    w: &Warp,
    env: &BlockEnv,
    inst: &Inst,
    o: &'a Opnd,
    ty: Ty,
    (rows, cols): (usize, usize),
) -> Result<&'a [Opnd], SimError> {
    let fr = regs(w, env, inst, o)?;
    let (_, per_reg) = packing(ty);
    let per_lane = rows * cols / WARP;
    if fr.len() * per_reg < per_lane {
        let need = per_lane.div_ceil(per_reg);
        let msg = format!(
            "a {rows}x{cols} wmma fragment of {ty:?} needs {need} registers, not {}",
            fr.len()
        );
        return Err(w.fault(env, 0, inst, msg, None));
    }
    Ok(fr)
}

/// (row, column) of slot `s` of `lane` in a `rows x cols` fragment.
fn element(lane: usize, s: usize, rows: usize, cols: usize) -> (usize, usize) {
    let per_lane = rows * cols / WARP;
    let i = lane * per_lane + s % per_lane;
    (i / cols, i % cols)
}

/// Executes a `wmma` instruction; loads and stores for `mask`, mma for the
/// whole warp (its result is written to `mask`).
pub fn exec(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) -> Result<(), SimError> {
    let ops = &inst.ops[..];
    let x = inst.m.x;
    if x.sub == Sub::WmmaMma {
        return mma(w, env, inst, mask);
    }
    let load = x.sub == Sub::WmmaLoad;
    let (frag_op, addr_op) = if load { (&ops[0], &ops[1]) } else { (&ops[1], &ops[0]) };
    let (rows, cols) = dims(if load { x.frag } else { Frag::D }, x.shape);
    let fr = fragment(w, env, inst, frag_op, inst.ty, (rows, cols))?;
    let col_major = x.col[0];
    let (ebits, per_reg) = packing(inst.ty);
    let esize = ebits / 8;
    for l in lanes(mask) {
        let stride = match ops.get(2) {
            Some(o) => w.rd(o, l, env) & 0xffff_ffff,
            None if col_major => rows as u64,
            None => cols as u64,
        };
        let base = w.resolve(inst.m.space, addr_op, l);
        for (k, r) in fr.iter().enumerate() {
            let mut packed = if load { 0 } else { w.rd(r, l, env) };
            for j in 0..per_reg {
                let s = k * per_reg + j;
                if !load && s >= rows * cols / WARP {
                    break; // repeated slots are not stored again
                }
                let (row, col) = element(l, s, rows, cols);
                let idx = if col_major {
                    col as u64 * stride + row as u64
                } else {
                    row as u64 * stride + col as u64
                };
                let loc = offset_loc(base, idx * esize as u64);
                let shift = j as u32 * ebits;
                if load {
                    let v = w
                        .load(env, loc, esize, l)
                        .map_err(|(_, a)| w.fault(env, l, inst, format!("bad wmma.load of {esize} bytes"), Some(a)))?;
                    packed |= v << shift;
                } else {
                    let v = (packed >> shift) & low_bits(ebits);
                    w.store(env, loc, esize, v, l)
                        .map_err(|(_, a)| w.fault(env, l, inst, format!("bad wmma.store of {esize} bytes"), Some(a)))?;
                }
            }
            if load {
                w.wr(r, l, packed);
            }
        }
    }
    Ok(())
}

/// Gathers a whole matrix from the fragment registers of every lane.
fn gather(w: &Warp, env: &BlockEnv, fr: &[Opnd], ty: Ty, rows: usize, cols: usize) -> Vec<f64> {
    let (ebits, per_reg) = packing(ty);
    let mut m = vec![0.0; rows * cols];
    let per_lane = rows * cols / WARP;
    for l in 0..WARP {
        for s in 0..per_lane {
            let Some(r) = fr.get(s / per_reg) else { break };
            let v = (w.rd(r, l, env) >> ((s % per_reg) as u32 * ebits)) & low_bits(ebits);
            let (row, col) = element(l, s, rows, cols);
            m[row * cols + col] = to_f64(v, ty);
        }
    }
    m
}

fn mma(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) -> Result<(), SimError> {
    let ops = &inst.ops[..];
    if ops.len() < 4 {
        return Err(w.fault(env, 0, inst, "wmma.mma needs D, A, B and C".into(), None));
    }
    let x = inst.m.x;
    let [m, n, k] = x.shape.map(usize::from);
    let (d, fa, fb, fc) = (
        fragment(w, env, inst, &ops[0], inst.ty, (m, n))?,
        fragment(w, env, inst, &ops[1], x.ab_ty, (m, k))?,
        fragment(w, env, inst, &ops[2], x.ab_ty, (k, n))?,
        fragment(w, env, inst, &ops[3], x.c_ty, (m, n))?,
    );
    let a = gather(w, env, fa, x.ab_ty, m, k);
    let b = gather(w, env, fb, x.ab_ty, k, n);
    let c = gather(w, env, fc, x.c_ty, m, n);
    let (ebits, per_reg) = packing(inst.ty);
    for l in lanes(mask) {
        for (ri, r) in d.iter().enumerate() {
            let mut packed = 0u64;
            for j in 0..per_reg {
                let (row, col) = element(l, ri * per_reg + j, m, n);
                let sum = (0..k).fold(c[row * n + col], |acc, t| acc + a[row * k + t] * b[t * n + col]);
                packed |= from_f64(sum, inst.ty, inst.m.sat) << (j as u32 * ebits);
            }
            w.wr(r, l, packed);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_element_has_exactly_one_home() {
        // m16n16k16 A (16x16), m32n8k16 A (32x16), m8n32k16 B (16x32)
        for (rows, cols) in [(16, 16), (32, 16), (16, 8), (16, 32)] {
            let per_lane = rows * cols / WARP;
            let mut seen = vec![0; rows * cols];
            for l in 0..WARP {
                for s in 0..per_lane {
                    let (r, c) = element(l, s, rows, cols);
                    seen[r * cols + c] += 1;
                }
            }
            assert!(seen.iter().all(|&k| k == 1), "{rows}x{cols}");
        }
    }

    #[test]
    fn satfinite_clamps_infinities() {
        assert_eq!(from_f64(f64::INFINITY, Ty::F16, true), 0x7bff);
        assert_eq!(from_f64(f64::NEG_INFINITY, Ty::F32, true), f32::MIN.to_bits() as u64);
        assert_eq!(from_f64(f64::INFINITY, Ty::F16, false), 0x7c00);
    }
}
