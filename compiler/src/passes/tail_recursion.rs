//! Tail-recursion elimination, with an accumulator, as nvcc does: a function
//! that calls itself as the last thing before returning becomes a loop.
//!
//! A recursive call is a *site* when, in its block, only an accumulating
//! operation and the terminator follow it and its result reaches a `ret`
//! unchanged except by that operation: `return f(n - 1);` (a plain tail
//! call) or `return n * f(n - 1);`, where the operation is an integer `add`,
//! `mul`, `and`, `or` or `xor` of the call and a value computed before it
//! (associative and commutative modulo 2^N, so the products can be gathered
//! in the other order). The result may pass through blocks holding only a
//! phi and a jump (IR generation's `return` block, a `?:` join) on its way
//! to the `ret`. `fib(n - 1) + fib(n - 2)` has one site, the second call.
//!
//! The function's entry block becomes the loop header: a new entry jumps to
//! it, each parameter becomes a phi of the argument on entry and the call's
//! arguments from each site, and an accumulator phi starts at the
//! operation's identity (1 for `mul`, 0 for `add`, ...) and takes `acc op x`
//! from each site. Sites jump back to the header; every other return returns
//! `acc op value`. A function left without a recursive call is then small
//! enough to inline (recursion_fact ran x1.8 nvcc's instructions as a chain
//! of calls).
//!
//! Runs first (before inline), so the function it makes a loop is inlined
//! into its callers; it promotes the function's stack slots itself (sroa,
//! mem2reg) to see values instead of loads and stores. Preserves: behaviour.
//! Skipped: functions that keep any stack slot after promotion (a slot's
//! address passed to the recursive call would point into the frame the loop
//! reuses), with `byval` parameters or variable arguments, and functions
//! without a return that is not a site.
//!
//! The function being transformed is recognised among call targets as the
//! pipeline's placeholder: while a pass runs, the pipeline has taken the
//! function out of the module, leaving a `Function::default()` (no type) in
//! its slot, and no real function lacks a type.

use super::simplify_cfg::remove_unreachable_blocks;
use super::{mem2reg, sroa};
use ptxc_ir::{Block, Function, Inst, Module, NodeHeader, Opcode, Type, Value};
use rustc_hash::FxHashMap;

/// How far a returned value may travel through phi-and-jump blocks.
const MAX_CHAIN: usize = 8;

/// One recursive call the loop replaces.
struct Site {
    block: Block,
    call: Inst,
    /// The accumulating operation after the call and its other operand.
    acc: Option<(Inst, Value)>,
    /// The phi the result enters straight from `block` (that entry goes away).
    first_phi: Option<Inst>,
}

/// Turns `f`'s tail recursion into a loop; returns the number of calls removed.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    if f.is_declaration() || !has_self_call(m, f) || f.param_attrs.iter().any(|a| a.byval.is_some()) {
        return 0;
    }
    let Some(fty) = f.ty else { return 0 };
    let (ret_ty, params) = match m.types.get(fty) {
        ptxc_ir::TypeData::Function { ret, params, vararg } if !vararg => (*ret, params.clone()),
        _ => return 0,
    };
    sroa::run(m, f);
    mem2reg::run(m, f);
    if all_insts(f).any(|i| f.inst(i).opcode() == Opcode::Alloca) {
        return 0;
    }
    let uses = use_counts(f);
    let sites: Vec<Site> = all_insts(f)
        .filter(|&i| is_self_call(m, f, i, fty))
        .filter_map(|c| match_site(m, f, c, &uses))
        .collect();
    if sites.is_empty() {
        return 0;
    }
    // One accumulating operation for all sites.
    let mut op: Option<Opcode> = None;
    for s in &sites {
        if let Some((a, _)) = s.acc {
            let o = f.inst(a).opcode();
            if op.is_some_and(|p| p != o) {
                return 0;
            }
            op = Some(o);
        }
    }
    // Rewritten on a copy: without a return left (no base case) the
    // recursion never ends, and it is left as it was.
    let mut g = f.clone();
    rewrite(m, &mut g, &sites, op, ret_ty, &params);
    remove_unreachable_blocks(&mut g);
    let returns = g
        .layout
        .iter()
        .any(|&b| g.terminator(b).is_some_and(|t| g.inst(t).opcode() == Opcode::Ret));
    if !returns {
        return 0;
    }
    *f = g;
    sites.len()
}

fn all_insts(f: &Function) -> impl Iterator<Item = Inst> + '_ {
    f.layout.iter().flat_map(move |&b| f.blocks[b].insts.iter().copied())
}

fn has_self_call(m: &Module, f: &Function) -> bool {
    let Some(fty) = f.ty else { return false };
    all_insts(f).any(|i| is_self_call(m, f, i, fty))
}

/// A call of the function being transformed (the pipeline's placeholder, see
/// the header) with the function's own type.
fn is_self_call(m: &Module, f: &Function, i: Inst, fty: Type) -> bool {
    f.inst(i).opcode() == Opcode::Call
        && f.inst(i).aux_ty == Some(fty)
        && matches!(f.operands(i).first(), Some(Value::Func(g)) if m.functions[*g].ty.is_none())
}

fn use_counts(f: &Function) -> FxHashMap<Inst, usize> {
    let mut n: FxHashMap<Inst, usize> = FxHashMap::default();
    for i in all_insts(f) {
        for v in f.operands(i) {
            if let Value::Inst(d) = v {
                *n.entry(*d).or_default() += 1;
            }
        }
    }
    n
}

fn is_accumulating(m: &Module, f: &Function, a: Inst) -> bool {
    matches!(
        f.inst(a).opcode(),
        Opcode::Add | Opcode::Mul | Opcode::And | Opcode::Or | Opcode::Xor
    ) && m.types.is_int(f.inst(a).ty)
}

fn is_pure(op: Opcode) -> bool {
    op.is_binary()
        || op.is_cast()
        || matches!(
            op,
            Opcode::ICmp | Opcode::FCmp | Opcode::Select | Opcode::GetElementPtr | Opcode::FNeg
        )
}

fn match_site(m: &Module, f: &Function, call: Inst, uses: &FxHashMap<Inst, usize>) -> Option<Site> {
    let block = f.inst(call).block?;
    let insts = &f.blocks[block].insts;
    let at = insts.iter().position(|&i| i == call)?;
    let after = &insts[at + 1..];
    let (&term, between) = after.split_last()?;
    let used = |i: Inst| uses.get(&i).copied().unwrap_or(0);
    // Besides the operation on the call, only pure computations may follow it
    // (they stay; nothing the callee did can change them).
    let mut acc = None;
    for &i in between {
        let ops = f.operands(i);
        if !ops.contains(&Value::Inst(call)) {
            if !is_pure(f.inst(i).opcode()) {
                return None;
            }
            continue;
        }
        let x = match ops[..] {
            [Value::Inst(c), x] | [x, Value::Inst(c)] if c == call && x != Value::Inst(call) => x,
            _ => return None,
        };
        if acc.is_some() || !is_accumulating(m, f, i) || used(call) != 1 || used(i) != 1 {
            return None;
        }
        acc = Some((i, x));
    }
    // The value the function returns from here: the call, or `call op x`.
    let value = Value::Inst(acc.map_or(call, |(a, _)| a));
    let void = m.types.is_void(f.inst(call).ty);
    let returns_value = |t: Inst, v: Value| {
        let ops = f.operands(t);
        if void {
            ops.is_empty()
        } else {
            ops.first() == Some(&v)
        }
    };
    match f.inst(term).opcode() {
        Opcode::Ret if returns_value(term, value) => Some(Site {
            block,
            call,
            acc,
            first_phi: None,
        }),
        Opcode::Br if f.operands(term).len() == 1 => {
            if !void && acc.is_none() && used(call) != 1 {
                return None;
            }
            let (mut from, mut to) = (block, f.operands(term)[0].as_block()?);
            let mut v = value;
            let mut first_phi = None;
            for _ in 0..MAX_CHAIN {
                let body = &f.blocks[to].insts;
                let (phi, t) = match body[..] {
                    [t] => (None, t),
                    [phi, t] if !void => (Some(phi), t),
                    _ => return None,
                };
                if let Some(phi) = phi {
                    let ops = f.operands(phi);
                    let mut from_here = ops.chunks(2).filter(|p| p[1] == Value::Block(from));
                    let entry = from_here.next();
                    if f.inst(phi).opcode() != Opcode::Phi
                        || entry.is_none_or(|p| p[0] != v)
                        || from_here.next().is_some()
                        || used(phi) != 1
                    {
                        return None;
                    }
                    // Later entries come from blocks that become unreachable.
                    if from == block {
                        first_phi = Some(phi);
                    }
                    v = Value::Inst(phi);
                }
                match f.inst(t).opcode() {
                    Opcode::Ret if returns_value(t, v) => {
                        return Some(Site {
                            block,
                            call,
                            acc,
                            first_phi,
                        })
                    }
                    Opcode::Br if f.operands(t).len() == 1 => {
                        from = to;
                        to = f.operands(t)[0].as_block()?;
                    }
                    _ => return None,
                }
            }
            None
        }
        _ => None,
    }
}

fn rewrite(m: &mut Module, f: &mut Function, sites: &[Site], op: Option<Opcode>, ret_ty: Type, params: &[Type]) {
    let header = f.entry_block().expect("a definition");
    let entry = f.create_block("tailrecurse.entry");
    let void = f.inst(f.terminator(header).expect("entry has a terminator")).ty;
    f.layout.insert(0, entry);
    let jump = f.create_inst(NodeHeader::new(Opcode::Br), void, &[Value::Block(header)]);
    f.push_inst(entry, jump);
    let anchor = f.blocks[header].insts[0];

    // Parameter phis; every use of a parameter reads its phi.
    let mut arg_phis = Vec::with_capacity(params.len());
    let mut to_phi: FxHashMap<Value, Value> = FxHashMap::default();
    for (k, &ty) in params.iter().enumerate() {
        let phi = f.create_inst(NodeHeader::new(Opcode::Phi), ty, &[]);
        if let Some(name) = f.param_names.get(k).filter(|n| !n.is_empty()).cloned() {
            f.set_inst_name(phi, &format!("{name}.tr"));
        }
        f.insert_before(anchor, phi);
        arg_phis.push(phi);
        to_phi.insert(Value::Arg(k as u32), Value::Inst(phi));
    }
    f.replace_all_uses(&to_phi);
    let acc = op.map(|op| {
        let phi = f.create_inst(NodeHeader::new(Opcode::Phi), ret_ty, &[]);
        f.set_inst_name(phi, "accumulator.tr");
        f.insert_before(anchor, phi);
        let identity = match op {
            Opcode::Mul => 1,
            Opcode::And => -1,
            _ => 0,
        };
        (op, phi, Value::Const(m.const_int(ret_ty, identity)))
    });

    let mut arg_in: Vec<Vec<Value>> = (0..params.len())
        .map(|k| vec![Value::Arg(k as u32), Value::Block(entry)])
        .collect();
    let mut acc_in: Vec<Value> = acc.map(|(_, _, id)| vec![id, Value::Block(entry)]).unwrap_or_default();
    for s in sites {
        let args: Vec<Value> = f.operands(s.call)[1..].to_vec();
        for (k, &a) in args.iter().enumerate().take(params.len()) {
            arg_in[k].extend([a, Value::Block(s.block)]);
        }
        if let Some((op, phi, _)) = acc {
            let next = match s.acc {
                Some((a, x)) => {
                    let n = f.create_inst(NodeHeader::new(op), ret_ty, &[Value::Inst(phi), x]);
                    f.set_inst_name(n, "accumulate.tr");
                    f.insert_before(a, n);
                    Value::Inst(n)
                }
                None => Value::Inst(phi),
            };
            acc_in.extend([next, Value::Block(s.block)]);
        }
        // The call, its operation and the way out become a jump back.
        let term = f.terminator(s.block).expect("a site's block ends in a terminator");
        for i in [Some(s.call), s.acc.map(|(a, _)| a), Some(term)].into_iter().flatten() {
            f.remove_inst(i);
        }
        let back = f.create_inst(NodeHeader::new(Opcode::Br), void, &[Value::Block(header)]);
        f.push_inst(s.block, back);
        if let Some(phi) = s.first_phi {
            let kept: Vec<Value> = f
                .operands(phi)
                .chunks(2)
                .filter(|p| p[1] != Value::Block(s.block))
                .flatten()
                .copied()
                .collect();
            f.set_operands(phi, &kept);
        }
    }
    for (k, phi) in arg_phis.into_iter().enumerate() {
        f.set_operands(phi, &arg_in[k]);
    }
    // Every remaining return gives `acc op value`.
    if let Some((op, phi, _)) = acc {
        f.set_operands(phi, &acc_in);
        let rets: Vec<Inst> = f
            .layout
            .iter()
            .filter_map(|&b| f.terminator(b))
            .filter(|&t| f.inst(t).opcode() == Opcode::Ret)
            .collect();
        for r in rets {
            let v = f.operands(r)[0];
            let out = f.create_inst(NodeHeader::new(op), ret_ty, &[Value::Inst(phi), v]);
            f.set_inst_name(out, "accumulator.ret.tr");
            f.insert_before(r, out);
            f.set_operands(r, &[Value::Inst(out)]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::ir_text::{after_pass, body_of};

    /// `fib(n - 1) + fib(n - 2)`: the second call is a site, the first stays.
    #[test]
    fn only_the_last_call_of_a_sum_becomes_the_loop() {
        let text = "define internal i32 @fib(i32 %n) {\nentry:\n  %c = icmp slt i32 %n, 2\n  br i1 %c, label %base, label %rec\n\
                    base:\n  ret i32 %n\n\
                    rec:\n  %a = sub i32 %n, 1\n  %x = call i32 @fib(i32 %a)\n  %b = sub i32 %n, 2\n  %y = call i32 @fib(i32 %b)\n  %s = add nsw i32 %x, %y\n  ret i32 %s\n}\n";
        let out = after_pass(text, "tail-recursion");
        let body = body_of(&out, "fib");
        assert_eq!(body.matches("call i32 @fib").count(), 1, "{body}");
        assert!(
            body.contains("%accumulator.tr = phi i32 [ 0, %tailrecurse.entry ]"),
            "{body}"
        );
        assert!(body.contains("br label %entry"), "{body}");
    }

    /// A call whose result is used after other work, or a slot whose address the
    /// call gets, keeps the recursion.
    #[test]
    fn calls_that_are_not_last_stay() {
        let text = "define internal i32 @g(i32 %n) {\nentry:\n  %c = icmp slt i32 %n, 2\n  br i1 %c, label %base, label %rec\n\
                    base:\n  ret i32 %n\n\
                    rec:\n  %a = sub i32 %n, 1\n  %x = call i32 @g(i32 %a)\n  %s = sub i32 %x, 1\n  ret i32 %s\n}\n\
                    define internal i32 @h(ptr %p, i32 %n) {\nentry:\n  %slot = alloca i32, align 4\n  store i32 %n, ptr %slot, align 4\n  %c = icmp slt i32 %n, 2\n  br i1 %c, label %base, label %rec\n\
                    base:\n  ret i32 %n\n\
                    rec:\n  %a = sub i32 %n, 1\n  %x = call i32 @h(ptr %slot, i32 %a)\n  ret i32 %x\n}\n";
        let out = after_pass(text, "tail-recursion");
        assert!(body_of(&out, "g").contains("call i32 @g"), "{out}");
        assert!(body_of(&out, "h").contains("call i32 @h"), "{out}");
    }

    /// A function that only ever recurses (no base case) is left alone.
    #[test]
    fn no_base_case_no_loop() {
        let text = "define internal i32 @k(i32 %n) {\nentry:\n  %a = add i32 %n, 1\n  %x = call i32 @k(i32 %a)\n  ret i32 %x\n}\n";
        let out = after_pass(text, "tail-recursion");
        assert!(body_of(&out, "k").contains("call i32 @k"), "{out}");
    }
}
