//! Whether a statement starting `X<args>::name` is an expression: `X<T>::f(a);`,
//! `Traits<int>::count += 1;`. Without this the statement parser takes every class
//! template-id at the start of a statement for the type of a declaration, and reports
//! `"f" is not a type name`.
//!
//! Looking ahead must not instantiate anything, so the decision reads the class
//! template's definitions (primary and specializations) as tokens: the statement is an
//! expression when one of them declares `name` as a function or data member (the name
//! followed by `(`, `=`, `;`, `[` or `{`, outside `typedef`/`using` declarations), and
//! none declares it as a type. Anything else, including names only inherited from a
//! base, stays a declaration as before.

use crate::token::TokenKind as K;

use crate::parser::Parser;

/// How a class template's definition declares a member name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
struct MemberKinds {
    non_type: bool,
    ty: bool,
    /// A data member (`static constexpr int value = 4;`): no template, so a `<` after
    /// its name compares.
    data: bool,
}

impl<'a> Parser<'_, 'a> {
    /// Whether the tokens at offset `n` are `X<args>::name` where `name` is a function
    /// or data member of class template `X` (so they start an expression), or a chain
    /// `X<args>::a::b` followed by an operator no type name is followed by
    /// (`(ratio<N, D>::type::den == 1)` is no cast).
    pub(in crate::parser) fn template_non_type_member_at(&self, n: usize) -> bool {
        match self.class_template_qualifier_at(n) {
            Some((ct, _)) => self.names_non_type_member_at(ct, n) || self.operator_after_member_chain(n),
            None => false,
        }
    }

    /// Whether the qualified name `X<args>::a::b...` at offset `n` is followed by a
    /// binary operator that cannot follow a type (`==`, `+`, `?`, `.`, ...), or by `&&`
    /// or `&` and an operand.
    pub(in crate::parser) fn operator_after_member_chain(&self, n: usize) -> bool {
        let Some(len) = self.template_id_qualifier_len(n) else {
            return false;
        };
        let mut k = n + len;
        while self.peek_at(k) == K::Ident && self.peek_at(k + 1) == K::ColonColon {
            k += 2;
        }
        if self.peek_at(k) != K::Ident {
            return false;
        }
        // `&&` and `&` follow a type too (`T&&`), but not before an operand:
        // `(is_primitive<T>::value && (n < 8))` is no cast.
        if matches!(self.peek_at(k + 1), K::AmpAmp | K::Amp)
            && matches!(
                self.peek_at(k + 2),
                K::LParen | K::Bang | K::Tilde | K::Number | K::CharLit | K::KwTrue | K::KwFalse
            )
        {
            return true;
        }
        matches!(
            self.peek_at(k + 1),
            K::EqEq
                | K::Ne
                | K::Le
                | K::Ge
                | K::PipePipe
                | K::Question
                | K::Plus
                | K::Minus
                | K::Slash
                | K::Percent
                | K::Caret
                | K::Pipe
                | K::Dot
                | K::Arrow
        )
    }

    /// Like [`Parser::template_non_type_member_at`] for class template `ct` named at
    /// offset `n` however it was found (`ns::X<T>::value`).
    pub(in crate::parser) fn names_non_type_member_at(
        &self,
        ct: crate::sema::templates::ClassTemplateId,
        n: usize,
    ) -> bool {
        let Some(len) = self.template_id_qualifier_len(n) else {
            return false;
        };
        // `E<T>::S::apply(x)`: the member of a class nested in the template's definitions.
        let mut at = n + len;
        let mut definitions = self.sema.class_template_definitions(ct);
        while self.peek_at(at) == K::Ident && self.peek_at(at + 1) == K::ColonColon {
            let nested = self.tok_at(at).text;
            definitions = definitions
                .into_iter()
                .flat_map(|start| self.nested_class_definitions_in(start, nested))
                .collect();
            at += 2;
        }
        let member = self.tok_at(at);
        if member.kind != K::Ident {
            return false;
        }
        if self.text(member) == "operator" {
            // `Base<T>::operator=(x);`: an operator function, never a type (a conversion
            // function's `X<T>::operator int()` starts its definition, and stays one).
            return crate::parser::declarations::operator_spelling(self.peek_at(at + 1)).is_some()
                || matches!(self.peek_at(at + 1), K::LParen | K::LBracket);
        }
        let mut kinds = MemberKinds::default();
        for start in definitions {
            let k = self.member_kinds_in(start, member.text);
            kinds.non_type |= k.non_type;
            kinds.ty |= k.ty;
            kinds.data |= k.data;
        }
        // `(bits<E>::value < 8)`: a data member before `<` (a member template's name
        // would take arguments there).
        let compared = self.peek_at(at + 1) == K::Lt;
        kinds.non_type && !kinds.ty && (!compared || kinds.data)
    }

    /// Whether the member declaration containing token `at` (in the class body opening
    /// at `open`) starts with a template header (`template <class U> static constexpr
    /// bool v = ...;`: a variable template, which takes arguments).
    fn after_template_header(&self, open: usize, at: usize) -> bool {
        let start = (open + 1..at)
            .rev()
            .find(|&i| matches!(self.toks[i].kind, K::Semi | K::LBrace | K::RBrace | K::Colon))
            .map_or(open + 1, |i| i + 1);
        self.toks.get(start).is_some_and(|t| t.kind == K::KwTemplate)
    }

    /// The `{` opening the body of the class definition whose keyword is at token
    /// `start`; none for a declaration without a body.
    fn class_body_open(&self, start: usize) -> Option<usize> {
        let open = (start..self.toks.len()).find(|&i| matches!(self.toks[i].kind, K::LBrace | K::Semi))?;
        (self.toks[open].kind == K::LBrace).then_some(open)
    }

    /// The tokens directly in the body of the class definition whose keyword is at token
    /// `start` (not inside nested braces, parentheses or brackets, and none of those
    /// brackets themselves); nothing for a declaration without a body.
    fn class_body_tokens(&self, start: usize) -> Vec<usize> {
        let mut tokens = Vec::new();
        let Some(open) = self.class_body_open(start) else {
            return tokens;
        };
        let mut depth = 0usize;
        for i in open..self.toks.len() {
            match self.toks[i].kind {
                K::LBrace | K::LParen | K::LBracket => depth += 1,
                K::RBrace | K::RParen | K::RBracket => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        break;
                    }
                }
                K::Eof => break,
                _ if depth == 1 => tokens.push(i),
                _ => {}
            }
        }
        tokens
    }

    /// The class-key tokens of the definitions of class `name` nested directly in the
    /// body of the class definition at token `start`.
    fn nested_class_definitions_in(&self, start: usize, name: crate::symbol::Sym) -> Vec<usize> {
        self.class_body_tokens(start)
            .into_iter()
            .filter(|&i| {
                matches!(self.toks[i].kind, K::KwStruct | K::KwClass | K::KwUnion)
                    && self
                        .toks
                        .get(i + 1)
                        .is_some_and(|t| t.kind == K::Ident && t.text == name)
                    && self.class_body_open(i).is_some()
            })
            .collect()
    }

    /// How the class definition whose keyword is at token `start` declares `name`
    /// directly in its body (nested braces are not its members).
    fn member_kinds_in(&self, start: usize, name: crate::symbol::Sym) -> MemberKinds {
        let mut kinds = MemberKinds::default();
        let Some(open) = self.class_body_open(start) else {
            return kinds;
        };
        // Inside a `typedef` or `using` declaration (up to its `;`), or after a
        // class-key: what is declared there is a type.
        let mut type_declaration = false;
        for i in self.class_body_tokens(start) {
            let t = self.toks[i];
            match t.kind {
                K::Semi => type_declaration = false,
                K::KwTypedef | K::KwUsing => type_declaration = true,
                K::Ident if t.text == name => {
                    let before = self.toks[i - 1].kind;
                    if matches!(before, K::KwStruct | K::KwClass | K::KwUnion | K::KwEnum) || type_declaration {
                        kinds.ty = true;
                    } else if !matches!(before, K::Tilde | K::ColonColon | K::Dot | K::Arrow)
                        && matches!(
                            self.toks[i + 1].kind,
                            K::LParen | K::Assign | K::Semi | K::LBracket | K::LBrace
                        )
                    {
                        kinds.non_type = true;
                        kinds.data |= self.toks[i + 1].kind != K::LParen && !self.after_template_header(open, i);
                    }
                }
                _ => {}
            }
        }
        kinds
    }
}
