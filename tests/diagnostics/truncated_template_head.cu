// expect: error 5:1: expected a declaration
// `template <...>` with nothing after it.
__global__ void k(int *p) { *p = 1; }
template <class T>
