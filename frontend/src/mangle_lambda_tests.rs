//! Mangled names of functions with deduced return types and of closure types, checked
//! against the names nvcc 13 gives the same source (`nvcc -ptx -arch=sm_80 -O3`, with
//! `__noinline__` so the functions are emitted).

use super::tests::mangled_names;

/// `auto` results are not part of an ordinary function's name; a function template's
/// deduced result is mangled `Da` (nvcc: `_Z2twIiEDaT_`, `_Z5twicei`, `_Z4halfi`,
/// `_Z7largestIiERDaPT_i` for an `auto&` result).
#[test]
fn deduced_return_types_match_nvcc() {
    let src = "template <typename T> __device__ __noinline__ auto tw(T x) { return x * 2; }\n\
               __device__ __noinline__ auto twice(int x) { return x * 2.0f; }\n\
               __device__ __noinline__ auto half(int x) -> float { return x / 2; }\n\
               struct P { int a; __device__ __noinline__ auto get() const { return a; } };\n\
               template <typename T> __device__ __noinline__ auto& largest(T* v, int n) { return v[n]; }\n\
               __global__ void k(int* p) { P q{1}; p[0] = tw(p[1]) + tw(1.0f) + twice(2) + half(3) + q.get(); largest(p, 1) = 2; }\n";
    let names = mangled_names(src);
    for want in [
        "_Z7largestIiERDaPT_i",
        "_Z2twIiEDaT_",
        "_Z2twIfEDaT_",
        "_Z5twicei",
        "_Z4halfi",
        "_ZNK1P3getEv",
        "_Z1kPi",
    ] {
        assert!(names.iter().any(|n| n == want), "missing {want} in {names:?}");
    }
}

/// Closure types are `Z <enclosing function> E Ul <params> E [n] _`, numbered per
/// enclosing function and parameter list; names from nvcc 13 for this source (the
/// enclosing function is a kernel, a namespace function, a member function, a template
/// instance, or another lambda's `operator()`; substitutions run through the whole name).
#[test]
fn closure_type_names_match_nvcc() {
    let src = "template <typename F> __device__ __noinline__ void apply(F f, int* p) { p[0] = f(3); }\n\
               template <typename F> __device__ __noinline__ int call0(F f) { return f(); }\n\
               template <typename F> __device__ __noinline__ int call2(F f) { return f(1, 2); }\n\
               template <typename T> __device__ __noinline__ void tk(T* p) { apply([p](int i) { return i + (int)p[1]; }, (int*)p); }\n\
               struct W { __device__ void m(int* p) { apply([this](int i){ return i + v; }, p); } int v; };\n\
               __global__ void kern(int* p, float* q) {\n\
                 int k = p[1];\n\
                 auto outer = [&] { return call0([&] { return k + 1; }); };\n\
                 p[2] = call0(outer);\n\
                 tk(p); tk(q);\n\
                 auto l2 = [k](int a) mutable { k += a; return k; };\n\
                 apply(l2, p);\n\
                 apply([](int i) -> int { return i * 2; }, p + 3);\n\
                 p[3] = call2([k](int a, int b) { return a * b + k; });\n\
                 W w; w.v = 3; w.m(p);\n\
               }\n";
    let names = mangled_names(src);
    for want in [
        "_Z5applyIZ2tkIfEvPT_EUliE_EvS1_Pi",
        "_Z5applyIZ2tkIiEvPT_EUliE_EvS1_Pi",
        "_Z5applyIZ4kernPiPfEUliE_EvT_S0_",
        "_Z5applyIZ4kernPiPfEUliE0_EvT_S0_",
        "_Z5call0IZ4kernPiPfEUlvE_EiT_",
        "_Z5call0IZZ4kernPiPfENKUlvE_clEvEUlvE_EiT_",
        "_Z5call2IZ4kernPiPfEUliiE_EiT_",
        "_Z5applyIZN1W1mEPiEUliE_EvT_S1_",
        // The call operators (`K` for the `const` operator of a lambda without `mutable`);
        // nvcc names them so when they are not inlined (`__attribute__((noinline))`).
        "_ZZ4kernPiPfENKUlvE_clEv",
        "_ZZ4kernPiPfENUliE_clEi",
        "_ZZ4kernPiPfENKUliE0_clEi",
    ] {
        assert!(names.iter().any(|n| n == want), "missing {want} in {names:?}");
    }
}

/// A generic lambda's closure type is named with its parameter patterns, `auto` being
/// `T_`; nvcc (EDG) then writes a later `T_` of the enclosing template as a substitution
/// of that one: `_Z5applyIZ4kernPiEUlT_E_EvS1_S0_`.
#[test]
fn generic_closure_type_names_match_nvcc() {
    let src = "template <typename F> __device__ __noinline__ void apply(F f, int* p) { p[0] = f(3); }\n\
               __global__ void kern(int* p) { apply([](int i) { return i - 1; }, p); apply([](auto i) { return i + 1; }, p + 6); }\n";
    let names = mangled_names(src);
    for want in ["_Z5applyIZ4kernPiEUliE_EvT_S0_", "_Z5applyIZ4kernPiEUlT_E_EvS1_S0_"] {
        assert!(names.iter().any(|n| n == want), "missing {want} in {names:?}");
    }
}
