// expect: error 9:26: no instance of function template "get" matches the argument list
// expect: error 7:40: "get" has already been declared in the current scope (overloaded member templates are not supported yet)
// member function templates: a call whose argument deduces nothing, and an overload of
// a member template (not supported yet)
struct S { int v;
    template <typename T> __device__ T get(T* p) const { return *p + v; }
    template <typename T> __device__ T get(T a, T b) const { return a + b; } };
__global__ void k(int* o) {
    S s; s.v = 1; o[0] = s.get(2);
}
