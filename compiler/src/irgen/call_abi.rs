//! Arguments and results of classes that are non-trivial for calls (Itanium C++ ABI
//! 3.1.2.3; [`ptxc_frontend::types::Record::pass_indirect`]), as nvcc passes them: the
//! parameter is the address of a temporary the caller made for the call (PTX: a
//! `.param .b64` holding a generic address), and the result is built in a slot the
//! caller passes as the first argument (`sret`).

use super::function::FnEmitter;
use ptxc_frontend::il::Expr;
use ptxc_frontend::types::TypeId;
use ptxc_ir::Value;

impl FnEmitter<'_, '_, '_> {
    /// The value passed for argument `a` of a call: for a class that is non-trivial for
    /// calls, the address of a temporary of its own, since the callee may change its
    /// parameter (Sema already ran any user copy constructor into the argument).
    pub(super) fn emit_call_argument(&mut self, a: &Expr<'_>) -> Option<Value> {
        let v = self.emit_expr(a)?;
        if !self.tu.types.is_pass_indirect(a.ty) {
            return Some(v);
        }
        let mem = self.lower.mem_type(self.b.module, a.ty);
        let tmp = self.b.alloca(mem, self.lower.align(a.ty), "agg.tmp");
        self.store_value(v, tmp, a.ty.unqualified());
        Some(tmp)
    }

    /// The slot a call returning `ret` through memory writes its result to, passed as
    /// its first argument; `None` for results returned as values.
    pub(super) fn result_slot(&mut self, ret: TypeId) -> Option<Value> {
        if !self.lower.returns_through_slot(ret) {
            return None;
        }
        let mem = self.lower.mem_type(self.b.module, ret);
        Some(self.b.alloca(mem, self.lower.align(ret), "agg.result"))
    }
}
