//! Pack expansions ([temp.variadic]): a pattern followed by `...` in a call's
//! arguments, a template argument list, a brace list or a parameter list, `sizeof...`,
//! and fold expressions (`(args + ...)`, `(0 + ... + args)`).
//!
//! In an instance, a parameter pack's name is bound to [`Entity::Pack`] (its elements'
//! types, constants or parameters). An expansion is parsed by replaying the pattern's
//! tokens once per element, each time with every pack the pattern names bound to that
//! element, as the rest of the template machinery replays stored tokens; the end of the
//! pattern reads as the end of input while it is parsed (`Parser::token_limit`). In a
//! signature pattern (parameters bound to placeholders) nothing is expanded: the
//! expansion is recorded instead (`TypeKind::PackExpansion`, `TemplateArg::Expansion`).

use crate::il::Expr;
use crate::sema::lookup::Entity;
use crate::sema::templates::pack_expansions::{Expansion, FoldOperator, NamedPacks};
use crate::source::Span;
use crate::symbol::Sym;
use crate::template_replays::{self, Replay};
use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// If the list element starting here (a call argument, template argument, brace
    /// list element or parameter) contains a `...` at its outer level that is not the
    /// whole element, the index of that `...` and of the token ending the element;
    /// `closers` end the list. Template argument lists (`forward<Ts>(ts)...`) are
    /// skipped as a whole.
    pub(in crate::parser) fn element_ellipsis(&self, closers: &[K]) -> Option<(usize, usize)> {
        let mut depth = 0i32;
        let mut i = self.pos;
        let mut found = None;
        // In a template argument list, nested argument lists are brackets too.
        let angles = closers.contains(&K::Gt);
        loop {
            let k = self.toks.get(i).map_or(K::Eof, |t| t.kind);
            match k {
                K::Eof | K::Semi => return None,
                // A base clause ends at the class body's `{`.
                K::LBrace if depth == 0 && closers.contains(&k) => break,
                K::LParen | K::LBracket | K::LBrace => depth += 1,
                K::Lt if angles => depth += 1,
                K::Gt if angles && depth > 0 => depth -= 1,
                K::Shr if angles && depth > 1 => depth -= 2,
                K::Shr if angles && depth == 1 => {
                    // `>>` closing a nested list and this one.
                    i += 1;
                    break;
                }
                K::RParen | K::RBracket | K::RBrace if depth > 0 => depth -= 1,
                K::Comma if depth == 0 => break,
                _ if depth == 0 && closers.contains(&k) => break,
                K::Ellipsis if depth == 0 && i > self.pos && self.toks[i - 1].kind != K::KwSizeof => found = Some(i),
                K::Ident if self.toks.get(i + 1).map(|t| t.kind) == Some(K::Lt) => {
                    // A qualified name followed by `<` (`ns::index_sequence<I...>`,
                    // `T::template rebind<U>`) is a template-id too.
                    let qualified = i > 0 && matches!(self.toks[i - 1].kind, K::ColonColon | K::KwTemplate);
                    let template = qualified
                        || matches!(
                            self.sema.lookup(self.toks[i].text),
                            Some(
                                Entity::ClassTemplate(_)
                                    | Entity::FuncTemplate(_)
                                    | Entity::AliasTemplate(_)
                                    | Entity::VarTemplate(_)
                            )
                        )
                        // The injected class name of a class template (`tuple<Us...>&`
                        // inside `tuple`).
                        || self.class_template_named_at(i - self.pos).is_some();
                    if let Some((close, closes_outer)) = self.template_args_close(i + 1, template) {
                        i = close;
                        // `a<b<Ts>> && ...`: the `>>` closes this list too.
                        if closes_outer && angles {
                            if depth == 0 {
                                i += 1;
                                break;
                            }
                            depth -= 1;
                        }
                    }
                }
                _ => {}
            }
            i += 1;
        }
        found.map(|e| (e, i))
    }

    /// Whether the token at `lt` (a `<` after a name) opens a template argument list:
    /// the index of its closing `>` when the name is a `template` or the `>` is
    /// followed by `(`, `::` or `{`, and whether that token is a `>>` closing the
    /// enclosing list as well.
    fn template_args_close(&self, lt: usize, template: bool) -> Option<(usize, bool)> {
        let mut angle = 0i32;
        let mut paren = 0i32;
        for i in lt..self.toks.len() {
            match self.toks[i].kind {
                K::Lt if paren == 0 => angle += 1,
                K::Gt if paren == 0 => angle -= 1,
                K::Shr if paren == 0 => angle -= 2,
                K::LParen | K::LBracket => paren += 1,
                K::RParen | K::RBracket if paren > 0 => paren -= 1,
                K::RParen | K::RBracket | K::Semi | K::LBrace | K::RBrace | K::Eof => return None,
                _ => {}
            }
            if angle <= 0 {
                let next = self.toks.get(i + 1).map_or(K::Eof, |t| t.kind);
                return (template || matches!(next, K::LParen | K::ColonColon | K::LBrace)).then_some((i, angle < 0));
            }
        }
        None
    }

    /// The packs named in tokens `start..end` (a `sizeof...(pack)` inside does not
    /// count, nor a member name, nor a name only in the pattern of an expansion nested
    /// in these tokens, which that expansion expands), with their elements.
    fn packs_in(&self, start: usize, end: usize) -> NamedPacks {
        let nested = self.nested_expansions(start, end);
        let mut names: Vec<Sym> = Vec::new();
        for i in start..end {
            let t = self.toks[i];
            if t.kind != K::Ident || names.contains(&t.text) || nested.iter().any(|r| r.contains(&i)) {
                continue;
            }
            let after_sizeof = i >= 3
                && self.toks[i - 1].kind == K::LParen
                && self.toks[i - 2].kind == K::Ellipsis
                && self.toks[i - 3].kind == K::KwSizeof;
            if after_sizeof || (i > start && matches!(self.toks[i - 1].kind, K::Dot | K::Arrow)) {
                continue;
            }
            names.push(t.text);
        }
        self.sema.packs_named(&names)
    }

    /// The token ranges of the patterns of the pack expansions and folds inside tokens
    /// `start..end` (`f(ic<Is>{}, as...)`, `(xs + ...)`): a list element's pattern runs
    /// back from its `...` to the `,` or bracket opening the element, a fold's is its
    /// pack operand. `sizeof...` is no expansion.
    fn nested_expansions(&self, start: usize, end: usize) -> Vec<std::ops::Range<usize>> {
        let mut ranges = Vec::new();
        for e in start + 1..end {
            if self.toks[e].kind != K::Ellipsis || self.toks[e - 1].kind == K::KwSizeof {
                continue;
            }
            let before = self.toks[e - 1].kind;
            // A list element's pattern ends in an operand; `>` closes template arguments.
            let fold = before == K::LParen
                || (!matches!(before, K::Gt | K::Shr) && crate::parser::expressions::fold_operator(before));
            if !fold {
                ranges.push(self.list_element_start(start, e)..e + 1);
                continue;
            }
            let open = self.enclosing_open_paren(start, e);
            let close = self.matching_closer(e + 1).min(end);
            // A binary fold's initial value is outside its pattern (`(ys + ... + x)`).
            let left = open + 1..e - 1;
            let right = e + 2..close;
            let range = match (before == K::LParen, self.toks[e + 1].kind == K::RParen) {
                (true, _) => e..close + 1,
                (_, true) => open..e + 1,
                _ if self.names_pack(left.start, left.end) => open..e + 1,
                _ if self.names_pack(right.start, right.end) => e..close + 1,
                _ => open..close + 1,
            };
            ranges.push(range);
        }
        ranges
    }

    /// The index of the unmatched `(` before `at` (not before `start`).
    fn enclosing_open_paren(&self, start: usize, at: usize) -> usize {
        let mut depth = 0i32;
        for i in (start..at).rev() {
            match self.toks[i].kind {
                K::RParen | K::RBracket | K::RBrace => depth += 1,
                K::LParen if depth == 0 => return i,
                K::LParen | K::LBracket | K::LBrace => depth -= 1,
                _ => {}
            }
        }
        start
    }

    /// The first token of the list element (call argument, template argument, brace list
    /// element) ending just before `at`, not before `start`: after the `,` or bracket
    /// that opens it. Angle brackets count only outside parentheses.
    fn list_element_start(&self, start: usize, at: usize) -> usize {
        let (mut depth, mut angles) = (0i32, 0i32);
        for i in (start..at).rev() {
            match self.toks[i].kind {
                K::RParen | K::RBracket | K::RBrace => depth += 1,
                K::LParen | K::LBracket | K::LBrace if depth == 0 => return i + 1,
                K::LParen | K::LBracket | K::LBrace => depth -= 1,
                K::Gt if depth == 0 => angles += 1,
                K::Shr if depth == 0 => angles += 2,
                K::Lt if depth == 0 && angles == 0 => return i + 1,
                K::Lt if depth == 0 => angles -= 1,
                K::Comma if depth == 0 && angles == 0 => return i + 1,
                _ => {}
            }
        }
        start
    }

    /// Whether tokens `start..end` name a parameter pack.
    pub(in crate::parser) fn names_pack(&self, start: usize, end: usize) -> bool {
        !self.packs_in(start, end).is_empty()
    }

    /// Whether tokens `start..end` name a pack of a pattern being read (whose expansion
    /// is recorded rather than expanded).
    pub(in crate::parser) fn names_pattern_pack(&self, start: usize, end: usize) -> bool {
        (start..end).any(|i| {
            let t = self.toks[i];
            t.kind == K::Ident && matches!(self.sema.lookup(t.text), Some(Entity::PatternPack(_)))
        })
    }

    /// Expands the pattern in tokens `self.pos..end` whose `...` is at `ellipsis`: parses
    /// it with `element` once per element of the packs it names (all of the same
    /// length), each time with those packs bound to that element, and leaves the
    /// position at `end`. The packs are looked for before `ellipsis` (a parameter's name
    /// follows it). A pattern naming a placeholder pack (see
    /// [`Parser::names_pattern_pack`]) is parsed once; the caller records the expansion.
    pub(in crate::parser) fn expand_pack<T>(
        &mut self,
        ellipsis: usize,
        end: usize,
        mut element: impl FnMut(&mut Self, usize) -> PResult<T>,
    ) -> PResult<Vec<T>> {
        let start = self.pos;
        let site = self.toks[ellipsis].span;
        let packs = self.packs_in(start, ellipsis);
        let n = self
            .sema
            .pack_expansion_length(&packs, Expansion::List, site)
            .ok_or(Recover)?;
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            self.pos = start;
            out.push(self.with_pack_element(&packs, i, end, |p| element(p, i))?);
        }
        self.pos = end;
        Ok(out)
    }

    /// Runs `parse` from the current position with `packs` bound to their `i`-th
    /// elements and the tokens from `end` on hidden; it must parse up to `end`.
    fn with_pack_element<T>(
        &mut self,
        packs: &NamedPacks,
        i: usize,
        end: usize,
        parse: impl FnOnce(&mut Self) -> PResult<T>,
    ) -> PResult<T> {
        template_replays::note(Replay::PackElement);
        self.sema.enter_pack_element(packs, i);
        let outer = self.expanding_packs.len();
        for (name, elems) in packs {
            self.expanding_packs.push((*name, elems.len()));
        }
        let limit = std::mem::replace(&mut self.token_limit, end);
        let r = parse(self);
        let complete = self.pos >= end;
        if r.is_ok() && !complete {
            self.error_here("unexpected token in a pack expansion");
        }
        self.token_limit = limit;
        self.expanding_packs.truncate(outer);
        self.sema.leave_block_scope();
        match r {
            Ok(v) if complete => Ok(v),
            _ => Err(Recover),
        }
    }

    /// `sizeof...(pack)` after `sizeof` (at `kw`): the number of elements.
    pub(in crate::parser) fn sizeof_pack(&mut self, kw: Span) -> PResult<&'a Expr<'a>> {
        self.expect(K::Ellipsis, "...")?;
        self.expect(K::LParen, "(")?;
        let name = self.expect(K::Ident, "identifier")?;
        let close = self.expect(K::RParen, ")")?.span;
        let span = kw.to(close);
        let expanding = self.expanding_packs.iter().rev().find(|(n, _)| *n == name.text);
        let expanding = expanding.map(|&(_, len)| len);
        self.sema
            .sizeof_pack(name.text, expanding, name.span, span)
            .ok_or(Recover)
    }

    /// At `(` opening a fold expression (`(pack op ...)`, `(... op pack)`,
    /// `(init op ... op pack)`, `(pack op ... op init)`): the `...` inside, if the
    /// parenthesis holds one at its outer level next to an operator.
    pub(in crate::parser) fn fold_ellipsis(&self) -> Option<usize> {
        let mut depth = 0i32;
        for i in self.pos + 1..self.toks.len() {
            match self.toks[i].kind {
                K::LParen | K::LBracket | K::LBrace => depth += 1,
                K::RParen if depth == 0 => return None,
                K::RParen | K::RBracket | K::RBrace => depth -= 1,
                K::Semi | K::Eof => return None,
                K::Ellipsis if depth == 0 => {
                    let before = self.toks[i - 1].kind;
                    let after = self.toks[i + 1].kind;
                    let op_before = i > self.pos + 1 && crate::parser::expressions::fold_operator(before);
                    let op_after = crate::parser::expressions::fold_operator(after);
                    return (op_before || op_after).then_some(i);
                }
                _ => {}
            }
        }
        None
    }

    /// A fold expression at `(` with its `...` at `ellipsis`. After an error in it, an
    /// error expression (the parentheses are skipped).
    pub(in crate::parser) fn fold_expression(&mut self, ellipsis: usize) -> PResult<&'a Expr<'a>> {
        let open_pos = self.pos;
        let close_pos = self.matching_closer(open_pos + 1);
        match self.fold(ellipsis) {
            Ok(e) => Ok(e),
            Err(Recover) => {
                self.pos = close_pos + 1;
                let span = self.toks[open_pos].span.to(self.toks[close_pos].span);
                Ok(self.error_expr(span))
            }
        }
    }

    /// [`Parser::fold_expression`] without the recovery.
    fn fold(&mut self, ellipsis: usize) -> PResult<&'a Expr<'a>> {
        let open = self.bump().span;
        let site = self.toks[ellipsis].span;
        let close_pos = self.matching_closer(self.pos);
        let before = self.toks[ellipsis - 1].kind;
        let after = self.toks[ellipsis + 1].kind;
        let left_unary = ellipsis == self.pos;
        let right_unary = ellipsis + 1 == close_pos;
        // The operator, and the token ranges of the pack operand and of the initial value.
        let (op, pack, init, left) = if left_unary {
            (after, (ellipsis + 2, close_pos), None, true)
        } else if right_unary {
            (before, (self.pos, ellipsis - 1), None, false)
        } else {
            if before != after {
                self.error_at(site, "the operators of a binary fold expression must be the same");
                return Err(Recover);
            }
            let lhs = (self.pos, ellipsis - 1);
            let rhs = (ellipsis + 2, close_pos);
            if self.names_pack(lhs.0, lhs.1) {
                (before, lhs, Some(rhs), false)
            } else {
                (before, rhs, Some(lhs), true)
            }
        };
        let packs = self.packs_in(pack.0, pack.1);
        let n = self
            .sema
            .pack_expansion_length(&packs, Expansion::Fold, site)
            .ok_or(Recover)?;
        let mut operands = Vec::with_capacity(n + 1);
        for i in 0..n {
            self.pos = pack.0;
            operands.push(self.with_pack_element(&packs, i, pack.1, |p| p.nested(|p| p.cast_expr()))?);
        }
        if let Some((s, e)) = init {
            self.pos = s;
            let v = self.with_pack_element(&Vec::new(), 0, e, |p| p.nested(|p| p.cast_expr()))?;
            if left {
                operands.insert(0, v);
            } else {
                operands.push(v);
            }
        }
        self.pos = close_pos;
        let close = self.expect(K::RParen, ")")?.span;
        let span = open.to(close);
        let Some(mut acc) = (if left { operands.first() } else { operands.last() }).copied() else {
            return self.empty_fold(op, site, span);
        };
        let rest = operands.len() - 1;
        for k in 0..rest {
            acc = if left {
                self.combine_fold(op, acc, operands[k + 1], span)
            } else {
                self.combine_fold(op, operands[rest - 1 - k], acc, span)
            };
        }
        let mut e = *acc;
        e.span = span;
        Ok(self.arena.alloc(e))
    }

    /// The value of a fold over an empty pack: `true` for `&&`, `false` for `||`,
    /// `void()` for `,`; an error for the other operators.
    fn empty_fold(&mut self, op: K, site: Span, span: Span) -> PResult<&'a Expr<'a>> {
        let op = match op {
            K::AmpAmp => FoldOperator::And,
            K::PipePipe => FoldOperator::Or,
            K::Comma => FoldOperator::Comma,
            _ => FoldOperator::Other,
        };
        self.sema.empty_fold(op, site, span).ok_or(Recover)
    }

    /// The index of the closer matching the `(`, `[` or `{` just before `from`.
    pub(in crate::parser) fn matching_closer(&self, from: usize) -> usize {
        let mut depth = 0i32;
        for i in from..self.toks.len() {
            match self.toks[i].kind {
                K::LParen | K::LBracket | K::LBrace => depth += 1,
                K::RParen | K::RBracket | K::RBrace => {
                    if depth == 0 {
                        return i;
                    }
                    depth -= 1;
                }
                K::Eof => return i,
                _ => {}
            }
        }
        self.toks.len() - 1
    }

    /// In a function body: binds the names of the parameter list's function parameter
    /// packs to their parameters (declared as `ts#0`, `ts#1`, ...).
    pub(in crate::parser) fn declare_parameter_packs(&mut self) {
        for (pack, names) in std::mem::take(&mut self.param_packs) {
            self.sema.declare_parameter_pack(pack, &names);
        }
    }
}
