// `&C::operator()` is a pointer to member function, so function traits can
// take a closure's or a functor's call operator apart: the class, the result
// and the parameters without the object (PyTorch-style `function_traits`).
// Results are written out: where the pointer is taken, ptxc does not yet know
// a call operator's deduced result.
#include <tuple>

template <typename T>
struct traits : traits<decltype(&T::operator())> {};

template <typename C, typename R, typename... Args>
struct traits<R (C::*)(Args...) const> : traits<R(Args...)> {};

template <typename C, typename R, typename... Args>
struct traits<R (C::*)(Args...)> : traits<R(Args...)> {};

template <typename R, typename... Args>
struct traits<R(Args...)> {
    enum { arity = sizeof...(Args) };
    typedef std::tuple<Args...> args_tuple;
    typedef R result_type;
};

struct Scale {
    int k;
    __host__ __device__ long long operator()(int a, short b) const { return (long long)k * a + b; }
};

struct Count {
    int n;
    __host__ __device__ int operator()(char c) { return n += c; }
};

template <typename F>
__host__ __device__ long long describe(F f) {
    typedef traits<F> t;
    long long r = t::arity * 10 + (long long)std::tuple_size<typename t::args_tuple>::value;
    r = r * 10 + (long long)sizeof(typename t::result_type);
    return r;
}

__host__ __device__ long long run() {
    auto add3 = [](float a, float b, double c) -> double { return a + b + c; };
    long long r = describe(add3);                        // 3 3 8
    r = r * 1000 + describe(Scale{2});                   // 2 2 8
    r = r * 1000 + describe(Count{0});                   // 1 1 4
    long long (Scale::*pm)(int, short) const = &Scale::operator();
    Scale s{5};
    return r * 1000 + (s.*pm)(7, 1);                     // 36
}
