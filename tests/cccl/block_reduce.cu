// cub::BlockReduce: a sum of 4 items per thread and a maximum of absolute values
// through a user-written operator, one result per block (blocks of 128 threads).
#include <cub/block/block_reduce.cuh>

struct AbsMax {
    __device__ int operator()(int a, int b) const
    {
        int x = a < 0 ? -a : a;
        int y = b < 0 ? -b : b;
        return x > y ? x : y;
    }
};

extern "C" __global__ void block_sum(const int* in, int* out)
{
    using Reduce = cub::BlockReduce<int, 128>;
    __shared__ typename Reduce::TempStorage temp;
    int items[4];
    for (int k = 0; k < 4; ++k)
        items[k] = in[(blockIdx.x * 128 + threadIdx.x) * 4 + k];
    int total = Reduce(temp).Sum(items);
    if (threadIdx.x == 0)
        out[blockIdx.x] = total;
}

extern "C" __global__ void block_abs_max(const int* in, int* out)
{
    using Reduce = cub::BlockReduce<int, 128, cub::BLOCK_REDUCE_RAKING>;
    __shared__ typename Reduce::TempStorage temp;
    int v = in[blockIdx.x * 128 + threadIdx.x];
    int m = Reduce(temp).Reduce(v, AbsMax());
    if (threadIdx.x == 0)
        out[blockIdx.x] = m;
}
