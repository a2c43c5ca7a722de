//! A namespace definition's `{` ([namespace.def]): allowed only at namespace scope;
//! the namespaces it names are entered (reopened, or declared).

use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;

/// What the `{` of a namespace definition did.
pub enum NamespaceEntry {
    /// Entered this many namespaces, to leave at the `}`.
    Entered(usize),
    /// Not at namespace scope: nvcc's error, nothing entered (the body is read as
    /// what it holds).
    NotHere,
    /// A name is something else: nvcc's error, nothing entered (the body is skipped).
    Failed,
}

impl Sema<'_> {
    /// The `{` (at `brace`) of `namespace a::b::c` (`names`; none for an unnamed one;
    /// `inline` the span of `inline`), see [`Sema::enter_namespace_definition`].
    pub fn act_on_namespace_definition(
        &mut self,
        names: &[(Sym, String, Span)],
        inline: Option<Span>,
        brace: Span,
    ) -> NamespaceEntry {
        if !self.at_file_scope() {
            self.diags.error(brace, "a namespace definition is not allowed here");
            return NamespaceEntry::NotHere;
        }
        match self.enter_namespace_definition(names, inline) {
            Some(entered) => NamespaceEntry::Entered(entered),
            None => NamespaceEntry::Failed,
        }
    }
}
