//! Class template argument deduction, its syntax (C++17; the guides are made by
//! `sema::templates::guide_declarations`, kept and chosen by
//! `sema::templates::deduction_guides`):
//! - a guide the program writes, `template <class T> Box(T*) -> Box<long>;`, is read as
//!   a function template signature pattern; its result type is parsed again, with the
//!   guide's parameters bound, each time Sema chooses it;
//! - for the implicit guides of a class template, made on its first deduction, the
//!   parser finds the constructors of its primary definition and reads each parameter
//!   list Sema asks for as a pattern over the class template's parameters;
//! - a use of the template's name without arguments before an initializer (`Box b(1);`,
//!   `Box b{1};`, `Box b = x;`, `Box(1)`, `Box{1}`) parses the initializer's arguments
//!   once to learn their types (inside a diagnostics trial, then parsed again as the
//!   declaration or expression it is) and asks Sema for the instance they deduce
//!   ([`deduce_class_template`], [`act_on_declared_class_template`]): the parser makes
//!   no deduction decision.

use crate::il::Expr;
use crate::sema::classify_name::NameKind;
use crate::sema::templates::deduction_guides::{
    act_on_declared_class_template, deduce_class_template, ClassTemplateShape, DeclaredClassTemplate,
};
use crate::sema::templates::guide_declarations::{ConstructorSite, GuideSignature};
use crate::sema::templates::{ClassTemplateId, TemplateParamKind};
use crate::source::Span;
use crate::symbol::Sym;
use crate::template_replays::Replay;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// The number of tokens before a deduction guide's name: `explicit`, attributes and
    /// the execution spaces `__host__`/`__device__`, which nvcc accepts there and which
    /// mean nothing for a guide (`_CCCL_HOST_DEVICE Box(T) -> Box<T>;`).
    fn guide_specifiers_len(&self) -> usize {
        let mut n = 0;
        loop {
            if let Some(len) = self.explicit_specifier_len_at(n).or_else(|| self.attribute_len_at(n)) {
                n += len;
            } else if matches!(self.peek_at(n), K::KwHost | K::KwDevice) {
                n += 1;
            } else {
                return n;
            }
        }
    }

    /// Whether a deduction guide follows `template <...>`: `[explicit] Name(...) ->`
    /// with `Name` a class template.
    pub(in crate::parser) fn at_deduction_guide(&self) -> bool {
        let n = self.guide_specifiers_len();
        if self.peek_at(n) != K::Ident || self.peek_at(n + 1) != K::LParen {
            return false;
        }
        if !matches!(self.classify(self.tok_at(n).text), NameKind::ClassTemplate(_)) {
            return false;
        }
        let mut depth = 0usize;
        let mut i = n + 1;
        loop {
            match self.peek_at(i) {
                K::Eof => return false,
                K::LParen => depth += 1,
                K::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        return self.peek_at(i + 1) == K::Arrow;
                    }
                }
                _ => {}
            }
            i += 1;
        }
    }

    /// A deduction guide after `template <params>`, through its `;`.
    pub(in crate::parser) fn deduction_guide_declaration(
        &mut self,
        params: Vec<(Sym, TemplateParamKind)>,
        defaults: Vec<Option<(usize, usize)>>,
    ) -> PResult<()> {
        while self.guide_specifiers_len() > 0 {
            if self.explicit_specifier_len_at(0).is_some() {
                // An explicit guide is not used for copy-initialization; ptxc uses it for all.
                self.explicit_specifier()?;
            } else if !self.skip_attributes() {
                self.bump();
            }
        }
        let name = self.bump();
        let NameKind::ClassTemplate(ct) = self.classify(name.text) else {
            return Err(Recover);
        };
        let decl_start = self.pos;
        self.expect(K::LParen, "(")?;
        let saved = self.bind_pattern_params(&params);
        let in_pattern = std::mem::replace(&mut self.in_template_pattern, true);
        let list = self.parameter_list();
        self.in_template_pattern = in_pattern;
        self.unbind_pattern_params(saved);
        let (list, variadic) = list?;
        self.expect(K::Arrow, "->")?;
        let result = self.pos;
        while !matches!(self.peek(), K::Semi | K::Eof) {
            self.bump();
        }
        self.expect(K::Semi, ";")?;
        let sig = GuideSignature {
            params,
            defaults,
            decl_start,
            pattern_params: list.iter().map(|p| p.ty.unqualified()).collect(),
            variadic,
            conditional: false,
        };
        self.sema.act_on_deduction_guide(ct, name.text, sig, result);
        Ok(())
    }

    /// Whether the class template name just consumed is followed by an initializer its
    /// arguments can be deduced from.
    pub(in crate::parser) fn at_deducible_initializer(&self) -> bool {
        if self.in_template_pattern {
            return false;
        }
        matches!(
            (self.peek(), self.peek_at(1)),
            (K::LParen | K::LBrace, _) | (K::Ident, K::LParen | K::LBrace | K::Assign)
        )
    }

    /// Class template `ct` named without arguments at `site` before an initializer: its
    /// arguments are read here, the instance they deduce is Sema's
    /// ([`deduce_class_template`]).
    pub(in crate::parser) fn class_template_initializer(&mut self, ct: ClassTemplateId, site: Span) -> PResult<TypeId> {
        let args = self.initializer_arguments()?;
        deduce_class_template(self, ct, args.as_deref(), site).ok_or(Recover)
    }

    /// Class template `ct` named without arguments at `site` in a declaration's
    /// specifiers: the instance, or `None` when the declaration deduces its type as
    /// `auto` would (`Tensor P = make();`: the initializer, read again after the
    /// specifiers, then gives the type, lambdas in it included); Sema decides which
    /// ([`act_on_declared_class_template`]).
    pub(in crate::parser) fn declared_class_template_use(
        &mut self,
        ct: ClassTemplateId,
        site: Span,
    ) -> PResult<Option<TypeId>> {
        let declares = self.peek() == K::Ident && matches!(self.peek_at(1), K::Assign | K::LParen);
        if !declares || !self.at_deducible_initializer() {
            return self.class_template_use(ct, site).map(Some);
        }
        let args = self.initializer_arguments()?;
        match act_on_declared_class_template(self, ct, args.as_deref(), site) {
            Some(DeclaredClassTemplate::Instance(ty)) => Ok(Some(ty)),
            Some(DeclaredClassTemplate::AsInitializer) => Ok(None),
            None => Err(Recover),
        }
    }

    /// The arguments of the initializer after a declarator name (or directly after the
    /// class name), parsed to learn their types; the position is left where it was.
    /// `Ok(None)` when they have no type to deduce from; `Err` after the initializer's
    /// own errors: they are reported here, as the parse that follows deduction never
    /// comes (instances its calls made, `auto f(T x) { return x.missing(); }`, would
    /// keep the bodies those errors left unfinished, with nothing said).
    fn initializer_arguments(&mut self) -> PResult<Option<Vec<&'a Expr<'a>>>> {
        let save = self.pos;
        if self.peek() == K::Ident {
            self.bump();
        }
        let trial = self.begin_trial();
        let parsed = match self.peek() {
            K::LParen => self.call_arguments().map(|(a, _)| a),
            K::LBrace => self.braced_arguments().map(|(a, _)| a),
            K::Assign => {
                self.bump();
                self.nested(|p| p.assign_expr()).map(|e| vec![e])
            }
            _ => Err(Recover),
        };
        self.pos = save;
        if self.sema.diags.first_error_since(&trial).is_some() {
            let kept = self.sema.diags.end_trial_keeping_origins(trial);
            self.sema.diags.report_kept_in_place(kept);
            return Err(Recover);
        }
        self.end_trial(trial);
        let Ok(args) = parsed else { return Ok(None) };
        Ok((!args.iter().any(|a| self.sema.is_err(a))).then_some(args))
    }

    /// Constructor `ctor` of class template `shape` read as a deduction guide's
    /// signature (see [`TemplateParser::parse_guide_signature`]), with the parser's own
    /// context set aside.
    ///
    /// [`TemplateParser::parse_guide_signature`]: crate::sema::templates::replay::TemplateParser::parse_guide_signature
    pub(in crate::parser) fn guide_signature(
        &mut self,
        shape: &ClassTemplateShape,
        ctor: ConstructorSite,
    ) -> Option<GuideSignature> {
        let saved = self.leave_context(Replay::DeductionGuide);
        let (sig, failed) = self.in_namespace_context(shape.ns, |p| p.tentatively(|p| p.implicit_guide(shape, ctor)));
        self.return_to(saved);
        sig.filter(|_| !failed)
    }

    /// The signature of one constructor of the class template `shape`: the class
    /// template's parameters followed by the constructor template's own when it is one,
    /// and the constructor's parameter types read as a pattern over them; `None` when
    /// the parameter list does not parse.
    fn implicit_guide(&mut self, shape: &ClassTemplateShape, ctor: ConstructorSite) -> Option<GuideSignature> {
        let mut params = shape.params.clone();
        let mut defaults = shape.defaults.clone();
        let outer_types = std::mem::take(&mut self.dependent_param_types);
        let outer_opaque = std::mem::replace(&mut self.pattern_opaque, false);
        let mut conditional = false;
        if let Some(lt) = ctor.template_params {
            self.pos = lt + 1;
            let bound = self.bind_pattern_params(&params);
            let own = self.template_parameter_list();
            self.unbind_pattern_params(bound);
            if let Ok((own, own_defaults)) = own {
                params.extend(own);
                defaults.extend(own_defaults);
            } else {
                conditional = true;
            }
        }
        let mut list = Err(Recover);
        if !conditional {
            self.pos = ctor.open + 1;
            let bound = self.bind_pattern_params(&params);
            self.in_template_pattern = true;
            list = self.parameter_list();
            self.in_template_pattern = false;
            self.unbind_pattern_params(bound);
        }
        conditional |= self.pattern_opaque || !self.dependent_param_types.is_empty();
        self.dependent_param_types = outer_types;
        self.pattern_opaque = outer_opaque;
        if conditional {
            return Some(GuideSignature {
                params,
                defaults,
                decl_start: ctor.open,
                pattern_params: Vec::new(),
                variadic: false,
                conditional,
            });
        }
        let (list, variadic) = list.ok()?;
        Some(GuideSignature {
            params,
            defaults,
            decl_start: ctor.open,
            pattern_params: list.iter().map(|p| p.ty.unqualified()).collect(),
            variadic,
            conditional,
        })
    }

    /// Each constructor declared in the class definition whose class key is at `kw` and
    /// whose name is `name`, with whether its parameters name the class.
    pub(in crate::parser) fn constructor_sites(&self, kw: usize, name: Sym) -> Vec<ConstructorSite> {
        let mut i = kw;
        while !matches!(self.toks[i].kind, K::LBrace | K::Semi | K::Eof) {
            i += 1;
        }
        if self.toks[i].kind != K::LBrace {
            return Vec::new();
        }
        let mut found = Vec::new();
        let (mut braces, mut parens) = (0usize, 0usize);
        // The `<` of the `template <...>` the member declaration ahead starts with.
        let mut template_params: Option<usize> = None;
        i += 1;
        loop {
            let t = self.toks[i];
            match t.kind {
                K::Eof => break,
                K::LBrace => braces += 1,
                K::RBrace if braces == 0 => break,
                K::RBrace => {
                    braces -= 1;
                    if braces == 0 && parens == 0 {
                        template_params = None;
                    }
                }
                K::LParen => parens += 1,
                K::RParen => parens = parens.saturating_sub(1),
                K::Semi if braces == 0 && parens == 0 => template_params = None,
                K::KwTemplate if braces == 0 && parens == 0 && self.toks[i + 1].kind == K::Lt => {
                    template_params = template_params.or(Some(i + 1));
                }
                K::Ident
                    if braces == 0
                        && parens == 0
                        && t.text == name
                        && self.toks[i + 1].kind == K::LParen
                        && !matches!(self.toks[i - 1].kind, K::Tilde | K::ColonColon | K::Dot | K::Arrow) =>
                {
                    found.push(ConstructorSite {
                        template_params,
                        open: i + 1,
                        names_class: self.parameters_name(i + 1, name),
                    });
                }
                _ => {}
            }
            i += 1;
        }
        found
    }

    /// Whether the parenthesized list opening at `open` mentions `name`.
    fn parameters_name(&self, open: usize, name: Sym) -> bool {
        let mut depth = 0usize;
        let mut i = open;
        loop {
            let t = self.toks[i];
            match t.kind {
                K::Eof => return false,
                K::LParen => depth += 1,
                K::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        return false;
                    }
                }
                K::Ident if t.text == name => return true,
                _ => {}
            }
            i += 1;
        }
    }
}
