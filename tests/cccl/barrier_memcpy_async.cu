// cuda::barrier with cuda::memcpy_async: each block of 128 threads stages two
// tiles of 512 floats into shared memory asynchronously, waits on the barrier,
// then writes out a[i] * 2 + b[reversed i].
#include <cuda/barrier>
#include <cooperative_groups.h>

extern "C" __global__ void staged_combine(const float* a, const float* b, float* out)
{
    __shared__ alignas(16) float ta[512];
    __shared__ alignas(16) float tb[512];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    auto block = cooperative_groups::this_thread_block();
    if (block.thread_rank() == 0)
        init(&bar, block.size());
    block.sync();
    const float* ga = a + blockIdx.x * 512;
    const float* gb = b + blockIdx.x * 512;
    cuda::memcpy_async(block, ta, ga, cuda::aligned_size_t<16>(sizeof(ta)), bar);
    // Per thread, 16-byte pieces.
    for (int i = threadIdx.x; i < 128; i += blockDim.x)
        cuda::memcpy_async(tb + i * 4, gb + i * 4, cuda::aligned_size_t<16>(16), bar);
    bar.arrive_and_wait();
    for (int i = threadIdx.x; i < 512; i += blockDim.x)
        out[blockIdx.x * 512 + i] = ta[i] * 2.0f + tb[511 - i];
    // A second phase: arrive, then wait on the token.
    auto token = bar.arrive();
    bar.wait(std::move(token));
}
