// expect: error 9:16: cannot deduce class template arguments
// expect: error 10:16: cannot deduce class template arguments
// Class template argument deduction that finds no guide: no constructor takes a
// `double` alone, and none takes two `int`s when the first must be a pointer to
// the second.
template <class T> struct Box { T v; __device__ Box(T x, int) : v(x) {} };
template <class T> struct Two { T a; __device__ Two(T x) : a(x) {} __device__ Two(T* p, T x) : a(x) {} };
__device__ int f() {
    int r = 0; Box b(1.5);
    int s = 0; Two t(1, 2);
    return r + s;
}
