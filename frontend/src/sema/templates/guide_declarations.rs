//! Where deduction guides come from (C++17 [over.match.class.deduct]): a guide the
//! program writes (`template <class T> Box(T*) -> Box<long>;`), declared by
//! [`Sema::act_on_deduction_guide`], and the implicit guides of a class template, made by
//! [`make_implicit_guides`] on its first deduction from the constructors of its primary
//! definition. The parser finds the constructors and reads each parameter list as a
//! pattern over the class template's parameters; which constructors give a guide and
//! what the guide is are decided here. `deduction_guides` chooses among them.

use super::deduction_guides::{ClassTemplateShape, DeductionGuide};
use super::replay::TemplateParser;
use super::{ClassTemplateId, FnTemplate, TemplateParamKind};
use crate::sema::lookup::NsId;
use crate::sema::Sema;
use crate::symbol::Sym;
use crate::types::TypeId;

/// A constructor declared in a class template's definition, as the parser found it.
#[derive(Clone, Copy, Debug)]
pub struct ConstructorSite {
    /// The `<` opening its own template parameters, for a constructor template.
    pub template_params: Option<usize>,
    /// The `(` of its parameter list.
    pub open: usize,
    /// Whether its parameter list names the class (a copy or move constructor, a
    /// converting constructor from another instance).
    pub names_class: bool,
}

/// A deduction guide's signature as written: its template parameters (with their
/// default arguments' token ranges), where it starts and its parameter types.
pub struct GuideSignature {
    /// The guide's template parameters.
    pub params: Vec<(Sym, TemplateParamKind)>,
    /// Their default arguments' token ranges.
    pub defaults: Vec<Option<(usize, usize)>>,
    /// Token index of its parameter list's `(` (a written guide's: after its name).
    pub decl_start: usize,
    /// Its parameter types, read as a pattern over `params`.
    pub pattern_params: Vec<TypeId>,
    /// Whether the parameter list ends in `...`.
    pub variadic: bool,
    /// Whether the signature has substitution conditions (a `typename X<..>::type`
    /// parameter, `decltype` in a parameter type, a template head that did not read).
    pub conditional: bool,
}

/// A deduction guide's function template: `sig` over `name`'s parameters in `ns`.
fn guide_template(name: Sym, ns: NsId, sig: GuideSignature) -> FnTemplate {
    FnTemplate {
        name,
        ns,
        params: sig.params,
        defaults: sig.defaults,
        decl_start: sig.decl_start,
        defined: false,
        pattern_ret: TypeId::VOID,
        pattern_params: sig.pattern_params,
        variadic: sig.variadic,
        default_call_args: 0,
        instances: Default::default(),
        specializations: Default::default(),
        overloads: Vec::new(),
        funcs: Vec::new(),
        member: None,
        sfinae: false,
        dependent_param_types: Vec::new(),
    }
}

impl Sema<'_> {
    /// A deduction guide the program wrote for class template `ct` (named `name`),
    /// with signature `sig` and its result type at token `result`.
    pub fn act_on_deduction_guide(&mut self, ct: ClassTemplateId, name: Sym, sig: GuideSignature, result: usize) {
        let tmpl = guide_template(name, self.current_namespace(), sig);
        let template = self.add_guide_template(tmpl);
        let guide = DeductionGuide {
            template,
            result: Some(result),
        };
        self.add_written_guide(ct, guide);
    }
}

/// Makes the implicit guides of class template `ct` (once): one per constructor of its
/// primary definition, a function template over the class template's parameters
/// (followed by the constructor template's own when it is one) whose parameters are
/// the constructor's. A constructor whose parameters name the class is left out (an
/// argument that is an instance of the template deduces to its own type, the copy
/// deduction candidate), and so is one whose signature has substitution conditions,
/// which ptxc's guides do not check.
pub fn make_implicit_guides<'a>(p: &mut dyn TemplateParser<'a>, ct: ClassTemplateId) {
    if p.sema().has_implicit_guides(ct) {
        return;
    }
    let shape: ClassTemplateShape = p.sema().class_template_shape(ct);
    let ctors = shape
        .definition
        .map(|kw| p.constructor_sites(kw, shape.name))
        .unwrap_or_default();
    let mut guides = Vec::new();
    for ctor in ctors.into_iter().filter(|c| !c.names_class) {
        let Some(sig) = p.parse_guide_signature(&shape, ctor) else {
            continue;
        };
        if sig.conditional {
            continue;
        }
        let template = p.sema().add_guide_template(guide_template(shape.name, shape.ns, sig));
        guides.push(DeductionGuide { template, result: None });
    }
    p.sema().set_implicit_guides(ct, guides);
}
