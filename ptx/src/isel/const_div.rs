//! Integer division and remainder by a constant as multiplications and
//! shifts, as nvcc prints them (issue 15): ptxas expands a `div`/`rem` by a
//! constant into the general reciprocal-and-correct sequence (about 20 SASS
//! instructions for `x % 10u`), where a multiply-high by a "magic" number
//! and a shift give the same quotient in two to six.
//!
//! Unsigned `n / d` (d not a power of two; those are shifts already): with
//! `m = ceil(2^(N+s) / d)` for the least `s` whose error `m*d - 2^(N+s)` is at
//! most `2^s`, `floor(n * m / 2^(N+s))` is `n / d` for every N-bit `n` (the
//! error adds less than `n / 2^N < 1` to `r = n mod d`, which stays below
//! `d`). If `m` fits in N bits the quotient is `mul.hi` then `shr`; else `m -
//! 2^N` is multiplied and `n` added back without overflow as `(((n - t) >> 1)
//! + t) >> (s - 1)`. Signed division uses the signed magic number of
//! Warren's *Hacker's Delight* (section 10-1: `mul.hi.s`, a correction by `n`
//! when the magic number's sign differs from the divisor's, an arithmetic
//! shift, plus one for a negative quotient), and a power of two `2^k` adds
//! `2^k - 1` to negative dividends before the arithmetic shift. A remainder
//! is `n - q * d`, one `mad.lo` with `-d`. A signed dividend known to be
//! non-negative (special registers and what is computed from them without
//! overflow) divides as an unsigned one, `and`/`shr` for a power of two.
//! 32- and 64-bit only; divisors the
//! rules do not cover (0, 1, -1, the most negative value, unsigned ones of
//! 2^(N-1) or more) keep `div`/`rem`.

use super::FnLowering;
use crate::inst::{MachInst, Operand};
use crate::modifiers::Part;
use crate::opcode::Opcode as PtxOp;
use crate::regs::VReg;
use crate::scalar::Scalar;
use crate::PtxError;
use ir::{Inst, Opcode, Value};

/// How an unsigned quotient by a constant is computed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum UnsignedMagic {
    /// `mul.hi(n, m) >> s`.
    Simple { m: u128, s: u32 },
    /// `m` is `2^N + m`: `(((n - t) >> 1) + t) >> (s - 1)` with `t = mul.hi(n, m)`.
    AddBack { m: u128, s: u32 },
}

/// The multiplier and shift for unsigned division by `d` (2 <= d < 2^N, N = 32 or 64).
pub(crate) fn unsigned_magic(d: u128, bits: u32) -> UnsignedMagic {
    for s in 0..bits {
        let p = 1u128 << (bits + s);
        let m = p.div_ceil(d);
        if m * d - p <= 1u128 << s {
            return if m < 1u128 << bits {
                UnsignedMagic::Simple { m, s }
            } else {
                UnsignedMagic::AddBack {
                    m: m - (1u128 << bits),
                    s,
                }
            };
        }
    }
    unreachable!("s = N - 1 always qualifies for d < 2^N")
}

/// The signed magic number (as an N-bit pattern) and shift for division by
/// `d` (N-bit, |d| >= 2, not a power of two), Hacker's Delight figure 10-1.
pub(crate) fn signed_magic(d: i128, bits: u32) -> (u128, u32) {
    let two = 1u128 << (bits - 1);
    let ad = d.unsigned_abs();
    let t = two + u128::from(d < 0);
    let anc = t - 1 - t % ad;
    let mut p = bits - 1;
    let (mut q1, mut r1) = (two / anc, two % anc);
    let (mut q2, mut r2) = (two / ad, two % ad);
    loop {
        p += 1;
        q1 *= 2;
        r1 *= 2;
        if r1 >= anc {
            q1 += 1;
            r1 -= anc;
        }
        q2 *= 2;
        r2 *= 2;
        if r2 >= ad {
            q2 += 1;
            r2 -= ad;
        }
        let delta = ad - r2;
        if !(q1 < delta || (q1 == delta && r1 == 0)) {
            break;
        }
    }
    let mask = if bits == 128 { u128::MAX } else { (1u128 << bits) - 1 };
    let m = (q2 + 1) & mask;
    let m = if d < 0 { m.wrapping_neg() & mask } else { m };
    (m, p - bits)
}

impl FnLowering<'_> {
    /// `i` (`op` of kind `s`) when it divides by a constant this file handles;
    /// false leaves it to the general lowering.
    pub(super) fn lower_div_by_constant(
        &mut self,
        i: Inst,
        op: Opcode,
        s: Scalar,
        lhs: Value,
        rhs: Value,
    ) -> Result<bool, PtxError> {
        if !matches!(op, Opcode::UDiv | Opcode::URem | Opcode::SDiv | Opcode::SRem)
            || !matches!(s, Scalar::I32 | Scalar::I64)
            || self.lane.is_some()
        {
            return Ok(false);
        }
        let Operand::Imm(c) = self.operand(rhs)? else {
            return Ok(false);
        };
        let bits = s.bits();
        let mask = (1u128 << bits) - 1;
        let unsigned = (c as u64 as u128) & mask;
        let signed = if bits == 32 {
            i128::from(c as i32)
        } else {
            i128::from(c)
        };
        let rem = matches!(op, Opcode::URem | Opcode::SRem);
        // A signed dividend known to be non-negative (`threadIdx.x % 32`, as nvcc
        // knows special registers' ranges) by a positive divisor divides unsigned.
        let as_unsigned =
            matches!(op, Opcode::SDiv | Opcode::SRem) && signed > 0 && ir::analysis::non_negative(self.m, self.f, lhs);
        if as_unsigned && unsigned.is_power_of_two() {
            let n = self.reg(lhs)?;
            let d = self.def_reg(i)?;
            let (opcode, ty, b) = match op {
                Opcode::SRem => (PtxOp::And, s.b(), Self::imm(s, unsigned - 1)),
                _ => (PtxOp::Shr, s.u(), Operand::Imm(i64::from(unsigned.trailing_zeros()))),
            };
            self.op3(MachInst::new(opcode).ty(ty), d, Operand::Reg(n), b);
            return Ok(true);
        }
        let plan = if matches!(op, Opcode::UDiv | Opcode::URem) || as_unsigned {
            if unsigned < 3 || unsigned.is_power_of_two() || unsigned >= 1u128 << (bits - 1) {
                return Ok(false);
            }
            Plan::Unsigned(unsigned_magic(unsigned, bits))
        } else {
            let ad = signed.unsigned_abs();
            if ad < 2 || ad >= 1u128 << (bits - 1) {
                return Ok(false);
            }
            if ad.is_power_of_two() {
                Plan::SignedPow2(ad.trailing_zeros())
            } else {
                let (m, sh) = signed_magic(signed, bits);
                Plan::Signed { m, s: sh }
            }
        };
        let n = self.reg(lhs)?;
        let d = self.def_reg(i)?;
        match plan {
            Plan::Unsigned(magic) => {
                let q = if rem { self.new_reg(s.class()) } else { d };
                self.unsigned_quotient(s, n, q, magic);
                if rem {
                    self.remainder(s, d, q, n, signed);
                }
            }
            Plan::Signed { m, s: sh } => {
                let q = if rem { self.new_reg(s.class()) } else { d };
                self.signed_quotient(s, n, q, m, sh, signed);
                if rem {
                    self.remainder(s, d, q, n, signed);
                }
            }
            Plan::SignedPow2(k) => self.signed_pow2(s, n, d, k, signed < 0, rem),
        }
        Ok(true)
    }

    fn imm(s: Scalar, v: u128) -> Operand {
        // The N-bit pattern as a signed immediate of the operation's width.
        Operand::Imm(if s == Scalar::I32 {
            i64::from(v as u32 as i32)
        } else {
            v as u64 as i64
        })
    }

    fn op3(&mut self, op: MachInst, d: VReg, a: Operand, b: Operand) {
        self.push(op.ops([Operand::Reg(d), a, b]));
    }

    fn unsigned_quotient(&mut self, s: Scalar, n: VReg, q: VReg, magic: UnsignedMagic) {
        let c = s.class();
        let hi = MachInst::new(PtxOp::Mul).part(Part::Hi).ty(s.u());
        let shr = MachInst::new(PtxOp::Shr).ty(s.u());
        match magic {
            UnsignedMagic::Simple { m, s: 0 } => self.op3(hi, q, Operand::Reg(n), Self::imm(s, m)),
            UnsignedMagic::Simple { m, s: sh } => {
                let t = self.new_reg(c);
                self.op3(hi, t, Operand::Reg(n), Self::imm(s, m));
                self.op3(shr, q, Operand::Reg(t), Operand::Imm(i64::from(sh)));
            }
            UnsignedMagic::AddBack { m, s: sh } => {
                let (t, u, v) = (self.new_reg(c), self.new_reg(c), self.new_reg(c));
                self.op3(hi, t, Operand::Reg(n), Self::imm(s, m));
                self.op3(MachInst::new(PtxOp::Sub).ty(s.s()), u, Operand::Reg(n), Operand::Reg(t));
                let w = self.new_reg(c);
                self.op3(shr.clone(), w, Operand::Reg(u), Operand::Imm(1));
                self.op3(MachInst::new(PtxOp::Add).ty(s.s()), v, Operand::Reg(w), Operand::Reg(t));
                if sh > 1 {
                    self.op3(shr, q, Operand::Reg(v), Operand::Imm(i64::from(sh - 1)));
                } else {
                    self.emit_op(PtxOp::Mov, s.b(), [Operand::Reg(q), Operand::Reg(v)]);
                }
            }
        }
    }

    fn signed_quotient(&mut self, s: Scalar, n: VReg, q: VReg, m: u128, sh: u32, d: i128) {
        let c = s.class();
        let bits = s.bits();
        let m_negative = m >> (bits - 1) & 1 == 1;
        let mut t = self.new_reg(c);
        let hi = MachInst::new(PtxOp::Mul).part(Part::Hi).ty(s.s());
        self.op3(hi, t, Operand::Reg(n), Self::imm(s, m));
        if d > 0 && m_negative {
            let u = self.new_reg(c);
            self.op3(MachInst::new(PtxOp::Add).ty(s.s()), u, Operand::Reg(t), Operand::Reg(n));
            t = u;
        } else if d < 0 && !m_negative {
            let u = self.new_reg(c);
            self.op3(MachInst::new(PtxOp::Sub).ty(s.s()), u, Operand::Reg(t), Operand::Reg(n));
            t = u;
        }
        if sh > 0 {
            let u = self.new_reg(c);
            self.op3(
                MachInst::new(PtxOp::Shr).ty(s.s()),
                u,
                Operand::Reg(t),
                Operand::Imm(i64::from(sh)),
            );
            t = u;
        }
        let sign = self.new_reg(c);
        self.op3(
            MachInst::new(PtxOp::Shr).ty(s.u()),
            sign,
            Operand::Reg(t),
            Operand::Imm(i64::from(bits - 1)),
        );
        self.op3(
            MachInst::new(PtxOp::Add).ty(s.s()),
            q,
            Operand::Reg(t),
            Operand::Reg(sign),
        );
    }

    /// `n / ±2^k` or `n % ±2^k` (C's truncation toward zero).
    fn signed_pow2(&mut self, s: Scalar, n: VReg, d: VReg, k: u32, negative: bool, rem: bool) {
        let c = s.class();
        let bits = s.bits();
        // bias = 2^k - 1 for negative n, else 0: the sign spread, shifted down.
        let spread = self.new_reg(c);
        self.op3(
            MachInst::new(PtxOp::Shr).ty(s.s()),
            spread,
            Operand::Reg(n),
            Operand::Imm(i64::from(bits - 1)),
        );
        let bias = self.new_reg(c);
        self.op3(
            MachInst::new(PtxOp::Shr).ty(s.u()),
            bias,
            Operand::Reg(spread),
            Operand::Imm(i64::from(bits - k)),
        );
        let t = self.new_reg(c);
        self.op3(
            MachInst::new(PtxOp::Add).ty(s.s()),
            t,
            Operand::Reg(n),
            Operand::Reg(bias),
        );
        if rem {
            let low = self.new_reg(c);
            let keep = if s == Scalar::I32 {
                i64::from(-(1i32 << k))
            } else {
                -(1i64 << k)
            };
            self.op3(
                MachInst::new(PtxOp::And).ty(s.b()),
                low,
                Operand::Reg(t),
                Operand::Imm(keep),
            );
            self.op3(
                MachInst::new(PtxOp::Sub).ty(s.s()),
                d,
                Operand::Reg(n),
                Operand::Reg(low),
            );
            return;
        }
        let shr = MachInst::new(PtxOp::Shr).ty(s.s());
        if negative {
            let q = self.new_reg(c);
            self.op3(shr, q, Operand::Reg(t), Operand::Imm(i64::from(k)));
            self.emit_op(PtxOp::Neg, s.s(), [Operand::Reg(d), Operand::Reg(q)]);
        } else {
            self.op3(shr, d, Operand::Reg(t), Operand::Imm(i64::from(k)));
        }
    }

    /// `r = n - q * d` as `mad.lo r, q, -d, n`.
    fn remainder(&mut self, s: Scalar, r: VReg, q: VReg, n: VReg, d: i128) {
        let minus_d = (d.wrapping_neg() as u128) & ((1u128 << s.bits()) - 1);
        let mad = MachInst::new(PtxOp::Mad).part(Part::Lo).ty(s.s());
        self.push(mad.ops([Operand::Reg(r), Operand::Reg(q), Self::imm(s, minus_d), Operand::Reg(n)]));
    }
}

enum Plan {
    Unsigned(UnsignedMagic),
    Signed { m: u128, s: u32 },
    SignedPow2(u32),
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator (xorshift) for dividends.
    fn next(x: &mut u64) -> u64 {
        *x ^= *x << 13;
        *x ^= *x >> 7;
        *x ^= *x << 17;
        *x
    }

    fn udiv_by_plan(n: u128, magic: UnsignedMagic, bits: u32) -> u128 {
        let hi = |a: u128, m: u128| (a * m) >> bits;
        match magic {
            UnsignedMagic::Simple { m, s } => hi(n, m) >> s,
            UnsignedMagic::AddBack { m, s } => {
                let t = hi(n, m);
                (((n - t) >> 1) + t) >> (s - 1)
            }
        }
    }

    fn sdiv_by_plan(n: i128, d: i128, m: u128, s: u32, bits: u32) -> i128 {
        let signed = |v: u128| -> i128 {
            let v = v & ((1u128 << bits) - 1);
            if v >> (bits - 1) == 1 {
                v as i128 - (1i128 << bits)
            } else {
                v as i128
            }
        };
        let ms = signed(m);
        let mut t = (n * ms) >> bits; // the high half, arithmetic
        if d > 0 && ms < 0 {
            t += n;
        }
        if d < 0 && ms > 0 {
            t -= n;
        }
        t >>= s;
        t + i128::from(t < 0)
    }

    /// The sequences give C's quotient for divisors 3..3000 and interesting
    /// large ones, over edge and random dividends, at 32 and 64 bits.
    #[test]
    fn magic_quotients_match_division() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for bits in [32u32, 64] {
            let max = (1u128 << bits) - 1;
            let mut divisors: Vec<u128> = (3..3000).collect();
            divisors.extend([641, 1_000_000_007, 0x7fff_ffff, 0x4000_0001, 0x5555_5555, 0x7fff_fffe]);
            if bits == 64 {
                divisors.extend([
                    0x7fff_ffff_ffff_ffff,
                    1_000_000_000_000_000_003,
                    0x4000_0000_0000_0001,
                    274_177,
                ]);
            }
            for d in divisors
                .into_iter()
                .filter(|d| !d.is_power_of_two() && *d < 1u128 << (bits - 1))
            {
                let magic = unsigned_magic(d, bits);
                let (sm, ss) = signed_magic(d as i128, bits);
                let (nm, ns) = signed_magic(-(d as i128), bits);
                let mut ns_list = vec![0u128, 1, d - 1, d, d + 1, max, max - 1, max / 2, max / 2 + 1];
                for _ in 0..40 {
                    ns_list.push(u128::from(next(&mut seed)) & max);
                }
                for n in ns_list {
                    assert_eq!(
                        udiv_by_plan(n, magic, bits),
                        n / d,
                        "{n} / {d} ({bits} bits, {magic:?})"
                    );
                    let sn = if n >> (bits - 1) == 1 {
                        n as i128 - (1i128 << bits)
                    } else {
                        n as i128
                    };
                    let di = d as i128;
                    assert_eq!(sdiv_by_plan(sn, di, sm, ss, bits), sn / di, "{sn} / {di} ({bits} bits)");
                    assert_eq!(
                        sdiv_by_plan(sn, -di, nm, ns, bits),
                        sn / -di,
                        "{sn} / -{di} ({bits} bits)"
                    );
                }
            }
        }
    }
}
