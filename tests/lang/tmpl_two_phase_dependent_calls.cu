// Two-phase lookup of a dependent unqualified call ([temp.dep.candidate]): ordinary
// lookup sees what is declared before the template, argument-dependent lookup also what
// the arguments' namespaces hold where the template is instantiated. So `call(m::S)`
// finds `m::h`, declared after the template, through its argument, while `call(7)` (an
// `int` has no associated namespace) keeps to the overloads written before the template
// and does not see the better `h(int)` declared after it; `op(A)` finds the `operator+`
// declared after the template in `A`'s namespace.
namespace m {
struct S {
    int v;
};
} // namespace m
template <class U>
__host__ __device__ int h(U) { return 1; }
__host__ __device__ int h(double) { return 3; }
template <class T>
__host__ __device__ int call(T t)
{
    return h(t);
}
namespace m {
__host__ __device__ int h(S s) { return s.v + 10; }
} // namespace m
__host__ __device__ int h(int) { return 4; }

struct A {
    int v;
};
__host__ __device__ int operator+(A, double) { return 100; }
template <class T>
__host__ __device__ int op(T t)
{
    A a{0};
    return a + t;
}
__host__ __device__ int operator+(A, int) { return 200; }

__host__ __device__ long long run()
{
    return call(m::S{5}) * 1000000 + call(7) * 10000 + call(7.0) * 1000 + op(0);
}
