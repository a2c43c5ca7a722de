// a brace list passed to an object's call operator initializes the operator's parameter
// (`pointer_ += layout_({row, column})` in CUTLASS's epilogue iterators), through a
// reference to the object too
struct Coord {
    int r, c;
    __host__ __device__ Coord(int a, int b) : r(a), c(b) {}
};
struct Layout {
    int ld;
    __host__ __device__ int operator()(Coord const &x) const { return x.r * ld + x.c; }
};
struct Pick {
    __host__ __device__ int operator()(Coord x, int k) const { return x.r * k - x.c; }
};
__host__ __device__ long long run() {
    Layout L{10};
    Layout const &ref = L;
    int v = 0;
    v += L({2, 3});
    v += ref({1, 1});
    Pick p;
    return v * 1000 + p({4, 5}, 3);
}
