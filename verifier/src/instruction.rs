//! The instruction layer: CPU-only instructions, allocas, atomic and
//! tensor-memory loads/stores, fences, cmpxchg, atomicrmw widths and
//! spaces, conditional-branch conditions, address-space casts, the `unroll`
//! pragma on calls, direct calls' arguments against the callee's type,
//! operand types of inline assembly. Intrinsic calls go on to [`crate::intrinsic`].

use crate::values::{addrspace_of, type_of};
use crate::{intrinsic, messages as msg, Checker};
use ptxc_ir::{ConstData, FuncId, Function, Inst, MdData, Opcode, Ordering, TypeData, Value};

/// Instructions NVVM rejects (exception handling, computed gotos); the
/// message names each by its mnemonic.
pub const UNSUPPORTED: &[Opcode] = &[Opcode::IndirectBr, Opcode::Invoke, Opcode::Resume, Opcode::LandingPad];

/// Largest alloca alignment NVVM accepts (2^23 bytes).
pub const MAX_ALLOCA_ALIGN: u32 = 1 << 23;

/// Tensor memory (sm_100+), reachable only through intrinsics.
pub const TENSOR_MEMORY_AS: u32 = 6;

/// Spaces an atomic (cmpxchg, atomicrmw) may address: generic, global, shared.
pub const ATOMIC_SPACES: &[u32] = &[0, 1, 3];

/// Spaces an `addrspacecast` may name: generic and the NVPTX memory spaces
/// a generic pointer can map to (global, shared, constant, local, shared
/// cluster, param). Tensor memory is reached only through intrinsics, and the
/// internal spaces (25, 53) never appear in input IR.
pub const CASTABLE_SPACES: &[u32] = &[0, 1, 3, 4, 5, 7, 101];

/// Attachment kind of source pragmas on calls (`call void @f(), !pragma !N`).
pub const PRAGMA_KIND: &str = "pragma";

/// A direct call passes what its callee's type takes: as many arguments
/// (at least as many for a variadic callee), each of its parameter's type.
/// The IR syntax lets a call name its own function type, so a mismatch
/// parses; NVVM rejects it here. One form is ptxc's calling convention, not a
/// mismatch: a record passed by value through a function pointer travels as
/// the record's value, and when the pointer resolves to a function whose
/// parameter is `ptr byval(%T)`, that value of type `%T` fills the parameter's
/// `.param` array as its address would.
fn check_call_signature(cx: &mut Checker, f: FuncId, func: &Function, i: Inst, callee: FuncId, args: &[Value]) {
    let m = cx.m;
    let Some(c) = m.functions.get(callee) else { return };
    let Some(TypeData::Function { params, vararg, .. }) = c.ty.map(|t| m.types.get(t)) else {
        return;
    };
    let count_ok = if *vararg {
        args.len() >= params.len()
    } else {
        args.len() == params.len()
    };
    if !count_ok {
        cx.inst_error(f, i, msg::CALL_ARGUMENT_COUNT);
        return;
    }
    let fits = |k: usize, arg: Value, param: ptxc_ir::Type| match arg {
        Value::Global(g) => m.types.ptr_addrspace(param) == Some(m.globals[g].addrspace),
        Value::Func(_) => m.types.ptr_addrspace(param) == Some(0),
        _ => type_of(m, func, arg).is_none_or(|t| {
            t == param
                || c.param_attrs
                    .get(k)
                    .and_then(|a| a.byval)
                    .is_some_and(|record| record == t)
        }),
    };
    if !args.iter().zip(params).enumerate().all(|(k, (&a, &p))| fits(k, a, p)) {
        cx.inst_error(f, i, msg::CALL_ARGUMENT_TYPE);
    }
}

/// A non-intrinsic call may carry `!pragma !{!"<name>", ...}`; NVVM rejects
/// the `unroll` pragma there (loops carry `!llvm.loop` unroll counts instead).
fn check_call_pragma(cx: &mut Checker, f: FuncId, func: &Function, i: Inst) {
    let Some(node) = func.metadata(i, PRAGMA_KIND) else {
        return;
    };
    let m = cx.m;
    let first = m.md.operands(node).first().copied().flatten();
    if matches!(first.map(|n| m.md.get(n)), Some(MdData::String(s)) if s == "unroll") {
        cx.inst_error(f, i, msg::PRAGMA_UNROLL);
    }
}

/// True for the types an inline-assembly operand or result may have.
fn is_asm_type(m: &ptxc_ir::Module, t: ptxc_ir::Type) -> bool {
    match m.types.get(t) {
        TypeData::Int(bits) => INLINE_ASM_INT_BITS.contains(bits),
        TypeData::Float | TypeData::Double => true,
        _ => false,
    }
}

/// Integer widths inline assembly accepts (NVVM tests a bit mask of them).
pub const INLINE_ASM_INT_BITS: &[u32] = &[1, 8, 16, 32, 64];

/// Every operand and result of inline assembly (each field of a struct
/// result, one per output) must be i1/i8/i16/i32/i64/float/double;
/// pointers go through `ptrtoint` first. One error per call.
fn check_inline_asm(cx: &mut Checker, f: FuncId, func: &Function, i: Inst) {
    let m = cx.m;
    let ret = func.inst(i).ty;
    let mut results = match m.types.get(ret) {
        TypeData::Void => Vec::new(),
        TypeData::Struct { fields, .. } => fields.clone(),
        _ => vec![ret],
    };
    results.retain(|&t| !is_asm_type(m, t));
    // Globals and functions have no type handle here; they are pointers.
    let bad_arg = func.operands(i)[1..].iter().any(|&v| match type_of(m, func, v) {
        Some(t) => !is_asm_type(m, t),
        None => addrspace_of(m, func, v).is_some(),
    });
    if !results.is_empty() || bad_arg {
        cx.inst_error(f, i, msg::INLINE_ASM_TYPE);
    }
}

/// The constant behind operand `v`, if it is one.
fn const_of(m: &ptxc_ir::Module, v: Value) -> Option<&ConstData> {
    match v {
        Value::Const(c) => Some(m.consts.get(c)),
        _ => None,
    }
}

/// Checks one instruction.
pub fn verify(cx: &mut Checker, f: FuncId, func: &Function, i: Inst) {
    let data = func.inst(i);
    let opcode = data.opcode();
    if UNSUPPORTED.contains(&opcode) {
        cx.inst_error(f, i, msg::unsupported_instruction(opcode.mnemonic()));
        return;
    }
    let ops = func.operands(i);
    let m = cx.m;
    match opcode {
        Opcode::Alloca => {
            if data.align > MAX_ALLOCA_ALIGN {
                cx.inst_error(f, i, msg::HUGE_ALIGNMENT);
            }
            if m.types.ptr_addrspace(data.ty).is_some_and(|a| a != 0) {
                cx.inst_error(f, i, msg::ALLOCA_ADDRSPACE);
            }
        }
        Opcode::Load | Opcode::Store => {
            if data.header.flags.ordering() != Ordering::NotAtomic {
                cx.inst_error(f, i, msg::ATOMIC_LOAD_STORE);
            }
            let ptr = if opcode == Opcode::Load {
                ops.first()
            } else {
                ops.get(1)
            };
            if ptr.and_then(|&p| addrspace_of(m, func, p)) == Some(TENSOR_MEMORY_AS) {
                cx.inst_error(f, i, msg::TENSOR_MEMORY_LOAD_STORE);
            }
        }
        Opcode::Fence => {
            if !cx.opts.unified_nvvm_ir {
                cx.inst_error(f, i, msg::unsupported_instruction("fence"));
            } else if !matches!(data.header.flags.ordering(), Ordering::AcqRel | Ordering::SeqCst) {
                cx.inst_error(f, i, msg::FENCE_ORDERING);
            }
        }
        Opcode::CmpXchg => {
            let ty = data.aux_ty.or_else(|| ops.get(1).and_then(|&v| type_of(m, func, v)));
            let bits = ty.and_then(|t| m.types.int_bits(t));
            if !matches!(bits, Some(32 | 64 | 128)) {
                cx.inst_error(f, i, msg::CMPXCHG_TYPE);
            } else if bits == Some(128) && cx.opts.sm <= 89 {
                cx.inst_error(f, i, msg::ATOMICS_128B);
            }
            let space = ops.first().and_then(|&p| addrspace_of(m, func, p));
            if !space.is_some_and(|s| ATOMIC_SPACES.contains(&s)) {
                cx.inst_error(f, i, msg::CMPXCHG_ADDRSPACE);
            }
        }
        Opcode::AtomicRmw => {
            let ty = data.aux_ty.or_else(|| ops.get(1).and_then(|&v| type_of(m, func, v)));
            if let Some(t) = ty {
                if cx.opts.sm <= 89 {
                    if matches!(m.types.get(t), TypeData::Vector { .. }) {
                        cx.inst_error(f, i, msg::VECTOR_ATOMICS);
                    } else if m.types.int_bits(t) == Some(128) {
                        cx.inst_error(f, i, msg::ATOMICS_128B);
                    }
                }
            }
            let space = ops.first().and_then(|&p| addrspace_of(m, func, p));
            if !space.is_some_and(|s| ATOMIC_SPACES.contains(&s)) {
                cx.inst_error(f, i, msg::ATOMICRMW_ADDRSPACE);
            }
        }
        Opcode::CondBr => {
            let cond = ops.first().and_then(|&c| type_of(m, func, c));
            if cond.is_some_and(|t| m.types.int_bits(t) != Some(1)) {
                cx.inst_error(f, i, msg::BRANCH_CONDITION_NOT_I1);
            }
        }
        Opcode::AddrSpaceCast => {
            let from = ops.first().and_then(|&p| addrspace_of(m, func, p));
            let to = m.types.ptr_addrspace(data.ty);
            if let (Some(a), Some(b)) = (from, to) {
                if !CASTABLE_SPACES.contains(&a) || !CASTABLE_SPACES.contains(&b) {
                    cx.inst_error(f, i, msg::ADDRSPACECAST_OUT_OF_RANGE);
                } else if a != 0 && b != 0 && a != b {
                    cx.inst_error(f, i, msg::ADDRSPACECAST_NON_GENERIC);
                }
            }
        }
        Opcode::Call => {
            let intrinsic_name = match ops.first() {
                Some(&Value::Func(callee)) => m.functions.get(callee).map(|t| t.name.as_str()),
                _ => None,
            }
            .filter(|n| ptxc_ir::intrinsics::is_intrinsic_name(n));
            match intrinsic_name {
                Some(name) => intrinsic::verify_call(cx, f, func, i, name, &ops[1..]),
                None => {
                    check_call_pragma(cx, f, func, i);
                    if let Some(&Value::Func(callee)) = ops.first() {
                        check_call_signature(cx, f, func, i, callee, &ops[1..]);
                    }
                }
            }
            if ops
                .first()
                .and_then(|&v| const_of(m, v))
                .is_some_and(|c| matches!(c, ConstData::InlineAsm(_)))
            {
                check_inline_asm(cx, f, func, i);
            }
        }
        _ => {}
    }
}
