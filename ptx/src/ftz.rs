//! `-ftz=true` (part of `-use_fast_math`): every f32 instruction that has a
//! flush-to-zero form gets `.ftz`, placed as nvcc places it — after the
//! rounding or `.approx` modifier, before `.sat` and the types
//! (`fma.rn.ftz.f32`, `setp.gt.ftz.f32`, `cvt.rzi.ftz.s32.f32`,
//! `cvt.ftz.sat.f32.f32`). Conversions get it when they read an f32 or
//! narrow an f64 to f32, never when they convert an integer.

use crate::inst::PtxInst;

/// Opcodes whose f32 forms take `.ftz`.
const FTZ_OPCODES: &[&str] = &[
    "add", "sub", "mul", "fma", "mad", "div", "sqrt", "rcp", "rsqrt", "ex2", "lg2", "sin", "cos", "tanh", "abs", "neg",
    "min", "max", "setp", "set", "cvt",
];

/// Type suffixes: the first of them starts the type part of a mnemonic.
const TYPES: &[&str] = &[
    "f16", "f16x2", "bf16", "bf16x2", "f32", "f64", "s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64", "b8", "b16",
    "b32", "b64", "pred",
];

/// The `.ftz` form of `mnemonic`, or `None` when it has none.
pub fn ftz_mnemonic(mnemonic: &str) -> Option<String> {
    let parts: Vec<&str> = mnemonic.split('.').collect();
    if !FTZ_OPCODES.contains(&parts[0]) || parts.contains(&"ftz") {
        return None;
    }
    let first_type = parts.iter().position(|p| TYPES.contains(p))?;
    let types = &parts[first_type..];
    let wants = match (parts[0], types) {
        // cvt.<dst>.<src>: an f32 source, or f64 -> f32.
        ("cvt", [dst, src]) => {
            *src == "f32" && !matches!(*dst, "f16" | "bf16" | "f16x2" | "bf16x2") || (*dst == "f32" && *src == "f64")
        }
        ("cvt", _) => false,
        // set.<cmp>.<dtype>.f32 compares f32 values.
        (_, tys) => tys.last() == Some(&"f32"),
    };
    if !wants {
        return None;
    }
    let at = parts.iter().position(|p| *p == "sat").unwrap_or(first_type);
    let mut out: Vec<&str> = parts[..at].to_vec();
    out.push("ftz");
    out.extend_from_slice(&parts[at..]);
    Some(out.join("."))
}

/// Adds `.ftz` to every instruction of `body` that has a flush-to-zero form.
pub fn flush_f32(body: &mut [PtxInst]) {
    for inst in body {
        if let PtxInst::Op { mnemonic, .. } = inst {
            if let Some(m) = ftz_mnemonic(mnemonic) {
                *mnemonic = m;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::ftz_mnemonic;

    /// The placements nvcc -ftz=true prints.
    #[test]
    fn placed_as_nvcc_places_it() {
        for (plain, ftz) in [
            ("fma.rn.f32", Some("fma.rn.ftz.f32")),
            ("mul.f32", Some("mul.ftz.f32")),
            ("add.rz.f32", Some("add.rz.ftz.f32")),
            ("sin.approx.f32", Some("sin.approx.ftz.f32")),
            ("div.approx.f32", Some("div.approx.ftz.f32")),
            ("setp.gt.f32", Some("setp.gt.ftz.f32")),
            ("cvt.rzi.s32.f32", Some("cvt.rzi.ftz.s32.f32")),
            ("cvt.rmi.f32.f32", Some("cvt.rmi.ftz.f32.f32")),
            ("cvt.sat.f32.f32", Some("cvt.ftz.sat.f32.f32")),
            ("cvt.f64.f32", Some("cvt.ftz.f64.f32")),
            ("cvt.rn.f32.f64", Some("cvt.rn.ftz.f32.f64")),
            ("cvt.rn.f32.s32", None),
            ("cvt.rn.f16.f32", None),
            ("add.f64", None),
            ("fma.rn.f64", None),
            ("setp.lt.f64", None),
            ("mul.wide.s32", None),
            ("ld.global.f32", None),
            ("mov.f32", None),
            ("selp.f32", None),
            ("sin.approx.ftz.f32", None),
        ] {
            assert_eq!(ftz_mnemonic(plain).as_deref(), ftz, "{plain}");
        }
    }
}
