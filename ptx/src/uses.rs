//! Use counts of a function's values, split into address uses (the
//! pointer of a load, store or atomic, the base of a GEP or address-space cast,
//! which can take a folded `[base+offset]`) and all other uses (which
//! need the value in a register).

use cranelift_entity::SecondaryMap;
use ir::{Function, Inst, Intrinsic, Module, Opcode, TypeData, TypeStore, Value};
use smallvec::SmallVec;

/// Use counts of instructions and arguments.
#[derive(Clone, Debug, Default)]
pub struct Uses {
    /// All uses of each instruction's result.
    pub count: SecondaryMap<Inst, u32>,
    /// Uses that need the value in a register.
    pub value_uses: SecondaryMap<Inst, u32>,
    /// Whether each argument is used.
    pub arg_used: Vec<bool>,
    /// Whether each argument is used other than as an address.
    pub arg_value_used: Vec<bool>,
    /// Uses of an `sext`/`zext i32 -> i64` as a GEP index or as the value a
    /// constant multiplies or shifts ([`widening_multiply`]), which selection
    /// folds into `mul.wide.s32`/`mul.wide.u32` on the i32 source.
    pub wide_index_uses: SecondaryMap<Inst, u32>,
    /// Uses of a `trunc` to i8/i16 by a `sext`/`zext` back to the width it
    /// came from, which selection performs on the wide source directly.
    pub round_trip_uses: SecondaryMap<Inst, u32>,
    /// An 8- or 16-bit load whose one use is a `zext`/`sext` to 32 or 64 bits:
    /// that extension, which the load performs itself (`ld.global.u8 %rd1`
    /// writes the byte zero-extended into a 64-bit register, PTX ISA
    /// "Operand Size Exceeding Instruction-Type Size").
    pub widened_loads: rustc_hash::FxHashMap<Inst, Inst>,
}

/// When `i` is `sext`/`zext` of `trunc x to i8/i16` back to `x`'s width (32
/// or 64 bits): that `trunc`.
pub fn narrow_round_trip(f: &Function, types: &TypeStore, i: Inst) -> Option<Inst> {
    let d = f.inst(i);
    if !matches!(d.opcode(), Opcode::SExt | Opcode::ZExt) {
        return None;
    }
    let Some(&Value::Inst(t)) = f.operands(i).first() else {
        return None;
    };
    if f.inst(t).opcode() != Opcode::Trunc {
        return None;
    }
    let src_bits = match f.operands(t).first()? {
        Value::Inst(s) => types.int_bits(f.inst(*s).ty)?,
        Value::Arg(n) => match f.ty.map(|ty| types.get(ty)) {
            Some(TypeData::Function { params, .. }) => types.int_bits(*params.get(*n as usize)?)?,
            _ => return None,
        },
        _ => return None,
    };
    let narrow = types.int_bits(f.inst(t).ty)?;
    let wide = types.int_bits(d.ty)?;
    (matches!(narrow, 8 | 16) && matches!(wide, 32 | 64) && src_bits == wide).then_some(t)
}

/// When `i` is `zext`/`sext` to i32/i64 of a non-volatile, non-atomic i8/i16
/// load: that load.
fn extended_narrow_load(f: &Function, types: &TypeStore, i: Inst) -> Option<Inst> {
    let d = f.inst(i);
    if !matches!(d.opcode(), Opcode::SExt | Opcode::ZExt) {
        return None;
    }
    let load = f.operands(i).first()?.as_inst()?;
    let l = f.inst(load);
    let plain = !l.header.flags.has(ir::InstFlags::VOLATILE) && l.header.flags.ordering() == ir::Ordering::NotAtomic;
    let narrow = types.int_bits(l.ty)?;
    let wide = types.int_bits(d.ty)?;
    (l.opcode() == Opcode::Load && plain && matches!(narrow, 8 | 16) && matches!(wide, 32 | 64)).then_some(load)
}

/// How a GEP index that widens an i32 is scaled: `mul.wide.s32` on the
/// source of a `sext`, `mul.wide.u32` on the source of a `zext`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WideIndex {
    /// The index is `sext i32 %x to i64`.
    Signed,
    /// The index is `zext i32 %x to i64`.
    Unsigned,
}

/// When `i` is `sext`/`zext i32 %x to i64`: which of the two.
pub fn wide_index_from_i32(f: &Function, types: &TypeStore, i: Inst) -> Option<WideIndex> {
    let kind = match f.inst(i).opcode() {
        Opcode::SExt => WideIndex::Signed,
        Opcode::ZExt => WideIndex::Unsigned,
        _ => return None,
    };
    widens_i32_to_i64(f, types, i).then_some(kind)
}

/// `mul i64 (ext i32 %x), C` or `shl i64 (ext i32 %x), k` that one widening
/// multiply computes exactly: (`%x`, how it was extended, the factor). The
/// product of a 32-bit value and a factor that fits in 32 bits (31 when
/// signed) needs no more than 64 bits, so `mul.wide.u32 %x, C` (or `.s32`)
/// equals the 64-bit multiply or shift of the extended value.
pub fn widening_multiply(m: &Module, f: &Function, i: Inst) -> Option<(Value, WideIndex, i64)> {
    let op = f.inst(i).opcode();
    if !matches!(op, Opcode::Mul | Opcode::Shl) {
        return None;
    }
    let [mut a, mut b] = [*f.operands(i).first()?, *f.operands(i).get(1)?];
    if op == Opcode::Mul && a.as_const().is_some() {
        (a, b) = (b, a);
    }
    let ext = a.as_inst()?;
    let kind = wide_index_from_i32(f, &m.types, ext)?;
    let c = m.consts.as_int(b.as_const()?)?;
    let factor = match op {
        Opcode::Shl if c < 31 => 1u128 << c,
        Opcode::Shl => return None,
        _ => c,
    };
    let limit = match kind {
        WideIndex::Unsigned => u128::from(u32::MAX),
        WideIndex::Signed => i32::MAX as u128,
    };
    // Factors 0 and 1 are folded or are a plain `cvt`.
    (2..=limit)
        .contains(&factor)
        .then(|| (f.operands(ext)[0], kind, factor as i64))
}

/// True when the single operand of `i` is an i32 and `i` is an i64.
fn widens_i32_to_i64(f: &Function, types: &TypeStore, i: Inst) -> bool {
    let d = f.inst(i);
    let src_ty = match f.operands(i).first() {
        Some(Value::Inst(s)) => Some(f.inst(*s).ty),
        Some(Value::Arg(n)) => match f.ty.map(|t| types.get(t)) {
            Some(TypeData::Function { params, .. }) => params.get(*n as usize).copied(),
            _ => None,
        },
        _ => None,
    };
    src_ty.and_then(|t| types.int_bits(t)) == Some(32) && types.int_bits(d.ty) == Some(64)
}

/// True when operand `index` of an `op` instruction is an address it can fold.
pub fn is_address_use(op: Opcode, index: usize) -> bool {
    matches!(
        (op, index),
        (Opcode::Load, 0)
            | (Opcode::Store, 1)
            | (Opcode::GetElementPtr, 0)
            | (Opcode::AddrSpaceCast, 0)
            | (Opcode::AtomicRmw, 0)
            | (Opcode::CmpXchg, 0)
    )
}

/// The intrinsic a call `i` calls (`Memcpy` for `llvm.memcpy.p0.p0.i64`).
fn callee_intrinsic(m: &Module, f: &Function, i: Inst) -> Option<Intrinsic> {
    if f.inst(i).opcode() != Opcode::Call {
        return None;
    }
    let Some(Value::Func(callee)) = f.operands(i).first() else {
        return None;
    };
    m.functions[*callee].intrinsic
}

/// Operand indices of call `i` that are pointers the call only uses as
/// addresses: the pointers of the `memcpy`/`memmove`/`memset`/`lifetime.*` intrinsics and
/// by-value aggregate arguments (copied into `.param` from their address).
pub fn address_args(m: &Module, f: &Function, i: Inst) -> SmallVec<[usize; 4]> {
    let mut out = SmallVec::new();
    if f.inst(i).opcode() != Opcode::Call {
        return out;
    }
    match callee_intrinsic(m, f, i) {
        Some(Intrinsic::Memcpy | Intrinsic::Memmove) => out.extend([1, 2]),
        Some(Intrinsic::Memset) => out.push(1),
        Some(Intrinsic::Lifetime) => out.push(2),
        _ => {}
    }
    if let Some(Value::Func(callee)) = f.operands(i).first() {
        let attrs = &m.functions[*callee].param_attrs;
        out.extend((0..attrs.len()).filter(|&n| attrs[n].byval.is_some()).map(|n| n + 1));
    }
    out
}

/// True when call `i` writes through its operand `index` (a memory intrinsic's destination).
pub fn writes_through(m: &Module, f: &Function, i: Inst, index: usize) -> bool {
    index == 1
        && matches!(
            callee_intrinsic(m, f, i),
            Some(Intrinsic::Memcpy | Intrinsic::Memmove | Intrinsic::Memset)
        )
}

impl Uses {
    /// Counts the uses in `f`.
    pub fn compute(m: &Module, f: &Function, num_args: usize) -> Uses {
        let types = &m.types;
        let mut u = Uses {
            arg_used: vec![false; num_args],
            arg_value_used: vec![false; num_args],
            ..Uses::default()
        };
        // Filled to the function's length first: growing a table an entry at a
        // time on writes was a slow path per instruction (issue 46).
        let n = f.insts.len();
        for table in [
            &mut u.count,
            &mut u.value_uses,
            &mut u.wide_index_uses,
            &mut u.round_trip_uses,
        ] {
            table.resize(n);
        }
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                let op = f.inst(i).opcode();
                if let Some(load) = extended_narrow_load(f, types, i) {
                    u.widened_loads.insert(load, i);
                }
                let call_addrs = address_args(m, f, i);
                // Per instruction, not per operand.
                let widening = widening_multiply(m, f, i).map(|(src, ..)| src);
                let round_trip = narrow_round_trip(f, types, i);
                for (k, v) in f.operands(i).iter().enumerate() {
                    let addr = is_address_use(op, k) || call_addrs.contains(&k);
                    match *v {
                        Value::Inst(d) => {
                            u.count[d] += 1;
                            let widened_index = op == Opcode::GetElementPtr && k > 0;
                            let widened_factor = widening.is_some_and(|src| f.operands(d).first() == Some(&src));
                            if (widened_index || widened_factor) && wide_index_from_i32(f, types, d).is_some() {
                                u.wide_index_uses[d] += 1;
                            }
                            if round_trip == Some(d) {
                                u.round_trip_uses[d] += 1;
                            }
                            if !addr {
                                u.value_uses[d] += 1;
                            }
                        }
                        Value::Arg(n) => {
                            if let Some(slot) = u.arg_used.get_mut(n as usize) {
                                *slot = true;
                            }
                            if !addr {
                                if let Some(slot) = u.arg_value_used.get_mut(n as usize) {
                                    *slot = true;
                                }
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
        let count = &u.count;
        u.widened_loads.retain(|&load, _| count[load] == 1);
        u
    }
}
