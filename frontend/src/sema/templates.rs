//! Function templates: the definitions the parser records, template argument deduction
//! from call arguments, and the bookkeeping of instances.
//!
//! A template is kept as the position of its declaration in the token stream plus the
//! signature pattern (parameter and return types written with `TypeKind::TemplateParam`).
//! An instance is made by parsing the declaration again with the template parameters
//! bound to the arguments (see `parser::template`); it becomes an ordinary function with
//! the mangled name nvcc gives the instance, so the IL never contains templates.

use cranelift_entity::entity_impl;
use rustc_hash::FxHashMap;

use crate::il::{Expr, FuncId};
use crate::mangle::TemplateArg;
use crate::symbol::Sym;
use crate::types::{Quals, TypeId, TypeKind};

use super::scope::NsId;
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
}

/// A function template definition.
#[derive(Debug)]
pub struct FnTemplate {
    pub name: Sym,
    pub ns: NsId,
    pub params: Vec<(Sym, TemplateParamKind)>,
    /// Per parameter, the token range of its default argument, if any.
    pub defaults: Vec<Option<(usize, usize)>>,
    /// Token index where the declaration after `template <...>` starts.
    pub decl_start: usize,
    /// Whether the declaration has a body (only defined templates can be instantiated).
    pub defined: bool,
    /// Signature pattern for mangling and deduction.
    pub pattern_ret: TypeId,
    pub pattern_params: Vec<TypeId>,
    pub variadic: bool,
    pub instances: FxHashMap<Vec<TemplateArg>, FuncId>,
    /// Explicit specializations (`template <> int f<int>(int) { ... }`): the token index
    /// where each declaration starts (after `template <>`), by (converted) arguments.
    pub specializations: FxHashMap<Vec<TemplateArg>, usize>,
    /// On the template a name's scope entry refers to: the other function templates
    /// overloading the name.
    pub overloads: Vec<FnTemplateId>,
    /// On the template a name's scope entry refers to: the ordinary functions overloading
    /// the name.
    pub funcs: Vec<FuncId>,
    /// For a member function template, the class and the member's qualifiers.
    pub member: Option<MemberTemplate>,
}

/// What a member function template is a member of.
#[derive(Clone, Copy, Debug)]
pub struct MemberTemplate {
    pub class: TypeId,
    pub is_const: bool,
    pub is_static: bool,
}

/// A class template definition (`template <typename T, int N> struct Vec { ... };`).
#[derive(Debug)]
pub struct ClassTemplate {
    pub name: Sym,
    pub ns: NsId,
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
}

/// A member of a class template defined outside the class.
#[derive(Debug)]
pub struct OutOfClassMember {
    /// The definition's template parameters (bound by position to an instance's arguments).
    pub params: Vec<(Sym, TemplateParamKind)>,
    /// Token index of the declaration after `template <...>`.
    pub decl_start: usize,
}

/// Set while an instance is being parsed: the name and symbol its function gets.
#[derive(Clone, Debug)]
pub struct Instantiation {
    pub mangled: String,
    /// Template and arguments, so the instance is recorded as soon as it is declared
    /// (a recursive template then calls itself instead of instantiating again).
    pub key: Option<(FnTemplateId, Vec<TemplateArg>)>,
}

/// What a template parameter's name denotes once bound to argument `a`: a type, or a
/// constant (a pattern's non-type parameter is a placeholder constant 0).
pub fn param_entity(a: &TemplateArg) -> super::scope::Entity {
    use super::scope::Entity;
    match a {
        TemplateArg::Type(ty) => Entity::Typedef(*ty),
        TemplateArg::Int { ty, value } => Entity::EnumConst(*value, *ty),
        TemplateArg::Param { ty, .. } => Entity::EnumConst(0, *ty),
    }
}

impl<'a> Sema<'a> {
    /// Deduces the template arguments of template `t` not given explicitly from call
    /// arguments. Returns `None` when some parameter cannot be deduced or deductions
    /// conflict.
    pub fn deduce(
        &mut self,
        t: FnTemplateId,
        explicit: &[TemplateArg],
        args: &[&'a Expr<'a>],
    ) -> Option<Vec<TemplateArg>> {
        self.deduce_partial(t, explicit, args)?.into_iter().collect()
    }

    /// [`Sema::deduce`] leaving the parameters it cannot deduce unbound (`None`), for
    /// default template arguments to fill; `None` when deductions conflict.
    pub fn deduce_partial(
        &mut self,
        t: FnTemplateId,
        explicit: &[TemplateArg],
        args: &[&'a Expr<'a>],
    ) -> Option<Vec<Option<TemplateArg>>> {
        let n = self.templates[t].params.len();
        if explicit.len() > n {
            return None;
        }
        let mut bound: Vec<Option<TemplateArg>> = vec![None; n];
        for (k, a) in explicit.iter().enumerate() {
            bound[k] = Some(a.clone());
        }
        let patterns = self.templates[t].pattern_params.clone();
        for (p, a) in patterns.iter().zip(args) {
            if let Some(t) = self.forwarding_lvalue(*p, a, explicit.len()) {
                // `T&&` with an lvalue argument deduces `T` as `A&` ([temp.deduct.call]).
                let slot = &mut bound[t];
                let arg = TemplateArg::Type(self.types.lvalue_ref_to(a.ty));
                match slot {
                    None => *slot = Some(arg),
                    Some(b) if *b == arg => {}
                    Some(_) => return None,
                }
                continue;
            }
            let by_ref = self.types.referee(*p).is_some();
            let arg_ty = match self.types.kind(a.ty) {
                // A function decays to a pointer to its declared type (with references).
                TypeKind::Function { .. } if !by_ref => self.function_pointer_type(a),
                _ if by_ref => a.ty,
                _ => self.decayed(a.ty),
            };
            if !self.match_pattern(*p, arg_ty, &mut bound, explicit.len()) {
                return None;
            }
        }
        Some(bound)
    }

    /// The type of a by-value argument: arrays and functions decay, top-level qualifiers go.
    pub(super) fn decayed(&mut self, ty: TypeId) -> TypeId {
        match self.types.kind(ty).clone() {
            TypeKind::Array { elem, .. } => self.types.pointer_to(elem),
            TypeKind::Function { .. } => self.types.pointer_to(ty.unqualified()),
            _ => ty.unqualified(),
        }
    }

    /// Matches argument type `t` against pattern `p`, binding template parameters; the
    /// first `explicit` parameters were given explicitly and are not deduced (their
    /// arguments convert to them).
    pub(super) fn match_pattern(
        &mut self,
        p: TypeId,
        t: TypeId,
        bound: &mut [Option<TemplateArg>],
        explicit: usize,
    ) -> bool {
        match self.types.kind(p).clone() {
            TypeKind::TemplateParam { index } if (index as usize) < explicit => true,
            TypeKind::TemplateParam { index } => {
                // `const T&` / `const T*` deduce `T` from an unqualified argument too (the
                // binding or qualification conversion adds the `const`).
                let pq = p.quals().0 & 3;
                let tq = t.quals().0 & 3;
                let deduced = t.unqualified().with_quals(Quals(tq & !pq));
                let slot = &mut bound[index as usize];
                match slot {
                    None => {
                        *slot = Some(TemplateArg::Type(deduced));
                        true
                    }
                    Some(TemplateArg::Type(b)) => *b == deduced,
                    Some(_) => false,
                }
            }
            TypeKind::Pointer { pointee } => match self.types.pointee(t) {
                Some(tp) => self.match_pattern(pointee, tp, bound, explicit),
                None => !self.is_dependent(p),
            },
            TypeKind::LValueRef { referee } | TypeKind::RValueRef { referee } => {
                self.match_pattern(referee, t, bound, explicit)
            }
            TypeKind::Array { elem, len } => match self.types.array_elem(t) {
                Some((te, n)) => {
                    // `T (&a)[N]` deduces `N` from the array's length.
                    if let Some(index) = crate::types::param_array_len(len) {
                        let k = index as usize;
                        let arg = TemplateArg::Int {
                            ty: crate::types::TypeId::INT,
                            value: n as i128,
                        };
                        match bound.get_mut(k) {
                            Some(slot @ None) => *slot = Some(arg),
                            Some(Some(TemplateArg::Int { value, .. })) if *value == n as i128 => {}
                            Some(Some(_)) if k < explicit => {}
                            _ => return false,
                        }
                    }
                    self.match_pattern(elem, te, bound, explicit)
                }
                None => !self.is_dependent(p),
            },
            TypeKind::Record(pid) if self.is_dependent(p) => {
                // `Vec<T, N>` against an instance of the same class template: match the
                // arguments, deducing type and non-type parameters.
                let TypeKind::Record(tid) = *self.types.kind(t) else {
                    return false;
                };
                if self.record_templates.get(&pid) != self.record_templates.get(&tid) {
                    return false;
                }
                let pa = self.types.record(pid).template_args.clone();
                let ta = self.types.record(tid).template_args.clone();
                pa.len() == ta.len()
                    && pa.iter().zip(&ta).all(|(x, y)| match (x, y) {
                        (TemplateArg::Type(px), TemplateArg::Type(ty)) => self.match_pattern(*px, *ty, bound, explicit),
                        (TemplateArg::Int { value: a, .. }, TemplateArg::Int { value: b, .. }) => a == b,
                        (TemplateArg::Param { index, ty }, TemplateArg::Int { value, .. }) => {
                            let k = *index as usize;
                            let arg = TemplateArg::Int {
                                ty: *ty,
                                value: self.wrap_to(*value, *ty),
                            };
                            match bound.get_mut(k) {
                                Some(slot @ None) => {
                                    *slot = Some(arg);
                                    true
                                }
                                Some(Some(b)) => *b == arg || k < explicit,
                                None => false,
                            }
                        }
                        _ => false,
                    })
            }
            _ => true,
        }
    }

    /// The function templates named like template `head` (whose scope entry it is):
    /// `head` and its overloads.
    pub fn template_set(&self, head: FnTemplateId) -> Vec<FnTemplateId> {
        let mut set = vec![head];
        set.extend(self.templates[head].overloads.iter().copied());
        set
    }

    /// Whether a pattern type mentions a template parameter.
    pub fn is_dependent(&self, p: TypeId) -> bool {
        match self.types.kind(p) {
            TypeKind::TemplateParam { .. } => true,
            TypeKind::Pointer { pointee } => self.is_dependent(*pointee),
            TypeKind::LValueRef { referee } | TypeKind::RValueRef { referee } => self.is_dependent(*referee),
            TypeKind::Array { elem, len } => crate::types::param_array_len(*len).is_some() || self.is_dependent(*elem),
            TypeKind::Function { ret, params, .. } => {
                self.is_dependent(*ret) || params.iter().any(|q| self.is_dependent(*q))
            }
            TypeKind::Record(id) => self.types.record(*id).template_args.iter().any(|a| match a {
                TemplateArg::Type(t) => self.is_dependent(*t),
                TemplateArg::Param { .. } => true,
                TemplateArg::Int { .. } => false,
            }),
            _ => false,
        }
    }

    /// Readable template argument list for messages: `<float, 4>`.
    pub fn template_args_text(&self, args: &[TemplateArg]) -> String {
        let parts: Vec<String> = args
            .iter()
            .map(|a| match a {
                TemplateArg::Type(t) => self.types.display(*t),
                TemplateArg::Int { value, .. } => value.to_string(),
                TemplateArg::Param { index, .. } => format!("<parameter {}>", index + 1),
            })
            .collect();
        format!("<{}>", parts.join(", "))
    }
}
