//! Overload resolution between function templates and ordinary functions of one name
//! ([over.match.best]): candidates are ranked by their arguments' conversion sequences;
//! when those tie, an ordinary function beats a template instance, and of two template
//! instances the one from the more specialized template wins ([temp.func.order]: its
//! parameter patterns deduce the other's, but not the other way round).

use crate::il::{Expr, FuncId};
use crate::mangle::TemplateArg;
use crate::types::{TypeId, TypeKind};

use crate::sema::overload::resolution::IcsRank;
use crate::sema::Sema;

/// A candidate of a call to an overloaded function template name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Candidate {
    /// An ordinary function.
    Func(FuncId),
    /// Function template `usize` with the arguments deduced for the call.
    Template(crate::sema::templates::FnTemplateId, Vec<TemplateArg>),
}

impl<'a> Sema<'a> {
    /// `p` with the template parameters replaced by `args`; `None` when it names a
    /// class template instance with dependent arguments (made only by the parser).
    pub fn substitute(&mut self, p: TypeId, args: &[TemplateArg]) -> Option<TypeId> {
        let q = p.quals();
        let r = match self.types.raw_kind(p).clone() {
            TypeKind::TemplateParam { index } => match args.get(index as usize)? {
                TemplateArg::Type(t) => *t,
                _ => return None,
            },
            TypeKind::Pointer { pointee } => {
                let s = self.substitute(pointee, args)?;
                self.types.pointer_to(s)
            }
            TypeKind::LValueRef { referee } => {
                let s = self.substitute(referee, args)?;
                self.types.lvalue_ref_to(s)
            }
            TypeKind::Array { elem, len } => {
                let len = match crate::types::param_array_len(len) {
                    Some(index) => match args.get(index as usize)? {
                        TemplateArg::Int { value, .. } => u64::try_from(*value).ok()?,
                        _ => return None,
                    },
                    None => len,
                };
                let s = self.substitute(elem, args)?;
                self.types.array_of(s, len)
            }
            TypeKind::Function { ret, params, variadic } => {
                let r = self.substitute(ret, args)?;
                let ps = params
                    .iter()
                    .map(|x| self.substitute(*x, args))
                    .collect::<Option<Vec<_>>>()?;
                self.types.function(r, ps, variadic)
            }
            TypeKind::Record(_) if self.is_dependent(p) => return None,
            _ => return Some(p),
        };
        Some(r.with_quals(q))
    }

    /// The conversion ranks of `args` to the parameters of template `t`'s instance for
    /// `targs`, or `None` if it is not viable. A parameter naming a dependent class
    /// template instance matched exactly during deduction.
    pub fn template_candidate_ranks(
        &mut self,
        t: crate::sema::templates::FnTemplateId,
        targs: &[TemplateArg],
        args: &[&'a Expr<'a>],
    ) -> Option<Vec<IcsRank>> {
        let tmpl = &self.templates[t];
        let (patterns, variadic) = (tmpl.pattern_params.clone(), tmpl.variadic);
        // Function templates' default call arguments are not known before instantiation,
        // so an overloaded template takes exactly its parameters (more with `...`).
        if args.len() < patterns.len() || (args.len() > patterns.len() && !variadic) {
            return None;
        }
        let mut ranks = Vec::with_capacity(args.len());
        for (k, a) in args.iter().enumerate() {
            let Some(&p) = patterns.get(k) else {
                ranks.push(IcsRank::Ellipsis);
                continue;
            };
            let Some(ty) = self.substitute(p, targs) else {
                ranks.push(IcsRank::Exact);
                continue;
            };
            let rank = match self.types.referee(ty) {
                Some(referee) if self.types.is_record(referee) || !referee.is_const() => {
                    self.reference_binding_rank(a, referee)?
                }
                Some(referee) => self.ics_rank(a, referee.unqualified())?,
                None => self.ics_rank(a, ty)?,
            };
            ranks.push(rank);
        }
        Some(ranks)
    }

    /// Whether candidate `a` (with ranks `ra`) is better than `b` (ranks `rb`) for a call
    /// with `nargs` arguments.
    pub fn better_candidate(&self, a: &Candidate, ra: &[IcsRank], b: &Candidate, rb: &[IcsRank], nargs: usize) -> bool {
        let no_worse = ra.iter().zip(rb).all(|(x, y)| x <= y);
        if !no_worse {
            return false;
        }
        if ra.iter().zip(rb).any(|(x, y)| x < y) {
            return true;
        }
        match (a, b) {
            (Candidate::Func(_), Candidate::Template(..)) => true,
            (Candidate::Template(x, _), Candidate::Template(y, _)) => {
                self.at_least_as_specialized(*x, *y, nargs) && !self.at_least_as_specialized(*y, *x, nargs)
            }
            _ => false,
        }
    }

    /// Whether function template `a` is at least as specialized as `b` for a call with
    /// `nargs` arguments: `b`'s parameter patterns deduce from `a`'s (references and
    /// top-level qualifiers removed, `a`'s parameters standing for unique types).
    pub fn at_least_as_specialized(
        &self,
        a: crate::sema::templates::FnTemplateId,
        b: crate::sema::templates::FnTemplateId,
        nargs: usize,
    ) -> bool {
        let (ta, tb) = (&self.templates[a], &self.templates[b]);
        let mut bound = vec![None; tb.params.len()];
        let n = nargs.min(ta.pattern_params.len()).min(tb.pattern_params.len());
        (0..n).all(|k| {
            let pa = self.ordering_type(ta.pattern_params[k]);
            let pb = self.ordering_type(tb.pattern_params[k]);
            self.match_exact(pb, pa, &mut bound)
        })
    }

    /// A parameter pattern as partial ordering compares it: without a reference and
    /// top-level qualifiers.
    fn ordering_type(&self, p: TypeId) -> TypeId {
        self.types.referee(p).unwrap_or(p).unqualified()
    }
}
