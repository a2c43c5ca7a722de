//! Mangled names of functions with deduced return types and of closure types, checked
//! against the names nvcc 13 gives the same source (`nvcc -ptx -arch=sm_80 -O3`, with
//! `__noinline__` so the functions are emitted).

use super::tests::mangled_names;

/// `auto` results are not part of an ordinary function's name; a function template's
/// deduced result is mangled `Da` (nvcc: `_Z2twIiEDaT_`, `_Z5twicei`, `_Z4halfi`).
#[test]
fn deduced_return_types_match_nvcc() {
    let src = "template <typename T> __device__ __noinline__ auto tw(T x) { return x * 2; }\n\
               __device__ __noinline__ auto twice(int x) { return x * 2.0f; }\n\
               __device__ __noinline__ auto half(int x) -> float { return x / 2; }\n\
               struct P { int a; __device__ __noinline__ auto get() const { return a; } };\n\
               __global__ void k(int* p) { P q{1}; p[0] = tw(p[1]) + tw(1.0f) + twice(2) + half(3) + q.get(); }\n";
    let names = mangled_names(src);
    for want in [
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
