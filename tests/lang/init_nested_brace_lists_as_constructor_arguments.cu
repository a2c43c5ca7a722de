// a nested brace list among a constructor's arguments initializes that constructor's
// parameter (`gemm_op({{m, n, k}, {A, lda}, stride, ...})` in CUTLASS's examples):
// in a call's brace-list argument, with an overload that takes a pointer beside it, in
// `T x = {...}`, `T x{...}`, `T{...}`, `new T{...}`, a member initializer and a
// delegating constructor
typedef struct Stream *stream_t;
struct Coord3 {
    int m, n, k;
};
struct Ref {
    const int *p;
    int ld;
    __host__ __device__ Ref(const int *p_, int ld_) : p(p_), ld(ld_) {}
};
struct Args {
    Coord3 size;
    Ref ref;
    long long stride;
    int count;
    __host__ __device__ Args() : size{0, 0, 0}, ref(nullptr, 0), stride(0), count(0) {}
    __host__ __device__ Args(Coord3 s, Ref r, long long st, int c) : size(s), ref(r), stride(st), count(c) {}
    __host__ __device__ Args(int only) : Args({only, only + 1, only + 2}, {nullptr, only}, 3, 4) {}
    __host__ __device__ long long sum() const {
        return size.m * 1000 + size.n * 100 + size.k * 10 + ref.ld + stride * 7 + count * 3 + (ref.p ? ref.p[1] : 0);
    }
};
struct Op {
    __host__ __device__ long long operator()(stream_t s = nullptr) { return -1; }
    __host__ __device__ long long operator()(Args const &a, void *w = nullptr, stream_t s = nullptr) { return a.sum(); }
};
__host__ __device__ long long f(stream_t s = nullptr) { return -2; }
__host__ __device__ long long f(Args const &a, void *w = nullptr) { return a.sum() * 2; }
struct Holder {
    Args a;
    __host__ __device__ Holder(const int *p) : a{{4, 5, 6}, {p, 7}, 8, 9} {}
};
__host__ __device__ long long run() {
    int data[3] = {11, 22, 33};
    Op op;
    long long v = op({{1, 2, 3}, {data, 4}, 5, 6});
    v += f({{2, 3, 4}, {data, 5}, 6, 7});
    Args x = {{3, 4, 5}, {data, 6}, 7, 8};
    Args y{{4, 5, 6}, {nullptr, 7}, 8, 9};
    v += x.sum() + y.sum();
    v += Args{{5, 6, 7}, {data, 8}, 9, 10}.sum();
    Args *h = new Args{{6, 7, 8}, {data, 9}, 10, 11};
    v += h->sum();
    delete h;
    v += Holder(data).a.sum();
    v += Args(2).sum();
    return v;
}
