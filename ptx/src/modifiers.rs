//! The modifiers of a PTX instruction, as fields: memory semantics and
//! scope, state space, cache operator, the operation-specific word
//! ([`Mode`]: compare op, atomic op, `lo`/`hi`/`wide`, shuffle and vote
//! modes), rounding, `.approx`/`.full`, `.ftz`, `.sat`, `.noftz`, vector
//! width and `.uni`. The printer writes them in one fixed order
//! (see [`crate::printer`]); passes read and set them by name.

/// Defines an enum whose variants are spelled by a table of literals, with
/// `name` and `from_name` (each a `match`) and `Display`: the modifiers here
/// and the instruction types of [`crate::ptx_type`].
macro_rules! spelled {
    ($(#[$meta:meta])* $name:ident { $($variant:ident = $text:literal),* $(,)? }) => {
        $(#[$meta])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub enum $name {
            $(#[doc = concat!("`.", $text, "`")] $variant),*
        }

        impl $name {
            /// The spelling without the leading dot.
            pub fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $text),*
                }
            }

            /// The value spelled `text` (without the leading dot).
            pub fn from_name(text: &str) -> Option<Self> {
                match text {
                    $($text => Some($name::$variant),)*
                    _ => None,
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

pub(crate) use spelled;

spelled! {
    /// Memory-consistency semantics of a memory operation or fence.
    MemSem { Volatile = "volatile", Relaxed = "relaxed", Acquire = "acquire", Release = "release", AcqRel = "acq_rel", Sc = "sc" }
}

spelled! {
    /// The scope of a memory operation or fence.
    Scope { Cta = "cta", Cluster = "cluster", Gpu = "gpu", Sys = "sys" }
}

spelled! {
    /// A state space (absent: generic addressing).
    Space {
        Global = "global", Shared = "shared", SharedCluster = "shared::cluster", Const = "const", Local = "local",
        Param = "param",
    }
}

spelled! {
    /// A cache operator of `ld`/`st` (`.nc` is the non-coherent load path).
    CacheOp { Nc = "nc", Ca = "ca", Cg = "cg", Cs = "cs", Lu = "lu", Cv = "cv", Wb = "wb", Wt = "wt" }
}

spelled! {
    /// A rounding mode: `rn`.. for float results, `rni`.. (to an integral value) for `cvt`.
    Rounding { Rn = "rn", Rz = "rz", Rm = "rm", Rp = "rp", Rni = "rni", Rzi = "rzi", Rmi = "rmi", Rpi = "rpi" }
}

spelled! {
    /// The precision of a float operation that has fast forms.
    Precision { Approx = "approx", Full = "full" }
}

spelled! {
    /// A `setp`/`set` comparison (`u` suffix: true when unordered).
    CmpOp {
        Eq = "eq", Ne = "ne", Lt = "lt", Le = "le", Gt = "gt", Ge = "ge",
        Lo = "lo", Ls = "ls", Hi = "hi", Hs = "hs",
        Equ = "equ", Neu = "neu", Ltu = "ltu", Leu = "leu", Gtu = "gtu", Geu = "geu",
        Num = "num", Nan = "nan",
    }
}

spelled! {
    /// The operation of `atom`, `red`, `redux.sync` and `bar.red`.
    ReduceOp {
        Add = "add", Min = "min", Max = "max", Inc = "inc", Dec = "dec",
        And = "and", Or = "or", Xor = "xor", Exch = "exch", Cas = "cas", Popc = "popc",
    }
}

spelled! {
    /// Which part of a product `mul`/`mad`/`mul24`/`dp2a` keeps.
    Part { Lo = "lo", Hi = "hi", Wide = "wide" }
}

spelled! {
    /// The lane-selection mode of `shfl.sync`.
    ShflMode { Up = "up", Down = "down", Bfly = "bfly", Idx = "idx" }
}

spelled! {
    /// The mode of `vote.sync`.
    VoteMode { All = "all", Any = "any", Uni = "uni", Ballot = "ballot" }
}

spelled! {
    /// Direction and shift-amount mode of `shf`.
    FunnelMode { LWrap = "l.wrap", LClamp = "l.clamp", RWrap = "r.wrap", RClamp = "r.clamp" }
}

spelled! {
    /// The level of `membar`.
    MembarLevel { Cta = "cta", Gl = "gl", Sys = "sys" }
}

spelled! {
    /// The vector width of `ld`/`st`/`mov`.
    VecWidth { V2 = "v2", V4 = "v4" }
}

impl VecWidth {
    /// The width for `n` lanes (2 or 4), `None` for any other count.
    pub fn of_lanes(n: usize) -> Option<VecWidth> {
        match n {
            2 => Some(VecWidth::V2),
            4 => Some(VecWidth::V4),
            _ => None,
        }
    }
}

/// The operation-specific word of an instruction; which kind an opcode
/// takes is [`crate::opcode::Opcode::mode_kind`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Mode {
    /// `setp.<cmp>`
    Cmp(CmpOp),
    /// `atom.<op>`, `red.<op>`, `redux.sync.<op>`, `bar.red.<op>`
    Reduce(ReduceOp),
    /// `mul.<part>`, `mad.<part>`, `mul24.<part>`, `dp2a.<part>`
    Part(Part),
    /// `shfl.sync.<mode>`
    Shfl(ShflMode),
    /// `vote.sync.<mode>`
    Vote(VoteMode),
    /// `shf.<dir>.<mode>`
    Funnel(FunnelMode),
    /// `membar.<level>`
    Level(MembarLevel),
}

impl Mode {
    /// The kind of word this is (what [`crate::opcode::Opcode::mode_kind`] an opcode must take).
    pub fn kind(self) -> crate::opcode::ModeKind {
        use crate::opcode::ModeKind;
        match self {
            Mode::Cmp(_) => ModeKind::Cmp,
            Mode::Reduce(_) => ModeKind::Reduce,
            Mode::Part(_) => ModeKind::Part,
            Mode::Shfl(_) => ModeKind::Shfl,
            Mode::Vote(_) => ModeKind::Vote,
            Mode::Funnel(_) => ModeKind::Funnel,
            Mode::Level(_) => ModeKind::Level,
        }
    }

    /// The spelling without the leading dot.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Cmp(m) => m.name(),
            Mode::Reduce(m) => m.name(),
            Mode::Part(m) => m.name(),
            Mode::Shfl(m) => m.name(),
            Mode::Vote(m) => m.name(),
            Mode::Funnel(m) => m.name(),
            Mode::Level(m) => m.name(),
        }
    }
}

/// Every modifier an instruction may carry. Absent ones are `None`/`false`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Modifiers {
    /// `.uni`: every thread of the warp takes the same branch or call.
    pub uni: bool,
    /// `.volatile`, `.relaxed`, `.acquire`, ...
    pub sem: Option<MemSem>,
    /// `.cta`, `.gpu`, `.sys`, ...
    pub scope: Option<Scope>,
    /// `.global`, `.shared`, ...
    pub space: Option<Space>,
    /// `.nc`, `.cg`, `.wt`, ...
    pub cache: Option<CacheOp>,
    /// The operation-specific word.
    pub mode: Option<Mode>,
    /// `.rn`, `.rzi`, ...
    pub rounding: Option<Rounding>,
    /// `.approx`, `.full`
    pub precision: Option<Precision>,
    /// `.ftz`: flush f32 subnormal inputs and results to zero.
    pub ftz: bool,
    /// `.sat`: clamp the result.
    pub sat: bool,
    /// `.noftz` of `atom.add` on halves: subnormals are kept.
    pub noftz: bool,
    /// `.v2`, `.v4`
    pub vec: Option<VecWidth>,
}

impl Modifiers {
    /// No modifier (the default, usable in `const` tables).
    pub const NONE: Modifiers = Modifiers {
        uni: false,
        sem: None,
        scope: None,
        space: None,
        cache: None,
        mode: None,
        rounding: None,
        precision: None,
        ftz: false,
        sat: false,
        noftz: false,
        vec: None,
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_round_trip() {
        for m in [CmpOp::Eq, CmpOp::Neu, CmpOp::Nan] {
            assert_eq!(CmpOp::from_name(m.name()), Some(m));
        }
        assert_eq!(FunnelMode::from_name("r.clamp"), Some(FunnelMode::RClamp));
        assert_eq!(MemSem::AcqRel.name(), "acq_rel");
        assert_eq!(Rounding::from_name("rx"), None);
    }
}
