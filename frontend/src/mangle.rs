//! Itanium C++ ABI name mangling, matching nvcc's symbol names.
//!
//! A function `f(params)` with C++ linkage becomes `_Z` + `<len><name>` + the mangled
//! parameter types (`v` for none, `z` for `...`). Parameter types are those of the
//! function type, so top-level qualifiers are already gone; qualifiers below a pointer are
//! spelled `r` (restrict), `V` (volatile), `K` (const) in that order. Every non-builtin type
//! (pointers, qualified types, arrays, function types) becomes a substitution candidate
//! after it is first written, and later occurrences are written `S_`, `S0_`, `S1_`, ...
//! (base 36).

use crate::types::{Quals, TypeId, TypeKind, TypeTable};

/// The mangled symbol of a function named `name` with function type `fty`.
pub fn mangle_function(name: &str, fty: TypeId, types: &TypeTable) -> String {
    let mut m = Mangler {
        out: format!("_Z{}{}", name.len(), name),
        subs: Vec::new(),
        types,
    };
    match types.fn_sig(fty) {
        Some((_, params, variadic)) => {
            if params.is_empty() && !variadic {
                m.out.push('v');
            }
            for &p in params {
                m.ty(p);
            }
            if variadic {
                m.out.push('z');
            }
        }
        None => m.out.push('v'),
    }
    m.out
}

struct Mangler<'t> {
    out: String,
    /// Substitution candidates in order of first appearance.
    subs: Vec<TypeId>,
    types: &'t TypeTable,
}

/// The one-letter code of a builtin type.
fn builtin_code(k: &TypeKind) -> Option<&'static str> {
    Some(match k {
        TypeKind::Void => "v",
        TypeKind::Bool => "b",
        TypeKind::Char => "c",
        TypeKind::SChar => "a",
        TypeKind::UChar => "h",
        TypeKind::Short => "s",
        TypeKind::UShort => "t",
        TypeKind::Int => "i",
        TypeKind::UInt => "j",
        TypeKind::Long => "l",
        TypeKind::ULong => "m",
        TypeKind::LongLong => "x",
        TypeKind::ULongLong => "y",
        TypeKind::Float => "f",
        TypeKind::Double => "d",
        _ => return None,
    })
}

/// `S_`, `S0_`, ..., `S9_`, `SA_`, ..., `SZ_`, `S10_`, ...
fn substitution(index: usize) -> String {
    if index == 0 {
        return "S_".into();
    }
    let mut n = index - 1;
    let mut digits = Vec::new();
    loop {
        let d = (n % 36) as u8;
        digits.push(if d < 10 { b'0' + d } else { b'A' + d - 10 });
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.reverse();
    format!("S{}_", String::from_utf8(digits).expect("ascii digits"))
}

impl Mangler<'_> {
    fn ty(&mut self, ty: TypeId) {
        let kind = self.types.kind(ty);
        if ty.quals() == Quals::NONE {
            if let Some(code) = builtin_code(kind) {
                self.out.push_str(code);
                return;
            }
        }
        if let Some(i) = self.subs.iter().position(|&s| s == ty) {
            self.out.push_str(&substitution(i));
            return;
        }
        let q = ty.quals();
        if q != Quals::NONE {
            if q.contains(Quals::RESTRICT) {
                self.out.push('r');
            }
            if q.contains(Quals::VOLATILE) {
                self.out.push('V');
            }
            if q.contains(Quals::CONST) {
                self.out.push('K');
            }
            self.ty(ty.unqualified());
            self.subs.push(ty);
            return;
        }
        match kind.clone() {
            TypeKind::Pointer { pointee } => {
                self.out.push('P');
                self.ty(pointee);
            }
            TypeKind::Array { elem, len } => {
                self.out.push_str(&format!("A{len}_"));
                self.ty(elem);
            }
            TypeKind::Function { ret, params, variadic } => {
                self.out.push('F');
                self.ty(ret);
                if params.is_empty() && !variadic {
                    self.out.push('v');
                }
                for p in params {
                    self.ty(p);
                }
                if variadic {
                    self.out.push('z');
                }
                self.out.push('E');
            }
            _ => self.out.push('v'),
        }
        self.subs.push(ty);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn substitution_numbering() {
        assert_eq!(substitution(0), "S_");
        assert_eq!(substitution(1), "S0_");
        assert_eq!(substitution(10), "S9_");
        assert_eq!(substitution(11), "SA_");
        assert_eq!(substitution(36), "SZ_");
        assert_eq!(substitution(37), "S10_");
    }
}
