//! Reads a mnemonic string (`"setp.lt.ftz.f32"`) into the typed fields of
//! a [`MachInst`]. This is the transitional path for the emission sites that
//! still spell their mnemonics (`FnLowering::emit`, used by the `llvm.*`
//! intrinsic tables of `isel/intrinsics.rs` and `isel/builtins.rs`, which
//! are keyed by intrinsic name until the IR's intrinsic table replaces those
//! names); every other site builds a [`MachInst`] from fields. Everything after construction (`.ftz`, branch detection, printing)
//! works on the fields either way.
//!
//! The words after the opcode are classified by the table each kind of word
//! has; the operation-specific word is read first, by the opcode's
//! [`ModeKind`], because its spellings overlap with others (`vote.sync.uni`,
//! `membar.cta`, `bar.red.and`).

use crate::inst::{MachInst, Operand, PtxInst};
use crate::modifiers::{
    CacheOp, CmpOp, FunnelMode, MemSem, MembarLevel, Mode, Part, Precision, ReduceOp, Rounding, Scope, ShflMode, Space,
    VecWidth, VoteMode,
};
use crate::opcode::{ModeKind, Opcode};
use crate::ptx_type::PtxType;
use smallvec::SmallVec;

/// The operation-specific word `word` for an opcode taking `kind`.
fn mode_word(kind: ModeKind, word: &str) -> Option<Mode> {
    match kind {
        ModeKind::None | ModeKind::Funnel => None,
        ModeKind::Cmp => CmpOp::from_name(word).map(Mode::Cmp),
        ModeKind::Reduce => ReduceOp::from_name(word).map(Mode::Reduce),
        ModeKind::Part => Part::from_name(word).map(Mode::Part),
        ModeKind::Shfl => ShflMode::from_name(word).map(Mode::Shfl),
        ModeKind::Vote => VoteMode::from_name(word).map(Mode::Vote),
        ModeKind::Level => MembarLevel::from_name(word).map(Mode::Level),
    }
}

/// The typed instruction spelled `mnemonic`, or `None` if a word is unknown.
pub fn to_inst(mnemonic: &str) -> Option<MachInst> {
    let words: Vec<&str> = mnemonic.split('.').collect();
    let (opcode, mut at) = Opcode::from_words(&words)?;
    let mut inst = MachInst::new(opcode);
    let kind = opcode.mode_kind();
    let m = &mut inst.mods;
    while at < words.len() {
        let word = words[at];
        at += 1;
        if m.mode.is_none() {
            if kind == ModeKind::Funnel && at < words.len() {
                if let Some(f) = FunnelMode::from_name(&format!("{word}.{}", words[at])) {
                    m.mode = Some(Mode::Funnel(f));
                    at += 1;
                    continue;
                }
            }
            if let Some(mode) = mode_word(kind, word) {
                m.mode = Some(mode);
                continue;
            }
        }
        if let Some(t) = PtxType::from_name(word) {
            inst.types.push(t);
            continue;
        }
        match word {
            "uni" => m.uni = true,
            "ftz" => m.ftz = true,
            "sat" => m.sat = true,
            "noftz" => m.noftz = true,
            _ => {
                if let Some(v) = MemSem::from_name(word) {
                    m.sem = Some(v);
                } else if let Some(v) = Scope::from_name(word) {
                    m.scope = Some(v);
                } else if let Some(v) = Space::from_name(word) {
                    m.space = Some(v);
                } else if let Some(v) = CacheOp::from_name(word) {
                    m.cache = Some(v);
                } else if let Some(v) = Rounding::from_name(word) {
                    m.rounding = Some(v);
                } else if let Some(v) = Precision::from_name(word) {
                    m.precision = Some(v);
                } else if let Some(v) = VecWidth::from_name(word) {
                    m.vec = Some(v);
                } else {
                    return None;
                }
            }
        }
    }
    Some(inst)
}

/// The body line for `mnemonic ops`: a typed instruction, or (for a
/// mnemonic the tables do not know, which tests catch) the text as is.
pub fn parse(mnemonic: &str, ops: SmallVec<[Operand; 4]>) -> PtxInst {
    match to_inst(mnemonic) {
        Some(mut inst) => {
            inst.ops = ops;
            PtxInst::Op(inst)
        }
        None => {
            debug_assert!(false, "mnemonic `{mnemonic}` is not in the PTX tables");
            let mut text = String::from(mnemonic);
            if !ops.is_empty() {
                let texts: Vec<String> = ops.iter().map(crate::printer::operand_text).collect();
                text.push_str(" \t");
                text.push_str(&texts.join(", "));
            }
            text.push(';');
            PtxInst::Raw(text)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::printer::mnemonic_text;

    /// Mnemonics ptxc prints for the test corpus read back to the same text.
    #[test]
    fn corpus_mnemonics_round_trip() {
        for m in [
            "mov.f32",
            "bra",
            "bra.uni",
            "call.uni",
            "ret",
            "trap",
            "fma.rn.ftz.f32",
            "mul.wide.s32",
            "mad.lo.s32",
            "mul24.lo.u32",
            "mul.hi.s64",
            "ld.param.u64",
            "cvta.to.global.u64",
            "cvta.local.u64",
            "setp.neu.ftz.f32",
            "setp.lo.u32",
            "cvt.rzi.ftz.s32.f32",
            "cvt.ftz.sat.f32.f32",
            "cvt.rn.bf16.f32",
            "ld.global.nc.v4.f32",
            "ld.volatile.f32",
            "ld.local.v2.u16",
            "st.global.wb.v2.u32",
            "st.global.cs.v4.f32",
            "ld.global.lu.u32",
            "red.relaxed.cta.shared.add.u32",
            "atom.relaxed.sys.global.exch.b32",
            "atom.add.noftz.bf16x2",
            "atom.global.cas.b32",
            "fence.sc.gpu",
            "fence.acq_rel.cluster",
            "membar.gl",
            "membar.cta",
            "bar.sync",
            "bar.warp.sync",
            "bar.red.popc.u32",
            "bar.red.and.pred",
            "shfl.sync.bfly.b32",
            "vote.sync.uni.pred",
            "vote.sync.ballot.b32",
            "match.any.sync.b64",
            "match.all.sync.b32",
            "redux.sync.max.u32",
            "redux.sync.and.b32",
            "shf.r.clamp.b32",
            "shf.l.wrap.b32",
            "dp2a.lo.s32.s32",
            "dp4a.u32.u32",
            "isspacep.global",
            "activemask.b32",
            "nanosleep.u32",
            "div.approx.ftz.f32",
            "div.full.f32",
            "sqrt.approx.ftz.f32",
            "rcp.rn.f64",
            "add.rn.f16x2",
            "xor.pred",
            "selp.b16",
            "prmt.b32",
        ] {
            let inst = to_inst(m).unwrap_or_else(|| panic!("{m} does not parse"));
            assert_eq!(mnemonic_text(&inst), m);
        }
        assert!(to_inst("bar.sync \t0").is_none());
        assert!(to_inst("frobnicate.b32").is_none());
    }
}
