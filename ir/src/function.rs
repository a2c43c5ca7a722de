//! Functions: signature, blocks in layout order, instructions and names.

use crate::attributes::{CallingConv, FnAttr, ParamAttr, SyncScope};
use crate::entities::{Block, Constant, Inst, MdNode, Type};
use crate::intrinsics::Intrinsic;
use crate::local_names::{LocalNames, NameId};
use crate::node::{InstData, NodeHeader, OperandArena};
use crate::value::Value;
use cranelift_entity::{EntityRef, PrimaryMap, SecondaryMap};
use rustc_hash::{FxHashMap, FxHashSet};

mod compact;

/// Symbol linkage, as printed in LLVM syntax.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Linkage {
    #[default]
    /// The default: visible to other modules (no keyword).
    External,
    /// `internal`: local to the module.
    Internal,
    /// `linkonce_odr`: merged with equivalent definitions; unused copies may be dropped.
    LinkOnceOdr,
    /// `weak_odr`: merged with equivalent definitions; always kept.
    WeakOdr,
    /// `private`: local to the module and absent from its symbol table.
    Private,
    /// `common`: a zero-initialized tentative definition.
    Common,
    /// `weak`: may be replaced by a definition elsewhere; always kept.
    Weak,
    /// `linkonce`: may be replaced by a definition elsewhere; unused copies may be dropped.
    LinkOnce,
    /// `available_externally`: a copy of a definition that lives in another module.
    AvailableExternally,
    /// `extern_weak`: a declaration that may resolve to null.
    ExternWeak,
    /// `appending`: arrays concatenated across modules (`@llvm.used`).
    Appending,
}

impl Linkage {
    /// Keyword printed before the symbol (empty for external).
    pub fn keyword(self) -> &'static str {
        match self {
            Linkage::External => "",
            Linkage::Internal => "internal",
            Linkage::LinkOnceOdr => "linkonce_odr",
            Linkage::WeakOdr => "weak_odr",
            Linkage::Private => "private",
            Linkage::Common => "common",
            Linkage::Weak => "weak",
            Linkage::LinkOnce => "linkonce",
            Linkage::AvailableExternally => "available_externally",
            Linkage::ExternWeak => "extern_weak",
            Linkage::Appending => "appending",
        }
    }

    /// Every linkage, for table-driven code.
    pub const ALL: [Linkage; 11] = [
        Linkage::External,
        Linkage::Internal,
        Linkage::LinkOnceOdr,
        Linkage::WeakOdr,
        Linkage::Private,
        Linkage::Common,
        Linkage::Weak,
        Linkage::LinkOnce,
        Linkage::AvailableExternally,
        Linkage::ExternWeak,
        Linkage::Appending,
    ];

    /// The linkage spelled `kw` (`external` included).
    pub fn from_keyword(kw: &str) -> Option<Linkage> {
        if kw == "external" {
            return Some(Linkage::External);
        }
        Self::ALL
            .iter()
            .copied()
            .find(|l| !l.keyword().is_empty() && l.keyword() == kw)
    }
}

/// Attributes of one parameter (or the return value).
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct ParamAttrs {
    /// `noundef`: the value is neither undef nor poison.
    pub noundef: bool,
    /// `signext`: a narrow integer is sign-extended by the caller or callee.
    pub signext: bool,
    /// `zeroext`: a narrow integer is zero-extended by the caller or callee.
    pub zeroext: bool,
    /// `noalias`: the pointer does not alias other pointers the function reaches.
    pub noalias: bool,
    /// `readonly`: memory is only read through the pointer.
    pub readonly: bool,
    /// `byval(<ty>)` for aggregates passed by value.
    pub byval: Option<Type>,
    /// `sret(<ty>)`: the caller's slot for a record result returned through memory.
    pub sret: Option<Type>,
    /// `align N`
    pub align: Option<u32>,
}

/// Fast-math flags of a floating-point instruction or call.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct FastMath(pub u8);

impl FastMath {
    /// `reassoc`: reassociation allowed.
    pub const REASSOC: u8 = 1 << 0;
    /// `nnan`: no NaN operands or results assumed.
    pub const NNAN: u8 = 1 << 1;
    /// `ninf`: no infinite operands or results assumed.
    pub const NINF: u8 = 1 << 2;
    /// `nsz`: the sign of zero may be ignored.
    pub const NSZ: u8 = 1 << 3;
    /// `arcp`: division may use the reciprocal.
    pub const ARCP: u8 = 1 << 4;
    /// `contract`: may be fused (multiply-add).
    pub const CONTRACT: u8 = 1 << 5;
    /// `afn`: approximate math functions allowed.
    pub const AFN: u8 = 1 << 6;
    /// LLVM's `fast`: all of the above.
    pub const FAST: u8 = 0x7F;
    /// Each flag with its keyword, in LLVM's printing order.
    pub const NAMES: [(u8, &'static str); 7] = [
        (Self::REASSOC, "reassoc"),
        (Self::NNAN, "nnan"),
        (Self::NINF, "ninf"),
        (Self::NSZ, "nsz"),
        (Self::ARCP, "arcp"),
        (Self::CONTRACT, "contract"),
        (Self::AFN, "afn"),
    ];
    /// True when no flag is set.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// Kind of a `landingpad` clause.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ClauseKind {
    /// `catch T c`: catches exceptions of the type `c` names.
    Catch,
    /// `filter T c`: the exception specification `c`.
    Filter,
}

/// Per-instruction facts few instructions carry, kept beside the node
/// rather than in its header (see [`Function::extra`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InstExtra {
    /// Fast-math flags of a floating-point operation or call.
    pub fast_math: FastMath,
    /// `syncscope("name")` of an atomic or fence; None is the system scope.
    pub syncscope: Option<SyncScope>,
    /// Calling convention of a call, invoke or callbr (`ptx_device`, `cc 71`); None is C.
    pub calling_conv: Option<CallingConv>,
    /// [`InstExtra::DISJOINT`] and friends.
    pub bits: u16,
    /// `landingpad`: the kind of each clause, one per operand.
    pub clauses: Vec<ClauseKind>,
    /// Metadata attachments in order: kind without `!` (`pragma`,
    /// `llvm.loop`, `nontemporal`) and a tuple or distinct node.
    pub metadata: Vec<(String, MdNode)>,
}

impl InstExtra {
    /// `or disjoint`
    pub const DISJOINT: u16 = 1 << 0;
    /// `zext nneg` / `uitofp nneg`
    pub const NNEG: u16 = 1 << 1;
    /// `landingpad ... cleanup`
    pub const CLEANUP: u16 = 1 << 2;
    /// `musttail call`
    pub const MUSTTAIL: u16 = 1 << 3;
    /// `notail call`
    pub const NOTAIL: u16 = 1 << 4;
    /// catchswitch/cleanuppad: operand 0 is the parent pad (else `within none`).
    pub const HAS_PARENT: u16 = 1 << 5;
    /// catchswitch/cleanupret: the last operand is the unwind block (else `unwind to caller`).
    pub const HAS_UNWIND: u16 = 1 << 6;

    /// True when flag `bit` is set.
    pub fn has(&self, bit: u16) -> bool {
        self.bits & bit != 0
    }
}

/// A source position: file number and byte range, as the frontend numbers them.
/// The IR does not interpret it; it only carries it from IR generation to
/// diagnostics.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SrcLoc {
    /// File number, as the frontend numbers files.
    pub file: u32,
    /// Byte offset of the first character.
    pub start: u32,
    /// Byte offset past the last character.
    pub end: u32,
    /// File of the statement the instruction belongs to (`-lineinfo`'s `.loc`).
    pub stmt_file: u32,
    /// Byte offset where that statement starts.
    pub stmt_start: u32,
}

/// A basic block: its name and instructions in order.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    /// Name without `%` (empty: numbered on print).
    pub name: String,
    /// Instructions in order; the last is the terminator.
    pub insts: Vec<Inst>,
}

/// Whether no two of `names` are spelled alike (empty ones aside, which stay
/// numbered): then each is unique as it is.
fn all_distinct(names: &[String]) -> bool {
    names
        .iter()
        .enumerate()
        .all(|(k, n)| n.is_empty() || !names[..k].contains(n))
}

/// A function definition (with blocks) or declaration (without).
#[derive(Clone, Debug, Default)]
pub struct Function {
    /// Symbol name, without `@`.
    pub name: String,
    /// The function type (`TypeData::Function`).
    pub ty: Option<Type>,
    /// Symbol linkage.
    pub linkage: Linkage,
    /// Parameter names (unique; empty for numbered parameters).
    pub param_names: Vec<String>,
    /// Attributes of each parameter.
    pub param_attrs: Vec<ParamAttrs>,
    /// Attributes of the return value.
    pub ret_attrs: ParamAttrs,
    /// Function attributes, printed as an attribute group: keywords
    /// (`noinline`, `convergent`), string attributes (`"nvvm.kernel"`,
    /// `"key"="value"`) and others verbatim (`memory(none)`).
    pub attrs: Vec<FnAttr>,
    /// Parameter attributes [`ParamAttrs`] has no field for (`nocapture`,
    /// `dereferenceable(8)`), per parameter.
    pub param_extra_attrs: Vec<Vec<ParamAttr>>,
    /// Return attributes [`ParamAttrs`] has no field for.
    pub ret_extra_attrs: Vec<ParamAttr>,
    /// Calling convention (`ptx_kernel`, `ptx_device`, `cc 71`); None is C.
    pub calling_conv: Option<CallingConv>,
    /// `section "name"`
    pub section: Option<String>,
    /// `align N`: alignment of the function's code in bytes.
    pub align: Option<u32>,
    /// `gc "name"`
    pub gc: Option<String>,
    /// `prefix <constant>`
    pub prefix: Option<Constant>,
    /// `prologue <constant>`
    pub prologue: Option<Constant>,
    /// `personality <constant>`
    pub personality: Option<Constant>,
    /// Rare per-instruction facts (fast-math, syncscope, ...), see [`InstExtra`].
    pub inst_extra: FxHashMap<Inst, InstExtra>,
    /// Set when the name is a known `llvm.*` intrinsic.
    pub intrinsic: Option<Intrinsic>,
    /// Blocks, including ones not (or no longer) in the layout.
    pub blocks: PrimaryMap<Block, BlockData>,
    /// Blocks in program order; the first is the entry block.
    pub layout: Vec<Block>,
    /// Instruction nodes, including removed ones.
    pub insts: PrimaryMap<Inst, InstData>,
    /// Operand storage of the instruction nodes.
    pub arena: OperandArena,
    /// Result names of instructions (None: numbered on print).
    inst_names: SecondaryMap<Inst, Option<NameId>>,
    /// Where in the source each instruction came from (set by IR generation;
    /// used to point verifier diagnostics at source code).
    pub locs: SecondaryMap<Inst, Option<SrcLoc>>,
    names: LocalNames,
    /// The parameter names are not in `names` yet (see [`Function::new`]).
    params_unrecorded: bool,
    /// Set when nothing will print this function's IR (the NVRTC library's compiles):
    /// values and blocks made from then on get no names, as LLVM's `discardValueNames`
    /// (names never reach the PTX, and inlining the math library named a thousand
    /// copies a compile).
    pub discard_names: bool,
    /// With `discard_names`, who first asked for the one spelling IR generation
    /// still finds a value by ([`Function::watch_name`]).
    watched: Option<WatchedName>,
}

/// A spelling whose holder [`Function::holder_of`] answers for while names are discarded.
#[derive(Clone, Debug)]
struct WatchedName {
    spelling: &'static str,
    /// Asked for already (it would have been taken): by this instruction, or by a block.
    first: Option<Option<Inst>>,
}

impl Function {
    /// A new function without a body.
    pub fn new(name: &str, ty: Type, param_names: Vec<String>) -> Self {
        let mut f = Function {
            name: name.to_string(),
            ty: Some(ty),
            param_attrs: vec![ParamAttrs::default(); param_names.len()],
            intrinsic: Intrinsic::from_name(name),
            ..Default::default()
        };
        // Distinct names are unique as they are: recorded only once the function
        // names something else. IR generation declares every device function and
        // lowers few (CuTe's sgemm_1: 23,178 declared, 6,416 lowered).
        if all_distinct(&param_names) {
            f.param_names = param_names;
            f.params_unrecorded = !f.param_names.is_empty();
        } else {
            f.param_names = param_names.iter().map(|n| f.unique_local_name(n)).collect();
        }
        f
    }

    /// The local names, with the parameters' recorded first.
    fn local_names(&mut self) -> &mut LocalNames {
        if self.params_unrecorded {
            self.params_unrecorded = false;
            for n in &self.param_names {
                let id = self.names.unique(n);
                debug_assert!(id.is_none_or(|id| self.names.get(id) == n));
            }
        }
        &mut self.names
    }

    /// True when the function has attribute `attr` (for a string attribute:
    /// with exactly that value).
    pub fn has_attr(&self, attr: &FnAttr) -> bool {
        self.attrs.contains(attr)
    }

    /// True when the function has an attribute named `key` ([`FnAttr::key`]):
    /// a keyword, a string attribute with or without a value, or an argument form.
    pub fn has_attr_named(&self, key: &str) -> bool {
        self.attrs.iter().any(|a| a.key() == key)
    }

    /// The value of the attribute named `key` (`"key"="value"`).
    pub fn attr_value(&self, key: &str) -> Option<&str> {
        self.attrs.iter().find(|a| a.key() == key).and_then(FnAttr::value)
    }

    /// The rare facts of `i`, if it has any.
    pub fn extra(&self, i: Inst) -> Option<&InstExtra> {
        self.inst_extra.get(&i)
    }

    /// The rare facts of `i`, created empty on first use.
    pub fn extra_mut(&mut self, i: Inst) -> &mut InstExtra {
        self.inst_extra.entry(i).or_default()
    }

    /// Attaches `node` (a tuple or distinct node) to `i` as `!kind`,
    /// replacing an earlier attachment of the same kind.
    pub fn set_metadata(&mut self, i: Inst, kind: &str, node: MdNode) {
        let md = &mut self.extra_mut(i).metadata;
        match md.iter_mut().find(|(k, _)| k == kind) {
            Some(slot) => slot.1 = node,
            None => md.push((kind.to_string(), node)),
        }
    }

    /// The `!kind` attachment of `i`, if any.
    pub fn metadata(&self, i: Inst, kind: &str) -> Option<MdNode> {
        self.extra(i)?.metadata.iter().find(|(k, _)| k == kind).map(|&(_, n)| n)
    }

    /// True when the function has no body.
    pub fn is_declaration(&self) -> bool {
        self.layout.is_empty()
    }

    /// The entry block (the first in the layout), if there is a body.
    pub fn entry_block(&self) -> Option<Block> {
        self.layout.first().copied()
    }

    /// Makes `name` unique within the function's local names (values and blocks),
    /// appending a number as LLVM does. Empty names stay empty (numbered on print).
    pub fn unique_local_name(&mut self, name: &str) -> String {
        let names = self.local_names();
        match names.unique(name) {
            Some(n) => names.get(n).to_string(),
            None => String::new(),
        }
    }

    /// Discards the names of the values and blocks made from now on, as
    /// `discard_names`, but keeps answering which instruction holds `spelling`
    /// ([`Function::holder_of`]) as if they were named.
    pub fn discard_names_but(&mut self, spelling: &'static str) {
        self.discard_names = true;
        self.watched = Some(WatchedName { spelling, first: None });
    }

    /// The instruction whose result is named exactly `spelling`, if any; with names
    /// discarded, for the spelling given to [`Function::discard_names_but`] only: the
    /// first one asked to be named so, unless a parameter or block asked first.
    pub fn holder_of(&self, spelling: &str) -> Option<Inst> {
        match &self.watched {
            Some(w) if self.discard_names && w.spelling == spelling => {
                let a_parameter = self.param_names.iter().any(|n| n == spelling);
                w.first.flatten().filter(|_| !a_parameter)
            }
            _ => self.insts.keys().find(|&i| self.inst_name(i) == Some(spelling)),
        }
    }

    /// Notes a request for `name` by `by` (an instruction, or a block: None) while
    /// names are discarded.
    fn note_discarded(&mut self, name: &str, by: Option<Inst>) {
        if let Some(w) = self
            .watched
            .as_mut()
            .filter(|w| w.first.is_none() && w.spelling == name)
        {
            w.first = Some(by);
        }
    }

    /// Creates a block (not yet placed in the layout).
    pub fn create_block(&mut self, name: &str) -> Block {
        let name = match self.discard_names {
            true => {
                self.note_discarded(name, None);
                String::new()
            }
            false => self.unique_local_name(name),
        };
        self.blocks.push(BlockData {
            name,
            insts: Vec::new(),
        })
    }

    /// Appends a created block to the layout.
    pub fn append_block(&mut self, b: Block) {
        debug_assert!(!self.layout.contains(&b), "block placed twice");
        self.layout.push(b);
    }

    /// Creates a detached instruction with the given operands.
    pub fn create_inst(&mut self, header: NodeHeader, ty: Type, ops: &[Value]) -> Inst {
        crate::work::add(1);
        let first = self.arena.alloc(ops);
        let header = NodeHeader {
            num_operands: ops.len() as u32,
            ..header
        };
        self.insts.push(InstData {
            header,
            ty,
            aux_ty: None,
            align: 0,
            first,
            block: None,
        })
    }

    /// The node of instruction `i`.
    #[inline]
    pub fn inst(&self, i: Inst) -> &InstData {
        &self.insts[i]
    }
    /// The node of instruction `i`, mutable.
    #[inline]
    pub fn inst_mut(&mut self, i: Inst) -> &mut InstData {
        &mut self.insts[i]
    }

    /// The operands of `i`, contiguous.
    #[inline]
    pub fn operands(&self, i: Inst) -> &[Value] {
        crate::work::add(1);
        let d = &self.insts[i];
        self.arena.get(d.first, d.header.num_operands)
    }
    /// The operands of `i`, mutable.
    #[inline]
    pub fn operands_mut(&mut self, i: Inst) -> &mut [Value] {
        let d = &self.insts[i];
        let (first, n) = (d.first, d.header.num_operands);
        self.arena.get_mut(first, n)
    }
    /// Replaces the whole operand list (moving the run to the arena's end if it grows).
    pub fn set_operands(&mut self, i: Inst, ops: &[Value]) {
        let n = self.insts[i].header.num_operands as usize;
        if ops.len() <= n {
            let first = self.insts[i].first;
            self.arena.get_mut(first, ops.len() as u32).copy_from_slice(ops);
        } else {
            self.insts[i].first = self.arena.alloc(ops);
        }
        self.insts[i].header.num_operands = ops.len() as u32;
    }

    /// Sets the (uniqued) name of an instruction's result.
    pub fn set_inst_name(&mut self, i: Inst, name: &str) {
        if self.discard_names {
            self.note_discarded(name, Some(i));
            return;
        }
        let n = self.local_names().unique(name);
        self.inst_names[i] = n;
    }
    /// The result name of `i`, if it has one.
    #[inline]
    pub fn inst_name(&self, i: Inst) -> Option<&str> {
        self.inst_names[i].map(|n| self.names.get(n))
    }

    /// Places `i` at the end of block `b`.
    pub fn push_inst(&mut self, b: Block, i: Inst) {
        self.insts[i].block = Some(b);
        self.blocks[b].insts.push(i);
    }

    /// Places `i` right before `before` in `before`'s block.
    pub fn insert_before(&mut self, before: Inst, i: Inst) {
        let b = self.insts[before].block.expect("insert_before: anchor is not placed");
        let pos = self.blocks[b]
            .insts
            .iter()
            .position(|&x| x == before)
            .expect("anchor in its block");
        self.blocks[b].insts.insert(pos, i);
        self.insts[i].block = Some(b);
    }

    /// Takes `i` out of its block (its node stays in the arena).
    pub fn remove_inst(&mut self, i: Inst) {
        if let Some(b) = self.insts[i].block.take() {
            self.blocks[b].insts.retain(|&x| x != i);
        }
    }

    /// Rewrites every function operand through `map` (`None`: left as it is),
    /// abandoned operand runs included: module renumbering.
    pub fn remap_func_operands(&mut self, map: &dyn Fn(crate::FuncId) -> Option<crate::FuncId>) {
        self.arena.remap_funcs(map);
    }

    /// Takes `b`'s last instruction out of it, in constant time (where
    /// [`Function::remove_inst`] searches the block).
    pub fn pop_inst(&mut self, b: Block) -> Option<Inst> {
        let i = self.blocks[b].insts.pop()?;
        self.insts[i].block = None;
        Some(i)
    }

    /// Moves every instruction of `src` to the end of `dst`, in order: linear in
    /// `src`'s length whatever `dst`'s.
    pub fn append_insts(&mut self, src: Block, dst: Block) {
        let moved = std::mem::take(&mut self.blocks[src].insts);
        for &i in &moved {
            self.insts[i].block = Some(dst);
        }
        self.blocks[dst].insts.extend(moved);
    }

    /// Takes every instruction of `dead` out of its block in one sweep per
    /// block (linear, where repeated [`Function::remove_inst`] is quadratic).
    pub fn remove_insts(&mut self, dead: &FxHashSet<Inst>) {
        self.remove_listed_insts(dead.iter().copied().collect());
    }

    /// [`Function::remove_insts`] for a list (which may repeat an instruction),
    /// for a pass that has its dead instructions listed: no set to build.
    pub fn remove_listed_insts(&mut self, mut sorted: Vec<Inst>) {
        // In instruction and block order, not the set's: in a long function
        // each random step is a cache miss.
        sorted.sort_unstable();
        let mut touched: Vec<Block> = Vec::new();
        for i in sorted {
            if let Some(b) = self.insts[i].block.take() {
                touched.push(b);
            }
        }
        touched.sort_unstable();
        touched.dedup();
        let insts = &self.insts;
        for b in touched {
            self.blocks[b].insts.retain(|&x| insts[x].block.is_some());
        }
    }

    /// The terminator of `b`, if it has one.
    #[inline]
    pub fn terminator(&self, b: Block) -> Option<Inst> {
        let last = *self.blocks[b].insts.last()?;
        self.insts[last].header.opcode.is_terminator().then_some(last)
    }

    /// The successor blocks of `b`, one by one, without collecting them (the CFG
    /// analyses walk every block's successors several times a pass).
    #[inline]
    pub fn successor_iter(&self, b: Block) -> impl Iterator<Item = Block> + '_ {
        let ops = match self.terminator(b) {
            Some(t) => self.operands(t),
            None => &[],
        };
        ops.iter().filter_map(|v| v.as_block())
    }

    /// Successor blocks of `b` (from its terminator's block operands).
    /// Held inline: CFG walks ask for every block's successors, and a heap
    /// vector each time was a tenth of a long function's compile.
    /// Filled by a plain loop: `collect` through `SmallVec`'s `Extend` cost as much again.
    #[inline]
    pub fn successors(&self, b: Block) -> smallvec::SmallVec<[Block; 2]> {
        let mut out = smallvec::SmallVec::new();
        if let Some(t) = self.terminator(b) {
            for v in self.operands(t) {
                if let Some(s) = v.as_block() {
                    out.push(s);
                }
            }
        }
        out
    }

    /// The phis at the top of block `b`.
    pub fn phis(&self, b: Block) -> Vec<Inst> {
        self.blocks[b]
            .insts
            .iter()
            .copied()
            .take_while(|&i| self.insts[i].header.opcode == crate::Opcode::Phi)
            .collect()
    }

    /// Each block's predecessors, once each, from the placed blocks' terminators.
    pub fn predecessor_map(&self) -> crate::analysis::PredecessorMap {
        crate::analysis::PredecessorMap::compute(self)
    }

    /// A detached copy of `i` reading `ops`: same opcode, flags, types,
    /// alignment, source location, extra data and (uniqued) name.
    pub fn clone_inst(&mut self, i: Inst, ops: &[Value]) -> Inst {
        let d = self.insts[i].clone();
        let header = NodeHeader {
            num_operands: 0,
            ..d.header
        };
        let ni = self.create_inst(header, d.ty, ops);
        self.insts[ni].aux_ty = d.aux_ty;
        self.insts[ni].align = d.align;
        self.locs[ni] = self.locs.get(i).copied().flatten();
        if let Some(e) = self.extra(i).cloned() {
            *self.extra_mut(ni) = e;
        }
        if let Some(name) = self.inst_name(i).map(str::to_string) {
            self.set_inst_name(ni, &name);
        }
        ni
    }

    /// Puts each replacement of `r` in place of the results it replaces,
    /// across the function (following chains, so the result is final).
    pub fn apply(&mut self, r: &crate::Replacements) {
        if r.is_empty() {
            return;
        }
        self.for_each_placed_operand(|op| *op = r.resolve(*op));
    }

    /// Replaces every use of a value by another across the function.
    pub fn replace_all_uses(&mut self, map: &FxHashMap<Value, Value>) {
        self.replace_uses_in(map, |_| true);
    }

    /// Replaces every use of a value by another in the placed blocks `in_block`
    /// accepts. Returns how many operands changed.
    pub fn replace_uses_in(&mut self, map: &FxHashMap<Value, Value>, in_block: impl Fn(Block) -> bool) -> usize {
        if map.is_empty() {
            return 0;
        }
        // Most operands are not replaced: a bit per instruction answers for
        // them without probing the map (a cache miss each in a large function).
        let mut replaced_insts = vec![0u64; self.insts.len().div_ceil(64)];
        let mut other_keys = false;
        for k in map.keys() {
            match k {
                Value::Inst(i) if i.index() < self.insts.len() => {
                    replaced_insts[i.index() / 64] |= 1 << (i.index() % 64)
                }
                _ => other_keys = true,
            }
        }
        let may_be_replaced = |v: Value| match v {
            Value::Inst(i) => replaced_insts
                .get(i.index() / 64)
                .is_some_and(|w| w & (1 << (i.index() % 64)) != 0),
            _ => other_keys,
        };
        let mut changed = 0;
        self.for_each_operand_in(in_block, |op| {
            if !may_be_replaced(*op) {
                return;
            }
            let mut v = *op;
            // Follow chains (a -> b -> c) so the result is final.
            let mut guard = 0;
            while let Some(&n) = map.get(&v) {
                if n == v || guard > 64 {
                    break;
                }
                v = n;
                guard += 1;
            }
            changed += usize::from(*op != v);
            *op = v;
        });
        changed
    }

    /// Calls `f` on every operand of every placed instruction, in layout
    /// order (blocks walked by index: nothing cloned).
    fn for_each_placed_operand(&mut self, f: impl FnMut(&mut Value)) {
        self.for_each_operand_in(|_| true, f);
    }

    /// [`Function::for_each_placed_operand`] in the blocks `in_block` accepts.
    fn for_each_operand_in(&mut self, in_block: impl Fn(Block) -> bool, mut f: impl FnMut(&mut Value)) {
        for bi in 0..self.layout.len() {
            let b = self.layout[bi];
            if !in_block(b) {
                continue;
            }
            for k in 0..self.blocks[b].insts.len() {
                let i = self.blocks[b].insts[k];
                let d = &self.insts[i];
                let (first, n) = (d.first, d.header.num_operands);
                self.arena.get_mut(first, n).iter_mut().for_each(&mut f);
            }
        }
    }
}
