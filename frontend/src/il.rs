//! The typed intermediate language (IL) the frontend hands to IR generation.
//!
//! The IL is fully resolved: every name is a [`VarId`] or [`FnDeclId`], every expression has a
//! type, and every implicit conversion of C/C++ (lvalue-to-rvalue, array decay, integer
//! promotions, usual arithmetic conversions, argument and return conversions, conversions to
//! `bool` in conditions) is an explicit [`ExprKind::Cast`]. IR generation never needs to redo
//! C semantics: it maps each node to instructions.
//!
//! Nodes live in a `bumpalo` arena (lifetime `'a`); variables and functions live in the
//! [`TranslationUnit`]'s tables and are referred to by id. The enums are exhaustive on
//! purpose: a new kind of node is a compile error in every stage that must lower it.
//!
//! Invariants (checked by `debug_assert!`s in sema and by tests):
//! - `Expr::lvalue` is true only for expressions designating an object (or function);
//!   such expressions are read through `Cast { kind: LValueToRValue }` before use as a value.
//! - Rvalue expressions of non-class type have unqualified types.
//! - `ExprKind::Error` / `TypeKind::Error` never appear in a translation unit that
//!   [`crate::parse_translation_unit`] returns as `Ok`.
//!
//! Additions since the first version of this contract (all additive):
//! - `Stmt`, `StmtKind`, `Expr`, `ExprKind` are `Copy`; `TypeTable::iter`.
//! - `ExprKind::Launch` (kernel launches; only in host functions, never lowered).
//! - `ExprKind::Member`, `TypeKind::Record` and the record table (`TypeTable::record`).
//! - `TypeKind::LValueRef` and `TypeKind::TemplateParam` exist only in declared signatures
//!   used for mangling; no IL node, variable or function type has them.
//! - `switch`, enumerations, references, range-based `for`, templates and namespaces are
//!   lowered by sema to the forms above, so they need nothing new from IR generation.
//! - Member functions are ordinary functions whose first parameter is `this`; a call on
//!   an object that is not an lvalue (a temporary such as `(a + b).dot(c)`) passes
//!   `AddrOf` of a record rvalue, whose address is that of a temporary copy. Functions
//!   returning `T&` return `T*`.
//! - `Field::bits`: a `Member` of a bit-field designates bits of the storage unit at the
//!   field's offset; reads (`LValueToRValue`), stores (`Assign`, `CompoundAssign`,
//!   `IncDec`) and record initializer lists must touch only those bits. Sema gives such
//!   reads the promoted type (`int` for a bit-field narrower than 32 bits) with a cast.

use crate::source::Span;
use crate::types::{TypeId, TypeTable};

/// Index into [`TranslationUnit::vars`]; an entity, so Sema keys per-variable side data
/// by it in a `SecondaryMap`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarId(pub u32);
cranelift_entity::entity_impl!(VarId);

/// A function the source declares: an index into [`TranslationUnit::functions`]. Named
/// apart from `ptxc_ir::FuncId` (a function of the IR module, which IR generation makes
/// from it). An entity, so Sema keys per-function side data by it in a `SecondaryMap`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FnDeclId(pub u32);
cranelift_entity::entity_impl!(FnDeclId);

/// A jump target: a user label or one made for a `switch` (its cases, default and end).
/// Unique within the translation unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LabelId(pub u32);

/// Where a function runs and from where it may be called.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExecSpace {
    /// `__global__`: a kernel (`.entry`), launched from the host, returns void.
    Global,
    /// `__device__`: device-only function (`.func`).
    Device,
    /// `__host__ __device__`: compiled for both; device codegen treats it as `Device`.
    HostDevice,
    /// No annotation or `__host__` alone: host-only, type-checked but never compiled to PTX.
    Host,
}

impl ExecSpace {
    /// Whether the function has a device body (kernels, device and host-device functions).
    pub fn is_device(self) -> bool {
        !matches!(self, ExecSpace::Host)
    }
}

/// Inlining request written in the source.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum InlineHint {
    #[default]
    /// No request.
    None,
    /// `inline`
    Inline,
    /// `__forceinline__`
    Force,
    /// `__noinline__`
    Never,
}

/// A whole `.cu` file after semantic analysis.
#[derive(Debug)]
pub struct TranslationUnit<'a> {
    /// Every type mentioned by the IL.
    pub types: TypeTable,
    /// Every function declared or defined, indexed by [`FnDeclId`]; a function declared and
    /// later defined appears once, with its body.
    pub functions: Vec<Function<'a>>,
    /// Every variable (parameters, locals, ...), indexed by [`VarId`].
    pub vars: Vec<VarDecl>,
    /// Variables with static storage (file scope, and `static`/`__shared__` locals), in
    /// declaration order.
    pub globals: Vec<GlobalVar<'a>>,
    /// Alignments requested by `alignas`/`__align__` on variables; a variable not listed
    /// is aligned as its type.
    pub var_aligns: rustc_hash::FxHashMap<VarId, u64>,
    /// Warnings produced while compiling (the TU compiled, so there are no errors).
    pub warnings: Vec<crate::Diagnostic>,
    /// Library functions (static, at global scope in ptxc's own headers) whose body the
    /// parser skipped and no expression ever named (`parser::deferred_library_bodies`): nothing can
    /// call them or take their address, so IR generation need not declare them.
    pub unparsed_library: Vec<FnDeclId>,
    /// Every library function whose body the parser let wait for a use (parsed or not):
    /// static, non-template functions at global scope of ptxc's own headers, whose IR is
    /// the same in every program compiled with the same options. Sorted.
    pub deferred_library: Vec<FnDeclId>,
}

impl<'a> TranslationUnit<'a> {
    /// The function with id `id`.
    pub fn func(&self, id: FnDeclId) -> &Function<'a> {
        &self.functions[id.0 as usize]
    }

    /// The variable with id `id`.
    pub fn var(&self, id: VarId) -> &VarDecl {
        &self.vars[id.0 as usize]
    }

    /// The alignment of variable `id` in memory: its type's, raised by an alignment
    /// specifier on its declaration.
    pub fn var_align(&self, id: VarId) -> u64 {
        let natural = self.types.align_of(self.var(id).ty).max(1);
        self.var_aligns.get(&id).map_or(natural, |&a| a.max(natural))
    }

    /// Whether `f`'s body is ptxc's library code that waited for a use: without a body
    /// here it was left unparsed for a caller holding its IR
    /// (`FrontendOptions::prebuilt_library`), and is no runtime builtin.
    pub fn is_deferred_library(&self, f: FnDeclId) -> bool {
        self.deferred_library.binary_search(&f).is_ok()
    }

    /// Functions that need device code: device-side functions with a body.
    pub fn device_functions(&self) -> impl Iterator<Item = &Function<'a>> {
        self.functions.iter().filter(|f| f.exec.is_device() && f.body.is_some())
    }
}

/// One function (declaration, and definition if `body` is set).
#[derive(Debug)]
pub struct Function<'a> {
    /// Its id (its index in [`TranslationUnit::functions`]).
    pub id: FnDeclId,
    /// Source name.
    pub name: &'a str,
    /// Final symbol name: Itanium-mangled for C++ linkage, plain for `extern "C"`.
    pub mangled: String,
    /// Where it runs: host, device, both, or a `__global__` kernel.
    pub exec: ExecSpace,
    /// Declared in `extern "C"` (a plain symbol name).
    pub extern_c: bool,
    /// The function type (a `TypeKind::Function`).
    pub ty: TypeId,
    /// Return type (unqualified).
    pub ret: TypeId,
    /// Parameters of the definition (or of the last declaration when there is no body),
    /// in order; their `VarDecl::ty` is the adjusted parameter type.
    pub params: &'a [VarId],
    /// The body, a `StmtKind::Compound`, when the function is defined.
    pub body: Option<&'a Stmt<'a>>,
    /// Span of the declarator name of the definition (or first declaration).
    pub span: Span,
    /// `static`: internal linkage.
    pub is_static: bool,
    /// `inline`, `__forceinline__` or `__noinline__`, as written.
    pub inline: InlineHint,
    /// Inline in C++'s sense ([dcl.inline]): declared `inline`, `__forceinline__` or
    /// `constexpr`, defined in its class's body, or instantiated from a template. Every
    /// translation unit that uses it has its own copy, so relocatable code keeps it
    /// only where used (`linkonce_odr`, PTX `.weak`), as nvcc does.
    pub odr_inline: bool,
    /// Made by an explicit instantiation definition (`template int f<int>(int);`): a
    /// definition other units may call, so relocatable code keeps it even when unused
    /// here (`weak_odr`, PTX `.weak`, as nvcc).
    pub explicitly_instantiated: bool,
    /// Launch attributes of a kernel (`__launch_bounds__`, `__cluster_dims__`, `__maxnreg__`).
    pub attrs: KernelAttrs,
}

/// Launch attributes written on a `__global__` function.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct KernelAttrs {
    /// `__launch_bounds__(maxThreadsPerBlock, ...)`.
    pub max_threads: Option<u32>,
    /// `__launch_bounds__(_, minBlocksPerMultiprocessor, ...)`.
    pub min_blocks: Option<u32>,
    /// `__launch_bounds__(_, _, maxBlocksPerCluster)`.
    pub max_blocks_per_cluster: Option<u32>,
    /// `__cluster_dims__(x, y, z)` (missing dimensions are 1).
    pub cluster_dims: Option<[u32; 3]>,
    /// `__maxnreg__(n)`.
    pub max_nreg: Option<u32>,
}

impl KernelAttrs {
    /// Combines the attributes of two declarations of one function (later ones win).
    pub fn merge(self, later: KernelAttrs) -> KernelAttrs {
        KernelAttrs {
            max_threads: later.max_threads.or(self.max_threads),
            min_blocks: later.min_blocks.or(self.min_blocks),
            max_blocks_per_cluster: later.max_blocks_per_cluster.or(self.max_blocks_per_cluster),
            cluster_dims: later.cluster_dims.or(self.cluster_dims),
            max_nreg: later.max_nreg.or(self.max_nreg),
        }
    }

    /// Whether no launch attribute is written.
    pub fn is_empty(&self) -> bool {
        *self == KernelAttrs::default()
    }
}

/// What kind of entity a variable is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VarKind {
    /// A function parameter (`func` is the owner).
    Param {
        /// The function it is a parameter of.
        func: FnDeclId,
        /// Its position in the parameter list.
        index: u32,
        /// `__grid_constant__`: never copied; its address is the kernel parameter.
        grid_constant: bool,
    },
    /// An automatic local variable.
    Local,
    /// A variable with static storage in a CUDA memory space (see [`GlobalVar`]).
    Global {
        /// Its memory space.
        space: MemSpace,
    },
}

/// The CUDA memory space of a variable with static storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemSpace {
    /// `__device__`: global memory.
    Device,
    /// `__constant__`: constant memory.
    Constant,
    /// `__shared__`: per-block shared memory.
    Shared,
    /// `__managed__`: unified memory (global memory on the device).
    Managed,
    /// No memory-space attribute: a host variable (device code may only use `const` ones).
    Host,
}

/// A variable with static storage duration.
#[derive(Debug)]
pub struct GlobalVar<'a> {
    /// The variable.
    pub var: VarId,
    /// Its memory space.
    pub space: MemSpace,
    /// Symbol name: the plain name at file scope, `_ZZ<function>E<name>` for locals.
    pub symbol: String,
    /// Constant initializer, already converted to the variable's type.
    pub init: Option<Init<'a>>,
    /// `static`: internal linkage.
    pub is_static: bool,
    /// `extern`: declared here, defined elsewhere (or dynamic shared memory).
    pub is_extern: bool,
    /// Where it is declared.
    pub span: Span,
}

/// A variable.
#[derive(Clone, Debug)]
pub struct VarDecl {
    /// Its id (its index in [`TranslationUnit::vars`]).
    pub id: VarId,
    /// Source name (empty for an unnamed parameter).
    pub name: String,
    /// Declared type, qualifiers included (e.g. `const int`).
    pub ty: TypeId,
    /// Where it is declared.
    pub span: Span,
    /// Parameter, local or static storage.
    pub kind: VarKind,
}

/// A statement.
#[derive(Debug, Clone, Copy)]
pub struct Stmt<'a> {
    /// What statement it is.
    pub kind: StmtKind<'a>,
    /// Where it is written.
    pub span: Span,
}

impl<'a> Stmt<'a> {
    /// The statements directly inside this one, in order (a `for`'s init is not one: it
    /// only declares).
    pub fn children(&self) -> impl Iterator<Item = &'a Stmt<'a>> {
        let (list, first, second): (&'a [Stmt<'a>], Option<&'a Stmt<'a>>, Option<&'a Stmt<'a>>) = match self.kind {
            StmtKind::Compound(list) => (list, None, None),
            StmtKind::If { then, els, .. } => (&[], Some(then), els),
            StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::For { body, .. }
            | StmtKind::Unroll { body, .. } => (&[], Some(body), None),
            _ => (&[], None, None),
        };
        list.iter().chain(first).chain(second)
    }

    /// Whether `label` is placed somewhere inside this statement (where a `goto` to it
    /// enters).
    pub fn holds_label(&self, label: LabelId) -> bool {
        matches!(self.kind, StmtKind::Label { label: l, .. } if l == label)
            || self.children().any(|c| c.holds_label(label))
    }
}

/// Statement forms. Scopes are already resolved, so `Compound` is only a sequence.
#[derive(Debug, Clone, Copy)]
pub enum StmtKind<'a> {
    /// A sequence of statements, in order.
    Compound(&'a [Stmt<'a>]),
    /// Declaration of one local variable; a multi-declarator declaration becomes a
    /// `Compound` of these, in order.
    Decl {
        /// The variable declared.
        var: VarId,
        /// Its initializer, if any (run where the declaration is).
        init: Option<Init<'a>>,
    },
    /// An expression evaluated for its side effects.
    Expr(&'a Expr<'a>),
    /// `cond` has type `bool`.
    If {
        /// The condition.
        cond: &'a Expr<'a>,
        /// Run when `cond` is true.
        then: &'a Stmt<'a>,
        /// Run when `cond` is false, if given.
        els: Option<&'a Stmt<'a>>,
    },
    /// `while (cond) body`; `cond` has type `bool`.
    While {
        /// Tested before each iteration.
        cond: &'a Expr<'a>,
        /// The loop body.
        body: &'a Stmt<'a>,
    },
    /// `do body while (cond);`; `cond` has type `bool`.
    DoWhile {
        /// The loop body, run at least once.
        body: &'a Stmt<'a>,
        /// Tested after each iteration.
        cond: &'a Expr<'a>,
    },
    /// `init` is a `Decl`, `Compound` of `Decl`s or `Expr` statement.
    For {
        /// Run once before the loop.
        init: Option<&'a Stmt<'a>>,
        /// Tested before each iteration (`bool`; none loops forever).
        cond: Option<&'a Expr<'a>>,
        /// Evaluated after each iteration, for its side effects.
        inc: Option<&'a Expr<'a>>,
        /// The loop body.
        body: &'a Stmt<'a>,
    },
    /// `break`: leaves the innermost loop (a lowered `switch` uses `Goto`).
    Break,
    /// `continue`: the next iteration of the innermost loop.
    Continue,
    /// The position `goto label` jumps to; `name` is the user's label name or, for the
    /// labels of a lowered `switch`, `sw.bb`/`sw.default`/`sw.epilog`.
    Label {
        /// The label's id within its function.
        label: LabelId,
        /// Its name (see above).
        name: &'a str,
    },
    /// `goto label` (also the dispatch and `break` of a lowered `switch`).
    Goto(LabelId),
    /// GNU inline assembly, `asm volatile("template" : outputs : inputs : clobbers);`.
    Asm(&'a AsmStmt<'a>),
    /// `#pragma unroll [count]` in front of the loop `body` (a `For`, `While` or
    /// `DoWhile`); `count` 0 asks for full unrolling, 1 for none.
    Unroll {
        /// The unroll count.
        count: u32,
        /// The loop it applies to.
        body: &'a Stmt<'a>,
    },
    /// The value is already converted to the function's return type.
    Return(Option<&'a Expr<'a>>),
    /// `;`.
    Empty,
}

/// An inline-assembly statement. The template is in LLVM's spelling: operands are `$N`
/// (outputs first, then inputs), a literal `$` is `$$`, and CUDA's `%%` is already `%`.
#[derive(Debug, Clone, Copy)]
pub struct AsmStmt<'a> {
    /// The assembly template (see above for its spelling).
    pub template: &'a str,
    /// Output operands: `constraint` without its `=`/`+`, `expr` a modifiable lvalue.
    pub outputs: &'a [AsmOperand<'a>],
    /// Input operands (rvalues); an output written `+r` also appears here with
    /// constraint `N`, the index of the output it is tied to.
    pub inputs: &'a [AsmOperand<'a>],
    /// `volatile`, no outputs, or a `"memory"` clobber: the statement must stay.
    pub side_effects: bool,
}

/// One operand of an inline-assembly statement.
#[derive(Debug, Clone, Copy)]
pub struct AsmOperand<'a> {
    /// The constraint as written, without an output's `=`/`+` (see `AsmStmt`).
    pub constraint: &'a str,
    /// The operand value (an lvalue for an output).
    pub expr: &'a Expr<'a>,
}

/// Initializer of a variable.
#[derive(Debug, Clone, Copy)]
pub enum Init<'a> {
    /// A single value, already converted to the variable's (unqualified) type.
    Expr(&'a Expr<'a>),
    /// Brace list for an array or record: element `i` initializes array index `i` or
    /// record field `i` (a union's list has at most one element, for its first field);
    /// elements and fields past the end of the list are zero. Nested lists initialize
    /// nested aggregates.
    List(&'a [Init<'a>]),
    /// A character array's string literal: the array's first elements are the code
    /// units of these bytes (each as wide as the element type, little-endian), the rest
    /// zero; the terminating NUL included (the array holds it). A literal of a
    /// million characters is its million bytes, not a million initializers.
    Str(&'a [u8]),
}

impl Init<'_> {
    /// Code unit `k` of a string initializer whose units are `width` bytes (1, 2 or 4),
    /// zero-extended; `None` past its end (a zero element).
    pub fn string_unit(units: &[u8], width: usize, k: usize) -> Option<u32> {
        let width = width.clamp(1, 4);
        let unit = units.get(k * width..(k + 1) * width)?;
        let mut b = [0u8; 4];
        b[..unit.len()].copy_from_slice(unit);
        Some(u32::from_le_bytes(b))
    }
}

/// An expression with its type and value category.
#[derive(Debug, Clone, Copy)]
pub struct Expr<'a> {
    /// What expression it is.
    pub kind: ExprKind<'a>,
    /// Its type (after the implicit conversions sema inserted).
    pub ty: TypeId,
    /// Where it is written.
    pub span: Span,
    /// Whether the expression designates an object (C++ lvalue).
    pub lvalue: bool,
}

// Sema makes millions of these (1.6 million on CUTLASS's sgemm_sm80): keep them small.
const _: () = assert!(std::mem::size_of::<Expr>() <= 56);

/// The bits of an integer constant (see `ExprKind::IntConst`), kept as two `u64`s so that
/// `ExprKind` needs only 8-byte alignment (a `u128` field would make every `Expr` 80 bytes).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct IntBits([u64; 2]);

impl IntBits {
    /// The constant with these bits.
    pub const fn new(bits: u128) -> Self {
        IntBits([bits as u64, (bits >> 64) as u64])
    }

    /// The constant's bits.
    pub const fn get(self) -> u128 {
        self.0[0] as u128 | (self.0[1] as u128) << 64
    }
}

impl std::fmt::Debug for IntBits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&self.get(), f)
    }
}

impl std::fmt::Display for IntBits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.get(), f)
    }
}

/// `kernel<<<config>>>(args)` (see `ExprKind::Launch`); behind a reference because it is the
/// one expression form whose fields would make every `ExprKind` larger.
#[derive(Debug, Clone, Copy)]
pub struct KernelLaunch<'a> {
    /// The kernel launched.
    pub kernel: FnDeclId,
    /// Grid, block, and optionally shared-memory size and stream.
    pub config: &'a [&'a Expr<'a>],
    /// The kernel's arguments.
    pub args: &'a [&'a Expr<'a>],
}

/// Expression forms.
#[derive(Debug, Clone, Copy)]
pub enum ExprKind<'a> {
    /// Integer constant of `ty` (an integer type or bool): the value's two's-complement bits
    /// truncated to the width of `ty`, zero-extended to 128 bits (`__int128` is the widest).
    IntConst(IntBits),
    /// `__builtin_is_constant_evaluated()` (`bool`): true while a constant expression
    /// is being evaluated at compile time, false in generated code.
    IsConstantEvaluated,
    /// Floating constant; for `float` the value is already rounded to single precision.
    FloatConst(f64),
    /// String literal including the terminating NUL, lvalue of type `const C[N]` with `C`
    /// `char`, `wchar_t`, `char16_t` or `char32_t`: the N code units, little-endian, each
    /// `sizeof(C)` bytes.
    StringLit(&'a [u8]),
    /// A variable (lvalue).
    Var(VarId),
    /// A function designator (lvalue of function type).
    Func(FnDeclId),
    /// A unary operator that stays after sema (see [`UnaryOp`]).
    Unary {
        /// The operator.
        op: UnaryOp,
        /// Its operand.
        operand: &'a Expr<'a>,
    },
    /// `++x`, `x++`, `--x`, `x--`. `operand` is a modifiable lvalue of arithmetic or pointer
    /// type (not bool); pointers step by the pointee size, floats by 1.0, integers by 1 in
    /// their own width. Pre forms are lvalues, post forms rvalues yielding the old value.
    IncDec {
        /// The prefix form (`++x`, `--x`).
        pre: bool,
        /// An increment (else a decrement).
        inc: bool,
        /// The modified lvalue.
        operand: &'a Expr<'a>,
    },
    /// Arithmetic, bitwise and comparison operators.
    /// - Arithmetic/bitwise: both operands converted to the common type = `ty`.
    /// - Shifts: each operand promoted separately; `ty` is the promoted lhs type.
    /// - Comparisons: both operands converted to a common (arithmetic or pointer) type;
    ///   result type `bool`.
    /// - `Add`/`Sub` with a pointer: `lhs` is the pointer, `rhs` an integer of any type
    ///   (signedness from its type); steps scale by the pointee size.
    /// - `Sub` of two pointers (same type): result `long` (ptrdiff_t), divided by the pointee
    ///   size.
    Binary {
        /// The operator.
        op: BinOp,
        /// The left operand.
        lhs: &'a Expr<'a>,
        /// The right operand.
        rhs: &'a Expr<'a>,
    },
    /// Short-circuit `&&`; both operands are `bool`, result `bool`.
    LogAnd {
        /// The left operand, evaluated first.
        lhs: &'a Expr<'a>,
        /// The right operand, evaluated only when `lhs` is true.
        rhs: &'a Expr<'a>,
    },
    /// Short-circuit `||`; both operands are `bool`, result `bool`.
    LogOr {
        /// The left operand, evaluated first.
        lhs: &'a Expr<'a>,
        /// The right operand, evaluated only when `lhs` is false.
        rhs: &'a Expr<'a>,
    },
    /// `lhs = rhs`; `rhs` already converted to the unqualified lhs type. Result: the lhs
    /// lvalue.
    Assign {
        /// The modifiable lvalue stored to.
        lhs: &'a Expr<'a>,
        /// The value stored.
        rhs: &'a Expr<'a>,
    },
    /// `lhs op= rhs`, as C specifies: the value of `lhs` is converted to `compute_ty` with
    /// `to_compute`, combined with `rhs` (already of `compute_ty`, or for shifts the promoted
    /// rhs type, or for pointer `+=`/`-=` an integer), then converted back to the lhs type
    /// with `from_compute` and stored. `lhs` is evaluated once. Result: the lhs lvalue.
    CompoundAssign {
        /// The arithmetic or bitwise operator.
        op: BinOp,
        /// The modifiable lvalue read and stored to.
        lhs: &'a Expr<'a>,
        /// The right operand.
        rhs: &'a Expr<'a>,
        /// The type the operation is done in.
        compute_ty: TypeId,
        /// Converts the value of `lhs` to `compute_ty`.
        to_compute: CastKind,
        /// Converts the result back to the type of `lhs`.
        from_compute: CastKind,
    },
    /// `cond ? then : els`; `cond` is `bool`; both arms converted to `ty`. It is an lvalue
    /// when both arms are lvalues of the same type (then `then`/`els` are lvalues too).
    Conditional {
        /// The condition.
        cond: &'a Expr<'a>,
        /// The value when `cond` is true.
        then: &'a Expr<'a>,
        /// The value when `cond` is false.
        els: &'a Expr<'a>,
    },
    /// Conversion of `operand` to this expression's type.
    Cast {
        /// How the value converts.
        kind: CastKind,
        /// The value converted.
        operand: &'a Expr<'a>,
    },
    /// Direct call; `args` already converted to the parameter types (variadic extras get
    /// the default argument promotions).
    Call {
        /// The function called.
        callee: FnDeclId,
        /// The arguments, in order.
        args: &'a [&'a Expr<'a>],
    },
    /// Call through a function pointer: `callee` is a pointer-to-function rvalue; `args`
    /// are converted to that function type's parameter types.
    CallIndirect {
        /// The function pointer.
        callee: &'a Expr<'a>,
        /// The arguments, in order.
        args: &'a [&'a Expr<'a>],
    },
    /// `base[index]`: `base` is a pointer rvalue (arrays already decayed), `index` an
    /// integer of any type; result is an lvalue of the pointee type.
    Index {
        /// The pointer.
        base: &'a Expr<'a>,
        /// The index, in elements.
        index: &'a Expr<'a>,
    },
    /// `base.field`: `base` has a record type (`p->f` is `(*p).f`); `field` indexes
    /// `TypeTable::record(..).fields`, whose `offset` locates it. The type is the field's
    /// type with the base's const/volatile added; an lvalue iff `base` is one.
    Member {
        /// The record value or lvalue.
        base: &'a Expr<'a>,
        /// The field's index in its record.
        field: u32,
    },
    /// `lhs, rhs`: `lhs` is evaluated for its side effects; value and category of `rhs`.
    Comma {
        /// Evaluated first, for its side effects.
        lhs: &'a Expr<'a>,
        /// Gives the value.
        rhs: &'a Expr<'a>,
    },
    /// GNU's statement expression `({ stmts; value; })`: `body` runs, then `value` (the
    /// last statement's expression, as an rvalue) gives the result; without one the type
    /// is `void`.
    StmtExpr {
        /// The statements before the value.
        body: &'a Stmt<'a>,
        /// The last expression statement's value, if the block ends with one.
        value: Option<&'a Expr<'a>>,
    },
    /// `kernel<<<config>>>(args)`: a kernel launch. Appears only in host functions (which
    /// are never compiled to device code); `config` holds the grid, block and optional
    /// shared-memory size and stream expressions as written (rvalues), `args` are converted
    /// to the kernel's parameter types. Type `void`.
    Launch(&'a KernelLaunch<'a>),
    /// `threadIdx.x` etc.: an `unsigned int` rvalue read from a special register.
    SpecialReg {
        /// Which special register (`threadIdx`, `blockIdx`, `blockDim`, `gridDim`).
        reg: SpecialReg,
        /// Which component (`x`, `y` or `z`, in that order).
        component: u8,
    },
    /// `threadIdx` etc. as a whole: a `uint3`/`dim3` rvalue (the type the
    /// expression carries) made of the three component reads.
    SpecialRegWhole {
        /// Which special register.
        reg: SpecialReg,
    },
    /// `warpSize`: an `int` rvalue (`%WARP_SZ`).
    WarpSize,
    /// An address constant, as constant evaluation of a static initializer found it
    /// (sema/address_constants.rs): `offset` bytes past the start of `object` (a static
    /// variable, a function or a string literal: an lvalue), or without an object the
    /// absolute address `offset` (null is 0). An rvalue of a pointer type (or
    /// `std::nullptr_t`), or of an integer type as wide as a pointer
    /// (`(unsigned long long)&g`). Appears only in
    /// the initializers of variables with static storage.
    AddressConstant {
        /// The object whose address it is, if any.
        object: Option<&'a Expr<'a>>,
        /// Bytes past the object's start (or the whole address without one).
        offset: i64,
    },
    /// Placeholder for an erroneous expression during recovery (type `TypeId::ERROR`).
    Error,
}

impl ExprKind<'_> {
    /// `IntConst` with these bits.
    pub const fn int_const(bits: u128) -> Self {
        ExprKind::IntConst(IntBits::new(bits))
    }
}

/// Unary operators that remain after sema (unary `+` becomes its promoted operand).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    /// Arithmetic negation; operand already promoted, same type as the result.
    Neg,
    /// `~`; operand already promoted.
    BitNot,
    /// `!`; operand already converted to bool, result bool.
    LogNot,
    /// `*p`; operand a pointer rvalue; result an lvalue of the pointee type.
    Deref,
    /// `&x`; operand an lvalue (or a record rvalue: the address of a temporary holding
    /// it); result a pointer rvalue.
    AddrOf,
}

/// Binary arithmetic, bitwise and comparison operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `+`.
    Add,
    /// `-`.
    Sub,
    /// `*`.
    Mul,
    /// `/` (truncating for integers).
    Div,
    /// `%`.
    Rem,
    /// `<<`.
    Shl,
    /// Arithmetic shift for signed lhs types, logical for unsigned.
    Shr,
    /// `&`.
    BitAnd,
    /// `|`.
    BitOr,
    /// `^`.
    BitXor,
    /// `<`.
    Lt,
    /// `>`.
    Gt,
    /// `<=`.
    Le,
    /// `>=`.
    Ge,
    /// `==`.
    Eq,
    /// `!=`.
    Ne,
}

impl BinOp {
    /// Whether the operator is a comparison (result type bool).
    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge | BinOp::Eq | BinOp::Ne
        )
    }

    /// The C spelling of the operator.
    pub fn spelling(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
            BinOp::Shl => "<<",
            BinOp::Shr => ">>",
            BinOp::BitAnd => "&",
            BinOp::BitOr => "|",
            BinOp::BitXor => "^",
            BinOp::Lt => "<",
            BinOp::Gt => ">",
            BinOp::Le => "<=",
            BinOp::Ge => ">=",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
        }
    }
}

/// How a [`ExprKind::Cast`] converts its operand (source type = operand's type, target type
/// = the cast expression's type).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastKind {
    /// Read the value of an lvalue (a load; volatile if the operand type is volatile).
    LValueToRValue,
    /// Array lvalue to pointer to its first element.
    ArrayToPointerDecay,
    /// Function designator to function pointer.
    FunctionToPointerDecay,
    /// Integer to integer of another type: truncate, or sign/zero-extend by the source
    /// type's signedness (not used for a `bool` target: see `IntToBool`).
    IntegralCast,
    /// Integer to bool: `x != 0`.
    IntToBool,
    /// Floating to bool: `x != 0.0`.
    FloatToBool,
    /// Pointer to bool: `p != null`.
    PointerToBool,
    /// Integer to floating (signedness from the source type; bool converts as 0/1).
    IntToFloat,
    /// Floating to integer, truncating toward zero (signedness from the target type).
    FloatToInt,
    /// float <-> double.
    FloatCast,
    /// Pointer to integer (LLVM's `ptrtoint`).
    PointerToInt,
    /// Integer to pointer (LLVM's `inttoptr`).
    IntToPointer,
    /// Pointer to pointer of another type (no change in bits).
    BitCast,
    /// Null pointer constant (integer 0) to a pointer type.
    NullToPointer,
    /// Discard the value (`(void)x`).
    ToVoid,
    /// Only qualifiers or nothing changes (no code).
    NoOp,
}

/// The CUDA built-in index variables, read as special registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpecialReg {
    /// `threadIdx` (`%tid`)
    ThreadIdx,
    /// `blockIdx` (`%ctaid`)
    BlockIdx,
    /// `blockDim` (`%ntid`)
    BlockDim,
    /// `gridDim` (`%nctaid`)
    GridDim,
}

impl SpecialReg {
    /// The CUDA source name.
    pub fn name(self) -> &'static str {
        match self {
            SpecialReg::ThreadIdx => "threadIdx",
            SpecialReg::BlockIdx => "blockIdx",
            SpecialReg::BlockDim => "blockDim",
            SpecialReg::GridDim => "gridDim",
        }
    }

    /// The record type of the whole variable, as CUDA declares it
    /// (`uint3 threadIdx, blockIdx; dim3 blockDim, gridDim;`).
    pub fn record_name(self) -> &'static str {
        match self {
            SpecialReg::ThreadIdx | SpecialReg::BlockIdx => "uint3",
            SpecialReg::BlockDim | SpecialReg::GridDim => "dim3",
        }
    }

    /// The PTX register name without `%` and component (`tid`, `ctaid`, `ntid`, `nctaid`).
    pub fn ptx_name(self) -> &'static str {
        match self {
            SpecialReg::ThreadIdx => "tid",
            SpecialReg::BlockIdx => "ctaid",
            SpecialReg::BlockDim => "ntid",
            SpecialReg::GridDim => "nctaid",
        }
    }
}
