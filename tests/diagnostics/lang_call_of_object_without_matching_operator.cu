// expect: error 17:12: function "Pair::operator()" cannot be called with the given argument list
// expect: error 18:12: no instance of overloaded function "Two::operator()" matches the argument list
// expect: error 19:12: call of an object of a class type without appropriate operator() or conversion functions to pointer-to-function type
// expect: error 20:12: function "lambda [](int, int)->int" cannot be called with the given argument list
// A call of a class object that no call operator accepts gets nvcc's error for each
// case: one operator that cannot take the arguments (a lambda's named by its
// signature), overloads none of which can, or a class with no call operator.
struct P { int x; };
struct Pair { __device__ int operator()(int a, int b) const { return a + b; } };
struct Two {
    __device__ int operator()(int a) const { return a; }
    __device__ int operator()(float a, int) const { return (int)a; }
};
struct None { int z; };
__global__ void calls(int *o) {
    Pair f; Two g; None h;
    o[0] = f(P{1});
    o[1] = g(P{1});
    o[2] = h(1, 2);
    o[3] = [](int a, int b) { return a + b; }(P{1});
}
