//! Preprocessor tests: each case is source text in, spelled token stream out.

use super::*;

fn run_with(src: &str, opts: &FrontendOptions) -> (String, Vec<String>) {
    let mut sm = SourceMap::new();
    let main = sm.add_builtin("test.cu", src.to_string());
    let mut i = Interner::new();
    let mut d = Diags::new();
    let toks = preprocess(&mut sm, main, opts, &mut i, &mut d);
    let text: Vec<&str> = toks
        .iter()
        .filter(|t| t.kind != TokenKind::Eof)
        .map(|t| i.get(t.text))
        .collect();
    let msgs = d.list.iter().map(|d| d.message.clone()).collect();
    (text.join(" "), msgs)
}

fn run(src: &str) -> (String, Vec<String>) {
    run_with(src, &FrontendOptions::default())
}

#[test]
fn object_like_macros() {
    assert_eq!(run("#define N 256\nint a[N];").0, "int a [ 256 ] ;");
    assert_eq!(run("#define A B\n#define B 7\nA").0, "7");
    assert_eq!(run("#define X\nX int").0, "int");
    assert_eq!(run("#define N 1\n#undef N\nN").0, "N");
}

#[test]
fn plain_text_around_expansions_goes_through_as_is() {
    // Text is copied up to a macro name; the expansion then reads on until
    // what it produced is used up, taking arguments from the text after it.
    let src = "#define N 4\n#define F(x) (x + N)\n#define G F\nint a = 1;\nint b = F(a) * N;\nint c = G\n(2) + F;\nint d = __LINE__ + x;";
    assert_eq!(
        run(src).0,
        "int a = 1 ; int b = ( a + 4 ) * 4 ; int c = ( 2 + 4 ) + F ; int d = 8 + x ;"
    );
    // A name that expands to nothing, at the end of the text.
    assert_eq!(run("#define E\na E b E").0, "a b");
    assert_eq!(run("#define F(x) x\na F").0, "a F");
}

#[test]
fn self_reference_terminates() {
    assert_eq!(run("#define x x + 1\nx").0, "x + 1");
    assert_eq!(run("#define a b\n#define b a\na b").0, "a b");
}

#[test]
fn function_like_macros() {
    assert_eq!(run("#define SQ(x) ((x)*(x))\nSQ(a+1)").0, "( ( a + 1 ) * ( a + 1 ) )");
    assert_eq!(run("#define F(a, b) a - b\nF((1,2), 3)").0, "( 1 , 2 ) - 3");
    assert_eq!(run("#define F(x) x\nF").0, "F");
    assert_eq!(run("#define S(x) #x\nS(a  +  \"q\")").0, r#""a + \"q\"""#);
    assert_eq!(run("#define CAT(a,b) a##b\nCAT(foo, 12)").0, "foo12");
    assert_eq!(run("#define V(...) f(__VA_ARGS__)\nV(1, 2)").0, "f ( 1 , 2 )");
    assert_eq!(run("#define N 4\n#define ID(x) x\nID(N)").0, "4");
    // Rescanning takes a `(` from the text after the invocation.
    assert_eq!(run("#define F G\n#define G(x) x + 1\nF(2)").0, "2 + 1");
    assert_eq!(run("#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)").0, "2 * 9 * g");
    // The C standard's example of hide sets.
    assert_eq!(run("#define x 3\n#define f(a) f(x * (a))\n#undef x\n#define x 2\n#define g f\n#define z z[0]\n#define t(a) a\nf(y+1) + f(f(z)) % t(t(g)(0) + t)(1);").0,
        "f ( 2 * ( y + 1 ) ) + f ( 2 * ( f ( 2 * ( z [ 0 ] ) ) ) ) % f ( 2 * ( 0 ) ) + t ( 1 ) ;");
    let std_example = "#define x 3\n#define f(a) f(x * (a))\n#undef x\n#define x 2\n#define g f\n#define z z[0]\n\
                       #define h g(~\n#define m(a) a(w)\n#define w 0,1\n#define t(a) a\n\
                       g(x+(3,4)-w) | h 5) & m\n(f)^m(m);";
    assert_eq!(
        run(std_example).0,
        "f ( 2 * ( 2 + ( 3 , 4 ) - 0 , 1 ) ) | f ( 2 * ( ~ 5 ) ) & f ( 2 * ( 0 , 1 ) ) ^ m ( 0 , 1 ) ;"
    );
    assert_eq!(
        run("#define P(fmt, ...) printf(fmt, ## __VA_ARGS__)\nP(\"a\") P(\"b\", 1, 2)").0,
        "printf ( \"a\" ) printf ( \"b\" , 1 , 2 )"
    );
    assert_eq!(run("__COUNTER__ __COUNTER__ __COUNTER__").0, "0 1 2");
    // `__VA_OPT__(x)` is x when the variable arguments have tokens, nothing otherwise.
    assert_eq!(
        run("#define L(fmt, ...) log(fmt __VA_OPT__(,) __VA_ARGS__)
L(\"a\") L(\"b\", 1, (2, 3))")
        .0,
        "log ( \"a\" ) log ( \"b\" , 1 , ( 2 , 3 ) )"
    );
    assert_eq!(
        run("#define W(...) [__VA_OPT__(<(__VA_ARGS__)>)]
W() W(x)")
        .0,
        "[ ] [ < ( x ) > ]"
    );
    // `_Pragma("unroll ...")` is kept like `#pragma unroll`, its count macro-expanded; others vanish.
    assert_eq!(
        run("#define N 4\na _Pragma(\"unroll N\") b").0,
        "a #pragma unroll 4 #end pragma b"
    );
    assert_eq!(run("a _Pragma(\"omp parallel\") b").0, "a b");
    // An object-like macro whose body is a `#pragma` line (CUTLASS_PRAGMA_UNROLL as nvcc
    // expands it) is that pragma.
    assert_eq!(
        run("#define N 2\n#define UNROLL #pragma unroll\n#define ONCE #pragma unroll N\nUNROLL\nfor\nONCE\nwhile").0,
        "#pragma unroll #end pragma for #pragma unroll 2 #end pragma while"
    );
    // Exponential expansion is cut off with an error.
    let mut bomb = String::new();
    for k in 0..40 {
        bomb.push_str(&format!("#define m{k} m{} m{}\n", k + 1, k + 1));
    }
    bomb.push_str("m0\n");
    assert_eq!(run(&bomb).1, vec!["macro expansion produces too many tokens"]);
    let (_, e) = run("#define F(a,b) a\nF(1)");
    assert_eq!(e, vec!["macro 'F' requires 2 arguments, but 1 given"]);
}

#[test]
fn predefined_macros_and_command_line() {
    let opts = FrontendOptions {
        sm: 90,
        defines: vec![("BS".into(), Some("128".into())), ("FLAG".into(), None)],
        ..FrontendOptions::default()
    };
    let (t, e) = run_with("__CUDA_ARCH__ __cplusplus __CUDACC__ __NVCC__ BS FLAG", &opts);
    assert!(e.is_empty(), "{e:?}");
    assert_eq!(t, "900 201703L 1 1 128 1");
    assert_eq!(run("__LINE__\n__LINE__").0, "1 2");
}

#[test]
fn conditionals() {
    let src = "#ifdef __CUDACC__\na\n#else\nb\n#endif\n#ifndef NOPE\nc\n#endif\n#if 0\nd\n#elif 1\ne\n#else\nf\n#endif";
    assert_eq!(run(src).0, "a c e");
    assert_eq!(run("#if 0\n#if 1\nx\n#endif\n#else\ny\n#endif").0, "y");
    assert_eq!(
        run("#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700\nok\n#endif").0,
        "ok"
    );
    assert_eq!(run("#if -1 < 0u\nwrong\n#else\nright\n#endif").0, "right");
    assert_eq!(run("#if (2 + 3) * 4 == 20 && !defined X\nyes\n#endif").0, "yes");
    assert_eq!(run("#if 0\n#bogus directive\n#error not here\n#endif\nz").0, "z");
}

#[test]
fn conditional_errors() {
    assert_eq!(run("#if 1\nx").1, vec!["unterminated conditional directive"]);
    assert_eq!(run("#endif").1, vec!["#endif without #if"]);
    assert_eq!(run("#else\n").1, vec!["#else without #if"]);
    assert_eq!(
        run("#if 1/0\n#endif").1,
        vec!["division by zero in preprocessor expression"]
    );
    assert_eq!(run("#error stop here").1, vec!["#error stop here"]);
}

#[test]
fn pragmas_and_unknown_directives_are_ignored() {
    let (t, e) = run("#pragma omp parallel\n#ident \"x\"\n#\nk");
    assert_eq!(t.as_str(), "k");
    // An unknown pragma gets a note (the only diagnostic; the driver shows it, never fails on it).
    assert_eq!(
        e,
        vec!["#pragma omp parallel is not known to ptxc and is ignored".to_string()]
    );
}

#[test]
fn pragma_unroll_stays_in_the_token_stream() {
    let (t, e) = run("#define M 2\n#pragma unroll (M * 2)\nfor\n#pragma unroll\nwhile");
    assert_eq!(
        (t.as_str(), e.len()),
        (
            "#pragma unroll ( 2 * 2 ) #end pragma for #pragma unroll #end pragma while",
            0
        )
    );
}

#[test]
fn pragma_pack_stays_in_the_token_stream() {
    // Operands are macro-expanded (as GCC does); `_Pragma("pack(...)")` is kept the same way.
    let (t, e) = run("#define N 2\n#pragma pack(push, N)\nstruct\n_Pragma(\"pack(pop)\") x");
    assert_eq!(
        (t.as_str(), e.len()),
        (
            "#pragma pack ( push , 2 ) #end pragma struct #pragma pack ( pop ) #end pragma x",
            0
        )
    );
}

#[test]
fn includes_from_disk_with_guards_and_depth_limit() {
    let dir = std::env::temp_dir().join(format!("ptxc-pp-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("inc")).unwrap();
    std::fs::write(dir.join("a.h"), "#pragma once\nint from_a;\n").unwrap();
    std::fs::write(dir.join("inc/b.h"), "#ifndef B_H\n#define B_H\nint from_b;\n#endif\n").unwrap();
    std::fs::write(dir.join("self.h"), "#include \"self.h\"\n").unwrap();
    let main_path = dir.join("main.cu");
    std::fs::write(
        &main_path,
        "#include \"a.h\"\n#include \"a.h\"\n#include <b.h>\n#include \"b.h\"\n#include <cuda_runtime.h>\nend",
    )
    .unwrap();
    let mut sm = SourceMap::new();
    let main = sm.load_file(&main_path).unwrap();
    let opts = FrontendOptions {
        include_dirs: vec![dir.join("inc")],
        ..FrontendOptions::default()
    };
    let mut i = Interner::new();
    let mut d = Diags::new();
    let toks = preprocess(&mut sm, main, &opts, &mut i, &mut d);
    let text: Vec<&str> = toks.iter().map(|t| i.get(t.text)).collect();
    // Files on disk may be preceded by the built-in runtime prelude; compare what the
    // main file and its includes contribute.
    let all = text.join(" ");
    assert!(all.trim().ends_with("int from_a ; int from_b ; end"), "{all}");
    assert_eq!(all.matches("from_a").count(), 1, "pragma once");
    assert_eq!(all.matches("from_b").count(), 1, "include guard");
    assert!(d.list.is_empty());
    // Tokens remember the file they were spelled in.
    let from_a = toks.iter().find(|t| i.get(t.text) == "from_a").unwrap();
    assert_ne!(from_a.span.file, main);
    assert_eq!(sm.snippet(from_a.span), "from_a");

    let self_path = dir.join("self.cu");
    std::fs::write(&self_path, "#include \"self.h\"\n").unwrap();
    let main = sm.load_file(&self_path).unwrap();
    let mut d = Diags::new();
    preprocess(&mut sm, main, &opts, &mut i, &mut d);
    assert_eq!(d.error_count(), 1);
    assert!(d.list[0].message.contains("nested too deeply"));

    // A missing quoted include is an error; a missing <...> one is set aside as a host
    // header (see crate::host_code).
    let (_, e) = run("#include \"does_not_exist.h\"\n#include <nope.h>");
    assert_eq!(e, vec!["'does_not_exist.h' file not found"]);
    std::fs::remove_dir_all(&dir).ok();
}

/// One header reached by two spellings of its path (next to the including file, named
/// relative to the working directory, and through an absolute `-I`) is one file: its
/// `#pragma once` holds across both, as GCC's and nvcc's do (ggml's rope.cu includes
/// `ggml-cuda/common.cuh` both ways).
#[test]
fn pragma_once_holds_across_spellings_of_one_path() {
    let dir = std::env::temp_dir().join(format!("ptxc-pp-once-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("src/lib")).unwrap();
    std::fs::write(dir.join("src/lib/common.h"), "#pragma once\nint once_only;\n").unwrap();
    std::fs::write(dir.join("src/lib/user.h"), "#include \"common.h\"\n").unwrap();
    let main_path = dir.join("src/lib/main.cu");
    std::fs::write(&main_path, "#include \"user.h\"\n#include \"lib/common.h\"\nend").unwrap();
    // The main file named through a path with a `..` in it, the include directory plainly.
    let spelled = dir.join("src/lib/../lib/main.cu");
    let mut sm = SourceMap::new();
    let main = sm.load_file(&spelled).unwrap();
    let opts = FrontendOptions {
        include_dirs: vec![dir.join("src")],
        ..FrontendOptions::default()
    };
    let mut i = Interner::new();
    let mut d = Diags::new();
    let toks = preprocess(&mut sm, main, &opts, &mut i, &mut d);
    let all = toks.iter().map(|t| i.get(t.text)).collect::<Vec<_>>().join(" ");
    assert_eq!(all.matches("once_only").count(), 1, "{all}");
    assert!(d.list.is_empty());
    assert!(main_path.is_file());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn macro_expansion_spans_point_at_the_invocation() {
    let mut sm = SourceMap::new();
    let main = sm.add_builtin("t.cu", "#define N 42\nint x = N;".to_string());
    let mut i = Interner::new();
    let mut d = Diags::new();
    let toks = preprocess(&mut sm, main, &FrontendOptions::default(), &mut i, &mut d);
    let n = toks.iter().find(|t| i.get(t.text) == "42").unwrap();
    assert_eq!(sm.snippet(n.span), "N");
}

#[test]
fn line_directive_renumbers_line_and_file() {
    let (t, e) =
        run("__LINE__\n#line 100\n__LINE__ __FILE__\n__LINE__\n#define F \"gen.cu\"\n#line 7 F\n__LINE__ __FILE__");
    assert_eq!(t, "1 100 \"test.cu\" 101 7 \"gen.cu\"");
    assert!(e.is_empty(), "{e:?}");
    let (_, e) = run("#line x\n#line 5 six\n");
    assert_eq!(
        e,
        vec![
            "#line requires a positive line number".to_string(),
            "#line expects a file name in double quotes after the line number".to_string()
        ]
    );
}

#[test]
fn skipped_groups_are_not_lexed_beyond_directives() {
    // Stray characters, unterminated quotes and literals ptxc rejects are no error there.
    let src = "#if 0\ndon't @ ` \"open\n1.0q 2.0f16 3_km\n#else\nok\n#endif";
    assert_eq!(run(src), ("ok".to_string(), vec![]));
    assert_eq!(run("#ifdef NOPE\n#error it's skipped\n#endif\nz").0, "z");
    // In active text they still are errors; an unused macro's literal is not checked.
    assert_eq!(run("x '").1, vec!["missing terminating ' character"]);
    assert_eq!(run("#define Q 1.0q\nok").1, Vec::<String>::new());
    assert_eq!(run("#define Q 1.0q\nQ").1, vec!["invalid floating literal '1.0q'"]);
    // An unterminated comment loses the rest of the file, so it is an error anywhere.
    assert_eq!(run("#if 0\n/* open\n#endif").1.len(), 2);
}

#[test]
fn literals_are_single_tokens() {
    assert_eq!(run("1'000'000 0x1.8p3f 1.0f16").0, "1'000'000 0x1.8p3f 1.0f16");
    let (t, e) = run("\"km\"_u 'c'_ch 12_km");
    assert_eq!(t, "\"km\"_u 'c'_ch 12_km");
    assert_eq!(
        e,
        vec![
            "user-defined literal suffix '_u' is not supported",
            "user-defined literal suffix '_ch' is not supported",
        ]
    );
    // Without `_` the suffix is a separate token (a macro, as `"%"PRId64`).
    assert_eq!(run("#define P \"d\"\n\"%\"P").0, "\"%\" \"d\"");
    // Raw strings, over lines too.
    assert_eq!(run("R\"x(a\"b\n)c)x\" k").0, "R\"x(a\"b\n)c)x\" k");
}

#[test]
fn has_operators_answer_what_ptxc_implements() {
    let yes = |cond: &str| run(&format!("#if {cond}\nyes\n#else\nno\n#endif")).0;
    assert_eq!(yes("__has_builtin(__builtin_offsetof)"), "yes");
    assert_eq!(
        yes("__has_builtin(__builtin_expect) && __has_builtin(__is_same)"),
        "yes"
    );
    assert_eq!(
        yes("__has_builtin(__builtin_clz) || __has_builtin(__type_pack_element)"),
        "no"
    );
    assert_eq!(yes("__has_attribute(aligned) && __has_attribute(__noinline__)"), "yes");
    assert_eq!(yes("__has_attribute(vector_size)"), "no");
    assert_eq!(yes("__has_cpp_attribute(nodiscard) == 201907L"), "yes");
    assert_eq!(yes("__has_cpp_attribute(gnu::always_inline)"), "yes");
    assert_eq!(
        yes("__has_cpp_attribute(no_unique_address) || __has_cpp_attribute(clang::x)"),
        "no"
    );
    assert_eq!(yes("__has_feature(cxx_rtti) || __has_extension(cxx_rtti)"), "no");
    assert_eq!(
        yes("__has_include(<cuda_fp16.h>) && !__has_include(<no_such.h>)"),
        "yes"
    );
    assert_eq!(yes("defined(__has_include) && defined __has_builtin"), "yes");
    // Operands are not expanded, also when a macro produced the operator.
    let src = "#define cuda_fp16 oops\n#define __builtin_offsetof nope\n\
               #if __has_include(<cuda_fp16.h>) && __has_builtin(__builtin_offsetof)\nyes\n#endif";
    assert_eq!(run(src), ("yes".to_string(), vec![]));
    let src = "#define HAS(x) __has_include(x)\n#define B __has_builtin\n#define OFF __builtin_offsetof\n\
               #if HAS(<cuda_fp16.h>) && B(__builtin_offsetof) && !B(OFF)\nyes\n#endif";
    assert_eq!(run(src), ("yes".to_string(), vec![]));
    assert_eq!(yes("defined(FOO) || __COUNTER__ == 0"), "yes");
}

#[test]
fn push_pop_macro_and_pragma_operator() {
    let src = "#define M 1\n#pragma push_macro(\"M\")\n#undef M\n#define M 2\nM\n#pragma pop_macro(\"M\")\nM";
    assert_eq!(run(src), ("2 1".to_string(), vec![]));
    // A macro undefined when pushed is undefined again after the pop.
    let src = "#pragma push_macro(\"U\")\n#define U 3\nU\n#pragma pop_macro(\"U\")\nU";
    assert_eq!(run(src).0, "3 U");
    // `_Pragma` in a macro: push/pop act, unknown pragmas vanish.
    let src = "#define SAVE _Pragma(\"push_macro(\\\"M\\\")\") _Pragma(\"nv_diag_suppress 177\")\n\
               #define M 1\nSAVE\n#undef M\nM\n_Pragma(\"pop_macro(\\\"M\\\")\")\nM";
    assert_eq!(run(src), ("M 1".to_string(), vec![]));
}

#[test]
fn warning_directive_and_new_predefined_macros() {
    let (t, e) = run("#warning careful\nk");
    assert_eq!((t.as_str(), e), ("k", vec!["#warning careful".to_string()]));
    let opts = FrontendOptions {
        sm: 80,
        cplusplus: 202002,
        ..FrontendOptions::default()
    };
    let src = "__CUDACC_VER_MAJOR__ __CUDACC_VER_MINOR__ __CUDACC_VER_BUILD__ __CUDA_ARCH_LIST__ __cplusplus\n\
               #if defined(__GNUC__) || defined(__NVCOMPILER) || defined(__clang__) || defined(__CUDACC_RTC__)\nbad\n#endif";
    assert_eq!(run_with(src, &opts).0, "13 5 37 800 202002L");
}

#[test]
fn include_next_continues_after_the_including_directory() {
    let dir = std::env::temp_dir().join(format!("ptxc-pp-next-{}", std::process::id()));
    for sub in ["a", "b", "c"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    std::fs::write(dir.join("a/h.h"), "from_a\n#include_next <h.h>\n").unwrap();
    std::fs::write(
        dir.join("b/h.h"),
        "from_b\n#if __has_include_next(<h.h>)\n#include_next <h.h>\n#endif\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("c/h.h"),
        "from_c\n#if __has_include_next(<h.h>)\nwrong\n#endif\n",
    )
    .unwrap();
    let main_path = dir.join("main.cu");
    std::fs::write(&main_path, "#include <h.h>\nend").unwrap();
    let mut sm = SourceMap::new();
    let main = sm.load_file(&main_path).unwrap();
    let opts = FrontendOptions {
        include_dirs: ["a", "b", "c"].iter().map(|s| dir.join(s)).collect(),
        ..FrontendOptions::default()
    };
    let mut i = Interner::new();
    let mut d = Diags::new();
    let toks = preprocess(&mut sm, main, &opts, &mut i, &mut d);
    let all: Vec<&str> = toks.iter().map(|t| i.get(t.text)).collect();
    assert!(all.join(" ").trim().ends_with("from_a from_b from_c end"), "{all:?}");
    assert!(
        d.list.is_empty(),
        "{:?}",
        d.list.iter().map(|d| &d.message).collect::<Vec<_>>()
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_guarded_header_included_again_is_skipped_unless_its_guard_is_undefined() {
    let dir = std::env::temp_dir().join(format!("ptxc_guard_test_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("g.h"),
        "#ifndef G_H\n#define G_H\nint g = __COUNTER__;\n#endif\n",
    )
    .unwrap();
    let opts = FrontendOptions {
        include_dirs: vec![dir.clone()],
        ..FrontendOptions::default()
    };
    let src = "#include <g.h>\n#include <g.h>\n#undef G_H\n#include <g.h>\n";
    let (text, msgs) = run_with(src, &opts);
    std::fs::remove_dir_all(&dir).ok();
    assert!(msgs.is_empty(), "{msgs:?}");
    assert_eq!(text, "int g = 0 ; int g = 1 ;");
}

/// A temporary directory `tag` with a user include directory `user/` (`-I`) and a system
/// one `sys/` (`-isystem`) holding `files` (paths relative to it), and a `main.cu` with
/// `main`: the directory, a source map with the main file loaded, its id and the options.
fn user_and_system_headers(
    tag: &str,
    main: &str,
    files: &[(&str, &str)],
) -> (std::path::PathBuf, SourceMap, crate::source::FileId, FrontendOptions) {
    let dir = std::env::temp_dir().join(format!("ptxc-pp-{tag}-{}", std::process::id()));
    for sub in ["user", "sys"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    for (path, text) in files {
        std::fs::write(dir.join(path), text).unwrap();
    }
    let main_path = dir.join("main.cu");
    std::fs::write(&main_path, main).unwrap();
    let mut sm = SourceMap::new();
    let main = sm.load_file(&main_path).unwrap();
    let opts = FrontendOptions {
        include_dirs: vec![dir.join("user")],
        system_include_dirs: vec![dir.join("sys")],
        ..FrontendOptions::default()
    };
    (dir, sm, main, opts)
}

#[test]
fn system_headers_redefine_macros_without_a_warning() {
    // As GCC: CCCL's freestanding <cuda/std/climits> (a system header) spells INT_MAX
    // differently from ptxc's <limits.h>; so may a user header (CCCL on -I): ptxc's
    // built-in headers stand for the host's, which nvcc's CCCL includes instead. A user
    // header redefining a user header's macro still warns.
    let (dir, mut sm, main, opts) = user_and_system_headers(
        "sys",
        "#define LIMIT 1\n#include <limits.h>\n#include <lim.h>\n#include <mine.h>\n",
        &[
            ("sys/lim.h", "#define INT_MAX 0x7fffffff\n#include \"more.h\"\n"),
            ("sys/more.h", "#define UINT_MAX 0xffffffff\n"),
            (
                "user/mine.h",
                "#define CHAR_BIT 8\n#define SHRT_MIN (-SHRT_MAX - 1)\n#define LIMIT 2\n",
            ),
        ],
    );
    let mut i = Interner::new();
    let mut d = Diags::new();
    preprocess(&mut sm, main, &opts, &mut i, &mut d);
    let messages: Vec<&str> = d.list.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(messages, vec!["'LIMIT' macro redefined"]);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn warnings_in_system_headers_are_not_shown() {
    // As GCC and nvcc: a function of an -isystem header that ends without a return
    // draws no warning, the same function in a user header does; `#warning` is shown
    // from both, as its author asked for it.
    let body = |name: &str| format!("#warning from {name}\n__device__ int {name}(int x) {{ if (x) return 1; }}\n");
    let (quiet, loud) = (body("quiet"), body("loud"));
    let (dir, mut sm, main, opts) = user_and_system_headers(
        "syswarn",
        "#include <quiet.h>\n#include <loud.h>\n",
        &[("sys/quiet.h", &quiet), ("user/loud.h", &loud)],
    );
    let arena = bumpalo::Bump::new();
    let tu = crate::parse_translation_unit(&arena, &mut sm, main, &opts)
        .unwrap_or_else(|d| panic!("{:?}", d.iter().map(|d| &d.message).collect::<Vec<_>>()));
    let mut messages: Vec<&str> = tu.warnings.iter().map(|d| d.message.as_str()).collect();
    messages.sort_unstable();
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(
        messages,
        vec![
            "#warning from loud",
            "#warning from quiet",
            "missing return statement at end of non-void function \"loud\"",
        ]
    );
}

#[test]
fn a_condition_read_again_follows_the_definitions_of_the_moment() {
    // The same `#if` line under other definitions of the names its expansion asks
    // for (the condition cache keeps values per definition).
    let block = "#if IS(A) && !defined(B)\nyes\n#else\nno\n#endif\n";
    let src = format!(
        "#define IS(x) x\n#define A 1\n{block}#define B\n{block}#undef B\n{block}#undef A\n#define A 0\n{block}#undef A\n#define A 1\n{block}#undef IS\n#define IS(x) !x\n{block}"
    );
    assert_eq!(run(&src).0, "yes no yes no yes no");
    // Names with a value of their own are evaluated each time.
    let block = "#if __COUNTER__ == 1\none\n#else\nother\n#endif\n";
    assert_eq!(run(&format!("{block}{block}{block}")).0, "other one other");
    // A condition that reported an error reports it again.
    let (_, msgs) = run("#if 1 +\n#endif\n#if 1 +\n#endif\n");
    assert_eq!(msgs.len(), 2);
}
