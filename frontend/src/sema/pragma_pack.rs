//! `#pragma pack(...)` ([`crate::parser::pragmas`] reads it), GCC's and nvcc's forms:
//! `pack(N)` caps the alignment of the members of records defined afterwards at `N`
//! (a power of two), `pack()` (or `pack(0)`) removes the cap, `pack(push[, id][, N])`
//! saves the current cap (then sets `N`), `pack(pop[, id])` restores the saved one (the
//! one pushed with `id`). What an operand list means and nvcc's diagnostics are here.

use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;

/// nvcc's warning for a malformed operand list (the pragma is ignored).
pub const PACK_IGNORED: &str = "expected a \")\"; pragma ignored";

/// nvcc's warning for a `pop` with nothing to restore.
const EMPTY_PACK_STACK: &str = "empty pack alignment stack";

/// The `#pragma pack` state: the cap in effect and the saved ones.
#[derive(Clone, Debug, Default)]
pub struct PackState {
    /// The largest member alignment of records defined now (`None`: no cap).
    pub current: Option<u64>,
    /// Saved caps, innermost last, each with the identifier it was pushed with.
    stack: Vec<(Option<Sym>, Option<u64>)>,
}

/// One operand of `#pragma pack(...)`.
#[derive(Clone, Copy, Debug)]
pub enum PackOperand {
    /// `push`.
    Push,
    /// `pop`.
    Pop,
    /// Another identifier (at its span).
    Name(Sym, Span),
    /// An alignment ([`Sema::pack_alignment`]).
    Value(Option<u64>),
}

impl Sema<'_> {
    /// Applies the operand list of `#pragma pack` at `at` to `state`: `()`, `(N)`,
    /// `(push[, id][, N])`, `(pop[, id][, N])`.
    pub fn act_on_pragma_pack(&mut self, state: &mut PackState, operands: &[PackOperand], at: Span) {
        use PackOperand as P;
        let (verb, rest) = match operands {
            [v @ (P::Push | P::Pop), rest @ ..] => (Some(*v), rest),
            _ => (None, operands),
        };
        let (name, value) = match (verb, rest) {
            (_, []) => (None, None),
            (_, [P::Value(v)]) => (None, Some(*v)),
            (Some(_), [P::Name(n, _)]) => (Some(*n), None),
            (Some(_), [P::Name(n, _), P::Value(v)]) => (Some(*n), Some(*v)),
            (None, [P::Name(_, span), ..]) => {
                self.diags.error(*span, "expected an integer constant");
                return;
            }
            _ => {
                self.diags.warning(at, PACK_IGNORED);
                return;
            }
        };
        match verb {
            Some(P::Push) => state.stack.push((name, state.current)),
            Some(_) => {
                let found = match name {
                    Some(n) => state.stack.iter().rposition(|(id, _)| *id == Some(n)),
                    None => state.stack.len().checked_sub(1),
                };
                match found {
                    Some(k) => {
                        state.current = state.stack[k].1;
                        state.stack.truncate(k);
                    }
                    None => self.diags.warning(at, EMPTY_PACK_STACK),
                }
            }
            // `pack()` removes the cap.
            None if value.is_none() => state.current = None,
            None => {}
        }
        if let Some(v) = value {
            state.current = v;
        }
    }
}
