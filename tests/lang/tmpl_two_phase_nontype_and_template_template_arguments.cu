// Two-phase lookup: a variable whose type is built from a non-type template parameter
// (`m::V<N>`) or a template template parameter (`C<int>`) is type-dependent
// ([temp.dep.type]) even when the template also has a type parameter bound to
// something else, so argument-dependent lookup of a call on it sees the functions its
// class's namespace declares after the template, at the point of instantiation
// ([temp.dep.candidate]); nvcc and g++ find `m::h` in both.
namespace m {
template <int N>
struct V {
    int a[N];
};
template <class T>
struct W {
    T t;
};
} // namespace m

template <class T, int N>
__host__ __device__ int by_value(T t)
{
    m::V<N> v{};
    return h(v) + (int)t;
}

template <class T, template <class> class C>
__host__ __device__ int by_template(T t)
{
    C<int> c{};
    return h(c) + (int)t;
}

namespace m {
template <int N>
__host__ __device__ int h(V<N>) { return N * 10; }
__host__ __device__ int h(W<int>) { return 500; }
} // namespace m

__host__ __device__ long long run() { return by_value<double, 3>(1.0) + by_template<double, m::W>(2.0); }
