//! An instruction builder with an insertion point, in the style of
//! LLVM's IRBuilder: every `build_*` creates one node, names it, and
//! appends it to the current block.
//!
//! Allocas go before the `allocapt` sentinel of the entry block (see
//! [`FuncBuilder::set_alloca_point`]) wherever they are requested, so all
//! stack slots sit at the top of the entry block as mem2reg expects.

use crate::entities::{Block, FuncId, Inst, Type};
use crate::function::Function;
use crate::intrinsics::Intrinsic;
use crate::module::Module;
use crate::node::{InstFlags, NodeHeader};
use crate::opcode::{AtomicRmwOp, FloatPredicate, IntPredicate, Opcode, Ordering};
use crate::types::TypeData;
use crate::value::Value;

/// Builds instructions into a function that has been taken out of the module
/// (`std::mem::take(&mut module.functions[id])`), so the module's tables and
/// the function can be borrowed mutably at once.
pub struct FuncBuilder<'a> {
    /// The module types, constants and callees are taken from.
    pub module: &'a mut Module,
    /// The function instructions are added to.
    pub func: &'a mut Function,
    current: Option<Block>,
    alloca_point: Option<Inst>,
    /// Source position recorded on every instruction built (see `Function::locs`).
    pub loc: Option<crate::function::SrcLoc>,
}

impl<'a> FuncBuilder<'a> {
    /// A builder with no current block.
    pub fn new(module: &'a mut Module, func: &'a mut Function) -> Self {
        FuncBuilder {
            module,
            func,
            current: None,
            alloca_point: None,
            loc: None,
        }
    }

    /// Creates a block, not yet placed.
    pub fn create_block(&mut self, name: &str) -> Block {
        self.func.create_block(name)
    }
    /// Places `b` at the end of the layout and makes it the insertion block.
    pub fn append_and_switch(&mut self, b: Block) {
        self.func.append_block(b);
        self.current = Some(b);
    }
    /// Makes `b` the insertion block.
    pub fn switch_to(&mut self, b: Block) {
        self.current = Some(b);
    }
    /// The block instructions are appended to, if one is set.
    pub fn current_block(&self) -> Option<Block> {
        self.current
    }
    /// True when the insertion block already ends in a terminator.
    pub fn is_terminated(&self) -> bool {
        self.current.is_none_or(|b| self.func.terminator(b).is_some())
    }

    /// Records the sentinel before which allocas are inserted.
    pub fn set_alloca_point(&mut self, sentinel: Inst) {
        self.alloca_point = Some(sentinel);
    }
    /// The sentinel before which allocas are inserted, once set.
    pub fn alloca_point(&self) -> Option<Inst> {
        self.alloca_point
    }

    /// The type of a value.
    pub fn type_of(&mut self, v: Value) -> Type {
        self.module.value_type(self.func, v)
    }

    /// Creates an instruction node and appends it to the current block.
    pub fn emit(&mut self, header: NodeHeader, ty: Type, ops: &[Value], name: &str) -> Inst {
        let i = self.func.create_inst(header, ty, ops);
        self.func.locs[i] = self.loc;
        if !name.is_empty() && !self.module.types.is_void(ty) {
            self.func.set_inst_name(i, name);
        }
        let b = self.current.expect("builder has no insertion block");
        self.func.push_inst(b, i);
        i
    }

    fn emit_value(&mut self, header: NodeHeader, ty: Type, ops: &[Value], name: &str) -> Value {
        Value::Inst(self.emit(header, ty, ops, name))
    }

    /// `alloca ty, align N`, placed before the alloca point (or at the end of
    /// the current block when no sentinel is set).
    pub fn alloca(&mut self, ty: Type, align: u32, name: &str) -> Value {
        let ptr = self.module.types.ptr(0);
        let i = self.func.create_inst(NodeHeader::new(Opcode::Alloca), ptr, &[]);
        self.func.locs[i] = self.loc;
        self.func.inst_mut(i).aux_ty = Some(ty);
        self.func.inst_mut(i).align = align;
        self.func.set_inst_name(i, name);
        match self.alloca_point {
            Some(s) => self.func.insert_before(s, i),
            None => {
                let b = self.current.expect("builder has no insertion block");
                self.func.push_inst(b, i)
            }
        }
        Value::Inst(i)
    }

    /// `load` of `ty` through `ptr` (`volatile` when asked).
    pub fn load(&mut self, ty: Type, ptr: Value, align: u32, volatile: bool, name: &str) -> Value {
        let mut h = NodeHeader::new(Opcode::Load);
        if volatile {
            h.flags = h.flags.with(InstFlags::VOLATILE);
        }
        let i = self.emit(h, ty, &[ptr], name);
        self.func.inst_mut(i).aux_ty = Some(ty);
        self.func.inst_mut(i).align = align;
        Value::Inst(i)
    }

    /// `store` of `value` through `ptr` (`volatile` when asked).
    pub fn store(&mut self, value: Value, ptr: Value, align: u32, volatile: bool) -> Inst {
        let mut h = NodeHeader::new(Opcode::Store);
        if volatile {
            h.flags = h.flags.with(InstFlags::VOLATILE);
        }
        let void = self.module.types.void();
        let vty = self.type_of(value);
        let i = self.emit(h, void, &[value, ptr], "");
        self.func.inst_mut(i).aux_ty = Some(vty);
        self.func.inst_mut(i).align = align;
        i
    }

    /// A two-operand arithmetic or bitwise instruction; the result has the lhs type.
    pub fn binary(&mut self, op: Opcode, lhs: Value, rhs: Value, flags: u16, name: &str) -> Value {
        debug_assert!(op.is_binary(), "binary() needs a binary opcode, got {op:?}");
        let ty = self.type_of(lhs);
        let mut h = NodeHeader::new(op);
        h.flags = InstFlags(flags);
        self.emit_value(h, ty, &[lhs, rhs], name)
    }

    /// `fneg v`.
    pub fn fneg(&mut self, v: Value, name: &str) -> Value {
        let ty = self.type_of(v);
        self.emit_value(NodeHeader::new(Opcode::FNeg), ty, &[v], name)
    }

    fn cmp_result_type(&mut self, operand: Value) -> Type {
        let ty = self.type_of(operand);
        let i1 = self.module.types.i1();
        match self.module.types.get(ty).clone() {
            TypeData::Vector { len, .. } => self.module.types.vector(i1, len),
            _ => i1,
        }
    }

    /// `icmp pred lhs, rhs` (`i1`, or `<N x i1>` for vectors).
    pub fn icmp(&mut self, pred: IntPredicate, lhs: Value, rhs: Value, name: &str) -> Value {
        let ty = self.cmp_result_type(lhs);
        let mut h = NodeHeader::new(Opcode::ICmp);
        h.subop = pred as u16;
        self.emit_value(h, ty, &[lhs, rhs], name)
    }

    /// `fcmp pred lhs, rhs` (`i1`, or `<N x i1>` for vectors).
    pub fn fcmp(&mut self, pred: FloatPredicate, lhs: Value, rhs: Value, name: &str) -> Value {
        let ty = self.cmp_result_type(lhs);
        let mut h = NodeHeader::new(Opcode::FCmp);
        h.subop = pred as u16;
        self.emit_value(h, ty, &[lhs, rhs], name)
    }

    /// A cast instruction to `ty`.
    pub fn cast(&mut self, op: Opcode, v: Value, ty: Type, name: &str) -> Value {
        debug_assert!(op.is_cast(), "cast() needs a cast opcode, got {op:?}");
        self.emit_value(NodeHeader::new(op), ty, &[v], name)
    }

    /// `select cond, t, f`.
    pub fn select(&mut self, cond: Value, t: Value, f: Value, name: &str) -> Value {
        let ty = self.type_of(t);
        self.emit_value(NodeHeader::new(Opcode::Select), ty, &[cond, t, f], name)
    }

    /// `getelementptr [inbounds] src_ty, base, indices...`; the result is a
    /// pointer in the base's address space.
    pub fn gep(&mut self, src_ty: Type, base: Value, indices: &[Value], inbounds: bool, name: &str) -> Value {
        let ty = self.type_of(base);
        let mut h = NodeHeader::new(Opcode::GetElementPtr);
        if inbounds {
            h.flags = h.flags.with(InstFlags::INBOUNDS);
        }
        let mut ops = Vec::with_capacity(indices.len() + 1);
        ops.push(base);
        ops.extend_from_slice(indices);
        let i = self.emit(h, ty, &ops, name);
        self.func.inst_mut(i).aux_ty = Some(src_ty);
        Value::Inst(i)
    }

    /// A direct call. The callee's type comes from the module; a callee whose
    /// entry is empty is the function being built (taken out of the module),
    /// i.e. a recursive call, and has this function's type.
    pub fn call(&mut self, callee: FuncId, args: &[Value], name: &str) -> Value {
        let fty = self.module.functions[callee]
            .ty
            .or(self.func.ty)
            .expect("callee has a type");
        let ret = self.module.types.fn_ret(fty).expect("function type");
        let mut h = NodeHeader::new(Opcode::Call);
        if let Some(intr) = self.module.functions[callee]
            .intrinsic
            .or_else(|| Intrinsic::from_name(&self.module.functions[callee].name))
        {
            h.subop = intr as u16;
        }
        let mut ops = Vec::with_capacity(args.len() + 1);
        ops.push(Value::Func(callee));
        ops.extend_from_slice(args);
        let i = self.emit(h, ret, &ops, name);
        self.func.inst_mut(i).aux_ty = Some(fty);
        Value::Inst(i)
    }

    /// Calls through the function pointer `callee`, whose function type is `fty`.
    pub fn call_indirect(&mut self, fty: Type, callee: Value, args: &[Value], name: &str) -> Value {
        let ret = self.module.types.fn_ret(fty).expect("function type");
        let mut ops = Vec::with_capacity(args.len() + 1);
        ops.push(callee);
        ops.extend_from_slice(args);
        let i = self.emit(NodeHeader::new(Opcode::Call), ret, &ops, name);
        self.func.inst_mut(i).aux_ty = Some(fty);
        Value::Inst(i)
    }

    /// Calls the intrinsic `intr` with function type `fty`, declaring it on first use.
    pub fn call_intrinsic(&mut self, intr: Intrinsic, fty: Type, args: &[Value], name: &str) -> Value {
        let f = self.module.get_or_declare(intr.name(), fty);
        self.call(f, args, name)
    }

    /// `phi ty [v, b], ...` with the given incoming pairs.
    pub fn phi(&mut self, ty: Type, incoming: &[(Value, Block)], name: &str) -> Value {
        let mut ops = Vec::with_capacity(incoming.len() * 2);
        for &(v, b) in incoming {
            ops.push(v);
            ops.push(Value::Block(b));
        }
        self.emit_value(NodeHeader::new(Opcode::Phi), ty, &ops, name)
    }

    /// `atomicrmw op ptr, v` with `ordering` (system scope).
    pub fn atomic_rmw(&mut self, op: AtomicRmwOp, ptr: Value, v: Value, ordering: Ordering, name: &str) -> Value {
        let ty = self.type_of(v);
        let mut h = NodeHeader::new(Opcode::AtomicRmw);
        h.subop = op as u16;
        h.flags = h.flags.with_ordering(ordering);
        let i = self.emit(h, ty, &[ptr, v], name);
        self.func.inst_mut(i).aux_ty = Some(ty);
        Value::Inst(i)
    }

    /// `br label dest`.
    pub fn br(&mut self, dest: Block) -> Inst {
        let void = self.module.types.void();
        self.emit(NodeHeader::new(Opcode::Br), void, &[Value::Block(dest)], "")
    }

    /// `br i1 cond, label t, label f`.
    pub fn cond_br(&mut self, cond: Value, t: Block, f: Block) -> Inst {
        let void = self.module.types.void();
        self.emit(
            NodeHeader::new(Opcode::CondBr),
            void,
            &[cond, Value::Block(t), Value::Block(f)],
            "",
        )
    }

    /// `switch cond, default [case, dest]...`
    pub fn switch(&mut self, cond: Value, default: Block, cases: &[(Value, Block)]) -> Inst {
        let void = self.module.types.void();
        let mut ops = vec![cond, Value::Block(default)];
        for &(c, b) in cases {
            ops.push(c);
            ops.push(Value::Block(b));
        }
        self.emit(NodeHeader::new(Opcode::Switch), void, &ops, "")
    }

    /// `ret void` (None) or `ret T v`.
    pub fn ret(&mut self, v: Option<Value>) -> Inst {
        let void = self.module.types.void();
        let ops: Vec<Value> = v.into_iter().collect();
        self.emit(NodeHeader::new(Opcode::Ret), void, &ops, "")
    }

    /// `unreachable`.
    pub fn unreachable(&mut self) -> Inst {
        let void = self.module.types.void();
        self.emit(NodeHeader::new(Opcode::Unreachable), void, &[], "")
    }

    /// `extractvalue agg, index`, whose result has type `ty`.
    pub fn extract_value(&mut self, agg: Value, index: u32, ty: Type, name: &str) -> Value {
        let i32t = self.module.types.i32();
        let idx = Value::Const(self.module.const_int(i32t, i128::from(index)));
        self.emit_value(NodeHeader::new(Opcode::ExtractValue), ty, &[agg, idx], name)
    }

    /// `insertvalue agg, v, index`.
    pub fn insert_value(&mut self, agg: Value, v: Value, index: u32, name: &str) -> Value {
        let ty = self.type_of(agg);
        let i32t = self.module.types.i32();
        let idx = Value::Const(self.module.const_int(i32t, i128::from(index)));
        self.emit_value(NodeHeader::new(Opcode::InsertValue), ty, &[agg, v, idx], name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allocas_land_before_the_sentinel() {
        let mut m = Module::new("t");
        let void = m.types.void();
        let i32t = m.types.i32();
        let fty = m.types.function(void, vec![i32t], false);
        let id = m.add_function(Function::new("f", fty, vec!["x".into()]));
        let mut f = std::mem::take(&mut m.functions[id]);
        {
            let mut b = FuncBuilder::new(&mut m, &mut f);
            let entry = b.create_block("entry");
            b.append_and_switch(entry);
            let zero = Value::Const(b.module.const_int(i32t, 0));
            let sentinel = b.cast(Opcode::BitCast, zero, i32t, "allocapt").as_inst().unwrap();
            b.set_alloca_point(sentinel);
            let x = b.alloca(i32t, 4, "x.addr");
            b.store(Value::Arg(0), x, 4, false);
            let y = b.alloca(i32t, 4, "y");
            b.store(Value::Arg(0), y, 4, false);
            b.ret(None);
        }
        let entry = f.entry_block().unwrap();
        let ops: Vec<Opcode> = f.blocks[entry].insts.iter().map(|&i| f.inst(i).opcode()).collect();
        assert_eq!(
            ops,
            [
                Opcode::Alloca,
                Opcode::Alloca,
                Opcode::BitCast,
                Opcode::Store,
                Opcode::Store,
                Opcode::Ret
            ]
        );
        m.functions[id] = f;
    }

    #[test]
    fn local_names_are_made_unique() {
        let mut m = Module::new("t");
        let void = m.types.void();
        let fty = m.types.function(void, vec![], false);
        let mut f = Function::new("f", fty, vec![]);
        let a = f.create_block("if.then");
        let b = f.create_block("if.then");
        let c = f.create_block("if.then");
        assert_eq!(f.blocks[a].name, "if.then");
        assert_eq!(f.blocks[b].name, "if.then1");
        assert_eq!(f.blocks[c].name, "if.then2");
        let _ = m;
    }

    #[test]
    fn the_holder_of_a_watched_name_is_known_with_names_discarded() {
        // Built twice, named and not: `holder_of("tmp")` answers alike.
        let mut m = Module::new("t");
        let i32t = m.types.i32();
        let fty = m.types.function(i32t, vec![i32t], false);
        // (parameter name, a block asks for `tmp` first, the slot holding `tmp`)
        for (params, block_first, expected) in [("x", false, Some(0)), ("tmp", false, None), ("x", true, None)] {
            let answers: Vec<Option<usize>> = [false, true]
                .into_iter()
                .map(|discard| {
                    let mut f = Function::new("f", fty, vec![params.into()]);
                    if discard {
                        f.discard_names_but("tmp");
                    }
                    if block_first {
                        f.create_block("tmp");
                    }
                    let mut b = FuncBuilder::new(&mut m, &mut f);
                    let entry = b.create_block("entry");
                    b.append_and_switch(entry);
                    let slots: Vec<Value> = (0..3).map(|_| b.alloca(i32t, 4, "tmp")).collect();
                    let held = f.holder_of("tmp");
                    assert_eq!(f.discard_names, discard);
                    held.map(|i| slots.iter().position(|&s| s == Value::Inst(i)).expect("a slot"))
                })
                .collect();
            assert_eq!(
                answers,
                [expected, expected],
                "parameter {params}, block first {block_first}"
            );
        }
    }

    #[test]
    fn parameter_names_are_taken_before_the_body_names_anything() {
        let mut m = Module::new("t");
        let i32t = m.types.i32();
        let fty = m.types.function(i32t, vec![i32t, i32t, i32t], false);
        // Distinct names are recorded only when the body names something.
        let mut f = Function::new("f", fty, vec!["x".into(), "x1".into(), String::new()]);
        assert_eq!(f.param_names, ["x", "x1", ""]);
        let b = f.create_block("x");
        assert_eq!(f.blocks[b].name, "x2");
        // Repeated names are numbered at once, as before.
        let g = Function::new("g", fty, vec!["t".into(), "t".into(), "t".into()]);
        assert_eq!(g.param_names, ["t", "t1", "t2"]);
        let _ = m;
    }

    #[test]
    fn phi_operands_are_contiguous_and_growable() {
        let mut m = Module::new("t");
        let i32t = m.types.i32();
        let fty = m.types.function(i32t, vec![i32t], false);
        let mut f = Function::new("f", fty, vec!["a".into()]);
        let mut b = FuncBuilder::new(&mut m, &mut f);
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let p = b.phi(i32t, &[(Value::Arg(0), e)], "p").as_inst().unwrap();
        assert_eq!(b.func.operands(p), &[Value::Arg(0), Value::Block(e)]);
        let more = [Value::Arg(0), Value::Block(e), Value::Arg(0), Value::Block(e)];
        b.func.set_operands(p, &more);
        assert_eq!(b.func.inst(p).header.num_operands, 4);
        assert_eq!(b.func.operands(p), &more);
    }
}
