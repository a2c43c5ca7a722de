// A record passed by value that the kernel writes: each block fills in its own
// range of items, as CUB's reduce and radix sort kernels call `BlockInit` on
// their `GridEvenShare` argument. nvcc keeps the fields in registers and uses
// no local memory; ptxc's backend copied the whole parameter into a stack
// frame until a written record got a slot of its own that sroa splits
// (byval-copies). Block 3's range is cut short by the total.
// grid: 4
// block: 64
// buf: in i32 1000 rand:21
// buf: out i32 4
// arg: in
// arg: out
// arg: bytes:e803000004000000080100000000000000000000000000000000000000000000
// check: out
struct Share {
    int total;
    int blocks;
    long long per_block;
    long long begin;
    long long end;
};

__device__ void block_range(Share& s)
{
    s.begin = (long long)blockIdx.x * s.per_block;
    s.end = s.begin + s.per_block;
    if (s.end > s.total)
        s.end = s.total;
}

__global__ void written_param_record(const int* in, int* out, Share share)
{
    block_range(share);
    __shared__ int partial[64];
    int sum = 0;
    for (long long i = share.begin + threadIdx.x; i < share.end; i += blockDim.x)
        sum += in[i];
    partial[threadIdx.x] = sum;
    __syncthreads();
    for (int w = 32; w > 0; w /= 2) {
        if (threadIdx.x < w)
            partial[threadIdx.x] += partial[threadIdx.x + w];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        out[blockIdx.x] = partial[0] + share.blocks;
}
