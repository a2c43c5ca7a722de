// brace-enclosed initializers of members and of arrays of objects: member
// initializers `b{{k, k + 1}, {k + 2}}` of aggregate members (nested, partial) and
// `v{k, 2 * k}` of a member with constructors; default member initializers that are
// brace lists (`Pair p{3, 4};`, `int w[3] = {1, 2};`) used by constructors and by
// aggregate initialization; arrays of objects with constructors initialized from
// `{V(1, 2), {3, 4}, 5}` (copy, constructor arguments, converting constructor) and a
// two-dimensional one, the elements past the list default-constructed
struct Pair { int a, b; };
struct Box { Pair lo, hi; int tag[3]; };
struct V {
    int x, y;
    __host__ __device__ V(int a, int b) : x(a), y(b) {}
    __host__ __device__ V(int a) : x(a), y(-a) {}
    __host__ __device__ V() : x(7), y(8) {}
};
struct Holder {
    Pair p{3, 4};
    int w[3] = {1, 2};
    Box b;
    V v;
    __host__ __device__ Holder(int k) : b{{k, k + 1}, {k + 2}}, v{k, 2 * k} {}
};
struct Agg { Pair p = {5, 6}; int n; };

__host__ __device__ long long run() {
    Holder h(2);
    long long r = h.p.a * h.p.b + h.w[0] + h.w[1] + h.w[2] + h.b.lo.a + h.b.hi.a + h.b.hi.b +
                  h.b.tag[1] + h.v.x + h.v.y;
    Agg g = {};
    Agg g2 = {{1, 1}, 2};
    r = r * 100 + g.p.a + g.p.b + g.n + g2.p.a + g2.n;
    V arr[4] = {V(1, 2), {3, 4}, 5};
    V grid[2][2] = {{{1, 1}, V(2)}, {{}}};
    for (int i = 0; i < 4; i++) r = r * 3 + arr[i].x + arr[i].y;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++) r = r * 3 + grid[i][j].x - grid[i][j].y;
    return r;
}
