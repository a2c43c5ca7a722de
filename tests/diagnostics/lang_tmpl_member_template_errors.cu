// expect: error 8:40: class member "get" cannot be redeclared
// expect: error 11:12: no instance of overloaded function "get" matches the argument list
// member function templates: a second declaration of the same member template, and a
// call that no overload of the member template accepts
struct S { int v;
    template <typename T> __device__ T get(T* p) const { return *p + v; }
    template <typename T> __device__ T get(T a, T b) const { return a + b; }
    template <typename U> __device__ U get(U* q) const { return *q; } };
__global__ void k(int* o) {
    S s; s.v = 1;
    o[0] = s.get(2);
}
