// expect: error 9:29: no instance of function template "only_int" matches the argument list
// expect: error 10:29: no instance of overloaded function "pick" matches the argument list
// every candidate removed by a substitution failure: nvcc's "no instance" errors
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class T> __device__ typename enable_if<__is_same(T, int), int>::type only_int(T x) { return x; }
template <class T> __device__ typename enable_if<(sizeof(T) == 2), int>::type pick(T) { return 2; }
template <class T> __device__ typename enable_if<(sizeof(T) == 4), int>::type pick(T) { return 4; }
__device__ int f() { return only_int(1.5); }
__device__ int g() { return pick(1.5); }
