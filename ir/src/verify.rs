//! The structural IR verifier: the invariants every pass must keep, whatever
//! the target (the NVVM rules of the design documents are the `verifier`
//! crate's, on top of these).
//!
//! - blocks: every block in the layout ends in exactly one terminator, with
//!   no terminator before it; phis come first; each instruction knows its block;
//! - operands: each opcode gets the number of operands its format
//!   ([`crate::Format::arity`]) allows, blocks where its syntax has labels
//!   and values elsewhere ([`crate::Format::operand_kind`]); an operand
//!   names an instruction placed in this function, an argument it has, or a
//!   block of its layout;
//! - sub-opcodes: `icmp`/`fcmp` name a predicate, `atomicrmw` an operation;
//! - types: arithmetic operands have the result's type, compares yield `i1`
//!   (per lane), conditions are `i1`, loads and stores go through pointers,
//!   `ret` returns the function's type;
//! - SSA: in reachable code, a definition dominates each use (a phi's use
//!   sits at the end of its incoming block), and a phi has an entry for each
//!   predecessor and none for other blocks.
//!
//! It runs after every pass in debug and test builds and with `--verify-each`
//! (compiler/src/passes/mod.rs), so a pass that breaks the IR is caught where
//! it does, not in instruction selection.

use crate::analysis::Cfg;
use crate::{
    AtomicRmwOp, Block, FloatPredicate, Function, Inst, IntPredicate, Module, Opcode, OperandKind, Type, TypeData,
    Value,
};
use cranelift_entity::SecondaryMap;
use smallvec::SmallVec;

/// One broken invariant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructuralError {
    /// Name of the function with the broken invariant.
    pub function: String,
    /// The offending instruction, when there is one.
    pub inst: Option<Inst>,
    /// The invariant broken, in words.
    pub message: String,
}

impl std::fmt::Display for StructuralError {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(out, "@{}: {}", self.function, self.message)
    }
}

/// Checks every defined function of `m`.
pub fn verify_module(m: &Module) -> Result<(), Vec<StructuralError>> {
    let errors: Vec<StructuralError> = m
        .functions
        .values()
        .filter(|f| !f.is_declaration())
        .flat_map(|f| verify_function(m, f))
        .collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The broken invariants of one function (empty when it is well formed).
pub fn verify_function(m: &Module, f: &Function) -> Vec<StructuralError> {
    check_function(m, f).0
}

/// [`verify_function`], with the CFG its SSA check computed (none when an
/// earlier check failed): instruction selection reads the same CFG.
pub fn check_function(m: &Module, f: &Function) -> (Vec<StructuralError>, Option<Cfg>) {
    // The tables are filled to their length first: growing one an entry at a
    // time on writes was a slow path per instruction (issue 46).
    let mut placed = SecondaryMap::new();
    placed.resize(f.insts.len());
    let mut v = Verifier {
        m,
        f,
        errors: Vec::new(),
        placed,
        generic_ptr: m.types.lookup(&TypeData::Ptr(0)),
    };
    v.check_blocks();
    if v.errors.is_empty() {
        v.check_instructions();
    }
    let mut cfg = None;
    if v.errors.is_empty() {
        cfg = Some(v.check_ssa());
    }
    (v.errors, cfg)
}

struct Verifier<'a> {
    m: &'a Module,
    f: &'a Function,
    errors: Vec<StructuralError>,
    /// Block and position of every placed instruction (dense: a hash map
    /// of a long function's million instructions was a cache miss per use).
    placed: SecondaryMap<Inst, Option<(Block, usize)>>,
    /// `ptr`, looked up once (the type of every callee operand).
    generic_ptr: Option<Type>,
}

impl Verifier<'_> {
    fn error(&mut self, inst: Option<Inst>, message: String) {
        let at = match inst.and_then(|i| self.f.inst_name(i)) {
            Some(name) => format!("%{name}: "),
            None => String::new(),
        };
        self.errors.push(StructuralError {
            function: self.f.name.clone(),
            inst,
            message: format!("{at}{message}"),
        });
    }

    fn check_blocks(&mut self) {
        let f = self.f;
        let mut seen: SecondaryMap<Block, bool> = SecondaryMap::new();
        seen.resize(f.blocks.len());
        for &b in &f.layout {
            let name = &f.blocks[b].name;
            if std::mem::replace(&mut seen[b], true) {
                self.error(None, format!("block {name} is twice in the layout"));
                continue;
            }
            let insts = &f.blocks[b].insts;
            if insts.is_empty() {
                self.error(None, format!("block {name} is empty"));
                continue;
            }
            let mut phis_done = false;
            for (k, &i) in insts.iter().enumerate() {
                let d = f.inst(i);
                self.placed[i] = Some((b, k));
                if d.block != Some(b) {
                    self.error(Some(i), format!("is in block {name} but records another block"));
                }
                let last = k + 1 == insts.len();
                if d.opcode().is_terminator() != last {
                    let msg = if last {
                        format!("block {name} does not end in a terminator")
                    } else {
                        format!("a terminator in the middle of block {name}")
                    };
                    self.error(Some(i), msg);
                }
                if d.opcode() == Opcode::Phi {
                    if phis_done {
                        self.error(Some(i), format!("a phi after other instructions of block {name}"));
                    }
                } else {
                    phis_done = true;
                }
            }
        }
    }

    /// The type of an operand, when it has one the module already knows.
    fn type_of(&self, v: Value) -> Option<Type> {
        let m = self.m;
        let pointer = |space: u32| match space {
            0 => self.generic_ptr,
            _ => m.types.lookup(&TypeData::Ptr(space)),
        };
        match v {
            Value::Inst(i) => Some(self.f.inst(i).ty),
            Value::Arg(n) => match self.f.ty.map(|t| m.types.get(t)) {
                Some(TypeData::Function { params, .. }) => params.get(n as usize).copied(),
                _ => None,
            },
            Value::Const(c) => m.known_const_type(c),
            Value::Global(g) => pointer(m.globals[g].addrspace),
            Value::Func(_) => pointer(0),
            Value::Block(_) => None,
        }
    }

    /// `i1`, or a vector of `i1`.
    fn is_bool(&self, t: Type) -> bool {
        match self.m.types.get(t) {
            TypeData::Int(1) => true,
            TypeData::Vector { elem, .. } => matches!(self.m.types.get(*elem), TypeData::Int(1)),
            _ => false,
        }
    }

    fn lanes(&self, t: Type) -> Option<u32> {
        match self.m.types.get(t) {
            TypeData::Vector { len, .. } => Some(*len),
            _ => None,
        }
    }

    fn check_instructions(&mut self) {
        let f = self.f;
        let params = match f.ty.map(|t| self.m.types.get(t)) {
            Some(TypeData::Function { params, .. }) => params.len(),
            _ => 0,
        };
        let mut layout: SecondaryMap<Block, bool> = SecondaryMap::new();
        layout.resize(f.blocks.len());
        for &b in &f.layout {
            layout[b] = true;
        }
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                let ops = f.operands(i);
                for &op in ops {
                    let bad = match op {
                        Value::Inst(d) if self.placed.get(d).copied().flatten().is_none() => {
                            Some("an instruction no block holds")
                        }
                        Value::Arg(n) if n as usize >= params => Some("an argument the function does not have"),
                        Value::Block(t) if !layout.get(t).copied().unwrap_or(false) => {
                            Some("a block outside the layout")
                        }
                        _ => None,
                    };
                    if let Some(what) = bad {
                        self.error(Some(i), format!("{} uses {what}", f.inst(i).opcode().mnemonic()));
                    }
                }
                self.check_shape(i, ops);
            }
        }
    }

    /// Operand count and types of one instruction.
    fn check_shape(&mut self, i: Inst, ops: &[Value]) {
        let d = self.f.inst(i);
        let op = d.opcode();
        let format = op.format();
        if !format.arity().accepts(ops.len()) {
            self.error(Some(i), format!("{} has {} operands", op.mnemonic(), ops.len()));
            return;
        }
        let subop = d.header.subop;
        let unknown_subop = match op {
            Opcode::ICmp => IntPredicate::from_u16(subop).is_none().then_some("an icmp predicate"),
            Opcode::FCmp => FloatPredicate::from_u16(subop).is_none().then_some("an fcmp predicate"),
            Opcode::AtomicRmw => AtomicRmwOp::from_u16(subop)
                .is_none()
                .then_some("an atomicrmw operation"),
            _ => None,
        };
        if let Some(what) = unknown_subop {
            self.error(Some(i), format!("{}: sub-opcode {subop} is not {what}", op.mnemonic()));
        }
        let mut misplaced = false;
        for (k, v) in ops.iter().enumerate() {
            let is_block = v.as_block().is_some();
            let problem = match format.operand_kind(k, ops.len()) {
                Some(OperandKind::Block) if !is_block => "is not a block",
                Some(OperandKind::Value) if is_block => "is a block where a value goes",
                _ => continue,
            };
            self.error(Some(i), format!("{}: operand {k} {problem}", op.mnemonic()));
            misplaced = true;
        }
        if misplaced {
            return;
        }
        // Held inline: the gate runs before every selection, a heap vector per
        // instruction was a sixth of its time.
        let types: SmallVec<[Option<Type>; 4]> = ops.iter().map(|&v| self.type_of(v)).collect();
        for problem in self.type_problems(op, d.ty, &types) {
            self.error(Some(i), format!("{}: {problem}", op.mnemonic()));
        }
    }

    /// What is wrong with the types of an instruction `op` with result type `ty`.
    fn type_problems(&self, op: Opcode, ty: Type, types: &[Option<Type>]) -> Vec<&'static str> {
        let types_ = &self.m.types;
        let differs = |t: &Option<Type>| t.is_some_and(|t| t != ty);
        let mut out = Vec::new();
        match op {
            _ if op.is_binary() && types.iter().any(differs) => out.push("an operand's type is not the result's"),
            Opcode::FNeg | Opcode::Freeze if differs(&types[0]) => out.push("the operand's type is not the result's"),
            Opcode::ICmp | Opcode::FCmp => {
                if let (Some(a), Some(b)) = (types[0], types[1]) {
                    if a != b {
                        out.push("the operands have different types");
                    } else if !self.is_bool(ty) || self.lanes(ty) != self.lanes(a) {
                        out.push("the result is not i1 for each lane of the operands");
                    }
                }
            }
            Opcode::Select => {
                if types[0].is_some_and(|c| !self.is_bool(c)) {
                    out.push("the condition is not i1");
                }
                if types[1..].iter().any(differs) {
                    out.push("a value's type is not the result's");
                }
            }
            Opcode::CondBr if types[0].is_some_and(|c| types_.int_bits(c) != Some(1)) => {
                out.push("the condition is not i1")
            }
            Opcode::Load if types[0].is_some_and(|p| !types_.is_ptr(p)) => out.push("the address is not a pointer"),
            Opcode::Store if types[1].is_some_and(|p| !types_.is_ptr(p)) => out.push("the address is not a pointer"),
            Opcode::Ret => {
                let ret = self.f.ty.and_then(|t| types_.fn_ret(t));
                match (ret, types.first()) {
                    (Some(r), None) if !types_.is_void(r) => out.push("no value for a non-void function"),
                    (Some(r), Some(Some(t))) if r != *t => out.push("the value's type is not the function's"),
                    _ => {}
                }
            }
            Opcode::Phi if types.iter().step_by(2).any(differs) => {
                out.push("an incoming value's type is not the phi's")
            }
            _ => {}
        }
        out
    }

    fn check_ssa(&mut self) -> Cfg {
        let f = self.f;
        let cfg = Cfg::compute(f);
        for &b in &cfg.rpo {
            // A block has few predecessors and a phi few entries: searched as slices
            // (two hash sets per block and phi were a fifth of the gate's time).
            let preds = cfg.preds(b);
            for (k, &i) in f.blocks[b].insts.iter().enumerate() {
                let ops = f.operands(i);
                if f.inst(i).opcode() == Opcode::Phi {
                    let incoming = |p: Block| ops.chunks(2).any(|pair| pair[1].as_block() == Some(p));
                    for &p in preds.iter().filter(|&&p| !incoming(p)) {
                        let name = &f.blocks[p].name;
                        self.error(Some(i), format!("phi has no entry for predecessor {name}"));
                    }
                    for (pair, from) in ops.chunks(2).filter_map(|p| Some((p, p[1].as_block()?))) {
                        if !preds.contains(&from) {
                            // An edge from unreachable code is harmless; another block is not.
                            if cfg.is_reachable(from) {
                                let name = &f.blocks[from].name;
                                self.error(Some(i), format!("phi has an entry for {name}, not a predecessor"));
                            }
                            continue;
                        }
                        // The value must be available at the end of the incoming block.
                        let end = f.blocks[from].insts.len();
                        self.check_dominated(i, pair[0], from, end, &cfg);
                    }
                    continue;
                }
                for &v in ops {
                    self.check_dominated(i, v, b, k, &cfg);
                }
            }
        }
        cfg
    }

    /// Reports `user` if the instruction `v` (when it is one) is not available at
    /// position `at` of block `b`.
    fn check_dominated(&mut self, user: Inst, v: Value, b: Block, at: usize, cfg: &Cfg) {
        let Value::Inst(def) = v else { return };
        let Some((def_block, def_at)) = self.placed.get(def).copied().flatten() else {
            return;
        };
        let ok = if def_block == b {
            def_at < at
        } else {
            cfg.is_reachable(def_block) && cfg.dominates(def_block, b)
        };
        if !ok {
            let name = self
                .f
                .inst_name(def)
                .map(|n| format!("%{n}"))
                .unwrap_or_else(|| "a value".to_string());
            self.error(Some(user), format!("uses {name}, which does not dominate the use"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{FuncBuilder, IntPredicate};

    fn function(m: &mut Module) -> Function {
        let i32t = m.types.i32();
        let fty = m.types.function(i32t, vec![i32t], false);
        Function::new("f", fty, vec!["x".into()])
    }

    /// `entry: br (x > 0) then, join; then: %neg = 0 - x; br join` with the
    /// builder left at the start of `join`.
    fn diamond<'b>(b: &mut FuncBuilder<'b>) -> (Block, Block, Value) {
        let (entry, then, join) = (b.create_block("entry"), b.create_block("then"), b.create_block("join"));
        b.append_and_switch(entry);
        let i32t = b.module.types.i32();
        let zero = Value::Const(b.module.const_int(i32t, 0));
        let c = b.icmp(IntPredicate::Sgt, Value::Arg(0), zero, "c");
        b.cond_br(c, then, join);
        b.append_and_switch(then);
        let neg = b.binary(Opcode::Sub, zero, Value::Arg(0), 0, "neg");
        b.br(join);
        b.append_and_switch(join);
        (entry, then, neg)
    }

    #[test]
    fn a_well_formed_function_passes() {
        let mut m = Module::new("t");
        let mut f = function(&mut m);
        let mut b = FuncBuilder::new(&mut m, &mut f);
        let (entry, then, neg) = diamond(&mut b);
        let i32t = b.module.types.i32();
        let r = b.phi(i32t, &[(Value::Arg(0), entry), (neg, then)], "r");
        b.ret(Some(r));
        assert_eq!(verify_function(&m, &f), vec![]);
    }

    #[test]
    fn a_use_its_definition_does_not_dominate_is_reported() {
        let mut m = Module::new("t");
        let mut f = function(&mut m);
        let mut b = FuncBuilder::new(&mut m, &mut f);
        // `neg` is defined on one path only.
        let (_, _, neg) = diamond(&mut b);
        let sum = b.binary(Opcode::Add, neg, Value::Arg(0), 0, "sum");
        b.ret(Some(sum));
        let errors = verify_function(&m, &f);
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(
            errors[0].message.contains("%neg, which does not dominate"),
            "{errors:?}"
        );
    }

    #[test]
    fn blocks_and_values_out_of_their_places_are_reported() {
        let mut m = Module::new("t");
        let mut f = function(&mut m);
        let mut b = FuncBuilder::new(&mut m, &mut f);
        let (entry, next) = (b.create_block("entry"), b.create_block("next"));
        b.append_and_switch(entry);
        let br = b.br(next);
        b.append_and_switch(next);
        let ret = b.ret(Some(Value::Arg(0)));
        assert_eq!(verify_function(&m, &f), vec![]);
        let messages =
            |f: &Function| -> Vec<String> { verify_function(&m, f).into_iter().map(|e| e.message).collect() };
        f.operands_mut(br)[0] = Value::Arg(0);
        assert_eq!(messages(&f), ["br: operand 0 is not a block"]);
        f.operands_mut(br)[0] = Value::Block(next);
        f.operands_mut(ret)[0] = Value::Block(next);
        assert_eq!(messages(&f), ["ret: operand 0 is a block where a value goes"]);
    }

    #[test]
    fn an_unknown_predicate_is_reported() {
        let mut m = Module::new("t");
        let mut f = function(&mut m);
        let mut b = FuncBuilder::new(&mut m, &mut f);
        let entry = b.create_block("entry");
        b.append_and_switch(entry);
        let c = b.icmp(IntPredicate::Eq, Value::Arg(0), Value::Arg(0), "c");
        b.ret(Some(Value::Arg(0)));
        assert_eq!(verify_function(&m, &f), vec![]);
        f.inst_mut(c.as_inst().unwrap()).header.subop = 999;
        let messages: Vec<String> = verify_function(&m, &f).into_iter().map(|e| e.message).collect();
        assert_eq!(messages, ["%c: icmp: sub-opcode 999 is not an icmp predicate"]);
    }

    #[test]
    fn a_missing_terminator_mismatched_types_and_phi_edges_are_reported() {
        let mut m = Module::new("t");
        let mut f = function(&mut m);
        let i64t = m.types.i64();
        let mut b = FuncBuilder::new(&mut m, &mut f);
        let (entry, next) = (b.create_block("entry"), b.create_block("next"));
        b.append_and_switch(entry);
        let wide = Value::Const(b.module.const_int(i64t, 1));
        // An i32 add of an i64 constant.
        let bad = b.binary(Opcode::Add, Value::Arg(0), wide, 0, "bad");
        b.br(next);
        b.append_and_switch(next);
        let i32t = b.module.types.i32();
        // A phi naming `next` itself, which is not a predecessor, and not `entry`.
        let p = b.phi(i32t, &[(bad, next)], "p");
        b.ret(Some(p));
        let messages: Vec<String> = verify_function(&m, &f).into_iter().map(|e| e.message).collect();
        assert_eq!(
            messages,
            ["%bad: add: an operand's type is not the result's"],
            "type errors stop the checks"
        );
        // Without the type error, the phi's edges are wrong twice.
        let fixed = Value::Const(m.const_int(i32t, 1));
        f.operands_mut(bad.as_inst().unwrap())[1] = fixed;
        let messages: Vec<String> = verify_function(&m, &f).into_iter().map(|e| e.message).collect();
        assert_eq!(
            messages,
            [
                "%p: phi has no entry for predecessor entry",
                "%p: phi has an entry for next, not a predecessor"
            ]
        );
        // A block without a terminator.
        let last = *f.blocks[next].insts.last().unwrap();
        f.remove_inst(last);
        let messages: Vec<String> = verify_function(&m, &f).into_iter().map(|e| e.message).collect();
        assert_eq!(messages, ["%p: block next does not end in a terminator"]);
    }
}
