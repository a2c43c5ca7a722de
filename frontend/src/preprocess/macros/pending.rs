//! The tokens still to be scanned during expansion: what expansions pushed
//! back, on top of the rest of the input.
//!
//! The input is read in place rather than copied onto the stack first: a
//! file's text lines are millions of tokens, nearly all of which are no
//! macro, and copying them twice (into hide-set tokens, then reversed) was
//! most of the preprocessor's memory traffic (specs/performance.md).

use super::PTok;
use crate::token::{Token, TokenKind};

pub(super) struct Pending<'a> {
    /// Tokens produced by expansions, next one last.
    pushed: Vec<PTok>,
    /// Input tokens not read yet: `input[pos..]`.
    input: &'a [Token],
    pos: usize,
}

impl<'a> Pending<'a> {
    /// The tokens of `input`, read in place; `buffer` (emptied) holds the
    /// tokens expansions push back.
    pub(super) fn of_input(input: &'a [Token], mut buffer: Vec<PTok>) -> Self {
        buffer.clear();
        Pending {
            pushed: buffer,
            input,
            pos: 0,
        }
    }

    /// The buffer of pushed-back tokens, for the next [`Self::of_input`].
    pub(super) fn into_buffer(self) -> Vec<PTok> {
        self.pushed
    }

    /// The tokens of `toks`, in order, held in `buffer` (emptied).
    pub(super) fn of_tokens(toks: &[PTok], mut buffer: Vec<PTok>) -> Pending<'static> {
        buffer.clear();
        buffer.extend(toks.iter().rev().copied());
        Pending {
            pushed: buffer,
            input: &[],
            pos: 0,
        }
    }

    /// The next token, taken.
    pub(super) fn pop(&mut self) -> Option<PTok> {
        if let Some(t) = self.pushed.pop() {
            return Some(t);
        }
        let t = *self.input.get(self.pos)?;
        self.pos += 1;
        Some(PTok::plain(t))
    }

    /// The kind of the next token.
    pub(super) fn peek_kind(&self) -> Option<TokenKind> {
        match self.pushed.last() {
            Some(t) => Some(t.tok.kind),
            None => self.input.get(self.pos).map(|t| t.kind),
        }
    }

    /// Puts `t` back as the next token.
    pub(super) fn push(&mut self, t: PTok) {
        self.pushed.push(t);
    }

    /// Puts `toks` back so that they come next, in their order; the first
    /// of them (if any) is returned for its flags to be set.
    pub(super) fn push_all(&mut self, toks: impl DoubleEndedIterator<Item = PTok>) -> Option<&mut PTok> {
        let before = self.pushed.len();
        self.pushed.extend(toks.rev());
        match self.pushed.len() > before {
            true => self.pushed.last_mut(),
            false => None,
        }
    }

    /// True when everything expansions produced has been read: the next
    /// token, if any, is input text.
    pub(super) fn only_input_left(&self) -> bool {
        self.pushed.is_empty()
    }

    /// How many input tokens have been read.
    pub(super) fn input_read(&self) -> usize {
        self.pos
    }
}
