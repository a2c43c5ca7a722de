//! Helper routines: the `.func`s ptxc appends to a module for IR
//! operations PTX has no instruction for.
//!
//! `frem` is C's `fmod`: the exact remainder `x - trunc(x/y)*y`. Computing
//! it with a division and an fma is wrong once the quotient has more bits
//! than the significand, so ptxc emits a small `.func` per float width that
//! does the exact long division on the significands (shift and subtract,
//! one step per exponent difference), with C's special cases: NaN when y
//! is 0 or x is infinite or either is NaN; x itself when |x| < |y| or y
//! is infinite; a zero result keeps x's sign. A module that uses `frem`
//! gets the helper it needs, once.

use std::fmt::Write;

/// A helper routine ptxc may append to a module.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum HelperRoutine {
    /// `frem float`
    FremF32,
    /// `frem double`
    FremF64,
}

/// Which helpers a module needs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HelperNeeds {
    pub helpers: Vec<HelperRoutine>,
}

impl HelperNeeds {
    /// Adds a helper (once).
    pub fn insert(&mut self, h: HelperRoutine) {
        if !self.helpers.contains(&h) {
            self.helpers.push(h);
            self.helpers.sort();
        }
    }
    /// Adds every helper `other` needs.
    pub fn merge(&mut self, other: &HelperNeeds) {
        for &h in &other.helpers {
            self.insert(h);
        }
    }
}

/// The bit-level facts of one float format.
struct FloatFormat {
    name: &'static str,
    /// `f32`/`f64`
    f: &'static str,
    /// `b32`/`b64`
    b: &'static str,
    /// `u32`/`u64`
    u: &'static str,
    /// `.b32`/`.b64` parameter type
    param: &'static str,
    mant_bits: u32,
    sign_mask: u64,
    inf_bits: u64,
    nan_literal: &'static str,
    /// Leading zero count of the implicit-one position (bits - 1 - mant_bits).
    clz_norm: u32,
}

const F32: FloatFormat = FloatFormat {
    name: "__ptxc_frem_f32",
    f: "f32",
    b: "b32",
    u: "u32",
    param: ".b32",
    mant_bits: 23,
    sign_mask: 0x8000_0000,
    inf_bits: 0x7F80_0000,
    nan_literal: "0f7FFFFFFF",
    clz_norm: 8,
};

const F64: FloatFormat = FloatFormat {
    name: "__ptxc_frem_f64",
    f: "f64",
    b: "b64",
    u: "u64",
    param: ".b64",
    mant_bits: 52,
    sign_mask: 0x8000_0000_0000_0000,
    inf_bits: 0x7FF0_0000_0000_0000,
    nan_literal: "0dFFF8000000000000",
    clz_norm: 11,
};

impl HelperRoutine {
    /// The PTX function name.
    pub fn name(self) -> &'static str {
        self.format().name
    }

    fn format(self) -> &'static FloatFormat {
        match self {
            HelperRoutine::FremF32 => &F32,
            HelperRoutine::FremF64 => &F64,
        }
    }

    /// The `.func` prototype (without the terminating `;` or body).
    pub fn signature(self) -> String {
        Self::signature_of(self.format())
    }

    /// The full definition.
    pub fn definition(self) -> String {
        frem_text(self.format())
    }
}

/// Text of the fmod routine for format `t`.
///
/// Registers: `%v` floats, `%m` bit patterns and significands (format
/// width), `%e` exponents and shift counts (32-bit), `%p` predicates.
fn frem_text(t: &FloatFormat) -> String {
    let FloatFormat {
        name: n,
        f,
        b,
        u,
        mant_bits: mb,
        clz_norm,
        ..
    } = *t;
    let abs_mask = !t.sign_mask & if b == "b32" { 0xFFFF_FFFF } else { u64::MAX };
    let mant_mask = (1u64 << mb) - 1;
    let implicit = 1u64 << mb;
    let hex = |v: u64| format!("0x{v:X}");
    let sign = hex(t.sign_mask);
    let (abs, inf) = (hex(abs_mask), hex(t.inf_bits));
    let (mant, one) = (hex(mant_mask), hex(implicit));
    let l = |x: &str| format!("$L__{n}_{x}");
    let mut s = String::new();
    let _ = writeln!(s, "{}\n{{", HelperRoutine::signature_of(t));
    let body = format!(
        "\t.reg .pred \t%p<8>;
\t.reg .{f} \t%v<4>;
\t.reg .{b} \t%m<16>;
\t.reg .b32 \t%e<12>;

\tld.param.{f} \t%v1, [{n}_param_0];
\tld.param.{f} \t%v2, [{n}_param_1];
\tmov.{b} \t%m1, %v1;
\tmov.{b} \t%m2, %v2;
\tand.{b} \t%m3, %m1, {sign};
\tand.{b} \t%m4, %m1, {abs};
\tand.{b} \t%m5, %m2, {abs};
\tsetp.eq.{u} \t%p1, %m5, 0;
\tsetp.ge.{u} \t%p2, %m4, {inf};
\tor.pred \t%p1, %p1, %p2;
\tsetp.gt.{u} \t%p2, %m5, {inf};
\tor.pred \t%p1, %p1, %p2;
\t@%p1 bra \t{nan};
\tsetp.lt.{u} \t%p3, %m4, %m5;
\t@%p3 bra \t{retx};
\tshr.{u} \t%m6, %m4, {mb};
\tcvt.u32.{u} \t%e1, %m6;
\tshr.{u} \t%m7, %m5, {mb};
\tcvt.u32.{u} \t%e2, %m7;
\tand.{b} \t%m8, %m4, {mant};
\tand.{b} \t%m9, %m5, {mant};
\tsetp.eq.s32 \t%p4, %e1, 0;
\t@%p4 bra \t{xsub};
\tor.{b} \t%m8, %m8, {one};
\tbra.uni \t{xdone};
{xsub}:
\tclz.{b} \t%e3, %m8;
\tsub.s32 \t%e3, %e3, {clz_norm};
\tshl.{b} \t%m8, %m8, %e3;
\tmov.u32 \t%e4, 1;
\tsub.s32 \t%e1, %e4, %e3;
{xdone}:
\tsetp.eq.s32 \t%p4, %e2, 0;
\t@%p4 bra \t{ysub};
\tor.{b} \t%m9, %m9, {one};
\tbra.uni \t{loop};
{ysub}:
\tclz.{b} \t%e3, %m9;
\tsub.s32 \t%e3, %e3, {clz_norm};
\tshl.{b} \t%m9, %m9, %e3;
\tmov.u32 \t%e4, 1;
\tsub.s32 \t%e2, %e4, %e3;
{loop}:
\tsetp.le.s32 \t%p5, %e1, %e2;
\t@%p5 bra \t{last};
\tsetp.ge.{u} \t%p6, %m8, %m9;
\t@%p6 sub.{u} \t%m8, %m8, %m9;
\tshl.{b} \t%m8, %m8, 1;
\tsub.s32 \t%e1, %e1, 1;
\tbra.uni \t{loop};
{last}:
\tsetp.ge.{u} \t%p6, %m8, %m9;
\t@%p6 sub.{u} \t%m8, %m8, %m9;
\tsetp.eq.{u} \t%p7, %m8, 0;
\t@%p7 bra \t{zero};
\tclz.{b} \t%e3, %m8;
\tsub.s32 \t%e3, %e3, {clz_norm};
\tshl.{b} \t%m8, %m8, %e3;
\tsub.s32 \t%e2, %e2, %e3;
\tsetp.lt.s32 \t%p5, %e2, 1;
\t@%p5 bra \t{subn};
\tand.{b} \t%m8, %m8, {mant};
\tcvt.{u}.u32 \t%m10, %e2;
\tshl.{b} \t%m10, %m10, {mb};
\tor.{b} \t%m8, %m8, %m10;
\tbra.uni \t{done};
{subn}:
\tmov.u32 \t%e4, 1;
\tsub.s32 \t%e5, %e4, %e2;
\tshr.{u} \t%m8, %m8, %e5;
{done}:
\tor.{b} \t%m8, %m8, %m3;
\tmov.{b} \t%v3, %m8;
\tst.param.{f} \t[func_retval0], %v3;
\tret;
{zero}:
\tmov.{b} \t%v3, %m3;
\tst.param.{f} \t[func_retval0], %v3;
\tret;
{retx}:
\tst.param.{f} \t[func_retval0], %v1;
\tret;
{nan}:
\tmov.{f} \t%v3, {nanlit};
\tst.param.{f} \t[func_retval0], %v3;
\tret;
",
        nan = l("nan"),
        retx = l("retx"),
        xsub = l("xsub"),
        xdone = l("xdone"),
        ysub = l("ysub"),
        loop = l("loop"),
        last = l("last"),
        zero = l("zero"),
        subn = l("subn"),
        done = l("done"),
        nanlit = t.nan_literal,
    );
    s.push_str(&body);
    s.push_str("}\n");
    s
}

impl HelperRoutine {
    fn signature_of(t: &FloatFormat) -> String {
        format!(
            ".func  (.param {p} func_retval0) {n}(\n\t.param {p} {n}_param_0,\n\t.param {p} {n}_param_1\n)",
            p = t.param,
            n = t.name
        )
    }
}

/// A bit-exact model of the helper's algorithm (same steps on integers),
/// so tests can check the algorithm against Rust's `%` on many inputs.
pub fn frem_model_f32(x: f32, y: f32) -> f32 {
    let (ux, uy) = (x.to_bits(), y.to_bits());
    let sign = ux & 0x8000_0000;
    let (ax, ay) = (ux & 0x7FFF_FFFF, uy & 0x7FFF_FFFF);
    if ay == 0 || ax >= 0x7F80_0000 || ay > 0x7F80_0000 {
        return f32::NAN;
    }
    if ax < ay {
        return x;
    }
    let norm = |a: u32| -> (i32, u32) {
        let (e, m) = ((a >> 23) as i32, a & 0x7F_FFFF);
        if e == 0 {
            let s = m.leading_zeros() as i32 - 8;
            (1 - s, m << s)
        } else {
            (e, m | 0x80_0000)
        }
    };
    let (mut ex, mut mx) = norm(ax);
    let (mut ey, my) = norm(ay);
    while ex > ey {
        if mx >= my {
            mx -= my;
        }
        mx <<= 1;
        ex -= 1;
    }
    if mx >= my {
        mx -= my;
    }
    if mx == 0 {
        return f32::from_bits(sign);
    }
    let s = mx.leading_zeros() as i32 - 8;
    mx <<= s;
    ey -= s;
    let bits = if ey >= 1 {
        (mx & 0x7F_FFFF) | ((ey as u32) << 23)
    } else {
        mx >> (1 - ey)
    };
    f32::from_bits(bits | sign)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn same(a: f32, b: f32) -> bool {
        (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits()
    }

    #[test]
    fn model_matches_fmod() {
        let specials = [
            0.0f32,
            -0.0,
            1.0,
            -1.0,
            3.5,
            -7.25,
            1e-45,
            -1e-45,
            1.1754942e-38,
            f32::MIN_POSITIVE,
            3.4028235e38,
            -3.4028235e38,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            16777216.0,
            0.1,
            1e10,
            -2.5e-40,
        ];
        let mut cases: Vec<(f32, f32)> = Vec::new();
        for &a in &specials {
            for &b in &specials {
                cases.push((a, b));
            }
        }
        let mut state = 0x1234_5678_9abc_def0u64;
        for _ in 0..200_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            cases.push((f32::from_bits(state as u32), f32::from_bits((state >> 32) as u32)));
        }
        for (a, b) in cases {
            let want = a % b;
            let got = frem_model_f32(a, b);
            assert!(same(got, want), "fmod({a:e}, {b:e}) = {want:e}, model {got:e}");
        }
    }

    #[test]
    fn texts_name_their_labels_uniquely() {
        let t32 = HelperRoutine::FremF32.definition();
        let t64 = HelperRoutine::FremF64.definition();
        assert!(!t32.contains("$L__BB") && t32.contains("$L____ptxc_frem_f32_loop:"));
        assert!(t64.contains("clz.b64"));
        assert!(HelperRoutine::FremF64.signature().contains(".param .b64 func_retval0"));
    }
}
