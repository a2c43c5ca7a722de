//! Partial specializations of class templates: `template <typename T> struct S<T*> { ... };`
//! and `template <int N> struct V<float, N> { ... };`.
//!
//! A partial specialization is kept as its parameters, its argument pattern (parsed with
//! the parameters as placeholders) and the position of its `struct` keyword. When an
//! instance is made, every partial specialization whose pattern matches the arguments
//! exactly is a candidate; the most specialized one ([temp.class.order]: its pattern
//! matches every other candidate's pattern, but not the other way round) is parsed with
//! its parameters bound to what the match deduced. No unique most specialized candidate is
//! an error, as in nvcc.

use crate::mangle::TemplateArg;
use crate::sema::templates::{PartialSpec, TemplateParamKind};
use crate::source::Span;
use crate::symbol::Sym;
use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'a> {
    /// `template <params> struct Name<pattern> { ... };` after `Name` (class template `t`).
    pub(in crate::parser) fn partial_specialization(
        &mut self,
        t: crate::sema::templates::ClassTemplateId,
        params: Vec<(Sym, TemplateParamKind)>,
        span: Span,
        kw_pos: usize,
    ) -> PResult<()> {
        let saved = self.bind_pattern_params(&params);
        let args = self.template_arguments();
        let pattern = args.and_then(|a| self.complete_class_template_args(t, a, span).ok_or(Recover));
        self.unbind_pattern_params(saved);
        let pattern = pattern?;
        if self.peek() != K::LBrace {
            self.error_here("expected a \"{\"");
            return Err(Recover);
        }
        self.skip_braces();
        self.expect(K::Semi, ";")?;
        // Every parameter must be deducible from the pattern.
        let mut probe = vec![None; params.len()];
        let placeholders: Vec<TemplateArg> = pattern.clone();
        let matched = pattern
            .iter()
            .zip(&placeholders)
            .all(|(p, a)| self.sema.match_arg(p, a, &mut probe));
        if let Some(k) = probe.iter().position(|b| b.is_none() || !matched) {
            let p = self.sema.interner.get(params[k].0).to_string();
            let n = self.sema.interner.get(self.sema.class_templates[t].name).to_string();
            self.sema.diags.error(
                span,
                format!("template parameter \"{p}\" is not used in or cannot be deduced from the template argument list of class template \"{n}\""),
            );
            return Ok(());
        }
        self.sema.class_templates[t].partial_specs.push(PartialSpec {
            params,
            pattern,
            kw_pos,
        });
        Ok(())
    }

    /// The partial specialization of class template `t` to instantiate for `args`, with the
    /// arguments deduced for its parameters; `Ok(None)` when none matches, `Err` after
    /// reporting an ambiguity.
    #[allow(clippy::type_complexity)]
    pub(in crate::parser) fn select_partial_specialization(
        &mut self,
        t: crate::sema::templates::ClassTemplateId,
        args: &[TemplateArg],
        site: Span,
    ) -> Result<Option<(usize, Vec<TemplateArg>)>, ()> {
        let specs = &self.sema.class_templates[t].partial_specs;
        let mut matches: Vec<(usize, Vec<TemplateArg>)> = Vec::new();
        for (k, ps) in specs.iter().enumerate() {
            let mut bound = vec![None; ps.params.len()];
            let ok = ps.pattern.len() == args.len()
                && ps
                    .pattern
                    .iter()
                    .zip(args)
                    .all(|(p, a)| self.sema.match_arg(p, a, &mut bound));
            if let (true, Some(b)) = (ok, bound.into_iter().collect::<Option<Vec<_>>>()) {
                matches.push((k, b));
            }
        }
        if matches.len() <= 1 {
            return Ok(matches.pop());
        }
        let best = matches.iter().position(|(a, _)| {
            matches.iter().all(|(b, _)| {
                a == b || (self.at_least_as_specialized(t, *a, *b) && !self.at_least_as_specialized(t, *b, *a))
            })
        });
        match best {
            Some(i) => Ok(Some(matches.swap_remove(i))),
            None => {
                let name = self.sema.interner.get(self.sema.class_templates[t].name).to_string();
                let text = self.sema.template_args_text(args);
                self.sema.diags.error(
                    site,
                    format!("more than one partial specialization matches the template argument list of class \"{name}{text}\""),
                );
                Err(())
            }
        }
    }

    /// Whether partial specialization `a` of class template `t` is at least as specialized
    /// as `b`: `b`'s pattern matches `a`'s (with `a`'s parameters as opaque values).
    fn at_least_as_specialized(&self, t: crate::sema::templates::ClassTemplateId, a: usize, b: usize) -> bool {
        let specs = &self.sema.class_templates[t].partial_specs;
        let (pa, pb) = (&specs[a], &specs[b]);
        let mut bound = vec![None; pb.params.len()];
        pa.pattern
            .iter()
            .zip(&pb.pattern)
            .all(|(x, y)| self.sema.match_arg(y, x, &mut bound))
    }
}
