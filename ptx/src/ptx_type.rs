//! PTX instruction types: the `.b32`, `.s64`, `.f32`, `.pred`, ... that end
//! an instruction's mnemonic. An instruction carries them as a list
//! ([`crate::inst::MachInst::types`]): one for most instructions, two for
//! `cvt.<dst>.<src>` and `dp4a.<atype>.<btype>`.

use crate::modifiers::spelled;

spelled! {
    /// One PTX type.
    PtxType {
        B8 = "b8", B16 = "b16", B32 = "b32", B64 = "b64",
        U8 = "u8", U16 = "u16", U32 = "u32", U64 = "u64",
        S8 = "s8", S16 = "s16", S32 = "s32", S64 = "s64",
        F16 = "f16", F16x2 = "f16x2", Bf16 = "bf16", Bf16x2 = "bf16x2", F32 = "f32", F64 = "f64",
        Pred = "pred",
    }
}

impl PtxType {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for t in [PtxType::B8, PtxType::S64, PtxType::F16x2, PtxType::Bf16, PtxType::Pred] {
            assert_eq!(PtxType::from_name(t.name()), Some(t));
        }
        assert_eq!(PtxType::S32.name(), "s32");
        assert_eq!(PtxType::from_name("f128"), None);
    }
}
