// expect: error 9:22: argument list for alias template "Vec" is missing
// expect: error 10:29: argument list for variable template "v" is missing
// expect: error 11:29: too many arguments for variable template "v"
// expect: error 12:22: too few arguments for alias template "Pair"
// alias and variable templates used without (or with the wrong number of) arguments
template <class T> using Vec = T*;
template <class T> constexpr int v = sizeof(T);
template <class A, class B> using Pair = A;
__device__ int f() { Vec x = 0; return 1; }
__device__ int g() { return v; }
__device__ int h() { return v<int, int>; }
__device__ int i() { Pair<int> p = 1; return p; }
