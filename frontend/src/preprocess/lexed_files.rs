//! The tokens of files read more than once, kept so they are lexed once.
//!
//! CCCL brackets each of its headers with `<cuda/std/__cccl/prologue.h>` and
//! `epilogue.h`, which have no include guard on purpose: a file including Thrust
//! reads each of them some 500 times, more text than all its other headers
//! together. A file's tokens depend on its text alone, so a second reading keeps
//! them for the readings after it; a file read once (the main file, most headers)
//! keeps nothing, so memory does not grow with the input.

use std::rc::Rc;

use rustc_hash::FxHashMap;

use crate::lexer::{self, LexError};
use crate::source::{FileId, SourceMap};
use crate::symbol::Interner;
use crate::token::Token;

/// A file's tokens and the lexical errors among them, in source order.
pub(super) struct Lexed {
    pub toks: Vec<Token>,
    pub errors: Vec<LexError>,
}

/// The tokens of the files read at least twice.
#[derive(Default)]
pub(super) struct LexedFiles {
    kept: FxHashMap<FileId, Rc<Lexed>>,
}

impl LexedFiles {
    /// The tokens of `file`; `read_before` says whether it was read already, in
    /// which case they are kept for the next reading.
    pub(super) fn lex(
        &mut self,
        file: FileId,
        read_before: bool,
        sources: &SourceMap,
        interner: &mut Interner,
    ) -> Rc<Lexed> {
        if let Some(lexed) = self.kept.get(&file) {
            // Counted as lexed again, so the work a compile reports stays the same.
            crate::work::add(lexed.toks.len() as u64);
            return Rc::clone(lexed);
        }
        let (toks, errors) = lexer::lex_deferred(file, sources.text(file), interner);
        let lexed = Rc::new(Lexed { toks, errors });
        if read_before {
            self.kept.insert(file, Rc::clone(&lexed));
        }
        lexed
    }
}
