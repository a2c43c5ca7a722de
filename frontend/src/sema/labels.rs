//! `goto` and labels. Labels have function scope: a `goto` may name a label defined later
//! in the body, so uses and definitions meet in a per-function table that is checked when
//! the body ends (undefined labels are errors, unused ones warnings, as nvcc reports them).
//!
//! C++ forbids a jump into the scope of a variable past its initialization. Each label and
//! `goto` remembers which initialized locals are in scope there; a `goto` whose label sees
//! one it does not is an error (nvcc's "transfer of control bypasses initialization of"),
//! and a `switch` whose case label sees one is a warning, as nvcc makes it.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::il::{Init, LabelId, Stmt, StmtKind, VarId};
use crate::source::Span;

use super::lookup::Entity;
use super::Sema;

/// One user label of the current function.
#[derive(Debug)]
struct LabelEntry {
    id: LabelId,
    defined: Option<Span>,
    first_use: Option<Span>,
    /// Initialized locals in scope where the label is placed.
    in_scope: Vec<VarId>,
}

/// A `goto` waiting for the end of the body to be checked against its label.
#[derive(Debug)]
struct PendingGoto {
    label: String,
    span: Span,
    in_scope: FxHashSet<VarId>,
}

/// The user labels of the function whose body is being analysed, by name.
#[derive(Debug, Default)]
pub struct FnLabels {
    by_name: FxHashMap<String, LabelEntry>,
    gotos: Vec<PendingGoto>,
    /// Locals declared with a (non-vacuous) initializer.
    initialized: FxHashSet<VarId>,
}

impl<'a> Sema<'a> {
    /// A label no other label in the translation unit shares.
    pub fn new_label(&mut self) -> LabelId {
        let id = LabelId(self.next_label);
        self.next_label += 1;
        id
    }

    fn user_label(&mut self, name: &str) -> &mut LabelEntry {
        if !self.labels.by_name.contains_key(name) {
            let id = self.new_label();
            let entry = LabelEntry {
                id,
                defined: None,
                first_use: None,
                in_scope: Vec::new(),
            };
            self.labels.by_name.insert(name.to_string(), entry);
        }
        self.labels.by_name.get_mut(name).expect("inserted above")
    }

    /// `goto name;`; `name_span` is where an undefined label is reported.
    pub fn goto_stmt(&mut self, name: &str, name_span: Span, span: Span) -> &'a Stmt<'a> {
        let in_scope = self.initialized_in_scope().into_iter().collect();
        self.labels.gotos.push(PendingGoto {
            label: name.to_string(),
            span,
            in_scope,
        });
        let entry = self.user_label(name);
        entry.first_use.get_or_insert(name_span);
        let id = entry.id;
        self.stmt(StmtKind::Goto(id), span)
    }

    /// `name:` in front of a statement; `None` after reporting a redefinition.
    pub fn label_stmt(&mut self, name: &str, span: Span) -> Option<&'a Stmt<'a>> {
        let in_scope = self.initialized_in_scope();
        let entry = self.user_label(name);
        if let Some(prev) = entry.defined {
            self.diags.error_with_note(
                span,
                format!("label \"{name}\" has already been defined"),
                prev,
                "previous definition is here",
            );
            return None;
        }
        entry.defined = Some(span);
        entry.in_scope = in_scope;
        let id = entry.id;
        let name = self.arena.alloc_str(name);
        Some(self.stmt(StmtKind::Label { label: id, name }, span))
    }

    /// Ends the labels of a function body: reports labels used but never defined (errors)
    /// and labels defined but never used (warnings), in source order.
    pub fn finish_labels(&mut self) {
        let labels = std::mem::take(&mut self.labels);
        for g in &labels.gotos {
            let Some(target) = labels.by_name.get(&g.label) else {
                continue;
            };
            let skipped: Vec<VarId> = target
                .in_scope
                .iter()
                .copied()
                .filter(|v| !g.in_scope.contains(v))
                .collect();
            if let Some(&first) = skipped.first() {
                let msg = self.bypass_message(&skipped);
                let decl = self.var(first).span;
                self.diags.error_with_note(g.span, msg, decl, "declared here");
            }
        }
        let mut entries: Vec<(String, LabelEntry)> = labels.by_name.into_iter().collect();
        entries.sort_by_key(|(_, e)| e.id);
        for (name, e) in entries {
            match (e.defined, e.first_use) {
                (None, Some(used)) => self
                    .diags
                    .error(used, format!("label \"{name}\" was referenced but not defined")),
                (Some(def), None) => self
                    .diags
                    .warning(def, format!("label \"{name}\" was declared but never referenced")),
                _ => {}
            }
        }
    }

    /// Swaps in a fresh label table (for a function instantiated in the middle of another
    /// one); the caller puts the old one back with [`Sema::restore_labels`].
    pub fn take_labels(&mut self) -> FnLabels {
        std::mem::take(&mut self.labels)
    }

    /// Restores the table [`Sema::take_labels`] returned.
    pub fn restore_labels(&mut self, labels: FnLabels) {
        self.labels = labels;
    }

    /// A local declaration statement; remembers initialized locals for the jump checks.
    pub fn local_decl_stmt(&mut self, var: VarId, init: Option<Init<'a>>, span: Span) -> &'a Stmt<'a> {
        if init.is_some() {
            self.labels.initialized.insert(var);
        }
        self.stmt(StmtKind::Decl { var, init }, span)
    }

    /// The initialized locals visible at this point of the body.
    pub(crate) fn initialized_in_scope(&self) -> Vec<VarId> {
        let mut out: Vec<VarId> = self
            .scopes
            .block_entities()
            .filter_map(|e| match e {
                Entity::Var(v) if self.labels.initialized.contains(v) => Some(*v),
                _ => None,
            })
            .collect();
        out.sort();
        out
    }

    /// nvcc's text for a jump past the initialization of `vars` (on one line).
    pub(crate) fn bypass_message(&self, vars: &[VarId]) -> String {
        let names: Vec<String> = vars
            .iter()
            .map(|&v| format!("variable \"{}\"", self.var(v).name))
            .collect();
        format!("transfer of control bypasses initialization of: {}", names.join(", "))
    }
}
