// expect: error 9:12: template arguments <&negate> do not match the parameters of "apply"
// expect: error 9:31: template arguments <5> do not match the parameters of "apply"
// A pointer-to-function template parameter takes a function of the pointee's type
// (or a null pointer), not a function of another type or an integer
typedef int (*binary_fn)(int, int);
__device__ int negate(int a) { return -a; }
template <binary_fn F> __device__ int apply(int a) { return F(a, a); }
__device__ int f(int x) {
    return apply<negate>(x) + apply<5>(x);
}
