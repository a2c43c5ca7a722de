//! Namespaces and qualified names: `namespace a { ... }` (reopenable, nested, anonymous,
//! inline, C++17 `namespace a::b`), `using namespace a;`, `using a::f;`, and lookups through
//! nested-name-specifiers (`a::b::f`, `::g`) in expressions and types.

use crate::sema::classify_name::NameKind;
use crate::sema::lookup::NsId;
use crate::sema::namespace_definitions::NamespaceEntry;
use crate::sema::nested_name_specifiers::{act_on_qualifier_name, QualifierStep};
use crate::symbol::Sym;
use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// `namespace [a[::b]] { declarations }` after checking the current token is `namespace`;
    /// `inline` (the span of that keyword, already read) makes the namespace an inline one,
    /// whose members its enclosing namespace's lookups find (C++ [namespace.def]/7).
    pub(in crate::parser) fn namespace_definition(&mut self, inline: Option<crate::source::Span>) -> PResult<()> {
        self.bump();
        // `namespace __attribute__((abi_tag("v1"))) lib`: attributes of a namespace
        // change nothing ptxc emits (nvcc leaves a namespace's ABI tags out of names).
        while self.skip_attributes() {}
        let mut names: Vec<(Sym, String, crate::source::Span)> = Vec::new();
        while self.peek() == K::Ident {
            let t = self.bump();
            names.push((t.text, self.text(t).to_string(), t.span));
            if !self.eat(K::ColonColon) {
                break;
            }
        }
        // GNU also puts them after the name: libstdc++'s `inline namespace __cxx11
        // __attribute__((__abi_tag__ ("cxx11"))) { ... }`.
        while !names.is_empty() && self.skip_attributes() {}
        if self.peek() == K::Assign {
            return self.namespace_alias(&names);
        }
        if self.peek() != K::LBrace {
            self.error_here("expected a \"{\"");
            return Err(Recover);
        }
        let brace = self.span();
        let entered = match self.sema.act_on_namespace_definition(&names, inline, brace) {
            NamespaceEntry::Entered(entered) => entered,
            NamespaceEntry::NotHere => return Err(Recover),
            NamespaceEntry::Failed => {
                self.skip_braces();
                return Err(Recover);
            }
        };
        self.bump();
        let mut result = Ok(());
        while !matches!(self.peek(), K::RBrace | K::Eof) {
            if self.errors_saturated() {
                break;
            }
            let start = self.pos;
            self.top_level_declaration();
            if self.pos == start {
                self.bump();
            }
        }
        if let Err(e) = self.expect(K::RBrace, "}") {
            result = Err(e);
        }
        self.sema.leave_namespaces(entered);
        result
    }

    /// `using namespace a::b;` or `using a::f;` (the current token is `using`, and it is
    /// not an alias declaration).
    pub(in crate::parser) fn using_directive_or_declaration(&mut self) -> PResult<()> {
        self.bump();
        if self.eat(K::KwNamespace) {
            let ns = self.nested_name_specifier(true)?;
            self.expect(K::Semi, ";")?;
            if let Some(ns) = ns {
                self.sema.add_using_directive(ns);
            }
            return Ok(());
        }
        let Some(ns) = self.nested_name_specifier(false)? else {
            self.error_here("expected a qualified name");
            return Err(Recover);
        };
        let name = self.expect(K::Ident, "identifier")?;
        self.expect(K::Semi, ";")?;
        self.sema.act_on_using_declaration(ns, name.text, name.span);
        Ok(())
    }

    /// The rest of `namespace ab = a::b;` after the alias name: `ab` then denotes the
    /// namespace `a::b` in the current scope (a block or a namespace).
    pub(in crate::parser) fn namespace_alias(&mut self, names: &[(Sym, String, crate::source::Span)]) -> PResult<()> {
        let [(alias, _, span)] = names else {
            self.error_here("expected a \"{\"");
            return Err(Recover);
        };
        self.bump();
        let mut ns = if self.eat(K::ColonColon) {
            Some(NsId::GLOBAL)
        } else {
            None
        };
        let target = loop {
            let t = self.expect(K::Ident, "identifier")?;
            let NameKind::Namespace(id) = self.classify_in(ns, t.text) else {
                self.error_at(t.span, "name must be a namespace name");
                return Err(Recover);
            };
            if !self.eat(K::ColonColon) {
                break id;
            }
            ns = Some(id);
        };
        self.expect(K::Semi, ";")?;
        self.sema.act_on_namespace_alias(*alias, *span, target);
        Ok(())
    }

    /// A nested-name-specifier (`::`, `a::`, `a::b::`), consumed. With `whole`, the final
    /// name is itself a namespace (`using namespace a::b`) and is consumed too. Returns the
    /// namespace named, or `None` when there is no qualifier.
    pub(in crate::parser) fn nested_name_specifier(&mut self, whole: bool) -> PResult<Option<NsId>> {
        let mut ns: Option<NsId> = None;
        if self.eat(K::ColonColon) {
            ns = Some(NsId::GLOBAL);
        }
        loop {
            let t = self.tok();
            // `Box<T>::`: an instance of a class template names its class scope.
            if ns.is_none() && self.class_template_qualifier_at(0).is_some() {
                let Some((ct, _)) = self.class_template_qualifier_at(0) else {
                    break;
                };
                self.bump();
                let ty = self.class_template_use(ct, t.span)?;
                self.expect(K::ColonColon, "::")?;
                let scope = self.sema.qualifying_class_scope(ty, t.span).ok_or(Recover)?;
                ns = Some(scope);
                continue;
            }
            let qualifies = t.kind == K::Ident && (self.peek_at(1) == K::ColonColon || whole);
            if !qualifies {
                break;
            }
            let before_colons = self.peek_at(1) == K::ColonColon;
            match act_on_qualifier_name(self, ns, (t.text, t.span), before_colons) {
                Some(QualifierStep::Namespace(id)) => {
                    ns = Some(id);
                    self.bump();
                    if !self.eat(K::ColonColon) {
                        break;
                    }
                }
                Some(QualifierStep::Class(scope)) => {
                    ns = Some(scope);
                    self.bump();
                    self.bump();
                }
                None => return Err(Recover),
            }
        }
        Ok(ns)
    }

    /// Without consuming anything: if tokens at offset `n` spell a qualified class template
    /// name followed by `<` (`a::Vec<`), the template and the number of tokens of the name.
    pub(in crate::parser) fn qualified_class_template_at(
        &self,
        n: usize,
    ) -> Option<(crate::sema::templates::ClassTemplateId, usize)> {
        self.qualified_class_template_before(n, |p, k| p.peek_at(k) == K::Lt)
    }

    /// Without consuming anything: if tokens at offset `n` spell the name of a class
    /// template or an alias template, plain or qualified, followed by `<` (`Vec<`,
    /// `a::Vec<`, `vec_t<`), the number of tokens of the name.
    pub(in crate::parser) fn template_type_name_at(&self, n: usize) -> Option<usize> {
        let plain = self.peek_at(n) == K::Ident
            && self.peek_at(n + 1) == K::Lt
            && matches!(self.classify(self.tok_at(n).text), NameKind::ClassTemplate(_));
        match plain {
            true => Some(1),
            false => self
                .qualified_class_template_at(n)
                .map(|(_, len)| len)
                .or_else(|| self.alias_template_named_at(n).map(|(_, len)| len)),
        }
    }

    /// Like [`Self::qualified_class_template_at`] for a name whose arguments are to be
    /// deduced (CTAD): followed by `(` or `{` (`a::Box(1)`), or by a declarator name and
    /// an initializer (`a::Box b(1)`, `a::Box b = x`).
    pub(in crate::parser) fn qualified_deduced_class_template_at(
        &self,
        n: usize,
    ) -> Option<(crate::sema::templates::ClassTemplateId, usize)> {
        self.qualified_class_template_before(n, |p, k| {
            matches!(
                (p.peek_at(k), p.peek_at(k + 1)),
                (K::LParen | K::LBrace, _) | (K::Ident, K::LParen | K::LBrace | K::Assign)
            )
        })
    }

    /// A qualified class template name at offset `n` whose next token (at the offset
    /// given to `next`) is accepted by `next`.
    fn qualified_class_template_before(
        &self,
        n: usize,
        next: impl Fn(&Self, usize) -> bool,
    ) -> Option<(crate::sema::templates::ClassTemplateId, usize)> {
        let mut k = n;
        let mut ns: Option<NsId> = None;
        if self.peek_at(k) == K::ColonColon {
            ns = Some(NsId::GLOBAL);
            k += 1;
        }
        loop {
            let t = self.tok_at(k);
            if t.kind != K::Ident {
                return None;
            }
            // Only a qualifier (before `::`) or, once qualified, the template can follow:
            // the shape is checked before the name is looked up.
            if self.peek_at(k + 1) != K::ColonColon && (ns.is_none() || !next(self, k + 1)) {
                return None;
            }
            match self.classify_name_at(ns, k) {
                NameKind::Namespace(id) if self.peek_at(k + 1) == K::ColonColon => {
                    ns = Some(id);
                    k += 2;
                }
                // `L::mapping<E>`: a member class template of a class.
                NameKind::Class(ty) | NameKind::Type(ty) if self.peek_at(k + 1) == K::ColonColon => {
                    ns = Some(self.sema.class_scope(ty)?);
                    k += 2;
                }
                NameKind::ClassTemplate(ct) if ns.is_some() && next(self, k + 1) => {
                    return Some((ct, k + 1 - n));
                }
                _ => return None,
            }
        }
    }

    /// Without consuming anything: if tokens at offset `n` spell a qualified type name
    /// (`a::b::T`, `::T`), its type and the number of tokens it spans.
    pub(in crate::parser) fn qualified_type_at(&self, n: usize) -> Option<(crate::types::TypeId, usize)> {
        let mut k = n;
        let mut ns: Option<NsId> = None;
        if self.peek_at(k) == K::ColonColon {
            ns = Some(NsId::GLOBAL);
            k += 1;
        }
        loop {
            let t = self.tok_at(k);
            if t.kind != K::Ident {
                return None;
            }
            // An unqualified name not before `::` is no qualified type: not looked up.
            if ns.is_none() && self.peek_at(k + 1) != K::ColonColon {
                return None;
            }
            let entity = self.classify_name_at(ns, k);
            let class = match entity {
                NameKind::Class(ty) | NameKind::Type(ty) if self.peek_at(k + 1) == K::ColonColon => {
                    self.sema.class_scope(ty)
                }
                _ => None,
            };
            if let Some(c) = class {
                ns = Some(c);
                k += 2;
                continue;
            }
            match entity {
                NameKind::Namespace(id) if self.peek_at(k + 1) == K::ColonColon => {
                    ns = Some(id);
                    k += 2;
                }
                NameKind::Class(ty) | NameKind::Type(ty) | NameKind::Enum(ty)
                    if ns.is_some() && self.peek_at(k + 1) != K::ColonColon =>
                {
                    return Some((ty, k + 1 - n));
                }
                _ => return None,
            }
        }
    }
}
