// Kernel templates whose launch bounds depend on their parameters (CUB's
// __launch_bounds__(int(current_policy<PolicySelector>().threads_per_block))):
// each instance evaluates them. Checked against tests/nvcc/attributes/launch_bounds_templates.ptx (sm_90).
template <int N>
struct Policy {
    static constexpr int threads = N * 32;
};
template <class P>
__host__ __device__ constexpr int threads_of() {
    return P::threads;
}
template <class P, class T>
__launch_bounds__(threads_of<P>(), 2) __global__ void k1(T* out) { *out = P::threads; }
template <class P, class T>
__global__ void __launch_bounds__(P::threads) k2(T* out) { *out = P::threads + 1; }
template __global__ void k1<Policy<4>, int>(int*);
template __global__ void k2<Policy<2>, float>(float*);
