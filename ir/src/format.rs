//! Instruction formats: the operand shape of each opcode, as cranelift's
//! `InstructionFormat` gives it.
//!
//! Every row of the opcode table ([`crate::opcode`]) names its [`Format`].
//! The printer and the text parser write and read one syntax per format,
//! and the structural verifier checks operand counts with
//! [`Format::arity`], so a new opcode of an existing shape is one table row.
//! What is opcode-specific within a shape (which predicate table, the result
//! type) stays with the code for that shape.

/// The operand shape of an instruction: its syntax and what its operands are.
///
/// In the syntax below `T v` is a typed value, `%b` a block operand, `[...]`
/// optional text and `*` repetition; flags and orderings live in the node
/// header or [`crate::InstExtra`], never in the operands.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Format {
    /// `ret void` / `ret T v`: an optional value.
    Return,
    /// `br label %d`: one block.
    Jump,
    /// `br i1 c, label %t, label %f`: condition, then and else blocks.
    Branch,
    /// `switch T v, label %default [ T c, label %b ... ]`: value, default
    /// block, then (case constant, block) pairs.
    Switch,
    /// `indirectbr ptr a, [label %b, ...]`: address, then the possible blocks.
    IndirectBranch,
    /// `unreachable`: no operands.
    Nullary,
    /// `resume T v`: one typed value and no result.
    Resume,
    /// `fneg [fmf] T v`, `freeze T v`: one typed value, result of its type.
    Unary,
    /// `add [nuw] [nsw] [exact] [disjoint] [fmf] T a, b`: two values of the result type.
    Binary,
    /// `zext [nuw] [nsw] [nneg] [fmf] T v to U`: one value, result of the written type.
    Cast,
    /// `icmp <pred> T a, b` / `fcmp [fmf] <pred> T a, b`: two values; the
    /// predicate is the sub-opcode, the result `i1` per lane.
    Compare,
    /// `select [fmf] i1 c, T a, T b`: condition and two values.
    Select,
    /// `phi [fmf] T [ v, %b ], ...`: (incoming value, incoming block) pairs.
    Phi,
    /// `[tail] call [fmf] [cc] T @f(T a, ...)`: callee, then arguments, then
    /// `dests` fixed destination blocks (`invoke ... to label %n unwind label
    /// %u` has 2; `callbr ... to label %d [label %i, ...]` has 1 plus the
    /// sub-opcode's count of indirect ones).
    Call {
        /// Destination blocks every instruction of the opcode has.
        dests: u8,
    },
    /// `alloca T[, U n][, align A][, addrspace(N)]`: an optional element count.
    Alloca,
    /// `load [atomic] [volatile] T, ptr p [syncscope("s") ord][, align A]`: the address.
    Load,
    /// `store [atomic] [volatile] T v, ptr p [syncscope("s") ord][, align A]`:
    /// value, then address.
    Store,
    /// `getelementptr [inbounds|nusw] [nuw] T, ptr p, I idx, ...`: base, then indices.
    GetElementPtr,
    /// `fence [syncscope("s")] ord`: no operands.
    Fence,
    /// `cmpxchg [weak] [volatile] ptr p, T cmp, T new [syncscope("s")] succ fail[, align A]`.
    CmpXchg,
    /// `atomicrmw [volatile] <op> ptr p, T v [syncscope("s")] ord[, align A]`;
    /// the operation is the sub-opcode.
    AtomicRmw,
    /// `extractvalue T agg, i, ...` / `insertvalue T agg, U v, i, ...`:
    /// `values` typed values, then constant indices (stored as `i32` constants).
    AggregateIndex {
        /// Typed values before the indices (1 extract, 2 insert).
        values: u8,
    },
    /// `extractelement V v, I i`, `shufflevector V a, V b, M mask`, ...:
    /// exactly this many typed values.
    TypedValues(u8),
    /// `va_arg ptr ap, T`: the argument list; result of the written type.
    VaArg,
    /// `landingpad T [cleanup] (catch T c | filter T c)*`: one value per clause.
    LandingPad,
    /// `catchswitch within none|%p [label %h, ...] unwind to caller|label %u`:
    /// optional parent, handler blocks, optional unwind block.
    CatchSwitch,
    /// `catchpad within %cs [T v, ...]` / `cleanuppad within none|%p [T v, ...]`.
    FuncletPad {
        /// The parent pad is always present (catchpad) rather than optional.
        parent_required: bool,
    },
    /// `catchret from %p to label %b`: pad and destination block.
    CatchRet,
    /// `cleanupret from %p unwind to caller|label %u`: pad, optional unwind block.
    CleanupRet,
}

/// What an operand position holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum OperandKind {
    /// A value: instruction result, argument, constant, global or function.
    Value,
    /// A block (a `label %b` operand).
    Block,
}

/// How many operands an instruction of a format may have.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    /// Exactly this many.
    Exactly(usize),
    /// At least the first, at most the second.
    Between(usize, usize),
    /// This many or more.
    AtLeast(usize),
    /// This many leading operands, then any number of pairs.
    PairsAfter(usize),
}

impl Arity {
    /// True when an instruction may have `n` operands.
    pub fn accepts(self, n: usize) -> bool {
        match self {
            Arity::Exactly(k) => n == k,
            Arity::Between(lo, hi) => (lo..=hi).contains(&n),
            Arity::AtLeast(k) => n >= k,
            Arity::PairsAfter(k) => n >= k && (n - k).is_multiple_of(2),
        }
    }
}

impl Format {
    /// How many operands an instruction of this format may have.
    pub fn arity(self) -> Arity {
        use Format::*;
        match self {
            Nullary | Fence => Arity::Exactly(0),
            Jump | Resume | Unary | Cast | Load | VaArg => Arity::Exactly(1),
            Binary | Compare | Store | AtomicRmw | CatchRet => Arity::Exactly(2),
            Branch | Select | CmpXchg => Arity::Exactly(3),
            TypedValues(n) => Arity::Exactly(usize::from(n)),
            Return | Alloca => Arity::Between(0, 1),
            CleanupRet => Arity::Between(1, 2),
            Switch => Arity::PairsAfter(2),
            Phi => Arity::PairsAfter(0),
            IndirectBranch | GetElementPtr | CatchSwitch => Arity::AtLeast(1),
            Call { dests } => Arity::AtLeast(1 + usize::from(dests)),
            AggregateIndex { values } => Arity::AtLeast(usize::from(values) + 1),
            FuncletPad { parent_required } => Arity::AtLeast(usize::from(parent_required)),
            LandingPad => Arity::AtLeast(0),
        }
    }

    /// What operand `k` of an instruction with `n` operands holds, where the
    /// format alone decides; `None` where flags or the sub-opcode do
    /// (catchswitch's optional parent and unwind block, the arguments and
    /// indirect destinations of a call with destinations).
    pub fn operand_kind(self, k: usize, n: usize) -> Option<OperandKind> {
        use Format::*;
        use OperandKind::{Block, Value};
        let block_if = |b: bool| Some(if b { Block } else { Value });
        match self {
            Jump => Some(Block),
            Branch | IndirectBranch | CatchRet | CleanupRet => block_if(k >= 1),
            Switch => block_if(k == 1 || (k >= 2 && k % 2 == 1)),
            Phi => block_if(k % 2 == 1),
            Call { dests: 0 } => Some(Value),
            Call { dests } if k + usize::from(dests) >= n => Some(Block),
            Call { .. } if k == 0 => Some(Value),
            Call { .. } | CatchSwitch => None,
            _ => Some(Value),
        }
    }

    /// True for formats that end a block: branches, returns, and calls with
    /// destination blocks.
    pub fn is_terminator(self) -> bool {
        use Format::*;
        match self {
            Return | Jump | Branch | Switch | IndirectBranch | Nullary | Resume | CatchSwitch | CatchRet
            | CleanupRet => true,
            Call { dests } => dests > 0,
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arities_accept_what_they_say() {
        assert!(Arity::Exactly(2).accepts(2) && !Arity::Exactly(2).accepts(3));
        assert!(Arity::Between(1, 2).accepts(1) && Arity::Between(1, 2).accepts(2) && !Arity::Between(1, 2).accepts(0));
        assert!(Arity::PairsAfter(2).accepts(2) && Arity::PairsAfter(2).accepts(4) && !Arity::PairsAfter(2).accepts(3));
        assert!(!Arity::PairsAfter(2).accepts(0));
        assert!(Format::Call { dests: 2 }.arity().accepts(3) && !Format::Call { dests: 2 }.arity().accepts(2));
    }

    #[test]
    fn operand_kinds_put_labels_where_the_syntax_has_them() {
        use OperandKind::{Block, Value};
        let kinds =
            |f: Format, n: usize| -> Vec<Option<OperandKind>> { (0..n).map(|k| f.operand_kind(k, n)).collect() };
        // br i1 c, label t, label f
        assert_eq!(kinds(Format::Branch, 3), [Some(Value), Some(Block), Some(Block)]);
        // switch T v, label d [T c, label b]
        assert_eq!(
            kinds(Format::Switch, 4),
            [Some(Value), Some(Block), Some(Value), Some(Block)]
        );
        // phi [v, b], [v, b]
        assert_eq!(
            kinds(Format::Phi, 4),
            [Some(Value), Some(Block), Some(Value), Some(Block)]
        );
        // invoke @f(a) to label n unwind label u
        assert_eq!(
            kinds(Format::Call { dests: 2 }, 4),
            [Some(Value), None, Some(Block), Some(Block)]
        );
        assert_eq!(kinds(Format::Call { dests: 0 }, 2), [Some(Value), Some(Value)]);
        assert_eq!(kinds(Format::Store, 2), [Some(Value), Some(Value)]);
    }
}
