//! Class template argument deduction (C++17, [over.match.class.deduct]): `Box b(1);`,
//! `Pair p{1, 2.5f};`, `Box(3)` name a class template without arguments, which are
//! deduced from the initializer as for a call of a set of function templates, the
//! deduction guides: one per constructor of the primary template (implicit guides,
//! whose parameters are the class template's) and the guides the program writes
//! (`template <class T> Box(T*) -> Box<long>;`). `guide_declarations` makes them from
//! what the parser reads (`parser::templates::deduction_guides`); here they are kept
//! per class template, as function templates declared in no scope, and chosen
//! ([`deduce_class_template`]).

use rustc_hash::FxHashMap;

use super::arguments::complete_function_args;
use super::instantiation::class_instance;
use super::replay::{bindings, TemplateParser};
use super::{ClassTemplateId, FnTemplate, FnTemplateId, TemplateParamKind};
use crate::il::Expr;
use crate::mangle::TemplateArg;
use crate::sema::lookup::NsId;
use crate::sema::overload::resolution::IcsRank;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

/// One deduction guide: a function template whose parameters are the guide's.
#[derive(Clone, Copy, Debug)]
pub struct DeductionGuide {
    /// The guide as a function template (in no scope).
    pub template: FnTemplateId,
    /// For a guide the program wrote, the token index of its result type (after `->`),
    /// parsed with the guide's parameters bound; `None` for an implicit guide, whose
    /// deduced arguments are the class template's.
    pub result: Option<usize>,
}

/// The deduction guides of every class template that has any.
#[derive(Default)]
pub struct DeductionGuides {
    /// Guides the program wrote, per class template, in order.
    written: FxHashMap<ClassTemplateId, Vec<DeductionGuide>>,
    /// Implicit guides, made on the first deduction for a class template.
    implicit: FxHashMap<ClassTemplateId, Vec<DeductionGuide>>,
}

/// What the parser needs of a class template to make its implicit guides.
pub struct ClassTemplateShape {
    /// Its name.
    pub name: Sym,
    /// The namespace it is declared in.
    pub ns: NsId,
    /// Its parameters.
    pub params: Vec<(Sym, TemplateParamKind)>,
    /// Their default arguments' token ranges.
    pub defaults: Vec<Option<(usize, usize)>>,
    /// The token index of its definition's class key, if it is defined.
    pub definition: Option<usize>,
}

impl<'a> Sema<'a> {
    /// Records `tmpl` as a function template declared in no scope (a deduction guide).
    pub fn add_guide_template(&mut self, tmpl: FnTemplate) -> FnTemplateId {
        self.templates.push(tmpl)
    }

    /// Records a deduction guide the program wrote for class template `ct`.
    pub fn add_written_guide(&mut self, ct: ClassTemplateId, guide: DeductionGuide) {
        self.deduction_guides.written.entry(ct).or_default().push(guide);
    }

    /// Whether the implicit guides of `ct` were made.
    pub fn has_implicit_guides(&self, ct: ClassTemplateId) -> bool {
        self.deduction_guides.implicit.contains_key(&ct)
    }

    /// Records the implicit guides of `ct`.
    pub fn set_implicit_guides(&mut self, ct: ClassTemplateId, guides: Vec<DeductionGuide>) {
        self.deduction_guides.implicit.insert(ct, guides);
    }

    /// The guides of `ct`: those written, then the implicit ones.
    pub fn guides_of(&self, ct: ClassTemplateId) -> Vec<DeductionGuide> {
        let g = &self.deduction_guides;
        let written = g.written.get(&ct).into_iter().flatten();
        written
            .chain(g.implicit.get(&ct).into_iter().flatten())
            .copied()
            .collect()
    }

    /// Whether `ty` is an instance of class template `ct`.
    pub fn is_class_template_instance(&self, ct: ClassTemplateId, ty: crate::types::TypeId) -> bool {
        self.class_templates[ct].instances.values().any(|&t| t == ty)
    }

    /// Whether a declaration of class template `ct` with the one initializer `e`
    /// (`= e` or `(e)`) deduces the type `e` has, as `auto` would: `e` is an instance
    /// of `ct`, whose copy deduction candidate is chosen ([over.match.class.deduct]).
    /// The declaration then takes the type of its initializer as read for the
    /// declaration itself: a lambda in it is a new closure type at each reading, so the
    /// type of the reading that deduced would not be the initializer's
    /// (`Tensor P = transform(C, [&](auto c) {...});`).
    pub fn copy_deduction_from_initializer(&self, ct: ClassTemplateId, e: &crate::il::Expr<'_>) -> bool {
        self.is_class_template_instance(ct, e.ty.unqualified())
    }

    /// The namespace and parameters of function template `t` (a guide's, to parse its
    /// result type).
    pub fn template_scope_and_params(&self, t: FnTemplateId) -> (NsId, Vec<(Sym, TemplateParamKind)>) {
        let t = &self.templates[t];
        (t.ns, t.params.clone())
    }

    /// What the implicit guides of `ct` are made from.
    pub fn class_template_shape(&self, ct: ClassTemplateId) -> ClassTemplateShape {
        let t = &self.class_templates[ct];
        ClassTemplateShape {
            name: t.name,
            ns: t.ns,
            params: t.params.clone(),
            defaults: t.defaults.clone(),
            definition: t.defined.then_some(t.decl_start),
        }
    }
}

/// A guide whose arguments were deduced for an initializer, with the rank of each
/// argument's conversion.
struct Deduced {
    guide: DeductionGuide,
    args: Vec<TemplateArg>,
    ranks: Vec<IcsRank>,
}

/// The instance of class template `ct`, named without arguments at `site`, that the
/// initializer's arguments `args` deduce ([over.match.class.deduct]): an argument that
/// is an instance of the template deduces to its own type (the copy deduction
/// candidate); else the best of the guides, deduced as a call; `None` with nvcc's
/// error when none or no best one deduces, or when the initializer could not be read.
pub fn deduce_class_template<'a>(
    p: &mut dyn TemplateParser<'a>,
    ct: ClassTemplateId,
    args: Option<&[&'a Expr<'a>]>,
    site: Span,
) -> Option<TypeId> {
    let Some(args) = args else {
        p.sema().diags.error(site, "cannot deduce class template arguments");
        return None;
    };
    if let [only] = args {
        let ty = only.ty.unqualified();
        if p.sema().is_class_template_instance(ct, ty) {
            return Some(ty);
        }
    }
    super::guide_declarations::make_implicit_guides(p, ct);
    let mut found: Vec<Deduced> = Vec::new();
    for guide in p.sema().guides_of(ct) {
        let t = guide.template;
        let Some(bound) = p.sema().deduce_partial(t, &[], args) else {
            continue;
        };
        let Some(targs) = complete_function_args(p, t, bound) else {
            continue;
        };
        if let Some(ranks) = p.sema().template_candidate_ranks(t, &targs, args) {
            found.push(Deduced {
                guide,
                args: targs,
                ranks,
            });
        }
    }
    let Some(best) = best_guide(&found) else {
        p.sema().diags.error(site, "cannot deduce class template arguments");
        return None;
    };
    let Deduced { guide, args, .. } = &found[best];
    match guide.result {
        // A constructor template's guide deduces its own parameters after the class's.
        None => {
            let n = p.sema().class_template_shape(ct).params.len();
            class_instance(p, ct, args[..n.min(args.len())].to_vec(), site)
        }
        // A written guide names its result after `->`, in terms of its parameters.
        Some(pos) => {
            let (ns, params) = p.sema().template_scope_and_params(guide.template);
            p.parse_type_with(ns, bindings(&params, args), pos)
        }
    }
}

/// What a declaration whose specifiers name class template `ct` without arguments
/// declares ([`act_on_declared_class_template`]).
pub enum DeclaredClassTemplate {
    /// The instance the initializer's arguments deduce.
    Instance(TypeId),
    /// The type of its one initializer, an instance of `ct`, taken as `auto` would
    /// take it (see [`Sema::copy_deduction_from_initializer`]).
    AsInitializer,
}

/// Class template `ct` named without arguments at `site` in a declaration's specifiers,
/// with the initializer's arguments `args` (`None` when they have no type to deduce
/// from): the instance they deduce, or the initializer's own type; `None` after nvcc's
/// error.
pub fn act_on_declared_class_template<'a>(
    p: &mut dyn TemplateParser<'a>,
    ct: ClassTemplateId,
    args: Option<&[&'a Expr<'a>]>,
    site: Span,
) -> Option<DeclaredClassTemplate> {
    if let Some([only]) = args {
        if p.sema().copy_deduction_from_initializer(ct, only) {
            return Some(DeclaredClassTemplate::AsInitializer);
        }
    }
    deduce_class_template(p, ct, args, site).map(DeclaredClassTemplate::Instance)
}

/// The index of the guide better than every other ([over.match.best]: at least as good
/// a conversion for every argument and better for one, else a written guide over an
/// implicit one), if there is one.
fn best_guide(found: &[Deduced]) -> Option<usize> {
    let better = |a: &Deduced, b: &Deduced| {
        let all = a.ranks.iter().zip(&b.ranks).all(|(x, y)| x <= y);
        let one = a.ranks.iter().zip(&b.ranks).any(|(x, y)| x < y);
        all && (one || (a.guide.result.is_some() && b.guide.result.is_none()))
    };
    (0..found.len()).find(|&i| (0..found.len()).all(|j| i == j || better(&found[i], &found[j])))
}
