// A block-scope `T x(...)` whose parenthesized elements all start like parameter
// declarations is a function declaration only when all of it reads as one
// ([dcl.ambig.res]): `Coord::Index((a + b) * 4)` and `Frag{3}` cannot be parameters, so
// these are objects; `Coord::Index(tid)` alone declares a function (a parameter `tid`).
struct Coord {
    typedef int Index;
    int r, c;
    __host__ __device__ Coord(Index a, Index b) : r(a), c(b) {}
};
template <class F>
struct Holder {
    struct Inner {
        F f;
        __host__ __device__ explicit Inner(F g) : f(g) {}
    };
};
struct Frag { int v; };

__host__ __device__ long long run() {
    int tid = 3, block = 2, dim = 8;
    Coord pos(
        Coord::Index((tid + block * dim) * 4),
        Coord::Index((tid) * 2)
    );
    int k[2] = {5, 6};
    Coord other(Coord::Index((k[1])), int(7));
    Holder<Frag>::Inner in(Frag{9});
    Coord declared(Coord::Index(tid));    // a function declaration, never called
    return ((pos.r * 100LL + pos.c) * 100 + other.r * 10 + other.c) * 100 + in.f.v * 10 + tid;
}
