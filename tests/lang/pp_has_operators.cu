// __has_include, __has_cpp_attribute, __has_attribute, __has_builtin where ptxc and g++ agree
#if __has_include(<climits>) && __has_include("include/lang_guard.h")
#include <climits>
#define HAVE_HEADERS 1
#else
#define HAVE_HEADERS 0
#endif
#if __has_include(<surely_no_such_header_anywhere.h>)
#define HAVE_MISSING 1
#else
#define HAVE_MISSING 0
#endif
#ifdef __has_cpp_attribute
#define NODISCARD_VERSION __has_cpp_attribute(nodiscard)
#else
#define NODISCARD_VERSION 0
#endif
#if defined(__has_attribute) && __has_attribute(aligned) && __has_cpp_attribute(gnu::always_inline)
#define ALIGN_OK 1
#else
#define ALIGN_OK 0
#endif
// Operators that a macro produces work the same.
#define HAS_BUILTIN(x) __has_builtin(x)
#if HAS_BUILTIN(__builtin_offsetof)
#define OFFSETOF_OK 1
#else
#define OFFSETOF_OK 0
#endif

__host__ __device__ long long run() {
    long long s = HAVE_HEADERS * 1000 + HAVE_MISSING * 100 + ALIGN_OK * 10 + OFFSETOF_OK;
    return s * 1000000 + NODISCARD_VERSION + (CHAR_BIT - 8);
}
