// expect: error 10:38: expected a ")"
// expect: error 13:35: expected a "]"
// expect: error 16:56: this ")" has no matching "("
// expect: error 18:29: unclosed "{": expected a "}" before the end of the file
// Token ranges ptxc does not parse (a class template nothing instantiates, the body of a
// host function with an error, which is set aside, a function template nothing calls)
// must still balance; each mismatch is reported where it is found (the last, a body
// closed by its class's `}`, leaves the class open to the end of the file).
template <class T> struct R {
    __device__ int f() { return g(1; }
};

void host_only() { int a[3 = {1}; }

template <class T>
__device__ int unused(T x) { return static_cast<int>(x)); }

template <class T> struct Q {
    __device__ int h() { if (sizeof(T) > 4) { return 1; } return 0;
};
__global__ void k(int *p) { *p = 1; }
