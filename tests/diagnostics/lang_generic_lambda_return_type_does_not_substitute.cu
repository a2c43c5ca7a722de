// expect: error 10:37: expression must have class type but it has type "int"
// expect: error 11:24: no instance of function template "lambda [](auto)" matches the argument list
// A generic lambda's trailing return type is substituted for each call: when it does not
// substitute for the argument types (`x.size()` of an `int`) the call has no operator
// (outside SFINAE an error, reported with the substitution's own error), and the
// operator made for another type (`Box`) is not called in its place through a
// conversion (an `int` converts to `Box`).
struct Box { int n; __device__ Box(int v) : n(v) {} __device__ int size() const { return n; } };
__device__ int sizes(int v) {
    auto f = [](auto x) -> decltype(x.size()) { return x.size(); };
    return f(Box(v)) + f(v);
}
