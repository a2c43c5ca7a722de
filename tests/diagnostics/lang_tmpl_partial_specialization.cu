// expect: error 10:42: template parameter "U" is not used in or cannot be deduced from the template argument list of class template "P"
// expect: error 11:29: more than one partial specialization matches the template argument list of class "P<int, int>"
// partial specializations: of a name that is no class template, with a parameter its
// arguments do not use, and two that match an instance equally well (Q's bad
// specialization is host code that no device code uses: set aside)
template <typename T, typename U> struct P { int x; };
template <typename T> struct P<T, int> { int y; };
template <typename T> struct P<int, T> { int z; };
template <typename T> struct Q<T*> { int w; };
template <typename T, typename U> struct P<T*, int> { int q; };
__global__ void k(int* o) { P<int, int> a; P<float, int> b; b.y = 1; o[0] = b.y; }
