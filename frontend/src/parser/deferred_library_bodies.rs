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
//! it was at its definition (`sema::deferred_body_visibility`). Used bodies are parsed in declaration order,
//! repeatedly until no new use appears (a body may use a function declared earlier).
//!
//! A used body whose optimized IR the caller already holds
//! (`FrontendOptions::prebuilt_library`) is not parsed at all: the function stays a
//! declaration here, and the functions only its body names are never parsed either.

use super::Parser;
use crate::il::FnDeclId;
use crate::source::FileId;
use crate::PrebuiltLibrary;
use std::sync::Arc;

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

/// A library body skipped at its declaration.
pub(super) struct DeferredLibraryBody {
    /// The function it defines.
    func: FnDeclId,
    /// Index of its `{`.
    start: usize,
    /// Whether it was inside `extern "C" { ... }`.
    extern_c: bool,
    /// What the global namespace held at the definition (all the body may see).
    mark: crate::sema::deferred_body_visibility::Watermark,
    /// Parsed already.
    done: bool,
}

/// The files whose function bodies may wait, and the bodies waiting.
#[derive(Default)]
pub(super) struct DeferredLibraryBodies {
    /// The shipped headers (none: every body is parsed where it stands).
    pub(super) files: Vec<FileId>,
    /// Skipped bodies in declaration order.
    bodies: Vec<DeferredLibraryBody>,
    /// Symbols whose bodies are never parsed (the caller copies their IR in).
    prebuilt: Option<Arc<PrebuiltLibrary>>,
}

impl<'a> Parser<'_, 'a> {
    /// Lets the bodies of library functions defined in `files` wait until used.
    pub fn defer_library_bodies(&mut self, files: Vec<FileId>) {
        self.deferred_library.files = files;
    }

    /// Leaves the used library bodies of the symbols in `prebuilt` unparsed.
    pub fn skip_prebuilt_library_bodies(&mut self, prebuilt: Option<Arc<PrebuiltLibrary>>) {
        self.deferred_library.prebuilt = prebuilt;
    }

    /// Whether the caller holds `f`'s optimized IR.
    fn is_prebuilt(&self, f: FnDeclId) -> bool {
        let prebuilt = self.deferred_library.prebuilt.as_ref();
        prebuilt.is_some_and(|p| p.symbols.contains(&self.sema.func(f).mangled))
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
        self.deferred_library.bodies.push(DeferredLibraryBody {
            func: f,
            start,
            extern_c: self.extern_c,
            mark: self.sema.watermark(),
            done: false,
        });
    }

    /// Parses every waiting body whose function was used, and those the parsed bodies
    /// use in turn. Returns the functions defined.
    pub(super) fn parse_used_library_bodies(&mut self) -> Vec<FnDeclId> {
        let mut defined = Vec::new();
        if self.deferred_library.bodies.is_empty() {
            return defined;
        }
        let mut used = vec![false; 0];
        let names = self.sema.overloaded_global_names();
        let (end, extern_c) = (self.pos, self.extern_c);
        loop {
            for f in self.sema.take_named_functions() {
                let k = f.0 as usize;
                if used.len() <= k {
                    used.resize(k + 1, false);
                }
                used[k] = true;
            }
            let mut progress = false;
            for k in 0..self.deferred_library.bodies.len() {
                let b = &self.deferred_library.bodies[k];
                if b.done || !used.get(b.func.0 as usize).copied().unwrap_or(false) {
                    continue;
                }
                let (f, start, in_c, mark) = (b.func, b.start, b.extern_c, b.mark);
                self.deferred_library.bodies[k].done = true;
                if self.is_prebuilt(f) {
                    continue;
                }
                progress = true;
                self.pos = start;
                self.extern_c = in_c;
                let hidden = self.sema.hide_global_after(mark, &names);
                let parsed = self.function_body(Some(f));
                self.define_deferred_ctor_instances();
                self.sema.restore_global(hidden);
                if let Ok(f) = parsed {
                    defined.push(f);
                }
            }
            if !progress || self.sema.diags.saturated() {
                break;
            }
        }
        (self.pos, self.extern_c) = (end, extern_c);
        let unparsed = self.deferred_library.bodies.iter().filter(|b| !b.done).map(|b| b.func);
        let deferred = self.deferred_library.bodies.iter().map(|b| b.func).collect();
        self.sema.set_unparsed_library(unparsed.collect(), deferred);
        defined
    }
}
