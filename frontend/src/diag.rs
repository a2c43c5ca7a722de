//! Diagnostics collection.
//!
//! Every stage reports into one [`Diags`] sink: errors and warnings with a primary label at a
//! [`Span`]. The sink caps the number of errors so pathological input cannot produce
//! unbounded output.

use codespan_reporting::diagnostic::{Label, Severity};

use crate::source::{SourceMap, Span};
use crate::Diagnostic;

/// Errors after which further errors are dropped (a final note says so).
const MAX_ERRORS: usize = 2000;

/// Where a diagnostic was reported (see [`crate::host_code`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Origin {
    /// Device code or code both sides use: it always stands.
    Exact,
    /// Host code that may be set aside.
    Host,
    /// Host code set aside under this record: reported only if device code uses it.
    SetAside(u32),
}

/// A region of code entered with [`Diags::enter_region`].
#[derive(Clone, Copy, Debug)]
pub struct Region {
    mark: usize,
    tolerant: bool,
    errors_before: usize,
}

fn is_error(d: &Diagnostic) -> bool {
    d.severity >= Severity::Error
}

/// A trial started by [`Diags::begin_trial`].
#[derive(Clone, Copy, Debug)]
pub struct Trial {
    len: usize,
    errors: usize,
    origins: usize,
}

/// Diagnostics a trial reported, each with where it was reported
/// ([`Diags::end_trial_keeping_origins`]).
#[derive(Debug, Default)]
pub struct KeptDiagnostics(Vec<(Diagnostic, Origin)>);

/// Collects diagnostics of a compilation.
#[derive(Debug, Default)]
pub struct Diags {
    /// Every diagnostic reported, in order.
    pub list: Vec<Diagnostic>,
    errors: usize,
    /// Where each entry of `list` was reported (missing entries: exact code).
    origins: Vec<Origin>,
    /// Nesting of regions: host-tolerant (true) or exact (false), and whether lookups
    /// in them are host code's; outside all: exact, device lookups.
    regions: Vec<(bool, bool)>,
    /// What was set aside as host code, in order.
    pub set_aside: Vec<crate::host_code::SetAside>,
    /// `--check-host`: host code is checked exactly too; nothing is set aside.
    pub check_host: bool,
    /// Where the input ends (the end-of-file token's span). An error there always stands,
    /// in host code too: the declaration it is in was cut short by the end of the file,
    /// which no header ptxc lacks would explain.
    pub end_of_input: Option<Span>,
    /// System headers (`-isystem`, the toolkit's, ptxc's own): warnings in them are not
    /// shown, as GCC and nvcc do not show them (CCCL's functions that end in an
    /// unreachable call are no user's concern).
    system_files: rustc_hash::FxHashSet<crate::source::FileId>,
    /// How many times kept diagnostics were reported again ([`Diags::report_kept`]):
    /// whether they are depends on what is listed, not only on the code read.
    kept_reports: u64,
}

impl Diags {
    /// Notes that `file` is a system header: warnings located in it are dropped.
    pub fn mark_system_file(&mut self, file: crate::source::FileId) {
        self.system_files.insert(file);
    }

    /// An empty sink.
    pub fn new() -> Diags {
        Diags::default()
    }

    /// Reports an error at `span`.
    pub fn error(&mut self, span: Span, msg: impl std::fmt::Display) {
        self.errors += 1;
        if self.errors > MAX_ERRORS {
            return;
        }
        if self.errors == MAX_ERRORS {
            self.list.push(
                Diagnostic::error()
                    .with_message("too many errors emitted, stopping now")
                    .with_labels(vec![Label::primary(span.file, span.range())]),
            );
            self.flag_last();
            return;
        }
        self.list.push(
            Diagnostic::error()
                .with_message(msg)
                .with_labels(vec![Label::primary(span.file, span.range())]),
        );
        self.flag_last();
    }

    /// Reports an error at `span` with a secondary note label at `note_span`.
    pub fn error_with_note(
        &mut self,
        span: Span,
        msg: impl std::fmt::Display,
        note_span: Span,
        note: impl std::fmt::Display,
    ) {
        self.error(span, msg);
        if let Some(d) = self.list.last_mut() {
            if d.severity == Severity::Error && self.errors < MAX_ERRORS {
                d.labels
                    .push(Label::secondary(note_span.file, note_span.range()).with_message(note));
            }
        }
    }

    /// Reports an error of CUDA's own rules (kernel launches, execution spaces): it stands
    /// in host code too, as nvcc's CUDA front end reports it there.
    pub fn cuda_error(&mut self, span: Span, msg: impl std::fmt::Display) {
        self.standing_error(span, msg);
    }

    /// Reports an error that stands in host code too: one that no header ptxc lacks and no
    /// feature it does not support could explain (an attribute argument of the wrong kind).
    pub fn standing_error(&mut self, span: Span, msg: impl std::fmt::Display) {
        self.error(span, msg);
        if self.origins.len() == self.list.len() {
            if let Some(last) = self.origins.last_mut() {
                *last = Origin::Exact;
            }
        }
    }

    /// Reports [`Diags::standing_error`] `msg` at `span` unless it was reported there
    /// already (a function template's attributes are read again for each instance).
    pub fn standing_error_once(&mut self, span: Span, msg: &str) {
        let seen = self.list.iter().any(|d| {
            d.message == msg
                && d.labels
                    .first()
                    .is_some_and(|l| l.file_id == span.file && l.range == span.range())
        });
        if !seen {
            self.standing_error(span, msg);
        }
    }

    /// Reports `<kind> "<name>" is undefined` (kind: "identifier", "namespace"), with a
    /// label at the host code that was set aside if that explains the name's absence.
    pub fn undefined(&mut self, span: Span, kind: &str, name: &str) {
        if !self.in_host_region() {
            // A host declaration of the name failed and was set aside: its own error says
            // why the name is missing.
            let failed = self.set_aside.iter().position(|r| r.names.iter().any(|n| n == name));
            if let Some(id) = failed.filter(|&id| self.set_aside[id].used_by_device || self.errors_of(id as u32) > 0) {
                self.revive(id as u32);
                return;
            }
        }
        self.error(span, format!("{kind} \"{name}\" is undefined"));
        if self.in_host_region() || self.errors >= MAX_ERRORS {
            return;
        }
        if let Some(label) = crate::host_code::explain_undefined(&self.set_aside, name).map(|r| r.label()) {
            if let Some(d) = self.list.last_mut() {
                d.labels.push(label);
            }
        }
    }

    /// Marks the diagnostic just pushed with the current region.
    fn flag_last(&mut self) {
        let at_end = |d: &Diagnostic, end: Span| {
            d.labels
                .first()
                .is_some_and(|l| l.file_id == end.file && l.range == end.range())
        };
        let ends_input = match (self.list.last(), self.end_of_input) {
            (Some(d), Some(end)) => is_error(d) && at_end(d, end),
            _ => false,
        };
        let origin = if self.in_host_region() && !ends_input {
            Origin::Host
        } else {
            Origin::Exact
        };
        self.origins.resize(self.list.len().saturating_sub(1), Origin::Exact);
        self.origins.push(origin);
    }

    /// Enters a region whose errors are host code's (`tolerant`: they may be set aside) or
    /// device code's (exact: they always stand, even inside host code, e.g. a class
    /// template instantiated from a host function). Leave it with [`Diags::leave_region`].
    pub fn enter_region(&mut self, tolerant: bool) -> Region {
        let tolerant = tolerant && !self.check_host;
        self.regions.push((tolerant, tolerant));
        Region {
            mark: self.list.len(),
            tolerant,
            errors_before: self.errors,
        }
    }

    /// Enters the region of a class template instance, whose kind follows whoever asked
    /// for it: exact for device code, host code's for host code (a host variable of an
    /// instance derived from a set-aside class, a member of an instance specialized at
    /// namespace scope), whose errors the caller sets aside under the template's name
    /// so that device code naming the template revives them. Leave it with
    /// [`Diags::leave_region`].
    pub fn enter_instance_region(&mut self) -> Region {
        let host_lookups = self.host_lookups();
        let tolerant = host_lookups && !self.check_host;
        self.regions.push((tolerant, host_lookups));
        Region {
            mark: self.list.len(),
            tolerant,
            errors_before: self.errors,
        }
    }

    /// Leaves `region` (the innermost). If it was tolerant and host code's errors were
    /// reported in it, returns the first one's message: the caller may set the code aside
    /// with [`Diags::set_aside`].
    pub fn leave_region(&mut self, region: &Region) -> Option<String> {
        self.regions.pop();
        if !region.tolerant {
            return None;
        }
        self.origins.resize(self.list.len(), Origin::Exact);
        (region.mark..self.list.len())
            .find(|&k| self.origins[k] == Origin::Host && is_error(&self.list[k]))
            .map(|k| self.list[k].message.clone())
    }

    /// Where the first of host code's errors reported in `region` (just left) is.
    pub fn first_host_error_span(&self, region: &Region) -> Option<Span> {
        (region.mark..self.list.len().min(self.origins.len()))
            .find(|&k| self.origins[k] == Origin::Host && is_error(&self.list[k]))
            .and_then(|k| self.list[k].labels.first())
            .map(|l| Span::new(l.file_id, l.range.start as u32, l.range.end as u32))
    }

    /// Sets aside the host code of `region` (just left): its diagnostics are held back
    /// under `record` and reported only if device code turns out to use what it declared
    /// ([`Diags::revive`]). Returns the record's index.
    pub fn set_aside(&mut self, region: &Region, record: crate::host_code::SetAside) -> u32 {
        let id = self.set_aside.len() as u32;
        self.set_aside.push(record);
        self.origins.resize(self.list.len(), Origin::Exact);
        for k in region.mark..self.list.len() {
            if self.origins[k] == Origin::Host {
                self.origins[k] = Origin::SetAside(id);
            }
        }
        // Errors past the cap were counted but not listed: recount what stands.
        let standing = (region.mark..self.list.len())
            .filter(|&k| !matches!(self.origins[k], Origin::SetAside(_)) && is_error(&self.list[k]))
            .count();
        self.errors = region.errors_before + standing;
        id
    }

    /// Device code uses what set-aside record `id` declared: its errors (and those of the
    /// records it depended on) are reported after all.
    pub fn revive(&mut self, id: u32) {
        let mut work = vec![id];
        while let Some(id) = work.pop() {
            let Some(record) = self.set_aside.get_mut(id as usize) else {
                continue;
            };
            if record.used_by_device {
                continue;
            }
            record.used_by_device = true;
            work.extend(record.depends_on.iter().copied());
            self.origins.resize(self.list.len(), Origin::Exact);
            self.errors += self.errors_of(id);
        }
    }

    /// Errors held back under set-aside record `id`.
    fn errors_of(&self, id: u32) -> usize {
        (0..self.list.len().min(self.origins.len()))
            .filter(|&k| self.origins[k] == Origin::SetAside(id) && is_error(&self.list[k]))
            .count()
    }

    /// Ends host-code handling: diagnostics of set-aside code that device code did not use
    /// are dropped; the others stay where they were reported.
    pub fn finish_host_code(&mut self) {
        self.origins.resize(self.list.len(), Origin::Exact);
        let mut k = 0;
        self.list.retain(|_| {
            let keep = match self.origins[k] {
                Origin::SetAside(id) => self.set_aside[id as usize].used_by_device,
                _ => true,
            };
            k += 1;
            keep
        });
        self.origins.clear();
    }

    /// Whether errors reported now would be host code's (inside a tolerant region).
    pub fn in_host_region(&self) -> bool {
        self.regions.last().is_some_and(|r| r.0)
    }

    /// Whether names looked up now are host code's (see [`Diags::enter_instance_region`]).
    pub fn host_lookups(&self) -> bool {
        self.regions.last().is_some_and(|r| r.1)
    }

    /// Reports a warning at `span`.
    pub fn warning(&mut self, span: Span, msg: impl std::fmt::Display) {
        if !self.system_files.contains(&span.file) {
            self.requested_warning(span, msg);
        }
    }

    /// Reports a warning at `span` also inside a system header: one its author asked for
    /// (`#warning`), as GCC shows them.
    pub fn requested_warning(&mut self, span: Span, msg: impl std::fmt::Display) {
        if self.list.len() > 4 * MAX_ERRORS {
            return;
        }
        self.list.push(
            Diagnostic::warning()
                .with_message(msg)
                .with_labels(vec![Label::primary(span.file, span.range())]),
        );
        self.flag_last();
    }

    /// Reports a note (information that needs no action) at `span`.
    pub fn note(&mut self, span: Span, msg: impl std::fmt::Display) {
        if self.list.len() > 4 * MAX_ERRORS {
            return;
        }
        self.list.push(
            Diagnostic::note()
                .with_message(msg)
                .with_labels(vec![Label::primary(span.file, span.range())]),
        );
        self.flag_last();
    }

    /// Starts a trial: diagnostics reported until [`Diags::end_trial`] are taken back
    /// then (a substitution tried for SFINAE, whose failure is not an error).
    pub fn begin_trial(&self) -> Trial {
        Trial {
            len: self.list.len(),
            errors: self.errors,
            origins: self.origins.len(),
        }
    }

    /// The message of the first error reported since `trial` began, if any.
    pub fn first_error_since(&self, trial: &Trial) -> Option<String> {
        self.list
            .get(trial.len..)?
            .iter()
            .find(|d| d.severity == Severity::Error)
            .map(|d| d.message.clone())
    }

    /// Ends `trial`, taking back what it reported; whether it reported an error.
    pub fn end_trial(&mut self, trial: Trial) -> bool {
        let failed = self.errors > trial.errors;
        self.list.truncate(trial.len);
        self.origins.truncate(trial.origins.min(self.list.len()));
        self.errors = trial.errors;
        failed
    }

    /// Takes back what was reported since `trial` began, as [`Diags::end_trial`] does,
    /// also when trials begun after it ended in between.
    pub fn end_trial_clamped(&mut self, trial: Trial) {
        self.list.truncate(trial.len);
        self.origins.truncate(trial.origins.min(self.list.len()));
        self.errors = self.errors.min(trial.errors);
    }

    /// Ends `trial` as [`Diags::end_trial`] does, handing back what it reported when
    /// that includes an error (to be reported later by [`Diags::report_kept`]); what
    /// else it reported stays.
    pub fn end_trial_keeping_errors(&mut self, trial: Trial) -> Vec<Diagnostic> {
        if self.errors == trial.errors {
            return Vec::new();
        }
        let kept = self
            .list
            .get(trial.len..)
            .map(<[Diagnostic]>::to_vec)
            .unwrap_or_default();
        self.end_trial(trial);
        kept
    }

    /// Ends `trial` as [`Diags::end_trial`] does, handing back what it reported with
    /// where each was reported (device code's errors, which always stand, or host
    /// code's), for [`Diags::report_kept_in_place`].
    pub fn end_trial_keeping_origins(&mut self, trial: Trial) -> KeptDiagnostics {
        self.origins.resize(self.list.len(), Origin::Exact);
        let kept = (trial.len..self.list.len())
            .map(|k| (self.list[k].clone(), self.origins[k]))
            .collect();
        self.end_trial(trial);
        KeptDiagnostics(kept)
    }

    /// Reports again what [`Diags::end_trial_keeping_origins`] kept, each from where it
    /// was first reported: a device function instance's error made inside host code
    /// still stands, a host initializer's may still be set aside.
    pub fn report_kept_in_place(&mut self, kept: KeptDiagnostics) {
        self.kept_reports += 1;
        for (d, origin) in kept.0 {
            let counted = is_error(&d) && !matches!(origin, Origin::SetAside(_));
            if counted {
                self.errors += 1;
                if self.errors > MAX_ERRORS {
                    continue;
                }
            }
            self.list.push(d);
            self.origins.resize(self.list.len() - 1, Origin::Exact);
            self.origins.push(origin);
        }
    }

    /// A mark of what has been reported so far, for [`Diags::errors_since`].
    pub fn mark(&self) -> usize {
        self.list.len()
    }

    /// What was reported since `mark` (from [`Diags::mark`]) when that includes an error;
    /// nothing otherwise.
    pub fn errors_since(&self, mark: usize) -> Vec<Diagnostic> {
        let since = self.list.get(mark..).unwrap_or_default();
        match since.iter().any(is_error) {
            true => since.to_vec(),
            false => Vec::new(),
        }
    }

    /// Whether an error is listed (one that kept errors may repeat).
    pub fn lists_an_error(&self) -> bool {
        self.list.iter().any(is_error)
    }

    /// How many times kept diagnostics were reported again so far.
    pub fn kept_reports(&self) -> u64 {
        self.kept_reports
    }

    /// Whether `d` is still listed (the end of a trial takes back what it reported).
    pub fn lists(&self, d: &Diagnostic) -> bool {
        self.list.iter().any(|x| x == d)
    }

    /// Reports diagnostics kept by [`Diags::end_trial_keeping_errors`].
    pub fn report_kept(&mut self, kept: Vec<Diagnostic>) {
        self.kept_reports += 1;
        for d in kept {
            if is_error(&d) {
                self.errors += 1;
                if self.errors > MAX_ERRORS {
                    continue;
                }
            }
            self.list.push(d);
            self.flag_last();
        }
    }

    /// Takes back the errors reported exactly at `span` (follow-ons of an error about to
    /// be reported in their place); returns how many there were.
    pub fn take_back_errors_at(&mut self, span: Span) -> usize {
        self.origins.resize(self.list.len(), Origin::Exact);
        let before = self.list.len();
        let mut k = 0;
        let origins = &mut self.origins;
        let mut kept_origins = Vec::with_capacity(origins.len());
        self.list.retain(|d| {
            let at = is_error(d)
                && d.labels
                    .first()
                    .is_some_and(|l| l.file_id == span.file && l.range == span.range());
            if !at {
                kept_origins.push(origins[k]);
            }
            k += 1;
            !at
        });
        *origins = kept_origins;
        let taken = before - self.list.len();
        self.errors = self.errors.saturating_sub(taken);
        taken
    }

    /// Number of errors reported so far.
    pub fn error_count(&self) -> usize {
        self.errors
    }

    /// Whether any error was reported.
    pub fn has_errors(&self) -> bool {
        self.errors > 0
    }

    /// Whether the error cap has been reached (parsing may stop early).
    pub fn saturated(&self) -> bool {
        self.errors >= MAX_ERRORS
    }
}

/// Adds "in file included from here" labels to diagnostics in included files, following
/// the include chain up to the main file (at most 50 levels).
pub fn add_include_notes(list: &mut [Diagnostic], sources: &SourceMap) {
    for d in list.iter_mut() {
        let Some(primary) = d.labels.first() else { continue };
        let mut file = primary.file_id;
        let mut notes = Vec::new();
        while let Some(site) = sources.included_from(file) {
            notes.push(Label::secondary(site.file, site.range()).with_message("in file included from here"));
            file = site.file;
            if notes.len() >= 50 {
                break;
            }
        }
        d.labels.extend(notes);
    }
}
