//! PTX opcodes: the first part of a mnemonic (`add`, `ld`, `shfl.sync`),
//! with the kind of operation-specific word ([`ModeKind`]) each one takes
//! (`setp.<cmp>`, `atom.<op>`, `mul.<lo|hi|wide>`, ...).
//!
//! Opcodes whose PTX name is several words that never vary (`bar.warp.sync`,
//! `match.any.sync`, `cvta.to`) are one variant each, spelled whole.

/// The operation-specific word an opcode takes, if any
/// (see [`crate::modifiers::Mode`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ModeKind {
    /// No such word.
    None,
    /// A comparison (`setp.lt`).
    Cmp,
    /// A reduction or atomic operation (`atom.add`, `bar.red.popc`).
    Reduce,
    /// Which part of a product (`mul.lo`, `mul.wide`, `dp2a.hi`).
    Part,
    /// A shuffle mode (`shfl.sync.bfly`).
    Shfl,
    /// A vote mode (`vote.sync.ballot`).
    Vote,
    /// A funnel-shift direction and mode (`shf.l.wrap`).
    Funnel,
    /// A memory-barrier level (`membar.gl`).
    Level,
}

/// A PTX opcode.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Opcode {
    /// `abs`
    Abs,
    /// `activemask`
    Activemask,
    /// `add`
    Add,
    /// `add.cc`: an addition that sets the carry flag
    AddCc,
    /// `addc`: an addition of the carry flag too
    Addc,
    /// `and`
    And,
    /// `atom`
    Atom,
    /// `bar.red`
    BarRed,
    /// `bar.sync`
    BarSync,
    /// `bar.warp.sync`
    BarWarpSync,
    /// `barrier.sync` (a named barrier, with a thread count or without)
    BarrierSync,
    /// `bfe`
    Bfe,
    /// `bfi`
    Bfi,
    /// `bfind`
    Bfind,
    /// `bra`
    Bra,
    /// `brev`
    Brev,
    /// `call`
    Call,
    /// `clz`
    Clz,
    /// `cnot`
    Cnot,
    /// `copysign`
    Copysign,
    /// `cos`
    Cos,
    /// `cvt`
    Cvt,
    /// `cvta`
    Cvta,
    /// `cvta.to`
    CvtaTo,
    /// `div`
    Div,
    /// `dp2a`
    Dp2a,
    /// `dp4a`
    Dp4a,
    /// `ex2`
    Ex2,
    /// `exit`
    Exit,
    /// `fence`
    Fence,
    /// `fma`
    Fma,
    /// `isspacep`
    Isspacep,
    /// `ld`
    Ld,
    /// `lg2`
    Lg2,
    /// `mad`
    Mad,
    /// `match.all.sync`
    MatchAllSync,
    /// `match.any.sync`
    MatchAnySync,
    /// `max`
    Max,
    /// `membar`
    Membar,
    /// `min`
    Min,
    /// `mov`
    Mov,
    /// `mul`
    Mul,
    /// `mul24`
    Mul24,
    /// `nanosleep`
    Nanosleep,
    /// `neg`
    Neg,
    /// `not`
    Not,
    /// `or`
    Or,
    /// `popc`
    Popc,
    /// `prmt`
    Prmt,
    /// `fns`
    Fns,
    /// `rcp`
    Rcp,
    /// `red`
    Red,
    /// `redux.sync`
    ReduxSync,
    /// `rem`
    Rem,
    /// `ret`
    Ret,
    /// `rsqrt`
    Rsqrt,
    /// `sad`
    Sad,
    /// `selp`
    Selp,
    /// `set`
    Set,
    /// `setp`
    Setp,
    /// `shf`
    Shf,
    /// `shfl.sync`
    ShflSync,
    /// `shl`
    Shl,
    /// `shr`
    Shr,
    /// `sin`
    Sin,
    /// `sqrt`
    Sqrt,
    /// `st`
    St,
    /// `sub`
    Sub,
    /// `sub.cc`: a subtraction that sets the borrow (carry) flag
    SubCc,
    /// `subc`: a subtraction of the borrow too
    Subc,
    /// `tanh`
    Tanh,
    /// `testp`
    Testp,
    /// `trap`
    Trap,
    /// `vote.sync`
    VoteSync,
    /// `xor`
    Xor,
}

/// Opcode -> (spelling, mode kind).
const OPCODES: &[(Opcode, &str, ModeKind)] = &[
    (Opcode::Abs, "abs", ModeKind::None),
    (Opcode::Activemask, "activemask", ModeKind::None),
    (Opcode::Add, "add", ModeKind::None),
    (Opcode::AddCc, "add.cc", ModeKind::None),
    (Opcode::Addc, "addc", ModeKind::None),
    (Opcode::And, "and", ModeKind::None),
    (Opcode::Atom, "atom", ModeKind::Reduce),
    (Opcode::BarRed, "bar.red", ModeKind::Reduce),
    (Opcode::BarSync, "bar.sync", ModeKind::None),
    (Opcode::BarWarpSync, "bar.warp.sync", ModeKind::None),
    (Opcode::BarrierSync, "barrier.sync", ModeKind::None),
    (Opcode::Bfe, "bfe", ModeKind::None),
    (Opcode::Bfi, "bfi", ModeKind::None),
    (Opcode::Bfind, "bfind", ModeKind::None),
    (Opcode::Bra, "bra", ModeKind::None),
    (Opcode::Brev, "brev", ModeKind::None),
    (Opcode::Call, "call", ModeKind::None),
    (Opcode::Clz, "clz", ModeKind::None),
    (Opcode::Cnot, "cnot", ModeKind::None),
    (Opcode::Copysign, "copysign", ModeKind::None),
    (Opcode::Cos, "cos", ModeKind::None),
    (Opcode::Cvt, "cvt", ModeKind::None),
    (Opcode::Cvta, "cvta", ModeKind::None),
    (Opcode::CvtaTo, "cvta.to", ModeKind::None),
    (Opcode::Div, "div", ModeKind::None),
    (Opcode::Dp2a, "dp2a", ModeKind::Part),
    (Opcode::Dp4a, "dp4a", ModeKind::None),
    (Opcode::Ex2, "ex2", ModeKind::None),
    (Opcode::Exit, "exit", ModeKind::None),
    (Opcode::Fence, "fence", ModeKind::None),
    (Opcode::Fma, "fma", ModeKind::None),
    (Opcode::Isspacep, "isspacep", ModeKind::None),
    (Opcode::Ld, "ld", ModeKind::None),
    (Opcode::Lg2, "lg2", ModeKind::None),
    (Opcode::Mad, "mad", ModeKind::Part),
    (Opcode::MatchAllSync, "match.all.sync", ModeKind::None),
    (Opcode::MatchAnySync, "match.any.sync", ModeKind::None),
    (Opcode::Max, "max", ModeKind::None),
    (Opcode::Membar, "membar", ModeKind::Level),
    (Opcode::Min, "min", ModeKind::None),
    (Opcode::Mov, "mov", ModeKind::None),
    (Opcode::Mul, "mul", ModeKind::Part),
    (Opcode::Mul24, "mul24", ModeKind::Part),
    (Opcode::Nanosleep, "nanosleep", ModeKind::None),
    (Opcode::Neg, "neg", ModeKind::None),
    (Opcode::Not, "not", ModeKind::None),
    (Opcode::Or, "or", ModeKind::None),
    (Opcode::Popc, "popc", ModeKind::None),
    (Opcode::Prmt, "prmt", ModeKind::None),
    (Opcode::Fns, "fns", ModeKind::None),
    (Opcode::Rcp, "rcp", ModeKind::None),
    (Opcode::Red, "red", ModeKind::Reduce),
    (Opcode::ReduxSync, "redux.sync", ModeKind::Reduce),
    (Opcode::Rem, "rem", ModeKind::None),
    (Opcode::Ret, "ret", ModeKind::None),
    (Opcode::Rsqrt, "rsqrt", ModeKind::None),
    (Opcode::Sad, "sad", ModeKind::None),
    (Opcode::Selp, "selp", ModeKind::None),
    (Opcode::Set, "set", ModeKind::Cmp),
    (Opcode::Setp, "setp", ModeKind::Cmp),
    (Opcode::Shf, "shf", ModeKind::Funnel),
    (Opcode::ShflSync, "shfl.sync", ModeKind::Shfl),
    (Opcode::Shl, "shl", ModeKind::None),
    (Opcode::Shr, "shr", ModeKind::None),
    (Opcode::Sin, "sin", ModeKind::None),
    (Opcode::Sqrt, "sqrt", ModeKind::None),
    (Opcode::St, "st", ModeKind::None),
    (Opcode::Sub, "sub", ModeKind::None),
    (Opcode::SubCc, "sub.cc", ModeKind::None),
    (Opcode::Subc, "subc", ModeKind::None),
    (Opcode::Tanh, "tanh", ModeKind::None),
    (Opcode::Testp, "testp", ModeKind::None),
    (Opcode::Trap, "trap", ModeKind::None),
    (Opcode::VoteSync, "vote.sync", ModeKind::Vote),
    (Opcode::Xor, "xor", ModeKind::None),
];

/// Opcodes whose f32 forms have a flush-to-zero variant (`.ftz`).
const FTZ_CAPABLE: &[Opcode] = &[
    Opcode::Add,
    Opcode::Sub,
    Opcode::Mul,
    Opcode::Fma,
    Opcode::Mad,
    Opcode::Div,
    Opcode::Sqrt,
    Opcode::Rcp,
    Opcode::Rsqrt,
    Opcode::Ex2,
    Opcode::Lg2,
    Opcode::Sin,
    Opcode::Cos,
    Opcode::Tanh,
    Opcode::Abs,
    Opcode::Neg,
    Opcode::Min,
    Opcode::Max,
    Opcode::Setp,
    Opcode::Set,
    Opcode::Cvt,
];

impl Opcode {
    /// Whether the instruction writes its first operand and nothing else,
    /// reading the rest (what the copy coalescers may rename through).
    pub fn writes_only_first_operand(self) -> bool {
        matches!(
            self,
            Opcode::Abs
                | Opcode::Add
                | Opcode::And
                | Opcode::Bfe
                | Opcode::Bfi
                | Opcode::Bfind
                | Opcode::Brev
                | Opcode::Clz
                | Opcode::Cnot
                | Opcode::Copysign
                | Opcode::Cvt
                | Opcode::Cvta
                | Opcode::CvtaTo
                | Opcode::Div
                | Opcode::Fma
                | Opcode::Ld
                | Opcode::Mad
                | Opcode::Max
                | Opcode::Min
                | Opcode::Mov
                | Opcode::Mul
                | Opcode::Mul24
                | Opcode::Neg
                | Opcode::Not
                | Opcode::Or
                | Opcode::Popc
                | Opcode::Prmt
                | Opcode::Fns
                | Opcode::Rem
                | Opcode::Sad
                | Opcode::Selp
                | Opcode::Setp
                | Opcode::Shf
                | Opcode::Shl
                | Opcode::Shr
                | Opcode::Sub
                | Opcode::Xor
        )
    }

    fn row(self) -> &'static (Opcode, &'static str, ModeKind) {
        OPCODES.iter().find(|r| r.0 == self).expect("every opcode has a row")
    }

    /// The PTX spelling (`"shfl.sync"`).
    pub fn name(self) -> &'static str {
        self.row().1
    }

    /// The operation-specific word this opcode takes.
    pub fn mode_kind(self) -> ModeKind {
        self.row().2
    }

    /// True when the f32 form has a `.ftz` variant.
    pub fn has_ftz(self) -> bool {
        FTZ_CAPABLE.contains(&self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_are_unique() {
        for (n, &(op, name, _)) in OPCODES.iter().enumerate() {
            assert_eq!(op.name(), name);
            assert!(OPCODES[n + 1..].iter().all(|r| r.0 != op && r.1 != name), "{name}");
        }
    }
}
