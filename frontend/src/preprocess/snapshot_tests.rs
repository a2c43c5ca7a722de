//! The prelude snapshot gives exactly what preprocessing the prelude gives: the same
//! tokens with the same string handles, spans and flags, for the prelude and for a user
//! file that uses its macros, `__LINE__` and `__FILE__`; and it steps aside when a macro
//! the prelude looks at is defined differently or the bytes are damaged.

use super::*;

/// What a compile's preprocessing produced, in comparable form.
#[derive(Debug, PartialEq)]
struct Outcome {
    tokens: Vec<(TokenKind, Span, u32, String, bool, bool)>,
    files: Vec<String>,
    diagnostics: usize,
    replayed: bool,
}

const USER: &str = "#ifdef PTXC_F_PI_HI\nfloat pi = PTXC_F_PI_HI;\n#endif\nint line = __LINE__;\n\
const char *file = __FILE__;\n__global__ void k(float *p) { p[threadIdx.x] = sinf(1.0f); }\n";

fn run(opts: &FrontendOptions, snapshot: Option<&'static [u8]>) -> Outcome {
    let mut sources = SourceMap::new();
    let main = sources.add_file("snapshot_user.cu", USER);
    let mut interner = Interner::new();
    let mut diags = Diags::new();
    let mut pp = Preprocessor::new(&mut sources, opts, &mut interner, &mut diags);
    pp.run_predefines(opts);
    let replayed = snapshot.is_some_and(|bytes| replay(&mut pp, bytes, false));
    if !replayed {
        pp.run_prelude();
    }
    pp.run_file(main, 0);
    let tokens = pp
        .out
        .iter()
        .map(|t| {
            let spelled = pp.interner.get(t.text).to_string();
            (t.kind, t.span, t.text.0, spelled, t.at_line_start, t.space_before)
        })
        .collect();
    let count = pp.sources.file_count();
    let files = (0..count)
        .map(|k| pp.sources.name(FileId(k as u32)).to_string())
        .collect();
    Outcome {
        tokens,
        files,
        diagnostics: pp.diags.list.len(),
        replayed,
    }
}

/// The snapshot, kept for the rest of the test run as a build's snapshot is.
fn recorded() -> &'static [u8] {
    record(&FrontendOptions::default()).expect("the prelude records").leak()
}

#[test]
fn replay_equals_preprocessing() {
    let snapshot = recorded();
    let opts = FrontendOptions::default();
    let real = run(&opts, None);
    let replayed = run(&opts, Some(snapshot));
    assert!(replayed.replayed);
    assert!(
        real.tokens.len() > 10_000,
        "the prelude is there: {}",
        real.tokens.len()
    );
    assert_eq!(
        Outcome {
            replayed: false,
            ..replayed
        },
        real
    );
}

#[test]
fn other_arch_and_standard_replay_the_same_prelude() {
    let snapshot = recorded();
    let opts = FrontendOptions {
        sm: 90,
        cplusplus: 202002,
        defines: vec![("MY_FLAG".into(), Some("3".into()))],
        ..FrontendOptions::default()
    };
    let replayed = run(&opts, Some(snapshot));
    assert!(replayed.replayed);
    assert_eq!(
        Outcome {
            replayed: false,
            ..replayed
        },
        run(&opts, None)
    );
}

#[test]
fn a_macro_the_prelude_tests_makes_it_preprocess_for_real() {
    let snapshot = recorded();
    let opts = FrontendOptions {
        defines: vec![("__PTXC_USE_FAST_MATH__".into(), Some("1".into()))],
        ..FrontendOptions::default()
    };
    let outcome = run(&opts, Some(snapshot));
    assert!(!outcome.replayed);
    assert_eq!(outcome, run(&opts, None));
}

#[test]
fn damaged_bytes_change_nothing() {
    let snapshot = recorded();
    let opts = FrontendOptions::default();
    let real = run(&opts, None);
    for cut in [0, 10, snapshot.len() / 2, snapshot.len() - 1] {
        let outcome = run(&opts, Some(&snapshot[..cut]));
        assert!(!outcome.replayed, "cut at {cut}");
        assert_eq!(outcome, real);
    }
}

/// The prelude tokens chosen for `user` from a pruned replay, spelled.
fn choose(opts: &FrontendOptions, snapshot: &'static [u8], user: &str) -> Vec<(TokenKind, Span, String)> {
    let mut sources = SourceMap::new();
    let main = sources.add_file("snapshot_user.cu", user);
    let mut interner = Interner::new();
    let mut diags = Diags::new();
    let mut pp = Preprocessor::new(&mut sources, opts, &mut interner, &mut diags);
    pp.run_predefines(opts);
    assert!(replay(&mut pp, snapshot, true), "the snapshot replays");
    pp.run_file(main, 0);
    let pending = pp.pending_prelude.take().expect("a pruned replay waits for the file");
    let chosen = pending.select(&pp.out, pp.interner, None);
    let spelled = |t: &Token| (t.kind, t.span, pp.interner.get(t.text).to_string());
    chosen.iter().map(spelled).collect()
}

#[test]
fn a_remembered_choice_is_the_choice_made_again() {
    let snapshot = recorded();
    let opts = FrontendOptions::default();
    let files = [
        "__global__ void k(float *p) { p[threadIdx.x] = sinf(1.0f); }\n",
        "// another comment\n__global__ void k(float *p) { p[threadIdx.x] = sinf(1.0f); }\n",
        "__global__ void k(int *p) { *p = max(1, 2); }\n",
        "__global__ void k(unsigned __int128 *p) { *p /= 3; }\n",
    ];
    let mut choices = Vec::new();
    for user in files {
        super::selection_cache::forget_all();
        let made = choose(&opts, snapshot, user);
        let recalled = choose(&opts, snapshot, user);
        assert_eq!(made, recalled, "{user}");
        choices.push(made);
    }
    // A comment changes nothing; other names choose other declarations.
    assert_eq!(choices[0], choices[1]);
    assert_ne!(choices[0], choices[2]);
    assert_ne!(choices[2], choices[3]);
}
