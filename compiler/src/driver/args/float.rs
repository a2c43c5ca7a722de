//! nvcc's floating-point flags: `-use_fast_math`, `-ftz=`, `-prec-div=`,
//! `-prec-sqrt=` and `-fmad=`.

use super::reader::{parse_bool, ArgReader, Flag};

/// nvcc's single-precision modes. The defaults are IEEE (`-ftz=false
/// -prec-div=true -prec-sqrt=true`); `-use_fast_math` implies `-ftz=true
/// -prec-div=false -prec-sqrt=false` unless those are given explicitly, and
/// maps the standard functions to the intrinsics (`sinf` -> `__sinf`, ...).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct FloatModes {
    /// `-use_fast_math`: intrinsic math functions and the fast defaults below.
    pub use_fast_math: bool,
    /// `-ftz=`, if given.
    pub ftz: Option<bool>,
    /// `-prec-div=`, if given.
    pub prec_div: Option<bool>,
    /// `-prec-sqrt=`, if given.
    pub prec_sqrt: Option<bool>,
    /// `-fmad=`, if given: contraction of `a*b+c` into `fma` as nvcc does
    /// (`PtxOptions::contract`; specs/driver.md).
    pub fmad: Option<bool>,
}

impl FloatModes {
    /// Flush f32 subnormals to zero.
    pub fn ftz(&self) -> bool {
        self.ftz.unwrap_or(self.use_fast_math)
    }
    /// IEEE-rounded f32 division and reciprocal.
    pub fn prec_div(&self) -> bool {
        self.prec_div.unwrap_or(!self.use_fast_math)
    }
    /// IEEE-rounded `sqrtf`.
    pub fn prec_sqrt(&self) -> bool {
        self.prec_sqrt.unwrap_or(!self.use_fast_math)
    }
    /// Floating multiply-add contraction allowed (nvcc's default `-fmad=true`).
    pub fn fmad(&self) -> bool {
        self.fmad.unwrap_or(true)
    }
}

/// Applies a floating-point flag; `Ok(false)` when `flag` is not one.
pub fn apply<'a>(flag: &Flag<'a>, args: &mut ArgReader<'a>, float: &mut FloatModes) -> Result<bool, String> {
    let slot = match flag.name {
        "use_fast_math" | "use-fast-math" => {
            float.use_fast_math = true;
            return Ok(true);
        }
        "ftz" => &mut float.ftz,
        "prec-div" | "prec_div" => &mut float.prec_div,
        "prec-sqrt" | "prec_sqrt" => &mut float.prec_sqrt,
        "fmad" => &mut float.fmad,
        _ => return Ok(false),
    };
    *slot = Some(parse_bool(flag.name, args.value(flag)?)?);
    Ok(true)
}
