//! Destructors defined outside their class: `__device__ S::~S() { ... }` after
//! `__device__ ~S();` in the class. The in-class declaration made the destructor
//! function (`destructors.rs`) and recorded it as the class's destructor, so its calls
//! are placed before the body is seen; this gives it its body, in the class's scope, as
//! an out-of-line member function definition is given one. Whether the definition
//! matches the declaration is Sema's (`Sema::define_dtor_out_of_class`).

use crate::il::FnDeclId;
use crate::sema::classify_name::NameKind;
use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// Whether `[specifiers] S::~S(` (or `S<args>::~S(`, a member of a class template
    /// defined for each instance) starts here.
    pub(in crate::parser) fn at_out_of_class_destructor(&self) -> bool {
        let mut n = 0;
        while self.destructor_specifier_at(n) {
            n += 1;
        }
        let class = self.tok_at(n);
        let qualifier = match self.class_template_qualifier_at(n) {
            Some((_, len)) => len,
            None => 2,
        };
        let again = self.tok_at(n + qualifier + 1);
        class.kind == K::Ident
            && self.peek_at(n + qualifier - 1) == K::ColonColon
            && self.peek_at(n + qualifier) == K::Tilde
            && again.kind == K::Ident
            && again.text == class.text
            && self.peek_at(n + qualifier + 2) == K::LParen
    }

    /// `[specifiers] S::~S() [noexcept] { body }` at namespace scope.
    pub(in crate::parser) fn out_of_class_destructor(&mut self) -> PResult<Option<FnDeclId>> {
        let specs = self.destructor_specifiers();
        let template = self.class_template_named_at(0);
        let class_tok = self.bump();
        let class_name = self.sema.interner.get(class_tok.text).to_string();
        let class = match (template, self.classify(class_tok.text)) {
            // `S<T>::~S()` replayed with `T` bound: the instance.
            (Some(ct), _) => self.class_template_use(ct, class_tok.span)?,
            (None, NameKind::Class(ty) | NameKind::Type(ty)) => ty,
            _ => {
                self.sema.diags.undefined(class_tok.span, "identifier", &class_name);
                return Err(Recover);
            }
        };
        self.bump(); // `::`
        let name_span = self.bump().span.to(self.tok().span);
        self.bump(); // the class name again
        let Some(scope) = self.sema.class_scope(class) else {
            self.error_at(class_tok.span, format!("\"{class_name}\" is not a class"));
            return Err(Recover);
        };
        self.destructor_parameters_and_suffix()?;
        if self.peek() != K::LBrace {
            self.error_at(name_span, "a member function can only be redeclared by its definition");
            return Err(Recover);
        }
        let Some(f) = self
            .sema
            .define_dtor_out_of_class(class, &class_name, specs.exec, name_span)
        else {
            self.skip_braces();
            return Ok(None);
        };
        let r = self.in_qualified_context(scope, |p| p.function_body_with(Some(f), |p| p.member_initializers(f)));
        r.map(Some)
    }
}
