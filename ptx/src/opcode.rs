//! PTX opcodes: the first part of a mnemonic (`add`, `ld`, `shfl.sync`),
//! with the kind of operation-specific word ([`ModeKind`]) each one takes
//! (`setp.<cmp>`, `atom.<op>`, `mul.<lo|hi|wide>`, ...).
//!
//! Opcodes whose PTX name is several words that never vary (`bar.warp.sync`,
//! `match.any.sync`, `cvta.to`) are one variant each, spelled whole.
//!
//! Everything known about an opcode is one row of the `opcodes!` table:
//! spelling, the word it takes, whether its f32 form has `.ftz`, and what it
//! writes ([`ResultRule`]); the enum and its queries are generated from it.

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

/// Whether an opcode's f32 form has a flush-to-zero variant (`.ftz`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Ftz {
    /// `add.ftz.f32`, `setp.lt.ftz.f32`, `cvt.ftz.f32.f64`, ...
    Ftz,
    /// No `.ftz` form.
    NoFtz,
}

/// Which registers an instruction writes, for the passes that rename
/// registers through it (the copy coalescers, [`crate::copy_coalesce`] and
/// [`crate::reg_coalesce`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ResultRule {
    /// Writes its first operand and nothing else, reading the rest
    /// (`add d, a, b`; `ld d, [a]`; `setp p, a, b`).
    WritesFirst,
    /// Writes no register, only reads (`st`, `bra`, `ret`, `exit`, `trap`).
    ReadsOnly,
    /// Anything else, or not described: several results (`shfl.sync`,
    /// `add.cc`), a register and memory (`atom`), calls, barriers. Its
    /// registers do not take part in renaming. (`sqrt`, `rcp`, `sin`, `ex2`
    /// and the other special-function opcodes write only their first operand
    /// too but have never been described so; describing them is a change of
    /// output, not of this table.)
    Opaque,
}

/// One row per opcode: variant (with its doc), PTX spelling, the kind of
/// operation-specific word it takes ([`ModeKind`]), [`Ftz`] and
/// [`ResultRule`]. The enum, [`Opcode::ALL`], [`Opcode::name`],
/// [`Opcode::mode_kind`], [`Opcode::has_ftz`] and [`Opcode::result_rule`] are
/// generated from it, so an opcode is added by adding a row.
macro_rules! opcodes {
    ($($(#[$doc:meta])* $variant:ident = $name:literal, $mode:ident, $ftz:ident, $result:ident;)*) => {
        /// A PTX opcode.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub enum Opcode {
            $($(#[$doc])* $variant,)*
        }

        impl Opcode {
            /// Every opcode, in table order.
            pub const ALL: &'static [Opcode] = &[$(Opcode::$variant,)*];

            /// The PTX spelling (`"shfl.sync"`).
            pub fn name(self) -> &'static str {
                match self {
                    $(Opcode::$variant => $name,)*
                }
            }

            /// The operation-specific word this opcode takes.
            pub fn mode_kind(self) -> ModeKind {
                match self {
                    $(Opcode::$variant => ModeKind::$mode,)*
                }
            }

            /// True when the f32 form has a `.ftz` variant.
            pub fn has_ftz(self) -> bool {
                match self {
                    $(Opcode::$variant => matches!(Ftz::$ftz, Ftz::Ftz),)*
                }
            }

            /// Which registers the instruction writes.
            pub fn result_rule(self) -> ResultRule {
                match self {
                    $(Opcode::$variant => ResultRule::$result,)*
                }
            }
        }
    };
}

opcodes! {
    /// `abs`
    Abs = "abs", None, Ftz, WritesFirst;
    /// `activemask`
    Activemask = "activemask", None, NoFtz, Opaque;
    /// `add`
    Add = "add", None, Ftz, WritesFirst;
    /// `add.cc`: an addition that sets the carry flag
    AddCc = "add.cc", None, NoFtz, Opaque;
    /// `addc`: an addition of the carry flag too
    Addc = "addc", None, NoFtz, Opaque;
    /// `and`
    And = "and", None, NoFtz, WritesFirst;
    /// `atom`
    Atom = "atom", Reduce, NoFtz, Opaque;
    /// `bar.red`
    BarRed = "bar.red", Reduce, NoFtz, Opaque;
    /// `bar.sync`
    BarSync = "bar.sync", None, NoFtz, Opaque;
    /// `bar.warp.sync`
    BarWarpSync = "bar.warp.sync", None, NoFtz, Opaque;
    /// `barrier.sync` (a named barrier, with a thread count or without)
    BarrierSync = "barrier.sync", None, NoFtz, Opaque;
    /// `bfe`
    Bfe = "bfe", None, NoFtz, WritesFirst;
    /// `bfi`
    Bfi = "bfi", None, NoFtz, WritesFirst;
    /// `bfind`
    Bfind = "bfind", None, NoFtz, WritesFirst;
    /// `bra`
    Bra = "bra", None, NoFtz, ReadsOnly;
    /// `brev`
    Brev = "brev", None, NoFtz, WritesFirst;
    /// `call`
    Call = "call", None, NoFtz, Opaque;
    /// `clz`
    Clz = "clz", None, NoFtz, WritesFirst;
    /// `cnot`
    Cnot = "cnot", None, NoFtz, WritesFirst;
    /// `copysign`
    Copysign = "copysign", None, NoFtz, WritesFirst;
    /// `cos`
    Cos = "cos", None, Ftz, Opaque;
    /// `cvt`
    Cvt = "cvt", None, Ftz, WritesFirst;
    /// `cvta`
    Cvta = "cvta", None, NoFtz, WritesFirst;
    /// `cvta.to`
    CvtaTo = "cvta.to", None, NoFtz, WritesFirst;
    /// `div`
    Div = "div", None, Ftz, WritesFirst;
    /// `dp2a`
    Dp2a = "dp2a", Part, NoFtz, Opaque;
    /// `dp4a`
    Dp4a = "dp4a", None, NoFtz, Opaque;
    /// `ex2`
    Ex2 = "ex2", None, Ftz, Opaque;
    /// `exit`
    Exit = "exit", None, NoFtz, ReadsOnly;
    /// `fence`
    Fence = "fence", None, NoFtz, Opaque;
    /// `fma`
    Fma = "fma", None, Ftz, WritesFirst;
    /// `isspacep`
    Isspacep = "isspacep", None, NoFtz, Opaque;
    /// `ld`
    Ld = "ld", None, NoFtz, WritesFirst;
    /// `lg2`
    Lg2 = "lg2", None, Ftz, Opaque;
    /// `mad`
    Mad = "mad", Part, Ftz, WritesFirst;
    /// `match.all.sync`
    MatchAllSync = "match.all.sync", None, NoFtz, Opaque;
    /// `match.any.sync`
    MatchAnySync = "match.any.sync", None, NoFtz, Opaque;
    /// `max`
    Max = "max", None, Ftz, WritesFirst;
    /// `membar`
    Membar = "membar", Level, NoFtz, Opaque;
    /// `min`
    Min = "min", None, Ftz, WritesFirst;
    /// `mov`
    Mov = "mov", None, NoFtz, WritesFirst;
    /// `mul`
    Mul = "mul", Part, Ftz, WritesFirst;
    /// `mul24`
    Mul24 = "mul24", Part, NoFtz, WritesFirst;
    /// `nanosleep`
    Nanosleep = "nanosleep", None, NoFtz, Opaque;
    /// `neg`
    Neg = "neg", None, Ftz, WritesFirst;
    /// `not`
    Not = "not", None, NoFtz, WritesFirst;
    /// `or`
    Or = "or", None, NoFtz, WritesFirst;
    /// `popc`
    Popc = "popc", None, NoFtz, WritesFirst;
    /// `prmt`
    Prmt = "prmt", None, NoFtz, WritesFirst;
    /// `fns`
    Fns = "fns", None, NoFtz, WritesFirst;
    /// `rcp`
    Rcp = "rcp", None, Ftz, Opaque;
    /// `red`
    Red = "red", Reduce, NoFtz, Opaque;
    /// `redux.sync`
    ReduxSync = "redux.sync", Reduce, NoFtz, Opaque;
    /// `rem`
    Rem = "rem", None, NoFtz, WritesFirst;
    /// `ret`
    Ret = "ret", None, NoFtz, ReadsOnly;
    /// `rsqrt`
    Rsqrt = "rsqrt", None, Ftz, Opaque;
    /// `sad`
    Sad = "sad", None, NoFtz, WritesFirst;
    /// `selp`
    Selp = "selp", None, NoFtz, WritesFirst;
    /// `set`
    Set = "set", Cmp, Ftz, Opaque;
    /// `setp`
    Setp = "setp", Cmp, Ftz, WritesFirst;
    /// `shf`
    Shf = "shf", Funnel, NoFtz, WritesFirst;
    /// `shfl.sync`
    ShflSync = "shfl.sync", Shfl, NoFtz, Opaque;
    /// `shl`
    Shl = "shl", None, NoFtz, WritesFirst;
    /// `shr`
    Shr = "shr", None, NoFtz, WritesFirst;
    /// `sin`
    Sin = "sin", None, Ftz, Opaque;
    /// `sqrt`
    Sqrt = "sqrt", None, Ftz, Opaque;
    /// `st`
    St = "st", None, NoFtz, ReadsOnly;
    /// `sub`
    Sub = "sub", None, Ftz, WritesFirst;
    /// `sub.cc`: a subtraction that sets the borrow (carry) flag
    SubCc = "sub.cc", None, NoFtz, Opaque;
    /// `subc`: a subtraction of the borrow too
    Subc = "subc", None, NoFtz, Opaque;
    /// `tanh`
    Tanh = "tanh", None, Ftz, Opaque;
    /// `testp`
    Testp = "testp", None, NoFtz, Opaque;
    /// `trap`
    Trap = "trap", None, NoFtz, ReadsOnly;
    /// `vote.sync`
    VoteSync = "vote.sync", Vote, NoFtz, Opaque;
    /// `xor`
    Xor = "xor", None, NoFtz, WritesFirst;
}

impl Opcode {
    /// Whether the instruction writes its first operand and nothing else,
    /// reading the rest (what the copy coalescers may rename through).
    pub fn writes_only_first_operand(self) -> bool {
        self.result_rule() == ResultRule::WritesFirst
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_are_unique() {
        for (n, &op) in Opcode::ALL.iter().enumerate() {
            assert!(
                Opcode::ALL[n + 1..].iter().all(|&o| o.name() != op.name()),
                "{}",
                op.name()
            );
        }
    }
}
