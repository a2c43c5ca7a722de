//! Templates: the function and class template definitions the parser records, their
//! typed ids, and every rule about them. A new template rule goes into the submodule of
//! its chapter:
//!
//! - [`aliases`]: alias templates and variable templates;
//! - [`declarations`]: declaring templates, redeclarations, overload sets of templates,
//!   members of class templates defined outside the class;
//! - [`arguments`]: explicit arguments against parameters, default arguments, converting
//!   non-type arguments;
//! - [`deduction`]: template arguments from a call;
//! - [`calls`]: which instance a call of a template name calls;
//! - [`partial_ordering`]: choosing between templates and ordinary functions of one name;
//! - [`pattern_match`]: exact matching of signature patterns;
//! - [`specializations`]: explicit specializations and choosing a partial specialization;
//! - [`instantiation`]: making (or reusing) an instance, the nesting limit;
//! - [`sfinae`]: substitution failures in signatures and default arguments;
//! - [`replay`]: what the rules ask of the parser (parsing stored tokens again).
//!
//! A template is kept as the position of its declaration in the token stream plus the
//! signature pattern (parameter and return types written with `TypeKind::TemplateParam`).
//! An instance is made by parsing the declaration again with the template parameters
//! bound to the arguments (see `parser::templates`); it becomes an ordinary function with
//! the mangled name nvcc gives the instance, so the IL never contains templates.

pub mod alias_memo;
pub mod aliases;
pub mod arguments;
pub mod calls;
pub mod complete_types;
pub mod constructors;
pub mod conversion_templates;
pub mod ctor_instance_definitions;
pub mod declarations;
pub mod deduction;
pub mod deduction_guides;
pub mod deferred_asserts;
pub mod deferred_instances;
pub mod deferred_members;
pub mod dependence;
pub mod equivalence;
pub mod extern_instances;
pub mod failed_substitutions;
pub mod fn_instance_index;
pub mod friend_templates;
pub mod function_defaults_memo;
pub mod guide_declarations;
pub mod instantiation;
pub mod member_template_calls;
pub mod member_types;
pub mod operator_templates;
pub mod out_of_class_definitions;
pub mod out_of_class_members;
pub mod pack_expansions;
pub mod partial_ordering;
pub mod pattern_match;
pub mod replay;
pub mod sfinae;
pub mod specializations;
pub mod stored_scopes;
pub mod target_typed_ids;
pub mod template_name_arguments;
pub mod template_scopes;
pub mod template_template_params;
pub mod variable_templates;
pub mod written_templates;

use cranelift_entity::entity_impl;
use rustc_hash::FxHashMap;

use crate::il::FnDeclId;
use crate::mangle::TemplateArg;
use crate::symbol::Sym;
use crate::types::{TypeId, TypeKind};

use super::lookup::NsId;
use super::Sema;

/// A function template: index into `Sema::templates`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FnTemplateId(u32);
entity_impl!(FnTemplateId);

/// A class template: index into `Sema::class_templates`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ClassTemplateId(u32);
entity_impl!(ClassTemplateId);

/// A template parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TemplateParamKind {
    /// `typename T` / `class T`.
    Type,
    /// A non-type parameter of integer type (`int N`).
    Value(TypeId),
    /// A type parameter pack (`typename... Ts`).
    TypePack,
    /// A non-type parameter pack of integer type (`int... Ns`).
    ValuePack(TypeId),
    /// A template template parameter (`template <typename> class C`): its argument is
    /// a class template.
    Template,
}

impl TemplateParamKind {
    /// Whether the parameter stands for a value (`int N`, `int... Ns`).
    pub fn is_value(self) -> bool {
        matches!(self, TemplateParamKind::Value(_) | TemplateParamKind::ValuePack(_))
    }

    /// Whether the parameter is a pack.
    pub fn is_pack(self) -> bool {
        matches!(self, TemplateParamKind::TypePack | TemplateParamKind::ValuePack(_))
    }

    /// Whether argument `a` (an element, for a pack) fits the parameter's kind.
    pub fn accepts(self, a: &TemplateArg) -> bool {
        matches!(
            (self, a),
            (
                TemplateParamKind::Type | TemplateParamKind::TypePack,
                TemplateArg::Type(_)
            ) | (
                TemplateParamKind::Value(_) | TemplateParamKind::ValuePack(_),
                TemplateArg::Int { .. } | TemplateArg::Func { .. }
            ) | (TemplateParamKind::Template, TemplateArg::Template { .. })
        )
    }
}

/// A function template definition.
#[derive(Debug)]
pub struct FnTemplate {
    /// The template's name.
    pub name: Sym,
    /// The namespace (or class scope) it is declared in, where instances are parsed.
    pub ns: NsId,
    /// Its template parameters, in order.
    pub params: Vec<(Sym, TemplateParamKind)>,
    /// Per parameter, the token range of its default argument, if any.
    pub defaults: Vec<Option<(usize, usize)>>,
    /// Token index where the declaration after `template <...>` starts.
    pub decl_start: usize,
    /// Whether the declaration has a body (only defined templates can be instantiated).
    pub defined: bool,
    /// The return type of the signature pattern (parameters as
    /// `TypeKind::TemplateParam`), for mangling and deduction.
    pub pattern_ret: TypeId,
    /// The parameter types of the signature pattern.
    pub pattern_params: Vec<TypeId>,
    /// Whether the signature ends in `...`.
    pub variadic: bool,
    /// How many of its call parameters, at the end, have default arguments (parsed
    /// per instance), so a call may leave them out.
    pub default_call_args: usize,
    /// The instances made so far, by (converted) arguments.
    pub instances: FxHashMap<Vec<TemplateArg>, FnDeclId>,
    /// Explicit specializations (`template <> int f<int>(int) { ... }`), by (converted)
    /// arguments.
    pub specializations: FxHashMap<Vec<TemplateArg>, FnSpecialization>,
    /// On the template a name's scope entry refers to: the other function templates
    /// overloading the name.
    pub overloads: Vec<FnTemplateId>,
    /// On the template a name's scope entry refers to: the ordinary functions overloading
    /// the name.
    pub funcs: Vec<FnDeclId>,
    /// For a member function template, the class and the member's qualifiers.
    pub member: Option<MemberTemplate>,
    /// Whether its signature pattern holds an opaque dependent type (see [`sfinae`]):
    /// each deduction is checked by substituting into the signature.
    pub sfinae: bool,
    /// Token ranges of non-type parameters' types that depend on earlier parameters
    /// (`enable_if_t<C<T>, int> = 0`), checked with the signature.
    pub dependent_param_types: Vec<(usize, usize)>,
}

/// An explicit specialization of a function template.
#[derive(Clone, Copy, Debug)]
pub struct FnSpecialization {
    /// Token index where its declaration starts (after `template <>`).
    pub decl_start: usize,
    /// Whether that declaration is a definition.
    pub defined: bool,
}

/// What a member function template is a member of.
#[derive(Clone, Copy, Debug)]
pub struct MemberTemplate {
    /// The class it is a member of.
    pub class: TypeId,
    /// Declared `const` (called on const objects; `K` in its mangled name).
    pub is_const: bool,
    /// Its ref-qualifier (`R`/`O` in its mangled name).
    pub ref_qual: crate::sema::classes::members::RefQual,
    /// Declared `static` (no `this`).
    pub is_static: bool,
}

/// A class template definition (`template <typename T, int N> struct Vec { ... };`).
#[derive(Debug)]
pub struct ClassTemplate {
    /// The template's name.
    pub name: Sym,
    /// The namespace it is declared in, where instances are parsed.
    pub ns: NsId,
    /// Its template parameters, in order (those of the definition once seen).
    pub params: Vec<(Sym, TemplateParamKind)>,
    /// Per parameter, the token range of its default argument, if any.
    pub defaults: Vec<Option<(usize, usize)>>,
    /// Token index of the `struct`/`class`/`union` keyword of the definition.
    pub decl_start: usize,
    /// Whether the definition has been seen.
    pub defined: bool,
    /// Instances made so far, by (converted) arguments.
    pub instances: FxHashMap<Vec<TemplateArg>, TypeId>,
    /// Full specializations (`template <> struct Vec<bool, 1> { ... };`): the token index of
    /// their `struct` keyword, by arguments.
    pub specializations: FxHashMap<Vec<TemplateArg>, usize>,
    /// Partial specializations (`template <typename T> struct S<T*> { ... };`).
    pub partial_specs: Vec<PartialSpec>,
    /// The instances made from a partial specialization, by arguments: which one (an
    /// index into `partial_specs`) and the arguments deduced for its parameters.
    pub partial_instances: FxHashMap<Vec<TemplateArg>, (usize, Vec<TemplateArg>)>,
    /// Members defined outside the class (`template <typename T> T Box<T>::get() { ... }`),
    /// defined in each instance.
    pub out_of_class: Vec<OutOfClassMember>,
}

/// A partial specialization of a class template.
#[derive(Debug)]
pub struct PartialSpec {
    /// Its own template parameters.
    pub params: Vec<(Sym, TemplateParamKind)>,
    /// The template's arguments in terms of those parameters (`T*` as a pointer to
    /// `TypeKind::TemplateParam`, a non-type parameter as [`TemplateArg::Param`]).
    pub pattern: Vec<TemplateArg>,
    /// Token index of its `struct` keyword.
    pub kw_pos: usize,
    /// Token index of the `<` of its argument list when the pattern names what only
    /// substitution can check (`void_t<typename T::type>`, `decltype(...)`,
    /// `enable_if_t<C<T>::value>`): a match must also survive substituting the deduced
    /// arguments into the pattern and give the instance's arguments back.
    pub substitute_at: Option<usize>,
}

/// A member of a class template defined outside the class.
#[derive(Debug)]
pub struct OutOfClassMember {
    /// The definition's template parameters (bound by position to the arguments of an
    /// instance of the primary template, or to those deduced for the partial
    /// specialization's parameters).
    pub params: Vec<(Sym, TemplateParamKind)>,
    /// Token index of the declaration after `template <...>`.
    pub decl_start: usize,
    /// The arguments its qualifier names (`vec_t<T, 3>::`) in terms of `params`, when
    /// they could be read.
    pub written: Option<Vec<TemplateArg>>,
    /// The partial specialization whose member it defines (an index into
    /// `partial_specs`), `None` for a member of the primary template.
    pub partial: Option<usize>,
}

/// Set while an instance is being parsed: the name and symbol its function gets.
#[derive(Clone, Debug)]
pub struct Instantiation {
    /// The instance's mangled name (as nvcc names it).
    pub mangled: String,
    /// Template and arguments, so the instance is recorded as soon as it is declared
    /// (a recursive template then calls itself instead of instantiating again).
    pub key: Option<(FnTemplateId, Vec<TemplateArg>)>,
}

/// What a template parameter's name denotes once bound to argument `a`: a type, or a
/// constant (a pattern's non-type parameter is a placeholder constant 0).
pub fn param_entity(a: &TemplateArg) -> super::lookup::Entity {
    use super::lookup::Entity;
    match a {
        TemplateArg::Type(ty) => Entity::Typedef(*ty),
        TemplateArg::Int { ty, value } => Entity::EnumConst(*value, *ty),
        TemplateArg::Param { ty, .. } => Entity::EnumConst(0, *ty),
        // The parameter names the function itself: calls through it are direct.
        TemplateArg::Func { func, .. } => Entity::Funcs(smallvec::smallvec![crate::il::FnDeclId(*func)]),
        TemplateArg::Pack(elems) => Entity::Pack(elems.iter().map(param_entity).collect()),
        TemplateArg::Expansion(pattern) => param_entity(pattern),
        TemplateArg::Template { id, alias: false, .. } => Entity::ClassTemplate(ClassTemplateId(*id)),
        TemplateArg::Template { id, alias: true, .. } => Entity::AliasTemplate(aliases::AliasTemplateId::from_u32(*id)),
        // Only in patterns, which bind no names to it.
        TemplateArg::TemplateParam { .. } => Entity::Typedef(TypeId::ERROR),
    }
}

impl<'a> Sema<'a> {
    /// The function templates named like template `head` (whose scope entry it is):
    /// `head` and its overloads.
    pub fn template_set(&self, head: FnTemplateId) -> Vec<FnTemplateId> {
        let mut set = vec![head];
        set.extend(self.templates[head].overloads.iter().copied());
        set
    }

    /// The kind of the first template parameter of function template `t`, if it has one.
    pub fn first_template_param(&self, t: FnTemplateId) -> Option<TemplateParamKind> {
        self.templates[t].params.first().map(|(_, k)| *k)
    }

    /// The name of function template `t`, for messages.
    pub fn fn_template_name(&self, t: FnTemplateId) -> String {
        self.interner.get(self.templates[t].name).to_string()
    }

    /// The kind of the first template parameter of class template `t`, if it has one.
    pub fn first_class_template_param(&self, t: ClassTemplateId) -> Option<TemplateParamKind> {
        self.class_templates[t].params.first().map(|(_, k)| *k)
    }

    /// Whether an explicit specialization of class template `t` for `args` was declared.
    pub fn is_class_specialization(&self, t: ClassTemplateId, args: &[TemplateArg]) -> bool {
        self.class_templates[t].specializations.contains_key(args)
    }

    /// Class template `t`'s name, as interned.
    pub fn class_template_sym(&self, t: ClassTemplateId) -> Sym {
        self.class_templates[t].name
    }

    /// The name of class template `t`, for messages.
    pub fn class_template_name(&self, t: ClassTemplateId) -> String {
        self.interner.get(self.class_templates[t].name).to_string()
    }

    /// Where the definitions of class template `t` start (token indices of the `struct`
    /// keyword of the primary template, if defined, and of each specialization).
    pub fn class_template_definitions(&self, t: ClassTemplateId) -> Vec<usize> {
        let tmpl = &self.class_templates[t];
        let mut starts: Vec<usize> = tmpl.defined.then_some(tmpl.decl_start).into_iter().collect();
        starts.extend(tmpl.specializations.values().copied());
        starts.extend(tmpl.partial_specs.iter().map(|p| p.kw_pos));
        starts
    }

    /// Whether function template `t` is a non-static member template (called by its
    /// name inside a member function, it is called on `*this`).
    pub fn is_nonstatic_member_template(&self, t: FnTemplateId) -> bool {
        self.templates[t].member.is_some_and(|m| !m.is_static)
    }

    /// Whether function template `t` is a member of its class (static or not; a friend
    /// defined in the class is its namespace's).
    pub fn is_class_member_template(&self, t: FnTemplateId) -> bool {
        self.templates[t].member.is_some() && !self.is_friend_template(t)
    }

    /// The class template record `id` is an instance (or dependent placeholder) of.
    pub fn template_of_record(&self, id: crate::types::RecordId) -> Option<ClassTemplateId> {
        self.class_facts[id].template
    }

    /// The members of class template `ct` defined outside the class, as they are
    /// parsed for its instance with arguments `args`: namespace, token position of the
    /// declaration, and its parameters bound to `args`.
    pub fn out_of_class_members(
        &self,
        ct: ClassTemplateId,
        args: &[TemplateArg],
    ) -> Vec<(NsId, usize, replay::Bindings)> {
        let tmpl = &self.class_templates[ct];
        tmpl.out_of_class
            .iter()
            .filter_map(|m| Some((tmpl.ns, m.decl_start, self.out_of_class_member_bindings(ct, m, args)?)))
            .collect()
    }

    /// The parameters of `member`, an out-of-class member of class template `ct`, bound
    /// for its instance with arguments `args`: to the arguments for a member of the
    /// primary template, to those deduced for a partial specialization's member; `None`
    /// when the instance does not have the member (it comes from another definition).
    pub(in crate::sema) fn out_of_class_member_bindings(
        &self,
        ct: ClassTemplateId,
        member: &OutOfClassMember,
        args: &[TemplateArg],
    ) -> Option<replay::Bindings> {
        let tmpl = &self.class_templates[ct];
        if tmpl.specializations.contains_key(args) {
            return None;
        }
        match (member.partial, tmpl.partial_instances.get(args)) {
            (None, None) => Some(replay::bindings(&member.params, args)),
            (Some(k), Some((used, deduced))) if k == *used => Some(replay::bindings(&member.params, deduced)),
            _ => None,
        }
    }

    /// Whether a pattern type mentions a template parameter.
    pub fn is_dependent(&self, p: TypeId) -> bool {
        if let Some((class, member, _)) = self.types.member_pointer_parts(p) {
            return self.is_dependent(class) || self.is_dependent(member);
        }
        match self.types.kind(p) {
            TypeKind::TemplateParam { .. } | TypeKind::PackExpansion { .. } => true,
            TypeKind::Pointer { pointee } => self.is_dependent(*pointee),
            TypeKind::LValueRef { referee } | TypeKind::RValueRef { referee } => self.is_dependent(*referee),
            TypeKind::Array { elem, len } => crate::types::param_array_len(*len).is_some() || self.is_dependent(*elem),
            TypeKind::Function { ret, params, .. } => {
                self.is_dependent(*ret) || params.iter().any(|q| self.is_dependent(*q))
            }
            TypeKind::Record(id) => {
                self.types
                    .record(*id)
                    .template_args
                    .iter()
                    .any(|a| self.is_dependent_arg(a))
                    || self.class_facts[*id]
                        .template
                        .is_some_and(|ct| self.pattern_template_index(ct).is_some())
            }
            _ => false,
        }
    }

    /// The member template `member` of class `class` (`Class<args>::template member`)
    /// as a template template argument, if it is a class or alias template.
    pub fn member_template_argument(&self, class: TypeId, member: Sym) -> Option<TemplateArg> {
        let scope = self.class_scope(class)?;
        match self.scopes.lookup_in(scope, member)? {
            super::lookup::Entity::AliasTemplate(id) => Some(self.alias_template_argument(*id)),
            super::lookup::Entity::ClassTemplate(c) => Some(self.template_argument_naming(*c)),
            _ => None,
        }
    }

    /// Class template `ct` as the argument of a template template parameter.
    pub fn template_argument_naming(&self, ct: ClassTemplateId) -> TemplateArg {
        if let Some(index) = self.pattern_template_index(ct) {
            return TemplateArg::TemplateParam { index };
        }
        let tmpl = &self.class_templates[ct];
        TemplateArg::Template {
            id: ct.0,
            alias: false,
            name: self.interner.get(tmpl.name).to_string(),
            scope: self.scopes.namespace_path(tmpl.ns),
        }
    }

    /// The name of function template `t`.
    pub fn templates_name(&self, t: FnTemplateId) -> crate::symbol::Sym {
        self.templates[t].name
    }

    /// The parameters of function template `t`.
    pub fn template_params(&self, t: FnTemplateId) -> Vec<(crate::symbol::Sym, TemplateParamKind)> {
        self.templates[t].params.clone()
    }

    /// Whether function template `t` is the only function of its name (no other
    /// template or ordinary function overloads it).
    pub fn is_single_template(&self, t: FnTemplateId) -> bool {
        self.template_set(t).len() == 1 && self.templates[t].funcs.is_empty()
    }

    /// Whether a template argument mentions a template parameter.
    pub fn is_dependent_arg(&self, a: &TemplateArg) -> bool {
        match a {
            TemplateArg::Type(t) => self.is_dependent(*t),
            TemplateArg::Param { .. } | TemplateArg::TemplateParam { .. } | TemplateArg::Expansion(_) => true,
            TemplateArg::Int { .. } | TemplateArg::Func { .. } | TemplateArg::Template { .. } => false,
            TemplateArg::Pack(elems) => elems.iter().any(|e| self.is_dependent_arg(e)),
        }
    }

    /// Readable template argument list for messages: `<float, 4>`.
    pub fn template_args_text(&self, args: &[TemplateArg]) -> String {
        let parts: Vec<String> = args
            .iter()
            .map(|a| match a {
                TemplateArg::Type(t) => self.types.display(*t),
                TemplateArg::Int { value, .. } => value.to_string(),
                TemplateArg::Func { func, .. } => format!("&{}", self.func(crate::il::FnDeclId(*func)).name),
                TemplateArg::Template { name, .. } => name.clone(),
                TemplateArg::Param { index, .. } | TemplateArg::TemplateParam { index } => {
                    format!("<parameter {}>", index + 1)
                }
                TemplateArg::Pack(elems) => {
                    let inner = self.template_args_text(elems);
                    inner[1..inner.len() - 1].to_string()
                }
                TemplateArg::Expansion(pattern) => {
                    let inner = self.template_args_text(std::slice::from_ref(pattern.as_ref()));
                    format!("{}...", &inner[1..inner.len() - 1])
                }
            })
            .collect();
        format!("<{}>", parts.join(", "))
    }
}
