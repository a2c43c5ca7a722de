// a data member named without an object in an unevaluated operand inside its own class,
// while the class is still incomplete (`static_assert(sizeof(extent_row_) == 4)` in
// CUTLASS's iterators, [expr.prim.id]/3), also in a class template and qualified
template <class T> struct Box {
    T x;
    int y;
    short &r;
    static_assert(sizeof(x) == sizeof(T), "x");
    static_assert(sizeof(y) == 4, "y");
    static constexpr int s = sizeof(x) + sizeof(Box::y) + sizeof(r);
};
struct Plain {
    char c[5];
    static_assert(sizeof(c) == 5, "c");
    static constexpr int n = sizeof(c) * 2;
};
__host__ __device__ long long run() { return Box<double>::s * 1000 + Box<char>::s * 10 + Plain::n; }
