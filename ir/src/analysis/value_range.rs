//! Upper bounds of unsigned integer values, from what the operations and the
//! hardware guarantee: `threadIdx.x` is below 1024 (a block has at most 1024
//! threads, 64 along z), `x & 255` is at most 255, `x % 10` at most 9, and
//! sums, products and shifts of bounded values are bounded while they fit.
//! Signed values known non-negative (`ptxc_ir::analysis::non_negative`: loop
//! counters counting up from 0, thread indices) are bounded too: `k % 2` is at
//! most 1. Used to show that an unsigned `4 * i + 1` cannot wrap (gep-offsets)
//! and to bound the trip counts of loops (loop-unroll).

use super::non_negative_within;
use crate::fold::integer::mask;
use crate::{Function, Intrinsic, Module, Opcode, Value};

/// How deep the walk through operands goes.
const MAX_DEPTH: u32 = 8;

/// The largest value `v` (an integer of at most 64 bits) can have, read as
/// unsigned, if known below its type's maximum.
pub fn unsigned_max(m: &Module, f: &Function, v: Value) -> Option<u128> {
    bound(m, f, v, MAX_DEPTH)
}

/// The bits of `v` if it is an integer constant.
fn int_const(m: &Module, v: Value) -> Option<u128> {
    m.consts.as_int(v.as_const()?)
}

fn bound(m: &Module, f: &Function, v: Value, depth: u32) -> Option<u128> {
    let width = m.types.int_bits(m.known_value_type(f, v)?)?;
    if width > 64 {
        return None;
    }
    if let Some(c) = int_const(m, v) {
        return Some(c);
    }
    if depth == 0 {
        return None;
    }
    let i = v.as_inst()?;
    let ops = f.operands(i);
    let arg = |k: usize| bound(m, f, ops[k], depth - 1);
    let fits = |x: u128| (x <= mask(width)).then_some(x);
    match f.inst(i).opcode() {
        Opcode::Call => {
            let Some(Value::Func(callee)) = ops.first() else {
                return None;
            };
            special_register_max(m.functions[*callee].intrinsic?)
        }
        Opcode::ZExt => arg(0),
        Opcode::And => match (arg(0), arg(1)) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        },
        Opcode::Or | Opcode::Xor => {
            // Every bit up to the highest one either operand may have.
            let top = arg(0)?.max(arg(1)?);
            let bits = 128 - top.leading_zeros();
            Some(mask(bits.min(width)))
        }
        Opcode::Add => fits(arg(0)?.checked_add(arg(1)?)?),
        Opcode::Mul => fits(arg(0)?.checked_mul(arg(1)?)?),
        Opcode::Shl => {
            let k = int_const(m, ops[1])?;
            let k = u32::try_from(k).ok().filter(|&k| k < width)?;
            fits(arg(0)? << k)
        }
        Opcode::LShr => {
            let k = int_const(m, ops[1])?;
            Some(arg(0)? >> k.min(127))
        }
        Opcode::UDiv => {
            let d = int_const(m, ops[1])?;
            (d != 0).then(|| arg(0)).flatten().map(|x| x / d)
        }
        Opcode::URem => {
            let d = int_const(m, ops[1])?;
            (d != 0).then_some(d - 1)
        }
        Opcode::Select => Some(arg(1)?.max(arg(2)?)),
        // Signed division of a non-negative value by a positive constant is
        // unsigned division (`k % 2` of a loop counter is 0 or 1).
        Opcode::SRem | Opcode::SDiv | Opcode::AShr if non_negative_within(m, f, ops[0], depth - 1) => {
            let d = int_const(m, ops[1])?;
            if d == 0 || d >> (width - 1) & 1 == 1 {
                return None;
            }
            match f.inst(i).opcode() {
                Opcode::SRem => Some(d - 1),
                Opcode::SDiv => arg(0).map(|x| x / d),
                _ => Some(arg(0).unwrap_or(mask(width - 1)) >> d.min(127)),
            }
        }
        // Any other value known non-negative is below 2^(width - 1).
        _ if non_negative_within(m, f, v, depth) => Some(mask(width - 1)),
        _ => None,
    }
}

/// Bounds of the special registers CUDA guarantees (block at most
/// 1024 x 1024 x 64 threads, grid at most 2^31 - 1 x 65535 x 65535 blocks).
fn special_register_max(x: Intrinsic) -> Option<u128> {
    use Intrinsic::*;
    Some(match x {
        TidX | TidY => 1023,
        TidZ => 63,
        NtidX | NtidY => 1024,
        NtidZ => 64,
        CtaidX => (1 << 31) - 2,
        CtaidY | CtaidZ => 65534,
        NctaidX => (1 << 31) - 1,
        NctaidY | NctaidZ => 65535,
        LaneId => 31,
        WarpSize => 32,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse_module, Inst};

    #[test]
    fn bounds_of_thread_indices_and_arithmetic() {
        let m = parse_module(
            "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
             define i32 @f(i32 %x) {\nentry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
             %m = mul i32 %t, 4\n  %a = add i32 %m, 3\n  %b = and i32 %x, 255\n  %r = urem i32 %x, 10\n\
             %s = shl i32 %b, 24\n  %u = shl i32 %b, 25\n  %o = or i32 %b, %r\n  %free = add i32 %x, 1\n\
             %sr = srem i32 %t, 4\n  %sd = sdiv i32 %t, 2\n  %xr = srem i32 %x, 4\n  %nn = add nsw i32 %t, %b\n\
             ret i32 %a\n}\n",
        )
        .expect("parses");
        let f = m.functions.values().find(|f| f.name == "f").expect("f");
        let named = |name: &str| -> Value {
            let entry = f.layout[0];
            let i: Inst = *f.blocks[entry]
                .insts
                .iter()
                .find(|&&i| f.inst_name(i) == Some(name))
                .expect("named");
            Value::Inst(i)
        };
        let at = |name: &str| unsigned_max(&m, f, named(name));
        assert_eq!(at("t"), Some(1023));
        assert_eq!(at("m"), Some(4092));
        assert_eq!(at("a"), Some(4095));
        assert_eq!(at("b"), Some(255));
        assert_eq!(at("r"), Some(9));
        assert_eq!(at("s"), Some(255 << 24));
        assert_eq!(at("u"), None, "255 << 25 does not fit 32 bits");
        assert_eq!(at("o"), Some(255));
        assert_eq!(at("free"), None);
        // Signed division of a non-negative value is unsigned division.
        assert_eq!(at("sr"), Some(3));
        assert_eq!(at("sd"), Some(511));
        assert_eq!(at("xr"), None, "x % 4 may be negative");
        assert_eq!(at("nn"), Some(1278));
    }
}
