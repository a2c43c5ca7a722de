//! Partial specializations of class templates: `template <typename T> struct S<T*> { ... };`
//! and `template <int N> struct V<float, N> { ... };`.
//!
//! A partial specialization is kept as its parameters, its argument pattern (parsed with
//! the parameters as placeholders) and the position of its `struct` keyword. Sema checks
//! it (`record_partial_specialization`) and chooses among the partial specializations
//! when an instance is made (`sema::templates::specializations`).

use crate::sema::templates::arguments::complete_class_args;
use crate::sema::templates::TemplateParamKind;
use crate::source::Span;
use crate::symbol::Sym;
use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// `template <params> struct Name<pattern> { ... };` after `Name` (class template `t`).
    pub(in crate::parser) fn partial_specialization(
        &mut self,
        t: crate::sema::templates::ClassTemplateId,
        params: Vec<(Sym, TemplateParamKind)>,
        span: Span,
        kw_pos: usize,
    ) -> PResult<()> {
        let saved = self.bind_pattern_params(&params);
        let at = self.pos;
        // Read as a pattern: names only substitution can resolve become opaque types
        // and mark the specialization as one to check by substitution.
        let in_pattern = std::mem::replace(&mut self.in_template_pattern, true);
        let opaque = std::mem::take(&mut self.pattern_opaque);
        let args = self.template_arguments();
        let pattern = args.and_then(|a| complete_class_args(self, t, a, span).ok_or(Recover));
        self.in_template_pattern = in_pattern;
        let substitute_at = std::mem::replace(&mut self.pattern_opaque, opaque).then_some(at);
        self.unbind_pattern_params(saved);
        let pattern = pattern?;
        self.skip_specialization_base_clause();
        // A declaration only (`template <class T> struct S<T*>;`).
        if self.eat(K::Semi) {
            return Ok(());
        }
        if self.peek() != K::LBrace {
            self.error_here("expected a \"{\"");
            return Err(Recover);
        }
        self.skip_braces();
        self.expect(K::Semi, ";")?;
        self.sema
            .record_partial_specialization(t, params, pattern, kw_pos, substitute_at, span);
        Ok(())
    }

    /// Skips a specialization's base clause (`: public false_type`): it is parsed with
    /// the definition, in each instance.
    pub(in crate::parser) fn skip_specialization_base_clause(&mut self) {
        // `final` too: read per instance, when the definition is parsed again.
        self.eat_final();
        if self.peek() == K::Colon {
            while !matches!(self.peek(), K::LBrace | K::Semi | K::Eof) {
                self.bump();
            }
        }
    }
}
