//! Member function bodies of class template instances are instantiated when used
//! ([temp.inst]/4): making `span<const int>` does not compile `__as_writable_bytes`,
//! whose body casts away `const` for that argument and is only meant for others.
//! The parser declares every member with its class and leaves the body here; it
//! parses the bodies of those an expression has named since
//! (`parser::classes::deferred_members`). Bodies that are needed before any use are
//! parsed with the class as before: virtual functions (the vtable refers to them),
//! destructors (run implicitly), `constexpr` functions (evaluated while parsing) and
//! those whose return type is deduced from the body; the last two on trial: with
//! errors for the instance's arguments they wait after all. A `constexpr` member of an
//! instance whose arguments name a class still being defined (CRTP: `struct W :
//! view_interface<W>`) is tried only once that class is complete: its body may ask
//! traits about the class (`static_assert(view<W>)` in libcu++'s
//! `view_interface::__derived`), and answers given while it was incomplete would stay
//! with the variable template instances they made (`enable_view<W>` false for good).
//!
//! Likewise the initializer of a static data member is instantiated only when the
//! member is used ([temp.inst]/3): one whose initializer has errors for the instance's
//! arguments (`size = max({Size, _Bases::size...})` of libcu++'s `__basic_interface`,
//! which ptxc cannot evaluate yet) is declared anyway, and its errors are reported
//! where an expression names it.

use crate::il::{Expr, FnDeclId, VarDecl, VarId, VarKind};
use crate::sema::lookup::NsId;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::{TypeId, TypeKind};

/// A member function body of a class template instance, waiting for a use.
#[derive(Clone, Debug)]
pub struct DeferredMemberBody {
    /// The member function.
    pub func: FnDeclId,
    /// Token index of its body's `{` (or of a constructor's `:`).
    pub pos: usize,
    /// The function parameter packs of its parameter list (see `Parser::param_packs`).
    pub packs: Vec<(Sym, Vec<Sym>)>,
    /// The class instance.
    pub class: TypeId,
    /// That class's scope.
    pub class_ns: NsId,
    /// For a body written outside the class (`template <class U> void Box<U>::f() {}`):
    /// the class template's namespace and the definition's own parameter names bound to
    /// the instance's arguments, the scopes it is parsed in.
    pub out_of_class: Option<(NsId, crate::sema::templates::replay::Bindings)>,
}

/// When the parser reads the body of a member function written in its class.
pub enum MemberBodyPlan {
    /// The body waits for a use of its function (Sema keeps it).
    Waits,
    /// The body is parsed now.
    ParseNow(DeferredMemberBody),
    /// The body is parsed now for constant evaluation or its deduced result, in this
    /// diagnostics trial; with errors it waits after all
    /// ([`Sema::finish_member_body_trial`]).
    Try(crate::diag::Trial, TrialStart, DeferredMemberBody),
}

/// What a member body parsed on trial started from: the error count, and the function's
/// result before its body deduced it (restored when the body waits after all, so a
/// use finds it undeduced rather than the error type its failed `return` left).
pub struct TrialStart {
    errors: usize,
    result: (TypeId, TypeId, crate::sema::function_facts::FunctionFacts),
}

impl<'a> Sema<'a> {
    /// Whether the body of member function `f` of class `class` may wait for a use.
    pub fn member_body_may_wait(&self, f: FnDeclId, class: TypeId) -> bool {
        let facts = self.facts(f);
        self.in_class_template_instance(class)
            && !facts.is_constexpr
            && !facts.return_deduced
            && !self.contains_auto(self.func(f).ret)
            && !self.is_virtual(f)
            && self.dtor_of(class) != Some(f)
    }

    /// Whether member `f` of `class` would wait for a use but for being `constexpr` or
    /// having its result deduced from its body: the body is parsed with the class for
    /// constant evaluation and for its result, and if it has errors for this
    /// instance's arguments it waits after all, as C++ instantiates it only when used
    /// (a constructor meant for other arguments, as `__compressed_pair_elem(__value_init_tag)`
    /// of a class with no default constructor; `static auto mode() { return
    /// get<0>(seq<Ns...>{}); }` of an instance with no `Ns`).
    pub fn tried_member_may_wait(&self, f: FnDeclId, class: TypeId) -> bool {
        let facts = self.facts(f);
        (facts.is_constexpr || self.contains_auto(self.func(f).ret))
            && self.in_class_template_instance(class)
            && !facts.return_deduced
            && !self.is_virtual(f)
            && self.dtor_of(class) != Some(f)
    }

    /// Whether `class` is an instance of a class template or a class nested in one
    /// (`Array<T, N>::reverse_iterator`): its member functions are instantiated when
    /// used, so a body meant for other arguments is no error until then.
    pub fn in_class_template_instance(&self, class: TypeId) -> bool {
        self.is_class_template_instance_type(class) || self.enclosing_instance(class).is_some()
    }

    /// Whether `class` is an instance of a class template (its members' definitions are
    /// instantiated when used).
    pub fn is_class_template_instance_type(&self, class: TypeId) -> bool {
        self.instance_bindings.contains_key(&class.unqualified())
    }

    /// Declares static data member `name` (at `span`) of the class being parsed, whose
    /// initializer reported `errors`: a use reports them ([`Sema::failed_static_member_use`]).
    pub fn declare_failed_static_member(&mut self, name: Sym, span: Span, errors: Vec<crate::Diagnostic>) {
        if self.scopes.lookup_current(name).is_some() {
            self.diags.report_kept(errors);
            return;
        }
        let id = VarId(self.vars.len() as u32);
        self.vars.push(VarDecl {
            id,
            name: self.interner.get(name).to_string(),
            ty: TypeId::ERROR,
            span,
            kind: VarKind::Local,
        });
        let text = self.interner.get(name);
        let class = self.scopes.innermost_class();
        let qualified = match class.map(|c| self.types.kind(c)) {
            Some(&TypeKind::Record(id)) => {
                let record = self.types.record(id);
                let args = self.template_args_text(&record.template_args);
                format!("{}{args}::{text}", record.name)
            }
            _ => text.to_string(),
        };
        self.failed_static_members.insert(id, (errors, qualified));
        self.scopes.declare(name, crate::sema::lookup::Entity::Var(id));
    }

    /// A use of `v` at `span` when it is a static data member whose initializer failed:
    /// its errors, reported with the first use that required them, and an erroneous
    /// expression. A use whose errors a diagnostics trial took back (a `constexpr`
    /// member's body parsed for constant evaluation, cu seed 7 mutant 16473) leaves
    /// them to be reported by the next use.
    pub(crate) fn failed_static_member_use(&mut self, v: VarId, span: Span) -> Option<&'a Expr<'a>> {
        let (errors, name) = self.failed_static_members.get(&v)?;
        let errors = match errors.iter().all(|d| self.diags.lists(d)) {
            true => Vec::new(),
            false => errors.clone(),
        };
        if !errors.is_empty() {
            let name = name.clone();
            self.diags.report_kept(errors);
            self.diags
                .note(span, format!("in the instantiation of \"{name}\" required here"));
        }
        Some(self.error_expr(span))
    }

    /// When the body `body`, written in its class, is parsed: waiting for a use of its
    /// function in a class template instance, now, or now on trial for a `constexpr`
    /// or deduced-result member that would otherwise wait.
    pub fn plan_member_body(&mut self, body: DeferredMemberBody) -> MemberBodyPlan {
        if self.member_body_may_wait(body.func, body.class) {
            self.defer_member_body(body);
            MemberBodyPlan::Waits
        } else if self.tried_member_may_wait(body.func, body.class) {
            if self.trial_waits_for_class_being_defined(body.func, body.class) {
                self.postponed_member_trials.push(body);
                return MemberBodyPlan::Waits;
            }
            let (trial, start) = self.begin_member_body_trial(body.func);
            MemberBodyPlan::Try(trial, start, body)
        } else {
            MemberBodyPlan::ParseNow(body)
        }
    }

    /// Starts the diagnostics trial of the body of member `f`, noting what it starts from.
    pub fn begin_member_body_trial(&mut self, f: FnDeclId) -> (crate::diag::Trial, TrialStart) {
        let trial = self.diags.begin_trial();
        let func = self.func(f);
        let start = TrialStart {
            errors: self.diags.error_count(),
            result: (func.ret, func.ty, self.facts(f).clone()),
        };
        (trial, start)
    }

    /// Whether the trial of `constexpr` member `f` (its result written, not deduced) of
    /// instance `class` waits until no class its arguments name is being defined.
    fn trial_waits_for_class_being_defined(&self, f: FnDeclId, class: TypeId) -> bool {
        self.facts(f).is_constexpr
            && !self.contains_auto(self.func(f).ret)
            && self.instance_names_class_being_defined(class)
    }

    /// Whether the template arguments of instance `class` (or of the instance enclosing
    /// it) name a class whose definition is being read.
    fn instance_names_class_being_defined(&self, class: TypeId) -> bool {
        let instance = match self.is_class_template_instance_type(class) {
            true => class.unqualified(),
            false => match self.enclosing_instance(class) {
                Some(outer) => outer,
                None => return false,
            },
        };
        let TypeKind::Record(id) = *self.types.kind(instance) else {
            return false;
        };
        self.names_class_being_defined(&self.types.record(id).template_args)
    }

    /// The postponed trials ([`Sema::plan_member_body`]) whose instances' arguments
    /// name no class being defined any more, for the parser to try now.
    pub fn take_due_member_trials(&mut self) -> Vec<DeferredMemberBody> {
        if self.postponed_member_trials.is_empty() {
            return Vec::new();
        }
        let postponed = std::mem::take(&mut self.postponed_member_trials);
        let (due, waiting): (Vec<_>, Vec<_>) = postponed
            .into_iter()
            .partition(|b| !self.instance_names_class_being_defined(b.class));
        self.postponed_member_trials = waiting;
        due
    }

    /// After a body parsed on trial ([`MemberBodyPlan::Try`] from `start`): with errors
    /// for these arguments it waits for a use instead, where they are reported.
    pub fn finish_member_body_trial(&mut self, trial: crate::diag::Trial, start: TrialStart, body: DeferredMemberBody) {
        if self.diags.error_count() > start.errors {
            self.diags.end_trial(trial);
            let (ret, ty, facts) = start.result;
            let f = &mut self.functions[body.func.0 as usize];
            (f.ret, f.ty) = (ret, ty);
            self.fn_facts[body.func] = facts;
            self.forget_member_body(body.func);
            self.defer_member_body(body);
        }
    }

    /// Takes back the body parsed for `f` (its parse had errors; it is parsed again
    /// when used).
    pub fn forget_member_body(&mut self, f: FnDeclId) {
        self.functions[f.0 as usize].body = None;
    }

    /// Keeps `body` until its function is named.
    pub fn defer_member_body(&mut self, body: DeferredMemberBody) {
        self.deferred_members.push(body);
    }

    /// Before the waiting body of `f` (a member function of a class template instance,
    /// or a constructor template instance) is parsed: it is instantiated from where `f` was
    /// first named, so its depth is that use's (a body naming the next instance of its
    /// own class, `S<N>::f()` calling `S<N + 1>::f()`, ends at the depth limit as a
    /// nested instantiation does, not after parsing bodies without end). The depth to
    /// return to ([`Sema::leave_owed_body`]), or `None` past the limit (reported).
    pub fn enter_owed_body(&mut self, f: FnDeclId) -> Option<u32> {
        let saved = self.instantiation_depth;
        let Some((depth, site)) = self.named_depths.borrow().get(&f).copied() else {
            return Some(saved);
        };
        let depth = depth.max(saved);
        if !self.below_instantiation_limit(depth, site) {
            return None;
        }
        self.instantiation_depth = depth;
        Some(saved)
    }

    /// After the body [`Sema::enter_owed_body`] let in.
    pub fn leave_owed_body(&mut self, saved: u32) {
        self.instantiation_depth = saved;
    }

    /// The waiting bodies whose functions an expression has named, for the parser.
    pub fn take_named_member_bodies(&mut self) -> Vec<DeferredMemberBody> {
        if self.deferred_members.is_empty() || self.named_count.get() == self.named_count_seen {
            return Vec::new();
        }
        self.named_count_seen = self.named_count.get();
        let waiting = std::mem::take(&mut self.deferred_members);
        let (named, waiting): (Vec<_>, Vec<_>) = waiting.into_iter().partition(|b| self.is_named(b.func));
        self.deferred_members = waiting;
        named
    }
}
