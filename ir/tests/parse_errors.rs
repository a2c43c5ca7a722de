//! Bad input yields a `ParseError` with the right position and message,
//! and no input makes the parser (or printing its result) panic.

use ptxc_ir::{parse_module, print_module};

/// Parses `text`, expecting an error at `line:col` whose message contains `needle`.
fn expect_error(text: &str, line: u32, col: u32, needle: &str) {
    match parse_module(text) {
        Ok(m) => panic!("expected an error for:\n{text}\ngot module:\n{}", print_module(&m)),
        Err(e) => {
            assert!(
                e.message.contains(needle),
                "message {:?} lacks {needle:?} (input:\n{text})",
                e.message
            );
            assert_eq!((e.line, e.col), (line, col), "wrong position for {e} (input:\n{text})");
        }
    }
}

#[test]
fn undefined_value() {
    expect_error(
        "define i32 @f() {\n  ret i32 %nope\n}\n",
        2,
        11,
        "use of undefined value '%nope'",
    );
}

#[test]
fn undefined_label() {
    expect_error(
        "define void @f() {\nentry:\n  br label %missing\n}\n",
        3,
        12,
        "undefined label",
    );
}

#[test]
fn undefined_global() {
    expect_error("@p = global ptr @nowhere\n", 1, 17, "undefined global");
}

#[test]
fn misnumbered_values() {
    expect_error(
        // The unnamed entry block takes %1.
        "define i32 @f(i32 %0) {\n  %3 = add i32 %0, 1\n  ret i32 %3\n}\n",
        2,
        3,
        "numbered '%2'",
    );
    expect_error(
        "define void @f() {\n  br label %3\n3:\n  ret void\n}\n",
        3,
        1,
        "numbered '1'",
    );
}

#[test]
fn redefinitions() {
    expect_error(
        "define void @f() {\n  ret void\n}\ndefine void @f() {\n  ret void\n}\n",
        4,
        13,
        "redefinition of global '@f'",
    );
    expect_error(
        "define i32 @f(i32 %x) {\n  %x = add i32 %x, 1\n  ret i32 %x\n}\n",
        2,
        3,
        "redefinition of '%x'",
    );
}

#[test]
fn type_mismatches() {
    expect_error(
        "define i64 @f(i32 %x) {\n  %y = add i64 %x, 1\n  ret i64 %y\n}\n",
        2,
        16,
        "'%x' defined with type 'i32' but expected 'i64'",
    );
    expect_error(
        "@g = addrspace(1) global i32 0\n@p = global ptr @g\n",
        2,
        17,
        "got 'ptr addrspace(1)' but expected 'ptr'",
    );
    // Forward references are checked when they are resolved.
    expect_error(
        "define void @f() {\nentry:\n  br label %l\nl:\n  %p = phi i64 [ %v, %l ]\n  %v = add i32 1, 2\n  br label %l\n}\n",
        5,
        18,
        "'%v' defined with type 'i32' but expected 'i64'",
    );
}

#[test]
fn bad_float_constants() {
    expect_error(
        "@f = global float 0.1\n",
        1,
        19,
        "floating point constant invalid for type",
    );
    expect_error("@f = global float 0x3FB999999999999A\n", 1, 19, "invalid for type");
}

#[test]
fn lexical_errors() {
    expect_error("@s = global [2 x i8] c\"ab\n", 1, 23, "unterminated string");
    expect_error("define void @f() {\n  ret void ^\n}\n", 2, 12, "unexpected character");
}

#[test]
fn syntax_errors() {
    expect_error(
        "define void @f() {\n  frobnicate i32 1\n}\n",
        2,
        3,
        "unknown instruction 'frobnicate'",
    );
    expect_error(
        "define void @f() {\nentry:\n  %x = add i32 1, 2\n}\n",
        4,
        1,
        "no terminator",
    );
    expect_error("@g = global i32* null\n", 1, 16, "typed pointers");
    expect_error("%T = type { %T }\n", 2, 1, "invalid recursive type %T");
    expect_error("!0 = !{!1}\n!1 = !{!0}\n!n = !{!0}\n", 2, 8, "cyclic metadata");
    expect_error(
        "define void @f() #3 {\n  ret void\n}\n",
        1,
        18,
        "undefined attribute group #3",
    );
    expect_error("declare void @f(\n", 2, 1, "expected a type");
}

#[test]
fn non_ascii_in_messages_does_not_panic() {
    // The 40-byte excerpt of the bad token would end inside a two-byte char.
    let long = format!("@g = global i32 \"{}\"\n", "\u{e9}".repeat(60));
    let Err(e) = parse_module(&long) else {
        panic!("a string is not an i32 constant");
    };
    assert!(e.message.starts_with("expected a constant"), "{e}");
    let e9 = format!("a{}", "\u{e9}".repeat(30));
    let name = format!("@\"{e9}\" = addrspace(1) global i32 0\n@h = global ptr @\"{e9}\"\n");
    let Err(e) = parse_module(&name) else {
        panic!("type mismatch expected");
    };
    assert_eq!((e.line, e.col), (2, 17), "{e}");
}

#[test]
fn nesting_is_bounded() {
    let deep = format!(
        "@g = global {}i32{} zeroinitializer\n",
        "[1 x ".repeat(500),
        "]".repeat(500)
    );
    let Err(e) = parse_module(&deep) else {
        panic!("500-deep type must be rejected");
    };
    assert!(e.message.contains("nesting too deep"), "{e}");
}

/// A deterministic pseudo-random sequence (no dependencies).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

fn corpus() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ll");
    let mut out: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/ll exists")
        .map(|e| std::fs::read_to_string(e.expect("dir entry").path()).expect("readable"))
        .collect();
    out.sort();
    out
}

/// Parsing must return (Ok or Err), never panic; a successful parse must print.
fn survive(text: &str) {
    if let Ok(m) = parse_module(text) {
        let _ = print_module(&m);
    }
}

#[test]
fn truncated_inputs_never_panic() {
    for text in corpus() {
        let mut cut = 0;
        while cut < text.len() {
            if text.is_char_boundary(cut) {
                survive(&text[..cut]);
            }
            cut += 7;
        }
    }
}

#[test]
fn mutated_inputs_never_panic() {
    const PIECES: &[&str] = &[
        "\u{e9}",
        "\u{1F600}\u{1F600}\u{1F600}\u{1F600}\u{1F600}\u{1F600}\u{1F600}\u{1F600}\u{1F600}\u{1F600}\u{1F600}",
        "\\",
        "{",
        "}",
        "(",
        ")",
        "[",
        "]",
        "<",
        ">",
        ",",
        "=",
        "%",
        "@",
        "!",
        "#0",
        "\"",
        "0x",
        "-1",
        "i32",
        "ptr",
        "label",
        "%0",
        "%9",
        "!{",
        "...",
        "x",
        "type",
        "zeroinitializer",
        "getelementptr",
        "phi",
        "\n",
    ];
    let mut rng = Lcg(0x5eed);
    for text in corpus() {
        for _ in 0..1500 {
            let mut s = text.clone();
            for _ in 0..1 + rng.next() % 4 {
                let mut at = (rng.next() as usize) % s.len().max(1);
                while !s.is_char_boundary(at) {
                    at -= 1;
                }
                match rng.next() % 3 {
                    0 => s.insert_str(at, PIECES[(rng.next() as usize) % PIECES.len()]),
                    1 => {
                        let mut end = (at + 1 + (rng.next() as usize) % 12).min(s.len());
                        while !s.is_char_boundary(end) {
                            end += 1;
                        }
                        s.replace_range(at..end, "");
                    }
                    _ => {
                        let mut end = (at + 1).min(s.len());
                        while !s.is_char_boundary(end) {
                            end += 1;
                        }
                        s.replace_range(at..end, PIECES[(rng.next() as usize) % PIECES.len()]);
                    }
                }
            }
            survive(&s);
        }
    }
}

#[test]
fn huge_types_in_constant_gep_do_not_overflow() {
    let text = "@g = global i8 0
@p = global ptr getelementptr ([4294967295 x [4294967295 x [4294967295 x i64]]], ptr @g, i64 1)
";
    let Err(e) = parse_module(text) else {
        panic!("an unlayoutable type must be rejected");
    };
    assert!(e.message.contains("too large"), "{e}");
    // Large but representable offsets wrap like LLVM's 64-bit arithmetic.
    let ok = "@g = global i8 0\n@p = global ptr getelementptr (i8, ptr @g, i64 -9223372036854775808)\n";
    assert!(parse_module(ok).is_ok());
}
