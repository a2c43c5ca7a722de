// expect: error 10:21: expression must have a constant value
// a constexpr local of class type needs a constant initializer too (the arithmetic
// case: lang_constexpr_not_constant.cu)
struct P { int a; int b; };
__device__ P make(int k) { return P{k, 2}; }
constexpr P fold(int k) { return P{k, k + 1}; }
__global__ void k(int* out, int n) {
    constexpr P ok = fold(3);
    out[1] = ok.b;
    constexpr P c = make(n);
    out[0] = c.a;
}
