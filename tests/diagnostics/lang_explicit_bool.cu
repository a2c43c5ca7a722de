// expect: error 16:14: expression must have a constant value
// expect: error 20:33: explicit(bool) with a condition on a constructor template's own parameters is not supported by ptxc yet
// expect: error 22:33: no suitable constructor exists to convert from "double" to "Meters"
// `explicit(true)` keeps a constructor out of copy-initialization (nvcc's message),
// the condition must be a constant, and one over a constructor template's own
// parameters is not supported yet.
template <class T, class U> struct is_same { static constexpr bool value = false; };
template <class T> struct is_same<T, T> { static constexpr bool value = true; };
struct Meters {
    int v;
    explicit(true) __device__ Meters(double x) : v(int(x)) {}
};
__device__ bool flag;
struct Bad {
    int v;
    explicit(flag) __device__ Bad(int x) : v(x) {}
};
struct Generic {
    int v;
    template <class U> explicit(!is_same<U, int>::value) __device__ Generic(U x) : v(x) {}
};
__device__ int f() { Meters m = 2.5; Bad b(1); Generic g(2); return m.v + b.v + g.v; }
