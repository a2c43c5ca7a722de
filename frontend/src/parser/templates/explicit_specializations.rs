//! Explicit specializations of function templates: `template <> __device__ int
//! f<int>(int x) { ... }`, or with the arguments deduced from the signature
//! (`template <> __device__ float f(float x) { ... }`).
//!
//! The specialization's signature must match the template's pattern exactly once the
//! arguments are bound (Sema matches it: `sema::templates::specializations`). A definition is an ordinary function: it is parsed at once, as
//! the instance of the template for those arguments, so it has the instance's mangled
//! name (`_Z1fIiET_S0_`, as nvcc names specializations) and every later use of those
//! arguments calls it instead of instantiating the primary template.

use crate::sema::classify_name::NameKind;
use crate::sema::templates::instantiation::function_instance;
use crate::sema::templates::specializations::{match_explicit_specialization, SpecializationSignature};
use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser};

impl<'a> Parser<'_, 'a> {
    /// `template <> declaration` of a function (after `template <>`).
    pub(in crate::parser) fn function_template_specialization(&mut self) -> PResult<()> {
        let decl_start = self.pos;
        let sig = self.function_signature()?;
        let defined = self.peek() == K::LBrace;
        if defined {
            self.skip_braces();
        } else {
            self.expect(K::Semi, ";")?;
        }
        let n = self.sema.interner.get(sig.name).to_string();
        let NameKind::FuncTemplate(t) = self.classify(sig.name) else {
            self.sema.diags.error(
                sig.span,
                format!("\"{n}\" is not a function template that can be explicitly specialized"),
            );
            return Ok(());
        };
        // Of overloaded templates, the most specialized one whose signature matches.
        let written = SpecializationSignature {
            template_args: sig.template_args.as_deref().unwrap_or(&[]),
            params: &sig.params,
            ret: sig.ret,
            variadic: sig.variadic,
        };
        let Some((t, args)) = match_explicit_specialization(self, t, &written) else {
            self.sema.diags.error(
                sig.span,
                format!("no instance of function template \"{n}\" matches the specified type"),
            );
            return Ok(());
        };
        let Some(args) = self.sema.check_function_template_args(t, args, sig.span) else {
            return Ok(());
        };
        // A definition is parsed at once, as the instance for its arguments.
        if self
            .sema
            .record_function_specialization(t, &args, decl_start, defined, sig.span)
        {
            function_instance(self, t, args, sig.span);
        }
        Ok(())
    }
}
