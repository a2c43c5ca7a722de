//! Conversion function templates ([temp.deduct.conv]): `template <class T> operator T()
//! const` (Thrust's `any_system_tag` converts to every system tag this way). The
//! template is kept with its class; converting an object of the class to a type `A`
//! deduces the template's arguments by matching its result pattern against `A`, and
//! the instance, made by the parser Sema borrows ([`Sema::with_template_parser`]), is
//! then a conversion function like a declared one, named as nvcc names it
//! (`_ZNK3AnycvT_IiEEv`).

use crate::il::FnDeclId;
use crate::mangle::TemplateArg;
use crate::source::Span;
use crate::types::{TypeId, TypeKind};

use super::calls::deduce_for_call;
use super::instantiation::function_instance;
use super::FnTemplateId;
use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// Records conversion function template `tmpl` of its class, `explicit` or not.
    pub fn declare_conversion_template(&mut self, decl: super::written_templates::FnTemplateDecl, explicit: bool) {
        let tmpl = self.fn_template_here(decl);
        let Some(class) = tmpl.member.map(|m| m.class.unqualified()) else {
            return;
        };
        let TypeKind::Record(id) = *self.types.kind(class) else {
            return;
        };
        let t = self.templates.push(tmpl);
        self.class_facts[id].conversion_templates.push((t, explicit));
    }

    /// Whether function template `t` is a conversion function template.
    pub fn is_conversion_template(&self, t: FnTemplateId) -> bool {
        let Some(m) = self.templates[t].member else {
            return false;
        };
        match *self.types.kind(m.class.unqualified()) {
            TypeKind::Record(id) => self.class_facts[id].conversion_templates.iter().any(|&(c, _)| c == t),
            _ => false,
        }
    }

    /// The instance of a conversion function template of `class` (or of a base) whose
    /// result is `to`, made for `site` if new; `None` when no template's result pattern
    /// deduces from `to` or the instance does not give `to`.
    pub(in crate::sema) fn conversion_template_instance(
        &mut self,
        class: TypeId,
        to: TypeId,
        explicit_ok: bool,
        site: Span,
    ) -> Option<FnDeclId> {
        let templates: Vec<(FnTemplateId, bool)> = self
            .class_and_base_records(class)
            .into_iter()
            .flat_map(|id| self.class_facts[id].conversion_templates.iter().copied())
            .collect();
        let mut deduced: Vec<(FnTemplateId, Vec<TemplateArg>)> = Vec::new();
        for (t, explicit) in templates {
            if explicit && !explicit_ok {
                continue;
            }
            let Some(leading) = self.deduce_conversion(t, to) else {
                continue;
            };
            // Defaults complete the rest, and a signature that does not substitute
            // (`enable_if_t<...> = 0`) leaves the template out (SFINAE).
            let complete = self
                .with_template_parser(|p| deduce_for_call(p, t, &leading, &[]))
                .flatten();
            if let Some(args) = complete {
                deduced.push((t, args));
            }
        }
        // Of several that deduce, the most specialized result pattern wins
        // ([temp.func.order]: `operator T*()` over `operator T()` for a pointer).
        let (t, args) = match deduced.len() {
            0 => return None,
            1 => deduced.into_iter().next()?,
            _ => {
                let best: Vec<usize> = (0..deduced.len())
                    .filter(|&i| {
                        deduced
                            .iter()
                            .all(|(u, _)| *u == deduced[i].0 || self.more_specialized_result(deduced[i].0, *u))
                    })
                    .collect();
                let [i] = best[..] else {
                    return None;
                };
                deduced.into_iter().nth(i)?
            }
        };
        let f = self
            .with_template_parser(|p| function_instance(p, t, args, site))
            .flatten()?;
        (self.func(f).ret.unqualified() == to).then_some(f)
    }

    /// Whether conversion template `a`'s result pattern is more specialized than
    /// `b`'s: `b`'s deduces from `a`'s but not the other way round.
    fn more_specialized_result(&self, a: FnTemplateId, b: FnTemplateId) -> bool {
        let (pa, pb) = (self.templates[a].pattern_ret, self.templates[b].pattern_ret);
        let mut bound_b = vec![None; self.templates[b].params.len()];
        let mut bound_a = vec![None; self.templates[a].params.len()];
        self.match_exact(pb, pa, &mut bound_b) && !self.match_exact(pa, pb, &mut bound_a)
    }

    /// The leading arguments of conversion template `t` deduced from target type `to`:
    /// its result pattern without reference and top-level qualifiers matched against
    /// `to`; `None` when it does not match or a parameter the pattern names stays
    /// undeduced. A result only substitution can tell (`enable_if_t<C, U>`, an opaque
    /// dependent type) is a non-deduced context: nothing is deduced, the defaults give
    /// the arguments and the instance's result must then be `to`.
    fn deduce_conversion(&mut self, t: FnTemplateId, to: TypeId) -> Option<Vec<TemplateArg>> {
        let mut pattern = self.templates[t].pattern_ret;
        if let Some(referee) = self.types.referee(pattern) {
            pattern = referee;
        }
        let pattern = self.decayed(pattern);
        let mut bound = vec![None; self.templates[t].params.len()];
        // `operator enable_if_t<C, U>()`: a non-deduced context; defaults give the
        // arguments, and the instance must still give `to`.
        if self.mentions_opaque(&TemplateArg::Type(pattern)) {
            return Some(Vec::new());
        }
        if !self.match_pattern(pattern, to.unqualified(), &mut bound, 0) {
            return None;
        }
        let leading: Vec<TemplateArg> = bound.iter().map_while(Clone::clone).collect();
        if bound[leading.len()..].iter().any(Option::is_some) {
            return None;
        }
        Some(leading)
    }
}
