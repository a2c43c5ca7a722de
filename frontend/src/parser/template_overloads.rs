//! Calls of a name that several function templates, or function templates and ordinary
//! functions, overload: `f(T)` and `f(T*)`, or `template <typename T> f(T)` and
//! `f(int)`. Every template whose arguments can be deduced (after explicit ones) is a
//! candidate with its deduced arguments, every ordinary function is one when no explicit
//! template arguments are given; the best is chosen by `sema::templates::partial_ordering`, and only
//! the winner is instantiated.

use crate::il::{Expr, FuncId};
use crate::mangle::TemplateArg;
use crate::sema::overload::resolution::IcsRank;
use crate::sema::templates::partial_ordering::Candidate;
use crate::sema::templates::TemplateParamKind;
use crate::source::Span;

use super::Parser;

impl<'a> Parser<'a> {
    /// The function a call of overloaded template name `head` with `explicit` template
    /// arguments and call arguments `args` calls (instantiated if a template); `None`
    /// after reporting no match or an ambiguity at `span`.
    pub(super) fn overloaded_template_call(
        &mut self,
        head: crate::sema::templates::FnTemplateId,
        explicit: &[TemplateArg],
        args: &[&'a Expr<'a>],
        name_span: Span,
        span: Span,
    ) -> Option<FuncId> {
        let mut cands: Vec<(Candidate, Vec<IcsRank>)> = Vec::new();
        for t in self.sema.template_set(head) {
            let Some(targs) = self
                .sema
                .deduce_partial(t, explicit, args)
                .and_then(|d| self.fill_default_arguments(t, d))
            else {
                continue;
            };
            let Some(targs) = self.fitting_template_args(t, targs) else {
                continue;
            };
            if let Some(r) = self.sema.template_candidate_ranks(t, &targs, args) {
                cands.push((Candidate::Template(t, targs), r));
            }
        }
        if explicit.is_empty() {
            for f in self.sema.templates[head].funcs.clone() {
                if let Some(r) = self.sema.candidate_ranks(f, args) {
                    cands.push((Candidate::Func(f), r));
                }
            }
        }
        let best = cands.iter().position(|(c, r)| {
            cands
                .iter()
                .all(|(d, s)| c == d || self.sema.better_candidate(c, r, d, s, args.len()))
        });
        let n = self.sema.interner.get(self.sema.templates[head].name).to_string();
        match best.map(|i| cands.swap_remove(i).0) {
            Some(Candidate::Func(f)) => Some(f),
            Some(Candidate::Template(t, targs)) => self.instantiate(t, targs, name_span),
            None => {
                let msg = if cands.is_empty() {
                    format!("no instance of overloaded function \"{n}\" matches the argument list")
                } else {
                    format!("more than one instance of overloaded function \"{n}\" matches the argument list")
                };
                self.sema.diags.error(span, msg);
                None
            }
        }
    }

    /// `targs` converted to the parameters of template `t`, or `None` if they do not fit
    /// (a type for a non-type parameter, ...), without reporting.
    fn fitting_template_args(
        &mut self,
        t: crate::sema::templates::FnTemplateId,
        targs: Vec<TemplateArg>,
    ) -> Option<Vec<TemplateArg>> {
        let params = self.sema.templates[t].params.clone();
        if params.len() != targs.len() {
            return None;
        }
        targs
            .into_iter()
            .zip(&params)
            .map(|(a, (_, k))| match (a, k) {
                (a @ TemplateArg::Type(_), TemplateParamKind::Type) => Some(a),
                (TemplateArg::Int { value, .. }, TemplateParamKind::Value(ty)) => Some(TemplateArg::Int {
                    ty: *ty,
                    value: self.sema.wrap_to(value, *ty),
                }),
                _ => None,
            })
            .collect()
    }
}
