//! Folds of float constants: compares, bit casts, conversions between
//! integers and floats and between widths, the exact intrinsics `fabs`,
//! `trunc`, `floor`, `ceil`, `rint`, `nearbyint`, `roundeven` and `copysign`,
//! and the correctly rounded arithmetic (`fadd`, `fsub`, `fmul`, `fdiv`, and the
//! round-to-nearest intrinsics `llvm.nvvm.{add,mul,div,fma,sqrt}.rn`, and `sqrt`). A library
//! function called with a constant argument leaves them once inlined:
//! `powf(v, 1.5f)` asks whether `1.5` is an integer, `sinf(0.5236f)` reduces
//! its constant argument with `fma.rn`; each answer left to run kept its
//! branches and the blocks behind them. Folding a product also decides how
//! `a * b + x` rounds when `a` and `b` are constants: the product rounded, then
//! the sum, not one `fma`, as nvcc's code shows (LLVM folds the product before
//! instruction selection contracts).
//! Nothing is folded whose rounding a floating-point mode could change: a
//! subnormal operand or result (under `-ftz=true` the instruction flushes it
//! to zero), a NaN (its payload is the hardware's to choose), a division by
//! zero. An approximate division (`-prec-div=false`) folds like an exact one,
//! as LLVM folds `fdiv` whatever its `!fpmath`. Used by instsimplify.
//! Preserves: behaviour.

use ptxc_ir::fold;
use ptxc_ir::fold::small_float;
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
        Opcode::FAdd | Opcode::FSub | Opcode::FMul | Opcode::FDiv => {
            let (a, w) = normal_or_zero(m, ops[0])?;
            let (b, _) = normal_or_zero(m, ops[1])?;
            if d.opcode() == Opcode::FDiv && b == 0.0 {
                return None;
            }
            let r = fold::float::binary(d.opcode(), w == 32, a, b)?;
            normal_result(m, ty, r, w)
        }
        Opcode::FPExt | Opcode::FPTrunc => {
            let x = normal_or_zero(m, ops[0])
                .map(|(x, _)| x)
                .or_else(|| small_normal_or_zero(m, ops[0]))?;
            match float_width(m, ty) {
                Some(w) => normal_result(m, ty, x, w),
                None => small_normal_result(m, ty, x),
            }
        }
        Opcode::Call => exact_intrinsic(m, ops, ty).or_else(|| rounded_intrinsic(m, ops, ty)),
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

/// `x` for `x * 1.0`, `1.0 * x`, `x / 1.0`, `x - 0.0`, `x + -0.0` and `-0.0 + x`:
/// exact for every `x` (a NaN keeps its own payload, as LLVM folds them).
pub(super) fn identity(m: &Module, op: Opcode, ops: &[Value]) -> Option<Value> {
    let bits = |v: Value| match m.consts.get(v.as_const()?) {
        ConstData::Float { ty, bits } => Some((float_width(m, *ty)?, *bits)),
        _ => None,
    };
    let one = |v| matches!(bits(v), Some((32, 0x3F80_0000)) | Some((64, 0x3FF0_0000_0000_0000)));
    let minus_zero = |v| matches!(bits(v), Some((32, 0x8000_0000)) | Some((64, 0x8000_0000_0000_0000)));
    let plus_zero = |v| matches!(bits(v), Some((_, 0)));
    let [a, b] = *ops else { return None };
    match op {
        Opcode::FMul if one(b) => Some(a),
        Opcode::FMul if one(a) => Some(b),
        Opcode::FDiv if one(b) => Some(a),
        Opcode::FSub if plus_zero(b) => Some(a),
        Opcode::FAdd if minus_zero(b) => Some(a),
        Opcode::FAdd if minus_zero(a) => Some(b),
        _ => None,
    }
}

/// The round-to-nearest intrinsics of constants: `__fadd_rn`, `__fmul_rn`,
/// `__fdiv_rn`, `__fmaf_rn`, `__fsqrt_rn` and their `double` forms, and `sqrt`.
fn rounded_intrinsic(m: &mut Module, ops: &[Value], ty: Type) -> Option<Value> {
    let [Value::Func(callee), args @ ..] = ops else {
        return None;
    };
    let w = float_width(m, ty)?;
    let op = match m.functions[*callee].name.as_str() {
        // `sqrtf` folds correctly rounded even where it runs approximate
        // (`-prec-sqrt=false`), as nvcc folds it.
        "llvm.nvvm.sqrt.f" | "llvm.sqrt.f32" | "llvm.sqrt.f64" => "sqrt",
        name => {
            let (op, suffix) = name.strip_prefix("llvm.nvvm.")?.split_once(".rn.")?;
            if !matches!((suffix, w), ("f", 32) | ("d", 64)) {
                return None;
            }
            op
        }
    };
    let mut x = [0.0; 3];
    for (slot, &a) in x.iter_mut().zip(args) {
        *slot = finite_or_infinite(m, a)?;
    }
    let single = w == 32;
    let r = match (op, args.len()) {
        ("add", 2) => fold::float::binary(Opcode::FAdd, single, x[0], x[1])?,
        ("mul", 2) => fold::float::binary(Opcode::FMul, single, x[0], x[1])?,
        ("div", 2) if x[1] != 0.0 => fold::float::binary(Opcode::FDiv, single, x[0], x[1])?,
        ("sqrt", 1) if single => f64::from((x[0] as f32).sqrt()),
        ("sqrt", 1) => x[0].sqrt(),
        // One rounding of the exact `a * b + c`, as `fma.rn` computes it.
        ("fma", 3) if single => f64::from((x[0] as f32).mul_add(x[1] as f32, x[2] as f32)),
        ("fma", 3) => x[0].mul_add(x[1], x[2]),
        _ => return None,
    };
    normal_result(m, ty, r, w)
}

/// `r` as a constant of float type `ty` (width `w`), rounded to it, unless the
/// rounded value is a NaN or subnormal (whose handling a mode decides).
fn normal_result(m: &mut Module, ty: Type, r: f64, w: u32) -> Option<Value> {
    let r = if w == 32 { f64::from(r as f32) } else { r };
    let subnormal = if w == 32 {
        (r as f32).is_subnormal()
    } else {
        r.is_subnormal()
    };
    (!r.is_nan() && !subnormal).then(|| Value::Const(m.const_float(ty, r)))
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

/// A half or bfloat constant's value, when it is normal or zero.
fn small_normal_or_zero(m: &Module, v: Value) -> Option<f64> {
    let ConstData::Float { ty, bits } = *m.consts.get(v.as_const()?) else {
        return None;
    };
    let bits = u16::try_from(bits).ok()?;
    small_is_normal_or_zero(m, ty, bits)?.then(|| match m.types.get(ty) {
        TypeData::Half => small_float::half_to_f64(bits),
        _ => small_float::bfloat_to_f64(bits),
    })
}

/// `x` rounded to half or bfloat `ty` (to nearest even, as `cvt.rn.f16.f32`
/// and `cvt.rn.bf16.f32`), when the result is normal or zero: `(__half)0.5f`
/// is a constant, not a `cvt` run by every thread. Subnormal and infinite
/// results stay conversions (flush-to-zero modes treat them apart).
fn small_normal_result(m: &mut Module, ty: Type, x: f64) -> Option<Value> {
    let c = m.const_float(ty, x);
    let ConstData::Float { bits, .. } = *m.consts.get(c) else {
        return None;
    };
    small_is_normal_or_zero(m, ty, u16::try_from(bits).ok()?)?.then_some(Value::Const(c))
}

/// Whether a half or bfloat bit pattern is a normal number or a zero
/// (`None` for other types).
fn small_is_normal_or_zero(m: &Module, ty: Type, bits: u16) -> Option<bool> {
    let (exp, max) = match m.types.get(ty) {
        TypeData::Half => ((bits >> 10) & 0x1F, 0x1F),
        TypeData::BFloat => ((bits >> 7) & 0xFF, 0xFF),
        _ => return None,
    };
    Some(bits & 0x7FFF == 0 || (exp != 0 && exp != max))
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
