// Deduction guides with specifiers in front of the template name, as CCCL writes
// them (`_CCCL_HOST_DEVICE immediate(_Arg, static_bounds<L, H>) -> ...;`): the
// execution spaces `__host__ __device__` (which nvcc accepts and which mean nothing
// for a guide), attributes and `explicit`; also guides deducing `auto` non-type
// parameters through a class template argument.
template <class T>
struct Bounds {
    T lo, hi;
    __host__ __device__ constexpr Bounds(T l, T h) : lo(l), hi(h) {}
};
template <class T>
__host__ __device__ Bounds(T, T) -> Bounds<T>;

template <auto L, auto H>
struct Static {
    static constexpr long long span = H - L;
};
template <class A, class S>
struct Imm {
    A a;
    __host__ __device__ constexpr Imm(A x, S) : a(x) {}
    __host__ __device__ constexpr long long get() const { return a * 100 + S::span; }
};
template <class A, auto L, auto H>
__host__ __device__ Imm(A, Static<L, H>) -> Imm<A, Static<L, H>>;

template <class T>
struct Wide {
    static constexpr int size = sizeof(T);
    long long v;
    __host__ __device__ Wide(T x) : v(x * 2) {}
    __host__ __device__ Wide(const int* p) : v(*p + 1000) {}
};
template <class T>
__device__ __host__ explicit Wide(T*) -> Wide<long long>;
__host__ __device__ Wide(short) -> Wide<int>;

__host__ __device__ long long run() {
    Bounds b(3, 9);
    Bounds c(2.5, 4.0);
    Imm i(5L, Static<1, 7>{});
    Imm j('a', Static<2u, 10u>{});
    Wide w((short)4);
    int k = 7;
    Wide p(&k);
    long long r = b.hi - b.lo + (long long)(c.hi * c.lo);
    r = r * 1000 + i.get();
    r = r * 100000 + j.get();
    r = r * 10000 + p.v * 10 + p.size;
    r = r * 1000 + w.v * 10 + w.size;
    r = r * 100 + sizeof(b.lo) * 10 + sizeof(c.lo);
    return r;
}
