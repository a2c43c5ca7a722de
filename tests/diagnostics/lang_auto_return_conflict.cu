// expect: error 8:12: deduced return type "float" conflicts with previously deduced type "int"
// expect: error 13:12: deduced return type "int" conflicts with previously deduced type "void"
// expect: error 17:12: cannot deduce the return type of function "later"; it has not been defined
// expect: error 20:16: a trailing return type requires the "auto" type specifier
// every return of a function with a deduced return type must produce the same type (nvcc's text)
__device__ auto pick(int x) {
    if (x) return 1;
    return 2.0f;
}
__device__ auto maybe(int* p) {
    if (*p)
        return;
    return 1;
}
__device__ auto later(int x);
__device__ int use(int x) {
    return later(x);
}
__device__ auto later(int x) { return x; }
__device__ int trailing(int x) -> int { return x; }
