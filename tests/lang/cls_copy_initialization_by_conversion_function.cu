// `T x = s;` where `T` has constructors but none takes `s`'s class: the conversion
// function of `s`'s class to `T` initializes `x` ([over.match.copy]), and its result
// (a prvalue) is `x` itself, with no copy constructor run.
struct Pair {
    int a, b;
    __host__ __device__ Pair(int x, int y) : a(x), b(y) {}
    __host__ __device__ Pair(const Pair& o) : a(o.a + 100), b(o.b) {}
};
struct Packed {
    int bits;
    __host__ __device__ operator Pair() const { return Pair(bits & 0xff, bits >> 8); }
};

__host__ __device__ long long run() {
    Packed p{0x1234};
    Pair q = p;                           // 0x34, 0x12: no copy
    const Pair r = Packed{0x0507};        // 7, 5
    return ((long long)q.a * 1000 + q.b) * 1000000 + r.a * 1000 + r.b;
}
