// cuda::pipeline (thread scope) with cuda::memcpy_async: each of 128 threads
// streams 8 stages of two ints through a double buffer in shared memory and
// accumulates a weighted sum of them.
#include <cuda/pipeline>

extern "C" __global__ void pipelined_sum(const int* in, int* out)
{
    __shared__ alignas(8) int stage[2][128][2];
    auto pipe = cuda::make_pipeline();
    int acc = 0;
    const int* mine = in + threadIdx.x * 2;
    pipe.producer_acquire();
    cuda::memcpy_async(stage[0][threadIdx.x], mine, cuda::aligned_size_t<8>(8), pipe);
    pipe.producer_commit();
    for (int s = 0; s < 8; ++s) {
        if (s + 1 < 8) {
            pipe.producer_acquire();
            cuda::memcpy_async(stage[(s + 1) % 2][threadIdx.x], mine + (s + 1) * 256, cuda::aligned_size_t<8>(8), pipe);
            pipe.producer_commit();
        }
        cuda::pipeline_consumer_wait_prior<1>(pipe);
        if (s + 1 == 8)
            pipe.consumer_wait();
        acc += (stage[s % 2][threadIdx.x][0] - stage[s % 2][threadIdx.x][1]) * (s + 1);
        pipe.consumer_release();
    }
    out[threadIdx.x] = acc;
}
