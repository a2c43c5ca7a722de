//! The function skeleton: `entry` with the `allocapt` sentinel, `retval`,
//! `<param>.addr` slots, the body, and the single `return` block.

use super::types::TypeLowering;
use ptxc_frontend::il::{self, TranslationUnit, VarId};
use ptxc_frontend::types::TypeId;
use ptxc_ir::{Block, FuncBuilder, FuncId, Function, Intrinsic, Module, Opcode, Value};
use rustc_hash::FxHashMap;

/// Targets of `break` and `continue` for the innermost loop.
#[derive(Clone, Copy)]
pub struct LoopTargets {
    pub break_to: Block,
    pub continue_to: Block,
}

/// State while emitting one function body.
pub struct FnEmitter<'b, 'a, 't> {
    pub b: FuncBuilder<'b>,
    pub tu: &'t TranslationUnit<'a>,
    pub lower: &'t TypeLowering<'t>,
    /// The IR function of each source function, indexed by its `il::FnDeclId`.
    pub func_ids: &'t [Option<FuncId>],
    pub globals: &'t mut super::globals::GlobalMap,
    /// Stack slot of every local variable and parameter.
    pub slots: FxHashMap<VarId, Value>,
    pub loops: Vec<LoopTargets>,
    /// The block of every label seen so far (by a `goto` or at its place).
    pub labels: FxHashMap<il::LabelId, Block>,
    /// `#pragma unroll` count for the loop about to be emitted.
    pub pending_unroll: Option<u32>,
    pub return_block: Block,
    /// `retval` slot and its frontend type, for non-void functions.
    pub retval: Option<(Value, TypeId)>,
}

pub fn emit_function(
    m: &mut Module,
    func: &mut Function,
    tu: &TranslationUnit<'_>,
    lower: &TypeLowering<'_>,
    func_ids: &[Option<FuncId>],
    globals: &mut super::globals::GlobalMap,
    f: &il::Function<'_>,
) {
    let mut b = FuncBuilder::new(m, func);
    let entry = b.create_block("entry");
    b.append_and_switch(entry);
    let i32t = b.module.types.i32();
    let zero = Value::Const(b.module.const_int(i32t, 0));
    let sentinel = b.cast(Opcode::BitCast, zero, i32t, "allocapt");
    b.set_alloca_point(sentinel.as_inst().expect("sentinel is an instruction"));
    let return_block = b.create_block("return");

    let mut e = FnEmitter {
        b,
        tu,
        lower,
        func_ids,
        globals,
        slots: FxHashMap::default(),
        loops: Vec::new(),
        labels: FxHashMap::default(),
        pending_unroll: None,
        return_block,
        retval: None,
    };

    // A result returned through the caller's slot (`sret`, the first parameter) is
    // built in place there.
    let sret = e.lower.returns_through_slot(f.ret);
    if sret {
        e.retval = Some((Value::Arg(0), f.ret));
    } else if !tu.types.is_void(f.ret) {
        let ty = e.lower.mem_type(e.b.module, f.ret);
        let slot = e.b.alloca(ty, e.lower.align(f.ret), "retval");
        e.retval = Some((slot, f.ret));
    }
    let first = u32::from(sret);
    for (i, &p) in f.params.iter().enumerate() {
        let var = tu.var(p);
        let i = first as usize + i;
        if e.lower.is_record(var.ty) || super::is_grid_constant(tu, p) {
            // A `byval` parameter is the callee's own copy, the address of a class that
            // is non-trivial for calls the caller's temporary made for this call (or,
            // for a grid constant, the kernel parameter itself): use it in place.
            e.slots.insert(p, Value::Arg(i as u32));
            continue;
        }
        let name = if var.name.is_empty() {
            "temp_param".to_string()
        } else {
            var.name.clone()
        };
        let ty = e.lower.mem_type(e.b.module, var.ty);
        let slot = e.b.alloca(ty, e.lower.align(var.ty), &format!("{name}.addr"));
        e.store_value(Value::Arg(i as u32), slot, var.ty);
        e.slots.insert(p, slot);
    }

    if let Some(body) = f.body {
        e.create_label_blocks(body);
        e.emit_stmt(body);
    }
    if !e.b.is_terminated() {
        e.b.br(return_block);
    }
    e.b.append_and_switch(return_block);
    match e.retval {
        Some(_) if sret => {
            e.b.ret(None);
        }
        Some((slot, ty)) if e.lower.is_record(ty) => {
            // The whole record as one value: the result's `.param` array.
            let mem = e.lower.mem_type(e.b.module, ty);
            let v = e.b.load(mem, slot, e.lower.align(ty), false, "");
            e.b.ret(Some(v));
        }
        Some((slot, ty)) => {
            let v = e.load_value(slot, ty, false);
            e.b.ret(Some(v));
        }
        None => {
            e.b.ret(None);
        }
    }
}

impl FnEmitter<'_, '_, '_> {
    /// Loads a value of frontend type `ty` from `ptr` (bool: i8 in memory, i1 as value).
    pub fn load_value(&mut self, ptr: Value, ty: TypeId, volatile: bool) -> Value {
        let align = self.lower.align(ty);
        self.load_value_aligned(ptr, ty, volatile, align)
    }

    /// [`FnEmitter::load_value`] from an address known to be aligned to `align` (less
    /// than the type's alignment for a member of a packed record, more for the first
    /// field of an aligned one).
    pub fn load_value_aligned(&mut self, ptr: Value, ty: TypeId, volatile: bool, align: u32) -> Value {
        let natural = self.lower.align(ty);
        if self.lower.is_record(ty) && align < natural {
            // Consumers copy record values with the record's own alignment (one vector
            // access for `float4`): an under-aligned one is first copied byte-wise to an
            // aligned temporary.
            let mem = self.lower.mem_type(self.b.module, ty);
            let tmp = self.b.alloca(mem, natural, "agg.tmp");
            let size = self.tu.types.size_of(ty);
            self.copy_bytes(tmp, ptr, size, align, volatile || ty.is_volatile());
            return tmp;
        }
        if self.lower.is_record(ty) {
            // Records are handled by address; consumers that keep the value copy it.
            return ptr;
        }
        let mem = self.lower.mem_type(self.b.module, ty);
        // Not capped by the type's alignment: the first field of an aligned
        // record is as aligned as the record (`p->x` of a `float4 *p`: 16).
        let v = self.b.load(mem, ptr, align, volatile || ty.is_volatile(), "");
        if self.tu.types.is_bool(ty) {
            let i1 = self.b.module.types.i1();
            self.b.cast(Opcode::Trunc, v, i1, "tobool")
        } else {
            v
        }
    }

    /// Stores a value of frontend type `ty` to `ptr`.
    pub fn store_value(&mut self, v: Value, ptr: Value, ty: TypeId) {
        let align = self.lower.align(ty);
        self.store_value_aligned(v, ptr, ty, align);
    }

    /// [`FnEmitter::store_value`] to an address known to be aligned to `align` (less
    /// than the type's alignment for a member of a packed record, more for the first
    /// field of an aligned one).
    pub fn store_value_aligned(&mut self, v: Value, ptr: Value, ty: TypeId, align: u32) {
        if self.lower.is_record(ty) {
            let align = align.min(self.lower.align(ty));
            let size = self.tu.types.size_of(ty);
            let whole = align == self.lower.align(ty);
            if whole && self.is_vector_record(ty) && !ty.is_volatile() && v != ptr {
                // A record aligned to its whole size (float4, int2, double2, ...) is
                // copied as one value, so the backend can use one ld/st.v2/.v4.
                let mem = self.lower.mem_type(self.b.module, ty);
                let align = self.lower.align(ty);
                let whole = self.b.load(mem, v, align, false, "");
                self.b.store(whole, ptr, align, false);
                return;
            }
            // The source is a record value's address, aligned to the record.
            self.copy_bytes(ptr, v, size, align, ty.is_volatile());
            return;
        }
        let v = if self.tu.types.is_bool(ty) {
            let i8t = self.b.module.types.i8();
            self.b.cast(Opcode::ZExt, v, i8t, "frombool")
        } else {
            v
        };
        self.b.store(v, ptr, align, ty.is_volatile());
    }

    /// Whether record `ty` is at most 16 bytes, aligned to its size, and made of fields of
    /// one scalar type with no padding: CUDA's aligned vector types and records like them,
    /// whose copies fit one vector access.
    fn is_vector_record(&self, ty: TypeId) -> bool {
        let t = &self.tu.types;
        let Some(rec) = t.record_of(ty) else { return false };
        let Some(first) = rec.fields.first() else { return false };
        let elem = t.size_of(first.ty);
        !rec.is_union
            && rec.size <= 16
            && rec.align >= rec.size
            && t.is_scalar(first.ty)
            && rec.size == elem * rec.fields.len() as u64
            && rec.fields.iter().enumerate().all(|(k, f)| {
                f.bits.is_none() && f.ty.unqualified() == first.ty.unqualified() && f.offset == elem * k as u64
            })
    }

    /// `llvm.memcpy(dst, src, size)`: copies a record; both addresses are aligned to
    /// `align`, which the copy records (a record's copy need not go byte by byte).
    pub fn copy_bytes(&mut self, dst: Value, src: Value, size: u64, align: u32, volatile: bool) {
        if dst == src {
            return;
        }
        let m = &mut *self.b.module;
        let (void, ptr, i64t, i1) = (m.types.void(), m.types.ptr(0), m.types.i64(), m.types.i1());
        let fty = m.types.function(void, vec![ptr, ptr, i64t, i1], false);
        let memcpy = m.get_or_declare(&Intrinsic::Memcpy.name_with(&["p0", "p0", "i64"]), fty);
        let n = Value::Const(m.const_int(i64t, i128::from(size)));
        let vol = Value::Const(m.const_int(i1, i128::from(volatile)));
        if let Value::Inst(call) = self.b.call(memcpy, &[dst, src, n, vol], "") {
            self.b.func.inst_mut(call).align = align;
        }
    }

    /// Starts a fresh, unnamed block after a terminator so that code following
    /// a `return`/`break` has somewhere to go; the cleanup pass drops it.
    pub fn start_dead_block(&mut self) {
        let dead = self.b.create_block("");
        self.b.append_and_switch(dead);
    }

    /// Branches to `dest` unless the current block is already terminated.
    pub fn branch_to(&mut self, dest: Block) {
        if !self.b.is_terminated() {
            self.b.br(dest);
        }
    }
}
