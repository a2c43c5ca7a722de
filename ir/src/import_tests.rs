use super::Importer;
use crate::{parse_module, print_function, Module};

const LIBRARY: &str = r#"
%pair = type { float, i32 }
@table = internal addrspace(4) constant [2 x float] [float 1.0, float 2.0], align 4
@.str = private constant [3 x i8] c"ab\00"

define internal float @helper(float %x) {
entry:
  %p = getelementptr inbounds [2 x float], ptr addrspace(4) @table, i64 0, i64 1
  %t = load float, ptr addrspace(4) %p, align 4
  %r = fmul float %x, %t
  ret float %r
}

define internal float @outer(float %x, ptr %q) {
entry:
  %s = alloca %pair, align 4
  store ptr @.str, ptr %q, align 8
  %h = call float @helper(float %x)
  ret float %h
}
"#;

/// A program that declares `outer`, has its own `.str` (another string) and uses
/// types and constants in another order than the library.
const PROGRAM: &str = r#"
@.str = private constant [4 x i8] c"xyz\00"

declare float @outer(float, ptr)

define void @k(ptr %out) {
entry:
  %v = call float @outer(float 3.0, ptr %out)
  store float %v, ptr %out, align 4
  ret void
}
"#;

fn body_text(m: &Module, name: &str) -> String {
    print_function(m, m.function_by_name(name).expect("function"))
}

#[test]
fn a_function_and_what_it_reaches_print_the_same_in_another_module() {
    let lib = parse_module(LIBRARY).expect("library parses");
    let mut prog = parse_module(PROGRAM).expect("program parses");
    let declared = prog.function_by_name("outer").unwrap();
    let mut importer = Importer::new(&lib);
    let id = importer.function(&mut prog, lib.function_by_name("outer").unwrap());
    assert_eq!(id, declared, "the declaration is filled in, not duplicated");
    assert_eq!(importer.defined.len(), 2, "outer and helper");
    assert_eq!(body_text(&prog, "helper"), body_text(&lib, "helper"));
    // The program's own `.str` is another string: the library's is copied under a new name.
    let outer = body_text(&prog, "outer");
    assert_eq!(outer, body_text(&lib, "outer").replace("@.str", "@.str.lib1"));
    let copied = prog.global_by_name(".str.lib1").expect("renamed string");
    let table = prog.global_by_name("table").expect("table copied");
    assert!(prog.globals[copied].initializer.is_some() && prog.globals[table].initializer.is_some());
    let text = crate::print_module(&prog);
    assert!(text.contains("%pair = type { float, i32 }"), "{text}");
    crate::verify::verify_module(&prog).expect("the program is well formed");
    // Importing again finds everything in place.
    let mut again = Importer::new(&lib);
    again.function(&mut prog, lib.function_by_name("outer").unwrap());
    assert!(again.defined.is_empty());
}

#[test]
fn reordered_globals_keep_their_references() {
    let mut m = parse_module(LIBRARY).expect("parses");
    let before = body_text(&m, "helper") + &body_text(&m, "outer");
    let order: Vec<_> = m.globals.keys().rev().collect();
    super::reorder_globals(&mut m, &order);
    assert_eq!(m.globals.values().next().map(|g| g.name.as_str()), Some(".str"));
    assert_eq!(body_text(&m, "helper") + &body_text(&m, "outer"), before);
    assert!(m.global_by_name("table").is_some_and(|g| m.globals[g].name == "table"));
}
