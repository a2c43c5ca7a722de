// nvcc computes: 22
// Two-phase lookup where nvcc (EDG) and g++ answer differently; nvcc's answer is the
// reference. A using-declaration after the template adds to the overload set the
// template's call found a function it names that was declared before the template
// (`brought`: nvcc calls `n::f(int)`, g++ keeps `f(double)`, 1); and a non-dependent
// operator expression on a class object takes the operator functions of the operand's
// namespace where the template is instantiated, as a dependent one does (`op`: nvcc
// calls the `operator+(A, int)` declared after the template, g++ the earlier one, 1).
// ptxc counts a function where it was declared, as nvcc does.
namespace n {
__host__ __device__ int f(int) { return 2; }
} // namespace n
__host__ __device__ int f(double) { return 1; }
template <class T>
__host__ __device__ int brought(T)
{
    return f(1);
}
using n::f;

struct A {
    int v;
};
__host__ __device__ int operator+(A, double) { return 10; }
template <class T>
__host__ __device__ int op(T)
{
    A a{0};
    return a + 1;
}
__host__ __device__ int operator+(A, int) { return 20; }

__host__ __device__ long long run() { return brought(0) + op(0); }
