//! Simple type specifiers ([dcl.type.simple]): the type a combination of keywords
//! names (`unsigned long long int`, `long double`, `signed char`), or nvcc's error
//! for an invalid one.

use crate::sema::Sema;
use crate::source::Span;
use crate::types::TypeId;

/// Type-specifier keywords seen, for combining (`unsigned long long int`).
#[derive(Default)]
pub struct TypeWords {
    /// How many times `void` was written.
    pub void: u8,
    /// How many times `bool` was written.
    pub bool_: u8,
    /// How many times `char` was written.
    pub char_: u8,
    /// How many times `short` was written.
    pub short: u8,
    /// How many times `int` was written.
    pub int: u8,
    /// How many times `long` was written.
    pub long: u8,
    /// How many times `__int128` was written.
    pub int128: u8,
    /// How many times `signed` was written.
    pub signed: u8,
    /// How many times `unsigned` was written.
    pub unsigned: u8,
    /// How many times `float` was written.
    pub float: u8,
    /// How many times `double` was written.
    pub double: u8,
    /// A type named (a class, typedef, `decltype(...)` ...).
    pub named: Option<TypeId>,
    /// Some keyword above was written.
    pub any: bool,
}

impl Sema<'_> {
    /// The type named by a combination of type-specifier keywords (`unsigned long long
    /// int`); `None` after nvcc's error at `span` for an invalid combination or none.
    pub fn type_from_words(&mut self, w: &TypeWords, span: Span) -> Option<TypeId> {
        if let Some(t) = w.named {
            if w.any {
                self.diags.error(span, "invalid combination of type specifiers");
                return None;
            }
            return Some(t);
        }
        let sign = (w.signed > 0, w.unsigned > 0);
        let bad = || -> bool {
            w.signed > 1
                || w.unsigned > 1
                || (w.signed > 0 && w.unsigned > 0)
                || w.int > 1
                || w.short > 1
                || w.long > 2
                || w.int128 > 1
        };
        let others = |n: u8| -> bool {
            // Count of "major" words other than the one being classified must be zero.
            w.void + w.bool_ + w.char_ + w.float + w.double + w.int128 + n > 1
        };
        if bad() {
            self.diags.error(span, "invalid combination of type specifiers");
            return None;
        }
        let ty = if w.void > 0 {
            (!others(0) && w.short + w.long + w.int + w.signed + w.unsigned == 0).then_some(TypeId::VOID)
        } else if w.bool_ > 0 {
            (!others(0) && w.short + w.long + w.int + w.signed + w.unsigned == 0).then_some(TypeId::BOOL)
        } else if w.float > 0 {
            (!others(0) && w.short + w.long + w.int + w.signed + w.unsigned == 0).then_some(TypeId::FLOAT)
        } else if w.double > 0 {
            // `long double` is its own type, computed as `double` on the device.
            (!others(0) && w.short + w.int + w.signed + w.unsigned == 0 && w.long <= 1).then_some(if w.long == 1 {
                TypeId::LONGDOUBLE
            } else {
                TypeId::DOUBLE
            })
        } else if w.int128 > 0 {
            (!others(0) && w.short + w.long + w.int == 0).then_some(if sign.1 {
                TypeId::UINT128
            } else {
                TypeId::INT128
            })
        } else if w.char_ > 0 {
            (!others(0) && w.short + w.long + w.int == 0).then_some(match sign {
                (true, _) => TypeId::SCHAR,
                (_, true) => TypeId::UCHAR,
                _ => TypeId::CHAR,
            })
        } else if w.short > 0 {
            (w.long == 0).then_some(if sign.1 { TypeId::USHORT } else { TypeId::SHORT })
        } else if w.long == 1 {
            Some(if sign.1 { TypeId::ULONG } else { TypeId::LONG })
        } else if w.long == 2 {
            Some(if sign.1 { TypeId::ULONGLONG } else { TypeId::LONGLONG })
        } else if w.int > 0 || w.signed > 0 || w.unsigned > 0 {
            Some(if sign.1 { TypeId::UINT } else { TypeId::INT })
        } else {
            self.diags
                .error(span, "this declaration has no storage class or type specifier");
            return None;
        };
        if ty == Some(TypeId::LONGDOUBLE) {
            self.long_double_in_device_code(span);
        }
        if ty.is_none() {
            self.diags.error(span, "invalid combination of type specifiers");
        }
        ty
    }
}
