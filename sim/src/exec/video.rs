//! SIMD video instructions on packed halfwords and bytes (PTX ISA "Integer arithmetic
//! instructions: SIMD video"): `vadd2`, `vsub2`, `vavrg2`, `vabsdiff2`, `vmin2`, `vmax2` and
//! their four-byte forms, with `.sat` or the secondary accumulate `.add`; and the packed
//! halfword integer instructions of sm_90 (`add`/`sub`/`min`/`max` on `.u16x2`/`.s16x2`,
//! `min`/`max` with `.relu`), which are the same lane operations without `c`.
//!
//! Per the ISA: each lane of `a` and `b` is sign- or zero-extended by the operand type; the
//! lane result `t` is `a + b`, `a - b`, the average rounded away from zero for a negative
//! sum and up otherwise, `|a - b|`, `min` or `max`; `.sat` clamps `t` to the destination
//! type's lane range. Without `.add`, `d`'s lanes are `t` (the default mask selects every
//! lane); with `.add`, `d = c + sum of t`. Operand selectors and masks other than the
//! defaults (`a`'s lanes, `b`'s lanes, every lane) are not modelled: the CUDA SIMD
//! functions' inline PTX in nvcc's headers uses none.

use crate::error::ParseError;
use crate::ops::*;

fn lane(v: u64, k: u32, w: u32, signed: bool) -> i64 {
    let x = (v >> (k * w)) & ((1u64 << w) - 1);
    if signed && x >> (w - 1) != 0 {
        x as i64 - (1i64 << w)
    } else {
        x as i64
    }
}

/// The instruction's result for one thread.
pub fn eval(i: &Inst, a: u64, b: u64, c: u64) -> u64 {
    let lanes = i.m.vec as u32;
    let w = 32 / lanes;
    let (sa, sb, sd) = (i.ty2.is_signed(), i.ty2.is_signed(), i.ty.is_signed());
    let mut d: u64 = if i.m.vacc { c & 0xffff_ffff } else { 0 };
    for k in 0..lanes {
        let (x, y) = (lane(a, k, w, sa), lane(b, k, w, sb));
        let mut t = match i.m.mode {
            Mode::VAdd => x + y,
            Mode::VSub => x - y,
            Mode::VAvrg => {
                let s = x + y;
                if s >= 0 {
                    (s + 1) >> 1
                } else {
                    s >> 1
                }
            }
            Mode::VAbsdiff => (x - y).abs(),
            Mode::VMin => x.min(y),
            _ => x.max(y),
        };
        if i.m.relu {
            t = t.max(0);
        }
        if i.m.sat {
            let (lo, hi) = if sd {
                (-(1i64 << (w - 1)), (1i64 << (w - 1)) - 1)
            } else {
                (0, (1i64 << w) - 1)
            };
            t = t.clamp(lo, hi);
        }
        if i.m.vacc {
            d = d.wrapping_add(t as u64);
        } else {
            d |= ((t as u64) & ((1u64 << w) - 1)) << (k * w);
        }
    }
    d & 0xffff_ffff
}

fn unsupported<T>(line: u32, p: &str, opcode: &str) -> Result<T, ParseError> {
    Err(ParseError {
        line,
        msg: format!("unsupported modifier '.{p}' in '{opcode}'"),
    })
}

/// Parses `vop2`/`vop4` and the packed halfword forms; `None` for other opcodes.
pub fn parse(line: u32, opcode: &str, base: &str, parts: &[&str]) -> Option<Result<(Op, Ty, Ty, Mods), ParseError>> {
    let (mode, lanes, packed) = match base {
        "vadd2" => (Mode::VAdd, 2, false),
        "vsub2" => (Mode::VSub, 2, false),
        "vavrg2" => (Mode::VAvrg, 2, false),
        "vabsdiff2" => (Mode::VAbsdiff, 2, false),
        "vmin2" => (Mode::VMin, 2, false),
        "vmax2" => (Mode::VMax, 2, false),
        "vadd4" => (Mode::VAdd, 4, false),
        "vsub4" => (Mode::VSub, 4, false),
        "vavrg4" => (Mode::VAvrg, 4, false),
        "vabsdiff4" => (Mode::VAbsdiff, 4, false),
        "vmin4" => (Mode::VMin, 4, false),
        "vmax4" => (Mode::VMax, 4, false),
        "add" | "sub" | "min" | "max" if parts.iter().any(|p| *p == "u16x2" || *p == "s16x2") => {
            let mode = match base {
                "add" => Mode::VAdd,
                "sub" => Mode::VSub,
                "min" => Mode::VMin,
                _ => Mode::VMax,
            };
            (mode, 2, true)
        }
        _ => return None,
    };
    let mut m = Mods {
        vec: lanes,
        mode,
        ..Mods::default()
    };
    let mut tys = Vec::new();
    for p in parts {
        match *p {
            "u32" => tys.push(Ty::U32),
            "s32" => tys.push(Ty::S32),
            "u16x2" if packed => tys.push(Ty::U32),
            "s16x2" if packed => tys.push(Ty::S32),
            "sat" if !packed => m.sat = true,
            "add" if !packed => m.vacc = true,
            "relu" if packed && matches!(mode, Mode::VMin | Mode::VMax) => m.relu = true,
            _ => return Some(unsupported(line, p, opcode)),
        }
    }
    let d = tys.first().copied().unwrap_or(Ty::U32);
    let a = tys.get(1).copied().unwrap_or(d);
    if tys.get(2).is_some_and(|&b| b != a) {
        return Some(Err(ParseError {
            line,
            msg: format!("'{opcode}': operand types of a and b that differ are not supported"),
        }));
    }
    Some(Ok((Op::Video, d, a, m)))
}
