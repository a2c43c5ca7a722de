//! Mem2Reg: promotes scalar stack slots to SSA values.
//!
//! An alloca is promotable when it holds a scalar (integer, float or
//! pointer) and is used only as the address of loads and stores of exactly
//! that type, directly or through a `getelementptr` that moves by no byte
//! (`((int *)dst)[0]` of an unrolled copy loop, inlined with `dst = &q`: the
//! GEP is the slot itself, and is replaced by it when the slot is promoted).
//! Phis go at the blocks of the iterated dominance frontier of the stores
//! where the slot is live on entry (pruned SSA: a read there may come
//! before any store of the block); a walk over the dominator tree then renames
//! loads to the reaching value. Loads with no reaching store read `undef`.
//! Phis that end up unused are left for dead-code elimination.
//! Preserves: the CFG. Requires: no unreachable blocks.

use cranelift_entity::SecondaryMap;
use ptxc_ir::analysis::Cfg;
use ptxc_ir::{Block, Function, Inst, Module, NodeHeader, Opcode, Replacements, Type, TypeData, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Promotes every promotable alloca of `f`. Returns the number promoted.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    let Some(entry) = f.entry_block() else { return 0 };
    let zero_geps = zero_offset_geps(m, f, entry);
    let allocas = promotable_allocas(m, f, entry, &zero_geps);
    if allocas.is_empty() {
        return 0;
    }
    forward_zero_offset_geps(f, &zero_geps, &allocas);
    let cfg = Cfg::compute(f);
    let df = cfg.dominance_frontiers();

    // Phi placement.
    // phi -> (alloca, index); dense, as are the block sets below (a long
    // function's slots are stored in a hundred thousand blocks).
    let mut phi_for: SecondaryMap<Inst, Option<(Inst, usize)>> = SecondaryMap::new();
    phi_for.resize(f.insts.len());
    // Each slot's number, by instruction (dense: asked of every load and store).
    let mut slot_numbers: Vec<u32> = vec![u32::MAX; f.insts.len()];
    for (k, &(a, _)) in allocas.iter().enumerate() {
        slot_numbers[a.as_u32() as usize] = k as u32;
    }
    let slot_of = |a: Inst| -> Option<usize> {
        let k = *slot_numbers.get(a.as_u32() as usize)?;
        (k != u32::MAX).then_some(k as usize)
    };
    // The blocks storing to each slot, and those reading it before any store
    // of their own (where its value comes in), in one sweep (per slot it was
    // quadratic).
    let mut def_blocks: Vec<Vec<Block>> = vec![Vec::new(); allocas.len()];
    let mut use_blocks: Vec<Vec<Block>> = vec![Vec::new(); allocas.len()];
    // The position in `rpo` of the block that last touched each slot.
    let mut touched: Vec<usize> = vec![usize::MAX; allocas.len()];
    for (k, &b) in cfg.rpo.iter().enumerate() {
        for &i in &f.blocks[b].insts {
            let op = f.inst(i).opcode();
            let slot = match op {
                Opcode::Store => f.operands(i)[1],
                Opcode::Load => f.operands(i)[0],
                _ => continue,
            };
            let Some(idx) = slot.as_inst().and_then(slot_of) else {
                continue;
            };
            let first_touch = touched[idx] != k;
            touched[idx] = k;
            if op == Opcode::Store && def_blocks[idx].last() != Some(&b) {
                def_blocks[idx].push(b);
            } else if op == Opcode::Load && first_touch {
                use_blocks[idx].push(b);
            }
        }
    }
    // The three block sets of each slot, marked with the slot's number (plus
    // one) so that no set is made or cleared per slot (CuTe's thousands of
    // small functions have a few slots each; the sets' allocation showed).
    let mut defining = BlockMarks::new(f.blocks.len());
    let mut in_frontier = BlockMarks::new(f.blocks.len());
    let mut live_in = BlockMarks::new(f.blocks.len());
    for (idx, &(alloca, ty)) in allocas.iter().enumerate() {
        let def_blocks = &def_blocks[idx];
        let slot = idx as u32 + 1;
        for &b in def_blocks {
            defining.insert(b, slot);
        }
        live_in_blocks(&cfg, &use_blocks[idx], &defining, &mut live_in, slot);
        // The iterated dominance frontier of the stores; a phi only where the
        // slot is live (pruned SSA: minimal SSA's other phis are dead, and
        // making them was most of mem2reg's time on deeply nested code).
        let mut work = def_blocks.clone();
        while let Some(b) = work.pop() {
            for &y in &df[b] {
                if !in_frontier.insert(y, slot) {
                    continue;
                }
                if !defining.contains(y, slot) {
                    work.push(y);
                }
                if !live_in.contains(y, slot) {
                    continue;
                }
                let name = f.inst_name(alloca).unwrap_or("").to_string();
                let phi = f.create_inst(NodeHeader::new(Opcode::Phi), ty, &[]);
                f.set_inst_name(phi, &name);
                let first = f.blocks[y].insts.first().copied();
                match first {
                    Some(anchor) => f.insert_before(anchor, phi),
                    None => f.push_inst(y, phi),
                }
                phi_for[phi] = Some((alloca, idx));
            }
        }
    }

    // Renaming over the dominator tree (explicit stack, no recursion).
    let children = cfg.dom_children();
    let mut replace = Replacements::with_capacity(f.insts.len());
    let mut dead: Vec<Inst> = Vec::new();
    let undefs: Vec<Value> = allocas.iter().map(|&(_, ty)| Value::Const(m.const_undef(ty))).collect();
    // Depth-first over the dominator tree with one array of reaching values and
    // an undo log: leaving a block restores what it changed (copying the array
    // per block made large functions quadratic).
    enum Step {
        Enter(Block),
        Leave(usize),
    }
    let mut current: Vec<Value> = undefs;
    let mut undo: Vec<(usize, Value)> = Vec::new();
    let mut stack = vec![Step::Enter(entry)];
    while let Some(step) = stack.pop() {
        let b = match step {
            Step::Enter(b) => b,
            Step::Leave(mark) => {
                while undo.len() > mark {
                    let (idx, old) = undo.pop().expect("logged");
                    current[idx] = old;
                }
                continue;
            }
        };
        stack.push(Step::Leave(undo.len()));
        for k in 0..f.blocks[b].insts.len() {
            let i = f.blocks[b].insts[k];
            match f.inst(i).opcode() {
                Opcode::Phi => {
                    if let Some((_, idx)) = phi_for[i] {
                        undo.push((idx, current[idx]));
                        current[idx] = Value::Inst(i);
                    }
                }
                Opcode::Load => {
                    if let Some(idx) = f.operands(i)[0].as_inst().and_then(slot_of) {
                        replace.insert(i, current[idx]);
                        dead.push(i);
                    }
                }
                Opcode::Store => {
                    if let Some(idx) = f.operands(i)[1].as_inst().and_then(slot_of) {
                        undo.push((idx, current[idx]));
                        current[idx] = replace.resolve(f.operands(i)[0]);
                        dead.push(i);
                    }
                }
                _ => {}
            }
        }
        for s in f.successors(b) {
            for k in 0..f.blocks[s].insts.len() {
                let i = f.blocks[s].insts[k];
                if f.inst(i).opcode() != Opcode::Phi {
                    break;
                }
                if let Some((_, idx)) = phi_for[i] {
                    let mut ops = f.operands(i).to_vec();
                    ops.push(current[idx]);
                    ops.push(Value::Block(b));
                    f.set_operands(i, &ops);
                }
            }
        }
        for &c in children[b].iter().rev() {
            stack.push(Step::Enter(c));
        }
    }

    dead.extend(allocas.iter().map(|&(a, _)| a));
    f.remove_listed_insts(dead);
    f.apply(&replace);
    allocas.len()
}

/// Sets of blocks, one per slot, in one array: a block is in slot `k`'s set
/// when its mark is `k` (slots are numbered from one, each set filled only
/// after the previous slot's is done with).
struct BlockMarks(Vec<u32>);

impl BlockMarks {
    fn new(blocks: usize) -> Self {
        BlockMarks(vec![0; blocks])
    }

    fn contains(&self, b: Block, slot: u32) -> bool {
        self.0[b.as_u32() as usize] == slot
    }

    /// Puts `b` in `slot`'s set; false if it was there.
    fn insert(&mut self, b: Block, slot: u32) -> bool {
        let mark = &mut self.0[b.as_u32() as usize];
        let new = *mark != slot;
        *mark = slot;
        new
    }
}

/// The blocks where a slot's value on entry may be read: those reading it
/// before storing (`uses`), and back through predecessors that do not store it
/// (`defining`), put in `live` (both marked with `slot`).
fn live_in_blocks(cfg: &Cfg, uses: &[Block], defining: &BlockMarks, live: &mut BlockMarks, slot: u32) {
    for &b in uses {
        live.insert(b, slot);
    }
    let mut work: Vec<Block> = uses.to_vec();
    while let Some(b) = work.pop() {
        for &p in cfg.preds(b) {
            if !defining.contains(p, slot) && live.insert(p, slot) {
                work.push(p);
            }
        }
    }
}

/// Allocas of the entry block whose every use is a matching load or store.
/// The all-constant `getelementptr`s of zero bytes from a stack slot (or from
/// such a GEP), each with its slot: they address the slot itself.
fn zero_offset_geps(m: &Module, f: &Function, entry: Block) -> FxHashMap<Inst, Inst> {
    let mut out: FxHashMap<Inst, Inst> = FxHashMap::default();
    if !f.blocks[entry]
        .insts
        .iter()
        .any(|&i| f.inst(i).opcode() == Opcode::Alloca)
    {
        return out;
    }
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            if f.inst(i).opcode() != Opcode::GetElementPtr {
                continue;
            }
            let Some(base) = f.operands(i)[0].as_inst() else {
                continue;
            };
            let slot = match f.inst(base).opcode() {
                Opcode::Alloca if f.inst(base).block == Some(entry) => base,
                _ => match out.get(&base) {
                    Some(&slot) => slot,
                    None => continue,
                },
            };
            if super::sroa::gep_offset(m, f, i) == Some(0) {
                out.insert(i, slot);
            }
        }
    }
    out
}

/// Replaces the zero-byte GEPs of `promoted` slots by their slots, so every
/// load and store of those slots addresses them directly. (Only those: isel
/// addresses a slot whose own address is stored generically.)
fn forward_zero_offset_geps(f: &mut Function, geps: &FxHashMap<Inst, Inst>, promoted: &[(Inst, Type)]) {
    let promoted: FxHashSet<Inst> = promoted.iter().map(|&(a, _)| a).collect();
    let mut replace = Replacements::with_capacity(f.insts.len());
    let mut dead: FxHashSet<Inst> = FxHashSet::default();
    for (&g, slot) in geps {
        if promoted.contains(slot) {
            replace.insert(g, Value::Inst(*slot));
            dead.insert(g);
        }
    }
    if !dead.is_empty() {
        f.apply(&replace);
        f.remove_insts(&dead);
    }
}

fn promotable_allocas(m: &Module, f: &Function, entry: Block, zero_geps: &FxHashMap<Inst, Inst>) -> Vec<(Inst, Type)> {
    // By instruction number (dense: asked of every operand of the function).
    let mut candidates: Vec<Option<Type>> = vec![None; f.insts.len()];
    let mut any = false;
    for &i in &f.blocks[entry].insts {
        let d = f.inst(i);
        if d.opcode() != Opcode::Alloca {
            continue;
        }
        let Some(ty) = d.aux_ty else { continue };
        let scalar = matches!(
            m.types.get(ty),
            TypeData::Int(_)
                | TypeData::Float
                | TypeData::Double
                | TypeData::Half
                | TypeData::BFloat
                | TypeData::Ptr(_)
        );
        // A small struct accessed only as a whole (irgen copies aligned vector records
        // such as float4 that way) becomes an SSA aggregate the backend keeps as leaves.
        let whole_struct =
            matches!(m.types.get(ty), TypeData::Named(_) | TypeData::Struct { .. }) && m.types.store_size(ty) <= 16;
        if scalar || whole_struct {
            candidates[i.as_u32() as usize] = Some(ty);
            any = true;
        }
    }
    // No slot to promote (the kernel's second promotion, every cleaned library
    // body): the uses need not be looked at.
    if !any {
        return Vec::new();
    }
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            let d = f.inst(i);
            let ops = f.operands(i);
            for (k, v) in ops.iter().enumerate() {
                let Some(a) = v.as_inst() else { continue };
                // A zero-byte GEP is its slot; the GEP itself is no use of it.
                if zero_geps.contains_key(&i) {
                    continue;
                }
                let a = zero_geps.get(&a).copied().unwrap_or(a);
                let Some(ty) = candidates.get(a.as_u32() as usize).copied().flatten() else {
                    continue;
                };
                let ok = match d.opcode() {
                    Opcode::Load => k == 0 && d.ty == ty && !d.header.flags.has(ptxc_ir::InstFlags::VOLATILE),
                    Opcode::Store => {
                        k == 1 && d.aux_ty == Some(ty) && !d.header.flags.has(ptxc_ir::InstFlags::VOLATILE)
                    }
                    _ => false,
                };
                if !ok {
                    candidates[a.as_u32() as usize] = None;
                }
            }
        }
    }
    // Keep entry-block order for determinism.
    f.blocks[entry]
        .insts
        .iter()
        .filter_map(|&i| Some((i, candidates.get(i.as_u32() as usize).copied().flatten()?)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ptxc_ir::{FuncBuilder, IntPredicate};

    /// `int f(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }`
    /// written as IR generation would, with allocas.
    fn counting_loop(m: &mut Module) -> Function {
        let i32t = m.types.i32();
        let fty = m.types.function(i32t, vec![i32t], false);
        let mut f = Function::new("f", fty, vec!["n".into()]);
        let mut b = FuncBuilder::new(m, &mut f);
        let entry = b.create_block("entry");
        let cond = b.create_block("for.cond");
        let body = b.create_block("for.body");
        let end = b.create_block("for.end");
        b.append_and_switch(entry);
        let zero = Value::Const(b.module.const_int(i32t, 0));
        let one = Value::Const(b.module.const_int(i32t, 1));
        let n = b.alloca(i32t, 4, "n.addr");
        let s = b.alloca(i32t, 4, "s");
        let i = b.alloca(i32t, 4, "i");
        b.store(Value::Arg(0), n, 4, false);
        b.store(zero, s, 4, false);
        b.store(zero, i, 4, false);
        b.br(cond);
        b.append_and_switch(cond);
        let iv = b.load(i32t, i, 4, false, "");
        let nv = b.load(i32t, n, 4, false, "");
        let c = b.icmp(IntPredicate::Slt, iv, nv, "cmp");
        b.cond_br(c, body, end);
        b.append_and_switch(body);
        let sv = b.load(i32t, s, 4, false, "");
        let iv2 = b.load(i32t, i, 4, false, "");
        let add = b.binary(Opcode::Add, sv, iv2, 0, "add");
        b.store(add, s, 4, false);
        let inc = b.binary(Opcode::Add, iv2, one, 0, "inc");
        b.store(inc, i, 4, false);
        b.br(cond);
        b.append_and_switch(end);
        let r = b.load(i32t, s, 4, false, "");
        b.ret(Some(r));
        f
    }

    fn count(f: &Function, op: Opcode) -> usize {
        f.layout
            .iter()
            .flat_map(|&b| f.blocks[b].insts.iter())
            .filter(|&&i| f.inst(i).opcode() == op)
            .count()
    }

    #[test]
    fn promotes_loop_variables_to_phis() {
        let mut m = Module::new("t");
        let mut f = counting_loop(&mut m);
        assert_eq!(run(&mut m, &mut f), 3);
        assert_eq!(count(&f, Opcode::Alloca), 0);
        assert_eq!(count(&f, Opcode::Load), 0);
        assert_eq!(count(&f, Opcode::Store), 0);
        // `s` and `i` change in the loop: one phi each in for.cond (n's phi is dead, or absent).
        let cond = f.layout[1];
        let phis: Vec<Inst> = f.blocks[cond]
            .insts
            .iter()
            .copied()
            .filter(|&i| f.inst(i).opcode() == Opcode::Phi)
            .collect();
        assert!(phis.len() >= 2, "expected phis for s and i, got {}", phis.len());
        // The return value is the phi of s.
        let end = f.layout[3];
        let ret = *f.blocks[end].insts.last().unwrap();
        let Value::Inst(rv) = f.operands(ret)[0] else {
            panic!("return of a non-instruction")
        };
        assert_eq!(f.inst(rv).opcode(), Opcode::Phi);
        assert!(
            f.inst_name(rv).is_some_and(|n| n.starts_with('s')),
            "phi named after the slot"
        );
        // Each phi has one incoming value per predecessor (entry and for.body).
        for p in phis {
            assert_eq!(f.operands(p).len(), 4);
        }
    }

    #[test]
    fn no_phi_where_the_slot_is_dead() {
        // `x` is stored on both arms but never read after them: pruned SSA puts
        // no phi for it at the join; `y` is read there and gets one.
        let text = "define i32 @f(i1 %c) {\nentry:\n  %x = alloca i32, align 4\n  %y = alloca i32, align 4\n\
                    store i32 0, ptr %y, align 4\n  br i1 %c, label %a, label %b\n\
                    a:\n  store i32 1, ptr %x, align 4\n  %t = load i32, ptr %x, align 4\n\
                    store i32 %t, ptr %y, align 4\n  br label %j\n\
                    b:\n  store i32 2, ptr %x, align 4\n  br label %j\n\
                    j:\n  %r = load i32, ptr %y, align 4\n  ret i32 %r\n}\n";
        let mut m = ptxc_ir::parse_module(text).expect("parses");
        let id = m.functions.keys().next().expect("f");
        let mut f = std::mem::take(&mut m.functions[id]);
        assert_eq!(run(&mut m, &mut f), 2);
        let join = f.layout[3];
        let phis = f.phis(join);
        assert_eq!(phis.len(), 1, "only y's phi");
        assert!(f.inst_name(phis[0]).is_some_and(|n| n.starts_with('y')));
        assert_eq!(count(&f, Opcode::Phi), 1);
    }

    #[test]
    fn address_taken_slots_stay_in_memory() {
        let mut m = Module::new("t");
        let i32t = m.types.i32();
        let ptr = m.types.ptr(0);
        let fty = m.types.function(i32t, vec![], false);
        let callee_ty = m.types.function(i32t, vec![ptr], false);
        let g = m.add_function(Function::new("g", callee_ty, vec!["p".into()]));
        let mut f = Function::new("f", fty, vec![]);
        let mut b = FuncBuilder::new(&mut m, &mut f);
        let entry = b.create_block("entry");
        b.append_and_switch(entry);
        let x = b.alloca(i32t, 4, "x");
        let r = b.call(g, &[x], "call");
        b.ret(Some(r));
        assert_eq!(run(&mut m, &mut f), 0);
        assert_eq!(count(&f, Opcode::Alloca), 1);
    }

    #[test]
    fn load_before_store_reads_undef() {
        let mut m = Module::new("t");
        let i32t = m.types.i32();
        let fty = m.types.function(i32t, vec![], false);
        let mut f = Function::new("f", fty, vec![]);
        let mut b = FuncBuilder::new(&mut m, &mut f);
        let entry = b.create_block("entry");
        b.append_and_switch(entry);
        let x = b.alloca(i32t, 4, "x");
        let v = b.load(i32t, x, 4, false, "");
        b.ret(Some(v));
        assert_eq!(run(&mut m, &mut f), 1);
        let ret = *f.blocks[entry].insts.last().unwrap();
        let Value::Const(c) = f.operands(ret)[0] else {
            panic!("expected a constant")
        };
        assert!(matches!(m.consts.get(c), ptxc_ir::ConstData::Undef(_)));
    }
}
