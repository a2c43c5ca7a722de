//! The compiler driver: runs source -> IL -> IR -> passes -> verifier -> PTX
//! for one input, with nvcc-style options, and reports diagnostics.

pub mod args;
mod compile_thread;
pub mod depfile;
pub mod diagnostics;
pub mod internal;
pub mod library_cache;
pub mod output;
pub mod stage_timer;
mod toolkit;

pub use args::{
    parse_args, CodegenFlags, Command, CxxStd, DepFlags, DepMode, Emit, FloatModes, Options, SourceFlags, UsageError,
    VerifyMode, WarningMode, USAGE,
};

use crate::{irgen, passes};
use codespan_reporting::diagnostic::{Diagnostic, Label, Severity};
use compile_thread::on_big_stack;
use ptxc_frontend::{FileId, FrontendOptions, SourceMap};
use ptxc_ir::Module;
use ptxc_ptx::{parse_sm, SmTarget};

/// A successful compilation: the requested stage's text and any warnings (rendered).
#[derive(Debug)]
pub struct Compilation {
    /// The requested stage's text (PTX, IR, AST or tokens).
    pub output: String,
    /// Warnings, rendered for the terminal or as JSON lines; empty when there are none.
    pub warnings: String,
    /// The files read from disk, the input first: what `-M` lists.
    pub files: Vec<std::path::PathBuf>,
    /// The time and work of each stage (`--time-passes` prints them).
    pub stages: Vec<stage_timer::StageCost>,
    /// How many times the frontend parsed a template's tokens again, by kind.
    pub template_replays: ptxc_frontend::template_replays::ReplayCounts,
    /// For each of [`Options::symbol_queries`], the symbol its function's expression
    /// designates (none when it designates no function or variable).
    pub symbols: Vec<Option<String>>,
}

/// A failed compilation: every error found, rendered, and how many there were.
#[derive(Debug)]
pub struct CompileError {
    /// Every error, rendered for the terminal or as JSON lines.
    pub rendered: String,
    /// How many errors were found.
    pub errors: usize,
}

impl CompileError {
    fn plain(message: String) -> Self {
        CompileError {
            rendered: format!("error: {message}\n"),
            errors: 1,
        }
    }
}

/// Verifier options for a target: its SM number, and `arch_specific` for the
/// accelerated "a" targets (`sm_90a`, `sm_100a`), which the Blackwell
/// family-token gates admit.
pub fn verify_options(target: SmTarget) -> ptxc_verifier::VerifyOptions {
    ptxc_verifier::VerifyOptions {
        arch_specific: target.is_arch_specific(),
        ..ptxc_verifier::VerifyOptions::for_sm(target.sm)
    }
}

/// The name diagnostics give standard input (`-` as the input file).
pub const STDIN_NAME: &str = "<stdin>";

/// Compiles the file named in `opts` (`-`: standard input).
pub fn compile_file(opts: &Options) -> Result<Compilation, CompileError> {
    if opts.input.as_os_str() == "-" {
        let mut text = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut text)
            .map_err(|e| CompileError::plain(format!("cannot read standard input: {e}")))?;
        return compile_str(STDIN_NAME, &text, opts);
    }
    let opts = opts.clone();
    on_big_stack(move || {
        let mut sources = SourceMap::new();
        let file = sources.load_file(&opts.input).map_err(CompileError::plain)?;
        compile_loaded(&mut sources, file, &opts)
    })
}

/// Compiles `text` as if it were the file `name` (includes resolve relative to `name`).
pub fn compile_str(name: &str, text: &str, opts: &Options) -> Result<Compilation, CompileError> {
    let (name, text, opts) = (name.to_string(), text.to_string(), opts.clone());
    on_big_stack(move || {
        let mut sources = SourceMap::new();
        let file = sources.add_file(name, text);
        compile_loaded(&mut sources, file, &opts)
    })
}

/// Under `-v`, names a stage as it starts, in nvcc's `#$ ` form.
fn stage(opts: &Options, what: std::fmt::Arguments<'_>) {
    if opts.verbose {
        eprintln!("#$ {what}");
    }
}

/// Compiles a loaded file; under `--time-passes` the time of each stage goes
/// to standard error afterwards, whether or not the compile succeeded.
/// Units of frontend work (`ptxc_frontend::work`: tokens lexed and expanded) after
/// which preprocessing counts as large for [`Options::on_large_input`] (called as soon
/// as the preprocessor has done that much, not after it: its own allocations are most
/// of its time under glibc's `malloc`): an empty file
/// does about 4,000, a file including CuTe about 5,700,000, CUTLASS 2.x's examples
/// 1.7-2.6 million: with mimalloc on 4 KiB pages (`allocator::use_mimalloc`) they
/// take 4-10% less CPU time and some 30 MiB more memory (a fifth of nvcc's). glibc's
/// `malloc` slows as its heap grows, from about here: 10,000 template instances
/// (200,000 units) take 15% less CPU time on mimalloc, for 14 MiB more memory;
/// 10,000 macro-expanded statements (108,000 units) take the same time on either.
pub const LARGE_INPUT_WORK: u64 = 150_000;

fn compile_loaded(sources: &mut SourceMap, file: FileId, opts: &Options) -> Result<Compilation, CompileError> {
    let timer = stage_timer::StageTimer::new(opts.time_passes);
    let result = compile_stages(sources, file, opts, &timer);
    eprint!("{}", timer.report());
    result.map(|c| Compilation {
        stages: timer.costs(),
        template_replays: timer.replays(),
        ..c
    })
}

/// The prelude as the build preprocessed it (compiler/build.rs), with or without
/// `-use_fast_math`; none if it could not be recorded.
fn prelude_snapshot(fast_math: bool) -> Option<&'static [u8]> {
    const DEFAULT: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/prelude.snapshot"));
    const FAST_MATH: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/prelude-fast-math.snapshot"));
    let snapshot = if fast_math { FAST_MATH } else { DEFAULT };
    (!snapshot.is_empty()).then_some(snapshot)
}

fn compile_stages(
    sources: &mut SourceMap,
    file: FileId,
    opts: &Options,
    timer: &stage_timer::StageTimer,
) -> Result<Compilation, CompileError> {
    let target = parse_sm(&opts.arch).map_err(CompileError::plain)?;
    let sm = target.sm;
    let mut defines = opts.source.defines.clone();
    // nvcc's macros for the `a` and `f` targets (CUDA's headers pick sm_100f's cvt forms by them)
    let arch = Some((sm * 10).to_string());
    if target.is_arch_specific() {
        defines.push(("__CUDA_ARCH_SPECIFIC__".into(), arch.clone()));
    }
    if target.suffix != ptxc_ptx::SmSuffix::None {
        defines.push(("__CUDA_ARCH_FAMILY_SPECIFIC__".into(), arch));
    }
    if opts.float.use_fast_math {
        // The math library maps sinf, expf, ... to the intrinsics (specs/math.md).
        defines.push(("__PTXC_USE_FAST_MATH__".into(), Some("1".into())));
    }
    let cache_key = library_cache::key(opts, &defines);
    let fopts = FrontendOptions {
        include_dirs: opts.source.include_dirs.clone(),
        system_include_dirs: opts
            .source
            .system_include_dirs
            .iter()
            .cloned()
            .chain(match opts.source.without_toolkit {
                true => Vec::new(),
                false => toolkit::include_dirs(),
            })
            .collect(),
        pre_includes: opts.source.pre_includes.clone(),
        defines,
        sm,
        cplusplus: opts.source.std.0,
        warn_host: opts.source.warn_host,
        check_host: opts.source.check_host,
        prelude_snapshot: prelude_snapshot(opts.float.use_fast_math),
        whole_prelude: opts.source.whole_prelude,
        limits: ptxc_frontend::limits::Limits {
            stack_bytes: Some(compile_thread::FRONTEND_STACK_BYTES),
            ..opts.limits.clone()
        },
        memory_headers: opts.source.memory_headers.clone(),
        jit: opts.source.jit,
        relocatable: opts.codegen.relocatable,
        prebuilt_library: cache_key.as_deref().and_then(library_cache::prebuilt),
        on_large_input: opts.on_large_input.map(|f| (LARGE_INPUT_WORK, f)),
    };
    let deps_only = opts.deps.mode.is_some_and(|m| !m.with_compile);
    if matches!(opts.emit, Emit::Tokens | Emit::Preprocessed) || deps_only {
        stage(opts, format_args!("preprocess {}", sources.name(file)));
        let text = opts.emit == Emit::Preprocessed;
        let dumped = ptxc_frontend::dump_tokens(sources, file, &fopts, text);
        timer.lap("preprocess");
        return dumped
            .map(|output| Compilation {
                output: if deps_only { String::new() } else { output },
                warnings: String::new(),
                files: files_read(sources),
                stages: Vec::new(),
                template_replays: Default::default(),
                symbols: Vec::new(),
            })
            .map_err(|diags| fail(sources, &diags, opts));
    }
    stage(
        opts,
        format_args!("preprocess, parse and check {} (sm_{sm})", sources.name(file)),
    );
    let arena = bumpalo::Bump::new();
    let parsed = ptxc_frontend::parse_translation_unit_timed(&arena, sources, file, &fopts, &mut |s| timer.lap(s));
    let tu = match parsed {
        Ok(tu) => tu,
        Err(diags) => return Err(fail(sources, &diags, opts)),
    };
    let warnings = match opts.warnings {
        WarningMode::Report => render(sources, &tu.warnings, opts),
        WarningMode::Suppress => String::new(),
        // -Werror: the warnings are the errors; no output is written.
        WarningMode::AsErrors if !tu.warnings.is_empty() => return Err(fail(sources, &tu.warnings, opts)),
        WarningMode::AsErrors => String::new(),
    };
    let files = files_read(sources);
    let symbols: Vec<Option<String>> = opts.symbol_queries.iter().map(|q| designated_symbol(&tu, q)).collect();
    if opts.emit == Emit::Ast {
        return Ok(Compilation {
            output: ptxc_frontend::dump_il(&tu),
            warnings,
            files,
            stages: Vec::new(),
            template_replays: Default::default(),
            symbols: Vec::new(),
        });
    }
    let module_name = sources.name(file).to_string();
    stage(opts, format_args!("generate IR"));
    let mut m = match irgen::generate(
        &tu,
        &irgen::IrGenOptions {
            module_name,
            relocatable: opts.codegen.relocatable,
            library_files: sources.files_built_in().collect(),
            // The pipeline's global DCE drops them anyway; `--print-after=*` prints
            // the module before it.
            drop_unused_declarations: opts.emit != Emit::IrGen && opts.print_after.is_none(),
            discard_names: prints_no_ir(opts),
        },
    ) {
        Ok(m) => m,
        Err(errs) => {
            let diags: Vec<Diagnostic<FileId>> = errs
                .iter()
                .map(|e| internal::internal_error(&e.message, Some(internal::span_label(e.span))))
                .collect();
            return Err(fail(sources, &diags, opts));
        }
    };
    timer.lap("irgen");
    if opts.emit == Emit::IrGen {
        return Ok(Compilation {
            output: ptxc_ir::printer::print_module(&m),
            warnings,
            files,
            stages: Vec::new(),
            template_replays: Default::default(),
            symbols: Vec::new(),
        });
    }

    // Verifier and backend failures point at the declaration they concern; the tree
    // itself is freed here, so the passes reuse its memory (a large file's peak drops
    // by the front end's share).
    let decls = internal::DeclSpans::of(&tu);
    let library = match cache_key {
        Some(_) => library_cache::Library::of(&tu, sources),
        None => Default::default(),
    };
    // The math library's functions, which inline-callees leaves to the kernels (a
    // compile that may share the library has them in `library` already).
    let uncached;
    let library_functions = match cache_key {
        Some(_) => library.functions(),
        None => {
            uncached = library_cache::library_symbols(&tu);
            &uncached
        }
    };
    drop(tu);
    drop(arena);
    let vopts = verify_options(target);
    let check = |m: &Module, stage: &str| -> Vec<Diagnostic<FileId>> {
        let Err(errs) = ptxc_verifier::verify_module(m, &vopts) else {
            return Vec::new();
        };
        errs.into_iter()
            .map(|e| {
                let mut d = Diagnostic::error().with_message(e.message.clone());
                // The instruction's own source position when IR generation recorded one,
                // else the function's.
                let at_inst = e.inst.and_then(|(f, i)| {
                    let loc = m.functions.get(f)?.locs.get(i).copied().flatten()?;
                    Some(Label::primary(FileId(loc.file), loc.start as usize..loc.end as usize))
                });
                let at_func = e.function.as_ref().and_then(|f| decls.function(f));
                if let Some(label) = at_inst.or(at_func) {
                    d = d.with_labels(vec![label]);
                }
                if !stage.is_empty() {
                    d = d.with_notes(vec![format!("found by the NVVM IR verifier after {stage}")]);
                }
                d
            })
            .collect()
    };
    let mut verify_errors: Vec<Diagnostic<FileId>> = Vec::new();
    let each = opts.verify == VerifyMode::Each;
    stage(opts, format_args!("run the -O{} pass pipeline", opts.opt_level));
    if opts.print_after.as_deref() == Some("*") {
        eprintln!(
            "; *** IR before the pass pipeline ***\n{}",
            ptxc_ir::printer::print_module(&m)
        );
    }
    // The hooks below read the whole module after each pass.
    let order = match each || opts.print_after.is_some() || opts.pass_major {
        true => passes::Order::PassMajor,
        false => passes::Order::FunctionMajor,
    };
    // A compile that may share the library prints no IR (`library_cache::key`): the
    // passes need not name what they make.
    if cache_key.is_some() {
        m.functions.values_mut().for_each(|f| f.discard_names = true);
    }
    let mut copied = library_cache::Copied::default();
    let mut link = |m: &mut Module, sizes: &passes::inline::OwnSizes| match &cache_key {
        Some(key) => library_cache::link(key, m, sizes, &library, &mut copied),
        None => Vec::new(),
    };
    let pipeline = passes::run_pipeline_linked(
        &mut m,
        opts.opt_level,
        sm,
        each,
        order,
        &mut |name, m| {
            if each && verify_errors.is_empty() {
                verify_errors = check(m, name);
                timer.lap("nvvm-verifier");
            }
            if opts.print_after.as_deref().is_some_and(|p| p == "*" || p == name) {
                // For readers following a value through the pipeline (specs/passes.md).
                eprintln!("; *** IR after {name} ***\n{}", ptxc_ir::printer::print_module(m));
                timer.lap("print-after");
            }
        },
        &mut |s| timer.lap(s),
        cache_key.is_some().then_some(&mut link as passes::BeforeInline<'_>),
        library_functions,
    );
    if let Err(broken) = pipeline {
        return Err(fail(sources, &[internal::broken_ir(&broken, &m)], opts));
    }
    library_cache::put_in_place(&mut m, &copied, &library);
    if opts.verify == VerifyMode::Once {
        verify_errors = check(&m, "");
        timer.lap("nvvm-verifier");
    }
    if !verify_errors.is_empty() {
        return Err(fail(sources, &verify_errors, opts));
    }
    if opts.emit == Emit::Ir {
        let output = ptxc_ir::printer::print_module(&m);
        timer.lap("ir-print");
        return Ok(Compilation {
            output,
            warnings,
            files,
            stages: Vec::new(),
            template_replays: Default::default(),
            symbols: Vec::new(),
        });
    }
    stage(opts, format_args!("select instructions and print PTX for {}", target));
    let popts = ptxc_ptx::PtxOptions {
        target,
        ftz: opts.float.ftz(),
        approx_div: !opts.float.prec_div(),
        approx_sqrt: !opts.float.prec_sqrt(),
        whole_program: !opts.codegen.relocatable,
        contract: opts.float.fmad(),
    };
    let facts = ptxc_ptx::source_facts::SourceFacts {
        lines: (opts.codegen.line_info || opts.codegen.device_debug).then(|| line_table(sources)),
        // ptxc's math library is written to be compiled exactly (specs/math.md).
        exact_files: sources.files_built_in().map(|f| f.0).collect(),
    };
    let result = match ptxc_ptx::emit_module_timed(&m, &popts, &facts, &mut |s| timer.lap(s)) {
        Ok(ptx) => Ok(Compilation {
            output: ptx,
            warnings,
            files,
            stages: Vec::new(),
            template_replays: Default::default(),
            symbols,
        }),
        Err(e) => Err(fail(sources, &[internal::backend_error(&e, &m, &decls)], opts)),
    };
    if opts.exit_without_freeing {
        // The process ends next; the OS takes the memory back in one go.
        std::mem::forget(m);
    }
    result
}

/// The symbol that the first statement of function `query` (an expression) designates:
/// the function or variable it names or takes the address of, through conversions.
fn designated_symbol(tu: &ptxc_frontend::il::TranslationUnit<'_>, query: &str) -> Option<String> {
    use ptxc_frontend::il::{ExprKind, StmtKind};
    let f = tu.functions.iter().find(|f| f.name == query)?;
    let StmtKind::Compound(list) = f.body?.kind else {
        return None;
    };
    let StmtKind::Expr(mut e) = list.first()?.kind else {
        return None;
    };
    loop {
        match e.kind {
            ExprKind::Func(f) => return Some(tu.func(f).mangled.clone()),
            ExprKind::Var(v) => {
                return tu.globals.iter().find(|g| g.var == v).map(|g| g.symbol.clone());
            }
            _ => e = single_operand(&e.kind)?,
        }
    }
}

/// The operand of an address-of or a conversion.
fn single_operand<'a>(kind: &ptxc_frontend::il::ExprKind<'a>) -> Option<&'a ptxc_frontend::il::Expr<'a>> {
    use ptxc_frontend::il::ExprKind;
    match *kind {
        ExprKind::Unary { operand, .. } | ExprKind::Cast { operand, .. } => Some(operand),
        _ => None,
    }
}

/// The files read from disk, the main file first (it is the first one read
/// from disk: built-in headers have no path).
fn files_read(sources: &SourceMap) -> Vec<std::path::PathBuf> {
    sources.files_on_disk().map(|(_, p)| p.to_path_buf()).collect()
}

/// `-lineinfo`: the line starts of every file read from disk, named by
/// absolute path as nvcc's `.file` lines name them.
/// Whether the compile prints no IR (its output is PTX; no `--print-after`, no
/// `--verify-each`, whose notes follow the module pass by pass): then IR names are
/// never read, and IR generation gives none.
fn prints_no_ir(opts: &Options) -> bool {
    opts.emit == Emit::Ptx && opts.print_after.is_none() && opts.verify != VerifyMode::Each
}

fn line_table(sources: &SourceMap) -> ptxc_ptx::line_info::LineTable {
    let mut table = ptxc_ptx::line_info::LineTable::new();
    for (id, path) in sources.files_on_disk() {
        let shown = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        table.add_file(id.0, shown.display().to_string(), sources.text(id));
    }
    table
}

/// Renders diagnostics in the form `opts` asks for.
fn render(sources: &SourceMap, diags: &[Diagnostic<FileId>], opts: &Options) -> String {
    match opts.one_line_diagnostics {
        true => diagnostics::render_one_line(sources, diags),
        false => diagnostics::render(sources, diags, opts.json_diagnostics),
    }
}

/// Renders a failed compilation; `-w` drops the warnings, `-Werror` makes them errors.
fn fail(sources: &SourceMap, diags: &[Diagnostic<FileId>], opts: &Options) -> CompileError {
    let diags: Vec<Diagnostic<FileId>> = diags
        .iter()
        .filter(|d| !(opts.warnings == WarningMode::Suppress && d.severity == Severity::Warning))
        .cloned()
        .map(|mut d| {
            if opts.warnings == WarningMode::AsErrors && d.severity == Severity::Warning {
                d.severity = Severity::Error;
            }
            d
        })
        .collect();
    CompileError {
        rendered: render(sources, &diags, opts),
        errors: diagnostics::error_count(&diags).max(1),
    }
}

/// Runs a parsed command line and returns the process exit code
/// (0 success, 1 compile errors, 2 usage errors).
pub fn run(cmd: Command) -> i32 {
    match cmd {
        Command::Help => {
            print!("{USAGE}");
            0
        }
        Command::Version => {
            println!("ptxc {} (PTX for sm_75 .. sm_121)", env!("CARGO_PKG_VERSION"));
            0
        }
        Command::VerifyOnly { input, arch } => verify_only(&input, &arch),
        Command::Compile(opts) if parse_sm(&opts.arch).is_err() => {
            // An unknown architecture is a usage error, as with nvcc.
            eprintln!("ptxc: {}", parse_sm(&opts.arch).unwrap_err());
            2
        }
        Command::Compile(opts) => compile_command(&opts),
    }
}

/// Runs one compilation from the command line: notes and warnings about the
/// flags, the output file, the dependency rule.
fn compile_command(opts: &Options) -> i32 {
    for w in &opts.command_line_warnings {
        eprintln!("ptxc warning : {w}");
    }
    if opts.verbose {
        for n in &opts.notes {
            eprintln!("ptxc note    : {n}");
        }
        eprintln!("ptxc note    : {}", toolkit::describe());
    }
    match compile_file(opts) {
        Ok(c) => {
            eprint!("{}", c.warnings);
            let mut written = Ok(());
            if let Some(mode) = opts.deps.mode {
                let rule = depfile::rule(
                    &depfile::target(opts, mode),
                    &c.files,
                    // The toolkit's directories are system ones for -MM too, as nvcc's are.
                    &[opts.source.system_include_dirs.clone(), toolkit::include_dirs()].concat(),
                    mode,
                );
                written = output::write_output(&depfile::destination(opts, mode), &rule);
            }
            if opts.deps.mode.is_none_or(|m| m.with_compile) && written.is_ok() {
                let dest = match (&opts.output, opts.emit) {
                    (Some(o), _) => o.clone(),
                    (None, Emit::Ptx) => output::default_ptx_path(&opts.input),
                    (None, _) => "-".to_string(),
                };
                written = output::write_output(&dest, &c.output);
            }
            match written {
                Ok(()) => 0,
                Err(e) => {
                    eprintln!("error: {e}");
                    1
                }
            }
        }
        Err(e) => {
            eprint!("{}", e.rendered);
            let plural = if e.errors == 1 { "" } else { "s" };
            eprintln!(
                "{} error{plural} detected in the compilation of \"{}\".",
                e.errors,
                opts.input.display()
            );
            1
        }
    }
}

/// `--verify-only FILE.ll`: parse the IR text and report every verifier error.
fn verify_only(input: &std::path::Path, arch: &str) -> i32 {
    let target = match parse_sm(arch) {
        Ok(target) => target,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    let text = match std::fs::read_to_string(input) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: cannot read '{}': {e}", input.display());
            return 1;
        }
    };
    let m = match ptxc_ir::parser::parse_module(&text) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{}:{e}", input.display());
            return 1;
        }
    };
    // Warnings (attributes NVVM ignores, such as inreg and nest) are printed
    // too: they never fail the run, but the user asked what the verifier says.
    let report = ptxc_verifier::verify_module_report(&m, &verify_options(target));
    for w in &report.warnings {
        eprintln!("warning: {}", w.message);
    }
    for e in &report.errors {
        eprintln!("{}", e.message);
    }
    i32::from(!report.errors.is_empty())
}
