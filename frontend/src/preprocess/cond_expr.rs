//! Evaluation of `#if`/`#elif` controlling expressions.
//!
//! The caller has already replaced `defined X` / `defined(X)` and expanded macros; here the
//! remaining identifiers are 0 (`true` is 1), and the expression is evaluated in
//! `intmax_t`/`uintmax_t` (64-bit) arithmetic with C's usual conversions between the two,
//! by precedence climbing over the C operators allowed in preprocessor conditions.

use crate::literal::{self, NumLit};
use crate::symbol::Interner;
use crate::token::{Token, TokenKind as K};

/// A preprocessor value: 64 bits, signed or unsigned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Val {
    bits: u64,
    unsigned: bool,
}

impl Val {
    fn signed(v: i64) -> Val {
        Val {
            bits: v as u64,
            unsigned: false,
        }
    }
    fn truthy(self) -> bool {
        self.bits != 0
    }
}

/// Evaluates a controlling expression. Errors carry a message; the caller reports it.
pub fn evaluate(tokens: &[Token], interner: &Interner) -> Result<bool, String> {
    if tokens.is_empty() {
        return Err("#if with no expression".into());
    }
    let mut p = CondParser {
        toks: tokens,
        pos: 0,
        interner,
        depth: 0,
    };
    let v = p.ternary()?;
    if p.pos != tokens.len() {
        return Err(format!(
            "unexpected '{}' in preprocessor expression",
            interner.get(tokens[p.pos].text)
        ));
    }
    Ok(v.truthy())
}

struct CondParser<'t> {
    toks: &'t [Token],
    pos: usize,
    interner: &'t Interner,
    depth: usize,
}

/// Binary operator precedence (higher binds tighter), C's table.
fn precedence(k: K) -> Option<u8> {
    Some(match k {
        K::PipePipe => 1,
        K::AmpAmp => 2,
        K::Pipe => 3,
        K::Caret => 4,
        K::Amp => 5,
        K::EqEq | K::Ne => 6,
        K::Lt | K::Gt | K::Le | K::Ge => 7,
        K::Shl | K::Shr => 8,
        K::Plus | K::Minus => 9,
        K::Star | K::Slash | K::Percent => 10,
        _ => return None,
    })
}

impl CondParser<'_> {
    fn peek(&self) -> Option<K> {
        self.toks.get(self.pos).map(|t| t.kind)
    }

    fn ternary(&mut self) -> Result<Val, String> {
        let c = self.binary(1)?;
        if self.peek() == Some(K::Question) {
            self.pos += 1;
            let a = self.ternary()?;
            if self.peek() != Some(K::Colon) {
                return Err("expected ':' in preprocessor expression".into());
            }
            self.pos += 1;
            let b = self.ternary()?;
            let unsigned = a.unsigned || b.unsigned;
            let r = if c.truthy() { a } else { b };
            return Ok(Val { bits: r.bits, unsigned });
        }
        Ok(c)
    }

    fn binary(&mut self, min: u8) -> Result<Val, String> {
        let mut lhs = self.unary()?;
        while let Some(op) = self.peek() {
            let Some(prec) = precedence(op) else { break };
            if prec < min {
                break;
            }
            self.pos += 1;
            let rhs = self.binary(prec + 1)?;
            lhs = apply(op, lhs, rhs)?;
        }
        Ok(lhs)
    }

    fn unary(&mut self) -> Result<Val, String> {
        self.depth += 1;
        if self.depth > 200 {
            return Err("preprocessor expression nested too deeply".into());
        }
        let r = self.unary_inner();
        self.depth -= 1;
        r
    }

    fn unary_inner(&mut self) -> Result<Val, String> {
        let Some(&tok) = self.toks.get(self.pos) else {
            return Err("expected value in preprocessor expression".into());
        };
        self.pos += 1;
        match tok.kind {
            K::Minus => {
                let v = self.unary()?;
                Ok(Val {
                    bits: v.bits.wrapping_neg(),
                    ..v
                })
            }
            K::Plus => self.unary(),
            K::Tilde => {
                let v = self.unary()?;
                Ok(Val { bits: !v.bits, ..v })
            }
            K::Bang => Ok(Val::signed(!self.unary()?.truthy() as i64)),
            K::LParen => {
                let v = self.ternary()?;
                if self.peek() != Some(K::RParen) {
                    return Err("expected ')' in preprocessor expression".into());
                }
                self.pos += 1;
                Ok(v)
            }
            K::Number => match literal::parse_number(self.interner.get(tok.text))? {
                NumLit::Int { value, unsigned, .. } => Ok(Val {
                    bits: value,
                    unsigned: unsigned || value > i64::MAX as u64,
                }),
                NumLit::Float { .. } => Err("floating constant in preprocessor expression".into()),
            },
            K::CharLit => Ok(Val::signed(literal::parse_char(self.interner.get(tok.text))?.value)),
            K::KwTrue => Ok(Val::signed(1)),
            k if k.is_identifier_like() => Ok(Val::signed(0)),
            _ => Err(format!(
                "invalid token '{}' in preprocessor expression",
                self.interner.get(tok.text)
            )),
        }
    }
}

fn apply(op: K, a: Val, b: Val) -> Result<Val, String> {
    let unsigned = a.unsigned || b.unsigned;
    let bool_val = |c: bool| Val::signed(c as i64);
    let cmp = |a: Val, b: Val| {
        if unsigned {
            a.bits.cmp(&b.bits)
        } else {
            (a.bits as i64).cmp(&(b.bits as i64))
        }
    };
    let arith = |bits: u64| Val { bits, unsigned };
    Ok(match op {
        K::PipePipe => bool_val(a.truthy() || b.truthy()),
        K::AmpAmp => bool_val(a.truthy() && b.truthy()),
        K::Pipe => arith(a.bits | b.bits),
        K::Caret => arith(a.bits ^ b.bits),
        K::Amp => arith(a.bits & b.bits),
        K::EqEq => bool_val(a.bits == b.bits),
        K::Ne => bool_val(a.bits != b.bits),
        K::Lt => bool_val(cmp(a, b).is_lt()),
        K::Gt => bool_val(cmp(a, b).is_gt()),
        K::Le => bool_val(cmp(a, b).is_le()),
        K::Ge => bool_val(cmp(a, b).is_ge()),
        K::Shl => Val {
            bits: a.bits.wrapping_shl(b.bits as u32),
            ..a
        },
        K::Shr if a.unsigned => Val {
            bits: a.bits.wrapping_shr(b.bits as u32),
            ..a
        },
        K::Shr => Val::signed((a.bits as i64).wrapping_shr(b.bits as u32)),
        K::Plus => arith(a.bits.wrapping_add(b.bits)),
        K::Minus => arith(a.bits.wrapping_sub(b.bits)),
        K::Star => arith(a.bits.wrapping_mul(b.bits)),
        K::Slash | K::Percent => {
            if b.bits == 0 {
                return Err("division by zero in preprocessor expression".into());
            }
            let bits = match (op, unsigned) {
                (K::Slash, true) => a.bits / b.bits,
                (K::Slash, false) => (a.bits as i64).wrapping_div(b.bits as i64) as u64,
                (_, true) => a.bits % b.bits,
                _ => (a.bits as i64).wrapping_rem(b.bits as i64) as u64,
            };
            arith(bits)
        }
        _ => return Err("invalid operator in preprocessor expression".into()),
    })
}
