//! Conversion function templates in a class body: `template <class T> operator T()
//! const { return T(); }`. The declaration is read once with the template parameters
//! bound as patterns, for its result pattern, and handed to Sema
//! (`sema::templates::conversion_templates`), which deduces an instance from the type a
//! conversion needs; the instance is parsed again as a member function of the class by
//! [`crate::sema::templates::replay::TemplateParser::parse_member_instance`].

use crate::sema::templates::written_templates::FnTemplateDecl;
use crate::sema::templates::{MemberTemplate, TemplateParamKind};
use crate::symbol::Sym;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser};

impl<'a> Parser<'_, 'a> {
    /// Whether a conversion function template's declaration starts here, after the
    /// template head declaring `params`: `operator` and a type, which may be one of
    /// `params` (not bound yet).
    pub(in crate::parser) fn at_conversion_template(&self, params: &[(Sym, TemplateParamKind)]) -> bool {
        let Some(n) = self.conversion_operator_at() else {
            return false;
        };
        let mut k = n + 1;
        while matches!(self.tok_at(k).kind, K::KwConst | K::KwVolatile) {
            k += 1;
        }
        let t = self.tok_at(k);
        let names_param = t.kind == K::Ident && params.iter().any(|(p, _)| *p == t.text);
        names_param || self.is_decl_start_at(n + 1)
    }

    /// `operator P` as written (`P` names template parameters), the template's name.
    fn conversion_template_name(&mut self) -> Sym {
        let mut n = self.conversion_operator_at().unwrap_or(0) + 1;
        let mut words = Vec::new();
        while !matches!(self.tok_at(n).kind, K::LParen | K::Eof) {
            words.push(self.text(self.tok_at(n)).to_string());
            n += 1;
        }
        self.intern(&format!("operator {}", words.join(" ")))
    }

    /// `template <params> [specifiers] operator P() [const] (body | ;)` in the body of
    /// `class` (after the template head).
    pub(in crate::parser) fn conversion_template(
        &mut self,
        class: TypeId,
        params: Vec<(Sym, TemplateParamKind)>,
        defaults: Vec<Option<(usize, usize)>>,
        param_types: Vec<(usize, usize)>,
    ) -> PResult<()> {
        let decl_start = self.pos;
        let name = self.conversion_template_name();
        let saved = self.bind_pattern_params(&params);
        self.in_template_pattern = true;
        self.pattern_opaque = false;
        let decl = self.conversion_declaration();
        self.in_template_pattern = false;
        let sfinae = std::mem::take(&mut self.pattern_opaque);
        self.unbind_pattern_params(saved);
        let (_, d, explicit, result) = decl?;
        if self.deleted_definition()? {
            return Ok(());
        }
        let defined = self.peek() == K::LBrace;
        if defined {
            self.skip_braces();
        } else {
            self.expect(K::Semi, ";")?;
        }
        let tmpl = FnTemplateDecl {
            name,
            params,
            defaults,
            decl_start,
            defined,
            pattern_ret: result,
            pattern_params: Vec::new(),
            variadic: false,
            default_call_args: 0,
            member: Some(MemberTemplate {
                class,
                is_const: d.const_method,
                ref_qual: d.ref_qual.map_or(Default::default(), |(q, _)| q),
                is_static: false,
            }),
            sfinae: sfinae || !param_types.is_empty(),
            dependent_param_types: param_types,
        };
        self.sema.declare_conversion_template(tmpl, explicit);
        Ok(())
    }
}
