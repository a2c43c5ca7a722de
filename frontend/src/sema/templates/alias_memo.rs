//! Alias template uses remembered (issue 44: CuTe names the same `Name<args>` of an
//! alias template some ten times each; reading its type-id again was a fifth of a
//! compile).
//!
//! A use is remembered by the alias and the arguments written only when reading it
//! changed nothing but what a read of the same tokens finds again: no type, function,
//! variable, instance or diagnostic was made, no function was named (a call or an
//! address: overload resolution, which later declarations may change), no incomplete
//! instance was completed or set waiting. Such a read depends only on entities that no
//! longer change (class instances once made, their members), so reading it again gives
//! the same type with the same (no) effects. A read that made something is not
//! remembered; the next one, which finds what the first made, usually is.
//! A use is answered from memory only where a read would have reported nothing either:
//! no record it names kept errors to report on its next use
//! ([`Sema::report_dropped_instance_errors`]), no record has failed `static_assert`s
//! kept for its first use (`deferred_asserts`).
//!
//! A read that named functions, or whose substitution failed, depends on more: an
//! overload declared later, a class completed later or a `constexpr` function defined
//! later may change what it finds. Such a read is remembered, if it made nothing else,
//! with what it could see change (`failed_substitutions::Seen`, the guard the failed
//! signature substitutions keep) and answers only while none of it changed; a use
//! answered so counts as a read that named functions, so the reads around it are
//! remembered with a guard too.

use std::rc::Rc;

use rustc_hash::FxHashMap;

use crate::mangle::TemplateArg;
use crate::sema::Sema;
use crate::types::TypeId;

use super::aliases::AliasTemplateId;
use super::failed_substitutions::Seen;
use super::ClassTemplateId;

/// The remembered uses: alias, written arguments and whether names are looked up as
/// host code's (set-aside declarations are visible then) -> the type.
#[derive(Debug, Default)]
pub struct AliasMemo {
    uses: FxHashMap<(AliasTemplateId, Vec<TemplateArg>, bool), RememberedUse>,
    /// Class template argument lists completed by reading defaults, remembered as alias
    /// uses are: template, written arguments, host lookups -> the completed arguments
    /// (`arguments::complete_class_args`, for every use of `Layout<Shape>`).
    defaults: FxHashMap<(ClassTemplateId, Vec<TemplateArg>, bool), RememberedDefaults>,
    /// How many reads that may be remembered are under way.
    reading: u32,
    /// The class template instances named again (found made) by the reads under way.
    named: Vec<TypeId>,
}

/// A remembered use: its type (the error type for a failed substitution), the class
/// template instances its read named again and, for a read that named functions or
/// failed, its guard.
#[derive(Debug)]
struct RememberedUse {
    ty: TypeId,
    named: Rc<[TypeId]>,
    /// Boxed: most uses have none, and the memo holds tens of thousands of uses.
    guard: Option<Box<Guard>>,
}

/// What a use that named functions or failed depends on besides its key: what its read
/// could see change, and whether it was read in a host region (where errors taken back
/// by a trial inside it may have been reported otherwise).
#[derive(Clone, Copy, Debug)]
struct Guard {
    seen: Seen,
    host_region: bool,
}

/// Remembered completed arguments and the class template instances their read named.
#[derive(Debug, Clone)]
pub(super) struct RememberedDefaults {
    pub(super) args: Vec<TemplateArg>,
    pub(super) named: Box<[TypeId]>,
}

/// A read under way ([`Sema::begin_alias_read`]).
pub struct AliasRead {
    before: StateMark,
    named_from: usize,
    kept_reports: u64,
    uses_noted: u64,
    instance_errors: usize,
}

/// How much Sema has made so far, in each table a read of stored tokens may add to:
/// two equal marks around a read mean it made nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StateMark {
    types: usize,
    functions: usize,
    vars: usize,
    globals: usize,
    instances: u32,
    named_functions: u64,
    diagnostics: usize,
    errors: usize,
    deferred: usize,
    waiting: usize,
    undefined: usize,
    awaiting: usize,
}

impl StateMark {
    /// Whether nothing but variables (a signature's parameters) and function names was
    /// made between `self` and `later`.
    pub(in crate::sema) fn made_only_names_and_variables(&self, later: &StateMark) -> bool {
        let same_vars = StateMark {
            vars: later.vars,
            named_functions: later.named_functions,
            ..*self
        };
        same_vars == *later
    }
}

impl Sema<'_> {
    /// The current [`StateMark`].
    pub(in crate::sema) fn state_mark(&self) -> StateMark {
        StateMark {
            types: self.types.len(),
            functions: self.functions.len(),
            vars: self.vars.len(),
            globals: self.globals.len(),
            instances: self.instances_made,
            named_functions: self.fn_names_made.get(),
            diagnostics: self.diags.list.len(),
            errors: self.diags.error_count(),
            deferred: self.deferred_instances.len(),
            waiting: self.waiting_argument_instances(),
            undefined: self.undefined_instances.len(),
            awaiting: self.awaiting_definition.len(),
        }
    }

    /// The type remembered for alias template `id` used with `args` written, if any
    /// and if reading it now would report nothing either.
    pub(in crate::sema) fn remembered_alias_use(
        &mut self,
        id: AliasTemplateId,
        args: Vec<TemplateArg>,
    ) -> Result<TypeId, Vec<TemplateArg>> {
        if self.alias_memo.uses.is_empty() || !self.no_kept_asserts() {
            return Err(args);
        }
        let key = (id, args, self.diags.host_lookups());
        let Some(known) = self.alias_memo.uses.get(&key) else {
            return Err(key.1);
        };
        let (ty, named, guard) = (known.ty, known.named.clone(), known.guard.as_deref().copied());
        if let Some(guard) = guard {
            if guard.host_region != self.diags.in_host_region() || !self.unchanged_since(&guard.seen) {
                return Err(key.1);
            }
        }
        if !self.answer_from_memory(&named) {
            return Err(key.1);
        }
        if let Some(guard) = guard {
            let seen = self.seen_refreshed(&guard.seen);
            if let Some(kept) = self.alias_memo.uses.get_mut(&key).and_then(|k| k.guard.as_mut()) {
                kept.seen = seen;
            }
            // As the read would have: the reads around this one see that it depends on more.
            self.fn_names_made.set(self.fn_names_made.get() + 1);
        }
        Ok(ty)
    }

    /// Whether a remembered read that named `named` may answer now (no instance it
    /// named has errors to report on its next use); if so, the reads under way name them.
    fn answer_from_memory(&mut self, named: &[TypeId]) -> bool {
        if named.iter().any(|r| self.instance_errors.contains_key(r)) {
            return false;
        }
        if self.alias_memo.reading > 0 {
            self.alias_memo.named.extend(named.iter().copied());
        }
        true
    }

    /// The arguments remembered for class template `t` written with `args`, completed
    /// by its defaults, if any and if reading them now would report nothing either.
    pub(in crate::sema) fn remembered_class_defaults(
        &mut self,
        t: ClassTemplateId,
        args: Vec<TemplateArg>,
    ) -> Result<Vec<TemplateArg>, Vec<TemplateArg>> {
        if !self.no_kept_asserts() {
            return Err(args);
        }
        let key = (t, args, self.diags.host_lookups());
        let known = self.alias_memo.defaults.get(&key).cloned();
        self.remembered_completion(known).ok_or(key.1)
    }

    /// The arguments of a remembered completion, when reading it now would report
    /// nothing either.
    pub(super) fn remembered_completion(&mut self, known: Option<RememberedDefaults>) -> Option<Vec<TemplateArg>> {
        let known = known?;
        self.answer_from_memory(&known.named).then_some(known.args)
    }

    /// Ends `read`, which completed class template `t`'s arguments `written` as
    /// `completed` (`None` after an error): remembered if the read made nothing and
    /// nothing in them depends on a pattern's parameters.
    pub(in crate::sema) fn end_class_defaults_read(
        &mut self,
        read: AliasRead,
        t: ClassTemplateId,
        written: Vec<TemplateArg>,
        completed: Option<&Vec<TemplateArg>>,
    ) {
        if let Some(known) = self.completion_to_remember(read, completed) {
            self.alias_memo
                .defaults
                .insert((t, written, self.diags.host_lookups()), known);
        }
    }

    /// Ends `read`, which completed a template's arguments as `completed`: what to
    /// remember of it, if the read made nothing and nothing in them depends on a
    /// pattern's parameters.
    pub(super) fn completion_to_remember(
        &mut self,
        read: AliasRead,
        completed: Option<&Vec<TemplateArg>>,
    ) -> Option<RememberedDefaults> {
        let completed = completed.filter(|c| !c.iter().any(|a| self.arg_is_dependent_or_opaque(a)));
        let named = self.finish_read(read, completed.is_some())?;
        Some(RememberedDefaults {
            args: completed.cloned().unwrap_or_default(),
            named,
        })
    }

    /// Whether `a` depends on a pattern's parameters or mentions an opaque type.
    pub(in crate::sema) fn arg_is_dependent_or_opaque(&self, a: &TemplateArg) -> bool {
        match a {
            TemplateArg::Type(t) => self.is_dependent_or_opaque(*t),
            TemplateArg::Pack(elems) => elems.iter().any(|e| self.arg_is_dependent_or_opaque(e)),
            _ => self.is_dependent_arg(a),
        }
    }

    /// Ends `read`: the class template instances it named again, to remember with its
    /// result, when `remember` and the read made nothing; `None` otherwise.
    fn finish_read(&mut self, read: AliasRead, remember: bool) -> Option<Box<[TypeId]>> {
        let remember = remember && self.state_mark() == read.before;
        self.finish_read_if(read, remember)
    }

    /// Ends `read`: the class template instances it named again, when `remember` (the
    /// caller checked what the read made); `None` otherwise.
    fn finish_read_if<T: for<'s> From<&'s [TypeId]>>(&mut self, read: AliasRead, remember: bool) -> Option<T> {
        self.alias_memo.reading -= 1;
        let named = (remember && self.no_kept_asserts()).then(|| self.alias_memo.named[read.named_from..].into());
        // The enclosing read keeps what this one named.
        if self.alias_memo.reading == 0 {
            self.alias_memo.named.clear();
        }
        named
    }

    /// Starts a read of an alias template use that may be remembered.
    pub(in crate::sema) fn begin_alias_read(&mut self) -> AliasRead {
        self.alias_memo.reading += 1;
        AliasRead {
            before: self.state_mark(),
            named_from: self.alias_memo.named.len(),
            kept_reports: self.diags.kept_reports(),
            uses_noted: self.scopes.uses_noted(),
            instance_errors: self.instance_errors.len(),
        }
    }

    /// Ends `read`, which found that alias template `id` used with `args` written is
    /// `ty` (`remember` false when the result depends on a pattern's parameters): it is
    /// remembered if the read made nothing, with a guard if it named functions or failed.
    pub(in crate::sema) fn end_alias_read(
        &mut self,
        read: AliasRead,
        id: AliasTemplateId,
        args: Vec<TemplateArg>,
        ty: TypeId,
        remember: bool,
    ) {
        // A dependent result (a template template parameter's placeholder instance) is
        // only what a pattern sees.
        let remember = remember && (ty == TypeId::ERROR || !self.is_dependent_or_opaque(ty));
        let after = self.state_mark();
        let made_nothing = after == read.before;
        let guarded = ty == TypeId::ERROR || !made_nothing;
        let remember = remember
            && match guarded {
                false => true,
                true => self.made_only_names(&read, &after),
            };
        let Some(named) = self.finish_read_if(read, remember) else {
            return;
        };
        let guard = guarded.then(|| {
            Box::new(Guard {
                seen: self.seen_now(),
                host_region: self.diags.in_host_region(),
            })
        });
        let key = (id, args, self.diags.host_lookups());
        self.alias_memo.uses.insert(key, RememberedUse { ty, named, guard });
    }

    /// Whether `read`, ending at `after`, made nothing but function names and had no
    /// effect a read again would not have either (the conditions of
    /// `end_failed_substitution`, variables excepted).
    fn made_only_names(&self, read: &AliasRead, after: &StateMark) -> bool {
        let only_names = StateMark {
            named_functions: after.named_functions,
            ..read.before
        };
        only_names == *after
            && self.diags.kept_reports() == read.kept_reports
            && self.scopes.uses_noted() == read.uses_noted
            && self.instance_errors.len() == read.instance_errors
    }

    /// Notes that an alias read under way named class template instance `record`
    /// again, which reports its dropped errors ([`Sema::report_dropped_instance_errors`]).
    pub(in crate::sema) fn note_instance_named(&mut self, record: TypeId) {
        if self.alias_memo.reading > 0 {
            self.alias_memo.named.push(record);
        }
    }
}
