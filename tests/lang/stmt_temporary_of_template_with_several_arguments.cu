// `ns::St<A, sizeof(A)>(frag[i], p, ok);` is an expression statement: a parenthesized
// declarator never holds a comma of its own, so the statement constructs a temporary
// (CUTLASS's `cutlass::arch::global_store<AccessType, sizeof(AccessType)>(...)`)
namespace ns {
template <class T, int N> struct Store {
    __host__ __device__ Store(T const &v, void *p, bool guard) {
        if (guard) *static_cast<T *>(p) = v * N;
    }
};
}
template <class A> struct Iter {
    __host__ __device__ void store(A const *frag, A *out, bool ok) {
        for (int idx = 0; idx < 3; ++idx) {
            ns::Store<A, sizeof(A)>(frag[idx], (void *)&out[idx], ok);
        }
        ns::Store<A, 1>(frag[0], (void *)&out[3], !ok);
    }
};
__host__ __device__ long long run() {
    int in[3] = {1, 2, 3}, out[4] = {0, 0, 0, 7};
    Iter<int>().store(in, out, true);
    return out[0] * 1000 + out[1] * 100 + out[2] * 10 + out[3];
}
