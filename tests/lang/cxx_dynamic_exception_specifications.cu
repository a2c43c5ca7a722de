// Dynamic exception specifications `throw()` (C++03, deprecated but still C++17) after
// a function's parameters: on a destructor declared in its class and defined outside it
// (a class template's, as HeCBench's fdtd3d `exception.h` writes them), on member and
// free functions. They change nothing device code does.
template <class Base>
struct guarded : Base {
    int* log;
    __host__ __device__ explicit guarded(int* l) throw() : log(l) {}
    __host__ __device__ virtual ~guarded() throw();
    __host__ __device__ int twice(int v) const throw() { return 2 * v + Base::bias; }
};

template <class Base>
__host__ __device__ guarded<Base>::~guarded() throw()
{
    *log += 100;
}

struct base_a {
    static constexpr int bias = 3;
};

__host__ __device__ int square(int v) throw() { return v * v; }

__host__ __device__ long long run()
{
    int log = 1;
    {
        guarded<base_a> g(&log);
        log += g.twice(square(4));
    }
    return log;
}
