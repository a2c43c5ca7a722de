//! Failed signature substitutions remembered (issue 44: CuTe's calls try the same
//! function template with the same arguments again and again, and three in four of the
//! substitutions that fail had failed before).
//!
//! A failure is not stable the way a success is: a name not found, an overload set
//! without a viable candidate, a class found incomplete or a `constexpr` function
//! without a body may be there once more is declared. So a failure is remembered with
//! what its read could see change ([`Seen`]): the members and `using` directives of
//! namespaces, the overloads, definitions and specializations declared, and the class
//! scopes changed, records completed and `constexpr` (or deduced-result) functions
//! defined since, of those that existed then (a read that made nothing saw nothing made
//! after it). Reading the signature again gives the same failure while none of these
//! moved, if the read that failed made nothing but parameter variables and function
//! names ([`super::alias_memo::StateMark`]: no type, instance, function or diagnostic)
//! and depended on nothing else that changes: it reported kept errors again only while
//! no error was listed (whether it does depends on what is listed) and noted no use of
//! a set-aside name (an effect of the lookup itself). The key holds what the read
//! depends on besides the template and its arguments: whether it is in a host region
//! and whether lookups are host code's.

use rustc_hash::FxHashMap;

use crate::il::FnDeclId;
use crate::mangle::TemplateArg;
use crate::sema::Sema;

use super::alias_memo::StateMark;
use super::FnTemplateId;

/// What a failure's read may have depended on that later declarations change: the
/// counts of namespace changes and other declarations, how many scopes, records and
/// functions there were (a read that made nothing saw none made after it) and how far
/// the logs of class scopes changed, records completed and functions defined went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Seen {
    namespace_changes: u64,
    declarations: u64,
    scopes: usize,
    records: usize,
    functions: usize,
    class_changes: usize,
    completed: usize,
    defined: usize,
}

/// A remembered failure.
#[derive(Debug)]
struct Failure {
    seen: Seen,
    /// Whether its read named functions or declared parameters: a read around this one
    /// that is remembered only if it made nothing must see that a read was skipped.
    made_names: bool,
    /// Whether its read reported kept errors again: it does again only while no error
    /// is listed (none could be listed already, see [`Sema::report_dropped_instance_errors`]).
    reported_kept: bool,
}

/// The failed substitutions remembered, by template, arguments, host region and host
/// lookups.
#[derive(Debug, Default)]
pub struct FailedSubstitutions {
    failed: FxHashMap<(FnTemplateId, Vec<TemplateArg>, bool, bool), Failure>,
    /// Declarations that change no scope's members but may change what a signature
    /// reads: an overload added to a namespace's template set, a template's
    /// definition, a class template's specialization.
    declarations: u64,
    /// The `constexpr` functions and those with deduced results given bodies, in order
    /// (a constant expression calling one that had none may be one now).
    defined: Vec<FnDeclId>,
}

/// A signature substitution under way that may be remembered if it fails.
pub struct SubstitutionRead {
    before: StateMark,
    kept_reports: u64,
    uses_noted: u64,
    instance_errors: usize,
}

impl Sema<'_> {
    /// Notes a declaration that may let a substitution succeed that failed before
    /// without changing any namespace's members (an overload added to a template's
    /// set, a definition, a specialization).
    pub(in crate::sema) fn note_declaration(&mut self) {
        self.failed_substitutions.declarations += 1;
    }

    /// Notes that function `f` was given its body: what a constant expression or a
    /// deduced result reads (other bodies a signature never reads).
    pub(in crate::sema) fn note_function_defined(&mut self, f: FnDeclId) {
        let facts = self.facts(f);
        if !facts.is_constexpr && !facts.return_deduced {
            return;
        }
        let defined = &mut self.failed_substitutions.defined;
        if defined.last() != Some(&f) {
            defined.push(f);
        }
    }

    pub(super) fn seen_now(&self) -> Seen {
        Seen {
            namespace_changes: self.scopes.changes(),
            declarations: self.failed_substitutions.declarations,
            scopes: self.scopes.scope_count(),
            records: self.types.record_count(),
            functions: self.functions.len(),
            class_changes: self.scopes.class_changes().len(),
            completed: self.types.completed_records().len(),
            defined: self.failed_substitutions.defined.len(),
        }
    }

    /// `seen`, found unchanged since, moved on to now: what changed since was made after
    /// the read, so the logs need not be read again.
    pub(super) fn seen_refreshed(&self, seen: &Seen) -> Seen {
        Seen {
            scopes: seen.scopes,
            records: seen.records,
            functions: seen.functions,
            ..self.seen_now()
        }
    }

    /// Whether nothing `seen` by a read changed since: the counts are the same and every
    /// class scope changed, record completed and function defined since was made after.
    pub(super) fn unchanged_since(&self, seen: &Seen) -> bool {
        let now = self.seen_now();
        now.namespace_changes == seen.namespace_changes
            && now.declarations == seen.declarations
            && self.scopes.class_changes()[seen.class_changes..]
                .iter()
                .all(|ns| ns.0 as usize >= seen.scopes)
            && self.types.completed_records()[seen.completed..]
                .iter()
                .all(|r| r.0 as usize >= seen.records)
            && self.failed_substitutions.defined[seen.defined..]
                .iter()
                .all(|f| f.0 as usize >= seen.functions)
    }

    fn failure_key(&self, t: FnTemplateId, args: Vec<TemplateArg>) -> (FnTemplateId, Vec<TemplateArg>, bool, bool) {
        (t, args, self.diags.in_host_region(), self.diags.host_lookups())
    }

    /// Whether substituting `args` into `t`'s signature failed before with nothing it
    /// read changed since, and a read now would do nothing else than that read did.
    pub(in crate::sema) fn substitution_known_to_fail(&mut self, t: FnTemplateId, args: &[TemplateArg]) -> bool {
        if !self.no_kept_asserts() {
            return false;
        }
        let key = self.failure_key(t, args.to_vec());
        let Some(f) = self.failed_substitutions.failed.get(&key) else {
            return false;
        };
        if !self.unchanged_since(&f.seen) {
            return false;
        }
        if f.reported_kept && self.diags.lists_an_error() {
            return false;
        }
        let made_names = f.made_names;
        let seen = self.seen_refreshed(&f.seen);
        if let Some(f) = self.failed_substitutions.failed.get_mut(&key) {
            f.seen = seen;
        }
        if made_names {
            // As the read would have (see `Failure::made_names`).
            self.fn_names_made.set(self.fn_names_made.get() + 1);
        }
        true
    }

    /// Starts a substitution whose failure may be remembered.
    pub(in crate::sema) fn begin_substitution_read(&self) -> SubstitutionRead {
        SubstitutionRead {
            before: self.state_mark(),
            kept_reports: self.diags.kept_reports(),
            uses_noted: self.scopes.uses_noted(),
            instance_errors: self.instance_errors.len(),
        }
    }

    /// Ends `read`, a substitution of `args` into `t`'s signature that failed: it is
    /// remembered if the read made nothing that a read again would not make either and
    /// depended on nothing but what [`Seen`] follows.
    pub(in crate::sema) fn end_failed_substitution(
        &mut self,
        read: SubstitutionRead,
        t: FnTemplateId,
        args: &[TemplateArg],
    ) {
        let after = self.state_mark();
        let reported_kept = self.diags.kept_reports() != read.kept_reports;
        let remember = read.before.made_only_names_and_variables(&after)
            && (!reported_kept || !self.diags.lists_an_error())
            && self.scopes.uses_noted() == read.uses_noted
            && self.instance_errors.len() == read.instance_errors
            && self.no_kept_asserts();
        if !remember {
            return;
        }
        let failure = Failure {
            seen: self.seen_now(),
            made_names: after != read.before,
            reported_kept,
        };
        let key = self.failure_key(t, args.to_vec());
        self.failed_substitutions.failed.insert(key, failure);
    }
}
