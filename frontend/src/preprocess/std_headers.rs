//! The C standard headers ptxc ships for device code (`<stdint.h>`, `<climits>`,
//! `<cfloat>`, `<cstddef>`, ...), with the LP64 Linux definitions nvcc sees through glibc,
//! so `int64_t` is `long` and names mangle as nvcc's. `printf` and `assert` come from the
//! device runtime prelude; `<math.h>`, `<stdio.h>`, `<stdlib.h>`, `<string.h>`, `<stdarg.h>`
//! and `<time.h>` are files in `frontend/headers/ptxc_std/`.

const STDINT: &str = "#pragma once
typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef long int64_t;
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
typedef unsigned int uint32_t;
typedef unsigned long uint64_t;
typedef signed char int_least8_t;
typedef short int_least16_t;
typedef int int_least32_t;
typedef long int_least64_t;
typedef unsigned char uint_least8_t;
typedef unsigned short uint_least16_t;
typedef unsigned int uint_least32_t;
typedef unsigned long uint_least64_t;
typedef signed char int_fast8_t;
typedef long int_fast16_t;
typedef long int_fast32_t;
typedef long int_fast64_t;
typedef unsigned char uint_fast8_t;
typedef unsigned long uint_fast16_t;
typedef unsigned long uint_fast32_t;
typedef unsigned long uint_fast64_t;
typedef long intptr_t;
typedef unsigned long uintptr_t;
typedef long intmax_t;
typedef unsigned long uintmax_t;
#define INT8_MIN (-128)
#define INT16_MIN (-32767-1)
#define INT32_MIN (-2147483647-1)
#define INT64_MIN (-9223372036854775807L-1)
#define INT8_MAX 127
#define INT16_MAX 32767
#define INT32_MAX 2147483647
#define INT64_MAX 9223372036854775807L
#define UINT8_MAX 255
#define UINT16_MAX 65535
#define UINT32_MAX 4294967295U
#define UINT64_MAX 18446744073709551615UL
#define INTPTR_MIN INT64_MIN
#define INTPTR_MAX INT64_MAX
#define UINTPTR_MAX UINT64_MAX
#define INTMAX_MIN INT64_MIN
#define INTMAX_MAX INT64_MAX
#define UINTMAX_MAX UINT64_MAX
#define PTRDIFF_MIN INT64_MIN
#define PTRDIFF_MAX INT64_MAX
#define SIZE_MAX UINT64_MAX
#define INT8_C(c) c
#define INT16_C(c) c
#define INT32_C(c) c
#define INT64_C(c) c ## L
#define UINT8_C(c) c
#define UINT16_C(c) c
#define UINT32_C(c) c ## U
#define UINT64_C(c) c ## UL
#define INTMAX_C(c) c ## L
#define UINTMAX_C(c) c ## UL
namespace std {
using ::int8_t;
using ::int16_t;
using ::int32_t;
using ::int64_t;
using ::uint8_t;
using ::uint16_t;
using ::uint32_t;
using ::uint64_t;
using ::int_least8_t;
using ::int_least16_t;
using ::int_least32_t;
using ::int_least64_t;
using ::uint_least8_t;
using ::uint_least16_t;
using ::uint_least32_t;
using ::uint_least64_t;
using ::int_fast8_t;
using ::int_fast16_t;
using ::int_fast32_t;
using ::int_fast64_t;
using ::uint_fast8_t;
using ::uint_fast16_t;
using ::uint_fast32_t;
using ::uint_fast64_t;
using ::intptr_t;
using ::uintptr_t;
using ::intmax_t;
using ::uintmax_t;
}
";

const LIMITS: &str = "#pragma once
#define CHAR_BIT 8
#define SCHAR_MIN (-128)
#define SCHAR_MAX 127
#define UCHAR_MAX 255
#define CHAR_MIN SCHAR_MIN
#define CHAR_MAX SCHAR_MAX
#define SHRT_MIN (-32768)
#define SHRT_MAX 32767
#define USHRT_MAX 65535
#define INT_MIN (-INT_MAX - 1)
#define INT_MAX 2147483647
#define UINT_MAX 4294967295U
#define LONG_MAX 9223372036854775807L
#define LONG_MIN (-LONG_MAX - 1L)
#define ULONG_MAX 18446744073709551615UL
#define LLONG_MAX 9223372036854775807LL
#define LLONG_MIN (-LLONG_MAX - 1LL)
#define ULLONG_MAX 18446744073709551615ULL
";

const FLOAT: &str = "#pragma once
#define FLT_RADIX 2
#define FLT_ROUNDS 1
#define FLT_EVAL_METHOD 0
#define DECIMAL_DIG 21
#define FLT_MANT_DIG 24
#define DBL_MANT_DIG 53
#define LDBL_MANT_DIG 64
#define FLT_DIG 6
#define DBL_DIG 15
#define LDBL_DIG 18
#define FLT_DECIMAL_DIG 9
#define DBL_DECIMAL_DIG 17
#define LDBL_DECIMAL_DIG 21
#define FLT_EPSILON 1.19209290e-07F
#define DBL_EPSILON 2.2204460492503131e-16
#define LDBL_EPSILON 1.08420217248550443401e-19L
#define FLT_MIN 1.17549435e-38F
#define DBL_MIN 2.2250738585072014e-308
#define LDBL_MIN 3.36210314311209350626e-4932L
#define FLT_TRUE_MIN 1.40129846e-45F
#define DBL_TRUE_MIN 4.9406564584124654e-324
#define LDBL_TRUE_MIN 3.64519953188247460253e-4951L
#define FLT_MAX 3.40282347e+38F
#define DBL_MAX 1.7976931348623157e+308
#define LDBL_MAX 1.18973149535723176502e+4932L
#define FLT_MIN_EXP (-125)
#define DBL_MIN_EXP (-1021)
#define LDBL_MIN_EXP (-16381)
#define FLT_MAX_EXP 128
#define DBL_MAX_EXP 1024
#define LDBL_MAX_EXP 16384
#define FLT_MIN_10_EXP (-37)
#define DBL_MIN_10_EXP (-307)
#define LDBL_MIN_10_EXP (-4931)
#define FLT_MAX_10_EXP 38
#define DBL_MAX_10_EXP 308
#define LDBL_MAX_10_EXP 4932
#define FLT_HAS_SUBNORM 1
#define DBL_HAS_SUBNORM 1
#define LDBL_HAS_SUBNORM 1
";

const STDDEF: &str = "#pragma once
#define NULL 0
#define offsetof(type, member) __builtin_offsetof(type, member)
typedef unsigned long size_t;
typedef long ptrdiff_t;
typedef decltype(nullptr) nullptr_t;
namespace std { using ::size_t; using ::ptrdiff_t; using ::nullptr_t; }
";

const PRESENT: &str = "#pragma once\n";

/// `<assert.h>`: as C specifies, every inclusion redefines `assert` from the
/// current `NDEBUG` (so no include guard); the runtime prelude declares the
/// function it calls.
const ASSERT: &str = "#undef assert\n\
#ifdef NDEBUG\n\
#define assert(e) ((void)0)\n\
#else\n\
#define assert(e) ((e) ? (void)0 : __ptxc_assert_fail(#e, __FILE__, __LINE__))\n\
#endif\n";

/// `<vector_types.h>`: CUDA's `char1` ... `double4` as plain structs with `x, y, z, w`
/// members and their `make_*` functions, plus `dim3`. Each type has the alignment CUDA
/// 13's `vector_types.h` gives it, and the 4-component 64-bit types have CUDA 13's
/// `_16a`/`_32a` variants. The text is made from the table `VECTOR_ALIGN` of the unit
/// tests and kept as a file, so a compile does not format it again (a unit test checks
/// that the file is what the table makes).
pub const VECTOR_TYPES: &str = include_str!("../../headers/ptxc_std/vector_types.h");

/// The text of a shipped standard header, if `name` is one.
pub fn std_header(name: &str) -> Option<&'static str> {
    Some(match name {
        "vector_types.h" => VECTOR_TYPES,
        "stdint.h" | "cstdint" => STDINT,
        "limits.h" | "climits" => LIMITS,
        "float.h" | "cfloat" => FLOAT,
        "stddef.h" | "cstddef" => STDDEF,
        "assert.h" | "cassert" => ASSERT,
        "stdbool.h" => PRESENT,
        // Larger headers live as files in frontend/headers/ptxc_std/.
        "math.h" | "cmath" => include_str!("../../headers/ptxc_std/math.h"),
        "stdio.h" | "cstdio" => include_str!("../../headers/ptxc_std/stdio.h"),
        "stdlib.h" | "cstdlib" => include_str!("../../headers/ptxc_std/stdlib.h"),
        "string.h" | "cstring" => include_str!("../../headers/ptxc_std/string.h"),
        "stdarg.h" | "cstdarg" => include_str!("../../headers/ptxc_std/stdarg.h"),
        "time.h" | "ctime" => include_str!("../../headers/ptxc_std/time.h"),
        "utility" => include_str!("../../headers/ptxc_std/utility"),
        "tuple" => include_str!("../../headers/ptxc_std/tuple"),
        "type_traits" => include_str!("../../headers/ptxc_std/type_traits"),
        "limits" => include_str!("../../headers/ptxc_std/limits"),
        "ptxc_minmax.h" => include_str!("../../headers/ptxc_std/ptxc_minmax.h"),
        "sys/types.h" => include_str!("../../headers/ptxc_std/sys_types.h"),
        "initializer_list" => include_str!("../../headers/ptxc_std/initializer_list"),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    /// The vector types of each scalar, with the `__align__` CUDA 13's `vector_types.h` gives
    /// the 1-, 2-, 3- and 4-component type (`None`: the members' natural alignment). Its
    /// 4-component 64-bit types (`long4`, `double4`, ...) are deprecated there in favour of
    /// `_16a` (aligned 16, the same layout) and `_32a` (aligned 32) variants.
    const VECTOR_ALIGN: [(&str, &str, [Option<u64>; 4]); 12] = [
        ("char", "signed char", [None, Some(2), None, Some(4)]),
        ("uchar", "unsigned char", [None, Some(2), None, Some(4)]),
        ("short", "short", [None, Some(4), None, Some(8)]),
        ("ushort", "unsigned short", [None, Some(4), None, Some(8)]),
        ("int", "int", [None, Some(8), None, Some(16)]),
        ("uint", "unsigned int", [None, Some(8), None, Some(16)]),
        ("long", "long", [None, Some(16), None, Some(16)]),
        ("ulong", "unsigned long", [None, Some(16), None, Some(16)]),
        ("longlong", "long long", [None, Some(16), None, Some(16)]),
        ("ulonglong", "unsigned long long", [None, Some(16), None, Some(16)]),
        ("float", "float", [None, Some(8), None, Some(16)]),
        ("double", "double", [None, Some(16), None, Some(16)]),
    ];

    /// The text of `<vector_types.h>`, made from [`VECTOR_ALIGN`].
    fn vector_types_text() -> String {
        const FIELDS: [&str; 4] = ["x", "y", "z", "w"];
        let mut s = String::from("#pragma once\n");
        let mut define = |ty: &str, scalar: &str, n: usize, align: Option<u64>| {
            let fields = &FIELDS[..n];
            let attr = align.map(|a| format!("__align__({a}) ")).unwrap_or_default();
            s.push_str(&format!("struct {attr}{ty} {{ {scalar} {}; }};\n", fields.join(", ")));
            let params: Vec<String> = fields.iter().map(|f| format!("{scalar} {f}")).collect();
            s.push_str(&format!(
                "static __host__ __device__ __forceinline__ {ty} make_{ty}({}) {{ {ty} t = {{{}}}; return t; }}\n",
                params.join(", "),
                fields.join(", ")
            ));
        };
        for (name, scalar, aligns) in VECTOR_ALIGN {
            for n in 1..=4 {
                define(&format!("{name}{n}"), scalar, n, aligns[n - 1]);
            }
            if aligns[3].is_some() && matches!(scalar.rsplit(' ').next(), Some("long" | "double")) {
                for a in [16, 32] {
                    define(&format!("{name}4_{a}a"), scalar, 4, Some(a));
                }
            }
        }
        s.push_str("struct dim3 { unsigned int x, y, z; };\n");
        s
    }

    /// headers/ptxc_std/vector_types.h is what the table makes; `PTXC_WRITE_HEADERS=1`
    /// rewrites it after a change of the table.
    #[test]
    fn vector_types_file_follows_the_table() {
        let text = vector_types_text();
        if std::env::var_os("PTXC_WRITE_HEADERS").is_some() {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/headers/ptxc_std/vector_types.h");
            std::fs::write(path, &text).unwrap();
        }
        assert_eq!(super::VECTOR_TYPES, text, "run this test with PTXC_WRITE_HEADERS=1");
    }

    use crate::{parse_translation_unit, FrontendOptions, SourceMap};

    #[test]
    fn standard_headers_define_what_kernels_use() {
        let src = "#include <cstdint>\n#include <climits>\n#include <cfloat>\n#include <cstddef>\n\
                   #include <stdlib.h>\n#include <cstdio>\n#include <stdint.h>\n\
                   static_assert(sizeof(int64_t) == 8 && sizeof(uint8_t) == 1 && sizeof(uintptr_t) == 8);\n\
                   static_assert(INT_MIN == -2147483647 - 1 && UINT_MAX == 4294967295u && CHAR_BIT == 8);\n\
                   static_assert(INT64_MAX == 9223372036854775807 && UINT64_C(1) == 1ul && SIZE_MAX > 0);\n\
                   __global__ void k(int64_t* a, uint32_t n, float* f) { a[0] = n + LLONG_MAX; f[0] = FLT_MAX; if (a == NULL) return; }";
        let arena = bumpalo::Bump::new();
        let mut sm = SourceMap::new();
        let main = sm.add_builtin("h.cu", src.to_string());
        let tu = parse_translation_unit(&arena, &mut sm, main, &FrontendOptions::default())
            .unwrap_or_else(|d| panic!("{:?}", d.iter().map(|d| &d.message).collect::<Vec<_>>()));
        // int64_t is long and uint32_t unsigned int, as glibc defines them for nvcc.
        let k = tu.functions.iter().find(|f| f.name == "k").unwrap();
        assert_eq!(k.mangled, "_Z1kPljPf");
    }
}

#[cfg(test)]
mod vector_tests {
    use crate::{parse_translation_unit, FrontendOptions, SourceMap};

    #[test]
    fn vector_types_and_make_functions() {
        let src = "#include <cuda_runtime.h>\n\
                   static_assert(sizeof(float4) == 16 && sizeof(char3) == 3 && sizeof(double2) == 16);\n\
                   __global__ void k(float4* out, const int2* in) {\n\
                     int2 v = in[threadIdx.x];\n\
                     out[0] = make_float4(v.x, v.y, 0.0f, 1.0f);\n\
                     out[1].w += 2;\n\
                   }";
        let arena = bumpalo::Bump::new();
        let mut sm = SourceMap::new();
        let main = sm.add_builtin("v.cu", src.to_string());
        let tu = parse_translation_unit(&arena, &mut sm, main, &FrontendOptions::default())
            .unwrap_or_else(|d| panic!("{:?}", d.iter().map(|d| &d.message).collect::<Vec<_>>()));
        // Named as nvcc names them: the structs are plain global-namespace types.
        let k = tu.functions.iter().find(|f| f.name == "k").unwrap();
        assert_eq!(k.mangled, "_Z1kP6float4PK4int2");
    }
}
