// Two-phase lookup ([temp.res], [temp.nondep]) wherever a template's body is written: a
// non-dependent call `f(1)` binds where it is written to the `f(double)` declared before
// the template, never to the better `f(int)` declared after it, in a member function of
// a class template (defined in the class or outside it, static or not, with an `int`
// member of the current instantiation as the argument), in a lambda and a generic lambda
// in a function template, in a default argument, in a namespace whose better overload
// comes later in the same namespace, and when a using-directive after the template
// brings the better overload in. nvcc and g++ give 1 in every place.
__host__ __device__ int f(double) { return 1; }
template <class T>
struct C {
    int m = 0;
    __host__ __device__ int in_class() { return f(1); }
    __host__ __device__ int outside();
    __host__ __device__ int of_member() { return f(m); }
    static __host__ __device__ int in_static() { return f(2); }
};
template <class T>
__host__ __device__ int C<T>::outside()
{
    return f(3);
}
template <class T>
__host__ __device__ int in_lambda(T)
{
    auto l = [] { return f(1); };
    return l();
}
template <class T>
__host__ __device__ int in_generic_lambda(T t)
{
    auto l = [](auto) { return f(1); };
    return l(t);
}
template <class T>
__host__ __device__ int in_default_argument(T, int v = f(1))
{
    return v;
}
namespace ns {
__host__ __device__ int g(double) { return 1; }
template <class T>
__host__ __device__ int call(T)
{
    return g(1);
}
__host__ __device__ int g(int) { return 2; }
} // namespace ns
__host__ __device__ int h(double) { return 1; }
template <class T>
__host__ __device__ int through_directive(T)
{
    return h(1);
}
namespace later {
__host__ __device__ int h(int) { return 2; }
} // namespace later
using namespace later;
__host__ __device__ int f(int) { return 2; }

__host__ __device__ long long run()
{
    C<int> c;
    return c.in_class() + c.outside() * 10 + c.of_member() * 100 + C<char>::in_static() * 1000 +
           in_lambda(0) * 10000 + in_generic_lambda(0) * 100000 + in_default_argument(0) * 1000000 +
           ns::call(0) * 10000000 + through_directive(0) * 100000000LL;
}
