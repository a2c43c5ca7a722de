//! 32-bit shared-memory addresses: `trunc (ptrtoint P) to i32` of a pointer
//! `P` into `__shared__` data (`ptr addrspace(3)`) is computed in 32 bits: the
//! truncated address of the GEP chain's base plus each index times its stride,
//! as nvcc computes it (`add.s32`). CuTe's `cast_smem_ptr_to_uint` hands every
//! `ldmatrix` and `cp.async` such an address; ptxc computed each in 64 bits
//! (an `add.s64`, a move and a `cvt.u32.u64`, two registers per address live
//! across the main loop: sgemm_sm80 190 registers, nvcc 168).
//!
//! Exact: truncation to 32 bits distributes over the GEP's wrapping 64-bit
//! additions and multiplications, and `trunc (sext x)` is `x`. Runs after
//! infer-address-spaces, which gives the chain its shared-space GEPs; the 64-bit
//! ones left without users go with DCE.

use ptxc_ir::{Function, Inst, Module, NodeHeader, Opcode, Type, TypeData, Value};
use rustc_hash::FxHashMap;

/// The shared address space.
const SHARED: u32 = 3;

/// How many GEPs up a chain the narrowing follows; past it the rest of the
/// chain is one 64-bit address, truncated.
const MAX_CHAIN: u32 = 64;

/// Narrows the truncated shared addresses of `f`; returns how many.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    let i64t = m.types.i64();
    let i32t = m.types.i32();
    let all: Vec<Inst> = f
        .layout
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter().copied())
        .collect();
    let truncs: Vec<(Inst, Value)> = all
        .into_iter()
        .filter_map(|i| shared_address_truncated(m, f, i, i64t, i32t).map(|p| (i, p)))
        .collect();
    if truncs.is_empty() {
        return 0;
    }
    let mut narrow = Narrower {
        i32t,
        i64t,
        done: FxHashMap::default(),
    };
    let mut replace: FxHashMap<Value, Value> = FxHashMap::default();
    for &(t, p) in &truncs {
        let v = narrow.address(m, f, p, MAX_CHAIN);
        replace.insert(Value::Inst(t), v);
    }
    f.replace_all_uses(&replace);
    truncs.len()
}

/// `P` when `i` is `trunc i64 (ptrtoint ptr addrspace(3) P) to i32`.
fn shared_address_truncated(m: &mut Module, f: &Function, i: Inst, i64t: Type, i32t: Type) -> Option<Value> {
    let d = f.inst(i);
    if d.opcode() != Opcode::Trunc || d.ty != i32t {
        return None;
    }
    let p2i = f.operands(i)[0].as_inst()?;
    if f.inst(p2i).opcode() != Opcode::PtrToInt || f.inst(p2i).ty != i64t {
        return None;
    }
    let p = f.operands(p2i)[0];
    let ty = m.value_type(f, p);
    (m.types.ptr_addrspace(ty) == Some(SHARED)).then_some(p)
}

/// Builds 32-bit addresses, each pointer's once.
struct Narrower {
    i32t: Type,
    i64t: Type,
    done: FxHashMap<Value, Value>,
}

impl Narrower {
    /// The low 32 bits of shared pointer `p`'s address, as an i32 value
    /// available wherever `p` is.
    fn address(&mut self, m: &mut Module, f: &mut Function, p: Value, depth: u32) -> Value {
        if let Some(&v) = self.done.get(&p) {
            return v;
        }
        let v = match p.as_inst().map(|i| (i, f.inst(i).opcode())) {
            Some((g, Opcode::GetElementPtr)) if depth > 0 => match self.gep(m, f, g, depth) {
                Some(v) => v,
                None => self.truncated(f, p),
            },
            Some((phi, Opcode::Phi)) if depth > 0 => return self.phi(m, f, phi, depth),
            Some((sel, Opcode::Select)) if depth > 0 => {
                let ops = f.operands(sel).to_vec();
                let (a, b) = (
                    self.address(m, f, ops[1], depth - 1),
                    self.address(m, f, ops[2], depth - 1),
                );
                let narrow = f.create_inst(NodeHeader::new(Opcode::Select), self.i32t, &[ops[0], a, b]);
                place_after_definition(f, p, &[narrow]);
                Value::Inst(narrow)
            }
            _ => self.truncated(f, p),
        };
        self.done.insert(p, v);
        v
    }

    /// A twin of a phi of shared pointers (a pipeline's stage pointer carried
    /// round a loop) over the 32-bit addresses of its inputs; made before its
    /// inputs are narrowed, so one stepped from the phi itself reads the twin.
    fn phi(&mut self, m: &mut Module, f: &mut Function, phi: Inst, depth: u32) -> Value {
        let twin = f.create_inst(NodeHeader::new(Opcode::Phi), self.i32t, &[]);
        place_after_definition(f, Value::Inst(phi), &[twin]);
        self.done.insert(Value::Inst(phi), Value::Inst(twin));
        let incoming: Vec<Value> = f.operands(phi).to_vec();
        let mut ops = Vec::with_capacity(incoming.len());
        for pair in incoming.chunks(2) {
            ops.push(self.address(m, f, pair[0], depth - 1));
            ops.push(pair[1]);
        }
        f.set_operands(twin, &ops);
        Value::Inst(twin)
    }

    /// `trunc (ptrtoint p)`, placed right after `p`'s definition (after the
    /// phis of its block), or at the start of the function for an argument or
    /// a global.
    fn truncated(&mut self, f: &mut Function, p: Value) -> Value {
        let p2i = f.create_inst(NodeHeader::new(Opcode::PtrToInt), self.i64t, &[p]);
        let t = f.create_inst(NodeHeader::new(Opcode::Trunc), self.i32t, &[Value::Inst(p2i)]);
        place_after_definition(f, p, &[p2i, t]);
        Value::Inst(t)
    }

    /// The 32-bit address of GEP `g`: its base's plus each index's offset.
    fn gep(&mut self, m: &mut Module, f: &mut Function, g: Inst, depth: u32) -> Option<Value> {
        let mut ty = f.inst(g).aux_ty?;
        let ops: Vec<Value> = f.operands(g).to_vec();
        let (&base, indices) = ops.split_first()?;
        // The variable indices with their strides in bytes, and the constant bytes:
        // the whole GEP is read before anything is built.
        let mut terms: Vec<(Value, u64)> = Vec::new();
        let mut bytes: u64 = 0;
        for (k, &idx) in indices.iter().enumerate() {
            let stride = if k == 0 {
                m.types.alloc_size(ty)
            } else {
                match m.types.get(ty).clone() {
                    TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                        ty = elem;
                        m.types.alloc_size(elem)
                    }
                    TypeData::Struct { .. } | TypeData::Named(_) => {
                        let field = usize::try_from(m.consts.as_int(idx.as_const()?)?).ok()?;
                        let (_, offsets) = m.types.struct_layout(ty);
                        bytes = bytes.wrapping_add(*offsets.get(field)?);
                        ty = *m.types.struct_fields(ty)?.get(field)?;
                        continue;
                    }
                    _ => return None,
                }
            };
            match idx.as_const().and_then(|c| m.consts.as_int(c)) {
                Some(c) => bytes = bytes.wrapping_add((c as u64).wrapping_mul(stride)),
                None if [self.i32t, self.i64t].contains(&m.value_type(f, idx)) => terms.push((idx, stride)),
                None => return None,
            }
        }
        let mut sum = self.address(m, f, base, depth - 1);
        let mut made: Vec<Inst> = Vec::new();
        for (idx, stride) in terms {
            let x = self.index32(m, f, idx, g);
            let scaled = match stride {
                1 => x,
                s => {
                    let c = Value::Const(m.const_int(self.i32t, i128::from(s as u32)));
                    let mul = f.create_inst(NodeHeader::new(Opcode::Mul), self.i32t, &[x, c]);
                    made.push(mul);
                    Value::Inst(mul)
                }
            };
            let add = f.create_inst(NodeHeader::new(Opcode::Add), self.i32t, &[sum, scaled]);
            made.push(add);
            sum = Value::Inst(add);
        }
        if bytes as u32 != 0 {
            let c = Value::Const(m.const_int(self.i32t, i128::from(bytes as u32)));
            let add = f.create_inst(NodeHeader::new(Opcode::Add), self.i32t, &[sum, c]);
            made.push(add);
            sum = Value::Inst(add);
        }
        place_after_definition(f, Value::Inst(g), &made);
        Some(sum)
    }

    /// Index `idx` (i32 or i64) of GEP `g` in 32 bits: the narrow value it
    /// extends, or its truncation (placed before `g`).
    fn index32(&mut self, m: &mut Module, f: &mut Function, idx: Value, g: Inst) -> Value {
        if m.value_type(f, idx) == self.i32t {
            return idx;
        }
        if let Some(e) = idx.as_inst() {
            if matches!(f.inst(e).opcode(), Opcode::SExt | Opcode::ZExt) {
                let x = f.operands(e)[0];
                if m.value_type(f, x) == self.i32t {
                    return x;
                }
            }
        }
        let t = f.create_inst(NodeHeader::new(Opcode::Trunc), self.i32t, &[idx]);
        f.insert_before(g, t);
        Value::Inst(t)
    }
}

/// Places `made` (in order) right after `v`'s definition: after an
/// instruction (after the phis when it is one), or at the start of the entry
/// block, past its phis and stack slots, for an argument or a global.
fn place_after_definition(f: &mut Function, v: Value, made: &[Inst]) {
    let (block, after) = match v.as_inst().and_then(|i| f.inst(i).block.map(|b| (b, i))) {
        Some((b, i)) => (b, Some(i)),
        None => match f.entry_block() {
            Some(b) => (b, None),
            None => return,
        },
    };
    let insts = &f.blocks[block].insts;
    let leading = |ops: &[Opcode]| insts.iter().take_while(|&&x| ops.contains(&f.inst(x).opcode())).count();
    let at = match after {
        Some(i) if f.inst(i).opcode() == Opcode::Phi => leading(&[Opcode::Phi]),
        Some(i) => insts.iter().position(|&x| x == i).map_or(0, |p| p + 1),
        None => leading(&[Opcode::Phi, Opcode::Alloca]),
    };
    for (k, &i) in made.iter().enumerate() {
        f.blocks[block].insts.insert(at + k, i);
        f.inst_mut(i).block = Some(block);
    }
}
