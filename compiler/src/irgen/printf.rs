//! `printf` -> `vprintf(format, buffer)` as NVVM lowers it: the variadic
//! arguments (already promoted by sema: `float` to `double`, small integers
//! to `int`) are stored at naturally aligned offsets of one `tmp` buffer
//! alloca per function, reused and grown in place by every `printf` of the
//! function; without arguments the buffer pointer is null. `assert` failures
//! call `__assertfail(message, file, line, function, 1)` with the function
//! spelled as `__PRETTY_FUNCTION__`, and execution continues after the call
//! as in nvcc's PTX (the runtime traps inside `__assertfail`).

use super::function::FnEmitter;
use ptxc_ir::{ConstData, Opcode, TypeData, Value};

/// Name of the per-function argument buffer (NVVM's).
pub(super) const BUFFER: &str = "tmp";

impl FnEmitter<'_, '_, '_> {
    /// Lowers `printf(v[0], v[1..])`; returns vprintf's `i32` result.
    pub(super) fn emit_printf(&mut self, v: &[Value]) -> Value {
        let i32t = self.b.module.types.i32();
        let i8t = self.b.module.types.i8();
        let i64t = self.b.module.types.i64();
        let ptr = self.b.module.types.ptr(0);
        let fmt = v
            .first()
            .copied()
            .unwrap_or_else(|| Value::Const(self.b.module.const_null(ptr)));
        let mut layout = Vec::with_capacity(v.len());
        let mut size = 0u64;
        for &a in v.iter().skip(1) {
            let ty = self.b.type_of(a);
            let n = self.b.module.types.store_size(ty).max(1);
            let align = self.b.module.types.abi_align(ty).max(1);
            size = size.div_ceil(align) * align;
            layout.push((a, size, align));
            size += n;
        }
        let buf = if layout.is_empty() {
            Value::Const(self.b.module.const_null(ptr))
        } else {
            let buf = self.printf_buffer(size);
            for (a, off, align) in layout {
                let o = Value::Const(self.b.module.const_int(i64t, i128::from(off)));
                let p = self.b.gep(i8t, buf, &[o], false, "buf.indexed");
                self.b.store(a, p, align as u32, false);
            }
            buf
        };
        let fty = self.b.module.types.function(i32t, vec![ptr, ptr], false);
        let f = self.b.module.get_or_declare("vprintf", fty);
        self.b.call(f, &[fmt, buf], "call")
    }

    /// The function's printf buffer, grown to at least `size` bytes.
    fn printf_buffer(&mut self, size: u64) -> Value {
        let i8t = self.b.module.types.i8();
        // The slot named `tmp`, whoever made it (names are unique: at most one).
        let existing = self.b.func.holder_of(BUFFER).and_then(|i| {
            let d = self.b.func.inst(i);
            let bytes = match d.aux_ty.map(|t| self.b.module.types.get(t).clone()) {
                Some(TypeData::Array { elem, len }) if elem == i8t => Some(len),
                _ => None,
            };
            (d.header.opcode == Opcode::Alloca && d.align == 8)
                .then_some(bytes)
                .flatten()
                .map(|len| (i, len))
        });
        match existing {
            Some((i, len)) => {
                if len < size {
                    let grown = self.b.module.types.array(i8t, size);
                    self.b.func.inst_mut(i).aux_ty = Some(grown);
                }
                Value::Inst(i)
            }
            None => {
                let arr = self.b.module.types.array(i8t, size);
                self.b.alloca(arr, 8, BUFFER)
            }
        }
    }

    /// `__assertfail(message, file, line, function, 1)`.
    pub(super) fn emit_assert_fail(&mut self, v: &[Value]) {
        let i32t = self.b.module.types.i32();
        let i64t = self.b.module.types.i64();
        let ptr = self.b.module.types.ptr(0);
        let void = self.b.module.types.void();
        let null = Value::Const(self.b.module.const_null(ptr));
        let msg = v.first().copied().unwrap_or(null);
        let file = v.get(1).copied().unwrap_or(null);
        let line = v
            .get(2)
            .copied()
            .unwrap_or_else(|| Value::Const(self.b.module.const_int(i32t, 0)));
        // glibc's `__assert_fail(msg, file, line, function)` names the function itself.
        let func = match v.get(3) {
            Some(&f) => f,
            None => self.pretty_function_name_string(ptr),
        };
        let one = Value::Const(self.b.module.const_int(i64t, 1));
        let fty = self
            .b
            .module
            .types
            .function(void, vec![ptr, ptr, i32t, ptr, i64t], false);
        let f = self.b.module.get_or_declare("__assertfail", fty);
        self.b.call(f, &[msg, file, line, func, one], "");
    }

    /// A generic pointer to a string global holding the enclosing function's name.
    fn pretty_function_name_string(&mut self, ptr: ptxc_ir::Type) -> Value {
        let mut bytes = self.pretty_function_name().into_bytes();
        bytes.push(0);
        let g = super::globals::string_global(self.b.module, &bytes, 1);
        let gaddr = self.b.module.consts.intern(ConstData::GlobalAddr(g));
        Value::Const(
            self.b
                .module
                .consts
                .intern(ConstData::AddrSpaceCast { value: gaddr, ty: ptr }),
        )
    }

    /// The enclosing function as `__PRETTY_FUNCTION__` spells it (`void k(int *)`).
    fn pretty_function_name(&self) -> String {
        let types = &self.tu.types;
        let Some(f) = self.tu.functions.iter().find(|f| f.mangled == self.b.func.name) else {
            return self.b.func.name.clone();
        };
        let params: Vec<String> = f.params.iter().map(|&p| types.display(self.tu.var(p).ty)).collect();
        format!("{} {}({})", types.display(f.ret), f.name, params.join(", "))
    }
}
