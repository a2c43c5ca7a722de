//! How the prelude is cut into items, which names key them, and which items a file keeps.

use super::*;
use crate::diag::Diags;
use crate::preprocess::preprocess;
use crate::source::SourceMap;
use crate::FrontendOptions;

/// The tokens of `src` (no prelude: an in-memory file) and the interner.
fn lex(src: &str, interner: &mut Interner) -> Vec<Token> {
    let mut sm = SourceMap::new();
    let main = sm.add_builtin("items.h", src.to_string());
    let mut diags = Diags::new();
    let mut toks = preprocess(&mut sm, main, &FrontendOptions::default(), interner, &mut diags);
    assert!(diags.list.is_empty(), "{:?}", diags.list);
    toks.pop(); // Eof
    toks
}

/// Each item as its spelling and its keys (`*` for always).
fn items_of(src: &str) -> Vec<(String, String)> {
    let mut interner = Interner::new();
    let toks = lex(src, &mut interner);
    split(&toks, &interner)
        .iter()
        .map(|it| {
            let spelled: Vec<&str> = toks[it.start as usize..it.end as usize]
                .iter()
                .map(|t| interner.get(t.text))
                .collect();
            let keys = match &it.keys {
                Keys::Always => "*".to_string(),
                Keys::Names(ns) => ns.iter().map(|&n| interner.get(n)).collect::<Vec<_>>().join(","),
            };
            (spelled.join(" "), keys)
        })
        .collect()
}

fn keys(src: &str) -> Vec<String> {
    items_of(src).into_iter().map(|(_, k)| k).collect()
}

#[test]
fn functions_are_keyed_by_their_name() {
    assert_eq!(
        keys(
            "__device__ float f(float x);\nstatic __device__ inline int g(int a) { return a + h(a); }\n\
             template <class T> __device__ T m(T a, T b) { return a < b ? b : a; }\n\
             __device__ __attribute__((always_inline)) int k(int);"
        ),
        ["f", "g", "m", "k"]
    );
}

#[test]
fn a_body_after_default_arguments_ends_its_function() {
    // The enumeration once joined the function before it, keyed by the function's name.
    assert_eq!(
        keys("template <class T> int f(T a, int b = 0) { return b; }\nenum Kind { KA, KB };"),
        ["f", "Kind,KA,KB"]
    );
}

#[test]
fn records_typedefs_and_enumerations_are_keyed_by_every_name_they_may_declare() {
    assert_eq!(
        keys(
            "struct __attribute__((aligned(16))) float4 { float x, y, z, w; };\n\
             typedef struct float4 float4_t;\nenum E { A, B = 2 };\nstruct S : Base { int v; };\n\
             using V = int;\nstruct Fwd;"
        ),
        [
            "__attribute__,aligned,float4",
            "float4,float4_t",
            "E,A,B",
            "S",
            "V",
            "Fwd"
        ]
    );
}

#[test]
fn using_declarations_are_keyed_by_the_name_they_bring_in() {
    // Only a lookup of `int8_t` finds `std::int8_t`; `using namespace` changes every lookup.
    assert_eq!(
        keys("namespace std {\nusing ::int8_t;\nusing N::M::f;\nusing typename B::T;\nusing namespace N;\n}"),
        ["*", "int8_t", "f", "T", "*", "*"]
    );
}

#[test]
fn functions_returning_an_elaborated_class_are_keyed_by_both_names() {
    // Not by the parameters' names, which every `x` of the file would otherwise reach.
    assert_eq!(
        keys("struct Desc make_desc(int x, int y, enum Kind f);\nstruct Desc { int x; };"),
        ["make_desc,Desc", "Desc"]
    );
}

#[test]
fn what_acts_without_a_name_is_always_kept() {
    assert_eq!(
        keys(
            "static_assert(sizeof(int) == 4, \"x\");\nusing namespace std;\n\
             struct P { int x; } p;\ntemplate struct Q<int>;\n\
             inline bool operator==(float2 a, float2 b) { return a.x == b.x; }"
        ),
        ["*", "*", "*", "*", "*"]
    );
}

#[test]
fn operator_templates_on_a_class_template_are_keyed_by_the_class() {
    assert_eq!(
        keys(
            "template <class T1, class T2> constexpr bool operator==(const pair<T1, T2>& a, const pair<T1, T2>& b) \
             { return a.first == b.first; }\n\
             template <size_t I, class T> bool operator<(const Box<I, T>& a, const Box<I, T>& b);\n\
             template <class T> bool operator!=(const T& a, const T& b);\n\
             template <class T> bool operator>(typename wrap<T>::type a, int b);\n\
             template <class T> bool operator>=(const wrap<T>::type a, int b);\n\
             template <class T, class = enable_if_t<is_x<T>::value>> bool operator<=(vec<int> a, T b);\n\
             template <class T> struct S { friend bool operator==(const S<T>&, const S<T>&) { return true; } };"
        ),
        ["pair", "Box", "*", "*", "*", "*", "S"]
    );
}

#[test]
fn a_function_template_returning_a_template_id_is_keyed_by_its_name() {
    assert_eq!(
        keys(
            "template <size_t I, class T1, class T2> constexpr typename tuple_element<I, pair<T1, T2>>::type& \
             get(pair<T1, T2>& p) noexcept { return p.first; }\n\
             int a, b;"
        ),
        ["get", "a,b"]
    );
}

#[test]
fn operators_on_a_class_template_go_with_the_class() {
    let prelude = "template <class T> struct pair { T first; };\n\
                   template <class T> bool operator==(const pair<T>& a, const pair<T>& b) { return a.first == b.first; }\n\
                   template <class T> pair<T> make_pair(T a) { return pair<T>{a}; }";
    assert_eq!(kept(prelude, "int x;"), "");
    assert!(kept(prelude, "auto p = make_pair(1);").contains("operator =="));
}

#[test]
fn allocation_functions_are_keyed_by_new_and_delete() {
    assert_eq!(
        keys(
            "inline void* operator new(unsigned long n) { return malloc(n); }\n\
             inline void operator delete[](void* p) noexcept { free(p); }"
        ),
        ["new", "delete"]
    );
}

#[test]
fn several_declarators_or_initializers_key_every_name() {
    assert_eq!(
        keys("static const int t[2] = { N, 2 };\nint a, b;\nint X::count = 0;"),
        ["t,N", "a,b", "X,count"]
    );
}

#[test]
fn blocks_are_cut_inside() {
    let items = items_of(
        "extern \"C\" {\n__device__ int vprintf(const char *f, const char *a);\n}\n\
         namespace cg {\nstruct group { int n; };\n__device__ group this_group();\n}",
    );
    let spelled: Vec<(&str, &str)> = items.iter().map(|(s, k)| (s.as_str(), k.as_str())).collect();
    assert_eq!(
        spelled,
        [
            ("extern \"C\" {", "*"),
            (
                "__device__ int vprintf ( const char * f , const char * a ) ;",
                "vprintf"
            ),
            ("}", "*"),
            ("namespace cg {", "*"),
            ("struct group { int n ; } ;", "group"),
            ("__device__ group this_group ( ) ;", "this_group"),
            ("}", "*"),
        ]
    );
}

/// The spellings of the items kept for a file spelling `user`.
fn kept(prelude: &str, user: &str) -> String {
    kept_unread(prelude, user, None)
}

/// [`kept`], with the bodies of the functions whose names `unread` accepts not read.
fn kept_unread(prelude: &str, user: &str, unread: Option<&dyn Fn(&str) -> bool>) -> String {
    let mut interner = Interner::new();
    let toks = lex(prelude, &mut interner);
    let user = lex(user, &mut interner);
    let [items, always, postings] = encode_items(&split(&toks, &interner), |s| s.0);
    let table = ItemTable::new([&items, &always, &postings]).unwrap();
    let interner_ref = &interner;
    let unread_sym = unread.map(|named| move |s: Sym| named(interner_ref.get(s)));
    let out = select(
        &table,
        toks.len(),
        |k| toks[k],
        |s| Some(s.0),
        initial_names(&user, &interner),
        &interner,
        unread_sym.as_ref().map(|u| u as &dyn Fn(Sym) -> bool),
    );
    out.iter().map(|t| interner.get(t.text)).collect::<Vec<_>>().join(" ")
}

#[test]
fn a_file_keeps_what_its_names_reach_transitively_in_order() {
    let prelude = "struct A { int v; };\nstruct B { A a; };\n__device__ B make_b();\n\
                   __device__ int unused(int);\nstatic_assert(1, \"\");\n";
    assert_eq!(
        kept(prelude, "int main() { return make_b().a.v; }"),
        "struct A { int v ; } ; struct B { A a ; } ; __device__ B make_b ( ) ; static_assert ( 1 , \"\" ) ;"
    );
    assert_eq!(kept(prelude, ""), "static_assert ( 1 , \"\" ) ;");
}

#[test]
fn names_the_compiler_looks_up_itself_are_kept() {
    let prelude = "struct dim3 { unsigned x, y, z; };\n__device__ int vprintf(const char *, const char *);\n\
                   __device__ int other(int);\n";
    assert_eq!(
        kept(prelude, ""),
        "struct dim3 { unsigned x , y , z ; } ; __device__ int vprintf ( const char * , const char * ) ;"
    );
}

#[test]
fn specializations_and_variable_templates_are_keyed_by_their_own_name() {
    // The arguments of a specialization and the initializer of a variable template
    // declare nothing: keyed by them, `T` (in every template) would keep them always.
    assert_eq!(
        keys(
            "template <class T> struct is_same<T, T> : true_type {};\n\
             template <> struct limits<bool> { static const int digits = 1; };\n\
             template <class T, class U> inline constexpr bool is_same_v = is_same<T, U>::value;"
        ),
        ["is_same", "limits", "is_same_v"]
    );
}

#[test]
fn operators_inside_a_class_body_are_found_through_the_class() {
    assert_eq!(
        keys(
            "template <class T, T v> struct constant { constexpr operator T() const { return v; } };\n\
             struct P { friend bool operator==(P, P) { return true; } };"
        ),
        ["constant", "P"]
    );
}

#[test]
fn blocks_enclosing_nothing_kept_are_left_out_but_the_first_of_each_name() {
    let prelude = "namespace std {\nstruct unused { int n; };\n}\nnamespace std {\nint used(int);\n}\n\
                   namespace std {\nint other(int);\n}\n";
    assert_eq!(
        kept(prelude, "int g() { return used(1); }"),
        "namespace std { } namespace std { int used ( int ) ; }"
    );
}

/// The names a selection reaches when `f`'s body is not read, against when it is.
#[test]
fn the_body_of_an_unread_library_function_reaches_nothing() {
    let src = "static __device__ const float table[2] = {1.0f, 2.0f};\n\
               static __device__ float helper(float x) { return x * table[1]; }\n\
               static __device__ float other(float x) { return x; }\n\
               static __device__ __forceinline__ float f(float x) { return helper(x); }\n\
               namespace n { static __device__ float f(float x) { return other(x); } }\n";
    let user = "float y = f(2.0f);";
    let kept = |unread: Option<&dyn Fn(&str) -> bool>| kept_unread(src, user, unread);
    let all = kept(None);
    assert!(
        all.contains("helper") && all.contains("table") && all.contains("other"),
        "{all}"
    );
    let unread = |name: &str| name == "f";
    let without = kept(Some(&unread));
    assert!(without.contains("float f ( float x ) {"), "f itself is kept: {without}");
    // (f's item is kept whole; only the declarations its body names are not.)
    assert!(
        !without.contains("float helper (") && !without.contains("table ["),
        "{without}"
    );
    // In a namespace the body is read (no library body waits there), so `other` stays.
    assert!(without.contains("float other ("), "{without}");
}
