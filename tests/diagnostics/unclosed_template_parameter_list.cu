// expect: error 7:34: identifier "undeclared" is undefined
// A default template argument is skipped up to the `,` or `>` that ends it; in a list
// that never closes, the skip stops at the `;` no argument can hold instead of running
// to the end of the file. (The host template's own error is set aside as host code's;
// the kernel after it is still compiled, so its error is found.)
template <class T, class U = T struct Q {};
__global__ void k(int *p) { *p = undeclared; }
