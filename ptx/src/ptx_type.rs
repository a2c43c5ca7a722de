//! PTX instruction types: the `.b32`, `.s64`, `.f32`, `.pred`, ... that end
//! an instruction's mnemonic. An instruction carries them as a list
//! ([`crate::inst::MachInst::types`]): one for most instructions, two for
//! `cvt.<dst>.<src>` and `dp4a.<atype>.<btype>`.

/// One PTX type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum PtxType {
    /// `.b8`
    B8,
    /// `.b16`
    B16,
    /// `.b32`
    B32,
    /// `.b64`
    B64,
    /// `.u8`
    U8,
    /// `.u16`
    U16,
    /// `.u32`
    U32,
    /// `.u64`
    U64,
    /// `.s8`
    S8,
    /// `.s16`
    S16,
    /// `.s32`
    S32,
    /// `.s64`
    S64,
    /// `.f16`
    F16,
    /// `.f16x2`
    F16x2,
    /// `.bf16`
    Bf16,
    /// `.bf16x2`
    Bf16x2,
    /// `.f32`
    F32,
    /// `.f64`
    F64,
    /// `.pred`
    Pred,
}

/// Every type with its spelling (without the dot).
const SPELLING: &[(PtxType, &str)] = &[
    (PtxType::B8, "b8"),
    (PtxType::B16, "b16"),
    (PtxType::B32, "b32"),
    (PtxType::B64, "b64"),
    (PtxType::U8, "u8"),
    (PtxType::U16, "u16"),
    (PtxType::U32, "u32"),
    (PtxType::U64, "u64"),
    (PtxType::S8, "s8"),
    (PtxType::S16, "s16"),
    (PtxType::S32, "s32"),
    (PtxType::S64, "s64"),
    (PtxType::F16, "f16"),
    (PtxType::F16x2, "f16x2"),
    (PtxType::Bf16, "bf16"),
    (PtxType::Bf16x2, "bf16x2"),
    (PtxType::F32, "f32"),
    (PtxType::F64, "f64"),
    (PtxType::Pred, "pred"),
];

impl PtxType {
    /// The spelling without the dot (`"s32"`).
    pub fn name(self) -> &'static str {
        SPELLING
            .iter()
            .find(|r| r.0 == self)
            .map(|r| r.1)
            .expect("every type has a spelling")
    }

    /// The type spelled `name` (without the dot).
    pub fn from_name(name: &str) -> Option<PtxType> {
        SPELLING.iter().find(|r| r.1 == name).map(|r| r.0)
    }

    /// `.u8` .. `.u64` for a width in bits (64 for anything wider).
    pub fn unsigned(bits: u64) -> PtxType {
        match bits {
            8 => PtxType::U8,
            16 => PtxType::U16,
            32 => PtxType::U32,
            _ => PtxType::U64,
        }
    }

    /// `.b8` .. `.b64` for a width in bits (64 for anything wider).
    pub fn untyped(bits: u64) -> PtxType {
        match bits {
            8 => PtxType::B8,
            16 => PtxType::B16,
            32 => PtxType::B32,
            _ => PtxType::B64,
        }
    }

    /// True for the half-precision types (`.f16`, `.bf16` and their pairs).
    pub fn is_half(self) -> bool {
        matches!(self, PtxType::F16 | PtxType::F16x2 | PtxType::Bf16 | PtxType::Bf16x2)
    }
}

impl std::fmt::Display for PtxType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for &(t, name) in SPELLING {
            assert_eq!(t.name(), name);
            assert_eq!(PtxType::from_name(name), Some(t));
        }
        assert_eq!(PtxType::from_name("f128"), None);
    }
}
