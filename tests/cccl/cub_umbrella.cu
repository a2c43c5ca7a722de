// CUB included as programs include it, through the umbrella header <cub/cub.cuh>
// (every block, warp, device and iterator header of CUB, and libcu++ with it): a
// float sum per block of 128 threads with cub::BlockReduce, and an inclusive prefix
// sum per block with cub::BlockScan.
#include <cub/cub.cuh>

extern "C" __global__ void block_sum_float(const float* in, float* out)
{
    using Reduce = cub::BlockReduce<float, 128>;
    __shared__ typename Reduce::TempStorage temp;
    float v = in[blockIdx.x * 128 + threadIdx.x];
    float total = Reduce(temp).Sum(v);
    if (threadIdx.x == 0)
        out[blockIdx.x] = total;
}

extern "C" __global__ void block_prefix_sum(const int* in, int* out)
{
    using Scan = cub::BlockScan<int, 128>;
    __shared__ typename Scan::TempStorage temp;
    int i = blockIdx.x * 128 + threadIdx.x;
    int v;
    Scan(temp).InclusiveSum(in[i], v);
    out[i] = v;
}
