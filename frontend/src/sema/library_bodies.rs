//! Library function bodies (ptxc's own headers) are parsed only when a function is
//! named: Sema records every function an expression names, says which waiting bodies
//! to parse at the end of the translation unit and in which order (in declaration
//! order, round after round until no new use appears: a body may use a function
//! declared earlier), what each may see of the global namespace
//! (`sema::deferred_body_visibility`), and which bodies were never needed (IR
//! generation declares those only).

use crate::il::FnDeclId;
use crate::sema::deferred_body_visibility::{Hidden, Watermark};
use crate::sema::Sema;
use crate::symbol::Sym;

/// The library bodies skipped at their definitions, in declaration order, and where
/// parsing the used ones stands.
#[derive(Default)]
pub struct WaitingLibraryBodies {
    /// Each body's function, what the global namespace held at its definition, and
    /// whether it was parsed.
    bodies: Vec<(FnDeclId, Watermark, bool)>,
    /// The global names later declarations may have changed (once parsing starts).
    names: Option<Vec<Sym>>,
    /// Which functions were named, by index.
    used: Vec<bool>,
    /// The next body the current round looks at.
    cursor: usize,
    /// The current round parsed a body.
    progress: bool,
    /// What the body being parsed hides of the global namespace.
    hidden: Option<Hidden>,
    /// No body is left to parse.
    finished: bool,
}

impl Sema<'_> {
    /// The functions named since the last call, in order (repeats included).
    pub fn take_named_functions(&mut self) -> Vec<FnDeclId> {
        std::mem::take(&mut *self.fn_refs.borrow_mut())
    }

    /// Whether the body of library function `f`, being defined here, may wait for a use:
    /// a global function not defined before, not in an instance, and not one IR
    /// generation calls by name (`BACKEND_LIBRARY_CALLS`).
    pub fn library_body_may_wait(&self, f: FnDeclId) -> bool {
        !self.in_instantiation()
            && self.at_global_scope()
            && self.func(f).body.is_none()
            && !crate::parser::deferred_library_bodies::BACKEND_LIBRARY_CALLS.contains(&self.func(f).name)
    }

    /// The body of library function `f`, just skipped, waits in `waiting` (its index
    /// there is the order it was skipped in).
    pub fn defer_library_body(&self, waiting: &mut WaitingLibraryBodies, f: FnDeclId) {
        waiting.bodies.push((f, self.watermark(), false));
    }

    /// The next waiting body to parse (its index in `waiting` and its function), with
    /// the global namespace as it was at its definition; `None` when none is left,
    /// the bodies never parsed recorded. Each call first puts back what the body
    /// parsed before it hid.
    pub fn next_used_library_body(&mut self, waiting: &mut WaitingLibraryBodies) -> Option<(usize, FnDeclId)> {
        if let Some(hidden) = waiting.hidden.take() {
            self.restore_global(hidden);
        }
        if waiting.bodies.is_empty() || waiting.finished {
            return None;
        }
        if waiting.names.is_none() {
            waiting.names = Some(self.overloaded_global_names());
        }
        loop {
            if waiting.cursor == 0 {
                // A round starts: the uses noted since the last one count.
                for f in self.take_named_functions() {
                    let k = f.0 as usize;
                    if waiting.used.len() <= k {
                        waiting.used.resize(k + 1, false);
                    }
                    waiting.used[k] = true;
                }
                waiting.progress = false;
            }
            while waiting.cursor < waiting.bodies.len() {
                let k = waiting.cursor;
                waiting.cursor += 1;
                let (f, mark, done) = waiting.bodies[k];
                if done || !waiting.used.get(f.0 as usize).copied().unwrap_or(false) {
                    continue;
                }
                waiting.bodies[k].2 = true;
                waiting.progress = true;
                let names = waiting.names.as_deref().unwrap_or_default();
                waiting.hidden = Some(self.hide_global_after(mark, names));
                return Some((k, f));
            }
            waiting.cursor = 0;
            if !waiting.progress || self.diags.saturated() {
                waiting.finished = true;
                self.unparsed_library = waiting.bodies.iter().filter(|b| !b.2).map(|b| b.0).collect();
                return None;
            }
        }
    }
}
