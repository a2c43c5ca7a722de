//! Class templates: `template <typename T, int N = 4> struct Vec { ... };`, full
//! specializations (`template <> struct Vec<bool, 1> { ... };`) and instances made by use
//! (`Vec<float, 4>`), including inside the signatures of function templates.
//!
//! A definition is skipped when first seen and kept as the position of its `struct`
//! keyword (Sema declares it: `sema::templates::declarations`). Each distinct argument
//! list (after default arguments are filled in) is instantiated by parsing the
//! definition again in the template's namespace with the parameters bound to the
//! arguments; the instance is an ordinary record whose name and template arguments give
//! its mangled name (`3VecIfLi4EE`), and its member functions are ordinary member
//! functions (`_ZNK3VecIfLi4EE3sumEv`). A use whose arguments mention template
//! parameters of an enclosing function template (`Vec<T, 4>*` in a signature) is a
//! dependent placeholder record: it is only mangled (`3VecIT_Li4EE`) and matched during
//! deduction, never instantiated. Which definition an instance uses and when it is made
//! is Sema's (`sema::templates::instantiation`); this file parses the declarations.

use crate::sema::classify_name::NameKind;
use crate::sema::lookup::NsId;
use crate::sema::templates::specializations::act_on_class_template_specialization;
use crate::sema::templates::variable_templates::class_template_id;
use crate::sema::templates::written_templates::ClassTemplateDecl;
use crate::sema::templates::TemplateParamKind;
use crate::source::Span;
use crate::symbol::Sym;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// `template <params> struct Name ...;` (the parameters already parsed, at
    /// `struct`), or a full specialization `template <> struct Name<args> { ... };`.
    pub(in crate::parser) fn class_template_declaration(
        &mut self,
        params: Vec<(Sym, TemplateParamKind)>,
        defaults: Vec<Option<(usize, usize)>>,
    ) -> PResult<()> {
        // At namespace scope, or in a class body: a member class template, declared in
        // the class's scope (each instance of an enclosing class template has its own).
        if !self.sema.at_file_scope() {
            self.error_here("a template declaration is not allowed here");
            return Err(Recover);
        }
        let kw_pos = self.pos;
        self.bump();
        self.skip_attribute_syntax();
        // `template <> struct ns::Name<char>`: a specialization of a template of an
        // enclosing namespace, named by a qualified name.
        let qualifier = match self.peek_at(1) == K::ColonColon || self.peek() == K::ColonColon {
            true => self.nested_name_specifier(false)?,
            false => None,
        };
        let name = self.expect(K::Ident, "identifier")?;
        if self.peek() == K::Lt {
            return self.class_template_specialization(params, qualifier, name.text, name.span, kw_pos);
        }
        if qualifier.is_some() {
            self.error_at(
                name.span,
                "a qualified name is not allowed in a class template's declaration",
            );
            return Err(Recover);
        }
        // `final` is read per instance, when the definition is parsed again.
        self.eat_final();
        if self.peek() == K::Colon {
            // Parsed per instance, with the template's arguments.
            self.skip_base_clause();
        }
        let defined = self.peek() == K::LBrace;
        if defined {
            self.skip_braces();
        }
        self.expect(K::Semi, ";")?;
        let tmpl = ClassTemplateDecl {
            name: name.text,
            params,
            defaults,
            decl_start: kw_pos,
            defined,
        };
        self.sema.declare_class_template(tmpl, name.span);
        Ok(())
    }

    /// `template <> struct Name<args> { ... };` after `Name`.
    fn class_template_specialization(
        &mut self,
        params: Vec<(Sym, TemplateParamKind)>,
        qualifier: Option<NsId>,
        name: Sym,
        span: Span,
        kw_pos: usize,
    ) -> PResult<()> {
        let NameKind::ClassTemplate(t) = self.classify_in(qualifier, name) else {
            self.sema.not_a_class_template(name, span);
            return Err(Recover);
        };
        if !params.is_empty() {
            return self.partial_specialization(t, params, span, kw_pos);
        }
        let args = self.template_arguments()?;
        self.skip_specialization_base_clause();
        // `template <> struct Name<char>;` only declares the specialization: the
        // definition that follows is what instances use.
        if self.eat(K::Semi) {
            return Ok(());
        }
        if self.peek() != K::LBrace {
            self.error_here("expected a \"{\"");
            return Err(Recover);
        }
        self.skip_braces();
        self.expect(K::Semi, ";")?;
        act_on_class_template_specialization(self, t, args, kw_pos, span);
        Ok(())
    }

    /// `Name<args>` naming an instance of class template `t` (the name consumed, at
    /// `site`): the record type, or `TypeId::ERROR` after an error.
    pub(in crate::parser) fn class_template_use(
        &mut self,
        t: crate::sema::templates::ClassTemplateId,
        site: Span,
    ) -> PResult<TypeId> {
        if self.peek() != K::Lt && self.at_deducible_initializer() {
            return self.class_template_initializer(t, site);
        }
        let args = match self.peek() {
            K::Lt => Some(self.template_arguments()?),
            _ => None,
        };
        class_template_id(self, t, args, site).ok_or(Recover)
    }
}
