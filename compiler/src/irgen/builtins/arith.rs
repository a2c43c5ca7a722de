//! Integer, bit and float builtins: bit counts, `__ffs`, funnel shifts,
//! halving adds, `min`/`max`, rounded conversions and the fast-math
//! approximations, as the intrinsics or IR arithmetic of specs/runtime.md.

use super::super::function::FnEmitter;
use super::FastOp;
use ptxc_ir::{IntPredicate, Intrinsic, Opcode, Type, Value};

impl FnEmitter<'_, '_, '_> {
    /// `llvm.ctpop/ctlz/bitreverse` on the argument's width, converted to the result type.
    pub(super) fn bit_op(&mut self, op: Intrinsic, x: Value, ret: Type) -> Option<Value> {
        let ty = self.b.type_of(x);
        let t = self.type_suffix(ty);
        let r = if op == Intrinsic::Ctlz {
            let i1 = self.b.module.types.i1();
            let f = Value::Const(self.b.module.const_int(i1, 0));
            self.call_intrinsic(op, &[&t], ty, &[x, f], "call")?
        } else {
            self.call_intrinsic(op, &[&t], ty, &[x], "call")?
        };
        Some(self.resize(r, ret))
    }

    pub(super) fn resize(&mut self, v: Value, to: Type) -> Value {
        let from = self.b.type_of(v);
        match (self.b.module.types.int_bits(from), self.b.module.types.int_bits(to)) {
            (Some(a), Some(b)) if a > b => self.b.cast(Opcode::Trunc, v, to, "conv"),
            (Some(a), Some(b)) if a < b => self.b.cast(Opcode::ZExt, v, to, "conv"),
            _ => v,
        }
    }

    pub(super) fn ffs(&mut self, x: Value, ret: Type) -> Option<Value> {
        let ty = self.b.type_of(x);
        let i1 = self.b.module.types.i1();
        let f = Value::Const(self.b.module.const_int(i1, 0));
        let t = self.type_suffix(ty);
        let tz = self.call_intrinsic(Intrinsic::Cttz, &[&t], ty, &[x, f], "call")?;
        let tz = self.resize(tz, ret);
        let one = Value::Const(self.b.module.const_int(ret, 1));
        let plus = self.b.binary(Opcode::Add, tz, one, 0, "add");
        let zero = Value::Const(self.b.module.const_int(ty, 0));
        let is0 = self.b.icmp(IntPredicate::Eq, x, zero, "cmp");
        let zero_r = Value::Const(self.b.module.const_int(ret, 0));
        Some(self.b.select(is0, zero_r, plus, "cond"))
    }

    /// `__funnelshift_l(lo, hi, n)` = `fshl(hi, lo, n)`, `_r` = `fshr(hi, lo, n)`;
    /// the clamped forms (`n` taken as `min(n, 32)`) are NVVM's `fsh{l,r}.clamp`.
    pub(super) fn funnel(&mut self, left: bool, clamp: bool, lo: Value, hi: Value, n: Value) -> Option<Value> {
        let i32t = self.b.module.types.i32();
        let intr = match (left, clamp) {
            (true, false) => Intrinsic::Fshl,
            (false, false) => Intrinsic::Fshr,
            (true, true) => Intrinsic::FshlClamp,
            (false, true) => Intrinsic::FshrClamp,
        };
        self.call_intrinsic(intr, &["i32"], i32t, &[hi, lo, n], "call")
    }

    /// `(a & b) + ((a ^ b) >> 1)`; rounding up: `(a | b) - ((a ^ b) >> 1)`.
    pub(super) fn halving_add(&mut self, round: bool, a: Value, b: Value, signed: bool) -> Value {
        let ty = self.b.type_of(a);
        let one = Value::Const(self.b.module.const_int(ty, 1));
        let x = self.b.binary(Opcode::Xor, a, b, 0, "xor");
        let shr = if signed { Opcode::AShr } else { Opcode::LShr };
        let half = self.b.binary(shr, x, one, 0, "shr");
        if round {
            let o = self.b.binary(Opcode::Or, a, b, 0, "or");
            self.b.binary(Opcode::Sub, o, half, 0, "sub")
        } else {
            let n = self.b.binary(Opcode::And, a, b, 0, "and");
            self.b.binary(Opcode::Add, n, half, 0, "add")
        }
    }

    pub(super) fn min_max(&mut self, is_max: bool, a: Value, b: Value, signed: bool) -> Option<Value> {
        let ty = self.b.type_of(a);
        let suffix = self.type_suffix(ty);
        let op = match (self.b.module.types.is_float(ty), is_max, signed) {
            (true, false, _) => Intrinsic::Minnum,
            (true, true, _) => Intrinsic::Maxnum,
            (false, false, true) => Intrinsic::Smin,
            (false, true, true) => Intrinsic::Smax,
            (false, false, false) => Intrinsic::Umin,
            (false, true, false) => Intrinsic::Umax,
        };
        self.call_intrinsic(op, &[&suffix], ty, &[a, b], "call")
    }

    /// `*r = *a <op> *b` on two-field 16-bit float structs, as one vector
    /// operation on `<2 x half>`/`<2 x bfloat>` (`r_ty` is `r`'s IL type);
    /// `Opcode::Call` is `*r = fma(*a, *b, *c)` (`llvm.fma.v2f16/.v2bf16`).
    pub(super) fn pair_op(&mut self, op: Opcode, r_ty: ptxc_frontend::types::TypeId, v: &[Value]) -> Option<()> {
        let types = &self.tu.types;
        let field = types.record_of(types.pointee(r_ty)?)?.fields.first()?.ty;
        let elem = self.lower.value_type(self.b.module, field);
        let vt = self.b.module.types.vector(elem, 2);
        let r = *v.first()?;
        let mut xs = Vec::with_capacity(3);
        for &p in v.get(1..)? {
            xs.push(self.b.load(vt, p, 2, false, ""));
        }
        let z = if op == Opcode::Call {
            let suffix = if field.unqualified() == ptxc_frontend::types::TypeId::HALF {
                "v2f16"
            } else {
                "v2bf16"
            };
            self.call_intrinsic(Intrinsic::Fma, &[suffix], vt, xs.get(..3)?, "")?
        } else {
            self.b.binary(op, *xs.first()?, *xs.get(1)?, 0, "")
        };
        self.b.store(z, r, 2, false);
        Some(())
    }

    /// The approximate intrinsics, as nvcc expands them (`ex2.approx(x * log2(e))`, ...).
    pub(super) fn fast_math(&mut self, op: FastOp, x: Value, y: Option<Value>) -> Option<Value> {
        let f32t = self.b.module.types.float();
        let k = |s: &mut Self, c: f64| Value::Const(s.b.module.const_float(f32t, f64::from(c as f32)));
        let approx = |s: &mut Self, op: Intrinsic, args: &[Value]| s.call_intrinsic(op, &["f"], f32t, args, "call");
        let (ex2, lg2) = (Intrinsic::Ex2Approx, Intrinsic::Lg2Approx);
        Some(match op {
            FastOp::Exp | FastOp::Exp10 => {
                let c = k(
                    self,
                    if op == FastOp::Exp {
                        std::f64::consts::LOG2_E
                    } else {
                        std::f64::consts::LOG2_10
                    },
                );
                let m = self.b.binary(Opcode::FMul, x, c, 0, "mul");
                approx(self, ex2, &[m])?
            }
            FastOp::Log | FastOp::Log10 => {
                let l = approx(self, lg2, &[x])?;
                let c = k(
                    self,
                    if op == FastOp::Log {
                        std::f64::consts::LN_2
                    } else {
                        std::f64::consts::LOG10_2
                    },
                );
                self.b.binary(Opcode::FMul, l, c, 0, "mul")
            }
            FastOp::Log2 => approx(self, lg2, &[x])?,
            FastOp::Sin => approx(self, Intrinsic::SinApprox, &[x])?,
            FastOp::Cos => approx(self, Intrinsic::CosApprox, &[x])?,
            FastOp::Tan => {
                let s = approx(self, Intrinsic::SinApprox, &[x])?;
                let c = approx(self, Intrinsic::CosApprox, &[x])?;
                approx(self, Intrinsic::DivApprox, &[s, c])?
            }
            FastOp::Pow => {
                let l = approx(self, lg2, &[x])?;
                let m = self.b.binary(Opcode::FMul, y?, l, 0, "mul");
                approx(self, ex2, &[m])?
            }
            FastOp::Div => approx(self, Intrinsic::DivApprox, &[x, y?])?,
        })
    }
}
