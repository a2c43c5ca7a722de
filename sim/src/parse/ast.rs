//! Syntax tree of a PTX module, as close to the text as is useful.
//!
//! The tree is produced by `parser` and consumed once by `decode`, which
//! resolves every name; nothing here is used while executing.

/// A numeric literal.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Lit {
    /// Integer (two's complement bits of the written value).
    Int(u64),
    /// Decimal floating-point literal.
    Float(f64),
    /// `0fXXXXXXXX`: exact single-precision bits.
    F32Bits(u32),
    /// `0dXXXXXXXXXXXXXXXX`: exact double-precision bits.
    F64Bits(u64),
}

/// One element of a variable initializer.
#[derive(Debug, Clone, PartialEq)]
pub enum Init {
    /// Numeric value.
    Lit(Lit),
    /// Address of a symbol plus offset (`name`, `generic(name)+4`).
    Sym(String, i64, bool),
    /// `mask(operand)`: one byte of an address or integer, the byte the mask
    /// selects, shifted down (`0xFF00(generic(g)+4)` is byte 1 of that address).
    Masked(u64, Box<Init>),
}

/// How a module-scope name is linked with other modules (`ptxsim a.ptx b.ptx`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Linkage {
    /// No linking directive: the module's own (other modules' equal names are distinct).
    #[default]
    Internal,
    /// `.visible`: one definition for all modules.
    Visible,
    /// `.weak` (or `.common`): a visible definition another module's `.visible` one replaces.
    Weak,
    /// `.extern`: a declaration another module defines.
    Extern,
}

/// A state-space declaration (`.reg`, `.param`, `.shared`, `.global`, ...).
#[derive(Debug, Clone)]
pub struct VarDecl {
    /// State space without the dot: `reg`, `param`, `shared`, `local`, `global`, `const`.
    pub space: String,
    /// Explicit `.align`, 0 when absent.
    pub align: u32,
    /// Element type without the dot (`b8`, `u32`, `f32`, `pred`).
    pub ty: String,
    /// Vector width from `.v2`/`.v4`, 1 otherwise.
    pub vec: u32,
    /// Declared name.
    pub name: String,
    /// `%r<12>` register range count.
    pub range: Option<u32>,
    /// Array dimensions; `Some(None)` for `[]` (unsized, e.g. dynamic shared).
    pub array: Vec<Option<u64>>,
    /// Initializer values, flattened.
    pub init: Vec<Init>,
    /// Declared `.extern`.
    pub is_extern: bool,
    /// Linking directive (module-scope declarations).
    pub linkage: Linkage,
    /// Source line.
    pub line: u32,
}

/// An operand as written.
#[derive(Debug, Clone, PartialEq)]
pub enum OperandAst {
    /// Register, special register, symbol, label or function name.
    Name(String),
    /// Numeric literal.
    Imm(Lit),
    /// `!%p`: negated predicate.
    Not(String),
    /// `%r|%p`: a value and a predicate destination.
    Pair(String, String),
    /// `{a, b, ...}`.
    Vector(Vec<OperandAst>),
    /// `[base+off]`; base `None` for an absolute address.
    Addr(Option<String>, i64),
    /// `(a, b)` parameter list of a call.
    List(Vec<OperandAst>),
    /// `_`.
    Sink,
}

/// One instruction as written.
#[derive(Debug, Clone)]
pub struct InstAst {
    /// Guard predicate and whether it is negated.
    pub guard: Option<(String, bool)>,
    /// Full dotted opcode (`ld.global.nc.v4.f32`).
    pub opcode: String,
    /// Operands in order.
    pub operands: Vec<OperandAst>,
    /// Source line.
    pub line: u32,
}

/// A statement of a function body.
#[derive(Debug, Clone)]
pub enum Stmt {
    /// Declaration.
    Decl(VarDecl),
    /// `{`
    Open,
    /// `}`
    Close,
    /// `name:`
    Label(String, u32),
    /// `name: .branchtargets L0, L1, ...;` (targets of `brx.idx`).
    BranchTargets(String, Vec<String>, u32),
    /// Instruction.
    Inst(InstAst),
}

/// `.entry` or `.func`.
#[derive(Debug, Clone)]
pub struct Function {
    /// Name.
    pub name: String,
    /// `.entry` kernel.
    pub is_entry: bool,
    /// Parameters.
    pub params: Vec<VarDecl>,
    /// Return parameters.
    pub rets: Vec<VarDecl>,
    /// Body, `None` for a prototype.
    pub body: Option<Vec<Stmt>>,
    /// Linking directive.
    pub linkage: Linkage,
    /// Line of the name.
    pub line: u32,
    /// `.reqnctapercluster x, y, z`: the thread block cluster shape.
    pub cluster: Option<[u32; 3]>,
    /// `.explicitcluster`.
    pub explicit_cluster: bool,
    /// Threads of a block at most: `.maxntid` or `.reqntid` (x * y * z).
    pub max_threads: Option<u32>,
}

/// Whole module.
#[derive(Debug, Clone, Default)]
pub struct Module {
    /// `.version`.
    pub version: String,
    /// `.target` list.
    pub target: Vec<String>,
    /// `.address_size`.
    pub address_size: u32,
    /// Module-scope variables.
    pub vars: Vec<VarDecl>,
    /// Functions and kernels.
    pub funcs: Vec<Function>,
}
