//! Sparse conditional constant propagation of integers (as LLVM's SCCP): a
//! value is taken as constant until a reachable edge or operand says
//! otherwise, and a branch on a constant makes only its one edge reachable.
//! So a loop whose header phis start at constants and whose first trip
//! leaves it folds to those constants, which folding each instruction on its
//! own never sees (the latch's value feeds the phi it comes from): CuTe's
//! `gcd(128, 128)` (`while (b != 0) { a %= b; if (a == 0) return b; b %= a; }`)
//! ran twice per k-tile in sgemm_2's main loop, nvcc has none.
//!
//! Integers of at most 64 bits only (and `i1`); any other value is
//! "overdefined". Constants found replace their instruction's uses; the
//! branches on them fold afterwards (fold-branches).
//!
//! Preserves: behaviour (a value replaced is the one every reachable path
//! computes; division by zero and other traps are never folded).

use super::instsimplify::int_const;
use cranelift_entity::EntityRef;
use ptxc_ir::fold::integer;
use ptxc_ir::{Block, Function, Inst, IntPredicate, Module, Opcode, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// What is known of a value: nothing yet, one constant (bits, width), or not a constant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Lattice {
    #[default]
    Unknown,
    Const(u128, u32),
    Over,
}

impl Lattice {
    fn meet(self, other: Lattice) -> Lattice {
        match (self, other) {
            (Lattice::Unknown, x) | (x, Lattice::Unknown) => x,
            (a, b) if a == b => a,
            _ => Lattice::Over,
        }
    }
}

struct Solver<'a> {
    m: &'a Module,
    f: &'a Function,
    state: Vec<Lattice>,
    users: Vec<Vec<Inst>>,
    reachable: FxHashSet<Block>,
    edges: FxHashSet<(Block, Block)>,
    work: Vec<Inst>,
}

/// Replaces the integer instructions every reachable path computes as one
/// constant by it; returns how many.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    let Some(entry) = f.entry_block() else { return 0 };
    if !ptxc_ir::analysis::may_have_loops(f) {
        // Without a loop every phi's entries are known when it is folded on
        // its own: instsimplify and fold-branches see all SCCP would.
        return 0;
    }
    let mut users: Vec<Vec<Inst>> = vec![Vec::new(); f.insts.len()];
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            for v in f.operands(i) {
                if let Value::Inst(d) = v {
                    users[d.index()].push(i);
                }
            }
        }
    }
    let mut s = Solver {
        m,
        f,
        state: vec![Lattice::Unknown; f.insts.len()],
        users,
        reachable: FxHashSet::default(),
        edges: FxHashSet::default(),
        work: Vec::new(),
    };
    s.reach(entry);
    while let Some(i) = s.work.pop() {
        s.visit(i);
    }
    let mut found: Vec<(Inst, u128, u32)> = Vec::new();
    for &b in &f.layout {
        if !s.reachable.contains(&b) {
            continue;
        }
        for &i in &f.blocks[b].insts {
            if let Lattice::Const(bits, w) = s.state[i.index()] {
                if int_const(m, Value::Inst(i)).is_none() {
                    found.push((i, bits, w));
                }
            }
        }
    }
    let mut replace: FxHashMap<Value, Value> = FxHashMap::default();
    for (i, bits, w) in found {
        let ty = f.inst(i).ty;
        let c = m.const_int(ty, integer::sext(bits, w));
        replace.insert(Value::Inst(i), Value::Const(c));
    }
    f.replace_all_uses(&replace);
    replace.len()
}

impl Solver<'_> {
    fn reach(&mut self, b: Block) {
        if self.reachable.insert(b) {
            self.work.extend(self.f.blocks[b].insts.iter().rev().copied());
        }
    }

    fn edge(&mut self, from: Block, to: Block) {
        if !self.edges.insert((from, to)) {
            return;
        }
        if self.reachable.contains(&to) {
            // A new way in: the phis meet one more entry.
            let phis = self.f.phis(to);
            self.work.extend(phis);
        } else {
            self.reach(to);
        }
    }

    fn value(&self, v: Value) -> Lattice {
        match v {
            Value::Inst(i) => self.state[i.index()],
            Value::Const(_) => match int_const(self.m, v) {
                Some((bits, w)) if w <= 64 => Lattice::Const(bits, w),
                _ => Lattice::Over,
            },
            _ => Lattice::Over,
        }
    }

    fn set(&mut self, i: Inst, new: Lattice) {
        let old = self.state[i.index()];
        let new = match old {
            Lattice::Unknown => new,
            _ => old.meet(new),
        };
        if new != old {
            self.state[i.index()] = new;
            let users = self.users[i.index()].clone();
            for u in users {
                if self.f.inst(u).block.is_some_and(|b| self.reachable.contains(&b)) {
                    self.work.push(u);
                }
            }
        }
    }

    fn visit(&mut self, i: Inst) {
        let f = self.f;
        let Some(b) = f.inst(i).block else { return };
        let ops = f.operands(i);
        let op = f.inst(i).opcode();
        match op {
            Opcode::Br => {
                if let Some(t) = ops.first().and_then(|v| v.as_block()) {
                    self.edge(b, t);
                }
                return;
            }
            Opcode::CondBr => {
                let (Some(t), Some(e)) = (ops[1].as_block(), ops[2].as_block()) else {
                    return;
                };
                match self.value(ops[0]) {
                    Lattice::Unknown => {}
                    Lattice::Const(c, _) => self.edge(b, if c & 1 == 1 { t } else { e }),
                    Lattice::Over => {
                        self.edge(b, t);
                        self.edge(b, e);
                    }
                }
                return;
            }
            _ if f.terminator(b) == Some(i) => {
                for s in f.successors(b) {
                    self.edge(b, s);
                }
                return;
            }
            _ => {}
        }
        let width = self.m.types.int_bits(f.inst(i).ty).filter(|&w| w <= 64);
        let Some(w) = width else {
            if !self.m.types.is_void(f.inst(i).ty) {
                self.set(i, Lattice::Over);
            }
            return;
        };
        let result = match op {
            Opcode::Phi => ops
                .chunks(2)
                .filter(|pair| pair[1].as_block().is_some_and(|p| self.edges.contains(&(p, b))))
                .fold(Lattice::Unknown, |acc, pair| acc.meet(self.value(pair[0]))),
            Opcode::Select => match self.value(ops[0]) {
                Lattice::Unknown => Lattice::Unknown,
                Lattice::Const(c, _) => self.value(ops[if c & 1 == 1 { 1 } else { 2 }]),
                Lattice::Over => self.value(ops[1]).meet(self.value(ops[2])),
            },
            Opcode::ICmp => self.fold2(ops, |a, b, aw| {
                let pred = IntPredicate::from_u16(f.inst(i).header.subop)?;
                Some(u128::from(pred.holds(a, b, aw)))
            }),
            Opcode::Trunc | Opcode::ZExt | Opcode::SExt => match self.value(ops[0]) {
                Lattice::Const(v, from) => {
                    integer::resize(op, from, w, v).map_or(Lattice::Over, |r| Lattice::Const(r & integer::mask(w), w))
                }
                other => other,
            },
            _ if op.is_binary() => self.fold2(ops, |a, b, aw| integer::binary(op, aw, a, b)),
            _ => Lattice::Over,
        };
        let result = match result {
            Lattice::Const(v, _) => Lattice::Const(v & integer::mask(w), w),
            other => other,
        };
        self.set(i, result);
    }

    /// Two integer operands through `fold` (given their width); over when it cannot.
    fn fold2(&self, ops: &[Value], fold: impl Fn(u128, u128, u32) -> Option<u128>) -> Lattice {
        match (self.value(ops[0]), self.value(ops[1])) {
            (Lattice::Over, _) | (_, Lattice::Over) => Lattice::Over,
            (Lattice::Const(a, aw), Lattice::Const(b, bw)) if aw == bw => {
                fold(a, b, aw).map_or(Lattice::Over, |r| Lattice::Const(r, aw))
            }
            (Lattice::Const(..), Lattice::Const(..)) => Lattice::Over,
            _ => Lattice::Unknown,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    #[test]
    fn a_loop_left_on_its_first_trip_folds_to_its_start() {
        let out = after_pass(
            "define i32 @gcd() {\nentry:\n  br label %head\n\
             head:\n  %a = phi i32 [ 128, %entry ], [ %a2, %latch ]\n  %b = phi i32 [ 128, %entry ], [ %b2, %latch ]\n\
             %z = icmp eq i32 %b, 0\n  br i1 %z, label %done, label %step\n\
             step:\n  %a2 = srem i32 %a, %b\n  %z2 = icmp eq i32 %a2, 0\n  br i1 %z2, label %done, label %latch\n\
             latch:\n  %b2 = srem i32 %b, %a2\n  br label %head\n\
             done:\n  %r = phi i32 [ %a, %head ], [ %b, %step ]\n  ret i32 %r\n}\n",
            "fold-branches",
        );
        let f = body_of(&out, "gcd");
        assert!(f.contains("ret i32 128"), "{f}");
        assert!(!f.contains("srem"), "{f}");
    }

    #[test]
    fn a_value_changed_by_the_loop_is_not_a_constant() {
        let out = after_pass(
            "define i32 @count(i32 %n) {\nentry:\n  br label %head\n\
             head:\n  %i = phi i32 [ 0, %entry ], [ %i2, %head ]\n  %i2 = add i32 %i, 1\n\
             %c = icmp slt i32 %i2, %n\n  br i1 %c, label %head, label %done\n\
             done:\n  ret i32 %i2\n}\n",
            "fold-branches",
        );
        assert!(body_of(&out, "count").contains("ret i32 %i2"), "{out}");
    }
}
