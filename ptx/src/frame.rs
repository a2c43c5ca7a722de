//! The local depot: allocas that survived mem2reg (arrays, address-taken
//! locals) get fixed offsets in one `.local` array per function,
//! `__local_depot<N>`, addressed through `%SPL` (its local-window address)
//! and `%SP` (the same address converted to generic), as nvcc lays it out.

use crate::PtxError;
use ir::{Function, Inst, Module, Opcode};
use rustc_hash::FxHashMap;

/// Stack slots of one function.
#[derive(Clone, Debug, Default)]
pub struct Frame {
    /// Byte offset of each alloca in the depot.
    pub offsets: FxHashMap<Inst, u64>,
    /// Depot size in bytes (0 when the function has no allocas).
    pub size: u64,
    /// Depot alignment (the largest slot alignment).
    pub align: u64,
}

impl Frame {
    /// Lays out every alloca placed in `f`, in layout order.
    pub fn layout(m: &Module, f: &Function) -> Result<Frame, PtxError> {
        let mut frame = Frame {
            align: 1,
            ..Frame::default()
        };
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                let d = f.inst(i);
                if d.opcode() != Opcode::Alloca {
                    continue;
                }
                // The structural verifier does not check an alloca's allocated type.
                let ty = d
                    .aux_ty
                    .ok_or_else(|| PtxError::Malformed(format!("{}: alloca without a type", f.name)))?;
                let count = match f.alloca_count(i) {
                    None => 1,
                    Some(v) => v
                        .as_const()
                        .and_then(|c| m.consts.as_int(c))
                        .and_then(|n| u64::try_from(n).ok())
                        .ok_or_else(|| PtxError::Unsupported(format!("{}: dynamically sized alloca", f.name)))?,
                };
                let align = u64::from(d.align).max(m.types.abi_align(ty)).max(1);
                let size = m.types.alloc_size(ty).saturating_mul(count).max(1);
                let offset = frame.size.div_ceil(align) * align;
                frame.offsets.insert(i, offset);
                frame.size = offset + size;
                frame.align = frame.align.max(align);
            }
        }
        Ok(frame)
    }

    /// True when the function needs no depot.
    pub fn is_empty(&self) -> bool {
        self.size == 0
    }

    /// Adds a slot of `size` bytes aligned to `align` (byval copies) and returns its offset.
    pub fn reserve(&mut self, size: u64, align: u64) -> u64 {
        let align = align.max(1);
        let offset = self.size.div_ceil(align) * align;
        self.size = offset + size.max(1);
        self.align = self.align.max(align);
        offset
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::{FuncBuilder, Function, Value};

    #[test]
    fn slots_are_aligned_and_packed() {
        let mut m = Module::new("t");
        let void = m.types.void();
        let i8t = m.types.i8();
        let i32t = m.types.i32();
        let f64t = m.types.double();
        let arr = m.types.array(i32t, 5);
        let fty = m.types.function(void, vec![], false);
        let mut f = Function::new("f", fty, vec![]);
        let (a, b, c);
        {
            let mut bld = FuncBuilder::new(&mut m, &mut f);
            let e = bld.create_block("entry");
            bld.append_and_switch(e);
            a = bld.alloca(i8t, 1, "a").as_inst();
            b = bld.alloca(f64t, 8, "b").as_inst();
            c = bld.alloca(arr, 4, "c").as_inst();
            bld.ret(None);
        }
        let fr = Frame::layout(&m, &f).unwrap();
        let off = |x: Option<Inst>| fr.offsets[&x.unwrap()];
        assert_eq!((off(a), off(b), off(c)), (0, 8, 16));
        assert_eq!((fr.size, fr.align), (36, 8));
        let _ = Value::Arg(0);
    }
}
