//! Long chains of "in the instantiation of ... required here" notes shortened as
//! nvcc shortens its "detected during" lists: a template recursing to the depth
//! limit would otherwise print a note for every one of its 1024 levels. The
//! first and last few of a chain are kept, the middle replaced by one note
//! saying how many were left out.

use codespan_reporting::diagnostic::{Diagnostic, Severity};

/// Notes kept at each end of a chain.
const KEPT_AT_EACH_END: usize = 5;

const CONTEXT_PREFIX: &str = "in the instantiation of ";

fn is_context_note(d: &Diagnostic<crate::source::FileId>) -> bool {
    d.severity == Severity::Note && d.message.starts_with(CONTEXT_PREFIX)
}

/// Shortens every run of more than `2 * KEPT_AT_EACH_END + 1` consecutive
/// instantiation-context notes in `list`.
pub fn elide_instantiation_notes(list: &mut Vec<Diagnostic<crate::source::FileId>>) {
    if list.iter().filter(|d| is_context_note(d)).count() <= 2 * KEPT_AT_EACH_END + 1 {
        return;
    }
    let mut out = Vec::with_capacity(list.len());
    let mut run: Vec<Diagnostic<crate::source::FileId>> = Vec::new();
    for d in list.drain(..) {
        if is_context_note(&d) {
            run.push(d);
            continue;
        }
        flush_run(&mut run, &mut out);
        out.push(d);
    }
    flush_run(&mut run, &mut out);
    *list = out;
}

fn flush_run(run: &mut Vec<Diagnostic<crate::source::FileId>>, out: &mut Vec<Diagnostic<crate::source::FileId>>) {
    if run.len() <= 2 * KEPT_AT_EACH_END + 1 {
        out.append(run);
        return;
    }
    let hidden = run.len() - 2 * KEPT_AT_EACH_END;
    let tail = run.split_off(run.len() - KEPT_AT_EACH_END);
    let mut middle = run.split_off(KEPT_AT_EACH_END);
    out.append(run);
    // Placed where the first note left out was.
    let first_hidden = middle.swap_remove(0);
    out.push(
        Diagnostic::note()
            .with_message(format!("[{hidden} instantiation contexts not shown]"))
            .with_labels(first_hidden.labels),
    );
    out.extend(tail);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn note(k: usize) -> Diagnostic<crate::source::FileId> {
        Diagnostic::note().with_message(format!("{CONTEXT_PREFIX}\"S<{k}>\" required here"))
    }

    #[test]
    fn a_long_chain_keeps_five_at_each_end() {
        let mut list = vec![Diagnostic::error().with_message("depth")];
        list.extend((0..100).map(note));
        list.push(Diagnostic::error().with_message("other"));
        list.extend((0..3).map(note));
        elide_instantiation_notes(&mut list);
        let messages: Vec<&str> = list.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(messages.len(), 1 + 5 + 1 + 5 + 1 + 3);
        assert_eq!(messages[5], "in the instantiation of \"S<4>\" required here");
        assert_eq!(messages[6], "[90 instantiation contexts not shown]");
        assert_eq!(messages[7], "in the instantiation of \"S<95>\" required here");
        assert_eq!(messages[12], "other");
    }

    #[test]
    fn short_chains_stay_whole() {
        let mut list: Vec<_> = (0..11).map(note).collect();
        list.push(Diagnostic::error().with_message("x"));
        list.extend((0..11).map(note));
        let before = list.clone();
        elide_instantiation_notes(&mut list);
        assert_eq!(list, before);
    }
}
