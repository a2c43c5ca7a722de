//! Member function templates defined outside their class:
//! `template <class U> __device__ int S::f(U u) { ... }`, and for a class template
//! `template <class T> template <class U> __device__ T X<T>::f(U u) { ... }`.
//!
//! The class declared the template (`member_templates.rs`) without a body. The
//! definition outside is recorded as the template's declaration to replay: an instance is
//! then parsed from it, as a member function of its class, exactly as one declared with
//! its body in the class. Inside a class template, the outer `template <class T>` makes
//! the definition an out-of-class member of the class template (`out_of_class_members.rs`):
//! it is replayed once per instance of the class with `T` bound, where it reaches this
//! module with `X<T>` naming that instance, whose own member template it then defines.

use crate::sema::templates::{FnTemplateId, TemplateParamKind};
use crate::symbol::Sym;
use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// Without consuming anything: when the declaration after `template <...>` defines a
    /// member function template declared in its class (`S::f(`, `X<int>::f(` while an
    /// instance of a class template is replayed), that template.
    pub(in crate::parser) fn out_of_class_member_template_at(&mut self) -> Option<FnTemplateId> {
        if self.peek() == K::KwTemplate {
            return None;
        }
        let open = self.declarator_paren_at()?;
        let (name_at, name) = self.declarator_name_before(open)?;
        if name_at < 2 || self.peek_at(name_at - 1) != K::ColonColon {
            return None;
        }
        let start = self.qualifier_start(name_at - 1)?;
        // At namespace scope a class template's parameters are unbound here: its members
        // are out_of_class_members.rs's (this module sees them again per instance).
        let template_id = (start..open).any(|k| self.peek_at(k) == K::Lt);
        if template_id && self.sema.at_file_scope() {
            return None;
        }
        let back = self.pos;
        self.pos += start;
        let errors = self.error_count();
        let ns = self.nested_name_specifier(false).ok().flatten();
        let consumed = self.pos - back;
        self.pos = back;
        if self.error_count() != errors || consumed != name_at {
            return None;
        }
        let params = self.declarator_param_count(open);
        self.sema.member_template_defined_as(ns?, name, params)
    }

    /// `template <params>` (consumed) then the definition of member template `t` outside
    /// its class: recorded as the declaration its instances are parsed from, then skipped.
    pub(in crate::parser) fn out_of_class_member_template(
        &mut self,
        t: FnTemplateId,
        params: Vec<(Sym, TemplateParamKind)>,
    ) -> PResult<()> {
        let decl_start = self.pos;
        let span = self.span();
        // Instances are parsed from these tokens later, and a deduction reads their
        // signature in a diagnostics trial: a broken declaration must be reported here.
        let checked = self.check_definition_signature(t, &params);
        loop {
            match self.peek() {
                K::Eof => {
                    self.error_here("expected a \"{\"");
                    return Err(Recover);
                }
                K::Semi => {
                    self.error_here("a member template can only be redeclared by its definition");
                    self.bump();
                    return Err(Recover);
                }
                K::LBrace | K::Colon => break,
                K::LParen => self.skip_parens(),
                _ => {
                    self.bump();
                }
            }
        }
        self.skip_function_body();
        self.sema
            .act_on_member_template_definition(t, params, decl_start, span, checked.is_ok());
        Ok(())
    }

    /// Parses the signature of the definition of member template `t` at the current token
    /// as its class declared it (the parameters `params` as placeholders), reporting what
    /// is broken, and comes back: the definition is otherwise only skipped here.
    fn check_definition_signature(&mut self, t: FnTemplateId, params: &[(Sym, TemplateParamKind)]) -> PResult<()> {
        let start = self.pos;
        // A constructor's qualifier is skipped, not entered (Sema enters its class's scope).
        let definition = self.sema.enter_member_template_definition(t);
        let saved = self.bind_pattern_params_across_qualifiers(params);
        let in_pattern = std::mem::replace(&mut self.in_template_pattern, true);
        let opaque = std::mem::take(&mut self.pattern_opaque);
        let r = if definition.is_ctor {
            // `S::S(`: the name before the parameters is the class's.
            let name = self
                .declarator_paren_at()
                .map_or(self.tok().text, |open| self.tok_at(open - 1).text);
            let ctor_name = self.class_ctor_name.replace(name);
            let r = self.ctor_signature().map(drop);
            self.class_ctor_name = ctor_name;
            r
        } else {
            self.function_signature().map(drop)
        };
        self.pattern_opaque = opaque;
        self.in_template_pattern = in_pattern;
        self.unbind_pattern_params(saved);
        self.sema.leave_member_template_definition(definition);
        self.pos = start;
        r
    }

    /// At a declarator whose name is qualified by its class (`S::f(`, `X<T>::f(`, as a
    /// definition outside the class writes it): skips the qualifier.
    pub(in crate::parser) fn skip_member_qualifier(&mut self) {
        let Some(open) = self.declarator_paren_at() else { return };
        let Some((name_at, _)) = self.declarator_name_before(open) else {
            return;
        };
        if name_at >= 2 && self.peek_at(name_at - 1) == K::ColonColon && self.qualifier_start(name_at - 1) == Some(0) {
            self.pos += name_at;
        }
    }

    /// The declarator's name ending before the `(` at offset `open`: its offset and the
    /// name, an identifier or an operator-function-id (`operator=`, `operator()`).
    fn declarator_name_before(&mut self, open: usize) -> Option<(usize, Sym)> {
        if open >= 1 && self.peek_at(open - 1) == K::Ident && self.text(self.tok_at(open - 1)) != "operator" {
            return Some((open - 1, self.tok_at(open - 1).text));
        }
        // `operator` and one or two tokens of the operator.
        for len in [1, 2] {
            let Some(at) = open.checked_sub(len + 1) else { continue };
            let t = self.tok_at(at);
            if t.kind == K::Ident && self.text(t) == "operator" {
                let back = self.pos;
                self.pos += at;
                let named = self.operator_function_id().filter(|_| self.pos == back + open);
                self.pos = back;
                if let Some((name, _)) = named {
                    return Some((at, name));
                }
            }
        }
        None
    }

    /// The offset of the `(` opening the declarator's parameters: the first `(` outside
    /// template argument lists, if the declaration has one before its end.
    pub(in crate::parser) fn declarator_paren_at(&self) -> Option<usize> {
        let mut angles = 0i32;
        let mut k = 0;
        loop {
            if let Some(len) = self.attribute_len_at(k) {
                k += len;
                continue;
            }
            match self.peek_at(k) {
                K::Lt if self.less_than_at(k) => {}
                K::Lt => angles += 1,
                K::Gt => angles -= 1,
                K::Shr => angles -= 2,
                K::LParen if angles <= 0 => return Some(k),
                // `operator=` / `operator()` name the declarator; their tokens are no end.
                K::Ident if self.text(self.tok_at(k)) == "operator" => k += 1,
                K::Semi | K::LBrace | K::RBrace | K::Eof | K::Assign => return None,
                _ => {}
            }
            k += 1;
        }
    }

    /// The offset where the qualifier ending with the `::` at `colons` starts:
    /// `ns::S::`, `X<T>::`, `::S::`.
    fn qualifier_start(&self, colons: usize) -> Option<usize> {
        let mut k = colons;
        loop {
            // The name before `k`'s `::`: an identifier or a template-id.
            let mut name = k.checked_sub(1)?;
            if self.peek_at(name) == K::Gt {
                let mut depth = 0i32;
                loop {
                    match self.peek_at(name) {
                        K::Gt => depth += 1,
                        K::Shr => depth += 2,
                        K::Lt => depth -= 1,
                        _ => {}
                    }
                    if depth == 0 {
                        break;
                    }
                    name = name.checked_sub(1)?;
                }
                name = name.checked_sub(1)?;
            }
            if self.peek_at(name) != K::Ident {
                return None;
            }
            match name.checked_sub(1) {
                Some(before) if self.peek_at(before) == K::ColonColon => k = before,
                _ => return Some(name),
            }
        }
    }

    /// The number of parameters in the parenthesized list opening at offset `open`.
    fn declarator_param_count(&self, open: usize) -> usize {
        let (mut depth, mut count, mut k) = (0i32, 0usize, open + 1);
        let mut any = false;
        loop {
            match self.peek_at(k) {
                K::LParen | K::Lt | K::LBracket | K::LBrace => depth += 1,
                K::Gt | K::RBracket | K::RBrace => depth -= 1,
                K::Shr => depth -= 2,
                K::RParen if depth == 0 => break,
                K::RParen => depth -= 1,
                K::Comma if depth == 0 => count += 1,
                K::Eof => break,
                K::KwVoid if !any && self.peek_at(k + 1) == K::RParen => return 0,
                _ => {}
            }
            any = true;
            k += 1;
        }
        if any {
            count + 1
        } else {
            0
        }
    }
}
