//! Conversion functions declared in a class: `[explicit] operator T() const`. They are
//! member functions named `operator T` (mangled `cv` + the type: `_ZNK1ScviEv`), which
//! [`crate::sema::conversions::user_defined`] calls to convert an object to `T`.

use crate::il::InlineHint;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::classes::members::DeferredBody;
use crate::parser::declarations::{DeclOp, DeclSpec, Declarator};
use crate::parser::{PResult, Parser};

impl<'a> Parser<'_, 'a> {
    /// Whether a conversion function declaration starts here (after specifiers).
    pub(in crate::parser) fn at_conversion_function(&self) -> bool {
        self.conversion_operator_at()
            .is_some_and(|n| self.is_decl_start_at(n + 1))
    }

    /// The token index of `operator` when a conversion function's specifiers lead to
    /// it from the current token.
    pub(in crate::parser) fn conversion_operator_at(&self) -> Option<usize> {
        let mut n = 0;
        loop {
            if let Some(len) = self.explicit_specifier_len_at(n) {
                n += len;
            } else if self.conversion_specifier_at(n) {
                n += 1;
            } else if let Some(len) = self.attribute_len_at(n) {
                n += len;
            } else {
                break;
            }
        }
        let t = self.tok_at(n);
        (t.kind == K::Ident && self.text(t) == "operator").then_some(n)
    }

    /// The number of tokens of a GNU `__attribute__((...))` or a `[[...]]` at token `n`.
    pub(in crate::parser) fn attribute_len_at(&self, n: usize) -> Option<usize> {
        let (open, close, start) = match (self.tok_at(n).kind, self.tok_at(n + 1).kind) {
            (K::LBracket, K::LBracket) => (K::LBracket, K::RBracket, n),
            (K::Ident, K::LParen) if self.text(self.tok_at(n)) == "__attribute__" => (K::LParen, K::RParen, n + 1),
            _ => return None,
        };
        let mut depth = 0usize;
        let mut i = start;
        loop {
            match self.tok_at(i).kind {
                K::Eof => return None,
                k if k == open => depth += 1,
                k if k == close => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i + 1 - n);
                    }
                }
                _ => {}
            }
            i += 1;
        }
    }

    fn conversion_specifier_at(&self, n: usize) -> bool {
        let t = self.tok_at(n);
        matches!(
            t.kind,
            K::KwDevice | K::KwHost | K::KwInline | K::KwForceInline | K::KwNoInline | K::KwConstexpr
        ) || (t.kind == K::Ident && self.text(t) == "explicit")
    }

    /// `[specifiers] operator T() [const] (body | ;)` in `class`.
    pub(in crate::parser) fn conversion_function(
        &mut self,
        class: TypeId,
        deferred: &mut Vec<DeferredBody>,
    ) -> PResult<()> {
        let (spec, d, explicit, _) = self.conversion_declaration()?;
        let sym = d.name.map(|(n, _)| n);
        let ended = self.member_function(class, &spec, &d, true, deferred)?;
        self.sema.act_on_conversion_function(class, sym, explicit);
        if !ended {
            self.expect(K::Semi, ";")?;
        }
        Ok(())
    }

    /// The declaration of a conversion function up to its body: its specifiers, its
    /// declarator (named `operator T`, `T` spelled as ptxc prints types), whether it is
    /// `explicit`, and `T`.
    pub(in crate::parser) fn conversion_declaration(&mut self) -> PResult<(DeclSpec, Declarator, bool, TypeId)> {
        let (mut device, mut host, mut explicit, mut inline) = (false, false, false, InlineHint::None);
        let mut constexpr = false;
        while self.skip_attributes() || self.conversion_specifier_at(0) {
            if !self.conversion_specifier_at(0) {
                continue;
            }
            if self.explicit_specifier_len_at(0).is_some() {
                explicit = self.explicit_specifier()?;
                continue;
            }
            let t = self.bump();
            match t.kind {
                K::KwDevice => device = true,
                K::KwHost => host = true,
                K::KwInline => inline = InlineHint::Inline,
                K::KwForceInline => inline = InlineHint::Force,
                K::KwNoInline => inline = InlineHint::Never,
                K::KwConstexpr => constexpr = true,
                _ => {}
            }
        }
        let kw = self.bump();
        let mut spec = self.decl_specifiers()?;
        spec.device |= device;
        spec.host |= host;
        spec.is_constexpr |= constexpr;
        if inline != InlineHint::None {
            spec.inline = inline;
        }
        let mut ops = Vec::new();
        while self.eat(K::Star) {
            let q = self.pointer_qualifiers();
            ops.push(DeclOp::Pointer(q));
        }
        let target = self.build_type(spec.ty, &ops)?;
        let sym = self.sema.conversion_function_name(target);
        let span = kw.span.to(self.prev_span());
        let (suffixes, cv, _) = self.declarator_suffixes(true)?;
        ops.extend(suffixes.into_iter().rev());
        let d = Declarator {
            name: Some((sym, span)),
            ops,
            qualifier: None,
            const_method: cv.is_const,
            volatile_method: cv.is_volatile,
            ref_qual: cv.ref_qual,
            trailing_ret: None,
            template_args: None,
            noexcept: std::mem::take(&mut self.noexcept_seen),
            noexcept_pending: self.noexcept_pending.take(),
            attributes: std::mem::take(&mut self.post_attributes),
            exec: Default::default(),
        };
        Ok((spec, d, explicit, target))
    }
}
