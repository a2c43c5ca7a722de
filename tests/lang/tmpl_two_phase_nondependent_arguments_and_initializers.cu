// A call is non-dependent when no argument is type-dependent ([temp.dep.expr]), even
// where an argument's value depends on a template parameter: `f(N)` for a non-type
// parameter `int N`, `f(sizeof(T))`, `f(static_cast<int>(t))`, `f(t == t)` (built-in
// comparison), `f(v)` for a static constant of the class template; `f(T::value)` is
// dependent, but `int` has no associated namespace. All bind to the overloads declared
// before the template (`f(double)`), as do non-dependent calls in default member
// initializers, static member and variable template initializers, an alias template's
// array bound, a default template argument and a trailing return type. The better
// `f(int)`, `f(unsigned long)` and `f(bool)` come after. nvcc and g++ give 1 everywhere.
__host__ __device__ constexpr int f(double) { return 1; }
template <class T, int N>
__host__ __device__ int by_value(T)
{
    return f(N);
}
template <class T>
__host__ __device__ int by_size(T)
{
    return f(sizeof(T));
}
template <class T>
__host__ __device__ int by_cast(T t)
{
    return f(static_cast<int>(t));
}
template <class T>
__host__ __device__ int by_comparison(T t)
{
    return f(t == t);
}
template <class T>
struct K {
    static constexpr int v = 3;
    int a = f(1);
    static constexpr int s = f(1);
    __host__ __device__ int m() { return f(v); }
};
template <class T>
__host__ __device__ int by_member_type(T)
{
    return f(T::value);
}
struct HasValue {
    static constexpr int value = 1;
};
template <class T>
constexpr int vt = f(1);
template <class T>
using A = int[f(1)];
template <class T, int M = f(1)>
struct Dflt {
    static constexpr int v = M;
};
template <class T>
__host__ __device__ auto ret(T) -> decltype(f(1) + 0)
{
    return f(1);
}
__host__ __device__ constexpr int f(int) { return 2; }
__host__ __device__ constexpr int f(unsigned long) { return 2; }
__host__ __device__ constexpr int f(bool) { return 2; }

__host__ __device__ long long run()
{
    long long calls = by_value<char, 3>(0) + by_size(0) * 10 + by_cast(1.0) * 100 + by_comparison(1) * 1000 +
                      K<int>{}.m() * 10000 + by_member_type(HasValue{}) * 100000;
    long long inits = K<int>{}.a + K<int>::s * 10 + vt<int> * 100 + sizeof(A<int>) / 4 * 1000 +
                      Dflt<int>::v * 10000 + ret(0) * 100000;
    return calls * 1000000 + inits;
}
