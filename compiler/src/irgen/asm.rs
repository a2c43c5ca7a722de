//! Inline assembly: `asm("..." : "=r"(x) : "r"(y))` becomes a call of an LLVM
//! inline-assembly value, as clang emits it: the constraint string lists outputs (`=r`),
//! then inputs (`r`, `n`, or the index of a tied output), then `~{memory}`; one output is
//! the call's result, several come back in a literal struct, and each is stored to its
//! lvalue afterwards. Addresses go in and come out as `i64`, as NVVM requires.

use super::function::FnEmitter;
use ptxc_frontend::il::AsmStmt;
use ptxc_ir::{ConstData, InlineAsm, Opcode, Value};

impl FnEmitter<'_, '_, '_> {
    pub fn emit_asm(&mut self, a: &AsmStmt<'_>) {
        let mut args = Vec::with_capacity(a.inputs.len());
        let mut arg_types = Vec::with_capacity(a.inputs.len());
        for input in a.inputs {
            let Some(mut v) = self.emit_expr(input.expr) else {
                return;
            };
            let mut ty = self.lower.value_type(self.b.module, input.expr.ty);
            if self.b.module.types.is_ptr(ty) {
                // NVVM takes only integers and floats into inline assembly
                // ("l"(p) as nvcc passes it): the address as an i64.
                ty = self.b.module.types.int(64);
                v = self.b.cast(Opcode::PtrToInt, v, ty, "");
            }
            args.push(v);
            arg_types.push(ty);
        }
        // Pointer outputs (`"=l"(p)`, libcu++'s address laundering) come back as i64
        // too, and are turned back into addresses when stored.
        let lvalue_types: Vec<_> = a
            .outputs
            .iter()
            .map(|o| self.lower.value_type(self.b.module, o.expr.ty))
            .collect();
        let i64t = self.b.module.types.int(64);
        let out_types: Vec<_> = lvalue_types
            .iter()
            .map(|&t| if self.b.module.types.is_ptr(t) { i64t } else { t })
            .collect();
        let types = &mut self.b.module.types;
        let ret = match out_types.as_slice() {
            [] => types.void(),
            [one] => *one,
            many => types.literal_struct(many.to_vec(), false),
        };
        let fn_ty = types.function(ret, arg_types, false);
        let mut constraints: Vec<String> = a.outputs.iter().map(|o| format!("={}", o.constraint)).collect();
        constraints.extend(a.inputs.iter().map(|i| i.constraint.to_string()));
        if a.side_effects {
            constraints.push("~{memory}".into());
        }
        let asm = InlineAsm {
            fn_ty,
            template: a.template.to_string(),
            constraints: constraints.join(","),
            flags: if a.side_effects { InlineAsm::SIDEEFFECT } else { 0 },
        };
        let callee = Value::Const(self.b.module.consts.intern(ConstData::InlineAsm(Box::new(asm))));
        let name = if out_types.is_empty() { "" } else { "asm" };
        let result = self.b.call_indirect(fn_ty, callee, &args, name);
        for (k, out) in a.outputs.iter().enumerate() {
            let mut value = if out_types.len() == 1 {
                result
            } else {
                self.b.extract_value(result, k as u32, out_types[k], "asmresult")
            };
            if lvalue_types[k] != out_types[k] {
                value = self.b.cast(Opcode::IntToPtr, value, lvalue_types[k], "");
            }
            let slot = self.emit_lvalue(out.expr);
            let align = self.lvalue_align(out.expr);
            self.store_value_aligned(value, slot, out.expr.ty.unqualified(), align);
        }
    }
}
