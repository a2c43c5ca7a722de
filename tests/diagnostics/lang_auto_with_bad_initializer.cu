// expect: error 11:26: too few arguments in function call
// expect: error 15:20: identifier "nosuch" is undefined
// an `auto` variable whose initializer has an error is still declared: it hides the
// namespace of its name, and its uses report nothing more (as nvcc, one error each)
namespace scan {
int z;
}
__device__ int f(int a, int b);

__device__ int g() {
    const auto scan = f(1);
    return scan + 1;
}
__device__ int h() {
    const auto q = nosuch(1);
    return q * 2 + q;
}
