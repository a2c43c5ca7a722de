// A parameter naming a class template instance (`Atom<M> const&`) deduces from a class
// derived from one; when several of its bases match and one of them is a base of
// another, the derived one is taken ([temp.deduct.call]/5, CWG 2303), as CuTe's
// `gemm(MMA_Atom<MMA> const&, ...)` called with a `TiledMMA` derived from
// `MMA_Atom<Op>`, itself derived from `MMA_Atom<MMA_Traits<Op>>`. Before, the two
// matches were "ambiguous" and the call found no instance.
template <class... T> struct Atom;
template <class Op, class... Args> struct Traits {
    __host__ __device__ static int id() { return 5; }
};
template <class Op> struct Atom<Op> : Atom<Traits<Op>> {
    __host__ __device__ int own() const { return 100; }
};
template <class Op, class... Args> struct Atom<Traits<Op, Args...>> : Traits<Op, Args...> {
    int k = 3;
};
template <class A, class Shape> struct Tiled : A {
    int lanes = 32;
};
struct Fma {};
struct Mma { int scale = 2; };
template <class T> struct Tensor { T v; };

// Through the nearest base: `M` is `Fma` (`Atom<Fma>`), not `Traits<Fma>`.
template <class M, class T>
__host__ __device__ int gemm(Atom<M> const& m, Tensor<T> const& a, Tensor<T>& c) {
    c.v = a.v + m.k + m.own();
    return sizeof(M) == sizeof(Fma) ? 1 : 2;
}
template <class T> __host__ __device__ int gemm(Tensor<T> const& a, Tensor<T>& c) {
    c.v = a.v;
    return 3;
}

// Two unrelated bases matching stay ambiguous: the other overload is taken.
template <class T> struct Box { T x; };
struct Both : Box<int>, Box<long> {};
template <class T> __host__ __device__ int pick(Box<T> const*) { return 10; }
__host__ __device__ int pick(void const*) { return 20; }

// Through a pointer too, and a base reached along two paths is one base.
template <class T> struct Root { T r; };
struct Left : Root<short> {};
struct Mid : Root<char>, Left {};
template <class T> __host__ __device__ int size_of_root(Root<T> const* p) { return (int)sizeof(T) * 10 + (int)sizeof(p->r); }

__host__ __device__ long long run() {
    Tiled<Atom<Fma>, int> t;
    Tensor<float> a{1.5f}, c{0};
    long long r = gemm(t, a, c);                       // 1
    r = r * 1000 + (long long)c.v;                     // 104
    Atom<Traits<Mma>> plain;
    r = r * 10 + (sizeof(plain) == sizeof(int) ? 4 : 5); // 4
    Both b;
    r = r * 100 + pick(&b);                            // 20
    Left l;
    r = r * 100 + size_of_root(&l);                    // 22
    return r;
}
