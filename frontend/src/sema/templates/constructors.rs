//! Constructor templates ([temp.mem], [class.ctor]): `template <unsigned N> S(const
//! Tile<N>&)`, `template <class U> S(U&&)`. They are not members by name (the class
//! name stays a type in its scope), so each class keeps its own list, and every
//! construction of the class (`S s(t)`, `S(t)`, `S s = t;`, an argument converted to
//! `S`) adds to its constructors the instances of those whose arguments deduce from the
//! construction's arguments.
//!
//! Constructions are analysed inside Sema (conversions included), which cannot parse,
//! so an instance is made in two halves: Sema declares it at once from the signature
//! pattern (parameter types substituted, named as nvcc names it:
//! [`crate::mangle::mangle_ctor_template`]) and queues it; the parser defines the queued
//! instances after the declaration being parsed ends, by parsing the template's
//! declaration again with its parameters bound (`parser::templates::constructor_templates`).
//! Default template arguments and SFINAE conditions (`template <class U, enable_if_t<
//! is_convertible_v<U, T>, int> = 0> S(U&&)`) are read by a parser Sema borrows for the
//! check ([`Sema::with_template_parser`]), as are the default call arguments of an
//! instance, when a call first uses them.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::il::{Expr, FnDeclId};
use crate::mangle::TemplateArg;
use crate::source::Span;
use crate::types::{TypeId, TypeKind};

use super::FnTemplateId;
use crate::sema::decl::FnDeclInfo;
use crate::sema::overload::resolution::IcsRank;
use crate::sema::Sema;

/// The constructor templates of every class and the instances waiting for a body.
#[derive(Default)]
pub struct CtorTemplates {
    /// Per class (unqualified record type), its constructor templates in order.
    pub(super) by_class: FxHashMap<TypeId, Vec<FnTemplateId>>,
    /// Per constructor template, its declaration as parsed from the pattern (parameter
    /// types with template parameters), which instances copy.
    patterns: FxHashMap<FnTemplateId, FnDeclInfo>,
    /// Instances declared by Sema whose bodies the parser has not parsed yet.
    deferred: Vec<DeferredCtorInstance>,
    /// Instances of templates with default call arguments made by a call that gave every
    /// argument: they get the defaults when a later call first leaves some out.
    without_defaults: FxHashSet<FnDeclId>,
    /// The constructor templates declared `explicit` (so are their instances).
    explicit: rustc_hash::FxHashSet<FnTemplateId>,
    /// The constructor templates declared `noexcept` whatever their arguments (so are
    /// their instances, before their declarations are read again per instance:
    /// `noexcept(span<int>{arr})` asks an instance not yet defined).
    noexcept: rustc_hash::FxHashSet<FnTemplateId>,
}

/// An instance of a constructor template declared but not yet defined.
#[derive(Clone, Debug)]
pub struct DeferredCtorInstance {
    /// The constructor template.
    pub template: FnTemplateId,
    /// Its (deduced) arguments.
    pub args: Vec<TemplateArg>,
    /// The declared instance.
    pub func: FnDeclId,
}

/// Where and how the parser reads the definition of a constructor template instance.
pub struct CtorReplay {
    /// The class's scope.
    pub class_ns: crate::sema::lookup::NsId,
    /// Token index of the declaration after `template <...>`.
    pub pos: usize,
    /// The template parameters bound to the instance's arguments.
    pub bindings: super::replay::Bindings,
    /// The name the declaration gives the constructor (the class's).
    pub ctor_name: crate::symbol::Sym,
}

impl<'a> Sema<'a> {
    /// Records constructor template `tmpl` of its class (`tmpl.member`), declared as
    /// `pattern` (the parsed signature, parameter types written with template
    /// parameters), `explicit` or not, `noexcept` (unconditionally) or not.
    pub fn declare_ctor_template(
        &mut self,
        decl: super::written_templates::FnTemplateDecl,
        pattern: FnDeclInfo,
        (explicit, noexcept): (bool, bool),
        span: Span,
    ) {
        let tmpl = self.fn_template_here(decl);
        let Some(class) = tmpl.member.map(|m| m.class.unqualified()) else {
            return;
        };
        let same = self.ctor_templates.by_class.get(&class).is_some_and(|list| {
            list.iter().any(|&t| {
                let old = &self.templates[t];
                // Templates whose conditions differ (one is explicit when U does not
                // convert, the other when it does) are two templates.
                !old.sfinae
                    && !tmpl.sfinae
                    && old.pattern_params == tmpl.pattern_params
                    && old.params.len() == tmpl.params.len()
                    && old.variadic == tmpl.variadic
            })
        });
        if same {
            let n = self.interner.get(tmpl.name).to_string();
            self.diags
                .error(span, format!("class member \"{n}\" cannot be redeclared"));
            return;
        }
        let id = self.templates.push(tmpl);
        self.ctor_templates.patterns.insert(id, pattern);
        if explicit {
            self.ctor_templates.explicit.insert(id);
        }
        if noexcept {
            self.ctor_templates.noexcept.insert(id);
        }
        self.ctor_templates.by_class.entry(class).or_default().push(id);
    }

    /// Whether function template `t` is a constructor template.
    pub fn is_ctor_template(&self, t: FnTemplateId) -> bool {
        self.ctor_templates.patterns.contains_key(&t)
    }

    /// Whether class `ty` declares constructors (ordinary or templates).
    pub fn has_ctors(&self, ty: TypeId) -> bool {
        !self.ctors_of(ty).is_empty() || self.has_ctor_templates(ty) || self.inherits_constructors(ty)
    }

    /// Whether class `ty` declares constructor templates.
    pub fn has_ctor_templates(&self, ty: TypeId) -> bool {
        self.ctor_templates
            .by_class
            .get(&ty.unqualified())
            .is_some_and(|l| !l.is_empty())
    }

    /// The constructors of class `ty` that a construction from `args` chooses among:
    /// its declared constructors, then the instances of its constructor templates whose
    /// arguments deduce from `args` (declared now if new).
    ///
    /// An instance no better than an ordinary constructor on every argument is left
    /// out ([over.match.best]: the non-template wins a tie), as is one with the
    /// signature of the implicit copy or move constructor (`const S&`, `S&&`). In a
    /// copy-initialization `explicit` ones are left out.
    pub fn ctor_candidates(&mut self, ty: TypeId, args: &[&'a Expr<'a>]) -> Vec<FnDeclId> {
        let mut ordinary = self.ctors_of(ty);
        let copy_init = self.explicit_final.copy_initializing;
        if copy_init {
            ordinary.retain(|&c| !self.is_explicit(c));
        }
        let templates = self
            .ctor_templates
            .by_class
            .get(&ty.unqualified())
            .cloned()
            .unwrap_or_default();
        if templates.is_empty() {
            return ordinary;
        }
        let this_ty = self.types.pointer_to(ty.unqualified());
        let span = args.first().map_or(Span::default(), |a| a.span);
        let this_arg = self.mk(crate::il::ExprKind::int_const(0), this_ty, span, false);
        let mut full = vec![this_arg];
        full.extend_from_slice(args);
        let ordinary_ranks: Vec<Vec<IcsRank>> =
            ordinary.iter().filter_map(|&c| self.ranks_for_ties(c, &full)).collect();
        let mut instances: Vec<(FnTemplateId, FnDeclId, Vec<IcsRank>)> = Vec::new();
        for t in templates {
            if copy_init && self.ctor_templates.explicit.contains(&t) {
                continue;
            }
            let Some(f) = self.ctor_template_instance(t, args) else {
                continue;
            };
            if self.has_implicit_copy_signature(f, ty, args.len()) {
                continue;
            }
            let Some(ranks) = self.ranks_for_ties(f, &full) else {
                continue;
            };
            let tied = ordinary_ranks
                .iter()
                .any(|o| o.len() == ranks.len() && o.iter().zip(&ranks).all(|(a, b)| a <= b));
            if !tied {
                instances.push((t, f, ranks));
            }
        }
        // Of two instances that tie on every argument, the one of the more specialized
        // template wins ([temp.func.order]: `S(U*)` over `S(U&&)` for a pointer).
        let nargs = args.len();
        let by_value: Vec<Vec<bool>> = instances.iter().map(|&(_, f, _)| self.by_value_params(f)).collect();
        let beaten = |i: usize| {
            let (t, _, ranks) = &instances[i];
            instances.iter().enumerate().any(|(j, (u, _, other))| {
                u != t
                    && tie((other, &by_value[j]), (ranks, &by_value[i]))
                    && self.at_least_as_specialized(*u, *t, nargs)
                    && !self.at_least_as_specialized(*t, *u, nargs)
            })
        };
        let winners: Vec<FnDeclId> = (0..instances.len())
            .filter(|&i| !beaten(i))
            .map(|i| instances[i].1)
            .collect();
        let mut out = ordinary;
        out.extend(winners);
        out
    }

    /// The conversion ranks of constructor `c` for `full` (the object, then the
    /// arguments), as ties between constructors are judged: an rvalue binding to `T&&`
    /// is better than an identity only against another reference binding
    /// ([over.ics.rank] 3.2.3), so against a by-value parameter it ties.
    fn ranks_for_ties(&mut self, c: FnDeclId, full: &[&'a Expr<'a>]) -> Option<Vec<IcsRank>> {
        let by_value = self.by_value_params(c);
        let ranks = self.candidate_ranks(c, full)?;
        Some(
            ranks
                .into_iter()
                .zip(by_value.into_iter().chain(std::iter::repeat(false)))
                .map(|(r, v)| match v && r == IcsRank::Exact {
                    true => IcsRank::ExactRvalueBinding,
                    false => r,
                })
                .collect(),
        )
    }

    /// Per argument of constructor `c` (the object first), whether it is passed by value.
    fn by_value_params(&self, c: FnDeclId) -> Vec<bool> {
        let params = self.declared_params(c);
        std::iter::once(false)
            .chain(params.iter().map(|&p| self.types.referee(p).is_none()))
            .collect()
    }

    /// The parameter types of member function `f` as declared (without `this`).
    fn declared_params(&self, f: FnDeclId) -> Vec<TypeId> {
        self.facts(f)
            .method
            .and_then(|m| self.types.fn_sig(m.declared).map(|(_, p, _)| p.to_vec()))
            .unwrap_or_default()
    }

    /// Whether constructor `f` of class `ty`, called with `nargs` arguments (the
    /// parameters after them left to their defaults), takes exactly `const S&` or `S&&`
    /// (the implicit copy and move constructors' signatures, which win the tie as
    /// functions that are not template instances).
    fn has_implicit_copy_signature(&self, f: FnDeclId, ty: TypeId, nargs: usize) -> bool {
        let params = self.declared_params(f);
        let [p] = &params[..nargs.min(params.len())] else {
            return false;
        };
        let Some(referee) = self.types.referee(*p) else {
            return false;
        };
        let is_class = referee.unqualified() == ty.unqualified();
        is_class
            && (self.types.is_rvalue_ref(*p) && referee.quals().0 & 3 == 0
                || !self.types.is_rvalue_ref(*p) && referee.is_const() && !referee.is_volatile())
    }

    /// Whether a constructor template of class `ty` takes `args` (its arguments deduce;
    /// not an `explicit` one in a copy-initialization), without declaring an instance.
    pub fn ctor_template_takes(&mut self, ty: TypeId, args: &[&'a Expr<'a>]) -> bool {
        let templates = self
            .ctor_templates
            .by_class
            .get(&ty.unqualified())
            .cloned()
            .unwrap_or_default();
        let copy_init = self.explicit_final.copy_initializing;
        templates.into_iter().any(|t| {
            !(copy_init && self.ctor_templates.explicit.contains(&t)) && self.ctor_instance_params(t, args).is_some()
        })
    }

    /// How to parse the definition of `inst`: its template's declaration position,
    /// the class's scope, the template parameters bound to the instance's arguments and
    /// the class name the declaration uses for the constructor.
    pub fn ctor_instance_replay(&self, inst: &DeferredCtorInstance) -> Option<CtorReplay> {
        let tmpl = &self.templates[inst.template];
        let class = tmpl.member?.class;
        let mut bindings = self.class_instance_bindings(class);
        bindings.extend(super::replay::bindings(&tmpl.params, &inst.args));
        Some(CtorReplay {
            class_ns: self.class_scope(class)?,
            pos: tmpl.decl_start,
            bindings,
            ctor_name: tmpl.name,
        })
    }

    /// The scope of constructor template `t`'s class and the class's template parameters
    /// bound to its arguments: where the parameter types of a definition outside the
    /// class (`X<T>::X(It first, size_type n)`) are looked up (as for any member's declarator).
    pub fn ctor_template_class_scope(
        &self,
        t: FnTemplateId,
    ) -> Option<(crate::sema::lookup::NsId, super::replay::Bindings)> {
        let class = self.templates[t].member?.class;
        Some((self.class_scope(class)?, self.class_instance_bindings(class)))
    }

    /// The instances declared and since called, for the parser to define. An instance
    /// overload resolution did not choose is only declared ([temp.inst]: a body is
    /// instantiated when used; for arguments it was not meant for it may not compile).
    pub fn take_deferred_ctor_instances(&mut self) -> Vec<DeferredCtorInstance> {
        let deferred = std::mem::take(&mut self.ctor_templates.deferred);
        let (used, waiting): (Vec<_>, Vec<_>) = deferred.into_iter().partition(|i| self.is_named(i.func));
        self.ctor_templates.deferred = waiting;
        used
    }

    /// The instance of constructor template `t` for the arguments deduced from `args`,
    /// declared (and queued for its body) on first use; `None` when they do not deduce.
    fn ctor_template_instance(&mut self, t: FnTemplateId, args: &[&'a Expr<'a>]) -> Option<FnDeclId> {
        let (targs, param_types) = self.ctor_instance_params(t, args)?;
        if let Some(&f) = self.templates[t].instances.get(&targs) {
            let params = self.templates[t].pattern_params.len();
            if param_types.len() < params && self.ctor_templates.without_defaults.remove(&f) {
                // Made by a call that gave every argument (`It(p, i)` in a member), used
                // now with defaults (`It(p)`): they are instantiated for this use.
                self.instantiate_ctor_defaults(t, &targs, f)?;
            }
            return Some(f);
        }
        let tmpl = &self.templates[t];
        let class = tmpl.member?.class.unqualified();
        let mangled =
            crate::mangle::mangle_ctor_template(class, &targs, &tmpl.pattern_params, tmpl.variadic, &self.types);
        let mut info = self.ctor_templates.patterns.get(&t)?.clone();
        let span = info.span;
        if param_types.len() < tmpl.pattern_params.len() {
            // Trailing parameters left to their default arguments (`enable_if_t<...>* =
            // nullptr`): the declaration parsed with the arguments bound gives their
            // types and defaults.
            let inst = DeferredCtorInstance {
                template: t,
                args: targs.clone(),
                func: FnDeclId(0),
            };
            let replay = self.ctor_instance_replay(&inst)?;
            info = self
                .with_template_parser(|p| p.ctor_instance_signature(replay))
                .flatten()?;
            return Some(self.declare_deferred_ctor_instance(t, targs, info, mangled, class));
        }
        let defaults_left = tmpl.default_call_args > 0;
        info.params = param_types
            .into_iter()
            .map(|ty| crate::sema::decl::ParamInfo {
                name: None,
                ty,
                span,
                default: None,
                pattern_default: false,
                grid_constant: false,
            })
            .collect();
        let f = self.declare_deferred_ctor_instance(t, targs, info, mangled, class);
        if defaults_left {
            self.ctor_templates.without_defaults.insert(f);
        }
        Some(f)
    }

    /// Gives instance `f` of constructor template `t` for `targs` the default arguments of
    /// the template's declaration parsed with the arguments bound.
    fn instantiate_ctor_defaults(&mut self, t: FnTemplateId, targs: &[TemplateArg], f: FnDeclId) -> Option<()> {
        let inst = DeferredCtorInstance {
            template: t,
            args: targs.to_vec(),
            func: FnDeclId(0),
        };
        let replay = self.ctor_instance_replay(&inst)?;
        let info = self
            .with_template_parser(|p| p.ctor_instance_signature(replay))
            .flatten()?;
        self.add_ctor_instance_defaults(f, &info);
        Some(())
    }

    /// Declares instance `info` of constructor template `t` for `targs`, named
    /// `mangled`, of `class`, and queues it for its body.
    fn declare_deferred_ctor_instance(
        &mut self,
        t: FnTemplateId,
        targs: Vec<TemplateArg>,
        info: FnDeclInfo,
        mangled: String,
        class: TypeId,
    ) -> FnDeclId {
        let f = self.declare_ctor_instance(class, info, mangled);
        if self.ctor_templates.explicit.contains(&t) {
            self.mark_explicit(f);
        }
        if self.ctor_templates.noexcept.contains(&t) {
            self.mark_noexcept(f);
        }
        self.record_fn_instance(t, targs.clone(), f);
        self.ctor_templates.deferred.push(DeferredCtorInstance {
            template: t,
            args: targs,
            func: f,
        });
        f
    }

    /// The deduced arguments of constructor template `t` for `args` and the parameter
    /// types of that instance; `None` when some argument does not deduce or the count
    /// does not fit (default call arguments are not used).
    fn ctor_instance_params(
        &mut self,
        t: FnTemplateId,
        args: &[&'a Expr<'a>],
    ) -> Option<(Vec<TemplateArg>, Vec<TypeId>)> {
        let mut patterns = self.templates[t].pattern_params.clone();
        let pack = match patterns.last().map(|p| self.types.kind(*p).clone()) {
            Some(TypeKind::PackExpansion { pattern }) => {
                patterns.pop();
                Some(pattern)
            }
            _ => None,
        };
        let required = patterns.len().saturating_sub(self.templates[t].default_call_args);
        if args.len() < required || (args.len() > patterns.len() && pack.is_none()) {
            return None;
        }
        let deduced = match self.needs_parser_to_deduce(t) {
            // Defaults are tokens and SFINAE conditions are checked by substituting
            // into the signature: both are parsed again.
            true => self
                .with_template_parser(|p| super::calls::deduce_for_call(p, t, &[], args))
                .flatten()?,
            false => self.deduce(t, &[], args)?,
        };
        let targs = self.fitting_template_args(t, deduced.clone())?;
        // What substitution into the written signature gave, when SFINAE made the
        // parser read it again (a parameter of an alias member template, `_LValRefType<_Dummy>`,
        // is opaque to the pattern).
        let substituted = [&targs, &deduced]
            .into_iter()
            .find_map(|a| self.substituted_params.get(&(t, a.clone())))
            .filter(|ps| ps.len() == args.len())
            .cloned();
        if let Some(types) = substituted {
            return Some((targs, types));
        }
        let mut types = Vec::with_capacity(args.len());
        for (k, a) in args.iter().enumerate() {
            let (p, element) = match patterns.get(k) {
                Some(&p) => (p, None),
                None => (
                    pack?,
                    Some(super::partial_ordering::pack_element_args(&targs, k - patterns.len())),
                ),
            };
            let ty = self.substitute_or_argument(p, element.as_deref().unwrap_or(&targs), a.ty)?;
            types.push(ty);
        }
        Some((targs, types))
    }

    /// Whether deducing constructor template `t`'s arguments takes the parser: it has
    /// default template arguments or a signature only substitution can check.
    fn needs_parser_to_deduce(&self, t: FnTemplateId) -> bool {
        let tmpl = &self.templates[t];
        tmpl.sfinae || tmpl.defaults.iter().any(Option::is_some)
    }

    /// `p` with the template parameters replaced by `args`; where it names a class
    /// template instance with dependent arguments (`Tile<N>`), which deduction matched
    /// against the argument's class exactly, that class (`arg`, with `p`'s qualifiers).
    fn substitute_or_argument(&mut self, p: TypeId, args: &[TemplateArg], arg: TypeId) -> Option<TypeId> {
        if let Some(t) = self.substitute(p, args) {
            return Some(t);
        }
        let arg = self.types.referee(arg).unwrap_or(arg);
        let q = p.quals();
        let r = match self.types.raw_kind(p).clone() {
            TypeKind::LValueRef { referee } => {
                let s = self.substitute_or_argument(referee, args, arg)?;
                self.types.lvalue_ref_to(s)
            }
            TypeKind::RValueRef { referee } => {
                let s = self.substitute_or_argument(referee, args, arg)?;
                self.types.rvalue_ref_to(s)
            }
            TypeKind::Pointer { pointee } => {
                let a = self.types.pointee(arg)?;
                let s = self.substitute_or_argument(pointee, args, a)?;
                self.types.pointer_to(s)
            }
            TypeKind::Record(_) if self.types.is_record(arg) => arg.unqualified(),
            _ => return None,
        };
        Some(r.with_quals(q))
    }
}

/// Whether two constructor instances' conversion ranks (each with which arguments are
/// passed by value) tie for partial ordering: equal on every argument, where an
/// argument passed by value (an identity, ranked [`IcsRank::ExactRvalueBinding`] for
/// ties with `T&&`) also ties with any direct reference binding of it, which is an
/// identity too ([over.ics.rank] 3.2 compares two reference bindings only): `explicit
/// ptr(E*)` against `ptr(const P&)` given an `int*`, which the more specialized `E*` wins.
fn tie((a, a_by_value): (&[IcsRank], &[bool]), (b, b_by_value): (&[IcsRank], &[bool])) -> bool {
    let identity = |r: IcsRank| {
        matches!(
            r,
            IcsRank::Exact
                | IcsRank::ReferenceBinding
                | IcsRank::QualifiedReferenceBinding
                | IcsRank::ExactRvalueBinding
        )
    };
    let by_value_tie =
        |x: IcsRank, x_by_value: bool, y: IcsRank| x_by_value && x == IcsRank::ExactRvalueBinding && identity(y);
    a.len() == b.len()
        && (0..a.len()).all(|k| {
            let (x, y) = (a[k], b[k]);
            let (xv, yv) = (a_by_value.get(k) == Some(&true), b_by_value.get(k) == Some(&true));
            x == y || by_value_tie(x, xv, y) || by_value_tie(y, yv, x)
        })
}
