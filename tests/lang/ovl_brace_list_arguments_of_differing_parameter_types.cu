// A brace-list argument of overloaded functions whose parameters at its position have
// different types ([over.ics.list]): the candidates whose parameter the list cannot
// initialize are not viable, and a list converting to a non-class type (a standard
// conversion) beats one converting to a class (a user-defined conversion). As CUTLASS
// builds a 4-D coordinate from a list of its four extents, `Coord4({n, h, w, c})`:
// its constructor from an index array type takes no four values, so the list makes a
// `Coord4` through the four-value constructor, which the move constructor takes; also
// in a declaration (`Coord4 y({...})`) and in mem-initializers of a base and a member
// (`Box(...) : Shape({...}, {...}), corner({...})`).
struct Array4 {
    int v[4];
    __host__ __device__ explicit Array4(int x = 0) { v[0] = v[1] = v[2] = v[3] = x; }
};

struct Coord4 {
    int n, h, w, c;
    __host__ __device__ Coord4(Array4 const& a) : n(a.v[0]), h(a.v[1]), w(a.v[2]), c(a.v[3]) {}
    __host__ __device__ Coord4(int n_, int h_, int w_, int c_) : n(n_), h(h_), w(w_), c(c_) {}
    __host__ __device__ int packed() const { return ((n * 10 + h) * 10 + w) * 10 + c; }
};

struct Pair {
    int a, b;
};

struct Wide {
    int x;
    __host__ __device__ Wide(int a, int b, int c) : x(a + b + c) {}
};

struct Shape {
    int area;
    __host__ __device__ Shape(int a) : area(a) {}
    __host__ __device__ Shape(Coord4 lo, Pair scale, int extra = 0) : area(lo.packed() * scale.a + scale.b + extra) {}
};

struct Box : Shape {
    Coord4 corner;
    __host__ __device__ Box(int n, int c) : Shape({n, 0, 0, c}, {2, 1}), corner({c, n, c, n}) {}
};

__host__ __device__ int pick(int x) { return 100 + x; }
__host__ __device__ int pick(Pair p) { return 200 + p.a * 10 + p.b; }
__host__ __device__ int pick(Wide w) { return 300 + w.x; }

struct Sink {
    int got = 0;
    __host__ __device__ void put(long x) { got = int(x); }
    __host__ __device__ void put(Pair const& p) { got = p.a - p.b; }
};

__host__ __device__ long long run() {
    int n = 1, h = 2, w = 3, c = 4;
    Coord4 x = Coord4({n, h, w, c});
    Coord4 y({5, 6, 7, 8});
    Sink s;
    s.put({9});
    int first = s.got;
    s.put({9, 4});
    Box b(3, 5);
    long long boxed = b.area * 10000LL + b.corner.packed();
    long long calls = (((x.packed() * 10000LL + y.packed()) * 1000 + pick({7})) * 1000 + pick({3, 4})) * 1000 +
                      pick({1, 2, 3}) + (first * 10 + s.got) * 1000000000000000LL;
    return calls * 7 + boxed;
}
