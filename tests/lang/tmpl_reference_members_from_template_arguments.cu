// A data member whose type is a template parameter bound to a reference (`H v;` in
// `leaf<float&>`, as tuple leaves of `tie` are) or a typedef of a reference is a
// reference member: the mem-initializer binds it, reads and writes go to the object
// it refers to, and a const leaf still writes through it.
template <class H>
struct leaf {
    H v;
    template <class T>
    __host__ __device__ constexpr explicit leaf(T&& t) : v(static_cast<T&&>(t)) {}
    __host__ __device__ constexpr H& get() noexcept { return v; }
    __host__ __device__ constexpr const H& get() const noexcept { return v; }
};

typedef int& int_ref;
struct holder {
    int_ref r;
    __host__ __device__ holder(int& x) : r(x) {}
};

template <class A, class B>
struct pair_of_refs {
    leaf<A> first;
    leaf<B> second;
    __host__ __device__ pair_of_refs(A a, B b) : first(a), second(b) {}
    __host__ __device__ pair_of_refs& operator=(const pair_of_refs<int, long>& o)
    {
        first.get() = o.first.get();
        second.get() = o.second.get();
        return *this;
    }
};

__host__ __device__ long long run()
{
    float a = 1.5f, b = 2.0f;
    leaf<float&> x(a);
    const leaf<float&> y(b);
    x.get() = 5.0f;
    y.get() = 6.0f;
    int i = 3;
    holder h(i);
    h.r += 4;
    int m = 0;
    long n = 0;
    pair_of_refs<int&, long&> target(m, n);
    target = pair_of_refs<int, long>(8, 9);
    leaf<const int&> c(i);
    return (long long)(a * 10 + b) * 1000 + i * 100 + m * 10 + n + c.get() * 100000;
}
