//! Calls through function pointers (`ExprKind::CallIndirect`).
//!
//! A callee with class parameters is defined as taking `ptr byval(%struct.S)` (PTX: a
//! `.param .align A .b8 p[size]` array holding the caller's copy), but `byval` is a
//! property of the called function, which an indirect call does not know. The call
//! therefore passes each class argument as a first-class aggregate value (a load of the
//! object), which PTX lowering stores into a `.param` array of the same size and
//! alignment: the callee sees exactly what a direct call would give it. A class that is
//! non-trivial for calls travels by address both ways, as for direct calls
//! (call_abi.rs).
//! Reference parameters of the function type are lowered as the frontend lowered the
//! callee's own (`types::param_type`).

use super::function::FnEmitter;
use ptxc_frontend::il::Expr;
use ptxc_frontend::types::{TypeId, TypeKind};
use ptxc_ir::{Type, Value};

impl FnEmitter<'_, '_, '_> {
    /// `callee(args)` through a pointer; the value of `e`.
    pub(super) fn emit_indirect_call(&mut self, e: &Expr<'_>, callee: &Expr<'_>, args: &[&Expr<'_>]) -> Option<Value> {
        let types = &self.tu.types;
        let fn_ty = types.pointee(callee.ty)?;
        let TypeKind::Function {
            ret, params, variadic, ..
        } = types.kind(fn_ty).clone()
        else {
            return None;
        };
        let target = self.emit_expr(callee)?;
        let slot = self.result_slot(ret);
        let mut vals: Vec<Value> = slot.into_iter().collect();
        let mut param_tys: Vec<Type> = slot.map(|_| self.b.module.types.ptr(0)).into_iter().collect();
        for (k, a) in args.iter().enumerate() {
            let v = self.emit_call_argument(a)?;
            if self.tu.types.is_pass_indirect(a.ty) {
                // The address of the caller's temporary, as for a direct call.
                vals.push(v);
                param_tys.push(self.b.module.types.ptr(0));
            } else if self.lower.is_record(a.ty) {
                // The object's value, copied into the callee's `.param` array.
                let ty = self.lower.mem_type(self.b.module, a.ty);
                let loaded = self.b.load(ty, v, self.lower.align(a.ty), false, "agg.val");
                vals.push(loaded);
                param_tys.push(ty);
            } else {
                vals.push(v);
                if k < params.len() {
                    param_tys.push(self.lower.param_type(self.b.module, params[k], ret));
                }
            }
        }
        let ret_ty = if slot.is_some() {
            self.b.module.types.void()
        } else if self.lower.is_record(ret) {
            self.lower.mem_type(self.b.module, ret)
        } else {
            // `e.ty`: a reference result is already a pointer in the IL.
            self.lower.value_type(self.b.module, e.ty)
        };
        let fty = self.b.module.types.function(ret_ty, param_tys, variadic);
        let void = self.tu.types.is_void(e.ty) || slot.is_some();
        let v = self.b.call_indirect(fty, target, &vals, if void { "" } else { "call" });
        if slot.is_some() {
            return slot;
        }
        if void {
            return None;
        }
        Some(self.record_result_in_slot(v, e.ty))
    }

    /// A call's result as the IL expects it: a record result (an aggregate value) is
    /// stored into a temporary whose address stands for it; other results as they are.
    pub(super) fn record_result_in_slot(&mut self, v: Value, ty: TypeId) -> Value {
        if !self.lower.is_record(ty) {
            return v;
        }
        let mem = self.lower.mem_type(self.b.module, ty);
        let align = self.lower.align(ty);
        let slot = self.b.alloca(mem, align, "agg.tmp");
        self.b.store(v, slot, align, false);
        slot
    }
}
