// brace lists where a class value is expected outside declarations: `return {a, b};`
// for aggregates (nested, partial: the rest zero) and for a class with constructors
// (the constructor the list selects), brace-list arguments by value and by const
// reference (`f({1, 2})`, `vsum({})` default-constructs), and `T{...}` temporaries with
// nested lists
struct Pair { int a, b; };
struct Box { Pair lo, hi; int tag[3]; };
struct V {
    int x, y;
    __host__ __device__ V(int a, int b) : x(a), y(b) {}
    __host__ __device__ V() : x(7), y(8) {}
};
__host__ __device__ Pair mk(int a) { return {a, a * 10}; }
__host__ __device__ Box mkbox(int a) { return {{a}, {1, 2}, {9}}; }
__host__ __device__ V mkv(int a) { return {a, a + 1}; }
__host__ __device__ int sum(Pair p) { return p.a + p.b; }
__host__ __device__ int sumref(const Pair& p) { return p.a * p.b; }
__host__ __device__ int vsum(const V& v) { return v.x + v.y; }
struct Acc {
    int total;
    __host__ __device__ void add(Pair p) { total += p.a - p.b; }
};

__host__ __device__ long long run() {
    Pair p = mk(3);
    Box b = mkbox(4);
    V v = mkv(5);
    long long r = p.a + p.b + b.lo.a + b.lo.b + b.hi.b + b.tag[0] + b.tag[2] + v.x * v.y;
    r = r * 100 + sum({1, 2}) + sumref({3, 4}) + vsum({5, 6}) + vsum({});
    Acc acc = {0};
    acc.add({10, 3});
    acc.add({4});
    Pair t = Pair{7, 8};
    Box bb = Box{{1, 2}, {3, 4}, {5, 6, 7}};
    return r * 1000 + t.a * t.b + bb.tag[2] + bb.hi.a + acc.total;
}
