// cuda::atomic_ref on global memory: sums, maxima, bit-or and a CAS loop that
// counts how many threads saw an even value, from 4 blocks of 128 threads.
#include <cuda/atomic>

extern "C" __global__ void atomic_ref_ops(const int* in, int* sum, int* maxv, unsigned* bits, int* evens, float* fsum)
{
    int v = in[blockIdx.x * 128 + threadIdx.x];
    cuda::atomic_ref<int, cuda::thread_scope_device> s(*sum);
    s.fetch_add(v, cuda::std::memory_order_relaxed);
    cuda::atomic_ref<int, cuda::thread_scope_device> m(*maxv);
    m.fetch_max(v);
    cuda::atomic_ref<unsigned, cuda::thread_scope_device> b(*bits);
    b.fetch_or(1u << (v & 31));
    if ((v & 1) == 0) {
        cuda::atomic_ref<int, cuda::thread_scope_device> e(*evens);
        int old = e.load(cuda::std::memory_order_acquire);
        while (!e.compare_exchange_weak(old, old + 1, cuda::std::memory_order_acq_rel)) {
        }
    }
    cuda::atomic_ref<float, cuda::thread_scope_block> f(fsum[blockIdx.x]);
    f.fetch_add(1.0f);
}
