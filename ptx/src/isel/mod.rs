//! Instruction selection: lowers one IR function to a list of
//! [`PtxInst`]s.
//!
//! Every SSA value gets a virtual register of its type's class
//! ([`crate::regs`]), allocated on first mention. Pointer values that are a
//! register plus a constant (GEPs with constant indices, allocas, global
//! symbols) stay folded as an [`Addr`] in a known state space as long as
//! they are only used as addresses, so loads and stores get `[%rd1+8]`,
//! `[gdev]` or `[%SPL+16]` operands and the matching state space.
//! Blocks are lowered in reverse post-order (definitions before uses) and
//! printed in layout order; unreachable blocks are dropped.
//!
//! The per-construct rules live in the submodules: [`arith`] (integer and
//! float arithmetic, comparisons, select, casts), [`memory`] (allocas,
//! GEPs, loads, stores, address-space casts), [`control`] (branches,
//! switch, phi copies, return) and [`crate::calling_convention`] (calls and parameters).

pub mod aggregate;
pub mod arith;
pub mod atomic;
pub mod builtins;
pub mod call_site;
pub mod carry;
pub mod const_div;
pub mod control;
pub mod early_copies;
pub mod fold;
pub mod half;
pub mod inline_asm;
pub mod intrinsics;
pub mod loop_pragmas;
pub mod memory;
pub mod packed;
pub mod shared_addr;
pub mod unaligned;
pub mod values;
pub mod vector;

use crate::emit::ModuleInfo;
use crate::frame::Frame;
use crate::helper_routines::HelperNeeds;
use crate::inst::{Addr, AddrBase, Label, MachInst, Operand, PtxInst};
use crate::modifiers::{CmpOp, Rounding, Space, VecWidth};
use crate::opcode::Opcode as PtxOp;
use crate::printer::PtxFunction;
use crate::ptx_type::PtxType;
use crate::regs::{RegAlloc, RegClass, VReg};
use crate::scalar::Scalar;
use crate::uses::Uses;
use crate::PtxError;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{EntitySet, SecondaryMap};
use ir::{addrspace, Block, ConstData, FuncId, Function, Inst, Module, Opcode, Type, TypeData, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// How a value is available during selection.
#[derive(Clone, Debug, PartialEq)]
pub enum Val {
    /// In a register.
    Reg(VReg),
    /// An immediate (`Imm`, `F32`, `F64`) or a function symbol.
    Imm(Operand),
    /// An address in the given state space, not yet in a register.
    Addr(Addr, u32),
}

/// The state of lowering one function.
pub struct FnLowering<'a> {
    /// Module-wide facts (kernels, symbol names, options).
    pub info: &'a ModuleInfo<'a>,
    /// The module.
    pub m: &'a Module,
    /// The function being lowered.
    pub f: &'a Function,
    /// Its id.
    pub fid: FuncId,
    /// Function ordinal, used in label names.
    pub fidx: u32,
    /// True for a kernel (`.entry`).
    pub is_kernel: bool,
    /// The virtual registers allocated so far.
    pub regs: RegAlloc,
    reg_of: SecondaryMap<Inst, Option<VReg>>,
    repr: SecondaryMap<Inst, Option<Val>>,
    /// How each parameter is available, once loaded.
    pub args: Vec<Option<Val>>,
    /// The IR parameter types.
    pub param_types: Vec<Type>,
    /// The IR return type (`None` for void).
    pub ret_type: Option<Type>,
    /// The `.local` depot layout of the allocas.
    pub frame: Frame,
    /// Use counts of the function's values.
    pub uses: Uses,
    /// Instructions of the block being lowered.
    pub out: Vec<PtxInst>,
    /// Edge blocks appended after the last block.
    pub tail: Vec<PtxInst>,
    /// Instructions run before the entry block (parameter loads).
    pub prologue: Vec<PtxInst>,
    block_label: SecondaryMap<Block, Option<Label>>,
    /// Back edges whose phi copies run before the branch (`early_copies`).
    early_back_edges: FxHashMap<(Block, Block), bool>,
    next_block: SecondaryMap<Block, PackedOption<Block>>,
    next_label: u32,
    /// `%SP` (generic depot address) is needed.
    pub uses_sp: bool,
    /// The number of call sequences emitted so far (`callseq N`).
    pub call_seq: u32,
    /// The helper routines the function calls.
    pub needs: HelperNeeds,
    /// Scaled GEP indices: (index, scale, register class: 64-bit, or 32-bit
    /// for `.shared` addresses) -> the register and the block that computed
    /// it; reused in that block and in blocks it dominates
    /// ([`FnLowering::cached_index`]).
    pub index_cache: FxHashMap<(Value, u64, RegClass), (VReg, Block)>,
    /// 32-bit shared addresses `base + scaled index` (shared_addr.rs): the
    /// register and the block that computed it, reused as `index_cache` is
    /// (`buf[0][t]` and `buf[1][t]` share `buf + 4 * t`).
    pub short_sums: FxHashMap<(AddrBase, VReg), (VReg, Block)>,
    /// Shared symbols moved into a 32-bit register (`mov.u32 %r, tile`), reused so.
    pub short_syms: FxHashMap<String, (VReg, Block)>,
    /// Shared symbols moved into a 32-bit register in the preheader of an
    /// outermost loop, for a use inside it (shared_addr.rs), by preheader.
    pub hoisted_syms: FxHashMap<(String, Block), VReg>,
    /// For each block inside a loop, the preheader of the outermost loop
    /// holding it, when that loop has one (set by [`FnLowering::lower`]).
    pub outer_preheader: SecondaryMap<Block, PackedOption<Block>>,
    /// Code moved into a preheader after it was lowered (`hoisted_syms`'
    /// moves), put at its start when the body is assembled.
    pub hoisted_code: FxHashMap<Block, Vec<PtxInst>>,
    /// The function's CFG and dominator tree (set by [`FnLowering::lower`]).
    pub cfg: Option<ir::analysis::Cfg>,
    /// The block being lowered.
    pub current_block: Option<Block>,
    /// Struct values kept as one value per field (cmpxchg results, insertvalue chains).
    pub aggregates: FxHashMap<Inst, Vec<Val>>,
    /// Alignment of parameter symbols read in place (byval aggregates).
    pub sym_align: FxHashMap<String, u64>,
    /// Integer multiplies folded into the add that is their only use (`mad.lo`).
    pub fused_mul: EntitySet<Inst>,
    /// 128-bit additions and subtractions printed as carry chains, by their last instruction.
    pub carry_chains: FxHashMap<Inst, carry::CarryChain>,
    /// Instructions a carry chain prints (nothing is emitted at their place).
    pub absorbed: EntitySet<Inst>,
    /// The lane being lowered when a vector instruction runs the scalar rules.
    pub lane: Option<vector::Lane>,
    /// Leaves of aggregate-typed (non-byval) parameters.
    pub arg_parts: FxHashMap<u32, Vec<Val>>,
    /// GEPs computed in the current block: (operands, source type) -> value.
    pub gep_cache: FxHashMap<(Vec<Value>, Type), Val>,
    /// Shift amounts converted to `.u32` in the current block (outside vector
    /// lanes): a 128-bit shift uses each of its amounts several times.
    pub shift_amounts: FxHashMap<Value, Operand>,
    /// 16-bit float constants put in a register in this block (f16/bf16
    /// instructions take no immediates), by kind and bits: one `mov.b16` per
    /// block and constant, not per use.
    pub small_float_regs: FxHashMap<(Scalar, i64), VReg>,
    /// Pointers derived from `noalias readonly` kernel parameters (`ld.global.nc`).
    pub read_only: FxHashSet<Value>,
    /// The lanes a packed pair instruction's result was unpacked into -> that
    /// result's register (each defined once), so packing them again for the
    /// next pair instruction reuses it ([`FnLowering::pack`]).
    pub packed_lanes: FxHashMap<Vec<VReg>, VReg>,
    /// Pair operations used only by other pair operations -> their packed
    /// result once lowered (never unpacked into lanes: packed.rs).
    pub packed_results: FxHashMap<Inst, Option<VReg>>,
}

/// IR address space -> PTX state space (`None`: generic addressing).
const SPACES: &[(u32, Option<Space>)] = &[
    (addrspace::GENERIC, None),
    (addrspace::GLOBAL, Some(Space::Global)),
    (addrspace::SHARED, Some(Space::Shared)),
    (addrspace::CONSTANT, Some(Space::Const)),
    (addrspace::LOCAL, Some(Space::Local)),
    (addrspace::PARAM, Some(Space::Param)),
];

/// The PTX state space of an IR address space (`None` for generic).
pub fn ptx_space(space: u32) -> Result<Option<Space>, PtxError> {
    SPACES
        .iter()
        .find(|s| s.0 == space)
        .map(|s| s.1)
        .ok_or_else(|| PtxError::Unsupported(format!("address space {space}")))
}

/// The PTX state-space name of an IR address space (`""` for generic).
pub fn space_name(space: u32) -> Result<&'static str, PtxError> {
    Ok(ptx_space(space)?.map_or("", Space::name))
}

/// Sign-extends the low `bits` of `v`.
pub fn sext(v: u128, bits: u32) -> i64 {
    if bits == 0 || bits >= 64 {
        return v as u64 as i64;
    }
    let shift = 64 - bits;
    ((v as u64) << shift) as i64 >> shift
}

/// Zero-extends the low `bits` of `v`.
pub fn zext(v: u128, bits: u32) -> i64 {
    if bits >= 64 {
        return v as u64 as i64;
    }
    (v as u64 & ((1u64 << bits) - 1)) as i64
}

impl<'a> FnLowering<'a> {
    /// Prepares lowering of function `fid` (ordinal `fidx`).
    pub fn new(info: &'a ModuleInfo<'a>, fid: FuncId, fidx: u32) -> Result<Self, PtxError> {
        let m = info.m;
        let f = &m.functions[fid];
        let (params, ret) = match f.ty.map(|t| m.types.get(t)) {
            Some(TypeData::Function { ret, params, .. }) => (params.clone(), *ret),
            // Not a structural fact: the verifier reads a non-function type as no parameters.
            _ => {
                return Err(PtxError::Malformed(format!(
                    "{}: function without a function type",
                    f.name
                )))
            }
        };
        let ret_type = (!m.types.is_void(ret)).then_some(ret);
        let mut block_label = SecondaryMap::with_capacity(f.blocks.len());
        for (n, &b) in f.layout.iter().enumerate() {
            block_label[b] = Some(Label {
                func: fidx,
                num: n as u32,
            });
        }
        Ok(FnLowering {
            info,
            m,
            f,
            fid,
            fidx,
            is_kernel: info.kernels.contains(&fid),
            regs: RegAlloc::default(),
            reg_of: SecondaryMap::with_capacity(f.insts.len()),
            repr: SecondaryMap::with_capacity(f.insts.len()),
            args: vec![None; params.len()],
            param_types: params,
            ret_type,
            frame: Frame::layout(m, f)?,
            uses: Uses::compute(m, f, f.param_names.len().max(f.param_attrs.len())),
            index_cache: FxHashMap::default(),
            short_sums: FxHashMap::default(),
            short_syms: FxHashMap::default(),
            hoisted_syms: FxHashMap::default(),
            outer_preheader: SecondaryMap::new(),
            hoisted_code: FxHashMap::default(),
            cfg: None,
            current_block: None,
            aggregates: FxHashMap::default(),
            sym_align: FxHashMap::default(),
            fused_mul: EntitySet::with_capacity(f.insts.len()),
            carry_chains: FxHashMap::default(),
            absorbed: EntitySet::new(),
            lane: None,
            arg_parts: FxHashMap::default(),
            gep_cache: FxHashMap::default(),
            shift_amounts: FxHashMap::default(),
            small_float_regs: FxHashMap::default(),
            read_only: FxHashSet::default(),
            packed_lanes: FxHashMap::default(),
            packed_results: FxHashMap::default(),
            // About one PTX instruction per IR instruction and a label per block:
            // reserved once, a long function's list is not copied as it grows.
            out: Vec::with_capacity(f.insts.len() + f.blocks.len()),
            tail: Vec::new(),
            prologue: Vec::new(),
            block_label,
            early_back_edges: FxHashMap::default(),
            next_block: SecondaryMap::with_capacity(f.blocks.len()),
            next_label: f.layout.len() as u32,
            uses_sp: false,
            call_seq: 0,
            needs: HelperNeeds::default(),
        })
    }

    /// Lowers the function body and returns it ready to print. `cfg` is the
    /// function's (the structural gate computed it: structure.rs).
    pub fn lower(mut self, signature: String, cfg: ir::analysis::Cfg) -> Result<(PtxFunction, HelperNeeds), PtxError> {
        let f = self.f;
        let rpo = cfg.rpo.clone();
        let order: Vec<Block> = f.layout.iter().copied().filter(|&b| cfg.is_reachable(b)).collect();
        if ir::analysis::may_have_loops(f) {
            let loops = ir::analysis::LoopInfo::compute(&cfg);
            for (l, data) in loops.loops().filter(|(_, d)| d.depth == 1) {
                if let Some(pre) = loops.preheader(f, &cfg, l) {
                    for &b in &data.blocks {
                        self.outer_preheader[b] = pre.into();
                    }
                }
            }
        }
        self.cfg = Some(cfg);
        for w in order.windows(2) {
            self.next_block[w[0]] = w[1].into();
        }
        self.find_mad_candidates();
        self.find_packed_results();
        self.find_carry_chains();
        self.early_back_edges =
            early_copies::early_back_edges(f, self.cfg.as_ref().expect("set above"), |i| self.computes_in_place(i));
        if self.is_kernel {
            self.read_only = read_only_pointers(f);
        }
        self.load_params()?;
        let mut bodies: SecondaryMap<Block, Vec<PtxInst>> = SecondaryMap::with_capacity(f.blocks.len());
        let mut edge_blocks: SecondaryMap<Block, Vec<PtxInst>> = SecondaryMap::with_capacity(f.blocks.len());
        for &b in &rpo {
            self.out = Vec::new();
            self.lower_block(b)?;
            bodies[b] = std::mem::take(&mut self.out);
            edge_blocks[b] = std::mem::take(&mut self.tail);
        }
        for (pre, mut code) in std::mem::take(&mut self.hoisted_code) {
            code.append(&mut bodies[pre]);
            bodies[pre] = code;
        }
        // Sized once: grown by doubling, a long function's body was copied
        // into fresh memory again and again.
        let size: usize = order.iter().map(|&b| bodies[b].len() + edge_blocks[b].len() + 2).sum();
        let mut body = Vec::with_capacity(size + self.prologue.len() + 2);
        if !self.frame.is_empty() {
            let depot = Operand::Sym(format!("__local_depot{}", self.fidx).into());
            let mov = MachInst::new(PtxOp::Mov).ty(PtxType::U64);
            body.push(mov.ops([Operand::Named("%SPL"), depot]).into());
            if self.uses_sp {
                let cvta = MachInst::new(PtxOp::Cvta).space(Some(Space::Local)).ty(PtxType::U64);
                body.push(cvta.ops([Operand::Named("%SP"), Operand::Named("%SPL")]).into());
            }
        }
        body.append(&mut self.prologue);
        let nounroll = loop_pragmas::nounroll_headers(self.m, f);
        // Edge blocks (phi copies of one edge of a conditional branch) go at
        // the first place after their branch that nothing falls into: near
        // the branch, and so before the join of an `if`'s arms, where diverged
        // lanes meet again (ptxsim issues the lowest PC first: code laid out
        // after the join would run only after the join had run for the
        // others, splitting the warp at `__activemask()` there).
        // Labels no branch names are left out here rather than swept out
        // below (most blocks are reached by falling through: moving the whole
        // body down over each dropped label was most of the sweep).
        let targets = UsedLabels::of_all(
            [&body[..]]
                .into_iter()
                .chain(order.iter().flat_map(|&b| [&bodies[b][..], &edge_blocks[b][..]])),
        );
        let mut pending: Vec<PtxInst> = Vec::new();
        for b in order {
            let label = self.label(b);
            if targets.contains(&label) {
                body.push(PtxInst::Label(label));
            }
            if nounroll.contains(&b) {
                body.push(PtxInst::NoUnroll);
            }
            // The block's own code decides (its label, if any, falls through).
            let falls_through = !matches!(
                bodies[b].iter().rev().find(|i| !matches!(i, PtxInst::Loc { .. })),
                Some(PtxInst::Op(mi)) if mi.ends_flow()
            );
            body.append(&mut bodies[b]);
            pending.append(&mut edge_blocks[b]);
            if !falls_through {
                body.append(&mut pending);
            }
        }
        body.append(&mut pending);
        remove_unused_labels(&mut body);
        crate::bit_moves::run(&mut body);
        crate::load_masks::run(&mut body);
        crate::copy_coalesce::run(&mut body);
        crate::reg_coalesce::run(&mut body);
        crate::reg_coalesce::remove_self_copies(&mut body);
        crate::branch_tidy::run(&mut body);
        remove_unused_labels(&mut body);
        if self.info.lines.is_some() {
            crate::line_info::tidy(&mut body);
        }
        let depot = (!self.frame.is_empty()).then_some((self.fidx, self.frame.align, self.frame.size));
        let func = PtxFunction {
            signature,
            depot,
            reg_decls: self.regs.declarations(),
            body,
        };
        Ok((func, self.needs))
    }

    /// Marks integer multiplies whose only use is an add (or the subtraction
    /// of a constant) in the same block: that becomes `mad.lo` and the
    /// multiply is not emitted on its own.
    /// With [`crate::PtxOptions::contract`], f32/f64 multiplies whose only
    /// use is an `fadd` in the same block likewise become its `fma.rn`.
    fn find_mad_candidates(&mut self) {
        let f = self.f;
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                if matches!(f.inst(i).opcode(), Opcode::FAdd | Opcode::FSub) && self.may_contract(i) {
                    self.find_fma_candidate(b, i);
                    continue;
                }
                let op = f.inst(i).opcode();
                if !matches!(op, Opcode::Add | Opcode::Sub) || !self.m.types.is_int(f.inst(i).ty) {
                    continue;
                }
                // A multiply that is one `mul.wide` of a narrower value stays
                // apart: its extension is not emitted (uses.rs).
                let fusable = |v: &Value| {
                    let m = v.as_inst()?;
                    let d = f.inst(m);
                    let widening = crate::uses::widening_multiply(self.m, f, m).is_some();
                    (d.opcode() == Opcode::Mul && d.block == Some(b) && self.uses.count[m] == 1 && !widening)
                        .then_some(m)
                };
                let candidate = if op == Opcode::Add {
                    f.operands(i).iter().find_map(fusable)
                } else {
                    // `mul - C` only: its addend is the constant -C (a register
                    // subtrahend would need a negation of its own).
                    let (lhs, rhs) = f.binary_operands(i);
                    let int_const = rhs
                        .as_const()
                        .is_some_and(|c| matches!(self.m.consts.get(c), ir::ConstData::Int { .. }));
                    int_const.then(|| fusable(&lhs)).flatten()
                };
                if let Some(m) = candidate {
                    if self
                        .m
                        .types
                        .int_bits(f.inst(m).ty)
                        .is_some_and(|w| (8..=64).contains(&w))
                    {
                        self.fused_mul.insert(m);
                    }
                }
            }
        }
    }

    /// `fadd` `i` of block `b`: its first operand that is an f32/f64 `fmul`
    /// of the same block with no other use is fused into it. nvcc's choices:
    /// `fsub` is fused only as `a * b - C` (an `fma` adding -C), and a
    /// multiply with other uses stays apart.
    fn find_fma_candidate(&mut self, b: Block, i: Inst) {
        let f = self.f;
        if !matches!(
            self.m.types.get(f.inst(i).ty),
            ir::TypeData::Float | ir::TypeData::Double
        ) {
            return;
        }
        let fusable = |v: &Value| {
            let m = v.as_inst()?;
            let d = f.inst(m);
            (d.opcode() == Opcode::FMul && d.block == Some(b) && self.uses.count[m] == 1 && self.may_contract(m))
                .then_some(m)
        };
        let candidate = if f.inst(i).opcode() == Opcode::FAdd {
            f.operands(i).iter().find_map(fusable)
        } else {
            let (lhs, rhs) = f.binary_operands(i);
            let float_const = rhs
                .as_const()
                .is_some_and(|c| matches!(self.m.consts.get(c), ir::ConstData::Float { .. }));
            float_const.then(|| fusable(&lhs)).flatten()
        };
        if let Some(m) = candidate {
            self.fused_mul.insert(m);
        }
    }

    /// -fmad=true applies to `i`: not from a file compiled exactly
    /// ([`crate::source_facts`]; ptxc's own math library).
    pub(super) fn may_contract(&self, i: Inst) -> bool {
        let exact = |files: &FxHashSet<u32>| {
            self.f
                .locs
                .get(i)
                .copied()
                .flatten()
                .is_some_and(|l| files.contains(&l.file))
        };
        self.info.opts.contract && !self.info.exact_files.is_some_and(exact)
    }

    fn lower_block(&mut self, b: Block) -> Result<(), PtxError> {
        let f = self.f;
        let insts = &f.blocks[b].insts;
        self.current_block = Some(b);
        self.gep_cache.clear();
        self.shift_amounts.clear();
        self.small_float_regs.clear();
        // The structural verifier guarantees the shape: phis first (their
        // copies are made on the incoming edges), then the body, then exactly
        // one terminator, last.
        let fid = self.fid;
        for &i in insts {
            let op = f.inst(i).opcode();
            if op == Opcode::Phi || self.absorbed.contains(i) {
                continue;
            }
            self.mark_source_line(i);
            if op.is_terminator() {
                // Edge blocks run on one path only: no constant register is shared
                // between them.
                self.small_float_regs.clear();
                return self.lower_terminator(b, i).map_err(|e| e.at(fid, i));
            }
            self.lower_inst(i).map_err(|e| e.at(fid, i))?;
        }
        Ok(())
    }

    /// `-lineinfo`: a `.loc` for the statement of `i` (line_info::tidy drops
    /// the ones no instruction follows and the repeats).
    fn mark_source_line(&mut self, i: Inst) {
        let Some(table) = self.info.lines else { return };
        let Some(loc) = self.f.locs.get(i).copied().flatten() else {
            return;
        };
        if let Some((line, col)) = table.position(loc.stmt_file, loc.stmt_start) {
            self.out.push(PtxInst::Loc {
                file: loc.stmt_file,
                line,
                col,
            });
        }
    }

    /// Whether `i` surely computes into a register of its own where it stands
    /// (so no later read of its operands' registers stands for it): integer and
    /// float arithmetic other than on predicates and other than a `mul` fused
    /// into its user, compares, loads and GEPs used as values, unless left to
    /// their uses.
    fn computes_in_place(&self, i: Inst) -> bool {
        let d = self.f.inst(i);
        let op = d.opcode();
        let predicate = self.m.types.int_bits(d.ty) == Some(1);
        let kind = (op.is_binary() && !predicate && !self.fused_mul.contains(i))
            || matches!(op, Opcode::ICmp | Opcode::FCmp | Opcode::Load)
            || (op == Opcode::GetElementPtr && self.gep_settles_in_a_register(i));
        kind && !self.is_removable(i) && !self.absorbed.contains(i)
    }

    /// A GEP used as a value (not only as an address) is computed into its
    /// register where it stands, unless an equal GEP earlier in its block is
    /// reused for it (which may be a folded address).
    fn gep_settles_in_a_register(&self, i: Inst) -> bool {
        let f = self.f;
        let Some(b) = f.inst(i).block else { return false };
        let same = |j: Inst| j != i && f.inst(j).opcode() == Opcode::GetElementPtr && f.operands(j) == f.operands(i);
        self.uses.value_uses[i] > 0 && !f.blocks[b].insts.iter().any(|&j| same(j))
    }

    /// True when an instruction without uses can be dropped.
    fn is_removable(&self, i: Inst) -> bool {
        let d = self.f.inst(i);
        let pure = d.opcode().is_binary()
            || d.opcode().is_cast()
            || matches!(
                d.opcode(),
                Opcode::ICmp
                    | Opcode::FCmp
                    | Opcode::Select
                    | Opcode::FNeg
                    | Opcode::GetElementPtr
                    | Opcode::Alloca
                    | Opcode::Freeze
                    | Opcode::ExtractValue
                    | Opcode::InsertValue
                    | Opcode::ExtractElement
                    | Opcode::InsertElement
                    | Opcode::ShuffleVector
            )
            || (d.opcode() == Opcode::Load && !d.header.flags.has(ir::InstFlags::VOLATILE));
        pure && self.uses.count[i] == self.uses.wide_index_uses[i] + self.uses.round_trip_uses[i]
    }

    fn lower_inst(&mut self, i: Inst) -> Result<(), PtxError> {
        if self.is_removable(i) {
            return Ok(());
        }
        if self.is_aggregate_inst(i) {
            return self.lower_aggregate(i);
        }
        self.lower_scalar(i)
    }

    /// Lowers `i` by the scalar rules (also once per lane of a vector instruction).
    fn lower_scalar(&mut self, i: Inst) -> Result<(), PtxError> {
        let op = self.f.inst(i).opcode();
        match op {
            _ if op.is_binary() => self.lower_binary(i),
            Opcode::FNeg => self.lower_fneg(i),
            Opcode::ICmp => self.lower_icmp(i),
            Opcode::FCmp => self.lower_fcmp(i),
            Opcode::Select => self.lower_select(i),
            Opcode::AddrSpaceCast => self.lower_addrspacecast(i),
            _ if op.is_cast() => self.lower_cast(i),
            Opcode::Freeze => self.lower_cast(i),
            Opcode::Alloca => self.lower_alloca(i),
            Opcode::GetElementPtr => self.lower_gep(i),
            Opcode::Load => self.lower_load(i),
            Opcode::Store => self.lower_store(i),
            Opcode::Call => self.lower_call(i),
            Opcode::AtomicRmw => self.lower_atomic_rmw(i),
            Opcode::CmpXchg => self.lower_cmpxchg(i),
            Opcode::Fence => self.lower_fence(i),
            Opcode::ExtractValue => self.lower_extract_value(i),
            Opcode::InsertValue => self.lower_insert_value(i),
            _ => Err(PtxError::Unsupported(format!(
                "the `{}` instruction (in {})",
                op.mnemonic(),
                self.f.name
            ))),
        }
    }

    // ----- labels -----

    /// The label of block `b`.
    pub fn label(&self, b: Block) -> Label {
        self.block_label.get(b).copied().flatten().unwrap_or(Label {
            func: self.fidx,
            num: 0,
        })
    }

    /// The register of scaled index `key` computed in the current block or in
    /// a block that dominates it (blocks are lowered in reverse postorder, so
    /// dominators come first, and the register is written once). Only the
    /// nearest dominators are looked at, to keep a lookup constant-time in
    /// long chains of blocks.
    pub fn cached_index(&self, key: (Value, u64, RegClass)) -> Option<VReg> {
        let &(r, at) = self.index_cache.get(&key)?;
        self.dominates_current(at).then_some(r)
    }

    /// Block `at` is the current block or one of its nearest dominators.
    pub fn dominates_current(&self, at: Block) -> bool {
        const DOMINATOR_STEPS: usize = 8;
        let Some(mut b) = self.current_block else { return false };
        for _ in 0..=DOMINATOR_STEPS {
            if b == at {
                return true;
            }
            match self.cfg.as_ref().and_then(|c| c.idom(b)) {
                Some(d) => b = d,
                None => return false,
            }
        }
        false
    }

    /// A label for an edge block.
    pub fn new_label(&mut self) -> Label {
        let l = Label {
            func: self.fidx,
            num: self.next_label,
        };
        self.next_label += 1;
        l
    }

    /// The reachable block printed right after `b`.
    pub fn next_in_layout(&self, b: Block) -> Option<Block> {
        self.next_block.get(b).and_then(|n| n.expand())
    }

    // ----- emission helpers -----

    /// Appends a typed instruction to the current block.
    pub fn push(&mut self, inst: MachInst) {
        debug_assert!(
            inst.mods.mode.is_none_or(|m| m.kind() == inst.opcode.mode_kind()),
            "{:?} does not take the word {:?}",
            inst.opcode,
            inst.mods.mode
        );
        self.out.push(PtxInst::Op(inst));
    }

    /// Appends the memory access `access` (an `ld`/`st` with its modifiers)
    /// of type `ty`, `n` lanes wide (`.v2`/`.v4` when `n` > 1).
    pub fn emit_access(&mut self, access: &MachInst, n: usize, ty: PtxType, ops: impl IntoIterator<Item = Operand>) {
        let mut inst = access.clone().ty(ty).ops(ops);
        if n > 1 {
            inst.mods.vec = VecWidth::of_lanes(n);
            debug_assert!(inst.mods.vec.is_some(), "a {n}-lane vector access");
        }
        self.push(inst);
    }

    /// Appends `opcode.ty ops` (no modifiers) to the current block.
    pub fn emit_op(&mut self, opcode: PtxOp, ty: PtxType, ops: impl IntoIterator<Item = Operand>) {
        self.push(MachInst::new(opcode).ty(ty).ops(ops));
    }

    /// `setp.<cmp>.<ty> d, a, b`
    pub fn setp(&mut self, cmp: CmpOp, ty: PtxType, d: VReg, a: Operand, b: Operand) {
        self.push(MachInst::new(PtxOp::Setp).cmp(cmp).ty(ty).ops([Operand::Reg(d), a, b]));
    }

    /// `selp.<ty> d, a, b, p`
    pub fn selp(&mut self, ty: PtxType, d: VReg, a: Operand, b: Operand, p: VReg) {
        self.emit_op(PtxOp::Selp, ty, [Operand::Reg(d), a, b, Operand::Reg(p)]);
    }

    /// `cvt[.rounding].<dst>.<src> d, a`
    pub fn cvt(&mut self, rounding: Option<Rounding>, dst: PtxType, src: PtxType, d: VReg, a: VReg) {
        let mut inst = MachInst::new(PtxOp::Cvt).ty(dst).ty(src);
        inst.mods.rounding = rounding;
        self.push(inst.ops([Operand::Reg(d), Operand::Reg(a)]));
    }

    /// A fresh register of `class`.
    pub fn new_reg(&mut self, class: RegClass) -> VReg {
        self.regs.new_reg(class)
    }

    /// Runs `body` and returns what it emitted instead of appending it.
    pub fn capture(&mut self, body: impl FnOnce(&mut Self) -> Result<(), PtxError>) -> Result<Vec<PtxInst>, PtxError> {
        let saved = std::mem::take(&mut self.out);
        let r = body(self);
        let captured = std::mem::replace(&mut self.out, saved);
        r.map(|()| captured)
    }

    // ----- types -----

    /// The scalar kind of `ty` (a vector's element while lowering one lane).
    pub fn scalar(&self, ty: Type) -> Result<Scalar, PtxError> {
        match (self.m.types.get(ty), &self.lane) {
            // In a lane, a vector type stands for its element.
            (TypeData::Vector { elem, .. }, Some(_)) => Scalar::of(&self.m.types, *elem),
            _ => Scalar::of(&self.m.types, ty),
        }
    }

    /// The IR type of a value, when it has one without interning.
    pub fn value_type(&self, v: Value) -> Option<Type> {
        match v {
            Value::Inst(i) => Some(self.f.inst(i).ty),
            Value::Arg(n) => self.param_types.get(n as usize).copied(),
            Value::Const(c) => self.m.consts.get(c).ty().stored(),
            Value::Global(_) | Value::Func(_) | Value::Block(_) => None,
        }
    }

    /// The scalar kind of a value.
    pub fn value_scalar(&self, v: Value) -> Result<Scalar, PtxError> {
        match v {
            Value::Global(_) | Value::Func(_) => Ok(Scalar::Ptr),
            Value::Const(c) if self.m.consts.get(c).ty().stored().is_none() => Ok(Scalar::Ptr),
            // Neither arm below fails for an operand in a value position (the
            // structural verifier puts blocks only at labels and checks
            // argument numbers); they keep this total for every `Value`.
            Value::Block(_) => Err(PtxError::Malformed("a block used as a value".into())),
            _ => {
                let ty = self
                    .value_type(v)
                    .ok_or_else(|| PtxError::Malformed(format!("{}: operand without a type", self.f.name)))?;
                self.scalar(ty)
            }
        }
    }

    /// The IR address space of a pointer value (0 for non-pointers).
    pub fn ptr_space(&self, v: Value) -> u32 {
        match v {
            Value::Global(g) => self.m.globals[g].addrspace,
            Value::Func(_) => addrspace::GENERIC,
            Value::Const(c) => match self.m.consts.get(c) {
                ConstData::GlobalAddr(g) | ConstData::GlobalOffset { global: g, .. } => self.m.globals[*g].addrspace,
                _ => self
                    .value_type(v)
                    .and_then(|t| self.m.types.ptr_addrspace(t))
                    .unwrap_or(addrspace::GENERIC),
            },
            _ => self
                .value_type(v)
                .and_then(|t| self.m.types.ptr_addrspace(t))
                .unwrap_or(addrspace::GENERIC),
        }
    }
}

/// Pointers derived (through address-space casts and GEPs) from kernel
/// parameters marked `noalias` and `readonly`, as LLVM's NVPTX backend
/// selects `ld.global.nc` for them.
fn read_only_pointers(f: &Function) -> FxHashSet<Value> {
    let mut set: FxHashSet<Value> = (0..f.param_attrs.len())
        .filter(|&n| f.param_attrs[n].noalias && f.param_attrs[n].readonly && f.param_attrs[n].byval.is_none())
        .map(|n| Value::Arg(n as u32))
        .collect();
    if set.is_empty() {
        return set;
    }
    loop {
        let before = set.len();
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                let op = f.inst(i).opcode();
                if matches!(op, Opcode::AddrSpaceCast | Opcode::GetElementPtr)
                    && f.operands(i).first().is_some_and(|v| set.contains(v))
                {
                    set.insert(Value::Inst(i));
                }
            }
        }
        if set.len() == before {
            return set;
        }
    }
}

/// Drops labels no branch refers to, the code no path reaches, and
/// unconditional jumps to the label right after them (left when the blocks
/// between emitted no code).
fn remove_unused_labels(body: &mut Vec<PtxInst>) {
    // Code after an unconditional jump, return or trap, up to the next
    // label, cannot run (blocks whose branch was decided by a constant).
    let ends_flow = |i: &PtxInst| matches!(i, PtxInst::Op(inst) if inst.ends_flow());
    loop {
        remove_jumps_to_next(body);
        let used = UsedLabels::of(body);
        let before = body.len();
        // Unused labels go, and with them the code after a jump up to the
        // next label still used: one sweep (a long function's body is
        // hundreds of megabytes).
        let mut dead = false;
        body.retain(|i| {
            if let PtxInst::Label(l) = i {
                if !used.contains(l) {
                    return false;
                }
                dead = false;
                return true;
            }
            let keep = !dead;
            if keep && ends_flow(i) {
                dead = true;
            }
            keep
        });
        // Dropping dead code can leave more labels unused.
        if body.len() == before {
            return;
        }
    }
}

/// The labels a body's branches name: a bit per number for the function's
/// own labels (a hash probe per label was an eighth of the sweep), a set for
/// any other.
struct UsedLabels {
    func: Option<u32>,
    bits: Vec<u64>,
    others: FxHashSet<Label>,
}

impl UsedLabels {
    /// Numbers beyond this go to the set (the bits stay small).
    const MAX_DENSE: u32 = 1 << 24;

    fn of(body: &[PtxInst]) -> UsedLabels {
        Self::of_all([body])
    }

    /// The labels the branches of all `parts` name.
    fn of_all<'b>(parts: impl IntoIterator<Item = &'b [PtxInst]>) -> UsedLabels {
        let mut used = UsedLabels {
            func: None,
            bits: Vec::new(),
            others: FxHashSet::default(),
        };
        for l in parts.into_iter().flatten().filter_map(PtxInst::branch_target) {
            let own = *used.func.get_or_insert(l.func) == l.func;
            if own && l.num < Self::MAX_DENSE {
                let word = (l.num / 64) as usize;
                if used.bits.len() <= word {
                    used.bits.resize(word + 1, 0);
                }
                used.bits[word] |= 1 << (l.num % 64);
            } else {
                used.others.insert(l);
            }
        }
        used
    }

    fn contains(&self, l: &Label) -> bool {
        if self.func == Some(l.func) && l.num < Self::MAX_DENSE {
            let word = (l.num / 64) as usize;
            self.bits.get(word).is_some_and(|w| w & (1 << (l.num % 64)) != 0)
        } else {
            self.others.contains(l)
        }
    }
}

/// Removes `bra L` (guarded or not) when only `.loc` lines and labels separate it from `L:`.
fn remove_jumps_to_next(body: &mut Vec<PtxInst>) {
    let mut drop = vec![false; body.len()];
    for (n, inst) in body.iter().enumerate() {
        let PtxInst::Op(mi) = inst else { continue };
        // Guarded or not: either way the next instruction runs next.
        if mi.opcode != PtxOp::Bra {
            continue;
        }
        let Some(target) = inst.branch_target() else { continue };
        // `L:` among the labels right after the jump.
        drop[n] = body[n + 1..]
            .iter()
            .take_while(|i| matches!(i, PtxInst::Loc { .. } | PtxInst::Label(_)))
            .any(|i| matches!(i, PtxInst::Label(l) if *l == target));
    }
    if !drop.contains(&true) {
        return;
    }
    let mut n = 0;
    body.retain(|_| {
        n += 1;
        !drop[n - 1]
    });
}
