//! Parser and sema tests: source text in, IL dump or diagnostics (message + spanned text)
//! out.

use crate::{parse_translation_unit, FrontendOptions, SourceMap};

/// Compiles `src` with host code checked exactly (these tests are about the checks);
/// Ok(IL dump) or Err(list of "message @ `spanned text`").
pub(crate) fn compile(src: &str) -> Result<String, Vec<String>> {
    compile_with(src, true)
}

/// Compiles `src`, setting host code aside unless `check_host`, on a thread with a
/// stack as the driver's compiles have (instantiations nest in one another).
pub(crate) fn compile_with(src: &str, check_host: bool) -> Result<String, Vec<String>> {
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(TEST_STACK_BYTES)
            .spawn_scoped(s, || compile_here(src, check_host))
            .expect("spawn the test's compiling thread")
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// Stack of the thread [`compile_with`] compiles on; the parse may use all but 16 MiB.
const TEST_STACK_BYTES: usize = 64 << 20;

fn compile_here(src: &str, check_host: bool) -> Result<String, Vec<String>> {
    let arena = bumpalo::Bump::new();
    let mut sm = SourceMap::new();
    let main = sm.add_builtin("test.cu", src.to_string());
    let opts = FrontendOptions {
        check_host,
        limits: crate::limits::Limits {
            stack_bytes: Some(TEST_STACK_BYTES - (16 << 20)),
            ..Default::default()
        },
        ..FrontendOptions::default()
    };
    match parse_translation_unit(&arena, &mut sm, main, &opts) {
        Ok(tu) => Ok(crate::dump_il(&tu)),
        Err(diags) => Err(diags
            .iter()
            .filter(|d| d.severity == codespan_reporting::diagnostic::Severity::Error)
            .map(|d| {
                let snippet = d
                    .labels
                    .first()
                    .map(|l| sm.text(l.file_id)[l.range.clone()].to_string())
                    .unwrap_or_default();
                format!("{} @ `{}`", d.message, snippet)
            })
            .collect()),
    }
}

#[test]
fn vadd_kernel() {
    let il = compile(
        "__global__ void vadd(const float* a, const float* b, float* c, int n) {\n\
           int i = blockIdx.x * blockDim.x + threadIdx.x;\n\
           if (i < n) c[i] = a[i] + b[i];\n\
         }",
    )
    .unwrap();
    println!("{il}");
    assert!(il.contains("\"_Z4vaddPKfS0_Pfi\" Global"));
}

/// Wraps statements in a kernel body.
fn kernel(body: &str) -> String {
    format!(
        "void hostf() {{}}\n__device__ int dev(int x) {{ return x; }}\n\
         __global__ void k(int* p, const int* cp, float* fp) {{ {body} }}"
    )
}

fn errors(src: &str) -> Vec<String> {
    match compile(src) {
        Ok(il) => panic!("expected errors, got IL:\n{il}"),
        Err(e) => e,
    }
}

#[test]
fn single_error_messages_and_spans() {
    let table: &[(&str, &str)] = &[
        (
            "threadIdx.x = 1;",
            "cannot assign to variable 'threadIdx' with predefined meaning in CUDA @ `threadIdx.x`",
        ),
        (
            "threadIdx = 0;",
            "cannot assign to variable 'threadIdx' with predefined meaning in CUDA @ `threadIdx`",
        ),
        (
            "blockDim.y += 2;",
            "cannot assign to variable 'blockDim' with predefined meaning in CUDA @ `blockDim.y`",
        ),
        (
            "gridDim.z++;",
            "cannot assign to variable 'gridDim' with predefined meaning in CUDA @ `gridDim.z`",
        ),
        (
            "warpSize = 3;",
            "cannot assign to variable 'warpSize' with predefined meaning in CUDA @ `warpSize`",
        ),
        (
            "unsigned* q = &threadIdx.x;",
            "cannot take address of builtin variable \"threadIdx\" @ `&threadIdx.x`",
        ),
        (
            "void* q = &blockIdx;",
            "cannot take address of builtin variable \"blockIdx\" @ `&blockIdx`",
        ),
        (
            "int* q = &warpSize;",
            "cannot take address of builtin variable \"warpSize\" @ `&warpSize`",
        ),
        ("int a = threadIdx.w;", "class \"uint3\" has no member \"w\" @ `w`"),
        (
            "break;",
            "a break statement may only be used within a loop or switch @ `break`",
        ),
        (
            "continue;",
            "a continue statement may only be used within a loop @ `continue`",
        ),
        ("int a = nope;", "identifier \"nope\" is undefined @ `nope`"),
        (
            "int b = 1; b(2);",
            "expression preceding parentheses of apparent call must have (pointer-to-) function type @ `b`",
        ),
        (
            "const int c = 1; c = 2;",
            "expression must be a modifiable lvalue @ `c`",
        ),
        ("*cp = 1;", "expression must be a modifiable lvalue @ `*cp`"),
        ("3 = 4;", "expression must be a modifiable lvalue @ `3`"),
        ("int x; x++ = 1;", "expression must be a modifiable lvalue @ `x++`"),
        (
            "int* q = fp;",
            "a value of type \"float *\" cannot be used to initialize an entity of type \"int *\" @ `fp`",
        ),
        (
            "int* q = 5;",
            "a value of type \"int\" cannot be used to initialize an entity of type \"int *\" @ `5`",
        ),
        (
            "p = cp;",
            "a value of type \"const int *\" cannot be assigned to an entity of type \"int *\" @ `cp`",
        ),
        (
            "int* q = (void*)p;",
            "a value of type \"void *\" cannot be used to initialize an entity of type \"int *\" @ `(void*)p`",
        ),
        (
            "hostf();",
            "calling a __host__ function(\"hostf()\") from a __global__ function(\"k\") is not allowed @ `hostf`",
        ),
        ("dev(1, 2);", "too many arguments in function call @ `2`"),
        ("dev();", "too few arguments in function call @ `)`"),
        (
            "dev(fp);",
            "argument of type \"float *\" is incompatible with parameter of type \"int\" @ `fp`",
        ),
        ("return 1;", "return value type does not match the function type @ `1`"),
        (
            "p + fp;",
            "expression must have arithmetic or unscoped enum type @ `fp`",
        ),
        ("p * 2;", "expression must have arithmetic or unscoped enum type @ `p`"),
        (
            "float f = 1; f % 2;",
            "expression must have integral or unscoped enum type @ `f`",
        ),
        ("p << 1;", "expression must have integral or unscoped enum type @ `p`"),
        (
            "int x = 0; *x;",
            "operand of \"*\" must be a pointer but has type \"int\" @ `x`",
        ),
        (
            "int x; x.y;",
            "expression must have class type but it has type \"int\" @ `x`",
        ),
        (
            "&(p[0] + 1);",
            "expression must be an lvalue or a function designator @ `(p[0] + 1)`",
        ),
        ("int a[3] = {1, 2, 3, 4};", "too many initializer values @ `4`"),
        (
            "int x = 1; int x = 2;",
            "\"x\" has already been declared in the current scope @ `x`",
        ),
        ("void v;", "incomplete type \"void\" is not allowed @ `v`"),
        ("int a[0];", "the size of an array must be greater than zero @ `0`"),
        ("int n = 3; int a[n];", "expression must have a constant value @ `n`"),
        ("const int z;", "const variable \"z\" requires an initializer @ `z`"),
        (
            "p < 1.0;",
            "operand types are incompatible (\"int *\" and \"double\") @ `p < 1.0`",
        ),
        (
            "int x = 1 ? p : 1.0f;",
            "operand types are incompatible (\"int *\" and \"float\") @ `1 ? p : 1.0f`",
        ),
        (
            "bool b = false; b++;",
            "ISO C++17 does not allow incrementing a bool value @ `b`",
        ),
        ("if (p) {} else { int q = ; }", "expected an expression @ `;`"),
        ("int x = 1 int y = 2;", "expected a \";\" @ `int`"),
        (
            "(void)1 + 2;",
            "expression must have arithmetic or unscoped enum type @ `(void)1`",
        ),
        ("k(p, cp, fp);", "a __global__ function call must be configured @ `k`"),
        (
            "sizeof(void);",
            "incomplete type \"void\" is not allowed @ `sizeof(void)`",
        ),
        ("goto end;", "label \"end\" was referenced but not defined @ `end`"),
        ("goto 5;", "expected an identifier @ `5`"),
        (
            "case 1: break;",
            "a case label may only be used within a switch @ `case`",
        ),
        (
            "switch (1) { case 1: case 1: break; }",
            "case label value has already appeared in this switch @ `case 1`",
        ),
        (
            "switch (1.0) { }",
            "expression must have integral or unscoped enum type @ `1.0`",
        ),
        (
            "switch (1) { case 1: { case 2: break; case 1: break; } }",
            "case label value has already appeared in this switch @ `case 1`",
        ),
        ("x: x: ;", "label \"x\" has already been defined @ `x`"),
        (
            "__shared__ float s[32] = {1.0f};",
            "initializer not allowed for __shared__ variable @ `s`",
        ),
    ];
    let mut failures = Vec::new();
    for &(body, expected) in table {
        let errs = compile(&kernel(body)).err().unwrap_or_default();
        if errs != vec![expected.to_string()] {
            failures.push(format!("`{body}`: got {errs:?}"));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn declaration_errors() {
    let table: &[(&str, &str)] = &[
        (
            "__global__ int k() { return 0; }",
            "a __global__ function must have a void return type @ `k`",
        ),
        (
            "__device__ int f(int);\n__device__ float f(int);",
            "cannot overload functions distinguished by return type alone @ `f`",
        ),
        (
            "__device__ int f() { return 1; }\n__device__ int f() { return 2; }",
            "function \"f\" has already been defined @ `f`",
        ),
        (
            "__global__ void f();\nvoid f();",
            "a __global__ function(\"f\") redeclared without __global__ @ `f`",
        ),
        (
            "__device__ void f();\n__global__ void f();",
            "a __device__ function(\"f\") redeclared with __global__ @ `f`",
        ),
        (
            "int main() { __device__ int x; }",
            "an automatic \"__device__\" variable declaration is not allowed inside a device function body @ `x`",
        ),
        (
            "int h = 1;\n__device__ int g = h;",
            "dynamic initialization is not supported for a __device__ variable @ `h`",
        ),
        (
            "__global__ __device__ void k() {}",
            "\"__global__\" and \"__device__\" cannot be used together @ `__global__ __device__ void`",
        ),
        (
            "unsigned float x();",
            "invalid combination of type specifiers @ `unsigned float`",
        ),
        ("x;", "expected a declaration @ `x`"),
        (
            "__device__ void f(int a, int a) {}",
            "duplicate parameter name \"a\" @ `a`",
        ),
        (
            "__device__ void f() { int f(int) {} }",
            "a function definition is not allowed here @ `{`",
        ),
        (
            "extern \"D\" void f();",
            "invalid linkage specification \"D\" @ `\"D\"`",
        ),
    ];
    let mut failures = Vec::new();
    for &(src, expected) in table {
        let errs = compile(src).err().unwrap_or_default();
        if errs.first() != Some(&expected.to_string()) {
            failures.push(format!("`{src}`: got {errs:?}"));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn several_errors_in_one_run_without_cascades() {
    let src = "__global__ void k(int* p) {\n\
                 int a = undefined1;\n\
                 a = a + ;\n\
                 threadIdx.x = 4;\n\
                 for (int i = 0; i < 4; i++) { p[i] = undefined2 * 2 + i; }\n\
                 int b = (undefined3 + 1) * 2 + a;\n\
                 p = 3.0;\n\
               }\n\
               __global__ int bad() { return 0; }\n\
               __device__ void ok(int x) { x += 1; }\n\
               __device__ void later() { break; }\n";
    let errs = errors(src);
    let messages: Vec<&str> = errs.iter().map(|e| e.split(" @ ").next().unwrap_or("")).collect();
    assert_eq!(
        messages,
        vec![
            "identifier \"undefined1\" is undefined",
            "expected an expression",
            "cannot assign to variable 'threadIdx' with predefined meaning in CUDA",
            "identifier \"undefined2\" is undefined",
            "identifier \"undefined3\" is undefined",
            "a value of type \"double\" cannot be assigned to an entity of type \"int *\"",
            "a __global__ function must have a void return type",
            "a break statement may only be used within a loop or switch",
        ]
    );
}

#[test]
fn language_slice_compiles() {
    let src = r#"
#define N 16
typedef unsigned int uint;
extern "C" __global__ void plain(int* out) { out[0] = 1; }
extern "C" {
  __device__ int c_linkage(int x) { return x * 2; }
}
static __device__ __forceinline__ float sq(float x) { return x * x; }
__device__ __noinline__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
__host__ __device__ inline double both(double a) { return a / 2; }
__device__ int twice(int);
__device__ int twice(int v) { return v + v; }
int host_only(int a) { return a + 1; }
__global__ void kernel(const float* __restrict__ in, float* __restrict__ out, int** pp, size_t n) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  int local[N] = {1, 2, 3};
  int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
  int flat[2][2] = {1, 2, 3, 4};
  char msg[] = "hi";
  float acc = 0.0f, scale = 2, *alias = out;
  const int K = 4;
  int sized[K * 2];
  if (tid >= n) return;
  for (int i = 0; i < N; ++i) {
    if (i % 2 == 0) continue;
    local[i] += i << 2;
    if (local[i] > 100) break;
  }
  int j = 0;
  while (j < 3) { j++; }
  do { j--; } while (j > 0 && !(j == 5) || false);
  acc += in[tid] * scale + (float)local[tid % N] + sq(2.0f) + fact(3) + both(1.0) + twice(j) + c_linkage(1);
  acc = tid > 3 ? acc : -acc;
  out[tid] = acc, alias[0] = sizeof(local) + sizeof(int*) + sizeof grid;
  **pp = (int)acc ^ 0x0F | ~j & 3;
  long long big = 1LL << 40;
  unsigned long long ub = big >> 3;
  bool flag = ub != 0 && in != nullptr;
  uint w = warpSize + gridDim.z + (uint)flag + msg[0] + grid[1][2] + flat[1][0] + sized[0];
  double dd = w / 3.0;
  dd -= 1;
  (void)dd;
  int* p = &local[0];
  p++;
  p += 2;
  ptrdiff_t diff = p - local;
  out[1] = diff;
}
"#;
    let il = compile(src).unwrap_or_else(|e| panic!("{e:#?}"));
    assert!(il.contains("func f0 plain \"plain\" Global extern_c"));
    assert!(il.contains("func f1 c_linkage \"c_linkage\" Device extern_c"));
    // nvcc gives static functions a file-hash-dependent `_ZN33_INTERNAL_...` name; ptxc keeps
    // the plain mangling (the symbol is not visible outside the module either way).
    assert!(il.contains("func f2 sq \"_Z2sqf\" Device static inline=Force"), "{il}");
    assert!(il.contains("\"_Z4facti\" Device inline=Never"));
    assert!(il.contains("\"_Z4bothd\" HostDevice inline=Inline"));
    assert!(il.contains("\"_Z9host_onlyi\" Host"));
    assert!(il.contains("\"_Z6kernelPKfPfPPim\" Global"));
    assert!(il.contains("Decl local"));
}

#[test]
fn garbage_never_panics() {
    let inputs = [
        "",
        "}}}}",
        "{{{{",
        "__global__",
        "__global__ void",
        "__global__ void k(",
        "__global__ void k(int",
        "__global__ void k() {",
        "__global__ void k() { if (",
        "__global__ void k() { for (;;",
        "int int int;",
        "void f() { a b c d e f; }",
        "extern \"C\" {",
        "extern \"C\" { void f() {",
        "#if 1\n#else\n#else\n#endif",
        "void f() { int a[ = {; }",
        "void f() { return return; }",
        "void f() { (((((int))))) x; }",
        "void f() { sizeof(sizeof(sizeof)); }",
        "void f() { threadIdx.; threadIdx..x; &; *; ++; }",
        "void f(...) { f(1, 2, 3); }",
        "void f() { int x = 1 ? : 2; }",
        "\u{0}\u{1}\u{7f}",
        "void f() { 'ab; \"open; }",
        "void f() { int a[99999999999999999999]; }",
        "void f() { int (*(*(*x)[3])(int))[4]; }",
        "void f() { char c = '\\x'; }",
        "@#$%^&*",
        "int f() { f(f(f(f(f())))); }",
    ];
    for src in inputs {
        let _ = compile(src);
    }
    // Deep nesting gets an error, not a stack overflow.
    for open in ["(", "{", "-", "!", "*", "(int)"] {
        let deep = format!("void f() {{ int x = 1; {} x; }}", open.repeat(5000));
        let errs = compile(&deep).expect_err("too deep");
        assert!(
            errs.iter().any(|e| e.contains("nesting is too deep")),
            "{open}: {errs:?}"
        );
    }
    let deep_decl = format!("void f() {{ int {}x; }}", "(*".repeat(3000));
    assert!(compile(&deep_decl).is_err());
    // Every byte sequence from a small generator lexes, parses and analyses.
    let alphabet: &[&str] = &[
        "int",
        "x",
        "(",
        ")",
        "{",
        "}",
        ";",
        "=",
        "+",
        "*",
        "&",
        "[",
        "]",
        "1",
        "0x",
        "'",
        "\"",
        "__global__",
        "void",
        "if",
        "for",
        "while",
        ",",
        "?",
        ":",
        "threadIdx",
        ".",
        "return",
        "#",
        "\n",
        "break",
        "float",
        "1.5f",
        "<<",
        "sizeof",
        "extern",
        "\"C\"",
    ];
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..300 {
        let mut s = String::from("void g() {");
        for _ in 0..40 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            s.push_str(alphabet[(seed % alphabet.len() as u64) as usize]);
            s.push(' ');
        }
        let _ = compile(&s);
    }
}

#[test]
fn error_in_one_function_does_not_hide_the_next() {
    let src = "__device__ void a() { int x = ; }\n__device__ void b() { undefined_b; }";
    let errs = errors(src);
    assert_eq!(errs.len(), 2, "{errs:?}");
    assert!(errs[1].contains("undefined_b"));
}

/// Warnings of a source that compiles.
fn warnings(src: &str) -> Vec<String> {
    let arena = bumpalo::Bump::new();
    let mut sm = SourceMap::new();
    let main = sm.add_builtin("w.cu", src.to_string());
    let tu = parse_translation_unit(&arena, &mut sm, main, &FrontendOptions::default())
        .unwrap_or_else(|d| panic!("{:?}", d.iter().map(|d| &d.message).collect::<Vec<_>>()));
    tu.warnings.iter().map(|d| d.message.clone()).collect()
}

#[test]
fn calls_of_noreturn_functions_end_their_path() {
    // As nvcc: no "missing return statement" after a call that does not return, whether
    // the attribute is C++'s or GNU's, before the declaration or after its parameters
    // (the runtime's `__trap`, `exit` and `abort` are declared so); a function without it
    // still draws one.
    let w = warnings(
        "[[noreturn]] __device__ void die(const char*);\n\
         __attribute__((noreturn)) __device__ void stop(int);\n\
         __device__ void halt(void) __attribute__((noreturn));\n\
         __device__ void log(int);\n\
         __device__ int a(int x) { if (x) return 1; die(\"a\"); }\n\
         __device__ int b(int x) { if (x) return 1; stop(x); }\n\
         __device__ int c(int x) { if (x) return 1; halt(); }\n\
         __device__ int e(int x) { if (x) return 1; log(x); }",
    );
    let missing: Vec<&str> = w
        .iter()
        .filter_map(|m| m.strip_prefix("missing return statement at end of non-void function "))
        .collect();
    assert_eq!(missing, vec!["\"e\""], "{w:?}");
}

#[test]
fn missing_return_warning_follows_reachability() {
    let missing = |body: &str| {
        let w = warnings(&format!("__device__ int f(int x) {{ {body} }}"));
        w.iter()
            .any(|m| m == "missing return statement at end of non-void function \"f\"")
    };
    assert!(missing(""));
    assert!(missing("if (x) return 1;"));
    assert!(missing("while (x) { return 1; }"));
    assert!(missing("for (;;) { if (x) break; }"));
    assert!(missing("switch (x) { case 1: return 1; }"));
    assert!(!missing("return x;"));
    assert!(!missing("if (x) return 1; else return 2;"));
    assert!(!missing("for (;;) { if (x) return 1; }"));
    assert!(!missing("while (1) { x++; }"));
    assert!(!missing("do { if (x) return 0; } while (true);"));
    assert!(!missing("{ { return 3; } }"));
    assert!(!missing("switch (x) { case 1: return 1; default: return 0; }"));
    assert!(!missing("switch (x) { default: x++; case 2: return 0; }"));
    assert!(missing("switch (x) { case 1: return 1; default: break; }"));
    assert!(missing(
        "switch (x) { case 1: return 1; default: return 0; case 3: x++; }"
    ));
    assert!(warnings("__device__ void g() {} int main() {}").is_empty());
}

#[test]
fn host_and_device_redeclarations_combine() {
    // As nvcc: `__host__` and `__device__` written on different declarations make a
    // host-device function, with a warning unless it was one already.
    let w = warnings(
        "__device__ int f();\nint f();\nint g();\n__device__ int g();\n__host__ __device__ int h();\nint h();",
    );
    assert_eq!(
        w,
        vec![
            "a __device__ function(\"f\") redeclared without __device__, hence treated as a __host__ __device__ function",
            "a __host__ function(\"g\") redeclared with __device__, hence treated as a __host__ __device__ function",
        ]
    );
    let w = warnings("struct S { __device__ int m(); };\nint S::m() { return 1; }");
    assert_eq!(
        w,
        vec!["a __device__ function(\"S::m\") redeclared without __device__, hence treated as a __host__ __device__ function"]
    );
}

#[test]
fn other_warnings() {
    assert_eq!(
        warnings("__device__ int f() { return; }"),
        vec!["non-void function \"f\" should return a value"]
    );
    assert_eq!(warnings("#define A 1\n#define A 2\n"), vec!["'A' macro redefined"]);
    assert_eq!(warnings("#warning careful\n"), vec!["#warning careful"]);
    assert_eq!(
        warnings("#include <cuda_runtime.h>\nvoid h() { cudaThreadSynchronize(); }"),
        vec!["function \"cudaThreadSynchronize\" was declared deprecated (\"use cudaDeviceSynchronize; CUDA 13 removed cudaThreadSynchronize\")"]
    );
    assert_eq!(
        warnings("[[deprecated]] __device__ int old();\n__device__ int f() { return old(); }"),
        vec!["function \"old\" was declared deprecated"]
    );
    assert_eq!(
        warnings("__device__ int f() { return 1 / 0; }"),
        vec!["division by zero"]
    );
    // An unevaluated operand divides nothing.
    assert!(warnings("__device__ int f() { return sizeof(decltype(int{} / int{})); }").is_empty());
    assert_eq!(
        warnings("__global__ void k() { __host__ int x = 0; }"),
        vec!["attribute \"__host__\" does not apply here"]
    );
}

#[test]
fn cxx_declaration_errors() {
    let table: &[(&str, &str)] = &[
        (
            "static_assert(1 == 2, \"math\");",
            "static assertion failed with \"math\" @ `static_assert(1 == 2, \"math\");`",
        ),
        (
            "__device__ void f(int n) { static_assert(n > 0); }",
            "expression must have a constant value @ `n > 0`",
        ),
        (
            "__device__ void f() { auto x; }",
            "declaration of variable \"x\" with deduced type \"auto\" requires an initializer @ `x`",
        ),
        (
            "__device__ auto (*f(int (&p)[3]))[3] { return &p; }",
            "deduced return types with array declarators are not supported yet @ `f`",
        ),
        (
            "__device__ auto&& f() { return 1; }",
            "a deduced \"auto&&\" result bound to a temporary is not supported @ `1`",
        ),
        (
            "__device__ void f(auto x) {}",
            "'auto' parameters are not supported @ `auto`",
        ),
        (
            "__device__ void f() { int y = (auto)1; }",
            "'auto' is not allowed here @ `auto`",
        ),
        (
            "__device__ int f(int a = 1, int b);",
            "default argument not at end of parameter list @ `b`",
        ),
        (
            "__device__ int f(int a = 1);\n__device__ int f(int a = 2) { return a; }",
            "default argument already specified in a previous declaration @ `a`",
        ),
        (
            "__device__ int f(int a, int b = 2);\n__device__ void g() { f(); }",
            "too few arguments in function call @ `)`",
        ),
        (
            "__device__ int f(int* p = 1.5);",
            "a value of type \"double\" cannot be used to initialize an entity of type \"int *\" @ `1.5`",
        ),
    ];
    let mut failures = Vec::new();
    for &(src, expected) in table {
        let errs = compile(src).err().unwrap_or_default();
        if errs.first() != Some(&expected.to_string()) {
            failures.push(format!("`{src}`: got {errs:?}"));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn reference_names_and_errors() {
    // Names from nvcc 13 for the same declarations (`__noinline__` definitions).
    let src = "__device__ void inc(int& x, const float& f, const int* const& p, float*& q) {}\n\
               __device__ float pick(const float& a, float& b) { return a + b; }";
    let il = compile(src).unwrap_or_else(|e| panic!("{e:?}"));
    assert!(il.contains("\"_Z3incRiRKfRKPKiRPf\""), "{il}");
    assert!(il.contains("\"_Z4pickRKfRf\""), "{il}");
    let table: &[(&str, &str)] = &[
        (
            "__device__ void g(int& x);\n__device__ void f() { g(3); }",
            "initial value of reference to non-const must be an lvalue @ `3`",
        ),
        (
            "__device__ void g(int& x);\n__device__ void f(long l) { g(l); }",
            "a reference of type \"int &\" cannot be initialized with a value of type \"long\" @ `l`",
        ),
        (
            "__device__ void g(int& x);\n__device__ void f(const int c) { g(c); }",
            "a reference of type \"int &\" cannot be initialized with a value of type \"const int\" @ `c`",
        ),
        (
            "__device__ void f() { int& r; }",
            "reference variable \"r\" requires an initializer @ `r`",
        ),
        (
            "__device__ int& r;",
            "reference variable \"r\" requires an initializer @ `r`",
        ),
        (
            "__device__ int& f(int x) { return x + 1; }",
            "initial value of reference to non-const must be an lvalue @ `x + 1`",
        ),
        (
            "__device__ void f() { int x = 1; int&& r = x; }",
            "an rvalue reference cannot be bound to an lvalue @ `x`",
        ),
        (
            "__device__ void g(int&& x);\n__device__ void f(int v) { g(v); }",
            "an rvalue reference cannot be bound to an lvalue @ `v`",
        ),
        (
            "struct S { int a; };\n__device__ void g(S& s);\n__device__ void f() { g(S{1}); }",
            "initial value of reference to non-const must be an lvalue @ `S{1}`",
        ),
        (
            "typedef int& R;\n__device__ R f(const int* p) { return *p; }",
            "a reference of type \"int &\" cannot be initialized with a value of type \"const int\" @ `*p`",
        ),
        (
            "__device__ void f() { int x; int& a[2] = {x, x}; }",
            "an array of references is not allowed @ `[2]`",
        ),
    ];
    let mut failures = Vec::new();
    for &(src, expected) in table {
        let errs = compile(src).err().unwrap_or_default();
        if errs.first() != Some(&expected.to_string()) {
            failures.push(format!("`{src}`: got {errs:?}"));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn namespace_errors() {
    let table: &[(&str, &str)] = &[
        (
            "namespace a {}\n__device__ void f() { a::g(); }",
            "namespace \"a\" has no member \"g\" @ `g`",
        ),
        ("__device__ void f() { b::g(); }", "namespace \"b\" is undefined @ `b`"),
        (
            "__device__ void f() { using namespace nope; }",
            "namespace \"nope\" is undefined @ `nope`",
        ),
        (
            "namespace a {}\n__device__ void f() { int x = a; }",
            "namespace \"a\" may not be used as an expression @ `a`",
        ),
        (
            "int a;\nnamespace a {}",
            "\"a\" has already been declared in the current scope @ `a`",
        ),
        (
            "__device__ void f() { namespace q {} }",
            "a namespace definition is not allowed here @ `namespace`",
        ),
        (
            "namespace a { __device__ int v; }\nnamespace q = a::v;",
            "name must be a namespace name @ `v`",
        ),
        (
            "namespace a { __device__ int f(); }\n__device__ int a::g() { return 1; }",
            "namespace \"a\" has no member \"g\" @ `g`",
        ),
    ];
    let mut failures = Vec::new();
    for &(src, expected) in table {
        let errs = compile(src).err().unwrap_or_default();
        if errs.first() != Some(&expected.to_string()) {
            failures.push(format!("`{src}`: got {errs:?}"));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
    // `std` exists, so `using namespace std;` is accepted, and it can be extended.
    let ok = "using namespace std;\nnamespace std { __device__ int g() { return 1; } }\n\
              __device__ int h() { return std::g() + g(); }";
    assert!(compile(ok).is_ok(), "{:?}", compile(ok).err());
}

#[test]
fn static_device_locals_are_not_automatic() {
    let src = "__global__ void k(int* o) { static __device__ int calls; calls++; o[0] = calls; }";
    assert!(compile(src).is_ok(), "{:?}", compile(src).err());
}

#[test]
fn ambiguous_and_unmatched_overloads() {
    let decls =
        "__device__ int h(int);\n__device__ int h(float);\n__device__ int p(int*);\n__device__ int p(float*);\n";
    assert_eq!(
        errors(&format!("{decls}__device__ void f(long l) {{ h(l); }}")),
        vec!["more than one instance of overloaded function \"h\" matches the argument list @ `h(l)`"]
    );
    assert_eq!(
        errors(&format!("{decls}__device__ void f(double* d) {{ p(d); }}")),
        vec!["no instance of overloaded function \"p\" matches the argument list @ `p(d)`"]
    );
    assert!(compile(&format!(
        "{decls}__device__ int f(int* i) {{ return p(i) + h(1.0f) + h('c'); }}"
    ))
    .is_ok());
}

#[test]
fn host_code_launches_kernels() {
    let src = "__global__ void k(float* p, int n) {}\n\
               __device__ void d() {}\n\
               void run(float* p, int n) {\n\
                 k<<<(n + 255) / 256, 256>>>(p, n);\n\
                 k<<<1, n >> 1, 0, 0>>>(p, 'x');\n\
                 int shifted = n >> 2;\n\
               }";
    let il = compile(src).unwrap_or_else(|e| panic!("{e:?}"));
    assert!(il.contains("Launch f0 k (2 config values)"), "{il}");
    assert!(il.contains("Launch f0 k (4 config values)"), "{il}");
    let errs = |body: &str| {
        errors(&format!(
            "__global__ void k(float* p, int n) {{}}\n__device__ void d() {{}}\n{body}"
        ))
    };
    assert_eq!(
        errs("__global__ void g(float* p) { k<<<1, 1>>>(p, 1); }"),
        vec!["kernel launches from device code (dynamic parallelism) are not supported yet @ `k<<<1, 1>>>(p, 1)`"]
    );
    assert_eq!(
        errs("void h() { d<<<1, 1>>>(); }"),
        vec!["a launch configuration can only be applied to a __global__ function, and \"d\" is not one @ `d`"]
    );
    assert_eq!(
        errs("void h(float* p) { k<<<1, 1>>>(p); }"),
        vec!["too few arguments in function call @ `)`"]
    );
    assert_eq!(
        errs("void h(float* p) { k<<<1>>>(p, 2); }"),
        vec!["a launch configuration takes a grid, a block, and optionally a shared memory size and a stream @ `k<<<1>>>(p, 2)`"]
    );
    // dim3's constructor converts arithmetic values (nvcc accepts `<<<1.5, 1>>>`), not
    // pointers.
    let src = "__global__ void k(float* p, int n) {}\nvoid h(float* p) { k<<<1.5, 1, 2.0>>>(p, 2); }";
    let il = compile(src).unwrap_or_else(|e| panic!("{e:?}"));
    assert!(il.contains("Launch f0 k (3 config values)"), "{il}");
    assert_eq!(
        errs("void h(float* p) { k<<<p, 1>>>(p, 2); }"),
        vec!["invalid grid size of type \"float *\" in launch configuration @ `p`"]
    );
    assert_eq!(
        errs("void h(float* p) { k(p, 2); }"),
        vec!["a __global__ function call must be configured @ `k`"]
    );
}

#[test]
fn diagnostics_in_headers_show_the_include_chain() {
    let dir = std::env::temp_dir().join(format!("ptxc-inc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("b.h"), "__device__ int bad() { return undefined_in_b; }\n").unwrap();
    std::fs::write(dir.join("a.h"), "// a\n#include \"b.h\"\n").unwrap();
    let main_path = dir.join("main.cu");
    std::fs::write(&main_path, "#include \"a.h\"\n__global__ void k() {}\n").unwrap();
    let arena = bumpalo::Bump::new();
    let mut sm = SourceMap::new();
    let main = sm.load_file(&main_path).unwrap();
    let diags = parse_translation_unit(&arena, &mut sm, main, &FrontendOptions::default()).expect_err("error in b.h");
    assert_eq!(diags.len(), 1);
    let labels: Vec<(String, String)> = diags[0]
        .labels
        .iter()
        .map(|l| {
            let name = std::path::Path::new(sm.name(l.file_id))
                .file_name()
                .unwrap()
                .to_string_lossy()
                .into_owned();
            (name, sm.text(l.file_id)[l.range.clone()].to_string())
        })
        .collect();
    assert_eq!(
        labels,
        vec![
            ("b.h".to_string(), "undefined_in_b".to_string()),
            ("a.h".to_string(), "#include".to_string()),
            ("main.cu".to_string(), "#include".to_string()),
        ]
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn structs_and_unions() {
    let src = "struct Node;\n\
               struct Vec3 { float x, y, z; };\n\
               struct Node { Node* next; int value; Vec3 pos; int tags[2]; };\n\
               union Bits { unsigned u; float f; };\n\
               typedef struct { int a; char b; } Anon;\n\
               __device__ float len2(Vec3 v) { return v.x * v.x + v.y * v.y + v.z * v.z; }\n\
               __device__ Vec3 scale(const Vec3* v, float s) { Vec3 r = {v->x * s, v->y * s, v->z * s}; return r; }\n\
               __global__ void k(Node* n, float* out) {\n\
                 Vec3 a = {1.0f, 2.0f};\n\
                 Vec3 b = a;\n\
                 Node local = {0, 3, {1, 2, 3}, {4}};\n\
                 Node list[2] = {{0, 1}, {n, 2}};\n\
                 Vec3 flat[2] = {1, 2, 3, 4, 5, 6};\n\
                 Bits bits = {0x3f800000u};\n\
                 Anon an = {1, 'c'};\n\
                 b.y = n->next->value + local.pos.z;\n\
                 n->pos = scale(&b, 2.0f);\n\
                 out[0] = len2(a) + bits.f + sizeof(Node) + sizeof(Bits) + sizeof(Anon) + list[1].next->tags[1] + flat[1].x + an.b;\n\
               }";
    let il = compile(src).unwrap_or_else(|e| panic!("{e:#?}"));
    assert!(il.contains("Member .x (field 0) : float lvalue"), "{il}");
    assert!(il.contains("Member .pos (field 2) : Vec3 lvalue"), "{il}");
    assert!(il.contains("Member .x (field 0) : const float lvalue"), "{il}");
    // Names checked against nvcc 13 (`__noinline__` copies of these functions).
    assert!(il.contains("\"_Z4len24Vec3\""), "{il}");
    assert!(il.contains("\"_Z5scalePK4Vec3f\""), "{il}");
    assert!(il.contains("\"_Z1kP4NodePf\""), "{il}");
    // sizeof(Node), sizeof(Bits), sizeof(Anon) as g++ -m64 computes them: 32, 4, 8.
    assert!(il.contains("IntConst 32 : unsigned long"), "{il}");
    assert!(il.contains("IntConst 4 : unsigned long"), "{il}");
    assert!(il.contains("IntConst 8 : unsigned long"), "{il}");
}

#[test]
fn struct_errors() {
    let table: &[(&str, &str)] = &[
        (
            "struct S { int a; };\n__device__ void f(S s) { s.b = 1; }",
            "class \"S\" has no member \"b\" @ `b`",
        ),
        (
            "struct S;\n__device__ void f(S* p) { p->a = 1; }",
            "incomplete type \"S\" is not allowed @ `p`",
        ),
        (
            "struct S;\n__device__ void f() { S s; }",
            "incomplete type \"S\" is not allowed @ `s`",
        ),
        (
            "struct S { int a; };\nstruct S { int b; };",
            "class \"S\" has already been defined @ `S`",
        ),
        (
            "struct S { __device__ int f() const { a = 1; return a; } int a; };",
            "expression must be a modifiable lvalue @ `a`",
        ),
        (
            "struct S { int a; __device__ static int f() { return a; } };",
            "a nonstatic member reference must be relative to a specific object @ `a`",
        ),
        (
            "__device__ int g() { return this != 0; }",
            "\"this\" may only be used inside a nonstatic member function @ `this`",
        ),
        (
            "struct S { int a; __device__ void inc() { a++; } };\n__device__ void g(const S& s) { s.inc(); }",
            "the object has type qualifiers that are not compatible with the member function \"S::inc\" @ `s`",
        ),
        (
            "struct S { __device__ int f(); };\n__device__ int S::f(int x) { return x; }",
            "declaration is incompatible with every member \"S::f\" @ `f`",
        ),
        (
            "struct S { __device__ int f() { return 1; } };\n__device__ int h(S s) { return s.g(); }",
            "class \"S\" has no member \"g\" @ `g`",
        ),
        (
            "struct S { float f : 3; };",
            "a bit field must have integral type @ `3`",
        ),
        (
            "struct S { int a : 3; };\n__device__ int* f(S* s) { return &s->a; }",
            "taking the address of a bit field is not allowed @ `&s->a`",
        ),
        (
            "struct S { S inner; };",
            "incomplete type \"S\" is not allowed @ `inner`",
        ),
        (
            "struct S { int a; int a; };",
            "\"a\" has already been declared in the current scope @ `a`",
        ),
        (
            "__device__ void f(int* p) { p->x = 1; }",
            "expression must have pointer-to-class type but it has type \"int *\" @ `p`",
        ),
        (
            "struct S { int a; };\n__device__ void f(S s, int i) { i = s; }",
            "no suitable conversion function from \"S\" to \"int\" exists @ `s`",
        ),
        (
            "struct S { int a; };\n__device__ void f() { S s = {1, 2}; }",
            "too many initializer values @ `2`",
        ),
        (
            "struct A { int x; }; struct B { int x; };\n__device__ void f(A a) { B b = a; }",
            "a value of type \"A\" cannot be used to initialize an entity of type \"B\" @ `a`",
        ),
    ];
    let mut failures = Vec::new();
    for &(src, expected) in table {
        let errs = compile(src).err().unwrap_or_default();
        if errs.first() != Some(&expected.to_string()) {
            failures.push(format!("`{src}`: got {errs:?}"));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn function_templates_instantiate_with_nvcc_names() {
    // Names produced by nvcc 13 for the same source (instances of `__noinline__` device
    // templates and of kernel templates, explicit or launched from host code).
    let src = "template <typename T> __global__ void k(T* a, int n) {}\n\
               template <typename T, int N> __global__ void k2(const T* a, T* b) {}\n\
               template <typename T> __device__ T add(T a, T b) { return a + b; }\n\
               template <typename A, typename B> __device__ A conv(B b, A* p) { return (A)b; }\n\
               namespace a { template <typename T> __device__ T add2(T x, T y) { return x + y; } }\n\
               template <typename T> __global__ void kp(T a, T* b, const T* c) {}\n\
               template <int N> __global__ void kn(int* a) { a[0] = N; }\n\
               __global__ void user(float* f, double* d, int* i) { f[0] = add(f[0], 1.0f); d[0] = add<double>(1, 2); i[0] = conv(2.5f, i); f[1] = a::add2(f[0], 2.0f); }\n\
               template __global__ void k<int>(int*, int);\n\
               template __global__ void k2<float, 4>(const float*, float*);\n\
               template __global__ void k2<unsigned, 128>(const unsigned*, unsigned*);\n\
               template __global__ void kp<float*>(float*, float**, float* const*);\n\
               template __global__ void kn<-3>(int*);\n\
               void host(float* p) { k<<<1, 1>>>(p, 3); }\n";
    let il = compile(src).unwrap_or_else(|e| panic!("{e:#?}"));
    for name in [
        "_Z3addIfET_S0_S0_",
        "_Z3addIdET_S0_S0_",
        "_Z4convIifET_T0_PS0_",
        "_ZN1a4add2IfEET_S1_S1_",
        "_Z1kIiEvPT_i",
        "_Z2k2IfLi4EEvPKT_PS0_",
        "_Z2k2IjLi128EEvPKT_PS0_",
        "_Z2kpIPfEvT_PS1_PKS1_",
        "_Z2knILin3EEvPi",
        "_Z1kIfEvPT_i",
    ] {
        assert!(il.contains(&format!("\"{name}\"")), "missing {name}:\n{il}");
    }
}

#[test]
fn typeof_in_template_signatures() {
    // GNU `__typeof__` in a signature pattern is resolved per call, as `decltype`; an
    // operand that starts like a type-id (`T() * 2`) is an expression. (g++ cannot
    // mangle these, so the host-compared lang corpus cannot hold them.)
    let src = "template <class T> __device__ auto inc(T x) -> __typeof__(x + 1) { return x + 1; }\n\
               template <class T> __device__ __typeof__(T() * 2) twice(T x) { return x * 2; }\n\
               __device__ double use() { return inc(3) + twice(2.5) + inc('a'); }\n";
    let il = compile(src).unwrap_or_else(|e| panic!("{e:#?}"));
    for instance in ["_Z3incIiE", "_Z3incIcE", "_Z5twiceIdE"] {
        assert!(il.contains(instance), "missing {instance}:\n{il}");
    }
}

#[test]
fn templates_deduce_through_const_references_with_nvcc_names() {
    // nvcc 13 names for the instances (`__noinline__` copies of the same templates).
    let src = "template <typename T> __device__ T mx(const T& a, const T& b) { return a > b ? a : b; }\n\
               template <typename T> __device__ T first(const T* p) { return *p; }\n\
               __global__ void k(long* o, int x) { int y = 7; long l = 9; o[0] = mx(x, y) + mx(l, 3L) + first(&y); }\n";
    let il = compile(src).unwrap_or_else(|e| panic!("{e:#?}"));
    for name in ["_Z2mxIiET_RKS0_S2_", "_Z2mxIlET_RKS0_S2_", "_Z5firstIiET_PKS0_"] {
        assert!(il.contains(&format!("\"{name}\"")), "missing {name}:\n{il}");
    }
}

#[test]
fn template_errors() {
    let table: &[(&str, &str)] = &[
        (
            "template <typename T> __device__ T f(T a, T b) { return a; }\n__device__ void g() { f(1, 2.0); }",
            "no instance of function template \"f\" matches the argument list @ `f(1, 2.0)`",
        ),
        (
            "template <typename T, int N> struct V { T v[N]; };\n__device__ void g() { V<int> v; }",
            "too few arguments for class template \"V\" @ `V`",
        ),
        (
            "template <typename T> struct V { T x; };\n__device__ void g() { V v; }",
            "argument list for class template \"V\" is missing @ `V`",
        ),
        (
            "template <typename T> struct V { T x; };\n__device__ void g() { V<int, 2> v; }",
            "too many arguments for class template \"V\" @ `V`",
        ),
        (
            "template <typename T> struct V { T x; __device__ T get() const { return x.y; } };\n__device__ int g(V<int> v) { return v.get(); }",
            "expression must have class type but it has type \"const int\" @ `x`",
        ),
        (
            "template <typename T> struct V { T x; };\ntemplate <typename T> __device__ T V<T>::get() const { return x; }\n__device__ int g(V<int> v) { return 0; }",
            "class \"V\" has no member \"get\" @ `get`",
        ),
        (
            "template <typename T, typename U> __device__ U f(T a) { return a; }\n__device__ void g() { f(1); }",
            "no instance of function template \"f\" matches the argument list @ `f(1)`",
        ),
        (
            "template <typename T> __device__ T f(T a) { return a.x; }\n__device__ void g() { f(1); }",
            "expression must have class type but it has type \"int\" @ `a`",
        ),
        (
            // Endless recursion of a function template: each instance's replay nests in the
            // one that asked for it, its syntax from level 0, so the instantiation depth
            // (1024) ends it, as specs/driver.md says.
            "template <int N> __device__ int f() { return f<N + 1>(); }\n__device__ void g() { f<0>(); }",
            "template instantiation depth exceeds 1024 (infinite recursion?; -ftemplate-depth=N sets the limit) @ `f`",
        ),
    ];
    let mut failures = Vec::new();
    for &(src, expected) in table {
        let errs = compile(src).err().unwrap_or_default();
        if errs.first() != Some(&expected.to_string()) {
            failures.push(format!("`{src}`: got {errs:?}"));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn range_for_over_arrays() {
    let src = "__device__ int sum(int n) {\n\
                 int a[4] = {1, 2, 3, n};\n\
                 int total = 0;\n\
                 for (int x : a) total += x;\n\
                 for (auto& x : a) x *= 2;\n\
                 for (const auto& x : a) { if (x > 100) break; total += x; }\n\
                 return total;\n\
               }";
    let il = compile(src).unwrap_or_else(|e| panic!("{e:#?}"));
    assert!(il.matches("Decl local").count() >= 3, "{il}");
    assert!(il.contains("for.begin : int *"), "{il}");
    assert!(
        il.contains("Decl local") && il.contains("x : int *"),
        "auto& lowers to a pointer: {il}"
    );
    let errs = errors("__device__ void f(int* p) { for (int x : p) {} }");
    assert_eq!(
        errs,
        vec![
            "this range-based \"for\" statement requires a suitable \"begin\" function and none was found @ `p`",
            "this range-based \"for\" statement requires a suitable \"end\" function and none was found @ `p`"
        ]
    );
}

#[test]
fn launch_configuration_takes_dim3() {
    let src = "#include <cuda_runtime.h>\n__global__ void k(float* p, int n) {}\n\
               void h(float* p, int n) { dim3 g = {4, 1, 1}; dim3 b = {128, 1, 1}; k<<<g, b>>>(p, 2); k<<<g, 64, 0>>>(p, 2);\n\
                 dim3 grid((n + 15) / 16, 2); dim3 block(16, 16); k<<<grid, block>>>(p, n); }";
    let il = compile(src).unwrap_or_else(|e| panic!("{e:?}"));
    // Missing dim3 constructor arguments are 1.
    assert!(il.contains("IntConst 1 : unsigned int"), "{il}");
}

#[test]
fn complete_cuda_program_with_host_main() {
    let src = "#include <cstdio>\n#include <cuda_runtime.h>\n\
               __global__ void vadd(const float* a, const float* b, float* c, int n) {\n\
                 int i = blockIdx.x * blockDim.x + threadIdx.x;\n\
                 if (i < n) c[i] = a[i] + b[i];\n\
               }\n\
               int main() {\n\
                 const int n = 1024;\n\
                 float *a, *b, *c;\n\
                 float host[n];\n\
                 cudaMalloc(&a, n * sizeof(float));\n\
                 cudaMalloc((void**)&b, n * sizeof(float));\n\
                 cudaMalloc(&c, n * sizeof(float));\n\
                 cudaMemcpy(a, host, sizeof(host), cudaMemcpyHostToDevice);\n\
                 dim3 block(256);\n\
                 dim3 grid((n + block.x - 1) / block.x);\n\
                 vadd<<<grid, block>>>(a, b, c, n);\n\
                 cudaError_t err = cudaGetLastError();\n\
                 if (err != cudaSuccess) return 1;\n\
                 cudaDeviceSynchronize();\n\
                 cudaFree(a); cudaFree(b); cudaFree(c);\n\
                 return 0;\n\
               }\n";
    let il = compile(src).unwrap_or_else(|e| panic!("{e:#?}"));
    assert!(il.contains("\"_Z4vaddPKfS0_Pfi\" Global"), "{il}");
    assert!(il.contains("\"main\" Host"), "{il}");
}

#[test]
fn overloaded_operators_on_records() {
    // Names from nvcc 13 for the same definitions (`__noinline__` copies).
    let src = "#include <cuda_runtime.h>\n\
               __device__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }\n\
               __device__ void operator+=(float3& a, float3 b) { a.x += b.x; a.y += b.y; a.z += b.z; }\n\
               __device__ float3 operator-(float3 a) { return make_float3(-a.x, -a.y, -a.z); }\n\
               __device__ bool operator==(const float3& a, const float3& b) { return a.x == b.x && a.y == b.y && a.z == b.z; }\n\
               __global__ void k(float3* p) { float3 s = p[0] + p[1]; s += p[2]; p[3] = -s; if (s == p[0]) p[4] = s; }\n";
    let il = compile(src).unwrap_or_else(|e| panic!("{e:#?}"));
    for name in ["_Zpl6float3S_", "_ZpLR6float3S_", "_Zng6float3", "_ZeqRK6float3S1_"] {
        assert!(il.contains(&format!("\"{name}\"")), "missing {name}");
    }
    assert!(il.contains("Call f") && il.contains("operator+"), "{il}");
    let errs = errors("struct S { int a; };\n__device__ void f(S s) { s = s * s; }");
    assert_eq!(
        errs,
        vec!["no operator \"*\" matches these operands (operand types are: \"S\" * \"S\") @ `s * s`"]
    );
}

#[test]
fn host_code_with_errors_is_set_aside_unless_device_code_uses_it() {
    // Host function bodies and host declarations with errors are set aside.
    let ok = "struct Cfg { std::string s; int n; };\n\
              struct Holder { Cfg c; };\n\
              void host() { undeclared(1); }\n\
              __global__ void k(int* p) { p[0] = 1; }";
    assert!(compile_with(ok, false).is_ok());
    assert!(compile_with(ok, true).is_err(), "--check-host reports them");
    // Device code that uses the broken class, directly or through a host class that
    // used it, brings its error back (once, where it was).
    for use_ in ["Cfg* c", "Holder* h"] {
        let src = ok.replace("int* p", &format!("int* p, {use_}"));
        let e = compile_with(&src, false).expect_err("device code uses the broken class");
        assert_eq!(e.len(), 1, "{e:?}");
        assert!(e[0].contains("@ `std`"), "{e:?}");
    }
    // CUDA's own rules stand in host code.
    let e = compile_with("__global__ void k() {}\nvoid host() { k(); }", false).unwrap_err();
    assert_eq!(e, vec!["a __global__ function call must be configured @ `k`"]);
}

/// `<cuda_runtime_api.h>` is the text of `<cuda_runtime.h>` under one name, so
/// including it after the other (as CUB does once the prelude has the runtime)
/// declares nothing twice.
#[test]
fn cuda_runtime_api_after_cuda_runtime_is_included_once() {
    let src = "#include <cuda_runtime.h>\n#include <cuda_runtime_api.h>\n#include <cuda_runtime.h>\n\
               __global__ void k(int* o) { o[0] = cudaSuccess; }\n";
    if let Err(e) = compile(src) {
        panic!("declared twice: {e:?}");
    }
}

/// Alias template uses whose reads name functions, repeated before and after an
/// overload that argument-dependent lookup finds is declared and a class that a
/// deduction looks through is completed: ptxc reads such a use again at each use, so a
/// use remembered with the functions it named (`alias_memo`) answers only while
/// nothing it could see changed. (nvcc and g++ keep the first answer of each use that
/// succeeded; ptxc's answer after the declarations is the one a fresh read gives.)
#[test]
fn alias_uses_naming_functions_are_read_again_after_later_declarations() {
    let src = "namespace n { struct S {}; char pick(S, long); }\n\
               template <class T> using picked = decltype(pick(T{}, 0));\n\
               template <class T> struct B {};\n\
               struct D;\n\
               template <class T> char conv(B<T>*);\n\
               int conv(const void*);\n\
               template <class T> using converted = decltype(conv((T*)0));\n\
               static_assert(sizeof(picked<n::S>) == 1, \"first\");\n\
               static_assert(sizeof(picked<n::S>) == 1, \"second\");\n\
               static_assert(sizeof(picked<n::S>) == 1, \"third\");\n\
               static_assert(sizeof(converted<D>) == 4, \"first\");\n\
               static_assert(sizeof(converted<D>) == 4, \"second\");\n\
               static_assert(sizeof(converted<D>) == 4, \"third\");\n\
               namespace n { int pick(S, int); }\n\
               static_assert(sizeof(picked<n::S>) == 4, \"after the overload\");\n\
               static_assert(sizeof(converted<D>) == 4, \"before the class\");\n\
               struct D : B<int> {};\n\
               static_assert(sizeof(converted<D>) == 1, \"after the class\");\n\
               static_assert(sizeof(picked<n::S>) == 4, \"again\");\n";
    if let Err(e) = compile(src) {
        panic!("a remembered use answered after a later declaration: {e:?}");
    }
}
