/*
 * <stdarg.h> and <cstdarg>: enough for host code that declares and forwards
 * variadic arguments to type-check. Host code is never compiled, so the
 * macros only have to have the right types. In device code ptxc lowers only
 * functions whose sole parameter is `...` (they cannot call va_start) and
 * rejects other variadic definitions, which nvcc lowers through a buffer.
 */
#pragma once
typedef struct __ptxc_va_list_tag* va_list;
#define va_start(ap, last) ((void)((ap) = (va_list)0))
#define va_arg(ap, type) (*(type*)(ap))
#define va_end(ap) ((void)(ap))
#define va_copy(dst, src) ((void)((dst) = (src)))
namespace std { using ::va_list; }
