// expect: error 4:5: expected "FILENAME" or <FILENAME> after __has_include
// expect: error 7:5: '__has_builtin' expects an identifier
// A __has_include operand that is no header name, and a __has_builtin one that is no name.
#if __has_include(cuda_fp16.h)
#endif
__device__ int x;
#if __has_builtin(1 + 2)
#endif
