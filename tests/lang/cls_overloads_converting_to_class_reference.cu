// Overload resolution with a `const Class&` parameter given a scalar or a pointer:
// a temporary made by the class's converting constructor binds it (a user-defined
// conversion sequence, [over.ics.ref]/2), so the overload that takes it is viable,
// and loses to one needing only a standard conversion.
struct Layout {
    long stride;
    __host__ __device__ Layout(long s = 0) : stride(s) {}
};
struct Span {
    int *first;
    __host__ __device__ Span(int *p) : first(p) {}
};
struct Ref {
    int *ptr = nullptr;
    Layout layout;
    __host__ __device__ void reset(int *p = nullptr) { ptr = p; }
    __host__ __device__ void reset(int *p, Layout const &l) { ptr = p; layout = l; }
};
__host__ __device__ int take(Span const &s) { return s.first[0]; }
__host__ __device__ int take(long v, int) { return int(v); }
__host__ __device__ int size(Layout l) { return int(l.stride) * 2; }
__host__ __device__ int size(Layout l, int extra) { return int(l.stride) + extra; }
__host__ __device__ int which(Layout const &) { return 1; }
__host__ __device__ int which(double) { return 2; }

__host__ __device__ long long run() {
    int data[4] = {7, 8, 9, 10};
    Ref r;
    r.reset(data + 1, 12 / 4);                 // Layout(3)
    long long v = r.layout.stride * 10 + r.ptr[0];       // 38
    v = v * 100 + take(data + 2);              // 9
    v = v * 100 + take(4, 0);                  // 4
    v = v * 100 + size(21);                    // 42
    v = v * 100 + size(5, 6);                  // 11
    v = v * 10 + which(3);                     // int -> double wins: 2
    v = v * 10 + which(Layout(3));             // 1
    return v;
}
