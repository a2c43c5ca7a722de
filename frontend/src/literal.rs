//! Decoding of literal spellings: integer and floating numbers, characters and strings.
//!
//! The lexer calls these to validate literals (bad digits, bad suffixes and bad escapes are
//! lexer diagnostics); the parser calls them again to get the values. Integer literal types
//! follow C++ [lex.icon]: the first type of the suffix's list that can hold the value,
//! where decimal literals without `u` only try signed types.

use crate::types::TypeId;

/// Floating literal suffix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatSuffix {
    /// No suffix: `double`.
    None,
    /// `f`/`F`: `float`.
    F,
    /// `l`/`L`: `long double`, which nvcc device code treats as `double`.
    L,
}

/// A decoded preprocessing number.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum NumLit {
    /// An integer literal.
    Int {
        /// Its value.
        value: u64,
        /// Written in decimal (only signed types are tried without `u`).
        decimal: bool,
        /// A `u` suffix.
        unsigned: bool,
        /// 0 = no `l`, 1 = `l`, 2 = `ll`.
        longs: u8,
    },
    /// A floating literal.
    Float {
        /// Its value, as a `double`.
        value: f64,
        /// `f`, `l` or none.
        suffix: FloatSuffix,
    },
}

/// A number with a user-defined suffix (`12_kb`, `1.5_km`): the number's spelling and
/// the suffix (from the first `_`, which no C++ number contains).
pub fn split_user_suffix(text: &str) -> Option<(&str, &str)> {
    let k = text.find('_')?;
    (k > 0).then(|| text.split_at(k))
}

/// The suffix of `""_kb`, the spelling of a literal operator's name after `operator`.
/// Suffixes without `_` are reserved to the standard library (`operator""sv`,
/// `operator""if`) but are still literal operators' names.
pub fn literal_operator_suffix(text: &str) -> Option<&str> {
    let suffix = text.strip_prefix("\"\"")?;
    is_suffix_identifier(suffix).then_some(suffix)
}

/// Whether `s` spells an identifier, as a literal operator's suffix must.
pub fn is_suffix_identifier(s: &str) -> bool {
    s.starts_with(|c: char| c == '_' || c.is_ascii_alphabetic())
        && s.chars().all(|c| c == '_' || c.is_ascii_alphanumeric())
}

/// Decodes a preprocessing-number spelling into an integer or floating literal.
pub fn parse_number(text: &str) -> Result<NumLit, String> {
    // No C++ number contains `_`: from the first one on, the spelling is a suffix.
    if let Some(k) = text.find('_') {
        return Err(user_defined_suffix(&text[k..]));
    }
    // Digit separators removed; no copy when there are none (the common case).
    let t: std::borrow::Cow<str> = match text.contains('\'') {
        true => text.chars().filter(|&c| c != '\'').collect::<String>().into(),
        false => text.into(),
    };
    let has = |c: u8| t.bytes().any(|b| b.to_ascii_lowercase() == c);
    let prefix = t.as_bytes().get(..2).map(|p| [p[0], p[1].to_ascii_lowercase()]);
    let is_hex = prefix == Some(*b"0x");
    let is_bin = prefix == Some(*b"0b");
    let is_float = if is_hex {
        has(b'.') || has(b'p')
    } else {
        !is_bin && (has(b'.') || has(b'e'))
    };
    if is_float {
        return parse_float(&t, is_hex).ok_or_else(|| format!("invalid floating literal '{text}'"));
    }
    let (digits, radix, prefix_len) = if is_hex {
        (&t[2..], 16, 2)
    } else if is_bin {
        (&t[2..], 2, 2)
    } else if t.starts_with('0') && t.len() > 1 {
        (&t[1..], 8, 1)
    } else {
        (&t[..], 10, 0)
    };
    let end = digits
        .find(|c: char| !(c.is_digit(radix) || radix == 8 && c.is_ascii_digit()))
        .unwrap_or(digits.len());
    let (body, suffix) = digits.split_at(end);
    if body.is_empty() && prefix_len == 2 {
        return Err(format!("invalid integer literal '{text}': no digits"));
    }
    if radix == 8 {
        if let Some(bad) = body.chars().find(|c| !c.is_digit(8)) {
            return Err(format!("invalid digit '{bad}' in octal constant"));
        }
    }
    let (unsigned, longs) =
        parse_int_suffix(suffix).ok_or_else(|| format!("invalid suffix '{suffix}' on integer constant"))?;
    let mut value: u64 = 0;
    for c in body.chars() {
        let d = c.to_digit(radix).expect("digits checked") as u64;
        value = value
            .checked_mul(radix as u64)
            .and_then(|v| v.checked_add(d))
            .ok_or_else(|| "integer literal is too large to be represented in any integer type".to_string())?;
    }
    Ok(NumLit::Int {
        value,
        decimal: radix == 10,
        unsigned,
        longs,
    })
}

/// `u`, `l`, `ll` in any order/case combination C++ allows; returns (unsigned, longs).
fn parse_int_suffix(s: &str) -> Option<(bool, u8)> {
    let mut unsigned = false;
    let mut longs = 0u8;
    let mut rest = s;
    while !rest.is_empty() {
        if (rest.starts_with('u') || rest.starts_with('U')) && !unsigned {
            unsigned = true;
            rest = &rest[1..];
        } else if (rest.starts_with("ll") || rest.starts_with("LL")) && longs == 0 {
            longs = 2;
            rest = &rest[2..];
        } else if (rest.starts_with('l') || rest.starts_with('L')) && longs == 0 {
            longs = 1;
            rest = &rest[1..];
        } else {
            return None;
        }
    }
    Some((unsigned, longs))
}

fn parse_float(t: &str, hex: bool) -> Option<NumLit> {
    let (body, suffix) = match t.as_bytes().last()? {
        b'f' | b'F' if !hex || t.contains(['p', 'P']) => (&t[..t.len() - 1], FloatSuffix::F),
        b'l' | b'L' => (&t[..t.len() - 1], FloatSuffix::L),
        _ => (t, FloatSuffix::None),
    };
    let value = if hex {
        parse_hex_float(&body[2..])?
    } else {
        if !body
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'))
        {
            return None;
        }
        if suffix == FloatSuffix::F {
            body.parse::<f32>().ok()? as f64
        } else {
            body.parse::<f64>().ok()?
        }
    };
    let value = if suffix == FloatSuffix::F {
        value as f32 as f64
    } else {
        value
    };
    Some(NumLit::Float { value, suffix })
}

/// `h.hhhp[+-]d` without the `0x` prefix.
fn parse_hex_float(s: &str) -> Option<f64> {
    let (mant, exp) = s.split_once(['p', 'P'])?;
    let exp: i64 = exp.parse().ok()?;
    let (int_part, frac_part) = mant.split_once('.').unwrap_or((mant, ""));
    if int_part.is_empty() && frac_part.is_empty() {
        return None;
    }
    let mut m: u64 = 0;
    let mut e: i64 = exp;
    let mut sticky = false;
    for (i, c) in int_part.chars().chain(frac_part.chars()).enumerate() {
        let d = c.to_digit(16)? as u64;
        let in_frac = i >= int_part.len();
        if m >> 56 == 0 {
            m = m * 16 + d;
            if in_frac {
                e -= 4;
            }
        } else {
            sticky |= d != 0;
            if !in_frac {
                e += 4;
            }
        }
    }
    if sticky {
        m |= 1;
    }
    Some(m as f64 * 2f64.powi(e.clamp(-2000, 2000) as i32))
}

/// The C++ type of an integer literal, or `None` if no allowed type holds the value.
pub fn int_literal_type(value: u64, decimal: bool, unsigned: bool, longs: u8) -> Option<TypeId> {
    let candidates: &[TypeId] = match (unsigned, longs, decimal) {
        (false, 0, true) => &[TypeId::INT, TypeId::LONG, TypeId::LONGLONG],
        (false, 0, false) => &[
            TypeId::INT,
            TypeId::UINT,
            TypeId::LONG,
            TypeId::ULONG,
            TypeId::LONGLONG,
            TypeId::ULONGLONG,
        ],
        (true, 0, _) => &[TypeId::UINT, TypeId::ULONG, TypeId::ULONGLONG],
        (false, 1, true) => &[TypeId::LONG, TypeId::LONGLONG],
        (false, 1, false) => &[TypeId::LONG, TypeId::ULONG, TypeId::LONGLONG, TypeId::ULONGLONG],
        (true, 1, _) => &[TypeId::ULONG, TypeId::ULONGLONG],
        (false, _, true) => &[TypeId::LONGLONG],
        (false, _, false) => &[TypeId::LONGLONG, TypeId::ULONGLONG],
        (true, _, _) => &[TypeId::ULONGLONG],
    };
    candidates.iter().copied().find(|&t| value <= max_value(t))
}

fn max_value(t: TypeId) -> u64 {
    match t {
        TypeId::INT => i32::MAX as u64,
        TypeId::UINT => u32::MAX as u64,
        TypeId::LONG | TypeId::LONGLONG => i64::MAX as u64,
        _ => u64::MAX,
    }
}

/// A decoded character literal: its value and type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CharLit {
    /// Value as an integer of `ty` (sign-extended from `char` for plain `'\xff'`).
    pub value: i64,
    /// `char`, or the type its prefix gives (`wchar_t`, `char16_t`, ...).
    pub ty: TypeId,
    /// More than one character (`'ab'`): type `int`, implementation-defined value.
    pub multichar: bool,
}

/// Decodes a character literal spelling including its quotes and prefix.
pub fn parse_char(text: &str) -> Result<CharLit, String> {
    let (prefix, rest) = split_prefix(text);
    let rest = without_udl_suffix(rest, '\'')?;
    let inner = rest
        .strip_prefix('\'')
        .and_then(|r| r.strip_suffix('\''))
        .ok_or("unterminated character literal")?;
    let units = decode_escapes(inner, prefix.is_empty() || prefix == "u8")?;
    if units.is_empty() {
        return Err("empty character constant".into());
    }
    let ty = match prefix {
        "L" => TypeId::WCHAR,
        "u" => TypeId::CHAR16,
        "U" => TypeId::CHAR32,
        _ => TypeId::CHAR,
    };
    if units.len() == 1 {
        let v = units[0];
        let value = if ty == TypeId::CHAR {
            v as u8 as i8 as i64
        } else {
            v as i64
        };
        return Ok(CharLit {
            value,
            ty,
            multichar: false,
        });
    }
    if ty != TypeId::CHAR {
        return Err("wide character literal with more than one character".into());
    }
    let mut value: u32 = 0;
    for u in &units {
        value = (value << 8) | (*u as u8 as u32);
    }
    Ok(CharLit {
        value: value as i32 as i64,
        ty: TypeId::INT,
        multichar: true,
    })
}

/// Decodes a (narrow) string literal spelling into its bytes, without the terminating NUL.
pub fn parse_string(text: &str) -> Result<Vec<u8>, String> {
    let (prefix, _) = split_prefix(text);
    if !matches!(prefix, "" | "u8" | "R" | "u8R") {
        return Err(format!("a '{prefix}' string literal is not allowed here"));
    }
    let (_, units) = parse_string_units(text)?;
    Ok(units.into_iter().map(|u| u as u8).collect())
}

/// The character type of a string literal, from its prefix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StringKind {
    /// No prefix or `u8`: UTF-8 bytes in `char`.
    Narrow,
    /// `L`: code points in `wchar_t` (32 bits, as on Linux).
    Wide,
    /// `u`: UTF-16 code units in `char16_t`.
    Utf16,
    /// `U`: code points in `char32_t`.
    Utf32,
}

impl StringKind {
    /// The element type of a literal of this kind.
    pub fn elem(self) -> TypeId {
        match self {
            StringKind::Narrow => TypeId::CHAR,
            StringKind::Wide => TypeId::WCHAR,
            StringKind::Utf16 => TypeId::CHAR16,
            StringKind::Utf32 => TypeId::CHAR32,
        }
    }
}

/// Decodes any string literal spelling into its code units (without the terminating
/// NUL) and its kind.
pub fn parse_string_units(text: &str) -> Result<(StringKind, Vec<u32>), String> {
    let (prefix, rest) = split_prefix(text);
    if let Some(prefix) = prefix.strip_suffix('R') {
        return parse_raw_string(prefix, rest);
    }
    let kind = match prefix {
        "" | "u8" => StringKind::Narrow,
        "L" => StringKind::Wide,
        "u" => StringKind::Utf16,
        "U" => StringKind::Utf32,
        other => return Err(format!("unknown string literal prefix '{other}'")),
    };
    let inner = without_udl_suffix(rest, '"')?
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or("unterminated string literal")?;
    let units = decode_escapes(inner, kind == StringKind::Narrow)?;
    if kind != StringKind::Utf16 {
        return Ok((kind, units));
    }
    // UTF-16: code points above the BMP become surrogate pairs.
    let mut out = Vec::with_capacity(units.len());
    for cp in units {
        if cp >= 0x1_0000 {
            let v = cp - 0x1_0000;
            out.push(0xD800 + (v >> 10));
            out.push(0xDC00 + (v & 0x3FF));
        } else {
            out.push(cp);
        }
    }
    Ok((kind, out))
}

/// A raw string literal (`prefix` without its `R`; `rest` from the opening quote): the
/// characters between `delim(` and `)delim` as they are, no escapes.
fn parse_raw_string(prefix: &str, rest: &str) -> Result<(StringKind, Vec<u32>), String> {
    let kind = match prefix {
        "" | "u8" => StringKind::Narrow,
        "L" => StringKind::Wide,
        "u" => StringKind::Utf16,
        "U" => StringKind::Utf32,
        other => return Err(format!("unknown string literal prefix '{other}'")),
    };
    let body = without_udl_suffix(rest, '"')?
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or("unterminated raw string literal")?;
    let open = body.find('(').ok_or("invalid raw string delimiter")?;
    let delim = &body[..open];
    let inner = body[open + 1..]
        .strip_suffix(delim)
        .and_then(|r| r.strip_suffix(')'))
        .ok_or("invalid raw string delimiter")?;
    let units = match kind {
        StringKind::Narrow => inner.bytes().map(u32::from).collect(),
        StringKind::Utf16 => inner.encode_utf16().map(u32::from).collect(),
        _ => inner.chars().map(u32::from).collect(),
    };
    Ok((kind, units))
}

/// A quoted literal without its user-defined suffix, or the error naming the suffix (the
/// lexer keeps `"..."_x` one token so that the suffix is diagnosed here, not misparsed).
fn without_udl_suffix(quoted: &str, quote: char) -> Result<&str, String> {
    match quoted.rfind(quote) {
        Some(end) if end > 0 && end + 1 < quoted.len() => Err(user_defined_suffix(&quoted[end + 1..])),
        _ => Ok(quoted),
    }
}

/// The error for a literal with a user-defined suffix (`1_km`, `"x"_s`).
fn user_defined_suffix(suffix: &str) -> String {
    format!("user-defined literal suffix '{suffix}' is not supported")
}

fn split_prefix(text: &str) -> (&str, &str) {
    let q = text.find(['\'', '"']).unwrap_or(0);
    text.split_at(q)
}

/// Decodes escapes; with `utf8`, non-ASCII characters and `\u` escapes become UTF-8 bytes,
/// otherwise each character is one code unit.
fn decode_escapes(s: &str, utf8: bool) -> Result<Vec<u32>, String> {
    let mut out = Vec::new();
    let mut chars = s.chars().peekable();
    let push_cp = |out: &mut Vec<u32>, cp: u32| {
        if utf8 && cp >= 0x80 {
            let c = char::from_u32(cp).unwrap_or('\u{FFFD}');
            let mut buf = [0u8; 4];
            out.extend(c.encode_utf8(&mut buf).bytes().map(u32::from));
        } else {
            out.push(cp);
        }
    };
    while let Some(c) = chars.next() {
        if c != '\\' {
            push_cp(&mut out, c as u32);
            continue;
        }
        let e = chars.next().ok_or("unterminated escape sequence")?;
        let v = match e {
            'n' => 10,
            't' => 9,
            'r' => 13,
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            'e' => 27,
            '\\' | '\'' | '"' | '?' => e as u32,
            '0'..='7' => {
                let mut v = e.to_digit(8).unwrap_or(0);
                for _ in 0..2 {
                    match chars.peek().and_then(|c| c.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            chars.next();
                        }
                        None => break,
                    }
                }
                if utf8 && v > 0xff {
                    return Err("octal escape sequence out of range".into());
                }
                v
            }
            'x' => {
                let mut v: u64 = 0;
                let mut n = 0;
                while let Some(d) = chars.peek().and_then(|c| c.to_digit(16)) {
                    v = v * 16 + d as u64;
                    n += 1;
                    chars.next();
                    if v > 0xffff_ffff {
                        return Err("hex escape sequence out of range".into());
                    }
                }
                if n == 0 {
                    return Err("\\x used with no following hex digits".into());
                }
                if utf8 && v > 0xff {
                    return Err("hex escape sequence out of range".into());
                }
                v as u32
            }
            'u' | 'U' => {
                let n = if e == 'u' { 4 } else { 8 };
                let mut v = 0u32;
                for _ in 0..n {
                    let d = chars
                        .next()
                        .and_then(|c| c.to_digit(16))
                        .ok_or("incomplete universal character name")?;
                    v = v * 16 + d;
                }
                push_cp(&mut out, v);
                continue;
            }
            other => return Err(format!("unknown escape sequence '\\{other}'")),
        };
        out.push(v);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(text: &str) -> (u64, TypeId) {
        match parse_number(text).unwrap() {
            NumLit::Int {
                value,
                decimal,
                unsigned,
                longs,
            } => (value, int_literal_type(value, decimal, unsigned, longs).unwrap()),
            f => panic!("{text} decoded as {f:?}"),
        }
    }

    fn float(text: &str) -> (f64, FloatSuffix) {
        match parse_number(text).unwrap() {
            NumLit::Float { value, suffix } => (value, suffix),
            i => panic!("{text} decoded as {i:?}"),
        }
    }

    #[test]
    fn integer_literal_values_and_types() {
        let table: &[(&str, u64, TypeId)] = &[
            ("0", 0, TypeId::INT),
            ("42", 42, TypeId::INT),
            ("2147483647", 2147483647, TypeId::INT),
            ("2147483648", 2147483648, TypeId::LONG),
            ("0x7FFFFFFF", 0x7fff_ffff, TypeId::INT),
            ("0xFFFFFFFF", 0xffff_ffff, TypeId::UINT),
            ("0x100000000", 0x1_0000_0000, TypeId::LONG),
            ("0xFFFFFFFFFFFFFFFF", u64::MAX, TypeId::ULONG),
            ("9223372036854775807", i64::MAX as u64, TypeId::LONG),
            ("017", 15, TypeId::INT),
            ("0b1011", 11, TypeId::INT),
            ("0B11u", 3, TypeId::UINT),
            ("1u", 1, TypeId::UINT),
            ("1U", 1, TypeId::UINT),
            ("4294967296u", 4294967296, TypeId::ULONG),
            ("1l", 1, TypeId::LONG),
            ("1L", 1, TypeId::LONG),
            ("1ul", 1, TypeId::ULONG),
            ("1LU", 1, TypeId::ULONG),
            ("1ll", 1, TypeId::LONGLONG),
            ("1LL", 1, TypeId::LONGLONG),
            ("1ull", 1, TypeId::ULONGLONG),
            ("1LLU", 1, TypeId::ULONGLONG),
            ("0xFFFFFFFFFFFFFFFFll", u64::MAX, TypeId::ULONGLONG),
            ("1'000'000", 1_000_000, TypeId::INT),
        ];
        for &(text, v, ty) in table {
            assert_eq!(int(text), (v, ty), "literal {text}");
        }
    }

    #[test]
    fn decimal_too_big_for_signed_has_no_type() {
        assert_eq!(int_literal_type(u64::MAX, true, false, 0), None);
        assert_eq!(int_literal_type(u64::MAX, true, true, 0), Some(TypeId::ULONG));
    }

    #[test]
    fn integer_literal_errors() {
        assert!(parse_number("09").unwrap_err().contains("octal"));
        assert!(parse_number("12abc").unwrap_err().contains("suffix"));
        assert!(parse_number("1uu").is_err());
        assert!(parse_number("1lul").is_err());
        assert!(parse_number("0x").is_err());
        assert!(parse_number("18446744073709551616").unwrap_err().contains("too large"));
    }

    #[test]
    fn float_literals() {
        assert_eq!(float("1.5"), (1.5, FloatSuffix::None));
        assert_eq!(float("1."), (1.0, FloatSuffix::None));
        assert_eq!(float(".25"), (0.25, FloatSuffix::None));
        assert_eq!(float("1e3"), (1000.0, FloatSuffix::None));
        assert_eq!(float("2.5E-1"), (0.25, FloatSuffix::None));
        assert_eq!(float("1.0f"), (1.0, FloatSuffix::F));
        assert_eq!(float("0.1F"), (0.1f32 as f64, FloatSuffix::F));
        assert_eq!(float("1.0L"), (1.0, FloatSuffix::L));
        assert_eq!(float("0x1p4"), (16.0, FloatSuffix::None));
        assert_eq!(float("0x1.8p1"), (3.0, FloatSuffix::None));
        assert_eq!(float("0xA.8p-1f"), (5.25, FloatSuffix::F));
        assert_eq!(float("0x.1p0"), (0.0625, FloatSuffix::None));
        assert!(parse_number("1.0q").is_err());
        assert!(parse_number("1e").is_err());
    }

    #[test]
    fn char_literals() {
        assert_eq!(parse_char("'a'").unwrap().value, 97);
        assert_eq!(parse_char("'a'").unwrap().ty, TypeId::CHAR);
        assert_eq!(parse_char(r"'\n'").unwrap().value, 10);
        assert_eq!(parse_char(r"'\0'").unwrap().value, 0);
        assert_eq!(parse_char(r"'\''").unwrap().value, 39);
        assert_eq!(parse_char(r"'\x41'").unwrap().value, 65);
        assert_eq!(parse_char(r"'\101'").unwrap().value, 65);
        assert_eq!(parse_char(r"'\xff'").unwrap().value, -1);
        let mc = parse_char("'ab'").unwrap();
        assert!(mc.multichar);
        assert_eq!((mc.value, mc.ty), (0x6162, TypeId::INT));
        assert_eq!(parse_char("L'x'").unwrap().ty, TypeId::WCHAR);
        assert!(parse_char("''").is_err());
        assert!(parse_char(r"'\q'").is_err());
        assert!(parse_char(r"'\x'").is_err());
    }

    #[test]
    fn string_literals() {
        assert_eq!(parse_string(r#""hi\n""#).unwrap(), b"hi\n");
        assert_eq!(parse_string(r#""a\"b\\""#).unwrap(), b"a\"b\\");
        assert_eq!(parse_string(r#""\u00e9""#).unwrap(), "é".as_bytes());
        assert_eq!(parse_string(r#"u8"x""#).unwrap(), b"x");
        assert!(parse_string(r#"L"x""#).is_err());
        assert!(parse_string(r#""\400""#).is_err());
    }
}
