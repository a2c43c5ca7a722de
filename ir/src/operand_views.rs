//! Typed operand views: an instruction's operands as its [`crate::Format`]
//! says they are (`cond_br(i) -> (Value, Block, Block)`), as cranelift's
//! `InstructionData` variants give them.
//!
//! The structural verifier ([`crate::verify`]) guarantees each view's shape
//! (operand count from [`crate::Format::arity`], blocks where
//! [`crate::Format::operand_kind`] puts labels), so a consumer of verified
//! IR, such as instruction selection, reads operands without re-checking
//! them. A view used on an instruction of another format, or on IR the
//! verifier rejects, panics: that is a bug of the caller, never of the input.

use crate::{AtomicRmwOp, Block, FloatPredicate, Format, Function, Inst, IntPredicate, Opcode, Value};

/// The block at operand `k` of `i`, where the format puts a label.
fn block_at(f: &Function, i: Inst, k: usize) -> Block {
    match f.operands(i)[k] {
        Value::Block(b) => b,
        other => panic!(
            "operand {k} of `{}` is {other:?}, not the block its format puts there (unverified IR)",
            f.inst(i).opcode().mnemonic()
        ),
    }
}

/// Checks, in debug builds, that a view is used on its format.
fn expect_format(f: &Function, i: Inst, ok: fn(Format) -> bool, view: &str) {
    let op = f.inst(i).opcode();
    debug_assert!(ok(op.format()), "`{view}` used on `{}`", op.mnemonic());
}

/// The `(case value, target)` pairs of a `switch`.
pub struct SwitchCases<'a> {
    pairs: std::slice::ChunksExact<'a, Value>,
}

impl Iterator for SwitchCases<'_> {
    type Item = (Value, Block);

    fn next(&mut self) -> Option<(Value, Block)> {
        let pair = self.pairs.next()?;
        match pair[1] {
            Value::Block(b) => Some((pair[0], b)),
            other => panic!("a switch case target is {other:?}, not a block (unverified IR)"),
        }
    }
}

impl Function {
    /// `br label %d`: the destination.
    pub fn jump_target(&self, i: Inst) -> Block {
        expect_format(self, i, |f| f == Format::Jump, "jump_target");
        block_at(self, i, 0)
    }

    /// `br i1 c, label %t, label %e`: condition, then and else blocks.
    pub fn cond_br(&self, i: Inst) -> (Value, Block, Block) {
        expect_format(self, i, |f| f == Format::Branch, "cond_br");
        (self.operands(i)[0], block_at(self, i, 1), block_at(self, i, 2))
    }

    /// `switch T v, label %default [...]`: the value, the default block and
    /// the cases.
    pub fn switch_operands(&self, i: Inst) -> (Value, Block, SwitchCases<'_>) {
        expect_format(self, i, |f| f == Format::Switch, "switch_operands");
        let ops = self.operands(i);
        let cases = SwitchCases {
            pairs: ops[2..].chunks_exact(2),
        };
        (ops[0], block_at(self, i, 1), cases)
    }

    /// `ret [T v]`: the returned value, if any.
    pub fn return_value(&self, i: Inst) -> Option<Value> {
        expect_format(self, i, |f| f == Format::Return, "return_value");
        self.operands(i).first().copied()
    }

    /// The one operand of a unary instruction (`fneg`, `freeze`), a cast,
    /// a load (its address), `va_arg` or `resume`.
    pub fn unary_operand(&self, i: Inst) -> Value {
        use Format::*;
        expect_format(
            self,
            i,
            |f| matches!(f, Unary | Cast | Load | VaArg | Resume),
            "unary_operand",
        );
        self.operands(i)[0]
    }

    /// The two operands of an arithmetic instruction or a compare.
    pub fn binary_operands(&self, i: Inst) -> (Value, Value) {
        expect_format(
            self,
            i,
            |f| matches!(f, Format::Binary | Format::Compare),
            "binary_operands",
        );
        let ops = self.operands(i);
        (ops[0], ops[1])
    }

    /// `select i1 c, T a, T b`: condition, then the two values.
    pub fn select_operands(&self, i: Inst) -> (Value, Value, Value) {
        expect_format(self, i, |f| f == Format::Select, "select_operands");
        let ops = self.operands(i);
        (ops[0], ops[1], ops[2])
    }

    /// `store T v, ptr p`: the stored value, then the address.
    pub fn store_operands(&self, i: Inst) -> (Value, Value) {
        expect_format(self, i, |f| f == Format::Store, "store_operands");
        let ops = self.operands(i);
        (ops[0], ops[1])
    }

    /// `atomicrmw <op> ptr p, T v`: the address, then the operand.
    pub fn atomic_rmw_operands(&self, i: Inst) -> (Value, Value) {
        expect_format(self, i, |f| f == Format::AtomicRmw, "atomic_rmw_operands");
        let ops = self.operands(i);
        (ops[0], ops[1])
    }

    /// `cmpxchg ptr p, T cmp, T new`: address, expected and new value.
    pub fn cmpxchg_operands(&self, i: Inst) -> (Value, Value, Value) {
        expect_format(self, i, |f| f == Format::CmpXchg, "cmpxchg_operands");
        let ops = self.operands(i);
        (ops[0], ops[1], ops[2])
    }

    /// `getelementptr T, ptr p, I idx, ...`: the base, then the indices.
    pub fn gep_operands(&self, i: Inst) -> (Value, &[Value]) {
        expect_format(self, i, |f| f == Format::GetElementPtr, "gep_operands");
        let ops = self.operands(i);
        (ops[0], &ops[1..])
    }

    /// A call's callee, then its arguments (for `call`, whose operands
    /// after the callee are all arguments).
    pub fn call_operands(&self, i: Inst) -> (Value, &[Value]) {
        expect_format(self, i, |f| f == Format::Call { dests: 0 }, "call_operands");
        let ops = self.operands(i);
        (ops[0], &ops[1..])
    }

    /// `extractvalue`/`insertvalue`: the typed values (aggregate, then the
    /// inserted value for `insertvalue`), then the constant indices.
    pub fn aggregate_index_operands(&self, i: Inst) -> (&[Value], &[Value]) {
        let values = match self.inst(i).opcode().format() {
            Format::AggregateIndex { values } => usize::from(values),
            _ => panic!(
                "`aggregate_index_operands` used on `{}`",
                self.inst(i).opcode().mnemonic()
            ),
        };
        self.operands(i).split_at(values)
    }

    /// The `N` typed values of an instruction of format
    /// [`Format::TypedValues`]`(N)` (`extractelement` 2, `insertelement` and
    /// `shufflevector` 3).
    pub fn typed_values<const N: usize>(&self, i: Inst) -> [Value; N] {
        expect_format(self, i, |f| matches!(f, Format::TypedValues(_)), "typed_values");
        match <[Value; N]>::try_from(self.operands(i)) {
            Ok(values) => values,
            Err(_) => panic!(
                "`{}` has {} operands, not {N} (unverified IR)",
                self.inst(i).opcode().mnemonic(),
                self.operands(i).len()
            ),
        }
    }

    /// `phi T [v, %b], ...`: the (incoming value, incoming block) pairs.
    pub fn phi_incoming(&self, i: Inst) -> impl Iterator<Item = (Value, Block)> + '_ {
        expect_format(self, i, |f| f == Format::Phi, "phi_incoming");
        self.operands(i).chunks_exact(2).map(|pair| match pair[1] {
            Value::Block(b) => (pair[0], b),
            other => panic!("a phi's incoming block is {other:?} (unverified IR)"),
        })
    }

    /// The predicate of an `icmp`.
    pub fn int_predicate(&self, i: Inst) -> IntPredicate {
        debug_assert_eq!(self.inst(i).opcode(), Opcode::ICmp, "`int_predicate` on another opcode");
        let subop = self.inst(i).header.subop;
        IntPredicate::from_u16(subop).unwrap_or_else(|| panic!("icmp predicate {subop} (unverified IR)"))
    }

    /// The predicate of an `fcmp`.
    pub fn float_predicate(&self, i: Inst) -> FloatPredicate {
        debug_assert_eq!(
            self.inst(i).opcode(),
            Opcode::FCmp,
            "`float_predicate` on another opcode"
        );
        let subop = self.inst(i).header.subop;
        FloatPredicate::from_u16(subop).unwrap_or_else(|| panic!("fcmp predicate {subop} (unverified IR)"))
    }

    /// The operation of an `atomicrmw`.
    pub fn atomic_rmw_op(&self, i: Inst) -> AtomicRmwOp {
        debug_assert_eq!(
            self.inst(i).opcode(),
            Opcode::AtomicRmw,
            "`atomic_rmw_op` on another opcode"
        );
        let subop = self.inst(i).header.subop;
        AtomicRmwOp::from_u16(subop).unwrap_or_else(|| panic!("atomicrmw operation {subop} (unverified IR)"))
    }

    /// `alloca T[, U n]`: the element count, when written.
    pub fn alloca_count(&self, i: Inst) -> Option<Value> {
        debug_assert_eq!(
            self.inst(i).opcode(),
            Opcode::Alloca,
            "`alloca_count` on another opcode"
        );
        self.operands(i).first().copied()
    }
}

#[cfg(test)]
mod tests {
    use crate::{parse_module, Block, Function, Inst, Value};

    const TEXT: &str = "define i32 @f(i32 %x, ptr %p) {
entry:
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %then, label %join
then:
  %neg = sub i32 0, %x
  store i32 %neg, ptr %p, align 4
  switch i32 %x, label %join [ i32 7, label %join ]
join:
  %r = phi i32 [ %x, %entry ], [ %neg, %then ]
  %s = select i1 %c, i32 %r, i32 %x
  %v = insertelement <2 x i32> undef, i32 %s, i32 1
  %e = extractelement <2 x i32> %v, i32 1
  ret i32 %e
}
";

    fn named(f: &Function, name: &str) -> Inst {
        f.insts
            .keys()
            .find(|&i| f.inst_name(i) == Some(name))
            .expect("named instruction")
    }

    fn block(f: &Function, name: &str) -> Block {
        *f.layout.iter().find(|&&b| f.blocks[b].name == name).expect("block")
    }

    fn terminator(f: &Function, name: &str) -> Inst {
        f.terminator(block(f, name)).expect("terminator")
    }

    #[test]
    fn views_give_the_operands_the_format_describes() {
        let m = parse_module(TEXT).expect("parses");
        crate::verify::verify_module(&m).expect("well formed");
        let f = m.functions.values().next().expect("one function");
        let (then, join) = (block(f, "then"), block(f, "join"));
        let c = Value::Inst(named(f, "c"));
        assert_eq!(f.cond_br(terminator(f, "entry")), (c, then, join));
        assert_eq!(f.binary_operands(named(f, "c")).0, Value::Arg(0));
        assert_eq!(f.int_predicate(named(f, "c")), crate::IntPredicate::Sgt);
        let (x, default, cases) = f.switch_operands(terminator(f, "then"));
        assert_eq!((x, default), (Value::Arg(0), join));
        assert_eq!(cases.map(|(_, b)| b).collect::<Vec<_>>(), [join]);
        let neg = Value::Inst(named(f, "neg"));
        let store = f.blocks[then].insts[1];
        assert_eq!(f.store_operands(store), (neg, Value::Arg(1)));
        let entry = block(f, "entry");
        let incoming: Vec<_> = f.phi_incoming(named(f, "r")).collect();
        assert_eq!(incoming, [(Value::Arg(0), entry), (neg, then)]);
        assert_eq!(f.select_operands(named(f, "s")).0, c);
        let [_, value, _] = f.typed_values::<3>(named(f, "v"));
        assert_eq!(value, Value::Inst(named(f, "s")));
        let e = Value::Inst(named(f, "e"));
        assert_eq!(f.return_value(terminator(f, "join")), Some(e));
    }
}
