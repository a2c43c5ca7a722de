//! Internal compiler errors: what the user sees when ptxc's own stages disagree
//! (IR generation cannot lower what sema accepted, the backend finds malformed IR).
//! Such an error is a bug of ptxc, never of the program: it says so, points at the
//! source it concerns when one is known, and never passes as an ordinary message.

use codespan_reporting::diagnostic::{Diagnostic, Label};
use ptxc_frontend::il::TranslationUnit;
use ptxc_frontend::{FileId, Span};
use ptxc_ir::Module;
use ptxc_ptx::PtxError;

/// The note every internal compiler error carries.
pub const NOTE: &str = "this is a bug in ptxc, not in the program; please report it with the source file";

/// An internal compiler error with `message`, at `label` when known.
pub fn internal_error(message: &str, label: Option<Label<FileId>>) -> Diagnostic<FileId> {
    let d = Diagnostic::error()
        .with_message(format!("internal compiler error: {message}"))
        .with_notes(vec![NOTE.to_string()]);
    match label {
        Some(l) => d.with_labels(vec![l]),
        None => d,
    }
}

/// The diagnostic for a pass that broke the IR's structure (`ptxc_ir::verify`):
/// at the first broken instruction's source position when IR generation recorded one.
pub fn broken_ir(broken: &crate::passes::BrokenByPass, m: &Module) -> Diagnostic<FileId> {
    let first = &broken.errors[0];
    let label = first.inst.and_then(|i| {
        let f = m.functions.values().find(|f| f.name == first.function)?;
        let loc = f.locs.get(i).copied().flatten()?;
        Some(Label::primary(FileId(loc.file), loc.start as usize..loc.end as usize))
    });
    let message = format!("the {} pass broke the IR: {first}", broken.pass);
    let more = broken.errors.len() - 1;
    let d = internal_error(&message, label);
    if more > 0 {
        d.with_notes(vec![NOTE.to_string(), format!("and {more} more broken invariants")])
    } else {
        d
    }
}

/// The label of a source span.
pub fn span_label(span: Span) -> Label<FileId> {
    Label::primary(span.file, span.range())
}

/// Where the module's functions and variables were declared, by their IR names: all
/// that diagnostics after IR generation need of the front end's tree, which is freed
/// before the passes run (its memory is reused by the IR's).
pub struct DeclSpans {
    /// Each function's mangled name and declaration.
    pub functions: Vec<(String, Label<FileId>)>,
    /// Each variable with static storage: its symbol and declaration.
    pub globals: Vec<(String, Label<FileId>)>,
}

impl DeclSpans {
    /// The spans of `tu`'s functions and variables.
    pub fn of(tu: &TranslationUnit<'_>) -> DeclSpans {
        DeclSpans {
            functions: tu
                .functions
                .iter()
                .map(|f| (f.mangled.clone(), span_label(f.span)))
                .collect(),
            globals: tu
                .globals
                .iter()
                .map(|v| (v.symbol.clone(), span_label(v.span)))
                .collect(),
        }
    }

    /// The declaration of the function named `name` in the IR.
    pub fn function(&self, name: &str) -> Option<Label<FileId>> {
        self.functions.iter().find(|(n, _)| n == name).map(|(_, l)| l.clone())
    }

    fn global(&self, name: &str) -> Option<Label<FileId>> {
        self.globals.iter().find(|(n, _)| n == name).map(|(_, l)| l.clone())
    }
}

/// The diagnostic for a backend failure: an internal compiler error for malformed
/// IR, an ordinary error for what the backend does not support yet; either points
/// at the instruction, function or variable it concerns when the module says.
pub fn backend_error(e: &PtxError, m: &Module, decls: &DeclSpans) -> Diagnostic<FileId> {
    let label = match e {
        PtxError::At { func, inst, .. } => m
            .functions
            .get(*func)
            .and_then(|f| f.locs.get(*inst).copied().flatten())
            .map(|loc| Label::primary(FileId(loc.file), loc.start as usize..loc.end as usize)),
        PtxError::InFunction { func, .. } => m.functions.get(*func).and_then(|f| decls.function(&f.name)),
        PtxError::InGlobal { global, .. } => m.globals.get(*global).and_then(|g| decls.global(&g.name)),
        _ => None,
    };
    if e.is_internal() {
        return internal_error(&e.to_string(), label);
    }
    let d = Diagnostic::error().with_message(e.to_string());
    match label {
        Some(l) => d.with_labels(vec![l]),
        None => d,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ptxc_ir::{ConstData, GlobalId, GlobalVar, Linkage};

    fn module_with_dangling_initializer() -> Module {
        let mut m = Module::new("t");
        let ptr = m.types.ptr(1);
        // The initializer names global 7, which does not exist.
        let dangling = m.consts.intern(ConstData::GlobalAddr(GlobalId::from_u32(7)));
        m.add_global(GlobalVar {
            name: "p".into(),
            ty: ptr,
            addrspace: 1,
            linkage: Linkage::External,
            is_constant: false,
            initializer: Some(dangling),
            align: 8,
            externally_initialized: false,
            section: None,
        });
        m
    }

    #[test]
    fn malformed_ir_is_an_internal_compiler_error_naming_the_global() {
        let m = module_with_dangling_initializer();
        let e = ptxc_ptx::emit_module(&m, &Default::default()).unwrap_err();
        assert!(e.is_internal(), "{e:?}");
        assert!(
            matches!(e, PtxError::InGlobal { global, .. } if global == GlobalId::from_u32(0)),
            "{e:?}"
        );
        let arena = bumpalo::Bump::new();
        let mut sources = ptxc_frontend::SourceMap::new();
        let file = sources.add_file("t.cu", "__device__ int *p;\n");
        let tu =
            ptxc_frontend::parse_translation_unit(&arena, &mut sources, file, &Default::default()).expect("parses");
        let d = backend_error(&e, &m, &DeclSpans::of(&tu));
        assert!(
            d.message
                .starts_with("internal compiler error: malformed IR for PTX generation: "),
            "{}",
            d.message
        );
        assert_eq!(d.notes, vec![NOTE.to_string()]);
        // The label is the variable's declaration.
        let label = d.labels.first().expect("a span");
        assert_eq!(&"__device__ int *p;\n"[label.range.clone()], "p");
    }

    /// A module whose kernel `k` adds an `i64` constant to its `i32`
    /// argument (`%bad`), recorded at bytes `start..end` of file 0.
    fn module_with_mistyped_add(start: u32, end: u32) -> Module {
        use ptxc_ir::{FuncBuilder, Function, Opcode, SrcLoc, Value};
        let mut m = Module::new("t");
        let (void, i32t, i64t) = (m.types.void(), m.types.i32(), m.types.i64());
        let fty = m.types.function(void, vec![i32t], false);
        let mut f = Function::new("k", fty, vec!["x".into()]);
        let wide = Value::Const(m.const_int(i64t, 1));
        let mut b = FuncBuilder::new(&mut m, &mut f);
        let entry = b.create_block("entry");
        b.append_and_switch(entry);
        let bad = b.binary(Opcode::Add, Value::Arg(0), wide, 0, "bad");
        b.ret(None);
        let bad = bad.as_inst().expect("an instruction");
        f.locs[bad] = Some(SrcLoc {
            file: 0,
            start,
            end,
            ..SrcLoc::default()
        });
        m.add_function(f);
        m
    }

    #[test]
    fn structurally_broken_ir_is_one_internal_error_at_its_instruction() {
        let src = "__global__ void k(int x) { x + 1L; }\n";
        let at = src.find("x + 1L").expect("the expression") as u32;
        let m = module_with_mistyped_add(at, at + 6);
        let e = ptxc_ptx::emit_module(&m, &Default::default()).unwrap_err();
        let arena = bumpalo::Bump::new();
        let mut sources = ptxc_frontend::SourceMap::new();
        let file = sources.add_file("t.cu", src);
        let tu =
            ptxc_frontend::parse_translation_unit(&arena, &mut sources, file, &Default::default()).expect("parses");
        let d = backend_error(&e, &m, &DeclSpans::of(&tu));
        assert_eq!(
            d.message,
            "internal compiler error: malformed IR for PTX generation: @k: %bad: add: an operand's type is not the result's"
        );
        assert_eq!(d.notes, vec![NOTE.to_string()]);
        let label = d.labels.first().expect("a span");
        assert_eq!(&src[label.range.clone()], "x + 1L");
    }

    #[test]
    fn unsupported_constructs_stay_ordinary_errors() {
        let e = PtxError::Unsupported("something".into());
        assert!(!e.is_internal());
        let m = Module::new("t");
        let arena = bumpalo::Bump::new();
        let mut sources = ptxc_frontend::SourceMap::new();
        let file = sources.add_file("t.cu", "");
        let tu =
            ptxc_frontend::parse_translation_unit(&arena, &mut sources, file, &Default::default()).expect("parses");
        let d = backend_error(&e, &m, &DeclSpans::of(&tu));
        assert_eq!(d.message, "PTX generation does not support something");
    }
}
