// A call tree of 131,071 calls of tiny functions on compile-time integers, as
// CuTe's layout and tuple algebra is: each level passes an empty record and a
// reference to a local down twice, and the whole tree folds to adds of
// constants once inlined. nvcc inlines all of it. ptxc inlined callers first,
// the callees' bodies raw, and stopped at its 20,000-instruction caller limit
// with 6,327 calls left, their arguments in local memory; it now inlines
// callees first, each taking its callees' bodies already folded (issue 44:
// CuTe's sgemm_sm80 kept 5,656 calls and a 21 KB frame).
// grid: 2
// block: 64
// buf: in i32 128 rand:5
// buf: out i32 128
// arg: in
// arg: out
// arg: i32:128
// check: out
template <int N> struct Int {};

template <int D> __device__ int weigh(Int<D> const&, int const& x) {
    if constexpr (D == 0) {
        return x + 1;
    } else {
        Int<D - 1> half;
        int zero = 0;
        return weigh(half, x) + weigh(half, zero);
    }
}

__global__ void folding_call_tree(const int* in, int* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    // weigh<D>(x) = weigh<D-1>(x) + weigh<D-1>(0) = x + 2^D.
    out[i] = weigh(Int<16>{}, in[i]);
}
