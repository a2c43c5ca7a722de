//! Blackwell tensor-core (tcgen05) intrinsics whose mode word NVVM checks
//! as a unit. ptxc spellings (specs/verifier.md):
//!
//! - `llvm.nvvm.tcgen05.cp(i32 mode, ptr addrspace(6) taddr, i64 sdesc)`:
//!   bits [2:0] shape (0 128x256b, 1 4x256b, 2 128x128b, 3 64x128b,
//!   4 32x128b), bits [5:3] multicast (0 none, 1 warpx2::02_13,
//!   2 warpx2::01_23, 3 warpx4), bits [7:6] decompression source format
//!   (0 none, 1 b6x16_p32, 2 b4x16_p64; 3 is not a format). As in PTX,
//!   64x128b needs one of the warpx2 multicasts, 32x128b needs warpx4 and
//!   the other shapes take none.
//! - `llvm.nvvm.tcgen05.mma(i32 mode, ...)`: bit 0 block_scale, bit 1
//!   ashift, bit 2 scale-input accumulator; block scale and the scale-input
//!   accumulator exist in the sm_100a family only.
//!
//! Below sm_100 the SM gate (gates.rs) rejects every tcgen05 call, and the
//! mode words are not looked at.

use super::{gates, Call};
use crate::{messages as msg, Checker};
use ptxc_ir::Intrinsic;

/// `llvm.nvvm.tcgen05.cp`.
pub const CP: Intrinsic = Intrinsic::Tcgen05Cp;
/// `llvm.nvvm.tcgen05.mma`.
pub const MMA: Intrinsic = Intrinsic::Tcgen05Mma;

/// Number of tcgen05.cp shapes (codes 0..SHAPES).
pub const CP_SHAPES: u128 = 5;
/// The multicast codes each shape accepts, by shape code.
pub const CP_MULTICASTS: &[&[u128]] = &[&[0], &[0], &[0], &[1, 2], &[3]];
/// Largest decompression format code.
pub const CP_MAX_FORMAT: u128 = 2;

/// tcgen05.mma mode bit: block-scaled operands.
pub const MMA_BLOCK_SCALE: u128 = 1 << 0;
/// tcgen05.mma mode bit: shift A rows down.
pub const MMA_ASHIFT: u128 = 1 << 1;
/// tcgen05.mma mode bit: scale the input accumulator.
pub const MMA_SCALE_INPUT_ACC: u128 = 1 << 2;

/// Checks the tcgen05.cp and tcgen05.mma mode words (shape, multicast,
/// format; bits that need the sm_100a family).
pub fn check(cx: &mut Checker, call: &Call) {
    if cx.opts.sm < 100 {
        return;
    }
    if call.is(CP) {
        let Some(mode) = call.const_arg(cx, 0) else {
            call.error(cx, msg::FLAG_NOT_IMMEDIATE);
            return;
        };
        let (shape, multicast, format) = (mode & 7, (mode >> 3) & 7, (mode >> 6) & 3);
        if shape >= CP_SHAPES {
            call.error(cx, msg::TCGEN05_CP_SHAPE);
        } else if !CP_MULTICASTS[shape as usize].contains(&multicast) {
            call.error(cx, msg::TCGEN05_CP_MULTICAST);
        }
        if format > CP_MAX_FORMAT {
            call.error(cx, msg::TCGEN05_CP_FORMAT);
        }
    } else if call.is(MMA) {
        let Some(mode) = call.const_arg(cx, 0) else {
            call.error(cx, msg::FLAG_NOT_IMMEDIATE);
            return;
        };
        if mode & MMA_BLOCK_SCALE != 0 && mode & MMA_ASHIFT != 0 {
            call.error(cx, msg::TCGEN05_ASHIFT);
        }
        if mode & MMA_BLOCK_SCALE != 0 && !gates::in_blackwell_a_family(cx.opts) {
            call.error(cx, msg::BLOCK_SCALE);
        }
        if mode & MMA_SCALE_INPUT_ACC != 0 && !gates::in_blackwell_a_family(cx.opts) {
            call.error(cx, msg::SCALE_INPUT_ACC);
        }
    }
}
