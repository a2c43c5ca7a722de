//! `pow(x, y)` of constants whose value is exact: `x` a positive power of two
//! and `y` an integer (`pow(2.0, 23.0)`, `pow(0.5, 23.0)`: the NAS benchmarks'
//! `R23`/`T23` macros), or `y == 0` (whatever `x`) or `x == 1` (1 for every other operand, as
//! C's `pow` defines). The call becomes the constant, as LLVM folds such library
//! calls and nvcc's code shows; an exact result is what every correct `pow`
//! returns, so the fold cannot differ from the call. Left as calls, HeCBench
//! is's `create_seq_gpu_kernel` inlined 47 copies of `pow`, whose helpers then
//! stayed calls taking the addresses of locals (1056 B of stack, nvcc none).
//! Used by instsimplify. Preserves: behaviour.

use ptxc_ir::{ConstData, Function, Inst, Module, TypeData, Value};

/// ptxc's math library's `pow(double, double)` and its accurate `powf` (the
/// `powf` of `-use_fast_math`, `__powf`, is approximate and left alone).
const POW_NAMES: &[&str] = &["_Z3powdd", "_Z20__ptxc_accurate_powfff"];

/// The value of call `i` to `pow` when its constant operands make it exact.
pub(super) fn fold(m: &mut Module, f: &Function, i: Inst, ops: &[Value]) -> Option<Value> {
    let [Value::Func(callee), x, y] = ops else { return None };
    if !POW_NAMES.contains(&m.functions[*callee].name.as_str()) {
        return None;
    }
    let y = float_const(m, *y)?;
    let x = if y == 0.0 { 1.0 } else { float_const(m, *x)? };
    let ty = f.inst(i).ty;
    let (min_exp, max_exp) = match m.types.get(ty) {
        TypeData::Double => (-1022, 1023),
        TypeData::Float => (-126, 127),
        _ => return None,
    };
    let value = if y == 0.0 || x == 1.0 {
        1.0
    } else {
        let k = power_of_two(x)?;
        if y.fract() != 0.0 || y.abs() > 4096.0 {
            return None;
        }
        let e = k * y as i64;
        if !(min_exp..=max_exp).contains(&e) {
            return None;
        }
        2f64.powi(e as i32)
    };
    Some(Value::Const(m.const_float(ty, value)))
}

/// A float or double constant as an `f64` (exactly: a `float` widens without rounding).
fn float_const(m: &Module, v: Value) -> Option<f64> {
    let ConstData::Float { ty, bits } = m.consts.get(v.as_const()?).clone() else {
        return None;
    };
    match m.types.get(ty) {
        TypeData::Double => Some(f64::from_bits(bits)),
        TypeData::Float => Some(f64::from(f32::from_bits(bits as u32))),
        _ => None,
    }
}

/// `k` when `x` is exactly `2^k` (positive, normal).
fn power_of_two(x: f64) -> Option<i64> {
    let bits = x.to_bits();
    let exponent = ((bits >> 52) & 0x7ff) as i64;
    let positive_normal = bits >> 63 == 0 && exponent != 0 && exponent != 0x7ff;
    (positive_normal && bits & ((1u64 << 52) - 1) == 0).then_some(exponent - 1023)
}
