//! Explicit specializations of function templates: `template <> __device__ int
//! f<int>(int x) { ... }`, or with the arguments deduced from the signature
//! (`template <> __device__ float f(float x) { ... }`).
//!
//! The specialization's signature must match the template's pattern exactly once the
//! arguments are bound. A definition is an ordinary function: it is parsed at once, as
//! the instance of the template for those arguments, so it has the instance's mangled
//! name (`_Z1fIiET_S0_`, as nvcc names specializations) and every later use of those
//! arguments calls it instead of instantiating the primary template.

use crate::mangle::TemplateArg;
use crate::sema::lookup::Entity;
use crate::token::TokenKind as K;

use crate::parser::declarations::FnSignature;
use crate::parser::{PResult, Parser};

impl<'a> Parser<'a> {
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
        let Some(Entity::FuncTemplate(t)) = self.sema.scopes.lookup(sig.name).cloned() else {
            self.sema.diags.error(
                sig.span,
                format!("\"{n}\" is not a function template that can be explicitly specialized"),
            );
            return Ok(());
        };
        // Of overloaded templates, the most specialized one whose signature matches.
        let mut found: Option<(crate::sema::templates::FnTemplateId, Vec<TemplateArg>)> = None;
        for c in self.sema.template_set(t) {
            if let Some(args) = self.specialized_arguments(c, &sig) {
                let better = match &found {
                    Some((f, _)) => self.sema.at_least_as_specialized(c, *f, sig.params.len()),
                    None => true,
                };
                if better {
                    found = Some((c, args));
                }
            }
        }
        let Some((t, args)) = found else {
            self.sema.diags.error(
                sig.span,
                format!("no instance of function template \"{n}\" matches the specified type"),
            );
            return Ok(());
        };
        let Some(args) = self.convert_function_template_args(t, args, sig.span) else {
            return Ok(());
        };
        let tmpl = &self.sema.templates[t];
        if tmpl.instances.contains_key(&args) {
            let text = self.sema.template_args_text(&args);
            self.sema.diags.error(
                sig.span,
                format!("explicit specialization of \"{n}{text}\" must precede its first use"),
            );
            return Ok(());
        }
        if defined {
            if tmpl
                .specializations
                .get(&args)
                .is_some_and(|&p| self.toks_define_body(p))
            {
                let text = self.sema.template_args_text(&args);
                self.sema
                    .diags
                    .error(sig.span, format!("function \"{n}{text}\" has already been defined"));
                return Ok(());
            }
            self.sema.templates[t].specializations.insert(args.clone(), decl_start);
            self.instantiate(t, args, sig.span);
        } else {
            self.sema.templates[t].specializations.entry(args).or_insert(decl_start);
        }
        Ok(())
    }

    /// Whether the specialization recorded at token `pos` was a definition (it has been
    /// instantiated at once, see [`Parser::function_template_specialization`]).
    fn toks_define_body(&self, pos: usize) -> bool {
        let mut depth = 0i32;
        for t in &self.toks[pos..] {
            match t.kind {
                K::LParen => depth += 1,
                K::RParen => depth -= 1,
                K::LBrace if depth == 0 => return true,
                K::Semi if depth == 0 => return false,
                K::Eof => return false,
                _ => {}
            }
        }
        false
    }

    /// The arguments of template `t` that specialization signature `sig` names: the
    /// explicit ones, then those deduced by matching the template's pattern exactly, then
    /// default arguments. `None` when the signature does not match.
    fn specialized_arguments(
        &mut self,
        t: crate::sema::templates::FnTemplateId,
        sig: &FnSignature,
    ) -> Option<Vec<TemplateArg>> {
        let tmpl = &self.sema.templates[t];
        let n = tmpl.params.len();
        let explicit = sig.template_args.clone().unwrap_or_default();
        if explicit.len() > n || tmpl.pattern_params.len() != sig.params.len() || tmpl.variadic != sig.variadic {
            return None;
        }
        let (patterns, ret) = (tmpl.pattern_params.clone(), tmpl.pattern_ret);
        let mut bound: Vec<Option<TemplateArg>> = vec![None; n];
        for (k, a) in explicit.into_iter().enumerate() {
            bound[k] = Some(a);
        }
        let matches = patterns
            .iter()
            .zip(&sig.params)
            .all(|(p, a)| self.sema.match_exact(*p, *a, &mut bound))
            && self.sema.match_exact(ret, sig.ret, &mut bound);
        if !matches {
            return None;
        }
        self.fill_default_arguments(t, bound)
    }
}
