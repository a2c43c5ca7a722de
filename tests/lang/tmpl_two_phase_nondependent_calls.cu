// Two-phase lookup ([temp.res], [temp.nondep]): an unqualified call in a template whose
// arguments are not type-dependent is bound where the template is written. Overloads
// declared after the template are not candidates, even when the instance is made after
// them and match better (nvcc and g++ give 1 for `plain`, not 2); that holds for the
// functions argument-dependent lookup would find in the argument's namespace
// (`with_class`), for a template overload set (`templated`), and for a using-declaration
// after the template naming a function declared after it (`brought`).
__host__ __device__ int f(double) { return 1; }
template <class T>
__host__ __device__ int plain(T)
{
    return f(1);
}
__host__ __device__ int f(int) { return 2; }

struct A {
    int v;
};
__host__ __device__ int h(A, double) { return 10; }
template <class T>
__host__ __device__ int with_class(T)
{
    A a{0};
    return h(a, 1);
}
__host__ __device__ int h(A, int) { return 20; }

template <class U>
__host__ __device__ int t(U, long) { return 100; }
template <class T>
__host__ __device__ int templated(T)
{
    return t(1, 2);
}
template <class U>
__host__ __device__ int t(U, int) { return 200; }

__host__ __device__ int m(double) { return 1000; }
template <class T>
__host__ __device__ int brought(T)
{
    return m(1);
}
namespace later {
__host__ __device__ int m(int) { return 2000; }
}
using later::m;

__host__ __device__ long long run()
{
    return plain(0) + with_class(0) + templated(0) + brought('c');
}
