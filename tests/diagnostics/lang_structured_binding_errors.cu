// expect: error 13:17: too many identifiers
// expect: error 14:10: type "U" has no components to bind to
// expect: error 15:10: type "D" has no components to bind to
// expect: error 16:10: type "int" has no components to bind to
// expect: error 17:10: there are more elements than there are binding names
// expect: error 18:5: a structured binding cannot declare an explicit storage class
// expect: error 19:16: missing initializer
// Structured bindings that cannot decompose their initializer (nvcc's texts).
struct S { int a, b; };
union U { int a; float f; };
struct B { int x; }; struct D : B { int y; };
__device__ int f(S s, U u, D d, int i, int arr[2]) {
    auto [p, q, r] = s;
    auto [m] = u;
    auto [x, y] = d;
    auto [z] = i;
    auto [c] = s;
    static auto [g, h] = s;
    auto [w, v];
    return 0;
}
