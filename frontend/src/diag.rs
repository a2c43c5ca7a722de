//! Diagnostics collection.
//!
//! Every stage reports into one [`Diags`] sink: errors and warnings with a primary label at a
//! [`Span`]. The sink caps the number of errors so pathological input cannot produce
//! unbounded output.

use codespan_reporting::diagnostic::{Label, Severity};

use crate::source::{SourceMap, Span};
use crate::Diagnostic;

/// Errors after which further errors are dropped (a final note says so).
const MAX_ERRORS: usize = 100;

/// Collects diagnostics of a compilation.
#[derive(Debug, Default)]
pub struct Diags {
    /// Every diagnostic reported, in order.
    pub list: Vec<Diagnostic>,
    errors: usize,
}

impl Diags {
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
            return;
        }
        self.list.push(
            Diagnostic::error()
                .with_message(msg)
                .with_labels(vec![Label::primary(span.file, span.range())]),
        );
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

    /// Reports a warning at `span`.
    pub fn warning(&mut self, span: Span, msg: impl std::fmt::Display) {
        if self.list.len() > 4 * MAX_ERRORS {
            return;
        }
        self.list.push(
            Diagnostic::warning()
                .with_message(msg)
                .with_labels(vec![Label::primary(span.file, span.range())]),
        );
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
