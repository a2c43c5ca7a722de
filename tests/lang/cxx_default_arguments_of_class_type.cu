// Default arguments whose value is a class object: a brace list of an aggregate
// (`Delay d = {Alg::fixed, 350, 450}`), a constructor call and a brace list bound to
// a `const&` parameter. Each call using the default gets its own copy of the
// temporary, in free and member functions alike; a local named like a namespace
// hides it.
enum class Alg { fixed, other };
struct Delay {
    Alg a;
    int x;
    int y;
};
struct Policy {
    int t;
    Delay d;
};
struct Span {
    int lo, hi;
    __host__ __device__ constexpr Span(int l, int h) : lo(l), hi(h) {}
    __host__ __device__ constexpr int width() const { return hi - lo; }
};

__host__ __device__ constexpr Policy make(int t, Delay d = {Alg::fixed, 350, 450}) { return Policy{t, d}; }
__host__ __device__ constexpr int widen(int k, Span s = Span(2, 9)) { return k * s.width(); }
__host__ __device__ int shift(int k, const Delay& d = {Alg::other, 5, 7}) { return k + d.x * d.y; }

struct Table {
    int base;
    __host__ __device__ int at(int i, Delay d = {Alg::fixed, 1, 2}) const { return base + i * d.x + d.y; }
};

namespace scan {
int z;
}
struct Outer {
    int k;
    Policy scan;
    int m;
};

__host__ __device__ int twice() { return make(1).d.x + make(2).d.x + widen(1); }

__host__ __device__ long long run() {
    const auto scan = make(3);
    const auto p2 = make(4, {Alg::other, 1, 2});
    Outer o{1, scan, 2};
    Table t{100};
    long long s = scan.t * 1000 + scan.d.x + p2.d.y * 10 + (int)p2.d.a + o.scan.d.y + o.m;
    s = s * 1000 + shift(1) + shift(2, {Alg::fixed, 1, 1});
    s = s * 1000 + t.at(3) + t.at(4, {Alg::other, 2, 0});
    s = s * 1000 + twice() + widen(2, {0, 4});
    return s;
}
