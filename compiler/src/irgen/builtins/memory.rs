//! Memory builtins: atomics (`atomicrmw`/`cmpxchg`, `syncscope` for the
//! `_block`/`_system` variants) and `__ldg` (`llvm.nvvm.ldg.global.*`).

use super::super::function::FnEmitter;
use ptxc_ir::{addrspace, AtomicRmwOp, InstExtra, InstFlags, NodeHeader, Opcode, Ordering, Value};

impl FnEmitter<'_, '_, '_> {
    pub(super) fn set_syncscope(&mut self, v: Value, scope: Option<&'static str>) {
        if let (Some(s), Some(i)) = (scope, v.as_inst()) {
            self.b.func.inst_extra.insert(
                i,
                InstExtra {
                    syncscope: Some(s.to_string()),
                    ..Default::default()
                },
            );
        }
    }

    /// `__ldg(p)`: the non-coherent global load of an integer or float
    /// scalar; other pointees (bool, records) are read with a plain load.
    pub(super) fn ldg(&mut self, p: Value, pty: ptxc_frontend::types::TypeId) -> Option<Value> {
        let pointee = self.tu.types.pointee(pty)?;
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
        let name = format!("llvm.nvvm.ldg.global.{kind}.{}.p1", self.type_suffix(mem));
        self.call_named(&name, mem, &[g, align], "")
    }

    pub(super) fn atomic(
        &mut self,
        op: AtomicRmwOp,
        ptr: Value,
        val: Value,
        signed: bool,
        scope: Option<&'static str>,
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
        scope: Option<&'static str>,
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
