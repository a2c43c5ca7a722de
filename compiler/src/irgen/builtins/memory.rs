//! Memory builtins: atomics (`atomicrmw`/`cmpxchg`, `syncscope` for the
//! `_block`/`_system` variants) and `__ldg` (`llvm.nvvm.ldg.global.*`).

use super::super::function::FnEmitter;
use ptxc_ir::{
    addrspace, AtomicRmwOp, InstExtra, InstFlags, Intrinsic, NodeHeader, Opcode, Ordering, SyncScope, Value,
};

impl FnEmitter<'_, '_, '_> {
    pub(super) fn set_syncscope(&mut self, v: Value, scope: Option<&SyncScope>) {
        if let (Some(s), Some(i)) = (scope, v.as_inst()) {
            self.b.func.inst_extra.insert(
                i,
                InstExtra {
                    syncscope: Some(s.clone()),
                    ..Default::default()
                },
            );
        }
    }

    /// `__ldg(p)`: the non-coherent global load of an integer or float
    /// scalar; other pointees (bool, records) are read with a plain load.
    pub(super) fn ldg(&mut self, p: Value, pty: ptxc_frontend::types::TypeId) -> Option<Value> {
        let pointee = self.tu.types.pointee(pty)?;
        if self.lower.is_record(pointee) {
            // float4, int2, ...: a whole-struct load tagged `nc` (`ld.global.nc`).
            return Some(self.cache_load(p, pointee, "nc"));
        }
        let mem = self.lower.mem_type(self.b.module, pointee);
        let value = self.lower.value_type(self.b.module, pointee);
        let kind = if self.b.module.types.is_float(mem) {
            "f"
        } else if self.b.module.types.int_bits(mem).is_some() {
            "i"
        } else {
            ""
        };
        if kind.is_empty() || mem != value {
            return Some(self.load_value(p, pointee, false));
        }
        let global = self.b.module.types.ptr(addrspace::GLOBAL);
        let g = self.b.cast(Opcode::AddrSpaceCast, p, global, "");
        let i32t = self.b.module.types.i32();
        let align = Value::Const(self.b.module.const_int(i32t, i128::from(self.lower.align(pointee))));
        let t = self.type_suffix(mem);
        self.call_intrinsic(Intrinsic::LdgGlobal, &[kind, &t, "p1"], mem, &[g, align], "")
    }

    /// `__ldcg(p)` ...: a global-space load of a scalar tagged with its cache
    /// operator (`!ptxc.cache !{!"cg"}`; the PTX stage prints `ld.global.cg`).
    /// A vector type (`float4`, ...) is one whole-struct load (the PTX stage
    /// makes it `ld.global.cg.v4.f32` when aligned) into a temporary, since
    /// records are values by address. `bool` is a plain load.
    pub(super) fn cache_load(&mut self, p: Value, pointee: ptxc_frontend::types::TypeId, hint: &str) -> Value {
        if self.tu.types.is_bool(pointee) {
            return self.load_value(p, pointee, false);
        }
        let mem = self.lower.mem_type(self.b.module, pointee);
        let align = self.lower.align(pointee);
        let global = self.b.module.types.ptr(addrspace::GLOBAL);
        let g = self.b.cast(Opcode::AddrSpaceCast, p, global, "");
        let v = self.b.load(mem, g, align, false, "");
        if let Some(i) = v.as_inst() {
            self.tag_cache_op(i, hint);
        }
        if self.lower.is_record(pointee) {
            let tmp = self.b.alloca(mem, align, "agg.tmp");
            self.b.store(v, tmp, align, false);
            return tmp;
        }
        v
    }

    /// `__stcg(p, v)` ...: the store counterpart of [`Self::cache_load`].
    pub(super) fn cache_store(&mut self, v: Value, p: Value, pointee: ptxc_frontend::types::TypeId, hint: &str) {
        if self.tu.types.is_bool(pointee) {
            self.store_value(v, p, pointee);
            return;
        }
        let align = self.lower.align(pointee);
        // A record value is its address: store it as one whole struct.
        let v = if self.lower.is_record(pointee) {
            let mem = self.lower.mem_type(self.b.module, pointee);
            self.b.load(mem, v, align, false, "")
        } else {
            v
        };
        let global = self.b.module.types.ptr(addrspace::GLOBAL);
        let g = self.b.cast(Opcode::AddrSpaceCast, p, global, "");
        let s = self.b.store(v, g, align, false);
        self.tag_cache_op(s, hint);
    }

    fn tag_cache_op(&mut self, i: ptxc_ir::Inst, hint: &str) {
        let s = self.b.module.md.string(hint);
        let node = self.b.module.md.tuple(vec![Some(s)]);
        self.b.func.set_metadata(i, "ptxc.cache", node);
    }

    pub(super) fn atomic(
        &mut self,
        op: AtomicRmwOp,
        ptr: Value,
        val: Value,
        signed: bool,
        scope: Option<&SyncScope>,
    ) -> Option<Value> {
        let ty = self.b.type_of(val);
        let float = self.b.module.types.is_float(ty);
        let op = match op {
            AtomicRmwOp::Add if float => AtomicRmwOp::FAdd,
            AtomicRmwOp::Min if !signed => AtomicRmwOp::UMin,
            AtomicRmwOp::Max if !signed => AtomicRmwOp::UMax,
            op => op,
        };
        let v = self.b.atomic_rmw(op, ptr, val, Ordering::Monotonic, "");
        self.set_syncscope(v, scope);
        Some(v)
    }

    pub(super) fn atomic_cas(
        &mut self,
        ptr: Value,
        cmp: Value,
        new: Value,
        scope: Option<&SyncScope>,
    ) -> Option<Value> {
        let ty = self.b.type_of(cmp);
        let i1 = self.b.module.types.i1();
        let pair = self.b.module.types.literal_struct(vec![ty, i1], false);
        let h = NodeHeader {
            opcode: Opcode::CmpXchg,
            subop: 0,
            flags: InstFlags::default()
                .with_ordering(Ordering::Monotonic)
                .with_failure_ordering(Ordering::Monotonic),
            num_operands: 0,
        };
        let i = self.b.emit(h, pair, &[ptr, cmp, new], "");
        let pair_v = Value::Inst(i);
        self.set_syncscope(pair_v, scope);
        Some(self.b.extract_value(pair_v, 0, ty, ""))
    }
}
