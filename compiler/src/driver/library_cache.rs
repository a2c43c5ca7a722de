//! The math library optimized once per process (issue 46; the NVRTC library turns it
//! on with [`super::Options::share_library`]).
//!
//! Every compile that calls `sinf` parses its body and its helpers' (thousands of
//! tokens), lowers them and cleans them up before inlining (callee-cleanup) exactly as
//! the compile before it did. With the cache, the first compile leaves each library
//! function it lowered, as it stands just before the inline run, in a module kept for
//! the process; a later compile with the same library-shaping options
//! ([`key`]) does not parse those bodies (`FrontendOptions::prebuilt_library`), IR
//! generation declares them, and just before inlining their bodies are copied into its
//! module ([`ptxc_ir::import`]), with the sizes the inliner judges them by. The
//! pipeline is the same afterwards, so the PTX is too.
//!
//! The caches are behind one lock, held only while functions are copied in or out:
//! NVRTC clients compile in parallel threads. A cache only grows, so the set of
//! names a compile's parser skipped stays valid until its import.

use crate::passes::inline::OwnSizes;
use ptxc_frontend::il::TranslationUnit;
use ptxc_frontend::{FileId, PrebuiltLibrary, SourceMap, Span};
use ptxc_ir::import::{reorder_functions, reorder_globals, Importer};
use ptxc_ir::{ConstData, FuncId, GlobalId, Linkage, Module, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::{Arc, Mutex};

/// The library functions kept for one set of options.
#[derive(Default)]
struct Cache {
    /// The functions, as they stood before inlining, and the tables they read.
    module: Module,
    /// Each function's size before the pipeline (the inliner's measure).
    sizes: FxHashMap<String, usize>,
    /// The symbols of the functions with bodies in `module`, and the names whose
    /// library functions are all there (what a compile's front end may leave unread).
    prebuilt: Arc<PrebuiltLibrary>,
    /// Names of library functions whose bodies never wait for a use (a prelude item of
    /// that name may be one the parser reads).
    read_names: FxHashSet<String>,
    /// Where each of `module`'s functions and globals is declared ([`Library::places`]).
    places: FxHashMap<String, Place>,
}

/// What a compile knows of ptxc's own library.
#[derive(Default)]
pub struct Library {
    /// The symbols of the functions whose bodies waited for a use
    /// (`TranslationUnit::deferred_library`): the same IR in every program.
    functions: FxHashSet<String>,
    /// Those functions' symbols by source name.
    by_name: FxHashMap<String, Vec<String>>,
    /// Source names of the library's other functions with bodies.
    read_names: FxHashSet<String>,
    /// Where the library's functions and globals are declared, by symbol: IR
    /// generation creates them in that order, ahead of the program's own, and copied
    /// ones are put back in it.
    places: FxHashMap<String, Place>,
}

/// A position in the prelude's token order: the offsets of the `#include` lines that
/// led to the file, outermost first, then the offset in the file (ptxc's headers are
/// the same in every compile with the same options, and so are these).
type Place = Vec<u32>;

/// Where `span` is in the prelude ([`Place`]).
fn place(sources: &SourceMap, span: Span) -> Place {
    let mut place = vec![span.start];
    let mut file = span.file;
    while let Some(site) = sources.included_from(file) {
        place.push(site.start);
        file = site.file;
    }
    place.reverse();
    place
}

impl Library {
    /// The library as `tu` has it (its source files in `sources`).
    pub fn of(tu: &TranslationUnit<'_>, sources: &SourceMap) -> Library {
        let library_files: Vec<FileId> = sources.files_built_in().collect();
        let functions = tu.deferred_library.iter().map(|&f| tu.func(f));
        let globals = tu.globals.iter().filter(|g| library_files.contains(&g.span.file));
        let mut by_name: FxHashMap<String, Vec<String>> = FxHashMap::default();
        for f in functions.clone() {
            by_name.entry(f.name.to_string()).or_default().push(f.mangled.clone());
        }
        let read = tu
            .functions
            .iter()
            .filter(|f| f.body.is_some() && !tu.is_deferred_library(f.id));
        Library {
            by_name,
            read_names: read
                .filter(|f| library_files.contains(&f.span.file))
                .map(|f| f.name.to_string())
                .collect(),
            places: (functions.clone().map(|f| (f.mangled.clone(), place(sources, f.span))))
                .chain(globals.map(|g| (g.symbol.clone(), place(sources, g.span))))
                .collect(),
            functions: library_symbols(tu),
        }
    }

    /// The symbols of the library's functions whose bodies waited for a use.
    pub fn functions(&self) -> &FxHashSet<String> {
        &self.functions
    }
}

/// The symbols of the functions of ptxc's own headers whose bodies waited for a use
/// (`TranslationUnit::deferred_library`): the math library's functions.
pub fn library_symbols(tu: &TranslationUnit<'_>) -> FxHashSet<String> {
    tu.deferred_library
        .iter()
        .map(|&f| tu.func(f).mangled.clone())
        .collect()
}

/// The caches, by [`key`].
static CACHES: Mutex<Option<FxHashMap<String, Cache>>> = Mutex::new(None);

/// At most this many caches (option sets) are made; compiles with other options then
/// use none (a client giving every program other `-D`s does not grow the process
/// without end). A cache is never emptied: a compile whose parser left bodies unread
/// finds them at its import.
const MAX_CACHES: usize = 16;

/// The options that shape the library's IR before inlining: the macros the
/// library's headers are preprocessed with (target, standard, `-D`, fast math) and
/// the pipeline's level. `None` when the compile cannot use a cache.
pub fn key(opts: &super::Options, defines: &[(String, Option<String>)]) -> Option<String> {
    let usable = opts.share_library
        && opts.opt_level >= 2
        && opts.emit == super::Emit::Ptx
        && opts.verify != super::VerifyMode::Each
        && opts.print_after.is_none()
        && !opts.pass_major;
    usable.then(|| {
        let s = &opts.source;
        format!(
            "{} O{} std{} rdc{} jit{:?} {defines:?} {:?}",
            opts.arch, opts.opt_level, s.std.0, opts.codegen.relocatable, s.jit, s.pre_includes
        )
    })
}

/// The functions the cache for `key` holds (none yet: `None`).
pub fn prebuilt(key: &str) -> Option<Arc<PrebuiltLibrary>> {
    let caches = CACHES.lock().unwrap_or_else(|e| e.into_inner());
    let prebuilt = &caches.as_ref()?.get(key)?.prebuilt;
    (!prebuilt.symbols.is_empty()).then(|| prebuilt.clone())
}

/// Copies the bodies the cache for `key` holds into `m` (for its declarations) and
/// keeps `m`'s library functions it does not hold yet. `library` names the functions
/// defined in ptxc's own headers; `sizes` gives `m`'s functions' sizes before the
/// pipeline. Returns the functions copied in, with their sizes before the pipeline.
/// `copied` receives what [`put_in_place`] needs once the pipeline is done.
pub fn link(
    key: &str,
    m: &mut Module,
    sizes: &OwnSizes,
    library: &Library,
    copied: &mut Copied,
) -> Vec<(FuncId, usize)> {
    let mut caches = CACHES.lock().unwrap_or_else(|e| e.into_inner());
    let caches = caches.get_or_insert_with(FxHashMap::default);
    if caches.len() >= MAX_CACHES && !caches.contains_key(key) {
        return Vec::new();
    }
    let cache = caches.entry(key.to_string()).or_default();
    let (functions, globals) = (m.functions.len(), m.globals.len());
    let imported = import(cache, m);
    let names = m.functions.values().skip(functions).map(|f| &f.name);
    for name in names.chain(m.globals.values().skip(globals).map(|g| &g.name)) {
        copied.names.insert(name.clone());
        if let Some(place) = cache.places.get(name) {
            copied.places.insert(name.clone(), place.clone());
        }
    }
    export(cache, m, sizes, library);
    imported
}

/// The functions and globals [`link`] added to a module (they went to its end), and
/// where they are declared in the prelude.
#[derive(Default)]
pub struct Copied {
    names: FxHashSet<String>,
    places: FxHashMap<String, Place>,
}

/// Puts the functions and globals [`link`] copied into `m` where IR generation would
/// have created them (the PTX lists them in module order). After the pipeline: the
/// passes keep functions by id from their start.
pub fn put_in_place(m: &mut Module, copied: &Copied, library: &Library) {
    if copied.names.is_empty() {
        return;
    }
    let place_of = |name: &String| library.places.get(name).or_else(|| copied.places.get(name));
    let (new, old): (Vec<GlobalId>, Vec<GlobalId>) = m
        .globals
        .keys()
        .partition(|&g| copied.names.contains(&m.globals[g].name));
    if !new.is_empty() {
        let order = in_place(old, new, |g| place_of(&m.globals[g].name));
        reorder_globals(m, &order);
    }
    let (new, old): (Vec<FuncId>, Vec<FuncId>) = m
        .functions
        .keys()
        .partition(|&f| copied.names.contains(&m.functions[f].name));
    if !new.is_empty() {
        let order = in_place(old, new, |f| place_of(&m.functions[f].name));
        reorder_functions(m, &order);
    }
}

/// The order IR generation would have given: each of `new` goes before the first of
/// `existing` placed after it in the prelude or not in the prelude at all (the
/// program's own come after the library's); `existing` keep their order.
fn in_place<'p, K: Copy>(existing: Vec<K>, mut new: Vec<K>, place: impl Fn(K) -> Option<&'p Place>) -> Vec<K> {
    // Unplaced ones last, in the order they came.
    new.sort_by(|&a, &b| match (place(a), place(b)) {
        (Some(x), Some(y)) => x.cmp(y),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => std::cmp::Ordering::Equal,
    });
    let mut order = Vec::with_capacity(existing.len() + new.len());
    let mut pending = new.into_iter().peekable();
    for k in existing {
        while let Some(&n) = pending.peek() {
            let before = match (place(n), place(k)) {
                (Some(x), Some(y)) => x < y,
                (Some(_), None) => true,
                (None, _) => false,
            };
            if !before {
                break;
            }
            order.push(n);
            pending.next();
        }
        order.push(k);
    }
    order.extend(pending);
    order
}

/// Copies the cached bodies of `m`'s declarations into `m`.
fn import(cache: &Cache, m: &mut Module) -> Vec<(FuncId, usize)> {
    let wanted: Vec<FuncId> = m
        .functions
        .iter()
        .filter(|(_, f)| f.is_declaration() && cache.prebuilt.symbols.contains(&f.name))
        .filter_map(|(_, f)| cache.module.function_by_name(&f.name))
        .collect();
    if wanted.is_empty() {
        return Vec::new();
    }
    let mut importer = Importer::new(&cache.module);
    for f in wanted {
        importer.function(m, f);
    }
    let sizes = &cache.sizes;
    let size = |id: FuncId| sizes.get(&m.functions[id].name).copied().unwrap_or(0);
    importer.defined.iter().map(|&id| (id, size(id))).collect()
}

/// Keeps `m`'s library functions that the cache does not hold, each with every
/// function it refers to: only those whose whole reach is library code.
fn export(cache: &mut Cache, m: &Module, sizes: &OwnSizes, library: &Library) {
    let new: Vec<FuncId> = m
        .functions
        .iter()
        .filter(|(_, f)| {
            !f.is_declaration() && library.functions.contains(&f.name) && !cache.prebuilt.symbols.contains(&f.name)
        })
        .filter(|(_, f)| matches!(f.linkage, Linkage::Internal | Linkage::LinkOnceOdr))
        .map(|(id, _)| id)
        .filter(|&id| only_library_reach(m, id, &library.functions))
        .collect();
    cache.read_names.extend(library.read_names.iter().cloned());
    let mut prebuilt = (*cache.prebuilt).clone();
    if !new.is_empty() {
        let mut importer = Importer::new(m);
        for id in new {
            importer.function(&mut cache.module, id);
        }
        for &c in &importer.defined {
            let name = &cache.module.functions[c].name;
            if let Some(id) = m.function_by_name(name) {
                cache.sizes.insert(name.clone(), sizes.get(&id).copied().unwrap_or(0));
            }
            prebuilt.symbols.insert(name.clone());
        }
        let names = cache.module.globals.values().map(|g| &g.name);
        for name in names.chain(cache.module.functions.values().map(|f| &f.name)) {
            if let Some(place) = library.places.get(name) {
                cache.places.entry(name.clone()).or_insert_with(|| place.clone());
            }
        }
    }
    for (name, symbols) in &library.by_name {
        if !cache.read_names.contains(name) && symbols.iter().all(|s| prebuilt.symbols.contains(s)) {
            prebuilt.names.insert(name.clone());
        }
    }
    prebuilt.names.retain(|n| !cache.read_names.contains(n));
    if prebuilt.symbols != cache.prebuilt.symbols || prebuilt.names != cache.prebuilt.names {
        cache.prebuilt = Arc::new(prebuilt);
    }
}

/// Whether every function `f` reaches through calls and addresses (directly or
/// further) is a declaration or a library function.
fn only_library_reach(m: &Module, f: FuncId, library: &FxHashSet<String>) -> bool {
    let mut seen: FxHashSet<FuncId> = FxHashSet::default();
    let mut work = vec![f];
    while let Some(f) = work.pop() {
        if !seen.insert(f) {
            continue;
        }
        let func = &m.functions[f];
        if func.is_declaration() {
            continue;
        }
        if !library.contains(&func.name) {
            return false;
        }
        for &b in &func.layout {
            for &i in &func.blocks[b].insts {
                for v in func.operands(i) {
                    match *v {
                        Value::Func(g) => work.push(g),
                        Value::Const(c) => {
                            if let ConstData::FuncAddr(g) = m.consts.get(c) {
                                work.push(*g);
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    true
}

#[cfg(test)]
#[path = "library_cache_tests.rs"]
mod tests;
