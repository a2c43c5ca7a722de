//! Deferred bodies for ptxc's own library (issue 16): the body of a `static` function
//! defined at global scope in one of the shipped headers (the implicit prelude: math
//! library, texture fetches, half and int128 helpers) is skipped as a balanced token
//! range when it is read, and parsed only at the end of the translation unit if some
//! expression named the function (a call, an address taken: every `ExprKind::Func`
//! Sema makes is noted in `Sema::fn_refs`). Most files use a handful of the hundreds of
//! library functions, so most of the prelude's tokens are never parsed.
//!
//! Why only these: a `static` non-kernel function is internal to the module, so IR
//! generation needs its body only when something refers to it; `constexpr` bodies and
//! deduced return types are needed at the declaration, and functions in namespaces or
//! classes would need their scope put back. A late body sees the global namespace as
//! it was at its definition (`sema::deferred_body_visibility`). Which bodies were used,
//! and in which order they are parsed, Sema says (`sema::library_bodies`).

use super::Parser;
use crate::il::FnDeclId;
use crate::sema::library_bodies::WaitingLibraryBodies;
use crate::source::FileId;

/// Library functions IR generation calls by name where no expression names them
/// (`compiler/src/irgen/int128.rs`: 128-bit division and conversions): always parsed.
pub const BACKEND_LIBRARY_CALLS: &[&str] = &[
    "__ptxc_udiv128",
    "__ptxc_sdiv128",
    "__ptxc_urem128",
    "__ptxc_srem128",
    "__ptxc_i128_to_f64",
    "__ptxc_u128_to_f64",
    "__ptxc_i128_to_f32",
    "__ptxc_u128_to_f32",
    "__ptxc_f64_to_i128",
    "__ptxc_f64_to_u128",
];

/// The files whose function bodies may wait, and the bodies waiting.
#[derive(Default)]
pub(super) struct DeferredLibraryBodies {
    /// The shipped headers (none: every body is parsed where it stands).
    pub(super) files: Vec<FileId>,
    /// Where each skipped body starts (its `{`) and whether it was inside `extern "C" {
    /// ... }`, in declaration order.
    sites: Vec<(usize, bool)>,
    /// The same bodies as Sema keeps them: which to parse, and when.
    waiting: WaitingLibraryBodies,
}

impl<'a> Parser<'_, 'a> {
    /// Lets the bodies of library functions defined in `files` wait until used.
    pub fn defer_library_bodies(&mut self, files: Vec<FileId>) {
        self.deferred_library.files = files;
    }

    /// Whether the definition of `f`, whose body starts at the current `{`, may wait.
    pub(super) fn may_defer_body(&self, spec: &super::declarations::DeclSpec, f: FnDeclId) -> bool {
        !self.deferred_library.files.is_empty()
            && spec.storage == super::declarations::Storage::Static
            && !spec.is_constexpr
            && !spec.is_auto
            && !spec.global
            && !self.in_template_pattern
            && self.token_limit == usize::MAX
            && self.deferred_library.files.contains(&self.tok().span.file)
            && self.sema.library_body_may_wait(f)
    }

    /// Skips the body at the current `{`, to be parsed if `f` is used.
    pub(super) fn defer_body(&mut self, f: FnDeclId) {
        let start = self.pos;
        self.skip_braces();
        self.sema.defer_library_body(&mut self.deferred_library.waiting, f);
        self.deferred_library.sites.push((start, self.extern_c));
    }

    /// Parses the waiting bodies Sema says were used ([`Sema::next_used_library_body`]),
    /// and those the parsed bodies use in turn. Returns the functions defined.
    ///
    /// [`Sema::next_used_library_body`]: crate::sema::Sema::next_used_library_body
    pub(super) fn parse_used_library_bodies(&mut self) -> Vec<FnDeclId> {
        let mut defined = Vec::new();
        let (end, extern_c) = (self.pos, self.extern_c);
        while let Some((k, f)) = self.sema.next_used_library_body(&mut self.deferred_library.waiting) {
            (self.pos, self.extern_c) = self.deferred_library.sites[k];
            let parsed = self.function_body(Some(f));
            self.define_deferred_ctor_instances();
            if let Ok(f) = parsed {
                defined.push(f);
            }
        }
        (self.pos, self.extern_c) = (end, extern_c);
        defined
    }
}
