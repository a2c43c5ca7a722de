//! Under-aligned scalar accesses (`load i32, ptr %p, align 1`, as packed
//! structs produce): PTX requires natural alignment, so such an access is
//! split into pieces of the alignment's width, combined with shifts and
//! ors (loads) or cut apart with shifts (stores), little-endian.

use super::FnLowering;
use crate::inst::{Addr, MachInst, Operand};
use crate::opcode::Opcode as PtxOp;
use crate::ptx_type::PtxType;
use crate::regs::{RegClass, VReg};
use crate::scalar::Scalar;
use crate::PtxError;

/// The integer register class and type for `bytes` bytes.
fn int_of(bytes: u64) -> (RegClass, PtxType) {
    match bytes {
        8 => (RegClass::B64, PtxType::U64),
        4 => (RegClass::B32, PtxType::U32),
        _ => (RegClass::B16, PtxType::U16),
    }
}

impl FnLowering<'_> {
    /// The piece width for a scalar access of kind `s` with alignment
    /// `align` (0 = natural), or `None` when the access is naturally aligned.
    pub(crate) fn split_width(&self, s: Scalar, align: u32) -> Option<u64> {
        let size = u64::from(s.bits().div_ceil(8));
        let align = u64::from(align);
        (align != 0 && align < size && size > 1 && s != Scalar::I1).then(|| align.next_power_of_two().min(size))
    }

    /// Loads a scalar of kind `s` at `addr` in pieces of `piece` bytes into `dst`.
    pub(crate) fn load_pieces(
        &mut self,
        ld: &MachInst,
        addr: &Addr,
        s: Scalar,
        piece: u64,
        dst: VReg,
    ) -> Result<(), PtxError> {
        let size = u64::from(s.bits() / 8);
        let (class, wide) = int_of(size);
        let (pclass, pty) = int_of(piece);
        let bits = PtxType::untyped(size * 8);
        let acc = self.new_reg(class);
        self.emit_op(PtxOp::Mov, bits, [Operand::Reg(acc), Operand::Imm(0)]);
        for k in 0..size / piece {
            let a = Addr {
                base: addr.base.clone(),
                offset: addr.offset + (k * piece) as i64,
            };
            let t = self.new_reg(pclass);
            let load_ty = if piece == 1 { PtxType::U8 } else { pty };
            self.push(ld.clone().ty(load_ty).ops([Operand::Reg(t), Operand::addr(a)]));
            let w = if pclass == class {
                t
            } else {
                let w = self.new_reg(class);
                let src = if piece == 1 { PtxType::U8 } else { pty };
                self.cvt(None, wide, src, w, t);
                w
            };
            let sh = self.new_reg(class);
            self.emit_op(
                PtxOp::Shl,
                bits,
                [Operand::Reg(sh), Operand::Reg(w), Operand::Imm((8 * piece * k) as i64)],
            );
            self.emit_op(
                PtxOp::Or,
                bits,
                [Operand::Reg(acc), Operand::Reg(acc), Operand::Reg(sh)],
            );
        }
        self.emit_op(PtxOp::Mov, bits, [Operand::Reg(dst), Operand::Reg(acc)]);
        Ok(())
    }

    /// Stores `v` (kind `s`) at `addr` in pieces of `piece` bytes.
    pub(crate) fn store_pieces(
        &mut self,
        st: &MachInst,
        addr: &Addr,
        s: Scalar,
        piece: u64,
        v: Operand,
    ) -> Result<(), PtxError> {
        let size = u64::from(s.bits() / 8);
        let (class, wide) = int_of(size);
        let (pclass, pty) = int_of(piece);
        let bits = self.new_reg(class);
        self.emit_op(PtxOp::Mov, PtxType::untyped(size * 8), [Operand::Reg(bits), v]);
        for k in 0..size / piece {
            let a = Addr {
                base: addr.base.clone(),
                offset: addr.offset + (k * piece) as i64,
            };
            let sh = self.new_reg(class);
            self.emit_op(
                PtxOp::Shr,
                PtxType::unsigned(size * 8),
                [
                    Operand::Reg(sh),
                    Operand::Reg(bits),
                    Operand::Imm((8 * piece * k) as i64),
                ],
            );
            let t = if pclass == class {
                sh
            } else {
                let t = self.new_reg(pclass);
                self.cvt(None, pty, wide, t, sh);
                t
            };
            let store_ty = if piece == 1 { PtxType::U8 } else { pty };
            self.push(st.clone().ty(store_ty).ops([Operand::addr(a), Operand::Reg(t)]));
        }
        Ok(())
    }
}
