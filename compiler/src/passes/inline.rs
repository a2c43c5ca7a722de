//! Inlining: replaces calls to small, non-recursive device functions by a
//! copy of the callee's body, as nvcc does at -O3 (a PTX `call` costs a
//! parameter-passing sequence and blocks optimization across it).
//!
//! Runs before mem2reg, so the callee's stack slots (moved into the
//! caller's entry block) are promoted in the caller's context. The call's
//! block is split after the call; the callee's `ret`s become branches to the
//! split-off block, and a phi there collects the returned value.
//! Preserves: behaviour. A by-value record parameter
//! (`byval`) is the callee's private copy: the inlined body gets a new stack
//! slot in the caller, filled from the argument by a record load and store
//! (SROA then splits both); a record with padding by a `memcpy` of its
//! size and alignment instead (the call's copy moved every byte; SROA reads
//! such a copy as field and padding moves). Skips: recursive callees (direct self-calls),
//! declarations, `noinline`, and callees larger than [`MAX_CALLEE_INSTS`] unless `alwaysinline`
//! (`__forceinline__`); and stops inlining into a
//! function once it has grown past [`MAX_CALLER_INSTS`] (nested small helpers
//! otherwise multiply: a large Csmith program grew to 258k lines of PTX that
//! ptxas needed 105 s for).
//!
//! Calls that came in with an inlined body are inlined in the next round,
//! however deep the chain (CUB's reductions are chains of ten forced-inline
//! steps; a fixed number of rounds left the deep ones calls whose reference
//! arguments then lived in local memory). A callee is judged by its own
//! body as IR generation left it ([`OwnSizes`]), not by the size it reached
//! after inlining into it, so the decisions do not depend on which function
//! the walk met first. A call is not inlined into a body that came from
//! the same callee further up the chain (mutual recursion ends).

use super::call_sites::CallSites;
use cranelift_entity::EntityRef;
use ptxc_ir::analysis::stack_slot_of;
use ptxc_ir::{Block, FnAttr, FuncId, Function, Inst, Intrinsic, Module, NodeHeader, Opcode, Type, TypeData, Value};
use rustc_hash::FxHashMap;
use std::rc::Rc;

/// Callees with more instructions than this stay calls.
pub const MAX_CALLEE_INSTS: usize = 400;

/// The limit for a call that passes the address of a local (not as a `byval`
/// copy): inlined, the callee's accesses become the caller's and the slot can
/// be split and promoted; as a call it stays in local memory (a
/// lattice-Boltzmann cell's `double f[19]` filled and read by helpers, a
/// B-tree's `bool&`/`key&` results of a 660-instruction warp step). LLVM
/// weighs that saving too (its inline cost's SROA bonus, for any alloca).
pub const MAX_SLOT_ARG_CALLEE_INSTS: usize = 4 * MAX_CALLEE_INSTS;

/// The limit for the only call of an internal function: inlined, the body
/// moves rather than being copied (CUTLASS's `Epilogue::operator()`, about
/// 2,600 instructions, called once by the GEMM kernel, whose accumulators,
/// output operator and iterator otherwise passed through a 1,232 B frame;
/// nvcc inlines it). LLVM's bonus for a last call to a static function is
/// 15,000 of its cost units, some 3,000 instructions at 5 units each.
pub const MAX_ONLY_CALL_CALLEE_INSTS: usize = 3_000;

/// A function this large takes no more inlined bodies, but for call-sized
/// leaves ([`MAX_CALL_SIZED_INSTS`]).
pub const MAX_CALLER_INSTS: usize = 20_000;

/// A callee that calls no function and has at most this many instructions
/// (as callee-cleanup left it) is inlined past [`MAX_CALLER_INSTS`]: its body
/// is no larger than the call's PTX (parameter declarations, stores, the call
/// and the result's load), and it brings no calls with it, so the caller grows
/// by a bounded factor over its calls (the cap guards against helpers that
/// multiply). A kernel calling 10,000 small template instances otherwise
/// compiled some 8,000 of them as functions, each through the whole pipeline;
/// nvcc inlines them all.
pub const MAX_CALL_SIZED_INSTS: usize = 8;

/// Rounds of inlining into one function: a bound well past any real call
/// chain; [`MAX_CALLER_INSTS`] and the chain check end them first.
const MAX_ROUNDS: usize = 64;

/// The number of instructions in each function's own body before any
/// inlining into it: the measure [`MAX_CALLEE_INSTS`] applies to.
pub type OwnSizes = FxHashMap<FuncId, usize>;

/// Each function's body size now (call it before the inline pass runs).
pub fn own_sizes(m: &Module) -> OwnSizes {
    m.functions.iter().map(|(id, f)| (id, body_size(f))).collect()
}

/// The instructions of `f`'s body.
pub fn body_size(f: &Function) -> usize {
    f.layout.iter().map(|&b| f.blocks[b].insts.len()).sum()
}

/// The callees whose inlined bodies a call came from, innermost last.
type Chain = Rc<Vec<FuncId>>;

/// What one [`run`] did.
#[derive(Clone, Copy, Debug, Default)]
pub struct Inlined {
    /// Calls inlined.
    pub calls: usize,
    /// Whether an eligible call stayed a call because `f` had reached
    /// [`MAX_CALLER_INSTS`].
    pub capped: bool,
    /// Rounds that looked for calls (each rescans `f`).
    pub rounds: usize,
}

/// Inlines eligible calls in `f` (which has been taken out of `m`), judging
/// callees by `sizes` (a callee missing there by its current body) and
/// `call_sites` (which it keeps up to date).
pub fn run(m: &mut Module, f: &mut Function, sizes: &OwnSizes, call_sites: &mut CallSites) -> Inlined {
    let mut inlined = 0;
    let mut capped = false;
    // `memcpy`s and their lengths for `byval` records with padding.
    let mut byte_copies = ByteCopies::default();
    // Calls copied in with an inlined body, and the chain they came through.
    let mut chains: FxHashMap<Inst, Chain> = FxHashMap::default();
    // Whether each callee calls itself: callees do not change while `f` is
    // inlined into, and every round asked again of every call (issue 46).
    let mut calls_itself: FxHashMap<FuncId, bool> = FxHashMap::default();
    let mut rounds = 0;
    for _ in 0..MAX_ROUNDS {
        rounds += 1;
        let known_callees = known_callees(m, f);
        let sites: Vec<(Block, Inst, FuncId)> = f
            .layout
            .iter()
            .flat_map(|&b| f.blocks[b].insts.iter().map(move |&i| (b, i)))
            .filter_map(|(b, i)| {
                if f.inst(i).opcode() != Opcode::Call {
                    return None;
                }
                let g = match f.operands(i).first() {
                    Some(Value::Func(g)) => g,
                    _ => known_callees.get(&i)?,
                };
                // Intrinsics and declarations (most calls of an inlined math
                // library: `llvm.nvvm.fma.rn.f`) are never inlined: decided before
                // the arguments and sizes are looked at, as every round asks again.
                let callee = &m.functions[*g];
                if callee.is_declaration() || callee.intrinsic.is_some() {
                    return None;
                }
                // A call through a pointer that folding made direct passes
                // records as values where the callee takes `byval` addresses
                // (irgen/indirect_call.rs): inlined only when each argument
                // has its parameter's type or is the record of a `byval` one,
                // which the body's slot then takes (`call_fits`).
                let fits = match f.inst(i).aux_ty {
                    Some(t) => m.functions[*g].ty == Some(t) || call_fits(m, f, i, *g),
                    None => true,
                };
                if !fits {
                    return None;
                }
                let recursive = chains.get(&i).is_some_and(|chain| chain.contains(g));
                let current = || body_size(&m.functions[*g]);
                let own = sizes.get(g).copied().unwrap_or_else(current);
                // A call passing the address of a local (an array, a record or a
                // scalar) is judged by what would be copied, the callee as
                // callee-cleanup left it (LLVM judges the simplified callee):
                // md5hash's `md5_2words(key, len, digest)`, 2076 instructions as IR
                // generation made it and 686 cleaned up, kept `key` and `digest` in a
                // 24 B frame, nvcc none.
                // The only call of an internal function moves its body: judged, as
                // LLVM does, by what would be moved, with a larger limit.
                let (size, limit) = if call_sites.only_call(*g) {
                    (own.min(current()), MAX_ONLY_CALL_CALLEE_INSTS)
                } else if passes_local_slot(m, f, i, *g) {
                    (own.min(current()), MAX_SLOT_ARG_CALLEE_INSTS)
                } else {
                    (own, MAX_CALLEE_INSTS)
                };
                let inlinable = !recursive
                    && is_inlinable(m, *g, size, limit)
                    && !*calls_itself
                        .entry(*g)
                        .or_insert_with(|| calls_itself_directly(callee, *g));
                inlinable.then_some((b, i, *g))
            })
            .collect();
        if sites.is_empty() {
            break;
        }
        for &(_, _, g) in &sites {
            byte_copies.prepare(m, g);
        }
        let m = &*m;
        let mut results: FxHashMap<Value, Value> = FxHashMap::default();
        let mut size = body_size(f);
        let mut held = HeldTail::default();
        let before = inlined;
        for (b, call, g) in sites {
            let callee = &m.functions[g];
            let grows = body_size(callee);
            if size + grows > MAX_CALLER_INSTS && !call_sized_leaf(m, callee, grows) {
                capped = true;
                continue;
            }
            size += grows;
            // An earlier inlining may have split `b`: find the call's block again.
            let b = f.inst(call).block.unwrap_or(b);
            let mut chain: Vec<FuncId> = chains.remove(&call).map(|c| c.to_vec()).unwrap_or_default();
            chain.push(g);
            let chain: Chain = Rc::new(chain);
            f.operands_mut(call)[0] = Value::Func(g);
            for new_call in inline_call(m, f, b, call, g, &byte_copies, &mut results, &mut held) {
                chains.insert(new_call, chain.clone());
            }
            call_sites.inlined(g, callee);
            inlined += 1;
        }
        held.put_back(f);
        f.replace_all_uses(&results);
        // Every eligible call stayed a call: the next round would find the same ones
        // (a kernel of 10,000 calls past the cap asked about each of them 64 times).
        if inlined == before {
            break;
        }
    }
    Inlined {
        calls: inlined,
        capped,
        rounds,
    }
}

/// The functions that indirect calls of `f` reach for certain: the callee is
/// loaded from a stack slot whose only store is of that function and whose
/// address goes nowhere else (a template taking the operation, `op(a, b)`,
/// once the template is inlined: `store ptr @combine, ptr %op.addr`), and the
/// call's types fit the function's. mem2reg would make such calls direct only
/// after this pass; nvcc inlines them.
fn known_callees(m: &Module, f: &Function) -> FxHashMap<Inst, FuncId> {
    let calls = f.layout.iter().flat_map(|&b| f.blocks[b].insts.iter().copied());
    let indirect: Vec<(Inst, Inst)> = calls
        .filter(|&i| f.inst(i).opcode() == Opcode::Call)
        .filter_map(|i| {
            let loaded = f.operands(i).first()?.as_inst()?;
            let slot = (f.inst(loaded).opcode() == Opcode::Load).then(|| f.operands(loaded)[0].as_inst())??;
            (f.inst(slot).opcode() == Opcode::Alloca).then_some((i, slot))
        })
        .collect();
    if indirect.is_empty() {
        return FxHashMap::default();
    }
    // Each slot's one stored function; `None` once it is stored twice,
    // stored something else, or its address is used otherwise.
    let mut stored: FxHashMap<Inst, Option<FuncId>> = indirect.iter().map(|&(_, s)| (s, None)).collect();
    let mut spoiled: Vec<Inst> = Vec::new();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            for (k, &op) in f.operands(i).iter().enumerate() {
                let Some(slot) = op.as_inst().filter(|s| stored.contains_key(s)) else {
                    continue;
                };
                match (f.inst(i).opcode(), k, f.operands(i)[0]) {
                    (Opcode::Load, 0, _) => {}
                    (Opcode::Store, 1, Value::Func(g)) if stored[&slot].is_none() => {
                        stored.insert(slot, Some(g));
                    }
                    _ => spoiled.push(slot),
                }
            }
        }
    }
    for slot in spoiled {
        stored.remove(&slot);
    }
    indirect
        .into_iter()
        .filter_map(|(call, slot)| {
            let g = (*stored.get(&slot)?)?;
            call_fits(m, f, call, g).then_some((call, g))
        })
        .collect()
}

/// Whether `call`'s result and arguments have `g`'s types, a record value
/// standing for a `byval` parameter's record (as an indirect call passes it).
fn call_fits(m: &Module, f: &Function, call: Inst, g: FuncId) -> bool {
    let callee = &m.functions[g];
    let Some(TypeData::Function {
        ret,
        params,
        vararg: false,
    }) = callee.ty.map(|t| m.types.get(t))
    else {
        return false;
    };
    let args = &f.operands(call)[1..];
    *ret == f.inst(call).ty
        && args.len() == params.len()
        && args.iter().zip(params).enumerate().all(|(k, (&arg, &param))| {
            let ty = m.known_value_type(f, arg);
            ty == Some(param) || ty.is_some() && ty == callee.param_attrs.get(k).and_then(|a| a.byval)
        })
}

/// Whether call `call` to `g` passes, other than as a `byval` copy, the
/// address of a local of `f` (or of a place in one): a scalar's too, since
/// an `int&` result keeps its slot in the frame as surely as an array does.
fn passes_local_slot(m: &Module, f: &Function, call: Inst, g: FuncId) -> bool {
    let attrs = &m.functions[g].param_attrs;
    f.operands(call)[1..]
        .iter()
        .enumerate()
        .any(|(k, &arg)| attrs.get(k).is_none_or(|a| a.byval.is_none()) && stack_slot_of(f, arg, 4).is_some())
}

fn is_inlinable(m: &Module, g: FuncId, size: usize, limit: usize) -> bool {
    let callee = &m.functions[g];
    if callee.is_declaration() || callee.intrinsic.is_some() || callee.has_attr(&FnAttr::NoInline) {
        return false;
    }
    // A `byval` record is copied into the inlined body's own slot by a record
    // load and store (scalars covering all its bytes) or a `memcpy` (any other
    // record: SROA reads it as field and padding moves, or keeps the slot the
    // call's copy needed too). CUTLASS's `Epilogue::operator()` takes its source
    // iterator and fragment (39 leaves and padding) by value.
    // `__forceinline__` (`alwaysinline`) is inlined whatever its size, as nvcc
    // does: the math library's large slow paths (Payne-Hanek reduction) would
    // otherwise stay calls through local memory.
    size <= limit || callee.has_attr(&FnAttr::AlwaysInline)
}

/// Whether `callee`, of `size` instructions, is no larger than a call
/// ([`MAX_CALL_SIZED_INSTS`]) and calls no function (an intrinsic is not one).
fn call_sized_leaf(m: &Module, callee: &Function, size: usize) -> bool {
    size <= MAX_CALL_SIZED_INSTS
        && callee
            .layout
            .iter()
            .flat_map(|&b| callee.blocks[b].insts.iter())
            .all(|&i| {
                callee.inst(i).opcode() != Opcode::Call
                    || matches!(callee.operands(i).first(), Some(Value::Func(g)) if m.functions[*g].intrinsic.is_some())
            })
}

/// Direct recursion: `callee` (function `g`) calls itself; never inlined.
fn calls_itself_directly(callee: &Function, g: FuncId) -> bool {
    callee
        .layout
        .iter()
        .flat_map(|&b| callee.blocks[b].insts.iter())
        .any(|&i| callee.inst(i).opcode() == Opcode::Call && callee.operands(i).first() == Some(&Value::Func(g)))
}

/// `llvm.memcpy` and each padded `byval` record's length, made before a
/// round's inlining (which reads the module only).
#[derive(Default)]
struct ByteCopies {
    memcpy: Option<FuncId>,
    not_volatile: Option<Value>,
    lengths: FxHashMap<Type, Value>,
}

impl ByteCopies {
    /// Declares what copying `g`'s padded `byval` records needs.
    fn prepare(&mut self, m: &mut Module, g: FuncId) {
        let padded: Vec<Type> = m.functions[g]
            .param_attrs
            .iter()
            .filter_map(|a| a.byval)
            .filter(|&ty| !super::sroa::copies_as_record(m, ty))
            .collect();
        for ty in padded {
            let (void, ptr, i64t, i1) = (m.types.void(), m.types.ptr(0), m.types.i64(), m.types.i1());
            if self.memcpy.is_none() {
                let fty = m.types.function(void, vec![ptr, ptr, i64t, i1], false);
                let memcpy = m.get_or_declare(&Intrinsic::Memcpy.name_with(&["p0", "p0", "i64"]), fty);
                m.functions[memcpy].intrinsic = Some(Intrinsic::Memcpy);
                self.memcpy = Some(memcpy);
                self.not_volatile = Some(Value::Const(m.const_int(i1, 0)));
            }
            let size = i128::from(m.types.alloc_size(ty));
            self.lengths
                .entry(ty)
                .or_insert_with(|| Value::Const(m.const_int(i64t, size)));
        }
    }
}

/// Inlines one call; the call's result is recorded in `results` (call -> value)
/// and replaced by the caller once per round, not once per call (that made
/// inlining quadratic in the number of calls).
/// Returns the calls among the copied instructions.
#[allow(clippy::too_many_arguments)]
fn inline_call(
    m: &Module,
    f: &mut Function,
    b: Block,
    call: Inst,
    g: FuncId,
    byte_copies: &ByteCopies,
    results: &mut FxHashMap<Value, Value>,
    held: &mut HeldTail,
) -> Vec<Inst> {
    let callee = &m.functions[g];
    let mut args: Vec<Value> = f.operands(call)[1..].to_vec();
    let call_name = callee.name.clone();
    let callee_entry = callee.entry_block().expect("callee has a body");
    let void = callee
        .inst(callee.terminator(callee_entry).expect("entry has a terminator"))
        .ty;

    // A body of one block (most of the math library once callee-cleanup merged its
    // blocks) goes in place of the call: the block is not split, so the passes after
    // inlining walk hundreds of blocks fewer (issue 46).
    let in_place = callee.layout.len() == 1
        && callee
            .terminator(callee_entry)
            .is_some_and(|t| callee.inst(t).opcode() == Opcode::Ret);
    // A body put in place of a later call of the block a body was just put in: the
    // block's instructions up to the call come back from the held tail.
    if in_place && held.reach(f, b, call) {
        copy_byval_arguments(m, f, callee, b, void, byte_copies, &mut args);
        return inline_in_place(m, f, b, call, callee, &args, results);
    }
    held.put_back(f);
    // 1. Split `b` after the call: the rest, terminator included, moves to `exit`
    // (or, for a body put in place, is held to go back to `b` after it).
    let pos = f.blocks[b]
        .insts
        .iter()
        .position(|&i| i == call)
        .expect("call in its block");
    let tail: Vec<Inst> = f.blocks[b].insts.split_off(pos + 1);
    f.blocks[b].insts.pop(); // the call itself
                             // (Names are not spelled when the function keeps none.)
    let exit = match (in_place, f.discard_names) {
        (true, _) => b,
        (false, true) => f.create_block(""),
        (false, false) => f.create_block(&format!("{call_name}.exit")),
    };
    copy_byval_arguments(m, f, callee, b, void, byte_copies, &mut args);
    if in_place {
        held.hold(b, tail);
        return inline_in_place(m, f, b, call, callee, &args, results);
    }
    for &i in &tail {
        f.inst_mut(i).block = Some(exit);
    }
    f.blocks[exit].insts = tail;
    // Successors' phis now come from `exit`, not `b`.
    for s in f.successors(exit) {
        for i in f.blocks[s].insts.clone() {
            if f.inst(i).opcode() != Opcode::Phi {
                break;
            }
            for op in f.operands_mut(i) {
                if *op == Value::Block(b) {
                    *op = Value::Block(exit);
                }
            }
        }
    }

    // 2. Clone the callee's blocks and instructions. The maps are dense, by the
    // callee's numbers (hash maps were a tenth of inlining, issue 46); `copies`
    // lists the instructions in layout order.
    let mut block_map: Vec<Option<Block>> = vec![None; callee.blocks.len()];
    for &cb in &callee.layout {
        let nb = f.create_block(&callee.blocks[cb].name);
        block_map[cb.index()] = Some(nb);
    }
    let mapped = |block_map: &[Option<Block>], cb: Block| block_map[cb.index()].expect("a block of the layout");
    let mut inst_map: Vec<Option<Inst>> = vec![None; callee.insts.len()];
    let mut copies: Vec<(Inst, Inst)> = Vec::new();
    let caller_entry = f.entry_block().expect("caller has a body");
    let mut returns: Vec<(Option<Value>, Block)> = Vec::new();
    for &cb in &callee.layout {
        let nb = mapped(&block_map, cb);
        for &ci in &callee.blocks[cb].insts {
            let ni = clone_inst(f, callee, ci, callee.operands(ci));
            inst_map[ci.index()] = Some(ni);
            copies.push((ci, ni));
            if callee.inst(ci).opcode() == Opcode::Alloca && cb == callee_entry {
                hoist_slot(f, caller_entry, ni);
            } else {
                f.push_inst(nb, ni);
            }
        }
    }
    // Lay the clones and `exit` out right after `b` (before any use replacement,
    // which only visits blocks in the layout).
    let at = f.layout.iter().position(|&x| x == b).expect("block in layout") + 1;
    let mut new_blocks: Vec<Block> = callee.layout.iter().map(|&cb| mapped(&block_map, cb)).collect();
    new_blocks.push(exit);
    f.layout.splice(at..at, new_blocks);
    // 3. Remap operands (after every clone exists, so forward references resolve).
    let remap = |v: Value| -> Value {
        match v {
            Value::Inst(ci) => inst_map.get(ci.index()).copied().flatten().map_or(v, Value::Inst),
            Value::Arg(n) => args.get(n as usize).copied().unwrap_or(v),
            Value::Block(cb) => block_map.get(cb.index()).copied().flatten().map_or(v, Value::Block),
            other => other,
        }
    };
    // One buffer for every copy's operands (a vector per instruction was a tenth of inlining).
    let mut ops: Vec<Value> = Vec::new();
    for &(ci, ni) in &copies {
        ops.clear();
        ops.extend(callee.operands(ci).iter().map(|&v| remap(v)));
        f.set_operands(ni, &ops);
        if f.inst(ni).opcode() == Opcode::Ret {
            returns.push((ops.first().copied(), f.inst(ni).block.expect("placed")));
        }
    }
    // 4. Returns become branches to `exit`; a phi there merges the values.
    let mut incoming: Vec<Value> = Vec::new();
    for &(v, rb) in &returns {
        let ret = f.terminator(rb).expect("a ret terminates its block");
        f.remove_inst(ret);
        let br = f.create_inst(NodeHeader::new(Opcode::Br), void, &[Value::Block(exit)]);
        f.push_inst(rb, br);
        if let Some(v) = v {
            incoming.push(v);
            incoming.push(Value::Block(rb));
        }
    }
    let result_ty = f.inst(call).ty;
    if !m.types.is_void(result_ty) {
        let replacement = if incoming.len() == 2 {
            incoming[0]
        } else {
            let phi = f.create_inst(NodeHeader::new(Opcode::Phi), result_ty, &incoming);
            if !f.discard_names {
                f.set_inst_name(phi, &format!("{call_name}.result"));
            }
            match f.blocks[exit].insts.first().copied() {
                Some(anchor) => f.insert_before(anchor, phi),
                None => f.push_inst(exit, phi),
            }
            Value::Inst(phi)
        };
        results.insert(Value::Inst(call), replacement);
    }
    // 5. The call's block jumps into the inlined entry.
    let to_entry = f.create_inst(
        NodeHeader::new(Opcode::Br),
        void,
        &[Value::Block(mapped(&block_map, callee_entry))],
    );
    f.push_inst(b, to_entry);
    copies
        .into_iter()
        .map(|(_, ni)| ni)
        .filter(|&ni| f.inst(ni).opcode() == Opcode::Call)
        .collect()
}

/// A copy of `callee`'s instruction `ci` in `f`, not placed, with operands `ops`
/// (`ci`'s, which the caller remaps, or already remapped ones).
fn clone_inst(f: &mut Function, callee: &Function, ci: Inst, ops: &[Value]) -> Inst {
    let d = callee.inst(ci);
    let header = NodeHeader {
        num_operands: 0,
        ..d.header
    };
    let ni = f.create_inst(header, d.ty, ops);
    f.inst_mut(ni).aux_ty = d.aux_ty;
    f.inst_mut(ni).align = d.align;
    // Written when there is a location (or a stale entry), the table grown for
    // as many instructions again as the function has: growing it for every copy
    // was a slow path per instruction (issue 46).
    let loc = callee.locs.get(ci).copied().flatten();
    if loc.is_some() || f.locs.get(ni).is_some() {
        if f.locs.get(ni).is_none() {
            f.locs.resize(2 * f.insts.len());
        }
        f.locs[ni] = loc;
    }
    if let Some(e) = callee.extra(ci) {
        *f.extra_mut(ni) = e.clone();
    }
    // (A function that keeps no names is not asked to spell one.)
    if let Some(name) = (!f.discard_names).then(|| callee.inst_name(ci)).flatten() {
        f.set_inst_name(ni, name);
    }
    ni
}

/// Puts an inlined body's stack slot with the caller's, at the top of its entry block.
fn hoist_slot(f: &mut Function, caller_entry: Block, slot: Inst) {
    match f.blocks[caller_entry].insts.first().copied() {
        Some(anchor) => f.insert_before(anchor, slot),
        None => f.push_inst(caller_entry, slot),
    }
}

/// The instructions after the last call put in place, held apart from their block
/// until the round's next call elsewhere: putting each back after its body and
/// splitting them off again at the block's next call moved every instruction of a
/// block of n calls n times (10,000 calls of distinct instances in one kernel,
/// specs/scale.md). Their `block` stays their block's.
#[derive(Default)]
struct HeldTail {
    /// The block, and its held instructions, next one last.
    held: Option<(Block, Vec<Inst>)>,
}

impl HeldTail {
    /// Holds `tail`, the instructions after a call in `b` (taken out of `b`).
    fn hold(&mut self, b: Block, mut tail: Vec<Inst>) {
        debug_assert!(self.held.is_none());
        tail.reverse();
        self.held = Some((b, tail));
    }

    /// When `call` is held for `b`: ends `b` with the held instructions before it,
    /// takes the call out and returns true.
    fn reach(&mut self, f: &mut Function, b: Block, call: Inst) -> bool {
        let Some((hb, rest)) = &mut self.held else { return false };
        if *hb != b {
            return false;
        }
        // Searched from the end, where the next instructions are.
        let Some(at) = rest.iter().rposition(|&i| i == call) else {
            return false;
        };
        f.blocks[b].insts.extend(rest.drain(at + 1..).rev());
        rest.pop(); // the call itself
        true
    }

    /// Ends the held block with its held instructions.
    fn put_back(&mut self, f: &mut Function) {
        if let Some((b, rest)) = self.held.take() {
            f.blocks[b].insts.extend(rest.into_iter().rev());
        }
    }
}

/// Inlines a callee of one block in place of `call` in `b`, whose instructions after
/// the call are held apart ([`HeldTail`]): the body's instructions are pushed onto
/// `b`; the returned value is recorded in `results`. Returns the calls among the copies.
fn inline_in_place(
    m: &Module,
    f: &mut Function,
    b: Block,
    call: Inst,
    callee: &Function,
    args: &[Value],
    results: &mut FxHashMap<Value, Value>,
) -> Vec<Inst> {
    let caller_entry = f.entry_block().expect("caller has a body");
    let body = &callee.blocks[callee.layout[0]].insts;
    // Callee instruction -> copy, dense (a hash map was a tenth of inlining).
    let mut inst_map: Vec<Option<Inst>> = vec![None; callee.insts.len()];
    let mut returned: Option<Value> = None;
    let mut calls: Vec<Inst> = Vec::new();
    let mut ops: Vec<Value> = Vec::new();
    // One pass in order: an operand defined in the body was copied before its use.
    for &ci in body {
        ops.clear();
        ops.extend(callee.operands(ci).iter().map(|&v| match v {
            Value::Inst(c) => inst_map.get(c.index()).copied().flatten().map_or(v, Value::Inst),
            Value::Arg(n) => args.get(n as usize).copied().unwrap_or(v),
            other => other,
        }));
        let opcode = callee.inst(ci).opcode();
        if opcode == Opcode::Ret {
            returned = ops.first().copied();
            continue;
        }
        let ni = clone_inst(f, callee, ci, &ops);
        inst_map[ci.index()] = Some(ni);
        match opcode {
            Opcode::Alloca => hoist_slot(f, caller_entry, ni),
            _ => f.push_inst(b, ni),
        }
        if opcode == Opcode::Call {
            calls.push(ni);
        }
    }
    if let Some(v) = returned.filter(|_| !m.types.is_void(f.inst(call).ty)) {
        results.insert(Value::Inst(call), v);
    }
    calls
}

/// For each `byval` parameter of `callee`: a new stack slot at the top of
/// the caller's entry block, filled from the argument at the end of `b` (the
/// call's block, before its branch into the body) by a load and a store of
/// the record, or by a `memcpy` of a record with padding; the inlined body
/// then uses the slot, as the callee used its private copy.
fn copy_byval_arguments(
    m: &Module,
    f: &mut Function,
    callee: &Function,
    b: Block,
    void: Type,
    byte_copies: &ByteCopies,
    args: &mut [Value],
) {
    let Some(ptr) = m.types.lookup(&TypeData::Ptr(0)) else {
        return;
    };
    let caller_entry = f.entry_block().expect("caller has a body");
    for (k, attrs) in callee.param_attrs.iter().enumerate() {
        let (Some(ty), Some(arg)) = (attrs.byval, args.get(k).copied()) else {
            continue;
        };
        let align = attrs.align.unwrap_or(m.types.abi_align(ty) as u32);
        let slot = f.create_inst(NodeHeader::new(Opcode::Alloca), ptr, &[]);
        f.inst_mut(slot).aux_ty = Some(ty);
        f.inst_mut(slot).align = align;
        f.set_inst_name(slot, &format!("{}.byval", callee.name));
        hoist_slot(f, caller_entry, slot);
        args[k] = Value::Inst(slot);
        // A devirtualized call passes the record itself (`known_callees`).
        if m.known_value_type(f, arg) == Some(ty) {
            let st = f.create_inst(NodeHeader::new(Opcode::Store), void, &[arg, Value::Inst(slot)]);
            f.inst_mut(st).aux_ty = Some(ty);
            f.inst_mut(st).align = align;
            f.push_inst(b, st);
            continue;
        }
        if let (Some(memcpy), Some(&len), Some(vol)) = (
            byte_copies.memcpy,
            byte_copies.lengths.get(&ty),
            byte_copies.not_volatile,
        ) {
            let mut header = NodeHeader::new(Opcode::Call);
            header.subop = Intrinsic::Memcpy as u16;
            let copy = f.create_inst(header, void, &[Value::Func(memcpy), Value::Inst(slot), arg, len, vol]);
            f.inst_mut(copy).aux_ty = m.functions[memcpy].ty;
            f.inst_mut(copy).align = align;
            f.push_inst(b, copy);
            continue;
        }
        let ld = f.create_inst(NodeHeader::new(Opcode::Load), ty, &[arg]);
        f.inst_mut(ld).aux_ty = Some(ty);
        f.inst_mut(ld).align = align;
        f.push_inst(b, ld);
        let st = f.create_inst(
            NodeHeader::new(Opcode::Store),
            void,
            &[Value::Inst(ld), Value::Inst(slot)],
        );
        f.inst_mut(st).aux_ty = Some(ty);
        f.inst_mut(st).align = align;
        f.push_inst(b, st);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ptxc_ir::{FuncBuilder, IntPredicate};

    /// The test module's function `name`.
    fn function_named(m: &Module, name: &str) -> ptxc_ir::FuncId {
        m.functions
            .iter()
            .find(|(_, f)| f.name == name)
            .map(|(id, _)| id)
            .expect("the test IR defines it")
    }

    /// The value a chain's step `k` reads: `first`, else the last step's `{prefix}{k - 1}`.
    fn previous(k: usize, first: &str, prefix: &str) -> String {
        if k == 0 {
            first.to_string()
        } else {
            format!("{prefix}{}", k - 1)
        }
    }

    /// `int pick(int x) { if (x > 0) return x; return -x; }` and `int f(int a) { return pick(a) + 1; }`.
    #[test]
    fn calls_become_the_callee_body_with_a_result_phi() {
        let mut m = Module::new("t");
        let i32t = m.types.i32();
        let fty = m.types.function(i32t, vec![i32t], false);
        let mut pick = Function::new("pick", fty, vec!["x".into()]);
        {
            let mut b = FuncBuilder::new(&mut m, &mut pick);
            let (e, pos, neg) = (b.create_block("entry"), b.create_block("pos"), b.create_block("neg"));
            b.append_and_switch(e);
            let zero = Value::Const(b.module.const_int(i32t, 0));
            let c = b.icmp(IntPredicate::Sgt, Value::Arg(0), zero, "c");
            b.cond_br(c, pos, neg);
            b.append_and_switch(pos);
            b.ret(Some(Value::Arg(0)));
            b.append_and_switch(neg);
            let n = b.binary(Opcode::Sub, zero, Value::Arg(0), 0, "n");
            b.ret(Some(n));
        }
        let pick_id = m.add_function(pick);
        let mut f = Function::new("f", fty, vec!["a".into()]);
        {
            let mut b = FuncBuilder::new(&mut m, &mut f);
            let e = b.create_block("entry");
            b.append_and_switch(e);
            let r = b.call(pick_id, &[Value::Arg(0)], "r");
            let one = Value::Const(b.module.const_int(i32t, 1));
            let s = b.binary(Opcode::Add, r, one, 0, "s");
            b.ret(Some(s));
        }
        let sizes = own_sizes(&m);
        let mut sites = CallSites::of(&m);
        assert_eq!(run(&mut m, &mut f, &sizes, &mut sites).calls, 1);
        let insts: Vec<Inst> = f.layout.iter().flat_map(|&b| f.blocks[b].insts.clone()).collect();
        assert!(
            insts.iter().all(|&i| f.inst(i).opcode() != Opcode::Call),
            "no call left"
        );
        let phi = insts
            .iter()
            .copied()
            .find(|&i| f.inst(i).opcode() == Opcode::Phi)
            .expect("result phi");
        assert_eq!(f.operands(phi).len(), 4, "one incoming value per return");
        let add = insts.iter().copied().find(|&i| f.inst_name(i) == Some("s")).unwrap();
        assert_eq!(f.operands(add)[0], Value::Inst(phi), "the call's users read the phi");
        // The callee's argument became the caller's value.
        assert!(insts
            .iter()
            .any(|&i| f.inst(i).opcode() == Opcode::ICmp && f.operands(i)[0] == Value::Arg(0)));
    }

    /// A callee that IR generation made large (own size 2000) but callee-cleanup
    /// left small is inlined where the call passes a local array, judged by its
    /// cleaned-up body; a call passing only scalars still goes by its own size.
    #[test]
    fn calls_passing_local_arrays_judge_the_cleaned_callee() {
        let text = "
define void @fill(ptr %p, i32 %v) {
entry:
  store i32 %v, ptr %p, align 4
  ret void
}
define i32 @twice(i32 %v) {
entry:
  %r = add i32 %v, %v
  ret i32 %r
}
define i32 @k(i32 %v) {
entry:
  %a = alloca [4 x i32], align 4
  call void @fill(ptr %a, i32 %v)
  %w = call i32 @twice(i32 %v)
  %x = load i32, ptr %a, align 4
  %s = add i32 %x, %w
  ret i32 %s
}
";
        let mut m = ptxc_ir::parse_module(text).expect("test IR parses");
        let id = |m: &Module, name: &str| {
            m.functions
                .iter()
                .find(|(_, f)| f.name == name)
                .map(|(id, _)| id)
                .unwrap()
        };
        let (fill, twice, k) = (id(&m, "fill"), id(&m, "twice"), id(&m, "k"));
        let sizes: OwnSizes = [(fill, 2000), (twice, 2000)].into_iter().collect();
        let mut sites = CallSites::of(&m);
        let mut f = std::mem::take(&mut m.functions[k]);
        assert_eq!(run(&mut m, &mut f, &sizes, &mut sites).calls, 1);
        let calls = callees_left(&f);
        assert_eq!(calls, vec![Value::Func(twice)], "only the scalar call stays");
    }

    /// A function of 3,000 calls of distinct one-block callees (larger than a call),
    /// each call's result used before the next call: the bodies go in place, in
    /// order, up to the caller's cap; the capped calls end the rounds instead of
    /// being found again in each of [`MAX_ROUNDS`].
    #[test]
    fn calls_past_the_cap_end_the_rounds_and_bodies_stay_in_order() {
        const N: usize = 3000;
        let mut text = String::new();
        for k in 0..N {
            text += &format!("define i32 @g{k}(i32 %x) {{\nentry:\n");
            for j in 0..8 {
                let from = previous(j, "%x", "%t");
                text += &format!("  %t{j} = add i32 {from}, {k}\n");
            }
            text += "  ret i32 %t7\n}\n";
        }
        text += "define i32 @k(i32 %v) {\nentry:\n";
        for k in 0..N {
            let from = previous(k, "%v", "%s");
            text += &format!("  %c{k} = call i32 @g{k}(i32 {from})\n  %s{k} = xor i32 %c{k}, {k}\n");
        }
        text += &format!("  ret i32 %s{}\n}}\n", N - 1);
        let mut m = ptxc_ir::parse_module(&text).expect("test IR parses");
        let k = function_named(&m, "k");
        let sizes = own_sizes(&m);
        let mut sites = CallSites::of(&m);
        let mut f = std::mem::take(&mut m.functions[k]);
        let done = run(&mut m, &mut f, &sizes, &mut sites);
        assert!(done.capped && done.calls > 1900 && done.calls < N, "{done:?}");
        // Each round inlines into the room the last one's estimate left (a call
        // and a `ret` fewer per body than it counted): a few rounds, not 64.
        assert!(done.rounds < 16, "{done:?}");
        // One block: each inlined body's adds, then the `xor` that reads its value.
        assert_eq!(f.layout.len(), 1);
        let insts = &f.blocks[f.layout[0]].insts;
        let mut last_xor = None;
        for (pos, &i) in insts.iter().enumerate() {
            if f.inst(i).opcode() == Opcode::Xor {
                let read = f.operands(i)[0];
                let at = insts.iter().position(|&d| Value::Inst(d) == read);
                assert!(at.is_some_and(|at| at < pos), "an xor before its operand");
                last_xor = Some(pos);
            }
        }
        assert_eq!(last_xor, Some(insts.len() - 2), "the ret last");
        assert_eq!(callees_left(&f).len(), N - done.calls);
    }

    /// Past the cap, callees no larger than a call ([`MAX_CALL_SIZED_INSTS`]) that
    /// call nothing are still inlined (a kernel of 10,000 small template
    /// instances); one as small that calls another function stays a call.
    #[test]
    fn call_sized_leaves_are_inlined_past_the_cap() {
        const N: usize = 5000;
        let mut text = String::from("define i32 @leaf(i32 %x) {\nentry:\n  ret i32 %x\n}\n");
        for k in 0..N {
            text += &format!("define i32 @g{k}(i32 %x) {{\nentry:\n  %a = add i32 %x, {k}\n");
            text += &format!("  %b = mul i32 %a, 3\n  %c = xor i32 %b, {k}\n  ret i32 %c\n}}\n");
        }
        text += "define i32 @h(i32 %x) {\nentry:\n  %a = call i32 @leaf(i32 %x)\n  ret i32 %a\n}\n";
        text += "define i32 @k(i32 %v) {\nentry:\n";
        for k in 0..N {
            let from = previous(k, "%v", "%s");
            text += &format!("  %c{k} = call i32 @g{k}(i32 {from})\n  %s{k} = add i32 %c{k}, {k}\n");
            text += &format!("  %d{k} = add i32 %s{k}, 1\n  %e{k} = add i32 %d{k}, 2\n");
        }
        text += &format!("  %last = call i32 @h(i32 %e{})\n  ret i32 %last\n}}\n", N - 1);
        let mut m = ptxc_ir::parse_module(&text).expect("test IR parses");
        let k = function_named(&m, "k");
        let h = function_named(&m, "h");
        let sizes = own_sizes(&m);
        let mut sites = CallSites::of(&m);
        let mut f = std::mem::take(&mut m.functions[k]);
        let done = run(&mut m, &mut f, &sizes, &mut sites);
        assert!(body_size(&f) > MAX_CALLER_INSTS, "{}", body_size(&f));
        assert!(done.capped, "{done:?}");
        assert_eq!(callees_left(&f), vec![Value::Func(h)]);
    }

    /// The callee operand of each call left in `f`.
    fn callees_left(f: &Function) -> Vec<Value> {
        f.layout
            .iter()
            .flat_map(|&b| f.blocks[b].insts.iter())
            .filter(|&&i| f.inst(i).opcode() == Opcode::Call)
            .map(|&i| f.operands(i)[0])
            .collect()
    }

    /// An internal callee past the size limit is inlined at its only call (its
    /// body moves), not where it has two.
    #[test]
    fn the_only_call_of_an_internal_function_takes_a_larger_body() {
        let text = "
define internal i32 @once(i32 %v) {
entry:
  %r = mul i32 %v, 3
  ret i32 %r
}
define internal i32 @twice(i32 %v) {
entry:
  %r = mul i32 %v, 5
  ret i32 %r
}
define i32 @k(i32 %v) {
entry:
  %a = call i32 @once(i32 %v)
  %b = call i32 @twice(i32 %a)
  %c = call i32 @twice(i32 %b)
  ret i32 %c
}
";
        let mut m = ptxc_ir::parse_module(text).expect("test IR parses");
        let id = |m: &Module, name: &str| m.function_by_name(name).unwrap();
        let (once, twice, k) = (id(&m, "once"), id(&m, "twice"), id(&m, "k"));
        // Both as large as IR generation could leave a template's body.
        let over = MAX_ONLY_CALL_CALLEE_INSTS - 1;
        let sizes: OwnSizes = [(once, over), (twice, over)].into_iter().collect();
        let mut sites = CallSites::of(&m);
        let mut f = std::mem::take(&mut m.functions[k]);
        assert_eq!(run(&mut m, &mut f, &sizes, &mut sites).calls, 1);
        let calls = callees_left(&f);
        assert_eq!(calls, vec![Value::Func(twice); 2], "only the calls of `twice` stay");
    }

    #[test]
    fn recursive_callees_stay_calls() {
        let mut m = Module::new("t");
        let i32t = m.types.i32();
        let fty = m.types.function(i32t, vec![i32t], false);
        let id = m.add_function(Function::new("rec", fty, vec!["x".into()]));
        let mut rec = std::mem::take(&mut m.functions[id]);
        {
            let mut b = FuncBuilder::new(&mut m, &mut rec);
            let e = b.create_block("entry");
            b.append_and_switch(e);
            let r = b.call(id, &[Value::Arg(0)], "r");
            b.ret(Some(r));
        }
        m.functions[id] = rec;
        let mut f = Function::new("f", fty, vec!["a".into()]);
        {
            let mut b = FuncBuilder::new(&mut m, &mut f);
            let e = b.create_block("entry");
            b.append_and_switch(e);
            let r = b.call(id, &[Value::Arg(0)], "r");
            b.ret(Some(r));
        }
        let sizes = own_sizes(&m);
        let mut sites = CallSites::of(&m);
        assert_eq!(run(&mut m, &mut f, &sizes, &mut sites).calls, 0);
    }
}
