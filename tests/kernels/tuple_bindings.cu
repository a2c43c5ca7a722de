// Small records copied by parts, as CuTe's tuples and layouts are: a member
// record copied out of a larger record into the middle of another (C++ copies
// such a sub-object by its size at its address), structured bindings of a
// record, and helpers returning empty records by value through adaptors that
// hold a lambda's address (each return, once inlined, is a copy nothing reads).
// nvcc keeps all of it in registers; so must ptxc (issue 44).
// grid: 2
// block: 64
// buf: in i32 512 rand:21
// buf: out i32 128
// arg: in
// arg: out
// arg: i32:128
// check: out
struct Extent { int n; };
struct Step { int s; };
template <class A, class B> struct Pair { A first; B second; };
struct Layout { Pair<Extent, Step> shape; int offset; };
struct Nothing {};

template <class F> struct Adaptor { F const* f; Nothing tag; };

template <class F> __device__ Nothing visit(F const& f, int& acc, int v) {
    Adaptor<F> a{&f, {}};
    acc += (*a.f)(v);
    return a.tag;
}

__device__ Layout make_layout(const int* p) {
    return Layout{{{p[0] & 15}, {p[1] & 7}}, p[2] & 31};
}

__global__ void tuple_bindings(const int* in, int* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Layout l = make_layout(in + 4 * i);
    // The extent (the first 4 bytes of the 12-byte layout) copied into the
    // second field of another pair.
    Pair<Step, Extent> swapped{l.shape.second, l.shape.first};
    auto [stride, extent] = swapped;
    (void)stride;
    auto [shape, offset] = l;
    int acc = 0;
    auto scale = [&](int v) { return v * swapped.first.s + l.offset; };
    Nothing t0 = visit(scale, acc, extent.n);
    Nothing t1 = visit(scale, acc, shape.second.s);
    (void)t0;
    (void)t1;
    out[i] = acc + shape.first.n * (in[4 * i + 3] & 1023);
}
