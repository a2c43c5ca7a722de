// Member templates of a class nested in a class template (CUB's
// BlockDiscontinuity<T, N>::Iterate::FlagHeads): their instances see the enclosing
// instance's parameters (`T`, `N`), called from the enclosing class's members and
// from outside.
template <typename T, int N>
struct Disc {
    struct Iterate {
        template <int I>
        static __host__ __device__ int first(T (&in)[I]) { return in[0] + I; }
        template <class U>
        static __host__ __device__ int shifted(U u) { return u + N; }
        static __host__ __device__ int twice(T t) { return t * 2; }
        template <int I, typename Op>
        static __host__ __device__ void heads(int tid, int (&flags)[I], T (&in)[I], Op op) {
            for (int i = 1; i < I; ++i)
                flags[i] = op(in[i - 1], in[i]) + tid * 10;
        }
    };
    int tid;
    template <int I, typename Op>
    __host__ __device__ void heads(int (&flags)[I], T (&in)[I], Op op) {
        flags[0] = N;
        Iterate::heads(tid, flags, in, op);
    }
};
struct NotEq {
    __host__ __device__ bool operator()(int a, int b) const { return a != b; }
};

__host__ __device__ long long run() {
    int a[3] = {1, 1, 2};
    int f[3];
    Disc<int, 2> d{5};
    d.heads(f, a, NotEq{});
    long long r = Disc<int, 2>::Iterate::twice(4) * 100 + Disc<int, 7>::Iterate::shifted(3) * 10
        + Disc<int, 2>::Iterate::first(a);
    return r * 1000000 + f[0] * 10000 + f[1] * 100 + f[2];
}
