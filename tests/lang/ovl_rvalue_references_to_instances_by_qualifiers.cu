// function templates overloaded on `P<A, B>&&` and `const P<A, B>&&` (and the lvalue
// forms, as libcu++'s `get` of a pair): a non-const xvalue binds `P<A, B>&&` best
// ([over.ics.rank] 3.2.6), a const one only the `const` forms; called from a template's
// instance, where the pattern's parameter types are instances of dependent arguments
#include <utility>

template <class A, class B>
struct pr {
    A first;
    B second;
};

template <class A, class B> __host__ __device__ int pick(pr<A, B>&) { return 1; }
template <class A, class B> __host__ __device__ int pick(const pr<A, B>&) { return 2; }
template <class A, class B> __host__ __device__ int pick(pr<A, B>&&) { return 3; }
template <class A, class B> __host__ __device__ int pick(const pr<A, B>&&) { return 4; }

template <int I>
struct getter {
    template <class A, class B> __host__ __device__ static A&& get(pr<A, B>&& p) { return std::move(p.first); }
    template <class A, class B> __host__ __device__ static const A&& get(const pr<A, B>&& p) { return std::move(p.first); }
};

template <class A, class B>
__host__ __device__ A first_of(pr<A, B>&& p) {
    return getter<0>::get(std::move(p));
}

template <class A, class B>
__host__ __device__ int picks(pr<A, B> p) {
    const pr<A, B> c = p;
    return pick(p) * 1000 + pick(c) * 100 + pick(std::move(p)) * 10 + pick(std::move(c));
}

__host__ __device__ long long run() {
    pr<int, float> p{7, 1.5f};
    long long s = picks(p);                          // 1234
    s = s * 100 + first_of(pr<int, float>{42, 0.f});  // 42
    return s;
}
