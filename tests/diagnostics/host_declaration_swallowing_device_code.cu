// expect: error 6:1: expected a ";"
// A host declaration with an error is set aside, but not when recovering from the error
// took in device code after it (here the class template's missing `;` makes the
// recovery run through the `__device__` function): that code would be lost silently.
template <class U> struct Box { U v; }
__device__ long long run() { return 1; }
__global__ void k(long long *p) { *p = 1; }
