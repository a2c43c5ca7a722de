//! Host code that ptxc sets aside instead of stopping on it.
//!
//! ptxc compiles only device code; host code matters only where device code depends on it
//! (kernel launches that instantiate templates, types and constants, extended lambdas). So
//! the device side is checked exactly, and host code that ptxc cannot check is *set aside*:
//!
//! - a `#include <...>` that ptxc does not ship and that is not on the include path (the
//!   C++ standard library, POSIX, OpenGL, ...) or that would come from NVIDIA's toolkit
//!   include directory, which ptxc does not parse (preprocessor);
//! - the body of a host function with an error (the function stays declared; its launches
//!   and template uses made before and after the error still count);
//! - a file-scope declaration without a CUDA execution or memory space with an error: its
//!   errors are held back, and reported after all (where they were) if device code uses a
//!   name it declared, directly or through another host declaration that used it.
//!
//! Errors in device code reached from host code (a kernel template instantiated by a
//! launch, a class template instance) are never set aside. Each set-aside item is a
//! [`SetAside`] record; `--warn-host` prints the ones device code did not use as notes, and
//! an "is undefined" error in device code points at a header that was set aside.

use codespan_reporting::diagnostic::Label;

use crate::source::Span;
use crate::Diagnostic;

/// One piece of host code that was set aside.
#[derive(Clone, Debug)]
pub struct SetAside {
    /// Where it is (the `#include`, the declaration's first token, the body's `{`).
    pub span: Span,
    /// What was set aside: "header <fstream>", "the body of host function \"main\"", ...
    pub what: String,
    /// Why: the first error it had, or why a header was not read.
    pub why: String,
    /// Names it declared, for declarations (they stay declared, possibly broken).
    pub names: Vec<String>,
    /// Records of set-aside declarations it used (revived with it).
    pub depends_on: Vec<u32>,
    /// Device code used a name it declared, so its errors are reported after all.
    pub used_by_device: bool,
}

impl SetAside {
    /// A record with no names and no dependencies.
    pub fn new(span: Span, what: String, why: String) -> SetAside {
        SetAside {
            span,
            what,
            why,
            names: Vec::new(),
            depends_on: Vec::new(),
            used_by_device: false,
        }
    }

    /// The one-line note `--warn-host` prints.
    pub fn note(&self) -> Diagnostic {
        Diagnostic::note()
            .with_message(format!("host code set aside: {} ({})", self.what, self.why))
            .with_labels(vec![Label::primary(self.span.file, self.span.range())])
    }

    /// The label an "is undefined" error in device code gets when this record explains it.
    pub fn label(&self) -> Label<crate::FileId> {
        Label::secondary(self.span.file, self.span.range())
            .with_message(format!("{} was set aside as host code: {}", self.what, self.why))
    }
}

/// The record that may explain why `name` is undefined: the first header that was set
/// aside (whose declarations device code may have meant), if any.
pub fn explain_undefined<'s>(records: &'s [SetAside], _name: &str) -> Option<&'s SetAside> {
    records.iter().find(|r| r.what.starts_with("header "))
}
