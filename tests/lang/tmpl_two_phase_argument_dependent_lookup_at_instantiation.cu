// A dependent call or operator in a template takes, through argument-dependent lookup,
// the functions the arguments' namespaces hold where the template is instantiated
// ([temp.dep.candidate]), even those declared after the template: `h(t)` for a class of
// the global namespace finds `h(S)` (from a function template and from a member of a
// class template), `a == b` and `-a` find the operators declared later in `q`, and
// `t << 1` the global `operator<<` declared after `shifted`. A dependent call whose
// arguments are of a class type finds the better `h2(S)` declared after the template,
// where ordinary lookup alone saw nothing. nvcc and g++ agree.
struct S {
    int v;
};
template <class T>
__host__ __device__ int call(T t)
{
    return h(t);
}
__host__ __device__ int h(S s) { return s.v; }
template <class T>
struct W {
    T t;
    __host__ __device__ int go() { return h(t); }
};
template <class T>
__host__ __device__ int call_later(T t)
{
    return h2(t);
}
__host__ __device__ int h2(S) { return 3; }

namespace q {
struct E {
    int v;
};
} // namespace q
template <class T>
__host__ __device__ int eq(T a, T b)
{
    return a == b ? 1 : 2;
}
template <class T>
__host__ __device__ int neg(T a)
{
    return -a;
}
namespace q {
__host__ __device__ bool operator==(E a, E b) { return a.v == b.v; }
__host__ __device__ int operator-(E) { return 30; }
} // namespace q
struct Sh {
    int v;
};
template <class T>
__host__ __device__ int shifted(T t)
{
    return t << 1;
}
__host__ __device__ int operator<<(Sh s, int k) { return 400 + s.v + k; }

__host__ __device__ long long run()
{
    W<S> w{{7}};
    return call(S{5}) + w.go() * 10 + call_later(S{1}) * 100 + eq(q::E{1}, q::E{1}) * 1000 +
           neg(q::E{0}) * 10000 + shifted(Sh{0}) * 1000000;
}
