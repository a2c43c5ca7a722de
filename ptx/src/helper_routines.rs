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

use crate::inst::{Addr, AddrBase, Guard, Label, MachInst, Operand, PtxInst};
use crate::modifiers::{CmpOp, Space};
use crate::opcode::Opcode;
use crate::printer::{function_text, PtxFunction};
use crate::ptx_type::PtxType;
use crate::regs::{RegAlloc, RegClass, VReg};

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
    /// The helpers, sorted, each once.
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
    f: PtxType,
    /// `b32`/`b64`
    b: PtxType,
    /// `u32`/`u64`
    u: PtxType,
    /// Register classes of the float values and of their bit patterns.
    f_class: RegClass,
    b_class: RegClass,
    /// `.b32`/`.b64` parameter type
    param: &'static str,
    mant_bits: u32,
    sign_mask: u64,
    inf_bits: u64,
    /// The quiet NaN the routine returns.
    nan: Operand,
    /// Leading zero count of the implicit-one position (bits - 1 - mant_bits).
    clz_norm: u32,
}

const F32: FloatFormat = FloatFormat {
    name: "__ptxc_frem_f32",
    f: PtxType::F32,
    b: PtxType::B32,
    u: PtxType::U32,
    f_class: RegClass::F32,
    b_class: RegClass::B32,
    param: ".b32",
    mant_bits: 23,
    sign_mask: 0x8000_0000,
    inf_bits: 0x7F80_0000,
    nan: Operand::F32(0x7FFF_FFFF),
    clz_norm: 8,
};

const F64: FloatFormat = FloatFormat {
    name: "__ptxc_frem_f64",
    f: PtxType::F64,
    b: PtxType::B64,
    u: PtxType::U64,
    f_class: RegClass::F64,
    b_class: RegClass::B64,
    param: ".b64",
    mant_bits: 52,
    sign_mask: 0x8000_0000_0000_0000,
    inf_bits: 0x7FF0_0000_0000_0000,
    nan: Operand::F64(0xFFF8_0000_0000_0000),
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

    /// The full definition, as function number `fidx` of the module (its labels are `$L__BB<fidx>_<n>`).
    pub fn definition(self, fidx: u32) -> String {
        function_text(&frem_function(self.format(), fidx))
    }
}

/// Collects a routine's body.
struct Body {
    fidx: u32,
    insts: Vec<PtxInst>,
    next_label: u32,
}

impl Body {
    fn push(&mut self, inst: MachInst) {
        self.insts.push(PtxInst::Op(inst));
    }
    fn new_label(&mut self) -> Label {
        self.next_label += 1;
        Label {
            func: self.fidx,
            num: self.next_label,
        }
    }
    fn place(&mut self, l: Label) {
        self.insts.push(PtxInst::Label(l));
    }
    /// `@p bra l`
    fn branch_if(&mut self, p: VReg, l: Label) {
        self.push(
            MachInst::new(Opcode::Bra)
                .ops([Operand::Label(l)])
                .guard(Guard { reg: p, negate: false }),
        );
    }
    /// `bra.uni l`
    fn jump(&mut self, l: Label) {
        self.push(MachInst::new(Opcode::Bra).uni().ops([Operand::Label(l)]));
    }
}

/// `opcode.ty d, a, b, ...`
fn op(opcode: Opcode, ty: PtxType, ops: impl IntoIterator<Item = Operand>) -> MachInst {
    MachInst::new(opcode).ty(ty).ops(ops)
}

/// `setp.cmp.ty p, a, b`
fn setp(cmp: CmpOp, ty: PtxType, p: VReg, a: Operand, b: Operand) -> MachInst {
    MachInst::new(Opcode::Setp).cmp(cmp).ty(ty).ops([Operand::Reg(p), a, b])
}

/// The fmod routine for format `t`, as function number `fidx`.
///
/// Registers: `v` floats, `m` bit patterns and significands (format
/// width), `e` exponents and shift counts (32-bit), `p` predicates.
fn frem_function(t: &FloatFormat, fidx: u32) -> PtxFunction {
    use Opcode::*;
    let (f, b, u) = (t.f, t.b, t.u);
    let (s32, u32_, pred) = (PtxType::S32, PtxType::U32, PtxType::Pred);
    let all_ones = if b == PtxType::B32 { 0xFFFF_FFFF } else { u64::MAX };
    let (sign, abs) = (Operand::Bits(t.sign_mask), Operand::Bits(!t.sign_mask & all_ones));
    let inf = Operand::Bits(t.inf_bits);
    let mant = Operand::Bits((1u64 << t.mant_bits) - 1);
    let one_bit = Operand::Bits(1u64 << t.mant_bits);
    let (mb, clz_norm) = (Operand::Imm(t.mant_bits.into()), Operand::Imm(t.clz_norm.into()));
    let (zero, one) = (Operand::Imm(0), Operand::Imm(1));
    let mut regs = RegAlloc::default();
    // `p[k]` for k in 1..=7 and so on; index 0 is never used.
    let mut bank = |class: RegClass, n: usize| -> Vec<VReg> {
        let mut bank = vec![VReg { class, num: 0 }];
        bank.extend((0..n).map(|_| regs.new_reg(class)));
        bank
    };
    let p = bank(RegClass::Pred, 7);
    let v = bank(t.f_class, 3);
    let m = bank(t.b_class, 10);
    let e = bank(RegClass::B32, 5);
    let r = |x: VReg| Operand::Reg(x);
    let param = |k: u32| {
        Operand::addr(Addr {
            base: AddrBase::Sym(format!("{}_param_{k}", t.name)),
            offset: 0,
        })
    };
    let retval = Operand::addr(Addr {
        base: AddrBase::Sym("func_retval0".into()),
        offset: 0,
    });
    let ld_param = |d: VReg, k: u32| MachInst::new(Ld).space(Some(Space::Param)).ty(f).ops([r(d), param(k)]);
    let st_ret = |x: VReg| {
        MachInst::new(St)
            .space(Some(Space::Param))
            .ty(f)
            .ops([retval.clone(), r(x)])
    };
    let mut body = Body {
        fidx,
        insts: Vec::new(),
        next_label: 0,
    };
    let [nan, retx, xsub, xdone, ysub, looop, last, zero_l, subn, done] = [(); 10].map(|_| body.new_label());
    let bd = &mut body;
    // Special cases: NaN when y is 0, x is infinite or either is NaN; x when |x| < |y|.
    bd.push(ld_param(v[1], 0));
    bd.push(ld_param(v[2], 1));
    bd.push(op(Mov, b, [r(m[1]), r(v[1])]));
    bd.push(op(Mov, b, [r(m[2]), r(v[2])]));
    bd.push(op(And, b, [r(m[3]), r(m[1]), sign]));
    bd.push(op(And, b, [r(m[4]), r(m[1]), abs.clone()]));
    bd.push(op(And, b, [r(m[5]), r(m[2]), abs]));
    bd.push(setp(CmpOp::Eq, u, p[1], r(m[5]), zero.clone()));
    bd.push(setp(CmpOp::Ge, u, p[2], r(m[4]), inf.clone()));
    bd.push(op(Or, pred, [r(p[1]), r(p[1]), r(p[2])]));
    bd.push(setp(CmpOp::Gt, u, p[2], r(m[5]), inf));
    bd.push(op(Or, pred, [r(p[1]), r(p[1]), r(p[2])]));
    bd.branch_if(p[1], nan);
    bd.push(setp(CmpOp::Lt, u, p[3], r(m[4]), r(m[5])));
    bd.branch_if(p[3], retx);
    // Exponents and significands, subnormals normalized.
    bd.push(op(Shr, u, [r(m[6]), r(m[4]), mb.clone()]));
    bd.push(MachInst::new(Cvt).ty(u32_).ty(u).ops([r(e[1]), r(m[6])]));
    bd.push(op(Shr, u, [r(m[7]), r(m[5]), mb.clone()]));
    bd.push(MachInst::new(Cvt).ty(u32_).ty(u).ops([r(e[2]), r(m[7])]));
    bd.push(op(And, b, [r(m[8]), r(m[4]), mant.clone()]));
    bd.push(op(And, b, [r(m[9]), r(m[5]), mant.clone()]));
    for (exp, sig, sub, after) in [(e[1], m[8], xsub, xdone), (e[2], m[9], ysub, looop)] {
        bd.push(setp(CmpOp::Eq, s32, p[4], r(exp), zero.clone()));
        bd.branch_if(p[4], sub);
        bd.push(op(Or, b, [r(sig), r(sig), one_bit.clone()]));
        bd.jump(after);
        bd.place(sub);
        bd.push(op(Clz, b, [r(e[3]), r(sig)]));
        bd.push(op(Sub, s32, [r(e[3]), r(e[3]), clz_norm.clone()]));
        bd.push(op(Shl, b, [r(sig), r(sig), r(e[3])]));
        bd.push(op(Mov, u32_, [r(e[4]), one.clone()]));
        bd.push(op(Sub, s32, [r(exp), r(e[4]), r(e[3])]));
        bd.place(after);
    }
    // Long division: one shift-and-subtract step per exponent difference.
    let guard6 = Guard {
        reg: p[6],
        negate: false,
    };
    bd.push(setp(CmpOp::Le, s32, p[5], r(e[1]), r(e[2])));
    bd.branch_if(p[5], last);
    bd.push(setp(CmpOp::Ge, u, p[6], r(m[8]), r(m[9])));
    bd.push(op(Sub, u, [r(m[8]), r(m[8]), r(m[9])]).guard(guard6));
    bd.push(op(Shl, b, [r(m[8]), r(m[8]), one.clone()]));
    bd.push(op(Sub, s32, [r(e[1]), r(e[1]), one.clone()]));
    bd.jump(looop);
    bd.place(last);
    bd.push(setp(CmpOp::Ge, u, p[6], r(m[8]), r(m[9])));
    bd.push(op(Sub, u, [r(m[8]), r(m[8]), r(m[9])]).guard(guard6));
    bd.push(setp(CmpOp::Eq, u, p[7], r(m[8]), zero));
    bd.branch_if(p[7], zero_l);
    // Renormalize the remainder; a normal or a subnormal result.
    bd.push(op(Clz, b, [r(e[3]), r(m[8])]));
    bd.push(op(Sub, s32, [r(e[3]), r(e[3]), clz_norm]));
    bd.push(op(Shl, b, [r(m[8]), r(m[8]), r(e[3])]));
    bd.push(op(Sub, s32, [r(e[2]), r(e[2]), r(e[3])]));
    bd.push(setp(CmpOp::Lt, s32, p[5], r(e[2]), one.clone()));
    bd.branch_if(p[5], subn);
    bd.push(op(And, b, [r(m[8]), r(m[8]), mant]));
    bd.push(MachInst::new(Cvt).ty(u).ty(u32_).ops([r(m[10]), r(e[2])]));
    bd.push(op(Shl, b, [r(m[10]), r(m[10]), mb]));
    bd.push(op(Or, b, [r(m[8]), r(m[8]), r(m[10])]));
    bd.jump(done);
    bd.place(subn);
    bd.push(op(Mov, u32_, [r(e[4]), one]));
    bd.push(op(Sub, s32, [r(e[5]), r(e[4]), r(e[2])]));
    bd.push(op(Shr, u, [r(m[8]), r(m[8]), r(e[5])]));
    bd.place(done);
    bd.push(op(Or, b, [r(m[8]), r(m[8]), r(m[3])]));
    bd.push(op(Mov, b, [r(v[3]), r(m[8])]));
    bd.push(st_ret(v[3]));
    bd.push(MachInst::new(Ret));
    // A zero remainder keeps x's sign.
    bd.place(zero_l);
    bd.push(op(Mov, b, [r(v[3]), r(m[3])]));
    bd.push(st_ret(v[3]));
    bd.push(MachInst::new(Ret));
    bd.place(retx);
    bd.push(st_ret(v[1]));
    bd.push(MachInst::new(Ret));
    bd.place(nan);
    bd.push(op(Mov, f, [r(v[3]), t.nan.clone()]));
    bd.push(st_ret(v[3]));
    bd.push(MachInst::new(Ret));
    PtxFunction {
        signature: HelperRoutine::signature_of(t),
        depot: None,
        reg_decls: regs.declarations(),
        body: body.insts,
    }
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
    fn routines_are_functions_of_their_own() {
        let t32 = HelperRoutine::FremF32.definition(3);
        let t64 = HelperRoutine::FremF64.definition(4);
        assert!(t32.contains("$L__BB3_5:") && !t32.contains("$L__BB4_"));
        assert!(t32.contains("\tand.b32 \t%r3, %r1, 0x80000000;") && t32.contains("cvt.u32.u32 \t%r11, %r6;"));
        assert!(t64.contains("clz.b64") && t64.contains("mov.f64 \t%fd3, 0dFFF8000000000000;"));
        assert!(HelperRoutine::FremF64.signature().contains(".param .b64 func_retval0"));
    }
}
