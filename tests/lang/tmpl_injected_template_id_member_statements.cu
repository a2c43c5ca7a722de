// Inside a class template, its own name with arguments names another instance;
// a statement starting `Self<args>::member` is an expression when the member is
// a function member (a compile-time loop unrolled by recursion, as
// PyTorch-style `static_unroll` helpers write it).
template <int I>
struct Put {
    template <class T>
    __host__ __device__ static void apply(T* out, T v) { out[I] = v * (I + 1); }
};

template <template <int> class F, int End, int Cur = 0>
struct Unroll {
    template <class... Args>
    __host__ __device__ static void with_args(Args&&... args) {
        F<Cur>::apply(args...);
        Unroll<F, End, Cur + 1>::with_args(args...);
    }
    __host__ __device__ static long long depth(long long acc) {
        long long next = acc * 10 + Cur;
        Unroll<F, End, Cur + 1>::depth(next);  // result discarded
        return Unroll<F, End, Cur + 1>::depth(next);
    }
};

template <template <int> class F, int End>
struct Unroll<F, End, End> {
    template <class... Args>
    __host__ __device__ static void with_args(Args...) {}
    __host__ __device__ static long long depth(long long acc) { return acc; }
};

__host__ __device__ long long run() {
    long long out[4] = {0, 0, 0, 0};
    Unroll<Put, 4>::with_args(out, 3LL);
    long long r = 0;
    for (int i = 0; i < 4; ++i)
        r = r * 100 + out[i];  // 3, 6, 9, 12
    return r * 100000 + Unroll<Put, 4>::depth(1);  // 10123
}
