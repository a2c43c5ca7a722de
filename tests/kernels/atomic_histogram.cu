// Histogram with atomicAdd on global memory from many blocks.
// needs: runtime
// grid: 8
// block: 128
// buf: in u32 1024 rand:32
// buf: hist u32 16
// arg: in
// arg: hist
// check: hist
__global__ void atomic_histogram(const unsigned* in, unsigned* hist)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    atomicAdd(&hist[in[i] % 16u], 1u);
}
