// expect: error 8:14: call to consteval function "square" did not produce a valid constant expression
// expect: error 10:14: call to consteval function "bump" did not produce a valid constant expression
// A consteval (immediate) function's calls must be constant expressions, as
// nvcc -std=c++20 reports; a call inside another consteval function is fine.
consteval int square(int x) { return x * x; }
consteval int bump(int* p) { return *p + 1; }
__global__ void k(int* out, int n) {
    out[0] = square(n);
    out[1] = square(4);
    out[2] = bump(out);
}
