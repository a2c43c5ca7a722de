//! Folds of float constants whose result no floating-point mode changes:
//! compares, bit casts, conversions between integers and floats, and the
//! exact intrinsics `fabs`, `trunc`, `floor`, `ceil`, `rint`, `nearbyint`,
//! `roundeven` and `copysign`. A library function called with a constant
//! argument leaves them once inlined: `powf(v, 1.5f)` asks whether `1.5` is an
//! integer (`truncf(y) == y`), odd, infinite or NaN, and each answer left to
//! run kept its branch and the blocks behind it (issue 46: the NVRTC `math`
//! program). Arithmetic (`fadd`, `fmul`, ...) is not folded here: instruction
//! selection contracts `a * b + c` of user code into an fma, which a folded
//! product would change. A subnormal operand is left alone (under `-ftz=true`
//! the instruction flushes it to zero), and so is a NaN given to an intrinsic
//! (its payload is the hardware's to choose). Used by instsimplify.
//! Preserves: behaviour.

use ptxc_ir::fold;
use ptxc_ir::{ConstData, FloatPredicate, Function, Inst, Intrinsic, Module, Opcode, Type, TypeData, Value};

/// The value of instruction `i` (operands `ops`) when its float constants decide it.
pub(super) fn fold(m: &mut Module, f: &Function, i: Inst, ops: &[Value]) -> Option<Value> {
    let d = f.inst(i);
    let ty = d.ty;
    match d.opcode() {
        Opcode::FCmp => {
            let pred = FloatPredicate::from_u16(d.header.subop)?;
            let holds = pred.holds(normal_or_zero(m, ops[0])?.0, normal_or_zero(m, ops[1])?.0);
            Some(Value::Const(m.const_int(ty, i128::from(holds))))
        }
        Opcode::BitCast => bit_cast(m, ops[0], ty),
        Opcode::FPToSI | Opcode::FPToUI => {
            let (x, _) = normal_or_zero(m, ops[0])?;
            let r = fold::float::to_int(d.opcode(), m.types.int_bits(ty)?, x)?;
            Some(Value::Const(m.const_int(ty, r as i128)))
        }
        Opcode::SIToFP | Opcode::UIToFP => {
            let c = ops[0].as_const()?;
            let ConstData::Int { ty: from, bits } = *m.consts.get(c) else {
                return None;
            };
            let single = float_width(m, ty)? == 32;
            let r = fold::float::from_int(d.opcode(), m.types.int_bits(from)?, bits, single)?;
            Some(Value::Const(m.const_float(ty, r)))
        }
        Opcode::Call => exact_intrinsic(m, ops, ty),
        _ => None,
    }
}

/// `fabs`, the roundings to an integer and `copysign` of constants.
fn exact_intrinsic(m: &mut Module, ops: &[Value], ty: Type) -> Option<Value> {
    let [Value::Func(callee), args @ ..] = ops else {
        return None;
    };
    let id = m.functions[*callee].intrinsic?;
    float_width(m, ty)?;
    let x = finite_or_infinite(m, *args.first()?)?;
    let r = match (id, args.len()) {
        (Intrinsic::Fabs, 1) => x.abs(),
        (Intrinsic::Trunc, 1) => x.trunc(),
        (Intrinsic::Floor, 1) => x.floor(),
        (Intrinsic::Ceil, 1) => x.ceil(),
        (Intrinsic::Rint | Intrinsic::Nearbyint | Intrinsic::Roundeven, 1) => x.round_ties_even(),
        (Intrinsic::Copysign, 2) => x.copysign(finite_or_infinite(m, args[1])?),
        _ => return None,
    };
    Some(Value::Const(m.const_float(ty, r)))
}

/// The float or double constant `v` as an `f64` (a `float` widens exactly) and its
/// width, unless it is subnormal.
fn normal_or_zero(m: &Module, v: Value) -> Option<(f64, u32)> {
    let ConstData::Float { ty, bits } = *m.consts.get(v.as_const()?) else {
        return None;
    };
    let (x, w) = match m.types.get(ty) {
        TypeData::Float => (f64::from(f32::from_bits(bits as u32)), 32),
        TypeData::Double => (f64::from_bits(bits), 64),
        _ => return None,
    };
    let subnormal = if w == 32 {
        (x as f32).is_subnormal()
    } else {
        x.is_subnormal()
    };
    (!subnormal).then_some((x, w))
}

/// As [`normal_or_zero`], and not a NaN.
fn finite_or_infinite(m: &Module, v: Value) -> Option<f64> {
    normal_or_zero(m, v).map(|(x, _)| x).filter(|x| !x.is_nan())
}

/// The width of float type `ty` (`float` or `double`).
fn float_width(m: &Module, ty: Type) -> Option<u32> {
    match m.types.get(ty) {
        TypeData::Float => Some(32),
        TypeData::Double => Some(64),
        _ => None,
    }
}

/// A constant's bits read as another scalar type of the same width (exact).
fn bit_cast(m: &mut Module, v: Value, to: Type) -> Option<Value> {
    match *m.consts.get(v.as_const()?) {
        ConstData::Float { ty, bits } => {
            let w = float_width(m, ty)?;
            (m.types.int_bits(to)? == w).then(|| Value::Const(m.const_int(to, bits as i128)))
        }
        ConstData::Int { ty, bits } => {
            let w = m.types.int_bits(ty)?;
            (float_width(m, to)? == w).then(|| {
                Value::Const(m.consts.intern(ConstData::Float {
                    ty: to,
                    bits: bits as u64,
                }))
            })
        }
        _ => None,
    }
}
