// `decltype(auto)` results ([dcl.type.auto.deduct]/5): the first return deduces
// `decltype` of its value, so a prvalue gives a value, an lvalue that is not a bare
// variable name a reference (assignable through the call), a variable named alone
// its declared type (a copy), `std::move`-like casts an rvalue reference. In a
// function template called from a class template's member it is deduced per instance
// (the shape of Thrust's allocator_system::get).
template <class A>
struct system_of;

namespace detail {
template <class A>
__host__ __device__ decltype(auto) system(A& a)
{
    return typename system_of<A>::type{a.seed + 1};
}
}  // namespace detail

struct tag {
    int v;
};
struct alloc {
    int seed;
};

template <class A>
struct system_of {
    using type = tag;
    __host__ __device__ static type get(A& a) { return detail::system(a); }
};

struct grid {
    int cells[4];
    __host__ __device__ decltype(auto) at(int i) { return cells[i]; }
    __host__ __device__ decltype(auto) copy_of(int i)
    {
        int c = cells[i];
        return c;
    }
    __host__ __device__ decltype(auto) moved(int i) { return static_cast<int&&>(cells[i]); }
};

template <class T>
__host__ __device__ decltype(auto) first(T& t)
{
    return t.at(0);
}

__host__ __device__ decltype(auto) nothing(int& x) { x += 2; }

// Which value category a call gave: 1 for an lvalue, 2 for an rvalue.
__host__ __device__ int kind(int&) { return 1; }
__host__ __device__ int kind(int&&) { return 2; }

__host__ __device__ long long run()
{
    alloc a{40};
    tag t = system_of<alloc>::get(a);
    grid g{{1, 2, 3, 4}};
    g.at(1) = 20;
    first(g) += 10;
    int kinds = kind(g.at(2)) * 100 + kind(g.copy_of(2)) * 10 + kind(g.moved(2));
    int&& r = g.moved(3);
    r = 9;
    int x = 0;
    nothing(x);
    return kinds * 1000000000LL + t.v * 100000 + g.cells[0] * 1000 + g.cells[1] * 10 + g.cells[2] + g.cells[3] * 100 + x * 10000000;
}
