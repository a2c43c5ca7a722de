// expect: error 15:40: an enclosing-function local variable cannot be referenced in a lambda body unless it is in the capture list
// expect: error 19:30: expression must be a modifiable lvalue
// expect: error 23:22: a name cannot appear more than once in a capture-list
// expect: error 26:18: identifier "missing" is undefined
// expect: error 30:54: deduced return type "float" conflicts with previously deduced type "int"
// expect: error 34:38: an enclosing-function local variable cannot be referenced in a lambda body unless it is in the capture list
// lambda capture rules with nvcc's messages: no capture default means every enclosing
// local must be listed, copies are const unless the lambda is mutable, a name is
// captured once, a capture names a variable, and every return agrees on the type (also
// in a generic lambda, checked when a call makes its operator)
template <typename F> __device__ int call(F f) { return f(1); }

__device__ int uncaptured(int* p) {
    int a = p[0];
    return call([](int i) { return i + a; });
}
__device__ int const_copy(int* p) {
    int a = p[0];
    return call([a](int i) { a = i; return a; });
}
__device__ int twice(int* p) {
    int a = p[0];
    return call([&a, a](int i) { return i + a; });
}
__device__ int unknown(int* p) {
    return call([missing](int i) { return i; });
}
__device__ int mixed(int* p) {
    int a = p[0];
    return call([=](int i) { if (i) return a; return 1.5f; });
}
__device__ int generic(int* p) {
    int a = p[0];
    auto g = [](auto x) { return x + a; };
    return g(1);
}
