// A member function's noexcept-specifier is a complete-class context ([class.mem]): its
// argument may name data members declared after the function, `this`, and the
// function's own parameters, as libcu++'s `tuple::swap(tuple& __t)
// noexcept(noexcept(__base_.swap(__t.__base_)))` does; so may a free function's.
struct Nothrow {
    int v;
    __host__ __device__ void swap(Nothrow& o) noexcept { int t = v; v = o.v; o.v = t; }
};

struct Throwing {
    int v;
    __host__ __device__ void swap(Throwing& o) { int t = v; v = o.v; o.v = t; }
};

template <class T>
struct Wrap {
    // `item` is declared below.
    __host__ __device__ void swap(Wrap& o) noexcept(noexcept(item.swap(o.item))) { item.swap(o.item); }
    __host__ __device__ int get() const noexcept(noexcept(this->item.v + 1)) { return item.v; }
    T item;
};

struct Plain {
    __host__ __device__ void swap(Plain& o) noexcept(noexcept(inner.swap(o.inner))) { inner.swap(o.inner); }
    __host__ __device__ void exchange(Plain& o) noexcept(noexcept(o.inner.swap(o.inner))) { swap(o); }
    Nothrow inner;
};

template <class T>
__host__ __device__ void swap_all(T& a, T& b) noexcept(noexcept(a.swap(b))) { a.swap(b); }

__host__ __device__ long long run() {
    Wrap<Nothrow> a{{1}}, b{{2}};
    Wrap<Throwing> c{{3}}, d{{4}};
    Plain p{{5}}, q{{6}};
    static_assert(noexcept(a.swap(b)), "a member declared later, noexcept");
    static_assert(!noexcept(c.swap(d)), "a member declared later, may throw");
    static_assert(noexcept(a.get()), "this->item");
    static_assert(noexcept(p.swap(q)) && noexcept(p.exchange(q)), "a class that is no template");
    static_assert(noexcept(swap_all(a, b)) && !noexcept(swap_all(c, d)), "a free function's parameters");
    swap_all(a, b);
    c.swap(d);
    p.exchange(q);
    long long flags = noexcept(a.swap(b)) * 4 + noexcept(c.swap(d)) * 2 + noexcept(p.swap(q));
    return flags * 10000 + a.get() * 1000 + c.get() * 100 + p.inner.v * 10 + b.get();
}
