//! The resource limits (specs/driver.md, "Resource limits"; issue 47): a compile whose
//! work runs past a limit stops with one error that names the limit and the place, and
//! exits 1. Small limits set by flag keep these fast.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn ptxc(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ptxc"))
        .current_dir(dir)
        .args(args)
        .output()
        .expect("run ptxc")
}

fn workdir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ptxc-limits-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A chain of `n` class template instances, each asking for the one below.
fn chain(n: u32) -> String {
    format!(
        "template <int N> struct D {{ static constexpr int v = D<N - 1>::v + 1; }};\n\
         template <> struct D<0> {{ static constexpr int v = 0; }};\n\
         __global__ void k(int* o) {{ o[0] = D<{n}>::v; }}\n"
    )
}

/// Compiles `text` with `flags`; asserts exit 1 with `message` in an error whose span
/// is in k.cu (at `line` if given); returns the number of errors reported.
fn stops(tag: &str, text: &str, flags: &[&str], message: &str, line: Option<u32>) -> usize {
    let d = workdir(tag);
    std::fs::write(d.join("k.cu"), text).unwrap();
    let mut args = vec!["-arch=sm_80", "k.cu", "-o", "k.ptx"];
    args.extend_from_slice(flags);
    let o = ptxc(&d, &args);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{tag}: {err}");
    assert!(!d.join("k.ptx").exists(), "{tag}: no output on error");
    let at = err
        .find(message)
        .unwrap_or_else(|| panic!("{tag}: no \"{message}\" in:\n{err}"));
    let span = line.map_or("k.cu:".to_string(), |line| format!("k.cu:{line}:"));
    assert!(
        err[at..].lines().nth(1).is_some_and(|l| l.contains(&span)),
        "{tag}: not at {span}:\n{err}"
    );
    err.lines().filter(|l| l.starts_with("error")).count()
}

#[test]
fn parse_work_limit_stops_the_parser_where_it_ran_out() {
    // Not the prelude's tokens: a budget that runs out in the file's own code.
    let d = workdir("measure");
    let body: String = (0..400)
        .map(|i| format!("__device__ int f{i}(int x) {{ return x + {i}; }}\n"))
        .collect();
    std::fs::write(d.join("k.cu"), &body).unwrap();
    let o = ptxc(&d, &["-arch=sm_80", "k.cu", "-o", "k.ptx"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let errors = stops(
        "parse-work",
        &body,
        &["--ptxc-max-parse-work=40000"],
        "exceeded its limit of 40000 units of parsing work (tokens read and scopes searched; --ptxc-max-parse-work=N sets it)",
        None,
    );
    // The end of input read everywhere after the stop reports nothing more.
    assert_eq!(errors, 1);
}

#[test]
fn template_depth_is_cpps_and_set_by_ftemplate_depth() {
    // C++ recommends at least 1024 nested instantiations (clang's default); nvcc 13.5's
    // default is 200, ptxc's was 32 and then 200 (with the parser's nesting limit
    // counting replays, a function template chain stopped near 110).
    let d = workdir("depth-ok");
    std::fs::write(d.join("k.cu"), chain(1000)).unwrap();
    let o = ptxc(&d, &["-arch=sm_80", "k.cu", "-o", "k.ptx"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let functions = "template <int N> __device__ int g() { return g<N - 1>() + 1; }\n\
                     template <> __device__ int g<0>() { return 0; }\n\
                     __global__ void k(int* o) { o[0] = g<1000>(); }\n";
    std::fs::write(d.join("k.cu"), functions).unwrap();
    let o = ptxc(&d, &["-arch=sm_80", "k.cu", "-o", "k.ptx"]);
    assert!(o.status.success(), "{}", stderr(&o));
    stops(
        "depth",
        &chain(100),
        &["-ftemplate-depth=20"],
        "template instantiation depth exceeds 20 (infinite recursion?; -ftemplate-depth=N sets the limit)",
        Some(1),
    );
}

/// How [`member_chain`] writes its member.
#[derive(Clone, Copy)]
enum Member {
    InClass,
    OutOfClass,
    ConstructorTemplate,
}

/// A member of a class template whose body uses the same member of the next instance,
/// ending at `S<end>` when `end` is given; the line of the recursive use.
fn member_chain(member: Member, end: Option<u32>) -> (String, u32) {
    let body = "return S<N + 1>::f() + 1;";
    let (class, line) = match member {
        Member::InClass => (
            format!("template <int N> struct S {{ __device__ static int f() {{ {body} }} }};\n"),
            1,
        ),
        Member::OutOfClass => (
            format!(
                "template <int N> struct S {{ __device__ static int f(); }};\n\
                 template <int N> __device__ int S<N>::f() {{ {body} }}\n"
            ),
            2,
        ),
        Member::ConstructorTemplate => (
            "template <int N> struct S {\n\
               template <class T> __device__ S(T t) { S<N + 1> s(t); }\n\
               __device__ static int f() { S s(1); return N; }\n\
             };\n"
                .to_string(),
            2,
        ),
    };
    let end = end.map_or(String::new(), |n| {
        format!(
            "template <> struct S<{n}> {{ template <class T> __device__ S(T) {{}} \
             __device__ static int f() {{ return 0; }} }};\n"
        )
    });
    (
        format!("{class}{end}__global__ void k(int* o) {{ o[0] = S<0>::f(); }}\n"),
        line,
    )
}

#[test]
fn bodies_waiting_for_a_use_count_in_the_depth() {
    // Each body is parsed when the one before names it; the chain is as deep as a
    // nested instantiation's would be (it ran into the parse-work limit after seconds).
    for member in [Member::InClass, Member::OutOfClass, Member::ConstructorTemplate] {
        let d = workdir("member-chain-ok");
        std::fs::write(d.join("k.cu"), member_chain(member, Some(150)).0).unwrap();
        let o = ptxc(&d, &["-arch=sm_80", "k.cu", "-o", "k.ptx"]);
        assert!(o.status.success(), "{}", stderr(&o));
        let (text, line) = member_chain(member, None);
        let message =
            "template instantiation depth exceeds 1024 (infinite recursion?; -ftemplate-depth=N sets the limit)";
        stops("member-chain", &text, &[], message, Some(line));
        let message =
            "template instantiation depth exceeds 20 (infinite recursion?; -ftemplate-depth=N sets the limit)";
        let text = member_chain(member, Some(100)).0;
        stops(
            "member-chain-flag",
            &text,
            &["-ftemplate-depth=20"],
            message,
            Some(line),
        );
    }
}

#[test]
fn instantiations_deeper_than_the_stack_stop_the_compile() {
    // With the depth limit lifted, a chain of function template instances (each parsed
    // inside the one that asks for it) stops where the parse's stack runs out, with one
    // error and no deeper recursion or errors kept per level.
    let text = "template <int N> __device__ int g() { return g<N - 1>() + 1; }\n\
                template <> __device__ int g<0>() { return 0; }\n\
                __global__ void k(int* o) { o[0] = g<60000>(); }\n";
    let message = "the compile stopped here: templates and expressions nest too deeply for the compiler's stack";
    let errors = stops("stack", text, &["-ftemplate-depth=1000000"], message, Some(1));
    assert_eq!(errors, 1);
}

/// A kernel storing the constant `f(n)`, `f` the constexpr function `body`.
fn constant_of(body: &str, n: u32) -> String {
    format!(
        "constexpr __host__ __device__ int f(int n) {{ {body} }}\n\
         __global__ void k(int* o) {{ constexpr int v = f({n}); o[0] = v; }}\n"
    )
}

#[test]
fn constant_evaluation_goes_as_far_as_nvccs() {
    // nvcc 13.5 evaluates 512 nested calls (f(511)) and not 513, and loops of 920,000
    // trips; ptxc stopped at 64 calls and some 15,000 trips.
    let recursion = "return n == 0 ? 0 : f(n - 1) + 1;";
    let sum = "int s = 0; for (int i = 0; i < n; ++i) s += i & 7; return s;";
    let d = workdir("constexpr");
    for (text, value) in [
        (constant_of(recursion, 511), 511),
        (constant_of(sum, 300_000), 300_000 / 8 * 28),
    ] {
        std::fs::write(d.join("k.cu"), &text).unwrap();
        let o = ptxc(&d, &["-arch=sm_80", "k.cu", "-o", "k.ptx"]);
        assert!(o.status.success(), "{text}: {}", stderr(&o));
        let ptx = std::fs::read_to_string(d.join("k.ptx")).unwrap();
        assert!(
            ptx.contains(&format!(", {value};")),
            "{text}: no {value} stored:\n{ptx}"
        );
    }
    let message = "expression must have a constant value";
    stops("constexpr-depth", &constant_of(recursion, 512), &[], message, Some(2));
}

#[test]
fn instance_count_limit_stops_the_compile() {
    let errors = stops(
        "instances",
        &chain(50),
        &["--ptxc-max-instantiations=10"],
        "the compile stopped here: it made more than 10 template instances (--ptxc-max-instantiations=N sets the limit)",
        Some(1),
    );
    assert_eq!(errors, 1);
}

#[test]
fn limit_values_must_be_positive_numbers() {
    let d = workdir("usage");
    std::fs::write(d.join("k.cu"), chain(3)).unwrap();
    for flag in [
        "-ftemplate-depth=0",
        "--ptxc-max-parse-work=lots",
        "--ptxc-max-instantiations=-1",
    ] {
        let o = ptxc(&d, &["-arch=sm_80", "k.cu", "-o", "k.ptx", flag]);
        assert_eq!(o.status.code(), Some(2), "{flag}: {}", stderr(&o));
        assert!(
            stderr(&o).contains("expects a positive number"),
            "{flag}: {}",
            stderr(&o)
        );
    }
}
