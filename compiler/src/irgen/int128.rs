//! Division, remainder and floating conversions of 128-bit integers as calls
//! of the device library (frontend/headers/ptxc_int128.h): PTX has no
//! instruction for them and the legalize-i128 pass expands only what 64-bit
//! halves do directly, so IR generation calls `__ptxc_udiv128` and friends
//! where the IL divides or converts a 128-bit value (nvcc calls library
//! routines for the same operations). Half and bfloat16 results and operands
//! keep the plain cast, which the backend rejects (specs/language.md).

use super::function::FnEmitter;
use ptxc_frontend::types::TypeId;
use ptxc_ir::{Opcode, Value};

impl FnEmitter<'_, '_, '_> {
    /// Whether `ty` is `__int128` or `unsigned __int128`.
    fn is_int128(&self, ty: TypeId) -> bool {
        self.tu.types.is_integer(ty) && self.tu.types.size_of(ty) == 16
    }

    /// Calls the library function `name` (kept by IR generation, dropped later
    /// when unused), if the implicit runtime header declared it.
    fn call_int128_library(&mut self, name: &str, args: &[Value]) -> Option<Value> {
        // The frontend parses these bodies even when no expression names them.
        debug_assert!(ptxc_frontend::parser::deferred_library_bodies::BACKEND_LIBRARY_CALLS.contains(&name));
        let f = self.b.module.function_by_name(name)?;
        Some(self.b.call(f, args, "call"))
    }

    /// `/` or `%` (`opcode`) on 128-bit operands of type `result`, as a library call.
    pub(super) fn int128_divide(&mut self, opcode: Opcode, l: Value, r: Value, result: TypeId) -> Option<Value> {
        if !self.is_int128(result) {
            return None;
        }
        let name = match opcode {
            Opcode::UDiv => "__ptxc_udiv128",
            Opcode::SDiv => "__ptxc_sdiv128",
            Opcode::URem => "__ptxc_urem128",
            Opcode::SRem => "__ptxc_srem128",
            _ => return None,
        };
        self.call_int128_library(name, &[l, r])
    }

    /// Integer `v` of type `from` converted to floating `to`, when `from` is 128 bits wide.
    pub(super) fn int128_to_float(&mut self, v: Value, from: TypeId, to: TypeId) -> Option<Value> {
        if !self.is_int128(from) {
            return None;
        }
        let signed = self.tu.types.is_signed(from);
        let name = match (to.unqualified(), signed) {
            (TypeId::DOUBLE, true) => "__ptxc_i128_to_f64",
            (TypeId::DOUBLE, false) => "__ptxc_u128_to_f64",
            (TypeId::FLOAT, true) => "__ptxc_i128_to_f32",
            (TypeId::FLOAT, false) => "__ptxc_u128_to_f32",
            _ => return None,
        };
        self.call_int128_library(name, &[v])
    }

    /// Floating `v` of type `from` truncated to the 128-bit integer type `to`
    /// (`float` widened to `double` first, exactly).
    pub(super) fn float_to_int128(&mut self, v: Value, from: TypeId, to: TypeId) -> Option<Value> {
        if !self.is_int128(to) || !matches!(from.unqualified(), TypeId::FLOAT | TypeId::DOUBLE) {
            return None;
        }
        let name = if self.tu.types.is_signed(to) {
            "__ptxc_f64_to_i128"
        } else {
            "__ptxc_f64_to_u128"
        };
        self.b.module.function_by_name(name)?;
        let wide = if from.unqualified() == TypeId::FLOAT {
            let double = self.b.module.types.double();
            self.b.cast(Opcode::FPExt, v, double, "conv")
        } else {
            v
        };
        self.call_int128_library(name, &[wide])
    }
}
