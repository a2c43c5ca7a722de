// A histogram privatized per block in shared memory: the bins are cleared,
// filled by shared-memory atomics over a grid-stride loop, and added to the
// global bins by one atomic each, the usual shape of histogram kernels.
// needs: runtime
// grid: 4
// block: 128
// buf: in u32 3000 rand:33
// buf: hist u32 64
// arg: in
// arg: hist
// arg: i32:3000
// check: hist
#define BINS 64
__global__ void shared_histogram(const unsigned* in, unsigned* hist, int n)
{
    __shared__ unsigned bins[BINS];
    for (int b = threadIdx.x; b < BINS; b += blockDim.x)
        bins[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&bins[(in[i] >> 7) % BINS], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += blockDim.x)
        if (bins[b] != 0)
            atomicAdd(&hist[b], bins[b]);
}
