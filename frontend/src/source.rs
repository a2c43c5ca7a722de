//! Source files and positions.
//!
//! Every token, IL node and diagnostic points back into the original text through a
//! [`Span`]: a file handle plus a byte range. The [`SourceMap`] owns the text of every file
//! read during a compilation (the main file and everything it includes) and implements
//! `codespan_reporting::files::Files`, so the driver can render diagnostics directly from it.

use std::borrow::Cow;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use codespan_reporting::files::{self, Files};
use rustc_hash::FxHashMap;

/// Handle to one file held by a [`SourceMap`]; cheap to copy and compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct FileId(pub u32);

/// A byte range `start..end` in one source file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    /// The file.
    pub file: FileId,
    /// Byte offset of the first byte.
    pub start: u32,
    /// Byte offset just past the last byte.
    pub end: u32,
}

impl Span {
    /// A span covering `start..end` in `file`.
    pub fn new(file: FileId, start: u32, end: u32) -> Span {
        Span { file, start, end }
    }

    /// The smallest span covering both `self` and `other` (when they are in the same file;
    /// otherwise `self`).
    pub fn to(self, other: Span) -> Span {
        if self.file != other.file {
            return self;
        }
        Span {
            file: self.file,
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }

    /// The byte range, as codespan-reporting labels want it.
    pub fn range(self) -> Range<usize> {
        self.start as usize..self.end as usize
    }
}

/// One file's name, path on disk (if any) and text.
#[derive(Debug)]
struct SourceFile {
    name: String,
    path: Option<PathBuf>,
    /// ptxc's own headers are borrowed, not copied (issue 16: every compile adds 400 KB
    /// of them).
    text: Cow<'static, str>,
    /// Where each line starts, found the first time a position is asked for (most
    /// compiles never ask for one in the prelude's headers).
    line_starts: OnceLock<Vec<usize>>,
    /// The `#include` directive that first brought the file in.
    included_from: Option<Span>,
}

impl SourceFile {
    fn line_starts(&self) -> &[usize] {
        self.line_starts
            .get_or_init(|| files::line_starts(&self.text).collect())
    }
}

/// Owns the names and text of every file of a compilation.
#[derive(Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
    /// The first file added with each path: an `#include` of a file already read (CCCL
    /// includes its headers thousands of times) finds it without comparing paths one
    /// by one.
    by_path: FxHashMap<PathBuf, FileId>,
    /// The file read for each canonical path: one file reached by two spellings
    /// (`src/a/common.cuh` next to the including file, `/abs/src/a/common.cuh` through
    /// `-I`) is one file, so `#pragma once` and include guards hold across both, as in
    /// GCC and nvcc.
    by_identity: FxHashMap<PathBuf, FileId>,
    /// The first built-in file added with each name.
    builtins: FxHashMap<String, FileId>,
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    /// Adds an in-memory file. `name` is what diagnostics show; when it names a path,
    /// `#include "..."` inside the file is resolved relative to its directory.
    pub fn add_file(&mut self, name: impl Into<String>, text: impl Into<String>) -> FileId {
        let name = name.into();
        let path = Some(PathBuf::from(&name));
        self.push(name, path, Cow::Owned(text.into()))
    }

    /// Adds a file that has no path on disk (built-in headers, predefined macros); adding
    /// the same name twice returns the first file.
    pub fn add_builtin(&mut self, name: &str, text: impl Into<Cow<'static, str>>) -> FileId {
        if let Some(&id) = self.builtins.get(name) {
            return id;
        }
        self.push(name.to_string(), None, text.into())
    }

    /// Reads `path` from disk and adds it. Returns the I/O error text on failure.
    pub fn load_file(&mut self, path: &Path) -> Result<FileId, String> {
        if let Some(&id) = self.by_path.get(path) {
            return Ok(id);
        }
        let identity = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        if let Some(&id) = self.by_identity.get(&identity) {
            self.by_path.insert(path.to_path_buf(), id);
            return Ok(id);
        }
        let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
        // Valid UTF-8 (nearly every file) is taken as it is: validating is quicker than
        // the lossy conversion's scan, and nothing is copied.
        let text = String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
        let id = self.push(path.display().to_string(), Some(path.to_path_buf()), text.into());
        self.by_identity.insert(identity, id);
        Ok(id)
    }

    fn push(&mut self, name: String, path: Option<PathBuf>, text: Cow<'static, str>) -> FileId {
        let id = FileId(self.files.len() as u32);
        match &path {
            Some(p) => self.by_path.entry(p.clone()).or_insert(id),
            None => self.builtins.entry(name.clone()).or_insert(id),
        };
        self.files.push(SourceFile {
            name,
            path,
            text,
            line_starts: OnceLock::new(),
            included_from: None,
        });
        id
    }

    /// The files read from disk (not built-in headers), in the order they were first read:
    /// what a dependency rule (`-M`) lists.
    pub fn files_on_disk(&self) -> impl Iterator<Item = (FileId, &Path)> {
        self.files
            .iter()
            .enumerate()
            .filter_map(|(k, f)| Some((FileId(k as u32), f.path.as_deref()?)))
    }

    /// The files without a path on disk (ptxc's built-in headers, predefined macros).
    pub fn files_built_in(&self) -> impl Iterator<Item = FileId> + '_ {
        self.files
            .iter()
            .enumerate()
            .filter(|(_, f)| f.path.is_none())
            .map(|(k, _)| FileId(k as u32))
    }

    /// How many files the map holds.
    pub fn file_count(&self) -> usize {
        self.files.len()
    }

    /// Records the `#include` directive that brought `file` in (the first one wins).
    pub fn set_included_from(&mut self, file: FileId, site: Span) {
        let f = &mut self.files[file.0 as usize];
        if f.included_from.is_none() && site.file != file {
            f.included_from = Some(site);
        }
    }

    /// The `#include` directive that brought `file` in, if it was included.
    pub fn included_from(&self, file: FileId) -> Option<Span> {
        self.files[file.0 as usize].included_from
    }

    /// The text of `file`.
    pub fn text(&self, file: FileId) -> &str {
        &self.files[file.0 as usize].text
    }

    /// The display name of `file`.
    pub fn name(&self, file: FileId) -> &str {
        &self.files[file.0 as usize].name
    }

    /// The path `file` was read from (or named with), used to resolve relative includes.
    pub fn path(&self, file: FileId) -> Option<&Path> {
        self.files[file.0 as usize].path.as_deref()
    }

    /// The source text a span covers.
    pub fn snippet(&self, span: Span) -> &str {
        let text = self.text(span.file);
        text.get(span.range()).unwrap_or("")
    }

    /// 1-based (line, column) of a byte offset.
    pub fn line_col(&self, file: FileId, offset: u32) -> (usize, usize) {
        let starts = self.files[file.0 as usize].line_starts();
        let line = starts.binary_search(&(offset as usize)).unwrap_or_else(|next| next - 1);
        (line + 1, offset as usize - starts[line] + 1)
    }

    fn get(&self, id: FileId) -> Result<&SourceFile, files::Error> {
        self.files.get(id.0 as usize).ok_or(files::Error::FileMissing)
    }
}

impl<'a> Files<'a> for SourceMap {
    type FileId = FileId;
    type Name = &'a str;
    type Source = &'a str;

    fn name(&'a self, id: FileId) -> Result<&'a str, files::Error> {
        Ok(&self.get(id)?.name)
    }

    fn source(&'a self, id: FileId) -> Result<&'a str, files::Error> {
        Ok(&self.get(id)?.text)
    }

    fn line_index(&'a self, id: FileId, byte_index: usize) -> Result<usize, files::Error> {
        Ok(self
            .get(id)?
            .line_starts()
            .binary_search(&byte_index)
            .unwrap_or_else(|next| next - 1))
    }

    fn line_range(&'a self, id: FileId, line_index: usize) -> Result<Range<usize>, files::Error> {
        let f = self.get(id)?;
        let starts = f.line_starts();
        let start = *starts.get(line_index).ok_or(files::Error::LineTooLarge {
            given: line_index,
            max: starts.len() - 1,
        })?;
        let end = starts.get(line_index + 1).copied().unwrap_or(f.text.len());
        Ok(start..end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_and_snippet() {
        let mut sm = SourceMap::new();
        let f = sm.add_file("a.cu", "int x;\nfloat y;\n");
        assert_eq!(sm.line_col(f, 0), (1, 1));
        assert_eq!(sm.line_col(f, 9), (2, 3));
        assert_eq!(sm.snippet(Span::new(f, 7, 12)), "float");
        assert_eq!(sm.line_range(f, 1).unwrap(), 7..16);
    }
}
