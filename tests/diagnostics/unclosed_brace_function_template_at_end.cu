// expect: error 4:32: unclosed "{": expected a "}" before the end of the file
// A function template's body waits for a call; one that never closes is an error.
__global__ void k(int *p) { *p = 1; }
template <class T> void f(T x) { if (x) { return; }
