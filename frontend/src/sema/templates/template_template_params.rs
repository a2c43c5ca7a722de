//! Template template parameters applied in patterns: `Tmpl<Args...>` in a partial
//! specialization (`template <template <class...> class T, class... A> constexpr bool
//! is_spec_of<T<A...>, T> = true;`) or a function template's signature
//! (`template <template <class...> class I, class S> f(I<S>&&)`).
//!
//! While a pattern is parsed the parameter's name stands for a placeholder class
//! template, never defined, so `Tmpl<Args...>` is a dependent placeholder record of
//! it as any class template use with dependent arguments is. Matching such a record
//! against an instance binds the parameter to the instance's class template and
//! matches the arguments; instances of the template are parsed with the parameter
//! bound to the real template, so nothing else needs to know.

use crate::mangle::TemplateArg;
use crate::symbol::Sym;
use crate::types::RecordId;

use super::{ClassTemplate, ClassTemplateId, TemplateParamKind};
use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// The placeholder class template for template template parameter `index` named
    /// `name` (one per index and name, reused by every pattern).
    pub fn pattern_template(&mut self, index: u32, name: Sym) -> ClassTemplateId {
        if let Some(&ct) = self.pattern_templates.get(&(index, name)) {
            return ct;
        }
        let pack = self.interner.intern("#args");
        let ct = self.class_templates.push(ClassTemplate {
            name,
            ns: crate::sema::lookup::NsId::GLOBAL,
            params: vec![(pack, TemplateParamKind::TypePack)],
            defaults: vec![None],
            decl_start: 0,
            defined: false,
            instances: Default::default(),
            specializations: Default::default(),
            partial_specs: Vec::new(),
            partial_instances: Default::default(),
            out_of_class: Vec::new(),
        });
        self.pattern_templates.insert((index, name), ct);
        self.pattern_template_params.insert(ct, index);
        ct
    }

    /// The template template parameter `ct` stands for, if it is a placeholder.
    pub fn pattern_template_index(&self, ct: ClassTemplateId) -> Option<u32> {
        self.pattern_template_params.get(&ct).copied()
    }

    /// Whether record `p` of a pattern and record `t` are of the same class template:
    /// the same one, or `p`'s is a template template parameter's placeholder, which
    /// binds `t`'s template in `bound` (or must agree with its binding).
    pub(in crate::sema) fn match_record_templates(
        &self,
        p: RecordId,
        t: RecordId,
        bound: &mut [Option<TemplateArg>],
    ) -> bool {
        let (pt, tt) = (self.class_facts[p].template, self.class_facts[t].template);
        let Some(index) = pt.and_then(|ct| self.pattern_template_index(ct)) else {
            return pt == tt;
        };
        let Some(tt) = tt else {
            return false;
        };
        let arg = match self.pattern_template_index(tt) {
            // Partial ordering: another pattern's parameter.
            Some(other) => TemplateArg::TemplateParam { index: other },
            None => self.template_argument_naming(tt),
        };
        match bound.get_mut(index as usize) {
            Some(slot @ None) => {
                *slot = Some(arg);
                true
            }
            Some(Some(b)) => *b == arg,
            None => false,
        }
    }
}
