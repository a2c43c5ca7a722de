//! `mma.sync`, `ldmatrix`, `stmatrix`: warp-wide matrix operations whose
//! fragment layouts the PTX ISA defines (unlike `wmma`'s, see `exec::mma`).
//!
//! With `g = laneid / 4` and `t = laneid % 4` (the ISA's groupID and
//! threadID_in_group), for the floating-point m16n8k16 and m16n8k8 forms:
//!
//! * A (16 x K), element `i` (two per 32-bit register, low half first): row
//!   `g` for `i` in 0..2 and 4..6, else `g + 8`; column `2t + (i & 1)`, plus 8
//!   for `i >= 4` (k16 only).
//! * B (K x 8), element `i`: row `2t + (i & 1)`, plus 8 for `i >= 2` (k16);
//!   column `g`.
//! * C and D (16 x 8), element `i`: row `g` for `i < 2`, else `g + 8`;
//!   column `2t + (i & 1)`; one per f32 register, two per f16x2 register.
//!
//! `ldmatrix .xN` reads N 8x8 matrices of 16-bit elements: lane `8j + r`
//! gives the address of row `r` of matrix `j` (16 contiguous bytes), and lane
//! `l` receives in register `j` the elements (row `l / 4`, columns `2(l % 4)`
//! and `2(l % 4) + 1`) of matrix `j`, or with `.trans` those of its
//! transpose. `stmatrix` stores the same way round.
//!
//! Products and sums are computed in f64 and rounded once to D's type, as in
//! `exec::mma`.

use crate::error::SimError;
use crate::exec::mma::{from_f64, to_f64};
use crate::exec::step::offset_loc;
use crate::exec::warp::{lanes, Warp, WARP};
use crate::exec::BlockEnv;
use crate::ops::*;

fn a_pos(lane: usize, i: usize) -> (usize, usize) {
    let (g, t) = (lane / 4, lane % 4);
    let row = if i < 2 || (4..6).contains(&i) { g } else { g + 8 };
    let col = 2 * t + (i & 1) + if i >= 4 { 8 } else { 0 };
    (row, col)
}

fn b_pos(lane: usize, i: usize) -> (usize, usize) {
    let (g, t) = (lane / 4, lane % 4);
    (2 * t + (i & 1) + if i >= 2 { 8 } else { 0 }, g)
}

fn c_pos(lane: usize, i: usize) -> (usize, usize) {
    let (g, t) = (lane / 4, lane % 4);
    (if i < 2 { g } else { g + 8 }, 2 * t + (i & 1))
}

/// The registers of a fragment operand.
fn regs<'a>(w: &Warp, env: &BlockEnv, inst: &Inst, o: &'a Opnd, want: usize) -> Result<&'a [Opnd], SimError> {
    match o {
        Opnd::Vec(v) if v.len() == want => Ok(v),
        _ => Err(w.fault(
            env,
            0,
            inst,
            format!("this fragment operand needs a vector of {want} registers"),
            None,
        )),
    }
}

/// Element `i` of a fragment whose registers hold `per` elements each.
fn element(w: &Warp, env: &BlockEnv, fr: &[Opnd], lane: usize, i: usize, ty: Ty) -> f64 {
    let per = if ty.bits() == 16 { 2 } else { 1 };
    let v = w.rd(&fr[i / per], lane, env);
    let bits = if per == 2 { (v >> (16 * (i % 2))) & 0xffff } else { v };
    to_f64(bits, ty)
}

/// `mma.sync` D = A * B + C for the whole warp; D is written for `mask`.
pub fn mma(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) -> Result<(), SimError> {
    let x = inst.m.x;
    if x.shape == [8, 8, 16] {
        return mma_m8n8k16_int8(w, env, inst, mask);
    }
    if x.shape == [8, 8, 4] {
        return mma_m8n8k4(w, env, inst, mask);
    }
    let k = x.shape[2] as usize;
    let ops = &inst.ops[..];
    let (na, nb) = (k / 4, k / 8); // registers of A and B (two 16-bit elements each)
    let nc = |ty: Ty| if ty.bits() == 16 { 2 } else { 4 };
    let d = regs(w, env, inst, &ops[0], nc(inst.ty))?;
    let fa = regs(w, env, inst, &ops[1], na)?;
    let fb = regs(w, env, inst, &ops[2], nb)?;
    let fc = regs(w, env, inst, &ops[3], nc(x.c_ty))?;
    let mut a = vec![0.0; 16 * k];
    let mut b = vec![0.0; k * 8];
    let mut c = [0.0; 16 * 8];
    for l in 0..WARP {
        for i in 0..2 * na {
            let (r, col) = a_pos(l, i);
            a[r * k + col] = element(w, env, fa, l, i, x.ab_ty);
        }
        for i in 0..2 * nb {
            let (r, col) = b_pos(l, i);
            b[r * 8 + col] = element(w, env, fb, l, i, x.ab_ty);
        }
        for i in 0..4 {
            let (r, col) = c_pos(l, i);
            c[r * 8 + col] = element(w, env, fc, l, i, x.c_ty);
        }
    }
    let per = if inst.ty.bits() == 16 { 2 } else { 1 };
    for l in lanes(mask) {
        for (ri, reg) in d.iter().enumerate() {
            let mut packed = 0u64;
            for j in 0..per {
                let (r, col) = c_pos(l, ri * per + j);
                let sum = (0..k).fold(c[r * 8 + col], |s, t| s + a[r * k + t] * b[t * 8 + col]);
                packed |= from_f64(sum, inst.ty, inst.m.sat) << (16 * j as u32);
            }
            w.wr(reg, l, packed);
        }
    }
    Ok(())
}

/// `mma.sync.aligned.m8n8k16.row.col.s32.{s8,u8}.{s8,u8}.s32`: with `g` and `t` as
/// above, lane `l` holds A (8 x 16) row `g`, columns `4t..4t + 4` (byte `i` of its one
/// register is column `4t + i`), B (16 x 8) rows `4t..4t + 4` of column `g`, and C and D
/// (8 x 8, s32) row `g`, columns `2t` and `2t + 1`. The sums are exact; D wraps to 32 bits,
/// or clamps with `.satfinite`.
fn mma_m8n8k16_int8(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) -> Result<(), SimError> {
    let ops = &inst.ops[..];
    let d = regs(w, env, inst, &ops[0], 2)?;
    let fa = regs(w, env, inst, &ops[1], 1)?;
    let fb = regs(w, env, inst, &ops[2], 1)?;
    let fc = regs(w, env, inst, &ops[3], 2)?;
    let byte = |v: u64, i: usize, ty: Ty| -> i64 {
        let b = (v >> (8 * i)) as u8;
        if ty == Ty::S8 {
            i64::from(b as i8)
        } else {
            i64::from(b)
        }
    };
    let (mut a, mut b, mut c) = ([[0i64; 16]; 8], [[0i64; 8]; 16], [[0i64; 8]; 8]);
    for l in 0..WARP {
        let (g, t) = (l / 4, l % 4);
        let (va, vb) = (w.rd(&fa[0], l, env), w.rd(&fb[0], l, env));
        for i in 0..4 {
            a[g][4 * t + i] = byte(va, i, inst.m.x.ab_ty);
            b[4 * t + i][g] = byte(vb, i, inst.m.x.b_ty);
        }
        for (i, reg) in fc.iter().enumerate() {
            c[g][2 * t + i] = i64::from(w.rd(reg, l, env) as u32 as i32);
        }
    }
    for l in lanes(mask) {
        let (g, t) = (l / 4, l % 4);
        for (i, reg) in d.iter().enumerate() {
            let col = 2 * t + i;
            let sum = (0..16).fold(c[g][col], |s, k| s + a[g][k] * b[k][col]);
            let v = if inst.m.sat {
                sum.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
            } else {
                sum as i32
            };
            w.wr(reg, l, u64::from(v as u32));
        }
    }
    Ok(())
}

/// The quad pair of `lane` in `mma.m8n8k4`: lanes `4q..4q + 4` and `4q + 16..4q + 20` compute
/// quad pair `q`'s own 8 x 8 x 4 product.
fn quad_pair(lane: usize) -> usize {
    (lane / 4) % 4
}

/// Element `i` of A (8 x 4) in `lane` of `mma.m8n8k4`, A row-major (`col` false) or
/// column-major: the ISA's row `%laneid % 4`, column `i` (row-major), or row `i`, column
/// `%laneid % 4` (column-major), the row plus 4 in the quad pair's upper lanes (16 and on).
fn m8n8k4_a_pos(lane: usize, i: usize, col: bool) -> (usize, usize) {
    let (r, half) = (lane % 4, 4 * (lane / 16));
    if col {
        (i + half, r)
    } else {
        (r + half, i)
    }
}

/// Element `i` of B (4 x 8): row `%laneid % 4`, column `i` (row-major), or row `i`, column
/// `%laneid % 4` (column-major), the column plus 4 in the upper lanes.
fn m8n8k4_b_pos(lane: usize, i: usize, col: bool) -> (usize, usize) {
    let (r, half) = (lane % 4, 4 * (lane / 16));
    if col {
        (i, r + half)
    } else {
        (r, i + half)
    }
}

/// Element `i` of C or D (8 x 8): with 16-bit elements row `%laneid % 4`, column `i`; with
/// 32-bit ones row `(%laneid & 1) + (i & 2)`, column `(i & 4) + (%laneid & 2) + (i & 1)`; the
/// row plus 4 in the upper lanes.
fn m8n8k4_c_pos(lane: usize, i: usize, ty: Ty) -> (usize, usize) {
    let half = 4 * (lane / 16);
    if ty.bits() == 16 {
        (lane % 4 + half, i)
    } else {
        ((lane & 1) + (i & 2) + half, (i & 4) + (lane & 2) + (i & 1))
    }
}

/// `mma.sync.aligned.m8n8k4.{row,col}.{row,col}.dtype.f16.f16.ctype` (Volta's MMA, CUTLASS's
/// Sm70 tensor-op GEMMs): four independent products, one per quad pair. A and B are two
/// f16x2 registers each; C and D four f16x2 or eight f32 registers.
fn mma_m8n8k4(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) -> Result<(), SimError> {
    let (ops, x) = (&inst.ops[..], inst.m.x);
    let nc = |ty: Ty| if ty.bits() == 16 { 4 } else { 8 };
    let d = regs(w, env, inst, &ops[0], nc(inst.ty))?;
    let fa = regs(w, env, inst, &ops[1], 2)?;
    let fb = regs(w, env, inst, &ops[2], 2)?;
    let fc = regs(w, env, inst, &ops[3], nc(x.c_ty))?;
    let (mut a, mut b, mut c) = ([[[0.0; 4]; 8]; 4], [[[0.0; 8]; 4]; 4], [[[0.0; 8]; 8]; 4]);
    for l in 0..WARP {
        let q = quad_pair(l);
        for i in 0..4 {
            let (r, col) = m8n8k4_a_pos(l, i, x.col[0]);
            a[q][r][col] = element(w, env, fa, l, i, x.ab_ty);
            let (r, col) = m8n8k4_b_pos(l, i, x.col[1]);
            b[q][r][col] = element(w, env, fb, l, i, x.ab_ty);
        }
        for i in 0..8 {
            let (r, col) = m8n8k4_c_pos(l, i, x.c_ty);
            c[q][r][col] = element(w, env, fc, l, i, x.c_ty);
        }
    }
    let per = if inst.ty.bits() == 16 { 2 } else { 1 };
    for l in lanes(mask) {
        let q = quad_pair(l);
        for (ri, reg) in d.iter().enumerate() {
            let mut packed = 0u64;
            for j in 0..per {
                let (r, col) = m8n8k4_c_pos(l, ri * per + j, inst.ty);
                let sum = (0..4).fold(c[q][r][col], |s, t| s + a[q][r][t] * b[q][t][col]);
                packed |= from_f64(sum, inst.ty, inst.m.sat) << (16 * j as u32);
            }
            w.wr(reg, l, packed);
        }
    }
    Ok(())
}

/// `ldmatrix`/`stmatrix` of `.x1/.x2/.x4` 8x8 matrices of 16-bit elements.
pub fn ldst_matrix(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) -> Result<(), SimError> {
    let load = inst.op == Op::Ldmatrix;
    let ops = &inst.ops[..];
    let (frag_op, addr_op) = if load { (&ops[0], &ops[1]) } else { (&ops[1], &ops[0]) };
    let count = inst.m.x.shape[0] as usize;
    let trans = inst.m.x.col[0];
    let fr = regs(w, env, inst, frag_op, count)?;
    // mats[j][row][col]
    let mut mats = vec![[[0u16; 8]; 8]; count];
    if !load {
        for l in 0..WARP {
            for (j, m) in mats.iter_mut().enumerate() {
                let v = w.rd(&fr[j], l, env);
                for e in 0..2 {
                    let (r, c) = (l / 4, 2 * (l % 4) + e);
                    let (r, c) = if trans { (c, r) } else { (r, c) };
                    m[r][c] = (v >> (16 * e)) as u16;
                }
            }
        }
    }
    for (j, m) in mats.iter_mut().enumerate() {
        for (r, row) in m.iter_mut().enumerate() {
            let lane = 8 * j + r;
            let base = w.resolve(inst.m.space, addr_op, lane);
            if !crate::exec::warp::loc_generic(base).is_multiple_of(16) {
                let msg = format!(
                    "{} row address not 16-byte aligned",
                    if load { "ldmatrix" } else { "stmatrix" }
                );
                return Err(w.fault(env, lane, inst, msg, Some(crate::exec::warp::loc_generic(base))));
            }
            for (c, e) in row.iter_mut().enumerate() {
                let loc = offset_loc(base, 2 * c as u64);
                let r = if load {
                    w.load(env, loc, 2, lane).map(|v| *e = v as u16)
                } else {
                    w.store(env, loc, 2, *e as u64, lane)
                };
                r.map_err(|(_, a)| w.fault(env, lane, inst, "bad matrix row access".into(), Some(a)))?;
            }
        }
    }
    if load {
        for l in lanes(mask) {
            for (j, m) in mats.iter().enumerate() {
                let mut v = 0u64;
                for e in 0..2 {
                    let (r, c) = (l / 4, 2 * (l % 4) + e);
                    let (r, c) = if trans { (c, r) } else { (r, c) };
                    v |= (m[r][c] as u64) << (16 * e);
                }
                w.wr(&fr[j], l, v);
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every element of A, B and C belongs to exactly one (lane, index).
    #[test]
    fn layouts_cover_each_element_once() {
        for k in [8usize, 16] {
            let mut a = vec![0; 16 * k];
            let mut b = vec![0; k * 8];
            let mut c = [0; 128];
            for l in 0..WARP {
                for i in 0..k / 2 {
                    let (r, col) = a_pos(l, i);
                    a[r * k + col] += 1;
                }
                for i in 0..k / 4 {
                    let (r, col) = b_pos(l, i);
                    b[r * 8 + col] += 1;
                }
                for i in 0..4 {
                    let (r, col) = c_pos(l, i);
                    c[r * 8 + col] += 1;
                }
            }
            assert!(a.iter().chain(&b).chain(&c).all(|&n| n == 1), "k = {k}");
        }
    }

    /// In `mma.m8n8k4`, each quad pair's eight lanes hold every element of its A, B and C
    /// exactly once, in each layout and element width.
    #[test]
    fn m8n8k4_layouts_cover_each_quad_pair_once() {
        for q in 0..4 {
            let pair: Vec<usize> = (0..WARP).filter(|&l| quad_pair(l) == q).collect();
            assert_eq!(
                pair,
                [
                    4 * q,
                    4 * q + 1,
                    4 * q + 2,
                    4 * q + 3,
                    4 * q + 16,
                    4 * q + 17,
                    4 * q + 18,
                    4 * q + 19
                ]
            );
            for col in [false, true] {
                let (mut a, mut b) = ([[0; 4]; 8], [[0; 8]; 4]);
                for &l in &pair {
                    for i in 0..4 {
                        let (r, c) = m8n8k4_a_pos(l, i, col);
                        a[r][c] += 1;
                        let (r, c) = m8n8k4_b_pos(l, i, col);
                        b[r][c] += 1;
                    }
                }
                assert!(a.iter().flatten().chain(b.iter().flatten()).all(|&n| n == 1));
            }
            for ty in [Ty::F16, Ty::F32] {
                let mut c = [[0; 8]; 8];
                for &l in &pair {
                    for i in 0..8 {
                        let (r, col) = m8n8k4_c_pos(l, i, ty);
                        c[r][col] += 1;
                    }
                }
                assert!(c.iter().flatten().all(|&n| n == 1), "{ty:?}");
            }
        }
    }

    #[test]
    fn the_isa_examples_of_lane_positions() {
        // m8n8k4, lane 21 (quad pair 1, upper half, %laneid % 4 = 1): f32 C element 6 at
        // row (1 & 1) + (6 & 2) + 4 = 7, column (6 & 4) + (21 & 2) + (6 & 1) = 4.
        assert_eq!(m8n8k4_c_pos(21, 6, Ty::F32), (7, 4));
        assert_eq!(m8n8k4_c_pos(21, 6, Ty::F16), (5, 6));
        assert_eq!(m8n8k4_a_pos(21, 2, false), (5, 2));
        assert_eq!(m8n8k4_a_pos(21, 2, true), (6, 1));
        assert_eq!(m8n8k4_b_pos(21, 3, false), (1, 7));
        assert_eq!(m8n8k4_b_pos(21, 3, true), (3, 5));
        // lane 5: groupID 1, threadID_in_group 1
        assert_eq!(a_pos(5, 0), (1, 2));
        assert_eq!(a_pos(5, 3), (9, 3));
        assert_eq!(a_pos(5, 4), (1, 10));
        assert_eq!(a_pos(5, 7), (9, 11));
        assert_eq!(b_pos(5, 1), (3, 1));
        assert_eq!(b_pos(5, 2), (10, 1));
        assert_eq!(c_pos(5, 2), (9, 2));
    }
}
