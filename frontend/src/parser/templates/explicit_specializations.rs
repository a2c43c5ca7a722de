//! Explicit specializations of function templates: `template <> __device__ int
//! f<int>(int x) { ... }`, or with the arguments deduced from the signature
//! (`template <> __device__ float f(float x) { ... }`), and of member templates
//! (`template <> int S::f<int>()`, `template <> template <> R K<int>::next<R>()`).
//!
//! The specialization's signature must match the template's pattern exactly once the
//! arguments are bound (Sema matches and records it: `sema::templates::specializations`). A definition is an ordinary function: it is parsed at once, as
//! the instance of the template for those arguments, so it has the instance's mangled
//! name (`_Z1fIiET_S0_`, as nvcc names specializations) and every later use of those
//! arguments calls it instead of instantiating the primary template.

use crate::sema::templates::specializations::{act_on_function_template_specialization, SpecializationSignature};
use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser};

impl<'a> Parser<'_, 'a> {
    /// `template <> declaration` of a function (after `template <>`).
    pub(in crate::parser) fn function_template_specialization(&mut self) -> PResult<()> {
        // `template <> template <> R K<int>::next<int>()`: a member template of a class
        // template's instance, specialized.
        while self.peek() == K::KwTemplate && self.peek_at(1) == K::Lt && self.peek_at(2) == K::Gt {
            self.bump();
            self.bump();
            self.bump();
        }
        let decl_start = self.pos;
        let sig = self.function_signature()?;
        let defined = self.peek() == K::LBrace;
        if defined {
            self.skip_braces();
        } else {
            self.expect(K::Semi, ";")?;
        }
        let written = SpecializationSignature {
            template_args: sig.template_args.as_deref().unwrap_or(&[]),
            params: &sig.params,
            ret: sig.ret,
            variadic: sig.variadic,
        };
        let name = (sig.qualifier, sig.name);
        act_on_function_template_specialization(self, name, sig.span, &written, decl_start, defined);
        Ok(())
    }
}
