// Hopper's transaction-counted barrier (compiled for sm_90 only): thread 0
// starts a bulk copy of a 256-float tile with cuda::device::memcpy_async_tx
// and registers its bytes with cuda::device::barrier_arrive_tx; every thread
// then waits on the phase's token and writes the tile reversed and scaled.
#include <cuda/barrier>
#include <cuda/std/utility>

extern "C" __global__ void tx_reverse(const float* in, float* out)
{
    __shared__ alignas(16) float tile[256];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    if (threadIdx.x == 0)
        init(&bar, blockDim.x);
    __syncthreads();
    cuda::barrier<cuda::thread_scope_block>::arrival_token token;
    if (threadIdx.x == 0) {
        cuda::device::memcpy_async_tx(tile, in + blockIdx.x * 256, cuda::aligned_size_t<16>(sizeof(tile)), bar);
        token = cuda::device::barrier_arrive_tx(bar, 1, sizeof(tile));
    } else {
        token = bar.arrive();
    }
    bar.wait(cuda::std::move(token));
    for (int i = threadIdx.x; i < 256; i += blockDim.x)
        out[blockIdx.x * 256 + i] = tile[255 - i] * 3.0f;
}
