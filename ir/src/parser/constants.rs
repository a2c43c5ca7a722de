//! Constant syntax after a type: integers, `true`/`false`, floats (decimal
//! and hex, checked to be exact for the type, as LLVM requires), `null`,
//! `undef`, `poison`, `zeroinitializer`, aggregates (`[...]`, `<...>`,
//! `{...}`, `<{...}>`, `c"..."`), global addresses, and the constant
//! expressions the IR has a form for: `getelementptr` on a global with
//! constant indices (folded to a byte offset), `addrspacecast`, and
//! no-op `bitcast`.

use super::lexer::Tok;
use super::{GlobalRef, ParseError, Parser};
use crate::constants::ConstData;
use crate::entities::{Constant, Type};
use crate::fold::small_float::half_to_f64;
use crate::printer::{f64_bits_to_f32_bits, type_to_string};
use crate::types::TypeData;

impl Parser<'_> {
    /// `T value`
    pub(super) fn parse_typed_const(&mut self) -> Result<Constant, ParseError> {
        let ty = self.parse_type()?;
        self.parse_const(ty)
    }

    /// A constant of type `ty`.
    pub(super) fn parse_const(&mut self, ty: Type) -> Result<Constant, ParseError> {
        self.enter()?;
        let r = self.parse_const_inner(ty);
        self.leave();
        r
    }

    fn parse_const_inner(&mut self, ty: Type) -> Result<Constant, ParseError> {
        let data = self.m.types.get(ty).clone();
        match self.peek().clone() {
            Tok::Int(text) => {
                let Some(bits) = self.m.types.int_bits(ty) else {
                    return self.err(format!("integer constant '{text}' must have integer type"));
                };
                let value = parse_int_literal(&text, bits)
                    .ok_or_else(|| self.err_here(format!("integer constant '{text}' does not fit in i{bits}")))?;
                self.bump();
                Ok(self.m.const_int(ty, value))
            }
            Tok::Word(w) if w == "true" || w == "false" => {
                if self.m.types.int_bits(ty) != Some(1) {
                    return self.err(format!("'{w}' must have type i1"));
                }
                self.bump();
                Ok(self.m.const_int(ty, i128::from(w == "true")))
            }
            Tok::Float(text) => {
                let Ok(v) = text.parse::<f64>() else {
                    return self.err(format!("malformed floating-point constant '{text}'"));
                };
                let bits = self.fp_bits_for(ty, v.to_bits())?;
                self.bump();
                Ok(self.m.consts.intern(ConstData::Float { ty, bits }))
            }
            Tok::HexFloat(kind, digits) => {
                let bits = self.hex_float(ty, kind, &digits)?;
                self.bump();
                Ok(self.m.consts.intern(ConstData::Float { ty, bits }))
            }
            Tok::Word(w) => match w.as_str() {
                "null" => {
                    if !self.m.types.is_ptr(ty) {
                        return self.err("'null' must have pointer type");
                    }
                    self.bump();
                    Ok(self.m.const_null(ty))
                }
                "undef" => {
                    self.bump();
                    Ok(self.m.const_undef(ty))
                }
                "poison" => {
                    self.bump();
                    Ok(self.m.const_poison(ty))
                }
                "zeroinitializer" => {
                    self.bump();
                    Ok(self.m.const_zero(ty))
                }
                "getelementptr" => self.const_gep(ty),
                "splat" => self.splat(ty),
                "addrspacecast" | "bitcast" => self.const_cast(ty, &w),
                _ => self.err(format!("unsupported constant {}", self.describe())),
            },
            Tok::GlobalVar(_) | Tok::GlobalId(_) => {
                let at = self.token().clone();
                let (data, space) = match self.global_ref()? {
                    GlobalRef::Var(g) => (ConstData::GlobalAddr(g), self.m.globals[g].addrspace),
                    GlobalRef::Func(f) => (ConstData::FuncAddr(f), 0),
                };
                if self.m.types.ptr_addrspace(ty) != Some(space) {
                    return Err(Self::err_at(&at, self.mismatch(&at, ty, space)));
                }
                Ok(self.m.consts.intern(data))
            }
            Tok::CStr(bytes) => {
                let TypeData::Array { elem, len } = data else {
                    return self.err("c\"...\" constant must have array type");
                };
                if self.m.types.int_bits(elem) != Some(8) || len != bytes.len() as u64 {
                    return self.err(format!(
                        "c\"...\" of {} bytes does not match the array type",
                        bytes.len()
                    ));
                }
                self.bump();
                let bytes = bytes.as_slice().into();
                Ok(self.m.consts.intern(ConstData::Bytes { ty, bytes }))
            }
            Tok::Punct('[') => {
                if !matches!(data, TypeData::Array { .. }) {
                    return self.err("array constant must have array type");
                }
                self.aggregate(ty, '[', ']')
            }
            Tok::Punct('<') if matches!(self.peek_at(1), Tok::Punct('{')) => {
                self.bump();
                let c = self.struct_const(ty, true)?;
                self.expect_punct('>')?;
                Ok(c)
            }
            Tok::Punct('<') => {
                if !matches!(data, TypeData::Vector { .. }) {
                    return self.err("vector constant must have vector type");
                }
                self.aggregate(ty, '<', '>')
            }
            Tok::Punct('{') => self.struct_const(ty, false),
            _ => self.err(format!("expected a constant, found {}", self.describe())),
        }
    }

    fn struct_const(&mut self, ty: Type, packed: bool) -> Result<Constant, ParseError> {
        let ok = match self.m.types.get(ty) {
            TypeData::Struct { packed: p, .. } => *p == packed,
            TypeData::Named(_) => self.m.types.struct_body(ty).is_some_and(|b| b.packed == packed),
            _ => false,
        };
        if !ok {
            return self.err("struct constant does not match its type");
        }
        self.aggregate(ty, '{', '}')
    }

    /// `open T v, T v close`
    fn aggregate(&mut self, ty: Type, open: char, close: char) -> Result<Constant, ParseError> {
        self.expect_punct(open)?;
        let mut elems = Vec::new();
        if !self.eat_punct(close) {
            loop {
                elems.push(self.parse_typed_const()?);
                if self.eat_punct(close) {
                    break;
                }
                self.expect_punct(',')?;
            }
        }
        Ok(self.m.consts.intern(ConstData::Aggregate { ty, elems }))
    }

    /// Checks that the double with `bits` is exactly representable in `ty`
    /// and returns the bit pattern of that type.
    fn fp_bits_for(&self, ty: Type, bits: u64) -> Result<u64, ParseError> {
        let v = f64::from_bits(bits);
        let r = match self.m.types.get(ty) {
            TypeData::Double => Some(bits),
            TypeData::Float => f64_bits_to_f32_bits(bits).map(u64::from),
            TypeData::Half => (0..=u16::MAX)
                .find(|&h| half_to_f64(h).to_bits() == bits && !v.is_nan())
                .map(u64::from),
            TypeData::BFloat => f64_bits_to_f32_bits(bits)
                .filter(|f| f & 0xFFFF == 0)
                .map(|f| u64::from(f >> 16)),
            _ => return self.err("floating-point constant must have floating-point type"),
        };
        r.ok_or_else(|| self.err_here("floating point constant invalid for type"))
    }

    fn hex_float(&self, ty: Type, kind: char, digits: &str) -> Result<u64, ParseError> {
        let Ok(raw) = u64::from_str_radix(digits, 16) else {
            return self.err(format!("hex constant 0x{digits} is too large"));
        };
        match (kind, self.m.types.get(ty)) {
            ('\0', _) => self.fp_bits_for(ty, raw),
            ('H', TypeData::Half) | ('R', TypeData::BFloat) if raw <= 0xFFFF => Ok(raw),
            _ => self.err(format!("hex constant 0x{kind}{digits} does not match its type")),
        }
    }

    /// `getelementptr [inbounds] (T, ptr @g, iN c, ...)` folded to a byte offset.
    fn const_gep(&mut self, ty: Type) -> Result<Constant, ParseError> {
        let at = self.token().clone();
        self.bump();
        while self.eat_word("inbounds") || self.eat_word("nuw") || self.eat_word("nusw") {}
        if self.is_word("inrange") {
            self.bump();
            self.skip_balanced()?;
        }
        self.expect_punct('(')?;
        let src_ty = self.parse_type()?;
        self.expect_punct(',')?;
        let base = self.parse_typed_const()?;
        let mut indices = Vec::new();
        while self.eat_punct(',') {
            let c = self.parse_typed_const()?;
            let ConstData::Int { ty: ity, bits } = *self.m.consts.get(c) else {
                return Err(Self::err_at(
                    &at,
                    "constant getelementptr indices must be integer constants",
                ));
            };
            let width = self.m.types.int_bits(ity).unwrap_or(64);
            indices.push(sign_extend(bits, width));
        }
        self.expect_punct(')')?;
        let (global, mut offset) = match *self.m.consts.get(base) {
            ConstData::GlobalAddr(g) => (g, 0i64),
            ConstData::GlobalOffset { global, offset } => (global, offset),
            _ => return Err(Self::err_at(&at, "constant getelementptr must be based on a global")),
        };
        if super::module_items::has_infinite_size(&self.m.types, src_ty) {
            return Err(Self::err_at(&at, "getelementptr over a recursive type"));
        }
        if size_bound(&self.m.types, src_ty, 0).is_none_or(|b| b > 1 << 60) {
            return Err(Self::err_at(&at, "getelementptr over a type too large to lay out"));
        }
        let mut cur = src_ty;
        for (k, &idx) in indices.iter().enumerate() {
            let step = if k == 0 {
                (self.m.types.alloc_size(cur) as i64).wrapping_mul(idx as i64)
            } else {
                match self.m.types.get(cur).clone() {
                    TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                        cur = elem;
                        (self.m.types.alloc_size(elem) as i64).wrapping_mul(idx as i64)
                    }
                    TypeData::Struct { .. } | TypeData::Named(_) => {
                        let fields = self.m.types.struct_fields(cur).unwrap_or(&[]).to_vec();
                        let (_, offsets) = self.m.types.struct_layout(cur);
                        let Some(&field) = usize::try_from(idx).ok().and_then(|i| fields.get(i)) else {
                            return Err(Self::err_at(&at, "struct index out of range in getelementptr"));
                        };
                        let off = offsets[idx as usize] as i64;
                        cur = field;
                        off
                    }
                    _ => return Err(Self::err_at(&at, "getelementptr indexes into a non-aggregate type")),
                }
            };
            offset = offset.wrapping_add(step);
        }
        let space = self.m.globals[global].addrspace;
        if self.m.types.ptr_addrspace(ty) != Some(space) {
            return Err(Self::err_at(&at, self.mismatch(&at, ty, space)));
        }
        Ok(self.m.consts.intern(ConstData::GlobalOffset { global, offset }))
    }

    /// `splat (T c)`: a vector with every element `c`.
    fn splat(&mut self, ty: Type) -> Result<Constant, ParseError> {
        let TypeData::Vector { len, .. } = *self.m.types.get(ty) else {
            return self.err("'splat' must have vector type");
        };
        if len > 1 << 16 {
            return self.err("'splat' of more than 65536 elements is not supported");
        }
        self.bump();
        self.expect_punct('(')?;
        let elem = self.parse_typed_const()?;
        self.expect_punct(')')?;
        let elems = vec![elem; len as usize];
        Ok(self.m.consts.intern(ConstData::Aggregate { ty, elems }))
    }

    /// `addrspacecast (T c to T2)` / `bitcast (T c to T2)` (no-op only).
    fn const_cast(&mut self, ty: Type, op: &str) -> Result<Constant, ParseError> {
        let at = self.token().clone();
        self.bump();
        self.expect_punct('(')?;
        let value = self.parse_typed_const()?;
        self.expect_word("to")?;
        let to = self.parse_type()?;
        self.expect_punct(')')?;
        if to != ty {
            return Err(Self::err_at(
                &at,
                format!("{op} result type does not match the expected type"),
            ));
        }
        if op == "bitcast" {
            let from = self.m.const_type(value);
            if from != to {
                return Err(Self::err_at(
                    &at,
                    "only no-op bitcast constant expressions are supported",
                ));
            }
            return Ok(value);
        }
        Ok(self.m.consts.intern(ConstData::AddrSpaceCast { value, ty }))
    }
}

impl Parser<'_> {
    /// "constant expression type mismatch" text for a pointer in `space` where `ty` was expected.
    pub(super) fn mismatch(&self, at: &super::lexer::Token, ty: Type, space: u32) -> String {
        let got = if space == 0 {
            "ptr".to_string()
        } else {
            format!("ptr addrspace({space})")
        };
        format!(
            "type mismatch at '{}': got '{got}' but expected '{}'",
            self.src.get(at.start..at.end).unwrap_or(""),
            type_to_string(&self.m.types, ty)
        )
    }
}

/// An upper bound on the allocation size of `t` (padding included), or
/// None if it overflows, so that layout arithmetic on `t` cannot overflow.
fn size_bound(types: &crate::types::TypeStore, t: Type, depth: u32) -> Option<u64> {
    if depth > super::MAX_DEPTH {
        return None;
    }
    match types.get(t) {
        TypeData::Array { elem, len } => size_bound(types, *elem, depth + 1)?.checked_mul(*len),
        TypeData::Vector { elem, len } => size_bound(types, *elem, depth + 1)?.checked_mul(2 * u64::from(*len)),
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let fields = types.struct_fields(t).unwrap_or(&[]);
            fields.iter().try_fold(16u64, |acc, &f| {
                acc.checked_add(size_bound(types, f, depth + 1)?)?.checked_add(16)
            })
        }
        _ => Some(16),
    }
}

fn sign_extend(bits: u128, width: u32) -> i128 {
    if width >= 128 {
        return bits as i128;
    }
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}

/// The value of a decimal literal if it fits in `bits` as signed or unsigned.
fn parse_int_literal(text: &str, bits: u32) -> Option<i128> {
    let (neg, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let mag: u128 = digits.parse().ok()?;
    if bits >= 128 {
        return if neg {
            (mag <= 1u128 << 127).then(|| (mag as i128).wrapping_neg())
        } else {
            Some(mag as i128)
        };
    }
    if neg {
        (mag <= 1u128 << (bits - 1)).then(|| -(mag as i128))
    } else {
        (mag < 1u128 << bits).then_some(mag as i128)
    }
}
