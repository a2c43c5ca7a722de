// expect: error 5:29: unclosed "{": expected a "}" before the end of the file
// A class template's body is skipped as a token range until it is instantiated: one
// that never closes is an error, not a declaration that quietly ends the file.
__global__ void k(int *p) { *p = 1; }
template <class T> struct R { int f() { return 1; }
