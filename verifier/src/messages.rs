//! Every diagnostic the verifier prints, as one table of exact strings.
//!
//! Downstream tools match on these texts, so they are byte-identical to
//! NVIDIA's NVVM verifier (typos included: "instrinsic"). Messages with a
//! variable part are built by the small functions at the end.

// A message constant's value is its documentation: the exact text, grouped by
// layer below. Functions building messages with a variable part are documented.
#![allow(missing_docs)]

// Module layer.
pub const INVALID_TRIPLE: &str = "Invalid target triple";
pub const EMPTY_DATA_LAYOUT: &str = "Empty target data layout, must exist";
pub const EXAMPLE_DATA_LAYOUT: &str = "Example valid data layout:";
pub const TEXSURF_GLOBAL_AS: &str = "Texture/surface variables must be global address space";
pub const SREG_OVERLOAD: &str = "Unsupported overloaded declaration of llvm.nvvm.read.sreg intrinsic";

// Function layer.
pub const CLUSTER_PRE_HOPPER: &str =
    "Cluster dimensions and cluster maximum blocks are not supported on pre-Hopper Architectures";
pub const CLUSTER_NON_KERNEL: &str =
    "Cluster dimensions and cluster maximum blocks are only allowed for kernel functions";
pub const CLUSTER_PARTIAL_ZERO: &str =
    "If any cluster dimension is specified as 0 then all other dimensions must be specified as 0";
pub const CLUSTER_ZERO_MAX_BLOCKS: &str = "Cluster maximum blocks must be non-zero";
pub const NARROW_PARAM: &str = "Integer parameter less than 32-bits without sext/zext flag";
pub const NARROW_RETURN: &str = "Integer return less than 32-bits without sext/zext flag";
pub const INREG_IGNORED: &str = "InReg attribute on parameter will be ignored";
pub const NEST_IGNORED: &str = "Nest attribute on parameter will be ignored";
pub const EXPLICIT_ALIGNMENT: &str = "Explicit alignment is not allowed.";
pub const PREFIX_DATA: &str = "Prefix data is not allowed.";
pub const PROLOGUE_DATA: &str = "Prologue data is not allowed.";
pub const PERSONALITY: &str = "Personality function is not allowed.";
pub const GC_NAMES: &str = "GC names are not supported.";
pub const NON_VOID_ENTRY: &str = "non-void entry function.";
pub const ENTRY_WITH_PARAMS: &str = "entry function with parameters.";
pub const NON_VOID_EXIT_HANDLER: &str = "non-void exit handler function.";
pub const EXIT_HANDLER_WITH_PARAMS: &str = "exit handler function with parameters.";

/// Function attributes NVVM rejects, each with its diagnostic.
pub const REJECTED_FN_ATTRS: &[(&str, &str)] = &[
    ("builtin", "builtin function attribute is not supported."),
    ("jumptable", "jumptable function attribute is not supported."),
    ("naked", "naked function attribute is not supported."),
    ("nobuiltin", "nobuiltin function attribute is not supported."),
    (
        "noimplicitfloat",
        "noimplicitfloat function attribute is not supported.",
    ),
    ("noredzone", "noredzone function attribute is not supported."),
    ("nonlazybind", "nonlazybind function attribute is not supported."),
    ("returns_twice", "returns_twice function attribute is not supported."),
    ("safestack", "safestack function attribute is not supported."),
    (
        "sanitize_address",
        "sanitize_address function attribute is not supported.",
    ),
    (
        "sanitize_memory",
        "sanitize_memory function attribute is not supported.",
    ),
    (
        "sanitize_thread",
        "sanitize_thread function attribute is not supported.",
    ),
    ("ssp", "ssp function attribute is not supported."),
    ("sspreq", "sspreq function attribute is not supported."),
    ("sspstrong", "sspstrong function attribute is not supported."),
    ("alignstack", "alignstack function attribute is not supported."),
    ("uwtable", "uwtable function attribute is not supported."),
];

// Instruction layer.
pub const PRAGMA_UNROLL: &str = "pragma unroll is not supported. Please use llvm.loop.unroll.count instead";
pub const ALLOCA_ADDRSPACE: &str = "Allocas are not supported on address spaces except Generic";
pub const ATOMIC_LOAD_STORE: &str = "Atomic loads/stores are not supported";
pub const TENSOR_MEMORY_LOAD_STORE: &str = "Tensor Memory loads/stores are not supported";
pub const CMPXCHG_TYPE: &str = "Atomic operations on non-i32/i64/i128 types are not supported";
pub const CMPXCHG_ADDRSPACE: &str = "cmpxchg pointer operand must point to generic, global, or shared address space";
pub const ADDRSPACECAST_NON_GENERIC: &str = "Cannot cast non-generic pointer to different non-generic pointer";
/// No text in the document ("source and target AS are in range"); this is
/// the NVPTX backend's wording for the same condition.
pub const ADDRSPACECAST_OUT_OF_RANGE: &str = "Bad address space in addrspacecast";
/// No text in the document ("atomicrmw: address space validation"); worded
/// as the cmpxchg rule, which checks the same spaces.
pub const ATOMICRMW_ADDRSPACE: &str =
    "atomicrmw pointer operand must point to generic, global, or shared address space";
/// LLVM's structural verifier text, which the document's opcode table cites.
pub const BRANCH_CONDITION_NOT_I1: &str = "Branch condition is not 'i1' type!";
/// LLVM's structural verifier texts for a direct call that does not fit its
/// callee's type (the document's opcode table: the call variant "validates
/// callee type signature", without giving a text).
pub const CALL_ARGUMENT_COUNT: &str = "Incorrect number of arguments passed to called function!";
pub const CALL_ARGUMENT_TYPE: &str = "Call parameter type does not match function signature!";
pub const ATOMICS_128B: &str = "128b atomics not supported on this architecture!";
pub const VECTOR_ATOMICS: &str = "vector atomics not supported on this architecture!";

// Intrinsic layer: constant arguments.
pub const ARG0_NOT_CONSTANT: &str = "arg0 of intrinsic not constant";
pub const OP0_NOT_CONSTANT: &str = "op0 of intrinsic not constant";
pub const OP1_NOT_CONSTANT: &str = "op1 of intrinsic not constant";
pub const FLAG_NOT_IMMEDIATE: &str = "Flag argument must be an immediate.";
pub const TASK_ID_NOT_CONSTANT: &str = "the task_id parameter must be constant";
pub const MASK_NOT_CONSTANT: &str = "the mask parameter must be constant";
pub const MODE_NOT_CONSTANT: &str = "Mode operand must be constant";

// Intrinsic layer: mode words.
pub const ROUNDING_MODE: &str = "rounding mode not a valid value";
pub const SRC_SUBWORD_MODE: &str = "src subword mode not a valid value";
pub const DEST_SUBWORD_MODE: &str = "dest subword mode not a valid value";
pub const RESERVED_FLAG_BITS: &str = "reserved flag bits used";

// Intrinsic layer: address spaces.
pub const PTR_NOT_GLOBAL: &str = "pointer address space not global";
pub const ARG1_INVALID_AS: &str = "arg1 invalid addrspace";
pub const ARG0_NOT_POINTER: &str = "arg0 of intrinsic not pointer";
pub const OPERAND_NOT_CONSTANT_AS: &str = "Operand must be in constant address space";
pub const MEMCPY_CONSTANT_AS: &str = "memmove/memcpy cannot target constant address space";
pub const MEMSET_CONSTANT_AS: &str = "memset cannot point to constant address space";
pub const STACKRESTORE_AS: &str = "llvm.nvvm.stackrestore is only supported with local address space pointers";
pub const STACKSAVE_AS: &str = "llvm.nvvm.stacksave is only supported with local address space pointers";
pub const BARRIER_SHARED: &str = "Barrier pointer must be in shared memory space";
pub const ADDRSPACE_CVT_INTRINSIC: &str = "nvvm address space conversion intrinsics are not supported. Please use addrspacecast instruction for address space conversions";

// Intrinsic layer: types.
pub const BSWAP_TYPE: &str = "Invalid type for bswap, need i16, i32, or i64";
pub const CTPOP_TYPE: &str = "Invalid type for ctpop/ctlz/cttz, need i8, i16, i32, or i64";
pub const OVERFLOW_TYPE: &str = "Invalid type for arithmetic overflow intrinsic, need i16, i32, or i64";
pub const INLINE_ASM_TYPE: &str = "Invalid type in inline assembly, must be i1, i8, i16, i32, i64, float, or double";

// Intrinsic layer: SM gates.
pub const CVT_VOLTA: &str = "this instrinsic is only supported for Volta (sm_72)+";
pub const CVT_TYPE_TURING: &str = "conversion type only supported for Turing (sm_75)+";
pub const CVT_ADA: &str = "this instrinsic is only supported for Ada (sm_89)+";
pub const HOPPER_ONLY: &str = "this intrinsic is only supported for Hopper+";
pub const POINTER_64_ONLY: &str = "this intrinsic is only supported when pointer size is >= 64 bits";
pub const OFFSET_BINDLESS: &str = ".offset.bindless intrinsics are not supported on pre-Blackwell architectures";
pub const F32X2: &str = "F32x2 intrinsics are not supported on this architecture";

// Intrinsic layer: atomics.
pub const ATOMIC_CAS_OPCODE: &str = "the opcode of atomic_cas must be CAS";
pub const ATOMIC_RMW_OPCODE: &str = "the opcode of atomic_rmw must not be CAS, CAST or CAST_SPIN";
pub const ATOMIC_CAST_OPCODE: &str = "the opcode of atomic_cast must be CAST or CAST_SPIN";
pub const ATOMIC_CAST_TYPE: &str = "atomic.cast only overloads on i32 and i64";
pub const ATOMIC_CAST_SHARED: &str = "atomic.cast is only allowed on shared pointers";
pub const ATOMIC_CAST_ORDERED: &str = "atomic.cast works on shared memory, so cannot be ordered";
pub const ATOMIC_VECTOR_FADD: &str = "the opcode of atomic_rmw_v2f32 and atomic_rmw_v4f32 must be FADD";
pub const GLOBAL_ORDERING_AS: &str = "Global ordering on atomics is only allowed on generic/global pointers";
pub const ORDERING_MODE: &str = "ordering mode not a valid value";
pub const SCOPE_MODE: &str = "scope mode not a valid value";
pub const RMW_ORDERING: &str = "unsupported ordering for nvvm.atomic.rmw";
pub const CACHE_HINT: &str = "Cache operation hint not a valid value";
pub const OPERATION_MODE: &str = "operation mode not a valid value";

// Intrinsic layer: nvvm.red.
pub const RED_AS: &str = "Invalid address space for nvvm.red";
pub const RED_PTR_AS: &str = "Invalid address space for pointer operand in nvvm.red";
pub const RED_OP: &str = "Invalid reduction op for nvvm.red";
pub const RED_TYPE_FIELD: &str = "Invalid reduction type for nvvm.red";
pub const RED_OP_TYPE: &str = "Invalid op and type combination for nvvm.red";
pub const RED_VECTOR_LEN: &str = "Invalid type and vector length for nvvm.red";
pub const RED_IR_TYPE: &str = "Invalid Type for nvvm.red";
pub const RED_ORDERING: &str = "Invalid memory model ordering for nvvm.red";

// Intrinsic layer: fences.
pub const FENCE_OPCODE: &str = "Invalid opcode for nvvm_fence_opcode intrinsic";
pub const FENCE_ORDERING: &str = "Invalid ordering for fence, only acq_rel and seq_cst are supported.";
pub const WAIT_RELAXED: &str = "relaxed memory ordering is not allowed on 'wait' operation";

// Intrinsic layer: setmaxnreg.
pub const SETMAXNREG_RANGE: &str = "reg_count argument to nvvm.setmaxnreg must be within [24, 256]";
pub const SETMAXNREG_MULTIPLE: &str = "reg_count argument to nvvm.setmaxnreg must be in multiples of 8";

// Intrinsic layer: texture/surface.
pub const TEX_DIMENSIONALITY: &str = "dimensionality not a valid value";
pub const TEX_LOD_ADJUST: &str = "LOD Adjust mode not a valid value";
pub const TEX_BINDING_MODE: &str = "Binding Mode is not a valid value";
pub const TEX_BORDER_MODE: &str = "border mode not a valid value";
pub const TEX_ADDRESS_MODE: &str = "address mode not a valid value";
pub const TEX_SCOPE: &str = "scope not a valid value";
pub const TEX_SEMANTIC_MODE: &str = "semantic mode not a valid value";
pub const TEX_QUERY_MODE: &str = "query mode is not a valid value";
pub const TEXSURF_HANDLE: &str =
    "Op0 of nvvm.texsurf.handle must be a metadata wrapper around a tex/surf GlobalVariable";
pub const DESC_DEPRECATED: &str = "Desc parameter is deprecated and should be undef.";

// Intrinsic layer: misc.
pub const SATF_ZERO: &str = "satf operand must be a constant zero";
pub const CONVERGENT_BRANCH_USE: &str = "result of llvm.nvvm.branch.if.convergent and llvm.nvvm.branch.if.all.convergent can only be used by exactly one branch instruction";
pub const CONVERSION_TYPE: &str = "conversion type not a valid value";
pub const INVALID_DST_TYPE: &str = "Invalid dst type";
pub const INVALID_SRC_TYPE: &str = "Invalid src type";
pub const SRC_DST_SAME_TYPE: &str = "Src and dst type must be different types";
pub const SRC_DST_SAME_WIDTH: &str = "Src and dst type must be different bit widths";
pub const CVT_PACKFLOAT: &str = "Invalid Src/Dst Type in cvt_packfloat Intrinsic.";
pub const SYNCWARP_MODE: &str = "syncwarp mode not a valid value";
pub const NVVM_SUB_CONSTANT: &str = "First argument of 'llvm.nvvm.sub' must be a constant.";
pub const LOAD_STORE_FIRST_ARG: &str = "The first argument of load/store intrinsic must be a constant.";
pub const CORO_SUSPEND: &str =
    "llvm.nvvm.coro.create.suspend must have exactly one argument, which must be a constant integer";

// Intrinsic layer: MMA.
pub const MMA_MNK: &str = "Invalid MMA MNK";
pub const MMA_ATYPE: &str = "Invalid MMA AType";
pub const MMA_FRAG_A_SIZE: &str = "Invalid MMA FragASize";
pub const MMA_FRAG_B_SIZE: &str = "Invalid MMA FragBSize";
pub const MMA_FRAG_C_SIZE: &str = "Invalid MMA FragCSize";
pub const MMA_FRAG_A_TYPE: &str = "Invalid fragA type";
pub const MMA_ROUNDING: &str = "Invalid MMA Rounding Mode";
pub const MMA_OPCODE: &str = "Invalid MMA Opcode";
pub const MMA_AB_MISMATCH: &str = "Mismatched MMA A B Type";
pub const MMA_FRAG_ELEM_MISMATCH: &str = "Mismatched fragA, fragB and fragC element type";
pub const MMA_OP1_ELEMENT: &str = "op1 of intrinsic not containing f32 or i32 element";
pub const HMMA_MMA: &str = "hmmamma is not supported on this architecture";
pub const HMMA_LDAB: &str = "hmmaldab is not supported on this architecture";
pub const HMMA_LDC: &str = "hmmaldc is not supported on this architecture";
pub const HMMA_STC: &str = "hmmastc is not supported on this architecture";
pub const IMMA_MMA: &str = "immamma is not supported on this architecture";
pub const IMMA_LDAB: &str = "immaldab is not supported on this architecture";
pub const IMMA_LDC: &str = "immaldc is not supported on this architecture";
pub const IMMA_STC: &str = "imma stc not supported on this architecture";
pub const BMMA_MMA: &str = "bmmamma is not supported on this architecture";

// Intrinsic layer: NVVM-internal control words (layouts in specs/verifier.md).
pub const SUBOP_MODE: &str = "Invalid subop mode";
pub const WAIT_MODE: &str = "Invalid wait mode";
pub const CACHE_TYPE: &str = "invalid cache type";
pub const CACHE_OP: &str = "invalid cache op";
pub const GEOMETRY_OUT_MODE: &str = "geometry out mode not a valid value";
pub const GEOMETRY_CUT_CONSTANT: &str = "op1 of GeometryOut intrinsic must be constant when CUT mode";
pub const GEOMETRY_CUT_ZERO: &str = "op1 of GeometryOut intrinsic must be 0 when CUT mode";
pub const ISBE_MAP_OR_ATTR: &str = "Only writes to MAP or ATTR are supported";
pub const ISBE_INPUT: &str = "Cannot write to input ISBE";
pub const CONST_LOAD_KIND: &str = "Invalid constant load kind";
pub const BOUND_BANK_I32: &str = "Bound bank must be i32";
pub const BINDLESS_BANK_I64: &str = "Bindless bank must be i64";
pub const COLMAJOR_SIZE: &str = "ColMajor is not supported for this size";
pub const INVALID_SIZE: &str = "Invalid size";
pub const LOAD_BOUNDS_CHECK: &str = "invalid load bounds check type";

// Intrinsic layer: tcgen05 and the Blackwell "a" family gates.
pub const TCGEN05_CP_SHAPE: &str = "Unexpected tcgen05.cp shape";
pub const TCGEN05_CP_FORMAT: &str = "Unsupported tcgen05.cp destination format";
pub const TCGEN05_CP_MULTICAST: &str = "Unsupported tcgen05.cp shape and multicast flags";
pub const TCGEN05_ASHIFT: &str = "ashift is not supported with tcgen05.mma.block_scale variants";
pub const TMA_2CTA: &str = "2CTA Mode for CpAsyncBulkTensorG2S not supported on this architecture";
pub const TMA_IM2COL_W: &str = "Im2Col_W and Im2Col_W128 modes are not supported on this architecture.";
pub const SCALE_INPUT_ACC: &str = "Scale input accumulator is not supported on this architecture.";
/// No text in the document (tcgen05 "rejected by the SM gate first"); worded
/// as NVVM's F32x2 gate.
pub const TCGEN05_PRE_BLACKWELL: &str = "tcgen05 intrinsics are not supported on this architecture";
/// No text in the document (the block-scale path shares the scale-input
/// accumulator's family gate); worded as that gate's message.
pub const BLOCK_SCALE: &str = "Block scale MMA is not supported on this architecture.";

pub const WGMMA_OVERFLOW: &str = "unexpected constant overflow in __wgmma_mma_async operand";

/// "The shape <shape> is not supported for __wgmma_mma_async builtin"
pub fn wgmma_shape(shape: &str) -> String {
    format!("The shape {shape} is not supported for __wgmma_mma_async builtin")
}

// Informational (`VerifyOptions::show_info`, NVVM's nvvm-verify-show-info).
pub const IR_KIND_UNIFIED: &str = "IR Kind is UnifiedNVVMIR";

// Parameter space and launches.
pub const OPAQUE_PARAM: &str = "opaque parameter type";
pub const LAUNCH_NON_KERNEL: &str = "a function that is not __global__ cannot be launched";
pub const LAUNCH_LOCAL_POINTER: &str = "A pointer to local memory or memory in 'addrspace(0)' has been used as a launch argument. Dereferencing this within the launch is undefined";

/// "Invalid target triple (<actual>), must be one of:" and the two standard-mode patterns.
pub fn invalid_triple_standard(actual: &str) -> String {
    format!("Invalid target triple ({actual}), must be one of:\nnvptx-*-cuda\nnvptx64-*-cuda")
}

/// The data-layout failure: the fixed header followed by the reference layouts.
pub fn invalid_data_layout(examples: &[&str]) -> String {
    let mut s = String::from(EXAMPLE_DATA_LAYOUT);
    for e in examples {
        s.push('\n');
        s.push_str(e);
    }
    s
}

/// "Explicit section marker <name> is not allowed."
pub fn explicit_section(name: &str) -> String {
    format!("Explicit section marker {name} is not allowed.")
}

/// "<name> is not supported" for an instruction NVVM has no use for.
pub fn unsupported_instruction(name: &str) -> String {
    format!("{name} is not supported")
}

/// "Unsupported intrinsic: <name>"
pub fn unsupported_intrinsic(name: &str) -> String {
    format!("Unsupported intrinsic: {name}")
}

/// "<intrinsic> is not supported on pre-Volta Architectures" (and pre-Ampere).
pub fn pre_arch(intrinsic: &str, arch: &str) -> String {
    format!("{intrinsic} is not supported on pre-{arch} Architectures")
}

/// `Unsupported "<ordering>" ordering and "<scope>" scope for fence.`
pub fn fence_ordering_scope(ordering: &str, scope: &str) -> String {
    format!("Unsupported \"{ordering}\" ordering and \"{scope}\" scope for fence.")
}

/// `Unsupported scope "<scope>" for acquire/release/acq_rel fence.`
pub fn fence_acq_rel_scope(scope: &str) -> String {
    format!("Unsupported scope \"{scope}\" for acquire/release/acq_rel fence.")
}

/// `Unsupported scope "<scope>" for seq_cst fence.`
pub fn fence_seq_cst_scope(scope: &str) -> String {
    format!("Unsupported scope \"{scope}\" for seq_cst fence.")
}

/// The parameter-space overflow, as cicc prints it (Z is the symbol name, mangled).
pub fn param_space_overflow(required: u64, max: u64, function: &str) -> String {
    format!(
        "Formal parameter space overflowed ({required} bytes required, max {max} bytes allowed) in function {function}"
    )
}

/// Alignment above 2^23 on an alloca (NVVM documents the limit but not its
/// text; this is the text LLVM's own verifier uses for the same limit).
pub const HUGE_ALIGNMENT: &str = "huge alignment values are unsupported";
pub const TEXSURF_HANDLE_SHORT: &str = "nvvm_texsurf_handle op0 must be metadata wrapping a GlobalVariable";
