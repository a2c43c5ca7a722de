//! A function-like macro invocation's arguments, in one buffer.
//!
//! CUTLASS invokes function-like macros some 90 thousand times per file; a vector
//! per argument, one for the list and one per pre-expanded argument were most of
//! expansion's allocations (specs/performance.md). Here the tokens of all arguments
//! lie in one vector, top-level commas included, and each argument is a range of it;
//! the pre-expanded arguments share a second vector. [`super::MacroTable`] keeps the
//! buffers of finished invocations for the next ones.

use super::pending::Pending;
use super::PTok;
use crate::token::TokenKind;

/// The arguments of one invocation, as read and as pre-expanded.
#[derive(Debug, Default)]
pub(super) struct Args {
    /// The tokens between the parentheses, top-level commas included.
    toks: Vec<PTok>,
    /// Each argument's tokens in `toks`.
    ranges: Vec<(usize, usize)>,
    /// The pre-expanded arguments, each expanded at most once.
    expanded: Vec<PTok>,
    /// Each argument's pre-expansion in `expanded`, once made.
    expanded_at: Vec<Option<(usize, usize)>>,
}

impl Args {
    /// Pops the arguments of an invocation (after its `(`) from the input stack,
    /// replacing what the buffer held; returns the closing `)`, or `None` when the input
    /// ends first.
    pub(super) fn collect(&mut self, stack: &mut Pending) -> Option<PTok> {
        self.toks.clear();
        self.ranges.clear();
        self.expanded.clear();
        self.expanded_at.clear();
        let mut depth = 0usize;
        let mut start = 0;
        while let Some(t) = stack.pop() {
            match t.tok.kind {
                TokenKind::LParen => depth += 1,
                TokenKind::RParen if depth == 0 => {
                    self.ranges.push((start, self.toks.len()));
                    return Some(t);
                }
                TokenKind::RParen => depth -= 1,
                TokenKind::Comma if depth == 0 => {
                    self.ranges.push((start, self.toks.len()));
                    start = self.toks.len() + 1;
                }
                _ => {}
            }
            self.toks.push(t);
        }
        None
    }

    /// How many arguments there are.
    pub(super) fn len(&self) -> usize {
        self.ranges.len()
    }

    /// The tokens of argument `k`.
    pub(super) fn get(&self, k: usize) -> &[PTok] {
        let (start, end) = self.ranges[k];
        &self.toks[start..end]
    }

    /// Drops every argument (`F()` for a macro without parameters has none).
    pub(super) fn clear(&mut self) {
        self.ranges.clear();
    }

    /// Adds an empty last argument (omitted variable arguments).
    pub(super) fn push_empty(&mut self) {
        let end = self.ranges.last().map_or(0, |r| r.1);
        self.ranges.push((end, end));
    }

    /// Makes the arguments from `first` on one argument, each comma between them
    /// replaced by `comma` (`__VA_ARGS__`, which is one argument to substitution).
    pub(super) fn join_from(&mut self, first: usize, comma: PTok) {
        if first >= self.ranges.len() {
            return;
        }
        let last = self.ranges[self.ranges.len() - 1].1;
        for k in first..self.ranges.len() - 1 {
            let at = self.ranges[k].1;
            self.toks[at] = comma;
        }
        self.ranges.truncate(first + 1);
        self.ranges[first].1 = last;
    }

    /// Argument `k` pre-expanded, if it was already.
    pub(super) fn expanded(&self, k: usize) -> Option<&[PTok]> {
        let (start, end) = (*self.expanded_at.get(k)?)?;
        Some(&self.expanded[start..end])
    }

    /// Pre-expands argument `k` with `expand`, which appends the expansion of the
    /// tokens it is given to the buffer it is given and hands the buffer back.
    pub(super) fn expand_with(&mut self, k: usize, expand: impl FnOnce(&[PTok], Vec<PTok>) -> Vec<PTok>) -> &[PTok] {
        if self.expanded_at.len() <= k {
            self.expanded_at.resize(k + 1, None);
        }
        if self.expanded_at[k].is_none() {
            let (start, end) = self.ranges[k];
            let before = self.expanded.len();
            let buffer = std::mem::take(&mut self.expanded);
            self.expanded = expand(&self.toks[start..end], buffer);
            self.expanded_at[k] = Some((before, self.expanded.len()));
        }
        self.expanded(k).expect("expanded above")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::{FileId, Span};
    use crate::symbol::Interner;
    use crate::token::Token;

    fn toks(src: &str, interner: &mut Interner) -> Vec<Token> {
        crate::lexer::lex_deferred(FileId(0), src, interner).0
    }

    fn spelled(args: &Args, k: usize, interner: &Interner) -> Vec<String> {
        args.get(k)
            .iter()
            .map(|t| interner.get(t.tok.text).to_string())
            .collect()
    }

    #[test]
    fn arguments_split_at_top_level_commas() {
        let mut i = Interner::new();
        let input = toks("a, f(b, c), , d) e", &mut i);
        let mut stack = Pending::of_input(&input, Vec::new());
        let mut args = Args::default();
        let close = args.collect(&mut stack).expect("closed");
        assert_eq!(close.tok.kind, TokenKind::RParen);
        assert_eq!(args.len(), 4);
        assert_eq!(spelled(&args, 0, &i), ["a"]);
        assert_eq!(spelled(&args, 1, &i), ["f", "(", "b", ",", "c", ")"]);
        assert!(args.get(2).is_empty());
        assert_eq!(spelled(&args, 3, &i), ["d"]);
        assert_eq!(stack.input_read(), input.len() - 1);
    }

    #[test]
    fn variable_arguments_join_with_the_comma_given() {
        let mut i = Interner::new();
        let input = toks("x, a , b,c)", &mut i);
        let mut stack = Pending::of_input(&input, Vec::new());
        let mut args = Args::default();
        args.collect(&mut stack).expect("closed");
        let comma = PTok::plain(Token {
            kind: TokenKind::Comma,
            span: Span::new(FileId(0), 99, 99),
            text: i.intern(","),
            at_line_start: false,
            space_before: false,
        });
        args.join_from(1, comma);
        assert_eq!(args.len(), 2);
        assert_eq!(spelled(&args, 1, &i), ["a", ",", "b", ",", "c"]);
        assert!(args
            .get(1)
            .iter()
            .filter(|t| t.tok.kind == TokenKind::Comma)
            .all(|t| t.tok.span.start == 99));
        args.push_empty();
        assert!(args.get(2).is_empty());
    }

    #[test]
    fn each_argument_is_pre_expanded_once() {
        let mut i = Interner::new();
        let input = toks("a, b)", &mut i);
        let mut stack = Pending::of_input(&input, Vec::new());
        let mut args = Args::default();
        args.collect(&mut stack).expect("closed");
        let mut calls = 0;
        for k in [1, 0, 1] {
            let got = args.expand_with(k, |toks, mut out| {
                calls += 1;
                out.extend_from_slice(toks);
                out
            });
            assert_eq!(got.len(), 1);
        }
        assert_eq!(calls, 2);
        assert_eq!(i.get(args.expanded(1).expect("expanded")[0].tok.text), "b");
    }
}
