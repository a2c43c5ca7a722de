//! Device `printf` (`vprintf`): formats like CUDA does.
//!
//! CUDA lowers `printf(fmt, ...)` to `vprintf(fmt, buf)`, where `buf` (in
//! local memory) holds the arguments packed with natural alignment after
//! default promotions: integers are 4 bytes unless `l`/`ll`/`z`/`j`/`t`
//! (8 bytes), floating values are 8-byte doubles, `%s`/`%p` are 8-byte
//! pointers. The format is parsed here and each conversion rendered with the
//! C rules (flags `-+ #0`, width, precision, `%e` with 2-digit exponents,
//! `%g` with trailing-zero removal).

use crate::exec::warp::{generic_loc, Warp};
use crate::exec::BlockEnv;

/// Formats one lane's printf call into `env.out`; returns the character count.
pub fn vprintf(w: &mut Warp, env: &mut BlockEnv, lane: usize, fmt_addr: u64, buf: u64) -> Result<usize, String> {
    let fmt = read_str(w, env, lane, fmt_addr).ok_or("printf format string is not readable")?;
    let mut out: Vec<u8> = Vec::new();
    let mut off = 0u64;
    let mut i = 0;
    let mut next = |w: &mut Warp, env: &mut BlockEnv, size: u64| -> Result<u64, String> {
        off = off.div_ceil(size) * size;
        let a = buf.wrapping_add(off);
        off += size;
        w.load(env, generic_loc(a), size as u32, lane)
            .map_err(|_| format!("printf argument buffer unreadable at {a:#x}"))
    };
    while i < fmt.len() {
        let c = fmt[i];
        if c != b'%' {
            out.push(c);
            i += 1;
            continue;
        }
        i += 1;
        if fmt.get(i) == Some(&b'%') {
            out.push(b'%');
            i += 1;
            continue;
        }
        let mut spec = Spec::default();
        while let Some(&f) = fmt.get(i) {
            match f {
                b'-' => spec.left = true,
                b'+' => spec.plus = true,
                b' ' => spec.space = true,
                b'#' => spec.alt = true,
                b'0' => spec.zero = true,
                _ => break,
            }
            i += 1;
        }
        if fmt.get(i) == Some(&b'*') {
            i += 1;
            spec.width = next(w, env, 4)? as i32 as usize;
        }
        while let Some(d) = fmt.get(i).filter(|d| d.is_ascii_digit()) {
            spec.width = spec.width * 10 + (d - b'0') as usize;
            i += 1;
        }
        if fmt.get(i) == Some(&b'.') {
            i += 1;
            let mut p = 0usize;
            if fmt.get(i) == Some(&b'*') {
                i += 1;
                p = next(w, env, 4)? as i32 as usize;
            }
            while let Some(d) = fmt.get(i).filter(|d| d.is_ascii_digit()) {
                p = p * 10 + (d - b'0') as usize;
                i += 1;
            }
            spec.prec = Some(p);
        }
        let mut long = false;
        while let Some(&l) = fmt.get(i) {
            match l {
                b'l' | b'z' | b'j' | b't' | b'L' => long = true,
                b'h' => {}
                _ => break,
            }
            i += 1;
        }
        let Some(&conv) = fmt.get(i) else { break };
        i += 1;
        let isz = if long { 8 } else { 4 };
        let s: Vec<u8> = match conv {
            b'd' | b'i' => {
                let v = next(w, env, isz)?;
                let v = if long { v as i64 } else { v as u32 as i32 as i64 };
                spec.int(v < 0, v.unsigned_abs().to_string(), "")
            }
            b'u' => {
                let v = next(w, env, isz)?;
                spec.int(false, v.to_string(), "")
            }
            b'x' | b'X' | b'o' => {
                let v = next(w, env, isz)?;
                let (s, pfx) = match conv {
                    b'x' => (format!("{v:x}"), "0x"),
                    b'X' => (format!("{v:X}"), "0X"),
                    _ => (format!("{v:o}"), "0"),
                };
                let pfx = if spec.alt && v != 0 { pfx } else { "" };
                spec.int(false, s, pfx)
            }
            b'c' => {
                let v = next(w, env, 4)?;
                spec.pad(vec![v as u8], false)
            }
            b's' => {
                let p = next(w, env, 8)?;
                let mut s = if p == 0 {
                    b"(null)".to_vec()
                } else {
                    read_str(w, env, lane, p).unwrap_or_default()
                };
                if let Some(pr) = spec.prec {
                    s.truncate(pr);
                }
                spec.pad(s, false)
            }
            b'p' => {
                let p = next(w, env, 8)?;
                spec.pad(format!("0x{p:x}").into_bytes(), false)
            }
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => {
                let v = f64::from_bits(next(w, env, 8)?);
                spec.float(v, conv)
            }
            _ => vec![b'%', conv],
        };
        out.extend_from_slice(&s);
    }
    let n = out.len();
    env.out.extend_from_slice(&out);
    Ok(n)
}

fn read_str(w: &mut Warp, env: &mut BlockEnv, lane: usize, a: u64) -> Option<Vec<u8>> {
    let mut s = Vec::new();
    for k in 0..65536u64 {
        let c = w.load(env, generic_loc(a.wrapping_add(k)), 1, lane).ok()? as u8;
        if c == 0 {
            return Some(s);
        }
        s.push(c);
    }
    Some(s)
}

#[derive(Default)]
struct Spec {
    left: bool,
    plus: bool,
    space: bool,
    alt: bool,
    zero: bool,
    width: usize,
    prec: Option<usize>,
}

impl Spec {
    fn pad(&self, body: Vec<u8>, numeric_zero: bool) -> Vec<u8> {
        if body.len() >= self.width {
            return body;
        }
        let fill = self.width - body.len();
        if self.left {
            let mut b = body;
            b.extend(std::iter::repeat_n(b' ', fill));
            b
        } else if numeric_zero {
            // zeros go after the sign / prefix
            let sign_len = body.iter().take_while(|c| matches!(c, b'-' | b'+' | b' ')).count();
            let pfx = if body[sign_len..].starts_with(b"0x") || body[sign_len..].starts_with(b"0X") {
                2
            } else {
                0
            };
            let cut = sign_len + pfx;
            let mut b = body[..cut].to_vec();
            b.extend(std::iter::repeat_n(b'0', fill));
            b.extend_from_slice(&body[cut..]);
            b
        } else {
            let mut b: Vec<u8> = std::iter::repeat_n(b' ', fill).collect();
            b.extend(body);
            b
        }
    }

    fn sign(&self, neg: bool) -> &'static str {
        if neg {
            "-"
        } else if self.plus {
            "+"
        } else if self.space {
            " "
        } else {
            ""
        }
    }

    fn int(&self, neg: bool, digits: String, pfx: &str) -> Vec<u8> {
        let mut d = digits;
        if let Some(p) = self.prec {
            if p == 0 && d == "0" {
                d.clear();
            }
            while d.len() < p {
                d.insert(0, '0');
            }
        }
        let body = format!("{}{}{}", self.sign(neg), pfx, d).into_bytes();
        self.pad(body, self.zero && self.prec.is_none() && !self.left)
    }

    fn float(&self, v: f64, conv: u8) -> Vec<u8> {
        let upper = conv.is_ascii_uppercase();
        let neg = v.is_sign_negative() && !v.is_nan();
        let a = v.abs();
        let body = if !a.is_finite() {
            let s = if a.is_nan() { "nan" } else { "inf" };
            let s = if upper { s.to_uppercase() } else { s.to_string() };
            return self.pad(format!("{}{}", self.sign(neg), s).into_bytes(), false);
        } else {
            let p = self.prec.unwrap_or(6);
            match conv.to_ascii_lowercase() {
                b'f' => fixed(a, p, self.alt),
                b'e' => exp(a, p, self.alt),
                b'a' => format!("{a:e}"),
                _ => general(a, p, self.alt),
            }
        };
        let body = if upper { body.to_uppercase() } else { body };
        self.pad(
            format!("{}{}", self.sign(neg), body).into_bytes(),
            self.zero && !self.left,
        )
    }
}

fn fixed(a: f64, p: usize, alt: bool) -> String {
    let mut s = format!("{a:.p$}");
    if alt && p == 0 {
        s.push('.');
    }
    s
}

fn exp(a: f64, p: usize, alt: bool) -> String {
    let s = format!("{a:.p$e}");
    let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
    let e: i32 = e.parse().unwrap_or(0);
    let mut m = m.to_string();
    if alt && p == 0 {
        m.push('.');
    }
    format!("{}e{}{:02}", m, if e < 0 { '-' } else { '+' }, e.abs())
}

fn general(a: f64, p: usize, alt: bool) -> String {
    let p = if p == 0 { 1 } else { p };
    let x = if a == 0.0 {
        0
    } else {
        let s = format!("{:.*e}", p - 1, a);
        s.split_once('e').and_then(|(_, e)| e.parse::<i32>().ok()).unwrap_or(0)
    };
    let mut s = if (p as i32) > x && x >= -4 {
        fixed(a, (p as i32 - 1 - x) as usize, alt)
    } else {
        exp(a, p - 1, alt)
    };
    if !alt {
        let (mant, e) = match s.find('e') {
            Some(k) => (s[..k].to_string(), s[k..].to_string()),
            None => (s.clone(), String::new()),
        };
        let mant = if mant.contains('.') {
            mant.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            mant
        };
        s = mant + &e;
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c_float_formats() {
        assert_eq!(exp(1.5, 6, false), "1.500000e+00");
        assert_eq!(exp(12345.0, 2, false), "1.23e+04");
        assert_eq!(general(0.0001, 6, false), "0.0001");
        assert_eq!(general(100000.0, 6, false), "100000");
        assert_eq!(general(1000000.0, 6, false), "1e+06");
        assert_eq!(general(1.5, 6, false), "1.5");
        assert_eq!(fixed(2.5, 0, false), "2");
        let s = Spec {
            width: 5,
            zero: true,
            ..Spec::default()
        };
        assert_eq!(s.int(true, "42".into(), ""), b"-0042".to_vec());
    }
}
