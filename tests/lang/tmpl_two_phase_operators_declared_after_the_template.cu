// Two-phase lookup of operator functions ([temp.res], [temp.dep.candidate]): ordinary
// lookup of `operator+` in a template sees what is declared before the expression, and
// argument-dependent lookup adds what the operands' namespaces hold where the template
// is instantiated. The `operator+(n::A, int)`, `operator-(n::A)` and
// `operator+=(n::A&, int)` declared after the templates in the global namespace, which
// is not `n::A`'s, are found by neither, for non-dependent (`a + 1` on a local `n::A`)
// and dependent operands (`t + 1`) alike: the operators in `n` declared before are the
// ones called, and the built-in `-` of the conversion to `int` (-5). nvcc and g++ agree.
namespace n {
struct A {
    int v;
    __host__ __device__ operator int() const { return 5; }
};
__host__ __device__ int operator+(A, double) { return 1; }
__host__ __device__ int operator+=(A&, double) { return 3; }
} // namespace n
template <class T>
__host__ __device__ int nondependent(T)
{
    n::A a{0};
    return a + 1;
}
template <class T>
__host__ __device__ int dependent(T t)
{
    return t + 1;
}
template <class T>
__host__ __device__ int negated(T t)
{
    return -t;
}
template <class T>
__host__ __device__ int compound(T t)
{
    return t += 1;
}
__host__ __device__ int operator+(n::A, int) { return 2; }
__host__ __device__ int operator-(n::A) { return 20; }
__host__ __device__ int operator+=(n::A&, int) { return 4; }

__host__ __device__ long long run()
{
    n::A a{0};
    return nondependent(0) + dependent(a) * 10 + negated(a) * 100 + compound(a) * 10000;
}
