// expect: error 5:10: unclosed "{": expected a "}" before the end of the file
// A host declaration with an error is set aside, but not one that runs into the end of
// the file: what it leaves open swallowed everything after it.
__global__ void k(int *p) { *p = 1; }
struct S { int a;
