// nvcc computes: 7
// nvcc -ptx diagnoses nothing in a template body that is never instantiated, not even a
// non-dependent error ([temp.res.general]/6 makes such a template ill-formed, no
// diagnostic required): an undeclared name, a bad conversion, a missing member, an
// assignment to a constant, a value returned from a `void` function, a false non-dependent
// `static_assert`, and a member of a class template instance that is never used. (nvcc's
// host pass, with `-c`, reports the undeclared names; g++ rejects the file.) ptxc, which
// compiles as nvcc -ptx does, accepts it too.
template <class T>
__host__ __device__ int unused_undeclared(T)
{
    return undeclared(1);
}
template <class T>
__host__ __device__ int unused_bad_conversion(T)
{
    int* p = 1.5;
    return *p;
}
template <class T>
__host__ __device__ int unused_missing_member(T)
{
    struct A {
        int a;
    } x{};
    return x.b;
}
template <class T>
__host__ __device__ int unused_assigns_const(T)
{
    const int c = 1;
    c = 2;
    return c;
}
template <class T>
__host__ __device__ void unused_returns_value(T)
{
    return 1;
}
template <class T>
__host__ __device__ int unused_false_assertion(T)
{
    static_assert(sizeof(int) == 3, "never");
    return 0;
}
template <class T>
struct C {
    __host__ __device__ int used() { return 7; }
    __host__ __device__ int unused() { return undeclared_too(sizeof(T)); }
};

__host__ __device__ long long run() { return C<int>{}.used(); }
